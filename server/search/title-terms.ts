// A broad search's title matches in list order from search_title_terms (decision 500): the title words with the
// book's stock order and scopes, kept by triggers on books (migration 0018). The rarest word of the term (by its
// number of books in search_words) is read in list order from the index, each book checked for the other words
// in the same index, and reading stops at the page's last book — no book row is read and nothing is sorted.
// The same books in the same order as `search_title_words @@ query` ordered by the list order (broad.test.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { SearchScope } from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { searchTitleTerms, searchWords } from './schema.ts';

export interface TitleTermsPage {
  /** The query's words (plan.titleTerms), each of which a title must hold. */
  terms: string[];
  scope: SearchScope;
  /** Stock priority: in-stock books first, then newest; without it newest first. */
  stockPriority: boolean;
  /** Books left out (the exact titles a page lists first). */
  exclude: number[];
  limit: number;
  offset: number;
}

const SCOPE: Record<SearchScope, SQL> = {
  own: sql` and t.own`,
  sb: sql` and t.in_sb`,
  all: sql``,
};

/** The ids of one page of title matches, in list order. */
export async function titleTermIds(db: Db, page: TitleTermsPage): Promise<number[]> {
  const terms = sql.param(page.terms);
  // The word with the fewest books leads; a word search_words lacks (numbers, very short words) comes last.
  const lead = sql`(select w.term from unnest(${terms}::text[]) as w(term)
                      left join ${searchWords} s on s.word = w.term
                    order by coalesce(s.books, 2147483647), w.term limit 1)`;
  const others =
    page.terms.length > 1
      ? sql` and (select count(*) from ${searchTitleTerms} u where u.term = any(${terms}::text[])
                  and u.not_in_stock = t.not_in_stock and u.book_id = t.book_id) = ${page.terms.length}`
      : sql``;
  const exclude =
    page.exclude.length > 0 ? sql` and t.book_id <> all(${sql.param(page.exclude)}::int[])` : sql``;
  const matches = (stock: SQL) =>
    sql`select t.book_id as id from ${searchTitleTerms} t
        where t.term = ${lead}${stock}${SCOPE[page.scope]}${others}${exclude}`;
  const query = page.stockPriority
    ? sql`${matches(sql``)} order by t.not_in_stock, t.book_id desc nulls last limit ${page.limit} offset ${page.offset}`
    : // Newest first across both stock orders: each part read in its own index order up to the page's end.
      sql`select id from (
            (${matches(sql` and not t.not_in_stock`)} order by t.book_id desc nulls last limit ${page.limit + page.offset})
            union all
            (${matches(sql` and t.not_in_stock`)} order by t.book_id desc nulls last limit ${page.limit + page.offset})
          ) m order by id desc limit ${page.limit} offset ${page.offset}`;
  return (await queryRows<{ id: number }>(db, query)).map((r) => r.id);
}
