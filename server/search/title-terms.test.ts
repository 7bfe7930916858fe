// Decision 500: a broad search's title matches read in list order from search_title_terms give the same pages as
// reading them from the books (every scope, with and without stock priority, page after page), and the triggers
// on books keep the table equal to the books' own title words through inserts, updates and deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import type { SearchScope } from '../../domain/search.ts';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { createSettingsService } from '../settings/service.ts';
import { andedTerms } from './plan.ts';
import { createSearchService } from './service.ts';

const LIMITS = { rankedLimit: 20, countCap: 40 };

describe('andedTerms', () => {
  it.each([
    ["'dag' & 'meditatie'", ['dag', 'meditatie']],
    ["'rust'", ['rust']],
    ["'rust' & 'rust'", ['rust']],
    ["'o''brien' & 'dag'", ["o'brien", 'dag']],
    ["'psy':*", null],
    ["'dag' & 'psy':*", null],
    ["'e-mail' <-> 'e' <-> 'mail'", null],
    ["'dag' | 'nacht'", null],
    ["!'dag'", null],
    ['', null],
  ])('%s → %j', (tree, terms) => {
    expect(andedTerms(tree)).toEqual(terms);
  });
});

describe.each(eachDatabase('dialect'))('title matches from search_title_terms on %s', (kind) => {
  let t: TestDatabase;
  /** Statements that read search_title_terms: the narrow path did run. */
  let termReads = 0;
  beforeAll(async () => {
    t = await openTestDatabase(kind, {
      onQuery: (text) => {
        if (/from "search_title_terms" t/.test(text)) termReads++;
      },
    });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const service = (titleTerms: boolean) =>
    createSearchService(t.database.db, createSettingsService(t.database.db), {
      limits: { page: LIMITS, typing: LIMITS },
      titleTerms,
    });

  /** The table as the books say it should be, and as it is: rows in one and not the other. */
  async function drift(): Promise<number> {
    const [row] = await rows<{ n: number }>(
      t.database,
      `with expected as (select x.* from books b, lw_title_terms(b.search_title_words, b.stock, b.id, b.in_sb, b.sb_edition) x),
            actual as (select term, not_in_stock, book_id, in_sb, own from search_title_terms)
       select ((select count(*) from (select * from expected except all select * from actual) a)
             + (select count(*) from (select * from actual except all select * from expected) b))::int as n`,
    );
    return row!.n;
  }

  it('gives the same pages as reading the books, for one word and for several', async () => {
    // Frequent title words and the pairs they make in the demo catalogue's titles.
    const words = await rows<{ w: string }>(
      t.database,
      `select w from books, unnest(string_to_array(search_title, ' ')) w
       where w ~ '^[a-z]{5,}$' and numnode(to_tsquery('dutch', w)) > 0 group by w order by count(*) desc, w limit 3`,
    );
    const pairs = await rows<{ p: string }>(
      t.database,
      `select a || ' ' || b as p from books, lateral (select split_part(search_title, ' ', 1) a, split_part(search_title, ' ', 2) b) s
       where a ~ '^[a-z]{4,}$' and b ~ '^[a-z]{4,}$' and numnode(to_tsquery('dutch', a || ' & ' || b)) = 3
       group by 1 order by count(*) desc, 1 limit 3`,
    );
    const terms = [...words.map((r) => r.w), ...pairs.map((r) => r.p)];
    expect(terms.length).toBe(6);
    const [narrow, books] = [service(true), service(false)];
    let compared = 0;
    for (const term of terms)
      for (const scope of ['all', 'sb', 'own'] as SearchScope[])
        for (const stockPriority of [true, false])
          for (const page of [1, 2, 3]) {
            const view: PageView = { ...DEFAULT_PAGE_VIEW, perPage: 10, page, stockPriority };
            const [a, b] = await Promise.all([
              narrow.search({ term, scope, view }),
              books.search({ term, scope, view }),
            ]);
            expect(
              a.page.books.map((x) => x.sku),
              `${term} ${scope} ${stockPriority} ${page}`,
            ).toEqual(b.page.books.map((x) => x.sku));
            compared += a.page.books.length;
          }
    console.log(
      `title-terms: ${compared} books compared on ${terms.length} terms, ${termReads} pages read from search_title_terms (${kind})`,
    );
    expect(compared).toBeGreaterThan(400);
    expect(termReads).toBeGreaterThan(30);
  });

  it('keeps the table equal to the books through inserts, updates and deletes', async () => {
    expect(await drift()).toBe(0);
    const [book] = await rows<{ id: number }>(
      t.database,
      `select id from books where stock = 1 order by id limit 1`,
    );
    // Words, stock order and scope change; a price change changes nothing here.
    await rows(
      t.database,
      `update books set title = title || ' Zeebries', stock = 3, in_sb = not in_sb where id = $1`,
      [book!.id],
    );
    await rows(t.database, `update books set price_incl_cents = price_incl_cents + 1 where id <= 50`);
    const [own] = await rows<{ id: number }>(
      t.database,
      `select id from books where sb_edition is distinct from 'eigen uitgaven' order by id desc limit 1`,
    );
    await rows(t.database, `update books set sb_edition = 'eigen uitgaven' where id = $1`, [own!.id]);
    expect(await drift()).toBe(0);
    const found = await rows<{ not_in_stock: boolean }>(
      t.database,
      `select not_in_stock from search_title_terms where term = 'zeebries' and book_id = $1`,
      [book!.id],
    );
    expect(found).toEqual([{ not_in_stock: true }]);
    // A new book (copied from another) and a removed one.
    await rows(
      t.database,
      `insert into books (sku, title, stock, in_sb, category_id)
       select '9999999999999', 'Zeebries in de Wadden', 1, true, category_id from books where id = $1`,
      [book!.id],
    );
    await rows(t.database, `delete from books where sku = '9999999999999'`);
    expect(await drift()).toBe(0);
  });
});
