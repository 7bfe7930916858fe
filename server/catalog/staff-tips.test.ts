// Issue 31 "Content" (decision 722) on a real database: staff choose the home tips — an own publication added by
// ISBN, moved up and down, removed — each change one audit line with the order before → after, and the own shop's
// home carousel follows at once in this process (its list cache forgets); without chosen tips the home keeps the
// newest own publications. Books that are no own publication, unknown or already chosen are refused by the field.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_PAGE_VIEW } from '../../domain/paging.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLinesOf } from '../audit/service.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { OWN_EDITION } from './book-summary.ts';
import { books } from './schema.ts';
import { TIPS_SUBJECT } from './staff-tips.ts';

const ACTOR = 4242;

describe.each(eachDatabase('dialect'))('staff home tips on %s', (kind) => {
  let t: TestServices;
  let own: string[];
  let other: string;
  beforeAll(async () => {
    t = await openTestServices(kind);
    const db = t.database.db;
    own = (
      await db
        .select({ sku: books.sku })
        .from(books)
        .where(and(eq(books.sbEdition, OWN_EDITION), isNull(books.withdrawnAt)))
        .orderBy(asc(books.id))
        .limit(3)
    ).map((b) => b.sku);
    other = (await db.select({ sku: books.sku }).from(books).where(isNull(books.sbEdition)).limit(1))[0]!.sku;
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const service = () => t.services.staffTips;
  const carousel = async () => (await t.services.home.ownShopHome({})).tips.map((b) => b.sku);

  it('adds, moves and removes tips, each logged, and the home carousel follows at once', async () => {
    const fallback = await carousel();
    expect(fallback.length).toBeGreaterThan(0);
    const [a, b, c] = own as [string, string, string];
    expect(await service().add(ACTOR, { isbn: a })).toEqual({ kind: 'added' });
    expect(await carousel()).toEqual([a]);
    expect(await service().add(ACTOR, { isbn: b.replace(/^(\d{3})/, '$1-') })).toEqual({ kind: 'added' });
    expect(await service().add(ACTOR, { isbn: c })).toEqual({ kind: 'added' });
    expect(await carousel()).toEqual([a, b, c]);
    expect(await service().move(ACTOR, c, 'up')).toEqual({ kind: 'moved' });
    expect(await service().move(ACTOR, a, 'up')).toEqual({ kind: 'unchanged' });
    expect(await carousel()).toEqual([a, c, b]);
    expect(await service().move(ACTOR, a, 'down')).toEqual({ kind: 'moved' });
    expect((await service().list()).map((tip) => tip.sku)).toEqual([c, a, b]);
    expect(await service().remove(ACTOR, a)).toEqual({ kind: 'removed' });
    expect(await service().remove(ACTOR, a)).toEqual({ kind: 'not-found' });
    expect(await carousel()).toEqual([c, b]);

    const lines = await auditLinesOf(t.database.db, TIPS_SUBJECT);
    expect(lines.map((l) => l.action)).toEqual([
      'tips.add',
      'tips.add',
      'tips.add',
      'tips.up',
      'tips.down',
      'tips.remove',
    ]);
    expect(lines[3]!.before).toEqual({ isbns: [a, b, c] });
    expect(lines[3]!.after).toEqual({ isbns: [a, c, b] });

    await service().remove(ACTOR, b);
    await service().remove(ACTOR, c);
    expect(await carousel()).toEqual(fallback);
  });

  it('the tips list (/our-publications/tips) is the chosen tips, and the top own titles while none are chosen', async () => {
    const tipsList = async () => {
      t.services.lists.forgetCachedPages();
      const page = await t.services.lists.ownPublications('tips', { ...DEFAULT_PAGE_VIEW, perPage: 100 });
      return page.books.map((b) => b.sku).sort();
    };
    const top = (
      await t.database.db
        .select({ sku: books.sku })
        .from(books)
        .where(and(eq(books.sbEdition, OWN_EDITION), eq(books.top, true), isNull(books.withdrawnAt)))
    )
      .map((b) => b.sku)
      .sort();
    expect(await tipsList()).toEqual(top);
    const [a, b] = own as [string, string];
    await service().add(ACTOR, { isbn: a });
    await service().add(ACTOR, { isbn: b });
    expect(await tipsList()).toEqual([a, b].sort());
    await service().remove(ACTOR, a);
    await service().remove(ACTOR, b);
    expect(await tipsList()).toEqual(top);
  });

  it('refuses a book that is no own publication, an unknown ISBN, one already chosen and a wrong ISBN', async () => {
    expect(await service().add(ACTOR, { isbn: other })).toEqual({
      kind: 'invalid',
      errors: { isbn: { key: 'beheer.tips.not_own' } },
    });
    expect(await service().add(ACTOR, { isbn: '9780000000002' })).toEqual({
      kind: 'invalid',
      errors: { isbn: { key: 'beheer.content.sku_unknown' } },
    });
    expect(await service().add(ACTOR, { isbn: '978' })).toEqual({
      kind: 'invalid',
      errors: { isbn: { key: 'beheer.tips.isbn_invalid' } },
    });
    await service().add(ACTOR, { isbn: own[0] });
    expect(await service().add(ACTOR, { isbn: own[0] })).toEqual({
      kind: 'invalid',
      errors: { isbn: { key: 'beheer.tips.already' } },
    });
    expect((await service().list()).map((tip) => tip.sku)).toEqual([own[0]]);
    await service().remove(ACTOR, own[0]!);
  });
});
