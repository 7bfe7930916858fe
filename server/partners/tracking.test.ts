// Issue 17 #3 on PGlite and PostgreSQL (spec 3 §3 partner code record, §7 activatePCUse): a use of an approved
// partner's code sets its last_date, once a day at most; a made-up or pending code writes nothing; the affiliate
// cookie's lifetime is the setting affiliateCookieDays (30 by default), and the privacy page says the same.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { newCustomer } from '../../tests/support/cart-fixtures.ts';
import { settings } from '../settings/schema.ts';
import { createPartnersService } from './service.ts';
import { partnerCodeUses, partners } from './schema.ts';

describe.each(eachDatabase('parallel'))('partner code tracking on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const lastDate = async (code: string) =>
    (await t.database.db.select().from(partnerCodeUses).where(eq(partnerCodeUses.code, code)))[0]?.lastDate ??
    null;

  it("records an approved code's last use per day; unknown and pending codes write nothing", async () => {
    const approved = await newCustomer(t.database.db);
    const pending = await newCustomer(t.database.db);
    await t.database.db.insert(partners).values([
      { userId: approved.userId, status: 'approved', code: `TRACK${kind}` },
      { userId: pending.userId, status: 'pend' },
    ]);
    let now = new Date('2026-11-20T23:30:00Z'); // 21 November in Amsterdam
    const service = createPartnersService({
      db: t.database.db,
      settings: t.services.settings,
      now: () => now,
    });
    await service.recordCodeUse(`TRACK${kind}`);
    expect(await lastDate(`TRACK${kind}`)).toBe('2026-11-21');
    now = new Date('2026-11-25T10:00:00Z');
    await Promise.all([1, 2, 3].map(() => service.recordCodeUse(`TRACK${kind}`)));
    expect(await lastDate(`TRACK${kind}`)).toBe('2026-11-25');
    // An older moment never moves it back.
    now = new Date('2026-11-22T10:00:00Z');
    await service.recordCodeUse(`TRACK${kind}`);
    expect(await lastDate(`TRACK${kind}`)).toBe('2026-11-25');
    await service.recordCodeUse('MADEUP');
    expect(await lastDate('MADEUP')).toBeNull();
    expect(await t.database.db.select().from(partnerCodeUses)).toHaveLength(1);
  });

  it('the cookie lifetime is the setting, 30 days without it, and the privacy page names the same', async () => {
    expect(await t.services.partners.affiliateCookieDays()).toBe(30);
    expect((await t.services.staticPages.params()).affiliate_days).toBe(30);
    await t.database.db
      .insert(settings)
      .values({ name: 'affiliateCookieDays', value: '45' })
      .onConflictDoUpdate({ target: settings.name, set: { value: '45' } });
    t.services.settings.invalidate();
    expect(await t.services.partners.affiliateCookieDays()).toBe(45);
    expect((await t.services.staticPages.params()).affiliate_days).toBe(45);
  });

  it('short links: one code per target, counted per visit; only paths on this site', async () => {
    const first = await t.services.partners.shortLink('/book/9789000000001?pc=LEESTIP', null);
    expect(first).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(await t.services.partners.shortLink('/book/9789000000001?pc=LEESTIP', null)).toBe(first);
    expect(await t.services.partners.followShortLink(first)).toBe('/book/9789000000001?pc=LEESTIP');
    expect(await t.services.partners.followShortLink('nope')).toBeNull();
    await expect(t.services.partners.shortLink('//evil.example/x', null)).rejects.toThrow(RangeError);
    await expect(t.services.partners.shortLink('https://evil.example/', null)).rejects.toThrow(RangeError);
  });
});
