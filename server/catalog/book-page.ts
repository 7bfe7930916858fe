// Spec 1 §2.6 book page: everything the page shows in one database round trip (issue 16: the book with its
// authors, shelf and language, and what surrounds it as JSON aggregates in the same query), and the shop a book
// address belongs to (read with the page, so a first view waits for the database once).
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classifyIdentifier } from '../../domain/book-identifier.ts';
import { forcesOwnShop } from '../../domain/media-type.ts';
import { type Cents, centsOrNull } from '../../domain/money.ts';
import type { Shop } from '../../domain/shop.ts';
import { authorFullName } from '../../domain/author-name.ts';
import type { Db } from '../db/client.ts';
import {
  authors,
  bookMedia,
  books,
  categories,
  downloads,
  languages,
  reviewers,
  reviews,
  subcategories,
} from './schema.ts';
import { notifications, tooltips } from '../content/schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { ShellBook } from '../shell/types.ts';
import { type BookSummaryRow, cardSettings, toShellBook } from './book-summary.ts';
import { type SettingsService, settingNumber } from '../settings/service.ts';
import { bookAuthorColumns, secondAuthor } from './author-columns.ts';
import { notWithdrawnSql } from './listed-sql.ts';

export const FOREIGN_DELIVERY_TOOLTIP = 'foreign_delivery';

export interface BookPageAuthor {
  id: number;
  name: string;
}

export interface BookPageBook {
  id: number;
  sku: string;
  title: string;
  subtitle: string | null;
  shortDescription: string | null;
  description: string | null;
  authors: BookPageAuthor[];
  priceInclCents: Cents | null;
  stock: number;
  stockCode: number | null;
  delivery: string | null;
  supplyDate: string | null;
  releaseDate: string | null;
  lang: string;
  languageName: string | null;
  version: string | null;
  pages: number | null;
  collectionName: string | null;
  collectionPart: string | null;
  media: string | null;
  alternative: string | null;
  nur: number | null;
  sbEdition: string | null;
  widthMm: number;
  lengthMm: number;
  thicknessMm: number;
  weightG: number;
  category: { name: string; displayValue: string } | null;
  subcategory: { name: string; displayValue: string } | null;
  keywords: string[];
  inSb: boolean;
  /** Spec 1 §2.8: an e-book is orderable only in stock (domain/availability.ts availability). */
  isEbook: boolean;
}

export interface BookPageReview {
  id: number;
  title: string;
  review: string;
  source: string | null;
  /** 'YYYY-MM-DD' (UTC). */
  date: string;
  /** The name parts the reviewer allows, or null when both are hidden (spec 1 §8 '(Naam bekend bij redactie)'). */
  reviewerName: string | null;
  profession: string | null;
  website: string | null;
  /** Issue 15 #3: what the reviewer wrote about themself, when they allow it (show_profile). */
  profile: string | null;
}

export interface BookPage {
  book: BookPageBook;
  media: { kind: string; title: string; file: string }[];
  downloads: { title: string; filename: string }[];
  notification: { reason: string; title: string; description: string } | null;
  foreignDeliveryTooltip: { title: string; text: string; showOnSb: boolean } | null;
  /** The replacement named by book.alternative, when it exists. */
  alternativeBook: { sku: string; title: string } | null;
  reviews: BookPageReview[];
  /** Up to six other books of the first author, newest first, from the same range (self-help or all). */
  moreByAuthor: ShellBook[];
  settings: { seoTitles: string | null; skuSoonAvailable: string | null; maxDaysExpected: number };
}

export type BookPageResult =
  | { kind: 'found'; page: BookPage }
  /** The identifier was an ISBN-10 or a book id: the canonical address uses this ISBN-13. */
  | { kind: 'moved'; sku: string; title: string; seoTitles: string | null }
  | { kind: 'unknown' };

export interface BookPageService {
  bookPage(identifier: string): Promise<BookPageResult>;
  /** Spec 1 §2.6: SHOP_SB for the SB range and media forcing the own shop, else SHOP_ALL; null when unknown. */
  shopForSku(identifier: string): Promise<Shop | null>;
  /** Issue 15 #3: forget the cached pages (a review was published), so the next view reads them again. */
  forgetCachedPages(): void;
}

const DEFAULT_MAX_DAYS_EXPECTED = 30;

/** Books held in memory at once per process; a popular book's page then costs no queries for 30 s. */
const CACHED_BOOKS = 2_000;

export function createBookPageService(db: Db, settingsService: SettingsService): BookPageService {
  // Book data changes rarely (stock and price updates show within the cache's 30 s, like the shell and lists).
  const pages = createTtlCache<string, BookPageResult>(undefined, CACHED_BOOKS);
  const shops = createTtlCache<string, Shop | null>(undefined, CACHED_BOOKS * 2);
  const pageQuery = preparePageQuery(db);
  const service = {
    async bookPage(identifier: string): Promise<BookPageResult> {
      const id = classifyIdentifier(identifier);
      if (id.kind === 'invalid') return { kind: 'unknown' };
      if (id.kind === 'id' || id.kind === 'isbn10') {
        const [row] = await db
          .select({ sku: books.sku, title: books.title })
          .from(books)
          .where(id.kind === 'id' ? eq(books.id, id.id) : eq(books.sku, id.sku));
        if (!row) return { kind: 'unknown' };
        const seoTitles = (await settingsService.all()).get('seoTitles') ?? null;
        return { kind: 'moved', sku: row.sku, title: row.title, seoTitles };
      }
      const [settingsMap, loaded] = await Promise.all([settingsService.all(), loadPage(pageQuery, id.sku)]);
      if (!loaded) return { kind: 'unknown' };
      const { book, ...around } = loaded;
      return {
        kind: 'found',
        page: {
          book,
          ...around,
          moreByAuthor: loaded.moreByAuthor.map((row) => toShellBook(row, cardSettings(settingsMap))),
          settings: {
            seoTitles: settingsMap.get('seoTitles') ?? null,
            skuSoonAvailable: settingsMap.get('skuSoonAvailable') ?? null,
            maxDaysExpected: settingNumber(settingsMap, 'maxDaysExpected', DEFAULT_MAX_DAYS_EXPECTED),
          },
        },
      };
    },

    async shopForSku(identifier: string): Promise<Shop | null> {
      const id = classifyIdentifier(identifier);
      if (id.kind === 'invalid') return null;
      if (id.kind === 'isbn13') {
        // The page's own read (kept for the loader that follows): a first view costs one round trip in all.
        const result = await cachedPage(identifier);
        return result.kind === 'found' ? shopOf(result.page.book) : null;
      }
      const [row] = await db
        .select({ inSb: books.inSb, media: books.media })
        .from(books)
        .where(id.kind === 'id' ? eq(books.id, id.id) : eq(books.sku, id.sku));
      return row ? shopOf(row) : null;
    },
  };
  const cachedPage = (identifier: string) => pages.get(identifier, () => service.bookPage(identifier));
  return {
    bookPage: cachedPage,
    shopForSku: (identifier) => shops.get(identifier, () => service.shopForSku(identifier)),
    forgetCachedPages: () => pages.clear(),
  };
}

function shopOf(book: { inSb: boolean; media: string | null }): Shop {
  return book.inSb || forcesOwnShop(book.media) ? 'SHOP_SB' : 'SHOP_ALL';
}

/** What the one query brings besides the book: its JSON aggregates, as the database builds them. */
interface PageAggregates {
  media: BookPage['media'];
  downloads: BookPage['downloads'];
  notification: BookPage['notification'];
  foreignDeliveryTooltip: BookPage['foreignDeliveryTooltip'];
  alternativeBook: BookPage['alternativeBook'];
  reviews: ReviewRow[];
  moreByAuthor: BookSummaryRow[];
}

/** The page before the settings: "more by this author" still as rows, made into cards with the settings. */
type LoadedPage = Omit<BookPage, 'moreByAuthor' | 'settings'> & { moreByAuthor: BookSummaryRow[] };

/** A review with its reviewer's fields as stored; reviewFor() keeps only what the reviewer allows shown. */
interface ReviewRow {
  id: number;
  title: string;
  review: string;
  source: string | null;
  date: string;
  firstname: string | null;
  lastname: string | null;
  description: string | null;
  website: string | null;
  showFirstname: boolean | null;
  showLastname: boolean | null;
  showProfession: boolean | null;
  showWebsite: boolean | null;
  profile: string | null;
  showProfile: boolean | null;
}

export const MORE_BY_AUTHOR = 6;

// The subqueries' own books and authors, apart from the page's row; `from ${books} ${OTHER_BOOK}` names them in SQL.
const otherBook = alias(books, 'other_book');
const otherAuthor = alias(authors, 'other_author');
const OTHER_BOOK = sql.identifier('other_book');
const OTHER_AUTHOR = sql.identifier('other_author');

/** A JSON array of the rows of `from` (an empty array for none), in `order`. */
function jsonRows(fields: SQL, from: SQL, order: SQL): SQL {
  return sql`(select coalesce(json_agg(${fields} order by ${order}), '[]'::json) ${from})`;
}

/**
 * The book page in one round trip (issue 16): the book row with its two authors, shelf and language, and each
 * list around it as a JSON aggregate of a correlated subquery — media, downloads, the active notification, the
 * foreign-delivery tooltip, the replacement named by `alternative`, the reviews and up to six more books of the
 * first author. Every subquery reads an index by book id, sku or author; the same SQL runs on PGlite and
 * PostgreSQL. Built once per service as a prepared query with the sku as its one parameter: building this SQL
 * anew took about 1.7 ms of CPU per first view (Drizzle's query builder, profile of 2026-11-28), more than the
 * database needed to answer it; on PostgreSQL each connection also parses and plans it once.
 */
function preparePageQuery(db: Db) {
  // The first author as the page shows it (the second when the first is missing), for "more by this author".
  const firstAuthorId = sql`coalesce(${authors.id}, ${secondAuthor.id})`;
  return db
    .select({
      book: books,
      ...bookAuthorColumns,
      category: { name: categories.name, displayValue: categories.displayValue },
      subcategory: { name: subcategories.name, displayValue: subcategories.displayValue },
      languageName: languages.displayValue,
      media: sql<PageAggregates['media']>`${jsonRows(
        sql`json_build_object('kind', ${bookMedia.kind}, 'title', ${bookMedia.title}, 'file', ${bookMedia.file})`,
        sql`from ${bookMedia} where ${bookMedia.bookId} = ${books.id}`,
        sql`${bookMedia.id}`,
      )}`,
      downloads: sql<PageAggregates['downloads']>`${jsonRows(
        sql`json_build_object('title', ${downloads.title}, 'filename', ${downloads.filename})`,
        sql`from ${downloads} where ${downloads.bookId} = ${books.id}`,
        sql`${downloads.id}`,
      )}`,
      notification: sql<
        PageAggregates['notification']
      >`(select json_build_object('reason', ${notifications.reason},
          'title', ${notifications.title}, 'description', ${notifications.description})
        from ${notifications} where ${notifications.sku} = ${books.sku} and ${notifications.active}
        order by ${notifications.id} desc limit 1)`,
      foreignDeliveryTooltip: sql<PageAggregates['foreignDeliveryTooltip']>`(select json_build_object(
          'title', ${tooltips.title}, 'text', ${tooltips.text}, 'showOnSb', ${tooltips.showOnSb})
        from ${tooltips} where ${tooltips.name} = ${FOREIGN_DELIVERY_TOOLTIP})`,
      alternativeBook: sql<
        PageAggregates['alternativeBook']
      >`(select json_build_object('sku', ${otherBook.sku},
          'title', ${otherBook.title})
        from ${books} ${OTHER_BOOK} where ${otherBook.sku} = nullif(btrim(${books.alternative}), '') limit 1)`,
      // The date as the page shows it, the UTC calendar day, whatever the session's time zone.
      reviews: sql<ReviewRow[]>`${jsonRows(
        sql`json_build_object('id', ${reviews.id}, 'title', ${reviews.title}, 'review', ${reviews.review},
          'source', ${reviews.source}, 'date', to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD'),
          'firstname', ${reviewers.firstname}, 'lastname', ${reviewers.lastname},
          'description', ${reviewers.description}, 'website', ${reviewers.website},
          'showFirstname', ${reviewers.showFirstname}, 'showLastname', ${reviewers.showLastname},
          'showProfession', ${reviewers.showProfession}, 'showWebsite', ${reviewers.showWebsite},
          'profile', ${reviewers.profile}, 'showProfile', ${reviewers.showProfile})`,
        sql`from ${reviews} left join ${reviewers} on ${reviewers.id} = ${reviews.reviewerId}
          where ${reviews.bookId} = ${books.id}`,
        sql`${reviews.createdAt} desc, ${reviews.id} desc`,
      )}`,
      // Spec 1 §2.4: up to six other books of the first author, newest first, from the same range (self-help or
      // all); chosen on books alone, then the card's author joined (the list pages' pattern).
      moreByAuthor: sql<BookSummaryRow[]>`(select coalesce(json_agg(json_build_object('sku', more.sku,
          'title', more.title, 'priceInclCents', more.price_incl_cents, 'stock', more.stock,
          'stockCode', more.stock_code, 'supplyDate', more.supply_date, 'isEbook', more.is_ebook,
          'alternative', more.alternative, 'sbEdition', more.sb_edition,
          'author', coalesce(trim(concat_ws(' ', ${otherAuthor.firstname}, nullif(${otherAuthor.prefix}, ''),
            ${otherAuthor.lastname})), ''))
          order by more.release_date desc nulls last, more.id desc), '[]'::json)
        from (select ${otherBook.id} as id, ${otherBook.sku} as sku, ${otherBook.title} as title,
                ${otherBook.priceInclCents} as price_incl_cents, ${otherBook.stock} as stock,
                ${otherBook.stockCode} as stock_code, ${otherBook.supplyDate} as supply_date,
                ${otherBook.isEbook} as is_ebook, ${otherBook.alternative} as alternative,
                ${otherBook.sbEdition} as sb_edition, ${otherBook.releaseDate} as release_date,
                ${otherBook.authorId} as author_id
                from ${books} ${OTHER_BOOK}
               where (${otherBook.authorId} = ${firstAuthorId} or ${otherBook.author2Id} = ${firstAuthorId})
                 and ${otherBook.id} <> ${books.id} and (not ${books.inSb} or ${otherBook.inSb})
                 and ${notWithdrawnSql(otherBook.withdrawnAt)}
               order by ${otherBook.releaseDate} desc nulls last, ${otherBook.id} desc
               limit ${MORE_BY_AUTHOR}) as more
        left join ${authors} ${OTHER_AUTHOR} on ${otherAuthor.id} = more.author_id)`,
    })
    .from(books)
    .leftJoin(authors, eq(authors.id, books.authorId))
    .leftJoin(secondAuthor, eq(secondAuthor.id, books.author2Id))
    .leftJoin(categories, eq(categories.id, books.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, books.subcategoryId))
    .leftJoin(languages, eq(languages.abbr, books.lang))
    .where(eq(books.sku, sql.placeholder('sku')))
    .limit(1)
    .prepare('lw_book_page');
}

type PageQuery = ReturnType<typeof preparePageQuery>;

async function loadPage(query: PageQuery, sku: string): Promise<LoadedPage | null> {
  const [row] = await query.execute({ sku });
  if (!row) return null;
  const b = row.book;
  const book: BookPageBook = {
    id: b.id,
    sku: b.sku,
    title: b.title,
    subtitle: b.subtitle,
    shortDescription: b.shortDescription,
    description: b.description,
    authors: [row.author1, row.author2].flatMap((a) =>
      a ? [{ id: a.id, name: authorFullName(a.firstname, a.prefix, a.lastname) }] : [],
    ),
    priceInclCents: centsOrNull(b.priceInclCents),
    stock: b.stock,
    stockCode: b.stockCode,
    delivery: b.delivery,
    supplyDate: b.supplyDate,
    releaseDate: b.releaseDate,
    lang: b.lang,
    languageName: row.languageName,
    version: b.version,
    pages: b.pages,
    collectionName: b.collectionName,
    collectionPart: b.collectionPart,
    media: b.media,
    alternative: b.alternative,
    nur: b.nur,
    sbEdition: b.sbEdition,
    widthMm: b.widthMm,
    lengthMm: b.lengthMm,
    thicknessMm: b.thicknessMm,
    weightG: b.weightG,
    category: row.category,
    subcategory: row.subcategory,
    keywords: b.keywords,
    inSb: b.inSb,
    isEbook: b.isEbook,
  };
  return {
    book,
    media: row.media,
    downloads: row.downloads,
    notification: row.notification,
    foreignDeliveryTooltip: row.foreignDeliveryTooltip,
    alternativeBook: row.alternativeBook,
    reviews: row.reviews.map(reviewFor),
    moreByAuthor: row.moreByAuthor,
  };
}

/** A review as the page shows it: hidden name parts and fields never leave the server. */
function reviewFor(r: ReviewRow): BookPageReview {
  const name = [r.showFirstname ? r.firstname : '', r.showLastname ? r.lastname : '']
    .filter((part) => part?.trim())
    .join(' ');
  return {
    id: r.id,
    title: r.title,
    review: r.review,
    source: r.source,
    date: r.date,
    reviewerName: name === '' ? null : name,
    profession: r.showProfession ? (r.description ?? null) : null,
    website: r.showWebsite ? (r.website ?? null) : null,
    profile: r.showProfile ? (r.profile ?? null) : null,
  };
}
