// Issue 31 "Content" (decisions 723, 724) on a real database: staff add a Top 10 section with its ISBNs in order and
// the shop's Top 10 overview and its own list show it at once in this process; a save is logged with what changed,
// refused when stale; an autofilled section is filled from its NUR code on save; a tag in use and an ISBN no book
// has are refused by the field; a deleted section leaves the shop's overview and its list at once, logged with
// what it held (decision 743). On PostgreSQL too.
import { and, asc, desc, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../audit/service.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { books } from './schema.ts';
import { top10Subject } from './staff-top10.ts';

const ACTOR = 4242;

describe.each(eachDatabase('dialect'))('staff Top 10 sections on %s', (kind) => {
  let t: TestServices;
  let skus: string[];
  let nur: number;
  beforeAll(async () => {
    t = await openTestServices(kind);
    const db = t.database.db;
    skus = (
      await db
        .select({ sku: books.sku })
        .from(books)
        .where(isNull(books.withdrawnAt))
        .orderBy(asc(books.id))
        .limit(3)
    ).map((b) => b.sku);
    nur = (
      await db
        .select({ nur: books.nur, n: sql<number>`count(*)` })
        .from(books)
        .where(and(isNull(books.withdrawnAt), sql`${books.nur} is not null`))
        .groupBy(books.nur)
        .orderBy(desc(sql`count(*)`))
        .limit(1)
    )[0]!.nur!;
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const service = () => t.services.staffTop10;
  const form = { naam: 'Top 10 Testlijst', tag: 'testlijst', winkel: 'SHOP_ALL', positie: '90' };

  it('adds a section whose list the shop shows at once, saves a logged change, refuses a stale save', async () => {
    expect(await t.services.topLists.top10Tag('testlijst')).toBeNull();
    const added = await service().add(ACTOR, { ...form, isbns: skus.join('\n') });
    if (added.kind !== 'added') throw new Error(`not added: ${JSON.stringify(added)}`);
    const list = await t.services.topLists.top10Tag('testlijst');
    expect(list?.title).toBe('Top 10 Testlijst');
    expect(list?.books.map((b) => [b.rank, b.sku])).toEqual(skus.map((sku, i) => [i + 1, sku]));
    expect((await t.services.topLists.top10Overview()).map((s) => s.tag)).toContain('testlijst');

    const row = (await service().get(added.id))!;
    expect(row).toMatchObject({ isbns: skus, isAutofill: false, section: 'SHOP_ALL', position: 90 });
    const reordered = [skus[2], skus[0]].join('\n');
    expect(
      await service().save(ACTOR, added.id, { ...form, naam: 'Top 10 Nieuw', isbns: reordered }, row.version),
    ).toEqual({ kind: 'saved' });
    expect((await t.services.topLists.top10Tag('testlijst'))?.books.map((b) => b.sku)).toEqual([
      skus[2],
      skus[0],
    ]);
    expect(await service().save(ACTOR, added.id, { ...form, isbns: '' }, row.version)).toEqual({
      kind: 'stale',
    });

    const lines = await auditLinesOf(t.database.db, top10Subject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['top10.add', 'top10.save']);
    expect(lines[1]!.before).toEqual({ naam: 'Top 10 Testlijst', isbns: skus.join('\n') });
    expect(lines[1]!.after).toEqual({ naam: 'Top 10 Nieuw', isbns: reordered });
  });

  it('fills an autofilled section from its NUR code on every save', async () => {
    const auto = { ...form, tag: 'nurlijst', automatisch: 'on', nur: String(nur), isbns: skus[0]! };
    const added = await service().add(ACTOR, auto);
    if (added.kind !== 'added') throw new Error(`not added: ${JSON.stringify(added)}`);
    const row = (await service().get(added.id))!;
    expect(row.isbns.length).toBeGreaterThan(0);
    expect(row.isbns.length).toBeLessThanOrEqual(10);
    const filled = await t.database.db
      .select({ nur: books.nur })
      .from(books)
      .where(sql`${books.sku} in ${row.isbns}`);
    expect(new Set(filled.map((b) => b.nur))).toEqual(new Set([nur]));
    expect((await t.services.topLists.top10Tag('nurlijst'))?.books.length).toBe(row.isbns.length);
    // Saved with nothing changed by hand: the same fill, nothing to log.
    expect(await service().save(ACTOR, added.id, auto, row.version)).toEqual({ kind: 'unchanged' });
  });

  it('refuses a tag in use, an ISBN no book has and a wrong form, storing nothing', async () => {
    const before = (await service().list()).length;
    expect(await service().add(ACTOR, { ...form, tag: 'thrillers' })).toEqual({
      kind: 'invalid',
      errors: { tag: { key: 'beheer.top10.tag_taken' } },
    });
    expect(await service().add(ACTOR, { ...form, tag: 'x', isbns: `${skus[0]}\n9780000000002` })).toEqual({
      kind: 'invalid',
      errors: { isbns: { key: 'beheer.top10.isbn_unknown', params: { isbn: '9780000000002' } } },
    });
    expect(await service().add(ACTOR, { naam: '' })).toMatchObject({ kind: 'invalid' });
    expect((await service().list()).length).toBe(before);
    expect(await service().save(ACTOR, 999_999, form, 'x')).toEqual({ kind: 'not-found' });
  });

  it('deletes a section with its entries: the shop forgets its list at once, logged with what it held', async () => {
    const added = await service().add(ACTOR, { ...form, tag: 'weglijst', isbns: skus.join('\n') });
    if (added.kind !== 'added') throw new Error(`not added: ${JSON.stringify(added)}`);
    expect(await t.services.topLists.top10Tag('weglijst')).not.toBeNull();
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'deleted' });
    expect(await service().get(added.id)).toBeNull();
    expect(await t.services.topLists.top10Tag('weglijst')).toBeNull();
    expect((await t.services.topLists.top10Overview()).map((s) => s.tag)).not.toContain('weglijst');
    // Twice (a double click, a second tab): nothing more happens.
    expect(await service().remove(ACTOR, added.id)).toEqual({ kind: 'not-found' });
    const lines = await auditLinesOf(t.database.db, top10Subject(added.id));
    expect(lines.map((l) => l.action)).toEqual(['top10.add', 'top10.delete']);
    expect(lines[1]!.before).toMatchObject({ naam: form.naam, tag: 'weglijst', isbns: skus.join('\n') });
    expect(lines[1]!.after).toBeNull();
    // The tag is free again.
    expect((await service().add(ACTOR, { ...form, tag: 'weglijst', isbns: skus[0]! })).kind).toBe('added');
  });
});
