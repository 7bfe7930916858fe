// What the results page shows besides the ranked list (spec 1 §2.1, §5, §7.3): the 'did you mean' top match,
// staff's elevated books for the term and the search intentions (a term that names a category or an author).
// Each is one small indexed query; none of them changes the ranked list or its count.
import { asc, sql } from 'drizzle-orm';
import { isHiddenCategory } from '../../domain/labels.ts';
import { listPath } from '../../domain/list-paths.ts';
import {
  DEFAULT_ELEVATED_HEADER,
  nameKey,
  type SearchScope,
  scopeShop,
  showsTopMatch,
  termKey,
} from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { searchElevations } from './schema.ts';
import { AUTHORS, authorIndex, BOOKS, bookIndex } from './book-index.ts';
import {
  type ListBook,
  type ListSettings,
  loadListBooks,
  notInStockSql,
  shelvesNamed,
  soldOutSql,
} from '../catalog/index.ts';
import { scopeCondition } from './scope.ts';

/** How many prefix candidates the top match looks at: the first orderable one of them wins. */
const TOP_MATCH_CANDIDATES = 5;
/** How many titles starting with the term (in alphabetical order) those candidates are chosen from. */
const TOP_MATCH_WINDOW = 200;
/** Staff lists are short; more than this is not 'shown first' any more. */
const ELEVATED_LIMIT = 10;
const INTENTION_LIMIT = 3;

export interface ElevatedBooks {
  header: string;
  books: ListBook[];
}

export interface SearchIntention {
  kind: 'category' | 'subcategory' | 'author';
  name: string;
  href: string;
}

/**
 * Spec 1 §5 'did you mean': the best book in scope whose title starts with the term, when the term is longer
 * than minLengthSearchSuggestion and that book is orderable. In-stock and shorter titles come first.
 */
export async function topMatch(
  db: Db,
  input: { term: string; scope: SearchScope; minLength: number; settings: ListSettings },
): Promise<ListBook | null> {
  const key = termKey(input.term);
  if (key.length <= input.minLength) return null;
  const pattern = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The first titles in byte order (the title index read in order, so a word that starts 20,000 titles
  // at a million books costs no more than a rare one); the term itself and its shortest continuations come
  // first in that order.
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (
          select ${bookIndex.id} as id, ${bookIndex.stock} as stock, ${bookIndex.searchTitle} as title from ${BOOKS}
          where ${bookIndex.searchTitle} like ${pattern} and ${scopeCondition(input.scope)}
          order by ${bookIndex.searchTitle} using ~<~ limit ${TOP_MATCH_WINDOW}) c
        order by ${soldOutSql(sql.raw('stock'))} asc, ${notInStockSql(sql.raw('stock'))} asc, length(title) asc, id desc
        limit ${TOP_MATCH_CANDIDATES}`,
  );
  const candidates = await loadListBooks(
    db,
    rows.map((r) => r.id),
    input.settings,
  );
  return (
    candidates.find((book) =>
      showsTopMatch({
        term: input.term,
        minLength: input.minLength,
        title: book.title,
        orderable: book.orderable,
      }),
    ) ?? null
  );
}

/** Spec 1 §7.3 GET /v2/search/elevated/{term}: staff's books for the term in their order, within the scope. */
export async function elevatedBooks(
  db: Db,
  input: { term: string; scope: SearchScope; settings: ListSettings },
): Promise<ElevatedBooks | null> {
  const rows = await db
    .select({ id: searchElevations.bookId, header: searchElevations.headerText })
    .from(searchElevations)
    .where(
      sql`${searchElevations.termKey} = ${termKey(input.term)}
          and exists (select 1 from ${BOOKS} where ${bookIndex.id} = ${searchElevations.bookId}
                        and ${scopeCondition(input.scope)})`,
    )
    .orderBy(asc(searchElevations.position), asc(searchElevations.bookId))
    .limit(ELEVATED_LIMIT);
  if (rows.length === 0) return null;
  const header = rows.find((r) => r.header?.trim())?.header?.trim() ?? DEFAULT_ELEVATED_HEADER;
  return {
    header,
    books: await loadListBooks(
      db,
      rows.map((r) => r.id),
      input.settings,
    ),
  };
}

/**
 * Spec 1 §7.3 getSearchIntentions: a term that is the name of a category or subcategory, or the full name of
 * an author with books in the scope (first name first or last name first), offers a link to that list.
 * Names are compared as name keys (lw_name_key, indexed for the authors).
 */
export async function searchIntentions(
  db: Db,
  input: { term: string; scope: SearchScope },
): Promise<SearchIntention[]> {
  const key = nameKey(input.term);
  if (key === '') return [];
  const [shelves, authorRows] = await Promise.all([
    shelvesNamed(db, key),
    // The name lookup first (materialised: it uses the name-key indexes), then which of those have books.
    queryRows<{ id: number; name: string }>(
      db,
      sql`with named as materialized (
            select ${authorIndex.id} as id,
                   concat_ws(' ', nullif(${authorIndex.firstname}, ''), nullif(${authorIndex.prefix}, ''), ${authorIndex.lastname}) as name
            from ${AUTHORS}
            where lw_name_key(${authorIndex.firstname}, ${authorIndex.prefix}, ${authorIndex.lastname}) = ${key}
               or lw_name_key(${authorIndex.lastname}, ${authorIndex.firstname}, ${authorIndex.prefix}) = ${key}
          )
          select named.id, named.name from named
          where exists (select 1 from ${BOOKS}
                        where (${bookIndex.authorId} = named.id or ${bookIndex.author2Id} = named.id)
                          and ${scopeCondition(input.scope)})
          order by named.id
          limit ${INTENTION_LIMIT}`,
    ),
  ]);
  const { categories: categoryRows, subcategories: subcategoryRows } = shelves;
  // Spec 1 §5: hidden categories are not offered; nor a category of a shop the scope is not in.
  const { shop } = scopeShop(input.scope);
  const offered = (name: string, shops: readonly string[]) =>
    !isHiddenCategory(name) && (input.scope === 'all' || shops.includes(shop));
  return [
    ...categoryRows
      .filter((c) => offered(c.name, c.shops))
      .map((c) => ({
        kind: 'category' as const,
        name: c.displayValue,
        href: listPath.category(c.name),
      })),
    ...subcategoryRows
      .filter((c) => offered(c.categoryName, c.shops))
      .map((c) => ({
        kind: 'subcategory' as const,
        name: c.displayValue,
        href: listPath.subcategory(c.name),
      })),
    ...authorRows.map((a) => ({ kind: 'author' as const, name: a.name, href: listPath.author(a.id) })),
  ].slice(0, INTENTION_LIMIT);
}
