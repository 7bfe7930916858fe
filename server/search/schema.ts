// Search's tables (issue 12 #6 schema split): saved queries, staff's elevated books per term, the catalogue's
// words for the typo fallback and the title words in list order. Only server/search/ imports them (eslint.config.js TABLE_OWNERS).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
// A foreign key names catalog's table: the one reason a schema file imports another capability's table.
import { books } from '../catalog/schema.ts';

/** Issue 4 saved queries for staff statistics: the term, scope and result count only — no personal data. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    scope: text('scope').notNull(),
    resultCount: integer('result_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_queries_created_idx').on(t.createdAt)],
);

/**
 * Spec 1 §7.3 GET /v2/search/elevated/{term}: staff's books shown first for a search term, in their order,
 * under the header text (spec 1 §3 Book: default 'aanbevolen'). term_key is domain/search termKey of the term.
 */
export const searchElevations = pgTable(
  'search_elevations',
  {
    termKey: text('term_key').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    headerText: text('header_text'),
  },
  (t) => [primaryKey({ columns: [t.termKey, t.bookId] })],
);

/**
 * The words of the catalogue's titles, authors, subtitles and collections (stemmed, unaccented: the search
 * document's A and B lexemes) with their number of books, trigram-indexed: the typo fallback corrects a word
 * nobody's book has to the closest word that books do have (server/search/spelling.ts). Kept by statement
 * triggers on books (migration 0004), so imports and edits keep it true.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    books: integer('books').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Issue 16: every word of every title (the lexemes of books.search_title_words) with the book's list-order keys
 * and scopes, so a broad search reads its title matches in list order from one index — in stock first, then
 * newest — and stops at the page's last book, instead of reading every match's row and sorting them (decision
 * 500). Kept by statement triggers on books (migration 0018), like search_words. The index holds the scopes
 * (INCLUDE, added by hand: drizzle cannot express it), so a page is read from the index alone.
 */
export const searchTitleTerms = pgTable(
  'search_title_terms',
  {
    term: text('term').notNull(),
    /** books.stock <> 1: false (in stock) sorts first, as the list order's stock priority. */
    notInStock: boolean('not_in_stock').notNull(),
    bookId: integer('book_id').notNull(),
    inSb: boolean('in_sb').notNull(),
    own: boolean('own').notNull(),
  },
  (t) => [index('search_title_terms_order_idx').on(t.term, t.notInStock, t.bookId.desc())],
);

/**
 * Issue 16 (decision 504): one row whose version goes up with every statement that changes a book's heading,
 * title or scopes (triggers on books, migration 0019), so the typing index of each app process sees within
 * seconds that it must be read again.
 */
export const searchVersion = pgTable('search_version', {
  id: smallint('id').primaryKey(),
  version: integer('version').notNull(),
});
