// Issue 31 "Content" (decisions 700, 703, 704) on a real database: adding, saving and deleting a banner, each with
// its audit line (before → after) and shown in this process's shell at once (its cache forgets, decision 702); a
// refused form and a sku that is no book store nothing. On PostgreSQL too (FOR UPDATE, the ordering).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../accounts/viewer.ts';
import { auditLinesOf } from '../audit/service.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { bannerSubject } from './staff-banners.ts';

const ACTOR = 4242;
const SKU = '9789493000049';

describe.each(eachDatabase('dialect'))('staff banners on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const service = () => t.services.staffBanners;
  const shown = async () =>
    (await t.services.shell.shellData({ shop: 'SHOP_SB', toggle: 2, viewer: ANONYMOUS })).shared.banners;

  it('adds, saves and deletes a banner, each logged and in the shell at once', async () => {
    const form = { tekst1: 'Winteraanbieding', tekst2: 'Drie voor twee', sku: SKU, positie: '0' };
    expect((await shown()).map((b) => b.text1)).not.toContain(form.tekst1);
    const added = await service().add(ACTOR, form);
    if (added.kind !== 'added') throw new Error(`not added: ${JSON.stringify(added)}`);
    expect(await service().get(added.id)).toMatchObject({
      text1: form.tekst1,
      sku: SKU,
      position: 0,
      img: null,
    });
    expect((await service().list())[0]!.position).toBe(0);
    expect((await shown()).find((b) => b.text1 === form.tekst1)).toMatchObject({
      // The book page's own address, title slug and all (issue 33 #3: no redirect first).
      href: expect.stringMatching(new RegExp(`^/book/${SKU}/[a-z0-9-]+$`)),
    });

    expect(await service().save(ACTOR, added.id, form)).toEqual({ kind: 'unchanged' });
    expect(await service().save(ACTOR, added.id, { ...form, tekst1: 'Zomeraanbieding' })).toEqual({
      kind: 'saved',
    });
    expect((await shown()).map((b) => b.text1)).toContain('Zomeraanbieding');
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'deleted' });
    expect((await shown()).map((b) => b.text1)).not.toContain('Zomeraanbieding');
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'not-found' });

    const lines = await auditLinesOf(t.database.db, bannerSubject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['banner.add', 'banner.save', 'banner.delete']);
    expect(lines[1]!.before).toMatchObject({ tekst1: 'Winteraanbieding' });
    expect(lines[1]!.after).toMatchObject({ tekst1: 'Zomeraanbieding' });
    expect(lines[2]!.after).toBeNull();
  });

  it('refuses a wrong form and a sku that is no book, storing nothing', async () => {
    const before = (await service().list()).length;
    expect(await service().add(ACTOR, { tekst1: '', positie: 'een' })).toEqual({
      kind: 'invalid',
      errors: {
        tekst1: { key: 'beheer.content.text_missing' },
        positie: { key: 'beheer.content.position_invalid', params: { max: '999' } },
      },
    });
    expect(await service().add(ACTOR, { tekst1: 'x', positie: '1', sku: '9780000000002' })).toEqual({
      kind: 'invalid',
      errors: { sku: { key: 'beheer.content.sku_unknown' } },
    });
    expect((await service().list()).length).toBe(before);
  });
});
