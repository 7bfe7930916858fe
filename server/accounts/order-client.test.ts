// Issue 14, spec 3 §4/§5: the checkout's email check (counted per client address) and the account made from an
// order's personal data and a password (logged in, welcome mail; an email in use is refused). Issue 27 #5
// (decision 524): over the shop's hourly cap on welcome mails the account is made without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { rateLimits } from './schema.ts';
import { LIMITS, SHOP_MAIL_KEYS } from './throttle.ts';

const personal = (email: string) => ({
  firstname: 'Jan',
  lastname: 'Jansen',
  email,
  phonenr: '0612345678',
  address: 'Dam',
  housenr: '1',
  addition: '',
  zipcode: '1012JS',
  city: 'Amsterdam',
  countryCode: 'NL',
  hasSubscription: false,
});

describe.each(eachDatabase())('accounts for the checkout on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const meta = (ip: string) => ({ ip, origin: 'https://winkel.example' });

  it('says whether an email has an account, within the address limit', async () => {
    const accounts = t.services.accounts;
    expect(await accounts.checkOrderEmail('KLANT@leeswijzer.nl', meta('192.0.2.60'))).toEqual({
      status: 'known',
    });
    expect(await accounts.checkOrderEmail('niemand@voorbeeld.nl', meta('192.0.2.60'))).toEqual({
      status: 'unknown',
    });
    expect(await accounts.checkOrderEmail('geen-email', meta('192.0.2.60'))).toEqual({ status: 'invalid' });
    for (let i = 3; i < LIMITS.checkoutEmailPerAddress.max; i++)
      await accounts.checkOrderEmail('niemand@voorbeeld.nl', meta('192.0.2.60'));
    expect(await accounts.checkOrderEmail('niemand@voorbeeld.nl', meta('192.0.2.60'))).toMatchObject({
      status: 'throttled',
    });
    expect(await accounts.checkOrderEmail('niemand@voorbeeld.nl', meta('192.0.2.61'))).toEqual({
      status: 'unknown',
    });
  });

  it('makes an account from the order with its address, logged in, with the welcome mail', async () => {
    const accounts = t.services.accounts;
    const email = `besteller.${Date.now()}@voorbeeld.nl`;
    const mismatch = await accounts.registerFromOrder(
      { personal: personal(email), password: 'Lang-genoeg-2026', password2: 'Anders-2026!' },
      meta('192.0.2.62'),
    );
    expect(mismatch).toEqual({
      status: 'invalid',
      errors: { password2: { key: 'form_errors.pw_not_matching' } },
    });
    const made = await accounts.registerFromOrder(
      { personal: personal(email), password: 'Lang-genoeg-2026', password2: 'Lang-genoeg-2026' },
      meta('192.0.2.62'),
    );
    expect(made.status).toBe('ok');
    if (made.status !== 'ok') return;
    const profile = await accounts.profile(made.viewer);
    expect(profile?.personal).toMatchObject({
      address: 'Dam',
      housenr: '1',
      zipcode: '1012 JS',
      city: 'Amsterdam',
    });
    expect((await accounts.signedIn(made.session.id))?.viewer.userId).toBe(made.viewer.userId);
    expect((await t.integrations.mails()).some((m) => m.to === email)).toBe(true);
    const again = await accounts.registerFromOrder(
      { personal: personal(email), password: 'Lang-genoeg-2026', password2: 'Lang-genoeg-2026' },
      meta('192.0.2.62'),
    );
    expect(again).toEqual({
      status: 'invalid',
      errors: { email: { key: 'form_errors.email_in_use_extended' } },
    });
  });
  it(`makes the account but sends no welcome mail over the shop's hourly cap of ${LIMITS.welcomeMailsPerHour.max}`, async () => {
    const db = t.database.db;
    const key = SHOP_MAIL_KEYS.welcome;
    const [window] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    const full = LIMITS.welcomeMailsPerHour.max;
    await db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(), count: full })
      .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: new Date(), count: full } });
    try {
      const email = `besteller.piek.${Date.now()}@voorbeeld.nl`;
      const made = await t.services.accounts.registerFromOrder(
        { personal: personal(email), password: 'Lang-genoeg-2026', password2: 'Lang-genoeg-2026' },
        meta('192.0.2.63'),
      );
      expect(made.status).toBe('ok');
      expect((await t.integrations.mails()).filter((m) => m.to === email)).toHaveLength(0);
    } finally {
      if (window) await db.update(rateLimits).set(window).where(eq(rateLimits.key, key));
      else await db.delete(rateLimits).where(eq(rateLimits.key, key));
    }
  });
});
