// The catalogue's answers for other capabilities (issue 12 #6): media, content, shell, seo and search read
// `books` and the shelves only through these functions, never with their own SQL on the tables (search's own
// full-text SQL apart: server/search/book-index.ts). Each is one query, shaped for its caller,
// so moving it here cost no extra round trip.
import { and, asc, between, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { OWN_EDITION } from '../../domain/labels.ts';
import { queryRows, type Db } from '../db/client.ts';
import { authors, books, categories, subcategories } from './schema.ts';
import { notWithdrawnSql } from './listed-sql.ts';
import { bookSummaryColumns, type BookSummaryRow, withFirstAuthor } from './book-summary.ts';

/** A book's title and first author for its generated cover; null for an unknown sku. */
export async function coverBook(db: Db, sku: string): Promise<{ title: string; author: string } | null> {
  const [book] = await db
    .select({ title: books.title, author: bookSummaryColumns.author })
    .from(books)
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .where(eq(books.sku, sku))
    .limit(1);
  return book ?? null;
}

/** The titles of the books with these skus (a sku that names no book is absent from the map). */
export async function bookTitlesBySku(db: Db, skus: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ sku: books.sku, title: books.title })
    .from(books)
    .where(inArray(books.sku, unique));
  return new Map(rows.map((r) => [r.sku, r.title]));
}

/** Issue 17: which of these skus are own publications (spec 3 §9 sb_edition 'eigen uitgaven'): the commission rate. */
export async function ownEditionSkus(db: Db, skus: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(skus)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ sku: books.sku })
    .from(books)
    .where(and(inArray(books.sku, unique), eq(books.sbEdition, OWN_EDITION)));
  return new Set(rows.map((r) => r.sku));
}

/** The newest own publications (spec 1: sb_edition 'eigen uitgaven') released on or before `until`. */
export async function newestOwnEditions(
  db: Db,
  until: SQL | string,
  limit: number,
): Promise<(BookSummaryRow & { shortDescription: string | null })[]> {
  return db
    .select({ ...bookSummaryColumns, shortDescription: books.shortDescription })
    .from(books)
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .where(
      and(
        eq(books.sbEdition, OWN_EDITION),
        lte(books.releaseDate, until),
        notWithdrawnSql(books.withdrawnAt),
      ),
    )
    .orderBy(desc(books.releaseDate), desc(books.id))
    .limit(limit);
}

/** The newest books of the self-help range (in_sb) released on or before `today`, as cards. */
export async function newestSelfHelpBooks(db: Db, today: string, limit: number): Promise<BookSummaryRow[]> {
  return db
    .select(bookSummaryColumns)
    .from(books)
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .where(and(eq(books.inSb, true), lte(books.releaseDate, today), notWithdrawnSql(books.withdrawnAt)))
    .orderBy(desc(books.releaseDate), desc(books.id))
    .limit(limit);
}

/**
 * Books a crawler should find: not replaced (a replaced book redirects), not deleted by the feed (decision #690:
 * its page says it is no longer available), and without the all-books shop only the self-help range and events
 * (spec 1 §2.6: 'Event' forces the own shop), the books the own shop sells.
 */
function listedBook(shopAll: boolean): SQL {
  const notReplaced = sql`(${books.alternative} is null or btrim(${books.alternative}) = '') and ${notWithdrawnSql(books.withdrawnAt)}`;
  if (shopAll) return notReplaced;
  return and(notReplaced, or(eq(books.inSb, true), sql`lower(btrim(${books.media})) = 'event'`))!;
}

function authorHasListedBook(shopAll: boolean): SQL {
  const listed = listedBook(shopAll);
  return sql`(exists (select 1 from ${books} where ${books.authorId} = ${authors.id} and ${listed})
    or exists (select 1 from ${books} where ${books.author2Id} = ${authors.id} and ${listed}))`;
}

/**
 * Pages 1..⌈max(id)/pageSize⌉ whose id range holds a listed book (kind 'books') or an author with a listed book
 * (kind 'authors'); max(id) reads the primary key index and each range is probed with EXISTS.
 */
export async function listedIdPages(
  db: Db,
  kind: 'books' | 'authors',
  shopAll: boolean,
  pageSize: number,
): Promise<number[]> {
  const table = kind === 'books' ? books : authors;
  const rowInRange = kind === 'books' ? listedBook(shopAll) : authorHasListedBook(shopAll);
  const rows = await queryRows<{ page: number }>(
    db,
    sql`select p::int as page
          from generate_series(1, ceil(coalesce((select max(${table.id}) from ${table}), 0) / ${pageSize}::numeric)::int) as p
         where exists (select 1 from ${table}
                        where ${table.id} between (p - 1) * ${pageSize} + 1 and p * ${pageSize} and ${rowInRange})
         order by p`,
  );
  return rows.map((r) => Number(r.page));
}

/** The listed books with ids in [first, last], in id order: one range scan on books_pkey. */
export async function listedBooksInIdRange(
  db: Db,
  range: { first: number; last: number },
  shopAll: boolean,
): Promise<{ sku: string; title: string; createdAt: Date }[]> {
  return db
    .select({ sku: books.sku, title: books.title, createdAt: books.createdAt })
    .from(books)
    .where(and(between(books.id, range.first, range.last), listedBook(shopAll)))
    .orderBy(asc(books.id));
}

/** The ids of the authors with ids in [first, last] that have a listed book, in id order. */
export async function listedAuthorIdsInIdRange(
  db: Db,
  range: { first: number; last: number },
  shopAll: boolean,
): Promise<number[]> {
  const rows = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(between(authors.id, range.first, range.last), authorHasListedBook(shopAll)))
    .orderBy(asc(authors.id));
  return rows.map((r) => r.id);
}

/** Every category's id by its name (a few dozen rows; the advanced search filters books on the id). */
export async function categoryIdsByName(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return new Map(rows.map((r) => [r.name, r.id]));
}

/**
 * The categories and subcategories whose name or display value has this name key (lw_name_key, the same
 * normalisation as the authors' name index), in shelf order, with the shops of their category.
 */
export async function shelvesNamed(db: Db, key: string) {
  const named = (column: SQL) => sql`lw_name_key(${column}, null, null) = ${key}`;
  const [categoryRows, subcategoryRows] = await Promise.all([
    db
      .select({ name: categories.name, displayValue: categories.displayValue, shops: categories.shops })
      .from(categories)
      .where(or(named(sql`${categories.displayValue}`), named(sql`${categories.name}`)))
      .orderBy(asc(categories.position)),
    db
      .select({
        name: subcategories.name,
        displayValue: subcategories.displayValue,
        categoryName: categories.name,
        shops: categories.shops,
      })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(or(named(sql`${subcategories.displayValue}`), named(sql`${subcategories.name}`)))
      .orderBy(asc(subcategories.position)),
  ]);
  return { categories: categoryRows, subcategories: subcategoryRows };
}
