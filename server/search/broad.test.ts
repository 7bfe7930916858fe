// Issue 4 speed: a term with more expected matches than the ranked limit is searched 'broad' (server/search/
// plan.ts). The demo catalogue is small, so these tests lower the limit to reach that mode: matches are then
// title/author/subtitle hits only, exact titles come first, then stock priority and newest, pages neither
// repeat nor skip a book, and counts above the limit are rounded estimates marked approximate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../db/seed/testing.ts';
import { createSettingsService } from '../settings/service.ts';
import { createSearchService, type SearchService } from './service.ts';

const view = (over: Partial<PageView> = {}): PageView => ({ ...DEFAULT_PAGE_VIEW, ...over });
const RANKED_LIMIT = 20;

describe.each(eachDatabase())('broad search on %s', (kind) => {
  let t: TestDatabase;
  let search: SearchService;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    search = createSearchService(t.database.db, createSettingsService(t.database.db), {
      rankedLimit: RANKED_LIMIT,
    });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** A title word of many books, found in the demo catalogue itself. */
  async function commonWord(): Promise<{ word: string; books: number }> {
    const [row] = await rows<{ word: string; n: number }>(
      t.database,
      `select w as word, count(*)::int as n from books, unnest(string_to_array(search_title, ' ')) w
       where w ~ '^[a-z]{5,}$' and numnode(to_tsquery('dutch', w)) > 0 group by w order by 2 desc, 1 limit 1`,
    );
    return { word: row!.word, books: row!.n };
  }

  it('estimates large counts, rounded, and says they are approximate', async () => {
    const { word } = await commonWord();
    const result = await search.search({ term: word, scope: 'all', view: view() });
    expect(result.counts.approximate).toContain('all');
    expect(result.page.approximate).toBe(true);
    expect(String(result.counts.all)).toMatch(/^\d{1,2}0*$/);
    expect(result.page.books).toHaveLength(25);
  });

  it('matches title, authors, subtitle and collection only, in stock first, newest first', async () => {
    const { word } = await commonWord();
    const result = await search.search({ term: word, scope: 'all', view: view({ perPage: 50 }) });
    const found = await rows<{ sku: string; stock: number; id: number; weighted: boolean }>(
      t.database,
      `select sku, stock, id, search_document @@ to_tsquery('dutch', $2 || ':AB') as weighted
       from books where sku = any($1)`,
      [result.page.books.map((b) => b.sku), word],
    );
    expect(found.every((b) => b.weighted)).toBe(true);
    const bySku = new Map(found.map((b) => [b.sku, b]));
    const keys = result.page.books.map((b) => bySku.get(b.sku)!);
    const sorted = [...keys].sort((a, b) => Number(a.stock !== 1) - Number(b.stock !== 1) || b.id - a.id);
    expect(keys.map((k) => k.id)).toEqual(sorted.map((k) => k.id));
  });

  it('puts an exact title first, and pages neither repeat nor skip a book', async () => {
    const [title] = await rows<{ title: string; search_title: string }>(
      t.database,
      `select title, search_title from books where search_title ~ '^[a-z]{6,20}$' and numnode(to_tsquery('dutch', search_title)) > 0
       order by id limit 1`,
    );
    const exact = await search.search({ term: title!.title, scope: 'all', view: view({ perPage: 10 }) });
    expect(exact.page.books[0]?.title).toBe(title!.title);

    const { word } = await commonWord();
    const all = await search.search({ term: word, scope: 'all', view: view({ perPage: 50 }) });
    const first = await search.search({ term: word, scope: 'all', view: view({ perPage: 25 }) });
    const second = await search.search({ term: word, scope: 'all', view: view({ perPage: 25, page: 2 }) });
    expect([...first.page.books, ...second.page.books].map((b) => b.sku)).toEqual(
      all.page.books.map((b) => b.sku),
    );
  });

  it('answers the overlay from the same plan: at most 10, approximate counts', async () => {
    const { word } = await commonWord();
    const overlay = await search.suggest({ term: word.slice(0, 5), scope: 'all' });
    expect(overlay.items.length).toBe(10);
    expect(overlay.counts.approximate).toContain('all');
  });
});
