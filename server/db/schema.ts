// Drizzle schema shared by PGlite and PostgreSQL. Money is integer euro cents; dates are UTC.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (drizzle has no built-in one). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// ── Configuration ───────────────────────────────────────────────────────────

/** Spec 1 §3 Settings: name/value pairs (seoTitles, skuSoonAvailable, …). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Spec 1 §1 feature flags: a feature exists when enabled; access_level gates it. */
export const features = pgTable('features', {
  sku: text('sku').primaryKey(),
  accessLevel: integer('access_level').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  description: text('description').notNull().default(''),
});

/** Interface texts that override the defaults file, per language and key. */
export const interfaceTexts = pgTable(
  'interface_texts',
  {
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.key] })],
);

/** Spec 1 §3 Navigation item: menu main/sub/footer; use all|restricted|partner|no-partner; show = shops. */
export const navigationItems = pgTable('navigation_items', {
  id: serial('id').primaryKey(),
  menu: text('menu').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  title: text('title').notNull(),
  use: text('use').notNull().default('all'),
  show: text('show')
    .array()
    .notNull()
    .default(sql`'{SHOP_SB,SHOP_ALL}'::text[]`),
  value: text('value'),
  position: integer('position').notNull().default(0),
  column: text('column'),
});

/** Spec 3 §3 Country: shipping abroad = base_shipping + surcharge_weight per kg (cents). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  displayValue: text('display_value').notNull(),
  eu: boolean('eu').notNull().default(false),
  baseShippingCents: integer('base_shipping_cents').notNull(),
  surchargeWeightCents: integer('surcharge_weight_cents').notNull(),
});

// ── Catalogue ───────────────────────────────────────────────────────────────

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
    top: boolean('top').notNull().default(false),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverFile: text('cover_file'),
    elevated: boolean('elevated').notNull().default(false),
    elevatedHeader: text('elevated_header'),
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
    // from an index so page 400 of a large category costs no sort.
    index('books_category_stock_idx').on(t.categoryId, sql`(${t.stock} <> 1)`, t.id.desc()),
    index('books_subcategory_stock_idx').on(t.subcategoryId, sql`(${t.stock} <> 1)`, t.id.desc()),
    index('books_lang_stock_idx').on(t.lang, sql`(${t.stock} <> 1)`, t.id.desc()),
    index('books_lang_sb_stock_idx')
      .on(t.lang, sql`(${t.stock} <> 1)`, t.id.desc())
      .where(sql`${t.inSb}`),
    index('books_sb_edition_idx')
      .on(t.id)
      .where(sql`${t.sbEdition} = 'eigen uitgaven'`),
    index('books_ebook_idx')
      .on(t.id)
      .where(sql`${t.isEbook}`),
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
    // the rows of the page; exact title hits and the 'did you mean' prefix come from the title btree.
    index('books_stock_id_idx').on(sql`(${t.stock} <> 1)`, t.id.desc()),
    index('books_sb_stock_id_idx')
      .on(sql`(${t.stock} <> 1)`, t.id.desc())
      .where(sql`${t.inSb}`),
    index('books_search_title_idx').on(sql`${t.searchTitle} text_pattern_ops`),
    index('books_sb_search_title_idx')
      .on(sql`${t.searchTitle} text_pattern_ops`)
      .where(sql`${t.inSb}`),
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
  return sql`${t.priceInclCents} not in (0, 9999) and ${t.stock} <> 2 and coalesce(trim(${t.alternative}), '') = ''`;
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

// ── Content ─────────────────────────────────────────────────────────────────

/** Spec 1 §3 Newsletter: tag 'mailing' + week, week YYWW, files it has. */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  week: integer('week').notNull(),
  title: text('title').notNull(),
  dir: text('dir'),
  url: text('url'),
  hasFile: boolean('has_file').notNull().default(false),
  hasPdf: boolean('has_pdf').notNull().default(false),
  hasPhp: boolean('has_php').notNull().default(false),
  hasHtml: boolean('has_html').notNull().default(false),
  showOnSb: boolean('show_on_sb').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  text1: text('text1').notNull(),
  text2: text('text2').notNull().default(''),
  img: text('img'),
  sku: text('sku'),
  position: integer('position').notNull().default(0),
});

export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  author: text('author').notNull(),
  isbn: text('isbn'),
});

export const tooltips = pgTable('tooltips', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  showOnSb: boolean('show_on_sb').notNull().default(true),
});

/** Spec 1 §3 Notification: optional sku, reason, title, description; active ones open the dialog. */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  sku: text('sku'),
  reason: text('reason').notNull().default(''),
  title: text('title').notNull(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
});

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  file: text('file'),
  ccFile: text('cc_file'),
  sku: text('sku'),
  position: integer('position').notNull().default(0),
});

// ── Reviews ─────────────────────────────────────────────────────────────────

/** Spec 1 §2.6 review list: a reviewer chooses which parts of the profile are shown (spec 1 §8 name hidden). */
export const reviewers = pgTable('reviewers', {
  id: serial('id').primaryKey(),
  firstname: text('firstname').notNull().default(''),
  lastname: text('lastname').notNull().default(''),
  website: text('website'),
  description: text('description'),
  img: text('img'),
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

// ── Search ──────────────────────────────────────────────────────────────────

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

// ── Accounts (issue 5, spec 2 §3) ───────────────────────────────────────────

/**
 * Spec 2 §3 user data, client profile, business and partner: one row per customer account. The email is
 * stored cleaned and lowercased (domain/account-input.ts emailKey) and is unique. password_hash is null for a
 * client registered from an order without a password (spec 2 §4). The legacy flags keep their values:
 * is_partner 'true'/'on'/'', no_shipping_costs 'on'/'1'/'', partner_status 'pend'/'on'/'1'/'' (domain/roles.ts).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phonenr: text('phonenr').notNull().default(''),
    address: text('address').notNull().default(''),
    housenr: text('housenr').notNull().default(''),
    addition: text('addition').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    city: text('city').notNull().default(''),
    countryCode: text('country_code')
      .notNull()
      .default('NL')
      .references(() => countries.code),
    /** Spec 2 §5: subscription defaults to on for new users; the time it last changed is the consent proof. */
    hasSubscription: boolean('has_subscription').notNull().default(true),
    subscriptionChangedAt: timestamp('subscription_changed_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isReseller: boolean('is_reseller').notNull().default(false),
    isPartner: text('is_partner').notNull().default(''),
    partnerCode: text('partner_code'),
    partnerStatus: text('partner_status').notNull().default(''),
    partnerStart: date('partner_start'),
    /** Commission percentages for own titles and third-party titles (spec 2 §9); null: the programme default. */
    commission: smallint('commission'),
    commission3party: smallint('commission_3party'),
    discount: smallint('discount').notNull().default(0),
    discount3party: smallint('discount_3party').notNull().default(0),
    accessLevel: integer('access_level').notNull().default(0),
    noShippingCosts: text('no_shipping_costs').notNull().default(''),
    company: text('company').notNull().default(''),
    nrKvk: text('nr_kvk').notNull().default(''),
    nrVat: text('nr_vat').notNull().default(''),
    /** The VIES answer for nr_vat: valid, with the registered name and address it gave. */
    validVat: boolean('valid_vat').notNull().default(false),
    vatName: text('vat_name'),
    vatAddress: text('vat_address'),
    vatCheckedAt: timestamp('vat_checked_at', { withTimezone: true }),
    website: text('website').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    accountHolder: text('account_holder').notNull().default(''),
    accountCity: text('account_city').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_partner_code_idx')
      .on(t.partnerCode)
      .where(sql`${t.partnerCode} is not null and ${t.partnerCode} <> ''`),
  ],
);

/**
 * Server-side sessions (issue 5): the browser holds a random 256-bit id in an httpOnly cookie; we keep only its
 * SHA-256, so a copy of this table logs nobody in. Idle and absolute expiry: server/accounts/sessions.ts.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Password reset links (spec 2 §4 password retrieval): single use, expiring; only the token's SHA-256 is kept.
 * channel 'email' or 'sms' (feature SMS_PW): the SMS rows of the last day are the account's SMS counter.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Fixed-window counters for throttling (login per account and per client address, registrations, reset and
 * newsletter requests): in the database, so every app process counts the same (DESIGN.md scale-out).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Newsletter signups (spec 1 /newsletter, issue 5): double opt-in. confirmed_at is the consent proof, with the
 * wording the visitor agreed to; the confirmation token is kept as SHA-256 and cleared once used.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    tokenHash: text('token_hash'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    consentText: text('consent_text').notNull().default(''),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.tokenHash),
  ],
);
