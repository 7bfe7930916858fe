// Spec 1 §2.1 /search-advanced on the demo catalogue: each criterion against the same rule computed here from
// every book (the domain's own price-display and availability functions), scopes, relevance and sorting, the
// wider-scope counts when nothing is found, and a fixed number of queries per page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdvancedCriteria,
  type AdvancedOptions,
  parseAdvancedSearch,
} from '../../domain/advanced-search.ts';
import { canOrder, canOrderEbook } from '../../domain/availability.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { OWN_EDITION } from '../../domain/labels.ts';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import { isPriceShown } from '../../domain/price-display.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const MAX_DAYS_EXPECTED = 30; // the seed's setting
const view = (over: Partial<PageView> = {}): PageView => ({ ...DEFAULT_PAGE_VIEW, ...over });

interface Row {
  id: number;
  sku: string;
  title: string;
  author_names: string;
  category: string | null;
  lang: string;
  price_incl_cents: number | null;
  stock: number;
  stock_code: number | null;
  supply_date: string | null;
  alternative: string | null;
  is_ebook: boolean;
  in_sb: boolean;
  sb_edition: string | null;
}

const OPTIONS: AdvancedOptions = {
  categories: [], // filled from the database
  languages: ['NL', 'EN', 'DE', 'FR'],
  scopes: ['own', 'sb', 'all'],
  defaultScope: 'all',
};

describe.each(eachDatabase('dialect'))('advanced search on %s', (kind) => {
  let t: TestServices;
  let all: Row[];
  const queries: string[] = [];
  const withParams: { text: string; params: unknown[] }[] = [];
  const options = { ...OPTIONS };

  /** The criteria of a form query (as the page parses it). */
  const criteria = (query: string): AdvancedCriteria => {
    const parsed = parseAdvancedSearch(new URLSearchParams(query), options);
    if (parsed.status !== 'ok') throw new Error(`${query}: ${JSON.stringify(parsed)}`);
    return parsed.criteria;
  };
  const search = (query: string, over: Partial<PageView> = {}) =>
    t.services.search.advanced({ criteria: criteria(query), view: view(over), now: NOW });
  /** All result skus of a query (up to 250). */
  const skusOf = async (query: string) =>
    new Set((await search(query, { perPage: 250 })).page.books.map((b) => b.sku));
  const today = amsterdamCalendarDate(NOW);
  const orderable = (b: Row) => {
    const book = {
      stock: b.stock,
      stockCode: b.stock_code,
      priceInclCents: b.price_incl_cents,
      supplyDate: b.supply_date,
    };
    return b.is_ebook ? canOrderEbook(book) : canOrder(book, { today, maxDaysExpected: MAX_DAYS_EXPECTED });
  };
  const priceShown = (b: Row) =>
    isPriceShown({ priceInclCents: b.price_incl_cents, stock: b.stock, alternative: b.alternative });
  const has = (text: string, words: string[]) => words.every((w) => text.toLowerCase().includes(w));

  beforeAll(async () => {
    t = await openTestServices(kind, {
      onQuery: (text, params) => {
        queries.push(text);
        withParams.push({ text, params });
      },
    });
    all = await rows<Row>(
      t.database,
      `select b.id, b.sku, b.title, b.author_names, c.name as category, b.lang, b.price_incl_cents, b.stock,
              b.stock_code, to_char(b.supply_date, 'YYYY-MM-DD') as supply_date, b.alternative, b.is_ebook,
              b.in_sb, b.sb_edition
       from books b left join categories c on c.id = b.category_id`,
    );
    options.categories = (await rows<{ name: string }>(t.database, 'select name from categories')).map(
      (c) => c.name,
    );
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('finds every book whose title holds all the words, in any order and part of a word', async () => {
    const result = await search('title=zelfvertrouw%20meer');
    const expected = all.filter((b) => has(b.title, ['zelfvertrouw', 'meer']));
    expect(expected.length).toBeGreaterThan(0);
    expect(result.total).toBe(expected.length);
    // Sort 'id' with a title is relevance: the exact title leads.
    const exact = await search('title=Meer%20zelfvertrouwen&scope=own');
    expect(exact.page.books[0]?.title).toBe('Meer zelfvertrouwen');
  });

  it('finds an author by first and last name in either order, accents ignored', async () => {
    const expected = all.filter((b) => has(b.author_names, ['stephen', 'covey']));
    expect(expected.length).toBeGreaterThan(0);
    expect((await search('author=Covey%20Stephen')).total).toBe(expected.length);
    expect((await search('author=st%C3%A9phen%20cov%C3%A9y')).total).toBe(expected.length);
  });

  it('finds one book by its ISBN-10 with hyphens', async () => {
    const result = await search('isbn=94-930-0000-1');
    expect(result.total).toBe(1);
    expect(result.page.books[0]).toMatchObject({ sku: '9789493000001', title: 'Meer zelfvertrouwen' });
  });

  it('combines category and language with the self-help scope', async () => {
    const [top] = await rows<{ name: string }>(
      t.database,
      `select c.name from books b join categories c on c.id = b.category_id
       where b.lang = 'EN' and b.in_sb group by c.name order by count(*) desc limit 1`,
    );
    const category = top!.name;
    const result = await search(`category=${category}&lang=EN&scope=sb`, { perPage: 250 });
    const expected = all.filter((b) => b.category === category && b.lang === 'EN' && b.in_sb);
    expect(result.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(250);
    expect(new Set(result.page.books.map((b) => b.sku))).toEqual(new Set(expected.map((b) => b.sku)));
    expect(result.page.books.every((b) => b.english)).toBe(true);
  });

  it('keeps a price range to books whose price is shown, bounds included', async () => {
    const result = await search('price_from=12,50&price_to=13&category=psychologie', { perPage: 250 });
    const expected = all.filter(
      (b) =>
        b.category === 'psychologie' &&
        priceShown(b) &&
        b.price_incl_cents! >= 1250 &&
        b.price_incl_cents! <= 1300,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(result.total).toBe(expected.length);
    for (const book of result.page.books) {
      expect(book.priceCents).not.toBeNull();
      expect(book.priceCents!).toBeGreaterThanOrEqual(1250);
      expect(book.priceCents!).toBeLessThanOrEqual(1300);
    }
  });

  it('finds exactly the orderable books for "leverbaar", as the cart button decides', async () => {
    const category = 'zelfontwikkeling';
    const inCategory = all.filter((b) => b.category === category);
    const expected = inCategory.filter(orderable);
    // The category has both, so the filter is seen to filter.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(inCategory.length);
    const result = await search(`category=${category}&availability=orderable`, { perPage: 250 });
    expect(result.total).toBe(expected.length);
    expect(result.page.books.every((b) => b.orderable)).toBe(true);
  });

  it('finds only books on the shelf with a price for "op voorraad"', async () => {
    const category = 'zelfontwikkeling';
    const expected = all.filter(
      (b) => b.category === category && b.stock === 1 && (b.price_incl_cents ?? 0) > 0,
    );
    const result = await search(`category=${category}&availability=in_stock`);
    expect(result.total).toBe(expected.length);
    const orderableTotal = (await search(`category=${category}&availability=orderable`)).total;
    expect(result.total).toBeLessThanOrEqual(orderableTotal);
  });

  it('keeps the own scope to own editions', async () => {
    const skus = await skusOf('title=zelf&scope=own');
    expect(skus.size).toBeGreaterThan(0);
    const editions = all.filter((b) => skus.has(b.sku)).map((b) => b.sb_edition);
    expect(new Set(editions)).toEqual(new Set([OWN_EDITION]));
  });

  it('finds a misspelt keyword (trigram closeness of title and authors)', async () => {
    const advanced = await search('q=zelfvertrowen&scope=sb');
    expect(advanced.total).toBeGreaterThan(0);
    expect(advanced.page.books.map((b) => b.title)).toContain('Meer zelfvertrouwen');
  });

  it('counts the other scopes when the chosen one finds nothing', async () => {
    const foreign = all.find((b) => !b.in_sb && b.author_names.trim().split(' ').at(-1)!.length >= 4)!;
    const lastname = foreign.author_names.trim().split(' ').at(-1)!;
    const result = await search(`author=${encodeURIComponent(lastname)}&isbn=${foreign.sku}&scope=sb`);
    expect(result.total).toBe(0);
    expect(result.counts).toEqual({ own: 0, sb: 0, all: 1, capped: [] });
    expect((await search(`isbn=${foreign.sku}&scope=all`)).counts).toBeNull();
  });

  it('sorts by price and pages through the same matches', async () => {
    const query = 'category=psychologie&price_from=1';
    const result = await search(query, { sort: 'price_incl', order: 'asc', perPage: 50 });
    const prices = result.page.books.map((b) => b.priceCents!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const last = await search(query, { page: 9_999, perPage: 50 });
    expect(last.page.view.page).toBe(Math.ceil(last.total / 50));
    expect(last.page.books.length).toBe(last.total - (last.page.view.page - 1) * 50);
  });

  it('costs four queries for a page, three once the count is cached', async () => {
    queries.length = 0;
    await search('title=geluk&lang=NL&availability=orderable&price_to=25');
    expect(queries).toHaveLength(4); // count, ids, cards with authors, pdf previews
    queries.length = 0;
    await search('title=geluk&lang=NL&availability=orderable&price_to=25', { page: 2 });
    expect(queries).toHaveLength(3);
  });

  /** The plan of this search's count query with sequential scans off: which index can answer it. */
  const countPlan = async (query: string) => {
    withParams.length = 0;
    await search(query, { page: 1 });
    const count = withParams.find((q) => q.text.startsWith('select count(*)'));
    if (!count) throw new Error('no count query (cached?)');
    const explain = `explain ${count.text}`;
    if (t.database.kind === 'pglite') {
      await t.database.exec('set enable_seqscan = off');
      const plan = await rows<{ 'QUERY PLAN': string }>(t.database, explain, count.params);
      await t.database.exec('reset enable_seqscan');
      return plan.map((r) => r['QUERY PLAN']).join('\n');
    }
    const client = await t.database.pool!.connect();
    try {
      await client.query('set enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(explain, count.params);
      await client.query('reset enable_seqscan');
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      client.release();
    }
  };

  it('counts a price range on the partial price index (its condition is the index predicate)', async () => {
    expect(await countPlan('price_from=10&price_to=11&scope=all')).toMatch(/books_\w*shown_price_idx/);
    // With a title the trigram index leads, and the price rule is spelt so the price index is left alone.
    expect(await countPlan('title=geluk&price_from=10&price_to=11&scope=all')).not.toContain('shown_price');
  });
});
