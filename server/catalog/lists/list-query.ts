// One page of any book list (spec 1 §2.4): count, order and cut on `books` alone (indexed), then load the
// chosen rows with their authors and PDF previews. A list page is therefore a fixed number of queries,
// whatever its size: the count (cached), the page's ids, their details and their previews.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { availability } from '../../../domain/availability.ts';
import { bookPath } from '../../../domain/book-identifier.ts';
import { bookLabels } from '../../../domain/labels.ts';
import { isFreeCoverStyle } from '../../../domain/media-type.ts';
import { centsOrNull } from '../../../domain/money.ts';
import { clampPage, type ListType, type PageView, showsStockPriority } from '../../../domain/paging.ts';
import { displayPriceCents } from '../../../domain/price-display.ts';
import { stockText } from '../../../domain/stock-texts.ts';
import { authorFullName } from '../../../domain/author-name.ts';
import type { Db } from '../../db/client.ts';
import { authors, bookMedia, books } from '../schema.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import { inStockFirst } from '../stock-sql.ts';
import { notWithdrawnSql } from '../listed-sql.ts';
import type { BookListPage, ListBook } from './types.ts';
import { bookAuthorColumns, secondAuthor } from '../author-columns.ts';

export const SUMMARY_LENGTH = 240;

export interface ListSettings {
  skuSoonAvailable: string | null;
  seoTitles: string | null;
  maxDaysExpected: number;
  /** Today in Europe/Amsterdam, 'YYYY-MM-DD'. */
  today: string;
}

export interface ListQuery {
  listType: ListType;
  /** The list's subject as a condition on `books` (category, author, language …). */
  where: SQL;
  /** Identifies the subject for the count cache ('category:12'). */
  countKey: string;
  view: PageView;
}

/** The page of books for a list; a page past the end (an old link) shows the last page. */
export async function loadListPage(
  db: Db,
  counts: TtlCache<string, number>,
  query: ListQuery,
  settings: ListSettings,
): Promise<BookListPage> {
  // A book the feed deleted is in no list (decision #690); the condition rides on every list's own.
  const where = and(query.where, notWithdrawnSql(books.withdrawnAt));
  const total = await counts.get(query.countKey, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(books)
      .where(where);
    return row?.n ?? 0;
  });
  const view = clampPage(query.view, total);
  if (total === 0) return { listType: query.listType, total, view, books: [] };

  const ids = (
    await db
      .select({ id: books.id })
      .from(books)
      .where(where)
      .orderBy(...listOrder(query.listType, view))
      .limit(view.perPage)
      .offset((view.page - 1) * view.perPage)
  ).map((r) => r.id);
  return { listType: query.listType, total, view, books: await loadListBooks(db, ids, settings) };
}

/** What a list card reads of a book and its two authors. */
const cardColumns = {
  id: books.id,
  sku: books.sku,
  title: books.title,
  subtitle: books.subtitle,
  summary: sql<string | null>`left(${books.shortDescription}, ${SUMMARY_LENGTH + 40})`,
  priceInclCents: books.priceInclCents,
  stock: books.stock,
  stockCode: books.stockCode,
  delivery: books.delivery,
  supplyDate: books.supplyDate,
  releaseDate: books.releaseDate,
  alternative: books.alternative,
  sbEdition: books.sbEdition,
  version: books.version,
  lang: books.lang,
  isEbook: books.isEbook,
  ...bookAuthorColumns,
};

/** The list cards of these books, in the order of `ids` (two queries: details with authors, and previews). */
export async function loadListBooks(db: Db, ids: number[], settings: ListSettings): Promise<ListBook[]> {
  if (ids.length === 0) return [];
  const [rows, previews] = await Promise.all([
    db
      .select(cardColumns)
      .from(books)
      .leftJoin(authors, eq(authors.id, books.authorId))
      .leftJoin(secondAuthor, eq(secondAuthor.id, books.author2Id))
      .where(inArray(books.id, ids)),
    db
      .select({ bookId: bookMedia.bookId, file: bookMedia.file })
      .from(bookMedia)
      .where(and(inArray(bookMedia.bookId, ids), eq(bookMedia.kind, 'pdf'))),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pdfs = new Map(previews.map((p) => [p.bookId, `/media/${p.file}`]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListBook(row, pdfs.get(id) ?? null, settings)] : [];
  });
}

/**
 * The list cards of the books an `int[]` expression names (`array(select id … order by … limit n)`), in its
 * order, in one statement with their authors and previews: a search page chooses its books and reads their
 * cards in one round trip (issue 16, decision #471).
 */
export async function loadListBooksOf(db: Db, idArray: SQL, settings: ListSettings): Promise<ListBook[]> {
  const rows = await cardsOf(db, idArray);
  return rows.map((row) => toListBook(row, row.preview ? `/media/${row.preview}` : null, settings));
}

function cardsOf(db: Db, idArray: SQL) {
  return db
    .select({
      ...cardColumns,
      preview: sql<string | null>`(select ${bookMedia.file} from ${bookMedia}
        where ${bookMedia.bookId} = ${books.id} and ${bookMedia.kind} = 'pdf' order by ${bookMedia.id} desc limit 1)`,
    })
    .from(sql`unnest(${idArray}) with ordinality as page(id, n)`)
    .innerJoin(books, eq(books.id, sql`page.id`))
    .leftJoin(authors, eq(authors.id, books.authorId))
    .leftJoin(secondAuthor, eq(secondAuthor.id, books.author2Id))
    .orderBy(sql`page.n`);
}

const preparedCards = new WeakMap<Db, ReturnType<typeof prepareCards>>();

function prepareCards(db: Db) {
  return cardsOf(db, sql`${sql.placeholder('ids')}::int[]`).prepare('lw_list_cards');
}

/**
 * The list cards of these books in this order, in one statement prepared once per connection (the overlay's
 * page, issue 16: parsing and planning the card statement cost as much as running it).
 */
export async function loadListBooksByIds(db: Db, ids: number[], settings: ListSettings): Promise<ListBook[]> {
  if (ids.length === 0) return [];
  let query = preparedCards.get(db);
  if (!query) preparedCards.set(db, (query = prepareCards(db)));
  const rows = await query.execute({ ids });
  return rows.map((row) => toListBook(row, row.preview ? `/media/${row.preview}` : null, settings));
}

/**
 * Spec 1 §2.4 and §4: the chosen sort (ID descending by default) with a stable tie-break on id; with stock
 * priority (category, subcategory, language and search lists sorted by ID) books in stock come first.
 * `id desc nulls last` matches the list indexes exactly, so the default order needs no sort step.
 */
export function listOrder(listType: ListType, view: PageView): SQL[] {
  const asc = view.order === 'asc';
  const dir = sql.raw(asc ? 'asc' : 'desc');
  const byId = asc ? sql`${books.id} asc` : sql`${books.id} desc nulls last`;
  const keys: SQL[] = [];
  if (view.stockPriority && showsStockPriority(listType, view.sort)) keys.push(inStockFirst(books.stock));
  switch (view.sort) {
    case 'id':
      return [...keys, byId];
    case 'title':
      keys.push(sql`lower(${books.title}) ${dir}`);
      break;
    case 'price_incl':
      keys.push(sql`${books.priceInclCents} ${dir} nulls last`);
      break;
    case 'author_lastname':
      keys.push(sql`${books.authorSort} ${dir}`);
      break;
    case 'release_date':
      keys.push(sql`${books.releaseDate} ${dir} nulls last`);
      break;
  }
  return [...keys, byId];
}

type Name = {
  id: number | null;
  firstname: string | null;
  prefix: string | null;
  lastname: string | null;
} | null;

interface Row {
  sku: string;
  title: string;
  subtitle: string | null;
  summary: string | null;
  priceInclCents: number | null;
  stock: number;
  stockCode: number | null;
  delivery: string | null;
  supplyDate: string | null;
  releaseDate: string | null;
  alternative: string | null;
  sbEdition: string | null;
  version: string | null;
  lang: string;
  isEbook: boolean;
  author1: Name;
  author2: Name;
}

function toListBook(raw: Row, pdfPreviewUrl: string | null, settings: ListSettings): ListBook {
  const row = { ...raw, priceInclCents: centsOrNull(raw.priceInclCents) };
  // Issue 12 #4: the one orderability rule (spec 1 §2.8: an e-book only when its stock is 1).
  const { orderable, wishlistable, soldOut } = availability(row, settings);
  return {
    sku: row.sku,
    title: row.title,
    subtitle: row.subtitle?.trim() || null,
    authors: [row.author1, row.author2].flatMap((a) =>
      a?.id != null ? [{ id: a.id, name: fullName(a.firstname, a.prefix, a.lastname) }] : [],
    ),
    priceCents: displayPriceCents(row),
    labels: bookLabels(row, settings),
    soldOut,
    coverUrl: `/media/covers/${row.sku}`,
    freeCover: isFreeCoverStyle(row.version),
    href: bookPath(row.sku, row.title, settings.seoTitles),
    summary: cutAtWord(row.summary, SUMMARY_LENGTH),
    releaseDate: row.releaseDate,
    version: row.version,
    stockText: stockText(row, { orderable }),
    orderable,
    wishlistable,
    pdfPreviewUrl,
    english: row.lang === 'EN',
    isEbook: row.isEbook,
  };
}

/** The shop's one author-name rule (domain/author-name.ts), under the name the lists use. */
export const fullName = authorFullName;

/** A description shortened at a word boundary with an ellipsis; '0' and blanks mean none (spec 1 §2.6). */
export function cutAtWord(text: string | null, max: number): string | null {
  const clean = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (clean === '' || clean === '0') return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
