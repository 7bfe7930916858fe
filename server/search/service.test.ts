// Issue 4 search service on the demo catalogue: scopes and their counts against SQL, term rules, ranking keys
// (exact ISBN and title first, stock priority), the overlay limit, saved queries and the author-name trigger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { rows, value } from '../../tests/support/seed-testing.ts';

const OWN_SKU = '9789493000001'; // Meer zelfvertrouwen
const view = (over: Partial<PageView> = {}): PageView => ({ ...DEFAULT_PAGE_VIEW, ...over });

describe.each(eachDatabase('dialect'))('search service on %s', (kind) => {
  let t: TestServices;
  const count = (text: string, params: unknown[] = []) => value<number>(t.database, text, params);
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('counts each scope like SQL does: own editions ⊂ self-help ⊂ all books', async () => {
    const result = await t.services.search.search({ term: 'zelfvertrouwen', scope: 'sb', view: view() });
    const match = `search_document @@ to_tsquery('dutch', 'zelfvertrouwen')`;
    expect(result.counts.own).toBeGreaterThanOrEqual(
      await count(`select count(*)::int from books where ${match} and sb_edition = 'eigen uitgaven'`),
    );
    expect(result.counts.sb).toBeGreaterThanOrEqual(
      await count(`select count(*)::int from books where ${match} and in_sb`),
    );
    expect(result.counts.own).toBeGreaterThan(0);
    expect(result.counts.own).toBeLessThanOrEqual(result.counts.sb);
    expect(result.counts.sb).toBeLessThanOrEqual(result.counts.all);
    expect(result.total).toBe(result.counts.sb);
    expect(result.page.books).toHaveLength(25);
  });

  it('keeps each scope to its books', async () => {
    const own = await t.services.search.search({ term: 'zelfvertrouwen', scope: 'own', view: view() });
    const skus = own.page.books.map((b) => b.sku);
    const editions = await rows<{ sb_edition: string }>(
      t.database,
      'select sb_edition from books where sku = any($1)',
      [skus],
    );
    expect(editions.length).toBe(skus.length);
    expect(new Set(editions.map((e) => e.sb_edition))).toEqual(new Set(['eigen uitgaven']));
    const all = await t.services.search.search({ term: 'habits', scope: 'all', view: view() });
    const sb = await t.services.search.search({ term: 'habits', scope: 'sb', view: view() });
    expect(all.total).toBeGreaterThanOrEqual(sb.total);
  });

  it.each([
    ['', 'empty'],
    ['  ?! ', 'empty'],
    ['ab', 'too_short'],
  ] as const)('searches nothing for %j (%s)', async (term, status) => {
    const result = await t.services.search.search({ term, scope: 'all', view: view() });
    expect(result).toMatchObject({ status, total: 0, counts: { own: 0, sb: 0, all: 0 } });
    expect(result.page.books).toEqual([]);
    const overlay = await t.services.search.suggest({ term, scope: 'all' });
    expect(overlay).toMatchObject({ status, total: 0, items: [] });
  });

  it('strips ? and ! from the term', async () => {
    const result = await t.services.search.search({ term: 'Ikigai?!', scope: 'all', view: view() });
    expect(result.term).toBe('Ikigai');
    expect(result.page.books[0]?.title).toBe('Ikigai');
  });

  it('puts the exact ISBN first, even ahead of stock priority', async () => {
    const result = await t.services.search.search({ term: '978-94-930-0000-1', scope: 'all', view: view() });
    expect(result.page.books[0]?.sku).toBe(OWN_SKU);
  });

  it('puts the exact title first', async () => {
    const result = await t.services.search.search({
      term: 'meer zelfvertrouwen',
      scope: 'own',
      view: view(),
    });
    expect(result.page.books[0]?.sku).toBe(OWN_SKU);
  });

  it('puts books in stock first when stock priority is on, and not when it is off', async () => {
    const term = 'mindfulness';
    const on = await t.services.search.search({ term, scope: 'all', view: view({ perPage: 100 }) });
    const stocks = await rows<{ sku: string; stock: number }>(
      t.database,
      'select sku, stock from books where sku = any($1)',
      [on.page.books.map((b) => b.sku)],
    );
    const inStock = new Map(stocks.map((s) => [s.sku, s.stock === 1]));
    const flags = on.page.books.slice(1).map((b) => inStock.get(b.sku)); // the exact title may lead
    const firstOut = flags.indexOf(false);
    expect(firstOut).toBeGreaterThan(-1);
    expect(flags.slice(firstOut)).not.toContain(true);
    const off = await t.services.search.search({
      term,
      scope: 'all',
      view: view({ perPage: 100, stockPriority: false }),
    });
    expect(off.page.books.map((b) => b.sku)).not.toEqual(on.page.books.map((b) => b.sku));
  });

  it('sorts by title when asked, and pages through the same matches', async () => {
    const result = await t.services.search.search({
      term: 'zelfvertrouwen',
      scope: 'all',
      view: view({ sort: 'title', order: 'asc', stockPriority: false, perPage: 10 }),
    });
    const titles = result.page.books.map((b) => b.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const last = await t.services.search.search({
      term: 'zelfvertrouwen',
      scope: 'all',
      view: view({ page: 999, perPage: 10 }),
    });
    expect(last.page.view.page).toBe(Math.ceil(last.total / 10));
    expect(last.page.books.length).toBe(last.total - (last.page.view.page - 1) * 10);
  });

  it('gives the overlay at most 10 items with cover, title, author and price', async () => {
    const overlay = await t.services.search.suggest({ term: 'zelfvert', scope: 'all', limit: 50 });
    expect(overlay.items).toHaveLength(10);
    expect(overlay.total).toBeGreaterThan(10);
    expect(overlay.items[0]).toMatchObject({
      sku: expect.any(String),
      title: expect.any(String),
      coverUrl: expect.stringContaining('/media/covers/'),
      href: expect.any(String),
    });
    expect(overlay.items.some((i) => i.author && i.priceCents)).toBe(true);
  });

  it('offers the wider scope: no own editions for Covey, but self-help books', async () => {
    const overlay = await t.services.search.suggest({ term: 'covey', scope: 'own' });
    expect(overlay).toMatchObject({ total: 0, items: [] });
    expect(overlay.counts.sb).toBeGreaterThan(0);
  });

  it('saves a searched query without anything about the visitor, and skips unsearched terms', async () => {
    const before = await count('select count(*)::int from search_queries');
    const overlay = await t.services.search.suggest({ term: 'Covey', scope: 'sb' });
    expect(await t.services.search.saveQuery({ term: ' Covey? ', scope: 'sb' })).toEqual({
      term: 'Covey',
      scope: 'sb',
      resultCount: overlay.total,
    });
    expect(await t.services.search.saveQuery({ term: 'ab', scope: 'sb' })).toBeNull();
    const saved = await rows<Record<string, unknown>>(
      t.database,
      'select * from search_queries order by id desc limit 1',
    );
    expect(await count('select count(*)::int from search_queries')).toBe(before + 1);
    expect(Object.keys(saved[0]!).sort()).toEqual(['created_at', 'id', 'result_count', 'scope', 'term']);
    expect(overlay.total).toBeGreaterThan(0);
    expect(saved[0]).toMatchObject({ term: 'Covey', scope: 'sb', result_count: overlay.total });
  });

  it('keeps author names in the search document when an author is renamed or a book changes author', async () => {
    const [covey] = await rows<{ id: number }>(t.database, "select id from authors where lastname = 'Covey'");
    const [sku] = await rows<{ sku: string; author_names: string }>(
      t.database,
      'select sku, author_names from books where author_id = $1 order by id limit 1',
      [covey!.id],
    );
    expect(sku!.author_names).toBe('Stephen Covey');
    await t.database.exec(
      `update authors set firstname = 'Stefan', lastname = 'Coveyson' where id = ${covey!.id}`,
    );
    const renamed = await t.services.search.search({ term: 'Stefan Coveyson', scope: 'all', view: view() });
    expect(renamed.page.books.map((b) => b.sku)).toContain(sku!.sku);
    const [other] = await rows<{ id: number }>(t.database, "select id from authors where lastname = 'Tolle'");
    await t.database.exec(`update books set author_id = ${other!.id} where sku = '${sku!.sku}'`);
    expect(await value<string>(t.database, 'select author_names from books where sku = $1', [sku!.sku])).toBe(
      'Eckhart Tolle',
    );
  });

  it('finds titles that start with a term of stop words only', async () => {
    const result = await t.services.search.search({ term: 'Het', scope: 'all', view: view() });
    expect(result.total).toBeGreaterThan(0);
    expect(result.page.books.every((b) => /^het\b/i.test(b.title))).toBe(true);
  });

  it('corrects a misspelt word to the catalogue word nearest to it', async () => {
    const { correctedQuery } = await import('./spelling.ts');
    expect(await correctedQuery(t.database.db, ['zelfvertrowen'], false)).toBe('zelfvertrouw');
    // 'meer' is a stop word: left out, as the search document leaves it out.
    expect(await correctedQuery(t.database.db, ['meer', 'zelfvertrowen'], true)).toBe('zelfvertrouw:*');
    expect(await correctedQuery(t.database.db, ['zelfvertrouwen'], false)).toBeNull();
  });
});
