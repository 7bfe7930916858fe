// Issue 31 "Content" (decisions 700, 703, 705) on a real database: adding, saving and deleting a quote, each with
// its audit line (before → after); a change to today's quote shows on the home page at once in this process (the
// quote of the day's cache forgets, decision 702); a refused form and an ISBN that is no book store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../audit/service.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { quoteSubject } from './staff-quotes.ts';

const ACTOR = 4242;
const SKU = '9789493000049';

describe.each(eachDatabase('dialect'))('staff quotes on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const service = () => t.services.staffQuotes;

  it("adds, saves and deletes a quote, each logged; today's quote changed shows at once", async () => {
    const added = await service().add(ACTOR, {
      citaat: 'Een boek is een tuin.',
      auteur: 'Spreekwoord',
      isbn: SKU,
    });
    if (added.kind !== 'added') throw new Error(`not added: ${JSON.stringify(added)}`);
    expect(await service().get(added.id)).toMatchObject({ text: 'Een boek is een tuin.', isbn: SKU });
    expect((await service().list()).map((q) => q.id)).toContain(added.id);
    expect(
      await service().save(ACTOR, added.id, {
        citaat: 'Een boek is een tuin.',
        auteur: 'Spreekwoord',
        isbn: SKU,
      }),
    ).toEqual({ kind: 'unchanged' });

    // Today's quote (cached for the day), changed by staff: the home page says the new words at once.
    const now = new Date();
    const today = (await t.services.home.ownShopHome({ now })).quote!;
    const row = (await service().get(today.id))!;
    expect(
      await service().save(ACTOR, today.id, {
        citaat: 'Nieuwe woorden.',
        auteur: row.author,
        isbn: row.isbn ?? '',
      }),
    ).toEqual({ kind: 'saved' });
    expect((await t.services.home.ownShopHome({ now })).quote!.text).toBe('Nieuwe woorden.');
    await service().save(ACTOR, today.id, { citaat: row.text, auteur: row.author, isbn: row.isbn ?? '' });

    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'deleted' });
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'not-found' });
    const lines = await auditLinesOf(t.database.db, quoteSubject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['quote.add', 'quote.delete']);
    expect(lines[0]!.after).toEqual({ citaat: 'Een boek is een tuin.', auteur: 'Spreekwoord', isbn: SKU });
    const changed = await auditLinesOf(t.database.db, quoteSubject(today.id));
    expect(changed.map((l) => l.action)).toEqual(['quote.save', 'quote.save']);
    expect(changed[0]!.after).toMatchObject({ citaat: 'Nieuwe woorden.' });
  });

  it('refuses a wrong form and an ISBN that is no book, storing nothing', async () => {
    const before = (await service().list()).length;
    expect(await service().add(ACTOR, { citaat: '', auteur: '' })).toEqual({
      kind: 'invalid',
      errors: {
        citaat: { key: 'beheer.content.quote_missing' },
        auteur: { key: 'beheer.content.author_missing' },
      },
    });
    expect(await service().add(ACTOR, { citaat: 'x', auteur: 'y', isbn: '9780000000002' })).toEqual({
      kind: 'invalid',
      errors: { isbn: { key: 'beheer.content.sku_unknown' } },
    });
    expect((await service().list()).length).toBe(before);
  });
});
