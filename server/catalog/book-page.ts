// Spec 1 §2.6 book page: everything the page shows, in a fixed number of queries (one for the book with its
// authors, shelf and language, then six small ones by book id or sku in parallel), and the shop a book
// address belongs to.
import { and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
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
import {
  type BookSummaryRow,
  bookSummaryColumns,
  cardSettings,
  toShellBook,
  withFirstAuthor,
} from './book-summary.ts';
import { type SettingsService, settingNumber } from '../settings/service.ts';
import { bookAuthorColumns, secondAuthor } from './author-columns.ts';

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
      const book = await loadBook(db, eq(books.sku, id.sku));
      if (!book) return { kind: 'unknown' };
      const [settingsMap, media, files, notification, tooltip, alternativeBook, bookReviews, others] =
        await Promise.all([
          settingsService.all(),
          db
            .select({ kind: bookMedia.kind, title: bookMedia.title, file: bookMedia.file })
            .from(bookMedia)
            .where(eq(bookMedia.bookId, book.id))
            .orderBy(asc(bookMedia.id)),
          db
            .select({ title: downloads.title, filename: downloads.filename })
            .from(downloads)
            .where(eq(downloads.bookId, book.id))
            .orderBy(asc(downloads.id)),
          db
            .select({
              reason: notifications.reason,
              title: notifications.title,
              description: notifications.description,
            })
            .from(notifications)
            .where(and(eq(notifications.sku, book.sku), eq(notifications.active, true)))
            .orderBy(desc(notifications.id))
            .limit(1),
          db
            .select({ title: tooltips.title, text: tooltips.text, showOnSb: tooltips.showOnSb })
            .from(tooltips)
            .where(eq(tooltips.name, FOREIGN_DELIVERY_TOOLTIP)),
          book.alternative?.trim()
            ? db
                .select({ sku: books.sku, title: books.title })
                .from(books)
                .where(eq(books.sku, book.alternative.trim()))
            : Promise.resolve([]),
          loadReviews(db, book.id),
          loadMoreByAuthor(db, book),
        ]);
      return {
        kind: 'found',
        page: {
          book,
          media,
          downloads: files,
          notification: notification[0] ?? null,
          foreignDeliveryTooltip: tooltip[0] ?? null,
          alternativeBook: alternativeBook[0] ?? null,
          reviews: bookReviews,
          moreByAuthor: others.map((row) => toShellBook(row, cardSettings(settingsMap))),
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
      const [row] = await db
        .select({ inSb: books.inSb, media: books.media })
        .from(books)
        .where(id.kind === 'id' ? eq(books.id, id.id) : eq(books.sku, id.sku));
      if (!row) return null;
      return row.inSb || forcesOwnShop(row.media) ? 'SHOP_SB' : 'SHOP_ALL';
    },
  };
  return {
    bookPage: (identifier) => pages.get(identifier, () => service.bookPage(identifier)),
    shopForSku: (identifier) => shops.get(identifier, () => service.shopForSku(identifier)),
    forgetCachedPages: () => pages.clear(),
  };
}

async function loadBook(db: Db, where: SQL): Promise<BookPageBook | null> {
  // One row: the book is chosen by its unique sku, so joining its two authors, shelf and language is cheap.
  const [row] = await db
    .select({
      book: books,
      ...bookAuthorColumns,
      category: { name: categories.name, displayValue: categories.displayValue },
      subcategory: { name: subcategories.name, displayValue: subcategories.displayValue },
      languageName: languages.displayValue,
    })
    .from(books)
    .leftJoin(authors, eq(authors.id, books.authorId))
    .leftJoin(secondAuthor, eq(secondAuthor.id, books.author2Id))
    .leftJoin(categories, eq(categories.id, books.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, books.subcategoryId))
    .leftJoin(languages, eq(languages.abbr, books.lang))
    .where(where)
    .limit(1);
  if (!row) return null;
  const b = row.book;
  return {
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
}

export const MORE_BY_AUTHOR = 6;

/** Spec 1 §2.4 'Er zijn momenteel geen andere boeken van {author} beschikbaar' is shown when this is empty. */
async function loadMoreByAuthor(db: Db, book: BookPageBook): Promise<BookSummaryRow[]> {
  const author = book.authors[0];
  if (!author) return [];
  const byAuthor = or(eq(books.authorId, author.id), eq(books.author2Id, author.id));
  return db
    .select(bookSummaryColumns)
    .from(books)
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .where(and(byAuthor, ne(books.id, book.id), book.inSb ? eq(books.inSb, true) : undefined))
    .orderBy(sql`${books.releaseDate} desc nulls last`, desc(books.id))
    .limit(MORE_BY_AUTHOR);
}

async function loadReviews(db: Db, bookId: number): Promise<BookPageReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      review: reviews.review,
      source: reviews.source,
      createdAt: reviews.createdAt,
      firstname: reviewers.firstname,
      lastname: reviewers.lastname,
      description: reviewers.description,
      website: reviewers.website,
      showFirstname: reviewers.showFirstname,
      showLastname: reviewers.showLastname,
      showProfession: reviewers.showProfession,
      showWebsite: reviewers.showWebsite,
      profile: reviewers.profile,
      showProfile: reviewers.showProfile,
    })
    .from(reviews)
    .leftJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
    .where(eq(reviews.bookId, bookId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((r) => {
    // Hidden name parts never leave the server.
    const name = [r.showFirstname ? r.firstname : '', r.showLastname ? r.lastname : '']
      .filter((part) => part?.trim())
      .join(' ');
    return {
      id: r.id,
      title: r.title,
      review: r.review,
      source: r.source,
      date: r.createdAt.toISOString().slice(0, 10),
      reviewerName: name === '' ? null : name,
      profession: r.showProfession ? (r.description ?? null) : null,
      website: r.showWebsite ? (r.website ?? null) : null,
      profile: r.showProfile ? (r.profile ?? null) : null,
    };
  });
}
