// Search's one door to the catalogue's tables (issue 12 #6). Catalog owns `books` and `authors`; other
// capabilities read them through server/catalog/index.ts. Search is the exception by design: ranking, capped
// counts, the advanced criteria and the did-you-mean window are single SQL statements on the books indexes, and
// a catalogue function per query would move search into catalog. So search keeps its SQL, but only this file
// names the tables (the lint rule in eslint.config.js holds the rest of server/search to it): every other search
// file builds its SQL from the columns listed here. The list is the contract with catalog — search's own columns
// (search_*, kept by the triggers of migrations 0003 and 0006), and the catalogue columns search filters, counts
// and orders by. A column not listed here is not search's to read.
import { type SQL, sql } from 'drizzle-orm';
import { authors, books } from '../catalog/schema.ts';
import { notWithdrawnSql } from '../catalog/index.ts';

/**
 * `books` for a from-clause: the books shoppers can find, i.e. not deleted by the ONIX feed (decision #690). The
 * subquery keeps the name `books`, so every column above still names it; PostgreSQL pulls it up into the outer
 * statement, which then reads as `… from books where withdrawn_at is null and …` — the condition the search
 * indexes are partial on (migration 0033), so the plans stay what they were.
 */
export const BOOKS: SQL = sql`(select * from ${books} where ${notWithdrawnSql(books.withdrawnAt)}) as ${books}`;

/** The columns of `books` search reads. */
export const bookIndex = {
  // search's own: the Dutch full-text document, the heading (title, ISBN, authors, subtitle, collection), the
  // unaccented lowercase title, its words, and the author names (migrations 0003 and 0006).
  searchDocument: books.searchDocument,
  searchHeading: books.searchHeading,
  searchTitle: books.searchTitle,
  searchTitleWords: books.searchTitleWords,
  searchAuthors: books.searchAuthors,
  // the catalogue's, for identity, scopes, the advanced criteria and the list order
  id: books.id,
  sku: books.sku,
  inSb: books.inSb,
  sbEdition: books.sbEdition,
  categoryId: books.categoryId,
  lang: books.lang,
  authorId: books.authorId,
  author2Id: books.author2Id,
  stock: books.stock,
  stockCode: books.stockCode,
  supplyDate: books.supplyDate,
  priceInclCents: books.priceInclCents,
  isEbook: books.isEbook,
} as const;

/** `authors` for a from-clause: the search intentions look an author up by name. */
export const AUTHORS: SQL = sql`${authors}`;

/** The columns of `authors` the search intentions read. */
export const authorIndex = {
  id: authors.id,
  firstname: authors.firstname,
  prefix: authors.prefix,
  lastname: authors.lastname,
} as const;
