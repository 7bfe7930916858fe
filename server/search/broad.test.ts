// Issue 4 speed: a term with more matches than the ranked limit is searched 'broad' (server/search/plan.ts).
// The demo catalogue is small, so these tests lower the limits to reach that mode: matches are then
// title/author/subtitle hits only, exact titles come first, then stock priority and newest, pages neither
// repeat nor skip a book, and a scope with more matches than the count cap says so ('meer dan …').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { createSettingsService } from '../settings/service.ts';
import { createSearchService, type SearchService } from './service.ts';

const view = (over: Partial<PageView> = {}): PageView => ({ ...DEFAULT_PAGE_VIEW, ...over });
const LIMITS = { rankedLimit: 20, countCap: 40 };

describe.each(eachDatabase('dialect'))('broad search on %s', (kind) => {
  let t: TestDatabase;
  let search: SearchService;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    search = createSearchService(t.database.db, createSettingsService(t.database.db), {
      limits: { page: LIMITS, typing: LIMITS },
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

  it('counts up to the cap and says when there are more', async () => {
    const { word, books } = await commonWord();
    expect(books).toBeGreaterThan(LIMITS.countCap);
    const result = await search.search({ term: word, scope: 'all', view: view() });
    expect(result.counts.all).toBe(LIMITS.countCap);
    expect(result.counts.capped).toContain('all');
    expect(result.page.capped).toBe(true);
    expect(result.page.books).toHaveLength(25);
    // The own publications are a few books: counted exactly, never capped.
    expect(result.counts.capped).not.toContain('own');
  });

  it('counts a scope with fewer matches than the cap exactly', async () => {
    // search_words: every stem of titles, authors, subtitles and collections with its number of books.
    const [row] = await rows<{ word: string }>(
      t.database,
      `select word from search_words where word ~ '^[a-z]{6,}$'
       and books between ${LIMITS.rankedLimit + 5} and ${LIMITS.countCap - 5} order by books desc, word limit 1`,
    );
    const result = await search.search({ term: row!.word, scope: 'all', view: view() });
    const [expected] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from books where search_document @@ to_tsquery('dutch', lw_unaccent($1 || ':AB'))`,
      [row!.word],
    );
    expect(result.counts.capped).toEqual([]);
    expect(result.counts.all).toBe(expected!.n);
    expect(result.total).toBe(expected!.n);
  });

  /** The broad order in SQL: exact title, then titles holding the word, then in stock first, newest first. */
  const broadOrder = (scope: string, limit: number) =>
    `select sku from books where ${scope} search_heading @@ to_tsquery('dutch', lw_unaccent($1))
     order by search_title = lw_unaccent(lower($1)) desc,
              search_title_words @@ to_tsquery('dutch', lw_unaccent($1)) desc,
              (stock <> 1), id desc
     limit ${limit}`;

  it('matches title, authors, subtitle and collection only: titles first, then in stock and newest', async () => {
    const { word } = await commonWord();
    const result = await search.search({ term: word, scope: 'all', view: view({ perPage: 50 }) });
    const found = await rows<{ weighted: boolean }>(
      t.database,
      `select search_document @@ to_tsquery('dutch', $2 || ':AB') as weighted from books where sku = any($1)`,
      [result.page.books.map((b) => b.sku), word],
    );
    expect(found.every((b) => b.weighted)).toBe(true);
    // The first books of all that match in that order, whichever way the page was read.
    const first = await rows<{ sku: string }>(t.database, broadOrder('', 50), [word]);
    expect(result.page.books.map((b) => b.sku)).toEqual(first.map((b) => b.sku));
    // Further on too, past the title matches into the other matches.
    const later = await search.search({ term: word, scope: 'all', view: view({ perPage: 10, page: 4 }) });
    const upTo40 = await rows<{ sku: string }>(t.database, broadOrder('', 40), [word]);
    expect(later.page.books.map((b) => b.sku)).toEqual(upTo40.slice(30).map((b) => b.sku));

    const sb = await search.search({ term: word, scope: 'sb', view: view({ perPage: 10 }) });
    if (sb.counts.sb > LIMITS.rankedLimit) {
      const firstSb = await rows<{ sku: string }>(t.database, broadOrder('in_sb and', 10), [word]);
      expect(sb.page.books.map((b) => b.sku)).toEqual(firstSb.map((b) => b.sku));
    }
  });

  it('gives a first page the same books whether the title window holds them or every title match is read', async () => {
    const { word } = await commonWord();
    const withWindow = (perCard: number) =>
      createSearchService(t.database.db, createSettingsService(t.database.db), {
        limits: { page: LIMITS, typing: LIMITS },
        titleWindowPerCard: perCard,
      }).search({ term: word, scope: 'all', view: view({ perPage: 10 }) });
    const [[titled], wholeCatalogue, empty] = await Promise.all([
      rows<{ n: number }>(
        t.database,
        `select count(*)::int as n from books where search_title_words @@ to_tsquery('dutch', $1)`,
        [word],
      ),
      withWindow(1_000_000), // the window is the whole catalogue: it holds the page's ten title matches
      withWindow(0), // an empty window: the title index finds every match and they are sorted
    ]);
    expect(titled!.n).toBeGreaterThan(10);
    const expected = (await rows<{ sku: string }>(t.database, broadOrder('', 10), [word])).map((b) => b.sku);
    expect(wholeCatalogue.page.books.map((b) => b.sku)).toEqual(expected);
    expect(empty.page.books.map((b) => b.sku)).toEqual(expected);
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

  it('answers the overlay from the same plan: at most 10, capped counts', async () => {
    const { word } = await commonWord();
    const overlay = await search.suggest({ term: word.slice(0, 5), scope: 'all' });
    expect(overlay.items.length).toBe(10);
    expect(overlay.counts.capped).toContain('all');
  });
});
