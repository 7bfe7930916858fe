// Catalog's tables (issue 12 #6 schema split): books with their authors, languages, categories and product groups,
// previews and downloads, top lists, rankings and reviews. books, bookMedia, downloads, rankings, the top 10 tables
// and productSubgroups are catalog's alone (eslint.config.js TABLE_OWNERS): others use catalog's functions.
// Money is integer euro cents; dates are UTC.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SOLD_OUT } from '../../domain/availability.ts';
import { HIDDEN_PRICE_CENTS } from '../../domain/price-display.ts';
import { notInStockSql } from './stock-sql.ts';
import { notWithdrawnSql } from './listed-sql.ts';

/** PostgreSQL's full-text document type (drizzle has no built-in one). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const languages = pgTable('languages', {
  abbr: text('abbr').primaryKey(),
  displayValue: text('display_value').notNull(),
  queryValue: text('query_value').notNull().unique(),
  showOnSb: boolean('show_on_sb').notNull().default(true),
  showOnAll: boolean('show_on_all').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** Spec 1 §3 Category; shops lists SHOP_SB and/or SHOP_ALL. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayValue: text('display_value').notNull(),
  nur: text('nur'),
  img: text('img'),
  shops: text('shops').array().notNull(),
  isMainCat: boolean('is_main_cat').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull().unique(),
    displayValue: text('display_value').notNull(),
    nur: text('nur'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const productGroups = pgTable('product_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayValue: text('display_value').notNull(),
  queryValue: text('query_value').notNull(),
  position: integer('position').notNull().default(0),
});

export const productSubgroups = pgTable('product_subgroups', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => productGroups.id),
  name: text('name').notNull().unique(),
  displayValue: text('display_value').notNull(),
});

export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull().default(''),
    prefix: text('prefix').notNull().default(''),
    lastname: text('lastname').notNull(),
    isSb: boolean('is_sb').notNull().default(false),
    description: text('description'),
    profilePicture: text('profile_picture'),
  },
  (t) => [
    index('authors_lastname_idx').on(t.lastname, t.firstname),
    index('authors_is_sb_idx').on(t.isSb),
    // Search intentions (issue 4): the full name as a key, first name first and last name first (migration 0004).
    index('authors_name_key_idx').on(sql`lw_name_key(${t.firstname}, ${t.prefix}, ${t.lastname})`),
    index('authors_name_key_reversed_idx').on(sql`lw_name_key(${t.lastname}, ${t.firstname}, ${t.prefix})`),
    // The staff's author search (/beheer/auteurs, decision 744): any part of the lowercase, unaccented full name,
    // each typed word a LIKE '%word%' that this trigram index serves (migration 0038).
    index('authors_search_name_trgm_idx').using(
      'gin',
      sql`lw_author_search_name(${t.firstname}, ${t.prefix}, ${t.lastname}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Spec 1 §3 Book. sku is the ISBN-13. inSb marks the self-help range (the SB shop); every book is in the
 * all-books shop. Stock: 1 in stock, 2 sold out, 0 see stock_code (ONIX code list 65).
 */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    shortDescription: text('short_description'),
    description: text('description'),
    authorId: integer('author_id').references(() => authors.id),
    author2Id: integer('author2_id').references(() => authors.id),
    /** Lowercased "lastname firstname" of the first author, for sorting lists. */
    authorSort: text('author_sort').notNull().default(''),
    priceInclCents: integer('price_incl_cents'),
    vatPerc: smallint('vat_perc').notNull().default(9),
    stock: smallint('stock').notNull().default(0),
    stockCode: smallint('stock_code'),
    lang: text('lang')
      .notNull()
      .default('NL')
      .references(() => languages.abbr),
    version: text('version'),
    pages: integer('pages'),
    releaseDate: date('release_date', { mode: 'string' }),
    collectionName: text('collection_name'),
    collectionPart: text('collection_part'),
    versionTag: text('version_tag'),
    media: text('media'),
    alternative: text('alternative'),
    delivery: text('delivery'),
    supplyDate: date('supply_date', { mode: 'string' }),
    nur: integer('nur'),
    sbEdition: text('sb_edition'),
    widthMm: integer('width_mm').notNull().default(0),
    lengthMm: integer('length_mm').notNull().default(0),
    thicknessMm: integer('thickness_mm').notNull().default(0),
    weightG: integer('weight_g').notNull().default(0),
    categoryId: integer('category_id').references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    productGroupId: integer('product_group_id').references(() => productGroups.id),
    productSubgroupId: integer('product_subgroup_id').references(() => productSubgroups.id),
    inSb: boolean('in_sb').notNull().default(false),
    isEbook: boolean('is_ebook').notNull().default(false),
    /** Spec 3 §3 cart line discount_active, §9: a discount applies to this product only when true (issue 13). */
    discountActive: boolean('discount_active').notNull().default(true),
    /**
     * Issue 31 (decision 630): the book has a fixed retail price under the Wet op de vaste boekenprijs (ONIX
     * PriceType 04, or set by staff); false once the publisher ends it. A consumer's discount is held to the law's.
     */
    fixedPrice: boolean('fixed_price').notNull().default(false),
    /** Spec 3 §9 "a line is flagged": this product always ships as a package (parcel type 2), never as a letter. */
    packageOnly: boolean('package_only').notNull().default(false),
    top: boolean('top').notNull().default(false),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Issue 31 covers (decision #673): where the stored cover under DATA_DIR/media/covers came from — 'link' (the
     * covers job fetched cover_source_url), 'upload' (staff; the job then leaves the book alone) — null: none, the
     * generated SVG is served.
     */
    coverFile: text('cover_file'),
    elevated: boolean('elevated').notNull().default(false),
    elevatedHeader: text('elevated_header'),
    /** Issue 31: the front cover's link from the ONIX feed (SupportingResource 01), fetched by the covers job. */
    coverSourceUrl: text('cover_source_url'),
    /** Issue 31 covers (decision #672): the link whose image is stored now; the job fetches while it differs. */
    coverFetchedFrom: text('cover_fetched_from'),
    coverFetchedAt: timestamp('cover_fetched_at', { withTimezone: true }),
    /** The link the failed tries count for, how many failed, the last failure and when the next try is due. */
    coverAttemptUrl: text('cover_attempt_url'),
    coverTries: integer('cover_tries').notNull().default(0),
    coverError: text('cover_error'),
    coverRetryAt: timestamp('cover_retry_at', { withTimezone: true }),
    /**
     * Issue 31 (decision #664): when the ONIX feed deleted the book (NotificationType 05). The row stays — orders
     * and links hold it — with stock 0 and stock code 40, so every page says it is no longer available.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full names of both authors, kept by the trigger lw_books_author_names (and on author renames). */
    authorNames: text('author_names').notNull().default(''),
    /** Unaccented lowercase title and authors: what trigram matching and ranking compare, stored once. */
    searchTitle: text('search_title').generatedAlwaysAs(sql`lw_unaccent(lower(title))`),
    searchAuthors: text('search_authors').generatedAlwaysAs(sql`lw_unaccent(lower(author_names))`),
    /**
     * Issue 4 search document: title and ISBN (A), authors, subtitle and collection (B), visible keywords and
     * the short description (C), Dutch-stemmed over unaccented text. lw_book_document is in migration 0003.
     */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`lw_book_document(title, sku, author_names, subtitle, collection_name, keywords, short_description)`,
    ),
    /**
     * The document's heading part alone (title, ISBN, authors, subtitle, collection): what a broad search
     * matches, with planner statistics of its own (migration 0006).
     */
    searchHeading: tsvector('search_heading').generatedAlwaysAs(
      sql`lw_book_heading(title, sku, author_names, subtitle, collection_name)`,
    ),
    /** The title and ISBN words alone: a broad search lists the books whose title holds the words first. */
    searchTitleWords: tsvector('search_title_words').generatedAlwaysAs(sql`lw_book_title_words(title, sku)`),
  },
  (t) => [
    uniqueIndex('books_sku_idx').on(t.sku),
    index('books_category_idx').on(t.categoryId, t.id),
    index('books_subcategory_idx').on(t.subcategoryId, t.id),
    index('books_lang_idx').on(t.lang, t.id),
    index('books_author_idx').on(t.authorId),
    index('books_author2_idx').on(t.author2Id),
    index('books_in_sb_idx').on(t.inSb, t.id),
    index('books_release_idx').on(t.releaseDate),
    index('books_product_group_idx').on(t.productGroupId, t.id),
    index('books_product_subgroup_idx').on(t.productSubgroupId, t.id),
    // Spec 1 §2.4 stock priority: in-stock books first, then newest (the lists' default order), read straight
    // from an index so page 400 of a large category costs no sort. Only the books shoppers see (decision #692:
    // a list leaves out what the feed deleted), so a list's count is still read from the index alone.
    index('books_category_stock_idx')
      .on(t.categoryId, notInStockSql(t.stock), t.id.desc())
      .where(notWithdrawnSql(t.withdrawnAt)),
    index('books_subcategory_stock_idx')
      .on(t.subcategoryId, notInStockSql(t.stock), t.id.desc())
      .where(notWithdrawnSql(t.withdrawnAt)),
    index('books_lang_stock_idx')
      .on(t.lang, notInStockSql(t.stock), t.id.desc())
      .where(notWithdrawnSql(t.withdrawnAt)),
    index('books_lang_sb_stock_idx')
      .on(t.lang, notInStockSql(t.stock), t.id.desc())
      .where(sql`${t.inSb} and ${notWithdrawnSql(t.withdrawnAt)}`),
    index('books_sb_edition_idx')
      .on(t.id)
      .where(sql`${t.sbEdition} = 'eigen uitgaven'`),
    index('books_ebook_idx')
      .on(t.id)
      .where(sql`${t.isEbook}`),
    // Issue 31 covers: the books whose link's image is not stored yet — the covers job's scan reads only these.
    index('books_cover_due_idx')
      .on(t.id)
      .where(
        sql`${t.coverSourceUrl} is not null and ${t.coverSourceUrl} is distinct from ${t.coverFetchedFrom}`,
      ),
    index('books_search_document_idx').using('gin', t.searchDocument),
    index('books_search_heading_idx').using('gin', t.searchHeading),
    index('books_search_title_words_idx').using('gin', t.searchTitleWords),
    // The self-help scope's own heading index (13% of the books): counting a common word there reads a posting
    // list a seventh of the size.
    index('books_sb_search_heading_idx')
      .using('gin', t.searchHeading)
      .where(sql`${t.inSb}`),
    // Typos and prefixes while typing: trigram word similarity on the unaccented, lowercased title and authors.
    index('books_search_title_trgm_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('books_search_authors_trgm_idx').using('gin', sql`${t.searchAuthors} gin_trgm_ops`),
    // Broad searches (server/search/plan.ts) page in this order, with or without stock priority, reading only
    // the rows of the page; exact title hits and the 'did you mean' prefix come from the title btree, which
    // carries id, stock and the scope columns (INCLUDE, added by hand in migration 0018) so they need no row.
    index('books_stock_id_idx').on(notInStockSql(t.stock), t.id.desc()),
    index('books_sb_stock_id_idx')
      .on(notInStockSql(t.stock), t.id.desc())
      .where(sql`${t.inSb}`),
    // Both only for the books search finds (decision #692), so a title count stays an index-only scan.
    index('books_search_title_idx')
      .on(sql`${t.searchTitle} text_pattern_ops`)
      .where(notWithdrawnSql(t.withdrawnAt)),
    index('books_sb_search_title_idx')
      .on(sql`${t.searchTitle} text_pattern_ops`)
      .where(sql`${t.inSb} and ${notWithdrawnSql(t.withdrawnAt)}`),
    // Advanced search (server/search/advanced.ts) at 1,000,000 books. A price range finds only books whose price is
    // shown (spec 1 §5): partial indexes with exactly that condition count a range without reading the table
    // and give the price order within a category or language.
    index('books_shown_price_idx').on(t.priceInclCents, t.id).where(priceShown(t)),
    index('books_category_shown_price_idx').on(t.categoryId, t.priceInclCents, t.id).where(priceShown(t)),
    index('books_lang_shown_price_idx').on(t.lang, t.priceInclCents, t.id).where(priceShown(t)),
    // 'Leverbaar' and 'op voorraad' in a category: the columns of the availability rule ride along
    // (INCLUDE (stock, stock_code, supply_date, price_incl_cents, is_ebook), added by hand in migration 0005:
    // drizzle cannot express INCLUDE), so a large category's count needs no table reads.
    index('books_category_availability_idx').on(t.categoryId),
  ],
);

/**
 * Spec 1 §5 "the price is shown" as the predicate of the partial price indexes; server/search/advanced.ts writes
 * the same condition (PRICE_SHOWN_SQL), which is what lets the planner use them.
 */
function priceShown(t: { priceInclCents: AnyPgColumn; stock: AnyPgColumn; alternative: AnyPgColumn }) {
  // Built from the domain's constants (issue 12 #4), inline: an index predicate takes no parameters.
  return sql`${t.priceInclCents} not in (${sql.raw(HIDDEN_PRICE_CENTS.join(', '))}) and ${t.stock} <> ${sql.raw(String(SOLD_OUT))} and coalesce(trim(${t.alternative}), '') = ''`;
}

/** Spec 1 §2.6 previews per book: pdf, back cover, audio, video (file paths under /media). */
export const bookMedia = pgTable(
  'book_media',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    file: text('file').notNull(),
  },
  (t) => [index('book_media_book_idx').on(t.bookId)],
);

/** Spec 1 §3 Book download: title, filename. */
export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    title: text('title').notNull(),
    filename: text('filename').notNull(),
  },
  (t) => [index('downloads_book_idx').on(t.bookId)],
);

// ── Top lists ───────────────────────────────────────────────────────────────

/** Spec 1 §3 Top 10 section: section, tag, display_value, has_excel, isAutofill, nur. */
export const top10Sections = pgTable('top10_sections', {
  id: serial('id').primaryKey(),
  section: text('section').notNull(),
  tag: text('tag').notNull().unique(),
  displayValue: text('display_value').notNull(),
  hasExcel: boolean('has_excel').notNull().default(false),
  isAutofill: boolean('is_autofill').notNull().default(false),
  nur: text('nur'),
  position: integer('position').notNull().default(0),
});

export const top10Entries = pgTable(
  'top10_entries',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => top10Sections.id),
    rank: smallint('rank').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.rank] })],
);

/**
 * Issue 31 (decision 722): the own shop's home tips carousel as staff choose it — the books in their order
 * (position, lowest first). Empty: the carousel falls back to the own publications' rule (server/catalog/home.ts).
 */
export const homeTips = pgTable('home_tips', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
});

/** Weekly rankings: list 'top20' (own shop sidebar) or 'top60' (bestsellers), week as YYWW. */
export const rankings = pgTable(
  'rankings',
  {
    list: text('list').notNull(),
    week: integer('week').notNull(),
    rank: smallint('rank').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
  },
  (t) => [primaryKey({ columns: [t.list, t.week, t.rank] })],
);

// ── Reviews ─────────────────────────────────────────────────────────────────

/** Spec 1 §2.6 review list: a reviewer chooses which parts of the profile are shown (spec 1 §8 name hidden). */
export const reviewers = pgTable('reviewers', {
  id: serial('id').primaryKey(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  website: text('website'),
  description: text('description'),
  img: text('img'),
  /** Issue 15 #3: what a reviewer wrote about themself with the review form, shown when show_profile. */
  profile: text('profile'),
  showFirstname: boolean('show_firstname').notNull().default(true),
  showLastname: boolean('show_lastname').notNull().default(true),
  showProfession: boolean('show_profession').notNull().default(false),
  showWebsite: boolean('show_website').notNull().default(false),
  showProfile: boolean('show_profile').notNull().default(false),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    reviewerId: integer('reviewer_id').references(() => reviewers.id),
    title: text('title').notNull().default(''),
    review: text('review').notNull(),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_book_idx').on(t.bookId, t.createdAt)],
);

/** One rejected ONIX record in an import's report: its RecordReference and the Dutch reason. */
export interface OnixRejection {
  recordReference: string;
  reason: string;
}

/**
 * Issue 31: one row per ONIX import run (decision #666) — the report staff read at /beheer/catalogus/import.
 * outcome 'done', or 'not_well_formed' when the file was refused whole (then nothing changed and error says why).
 * rejections keeps the first 1,000 reasons; rejected counts them all. A run is 'running' while it works and
 * progress_at beats; one whose beat stopped (its process ended) becomes 'interrupted' when the next run starts,
 * and at most one row is 'running' (decision #667).
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull().default('running'),
    error: text('error'),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    rejections: jsonb('rejections')
      .$type<OnixRejection[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('catalogue_imports_started_idx').on(t.startedAt),
    uniqueIndex('catalogue_imports_one_running_idx')
      .on(t.outcome)
      .where(sql`${t.outcome} = 'running'`),
  ],
);
