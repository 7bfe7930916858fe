// Spec 1 §2.1 /search-advanced: the books that meet every criterion of the advanced form, as a book-list page.
// Each criterion is a condition one of the books indexes can answer at 1,000,000 books: the search document
// (GIN) for a term, trigram GIN on the stored unaccented title and authors for title and author words, the sku's
// unique index for an ISBN, the (category | lang, stock <> 1, id desc) indexes for category and language, which
// also give the default "in stock first, newest first" order without a sort. A page is the count (cached), the
// page's ids and their cards; the counts of the other scopes only when the chosen one has nothing.
import { type SQL, sql } from 'drizzle-orm';
import type { AdvancedCriteria } from '../../domain/advanced-search.ts';
import { IN_STOCK, ORDER_STOCK_CODES, PLACEHOLDER_PRICE_CENTS, SOLD_OUT } from '../../domain/availability.ts';
import { addDays } from '../../domain/dates.ts';
import { clampPage, type PageView } from '../../domain/paging.ts';
import { HIDDEN_PRICE_CENTS } from '../../domain/price-display.ts';
import { advancedSearchParams } from '../../domain/advanced-search.ts';
import { queryRows, type Db } from '../db/client.ts';
import {
  type BookListPage,
  categoryIdsByName,
  inStockFirst,
  listOrder,
  type ListSettings,
  loadListBooks,
} from '../catalog/index.ts';
import { BOOKS, bookIndex } from './book-index.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { buildMatcher } from './matcher.ts';
import { exactScopeCounts, scopeCondition } from './scope.ts';
import type { ScopeCounts } from './service.ts';

const COUNT_CACHE_ENTRIES = 5_000;

export interface AdvancedSearchInput {
  criteria: AdvancedCriteria;
  view: PageView;
  now?: Date;
}

export interface AdvancedSearchResult {
  total: number;
  /** The counts of every scope, only when the chosen scope found nothing (for the wider-scope offer). */
  counts: ScopeCounts | null;
  page: BookListPage;
}

/** What the conditions need besides the criteria: the day for availability (spec 1 §5 "for ordering", with
 * maxDaysExpected) and the id of the chosen category (0 when it no longer exists). */
export interface ConditionContext {
  today: string;
  maxDaysExpected: number;
  categoryId: number | null;
}

export function createAdvancedSearch(db: Db, listSettings: (now?: Date) => Promise<ListSettings>) {
  const counts = createTtlCache<string, number>(undefined, COUNT_CACHE_ENTRIES);
  // Category names to ids, all at once: the books are then filtered on a constant id, which the planner
  // estimates from the column's statistics (the category list pages do the same).
  const categoryIds = createTtlCache<'all', Map<string, number>>();
  const categoryId = async (name: string | null) =>
    name === null ? null : ((await categoryIds.get('all', () => categoryIdsByName(db))).get(name) ?? 0);

  return async function advancedSearch({
    criteria,
    view,
    now,
  }: AdvancedSearchInput): Promise<AdvancedSearchResult> {
    const [settings, category] = await Promise.all([listSettings(now), categoryId(criteria.category)]);
    const match = criteriaCondition(criteria, { ...settings, categoryId: category });
    const where = sql`${scopeCondition(criteria.scope)} and ${match}`;
    // The criteria in their canonical form plus the day (orderable depends on it) identify the count.
    const key = `${settings.today}|${new URLSearchParams(advancedSearchParams(criteria))}`;
    const total = await counts.get(key, async () => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${BOOKS} where ${where}`,
      );
      return row?.n ?? 0;
    });
    const clamped = clampPage(view, total);
    const page: BookListPage = { listType: 'search', total, view: clamped, books: [] };
    if (total === 0) return { total, counts: await exactScopeCounts(db, match), page };

    const ids = await queryRows<{ id: number }>(
      db,
      sql`select ${bookIndex.id} as id from ${BOOKS} where ${where}
          order by ${sql.join(advancedOrder(criteria, clamped), sql`, `)}
          limit ${clamped.perPage} offset ${(clamped.page - 1) * clamped.perPage}`,
    );
    page.books = await loadListBooks(
      db,
      ids.map((r) => r.id),
      settings,
    );
    return { total, counts: null, page };
  };
}

/** Every criterion as one condition on `books` (the scope apart). */
export function criteriaCondition(c: AdvancedCriteria, context: ConditionContext): SQL {
  const parts: SQL[] = [];
  if (c.q !== null) parts.push(buildMatcher(c.q, false).match);
  // Each word somewhere in the unaccented lowercase title or author names: '%word%' on their trigram indexes.
  for (const word of c.title?.words ?? []) parts.push(sql`${bookIndex.searchTitle} like ${containing(word)}`);
  for (const word of c.author?.words ?? [])
    parts.push(sql`${bookIndex.searchAuthors} like ${containing(word)}`);
  if (c.isbn) parts.push(sql`${bookIndex.sku} = ${c.isbn}`);
  if (c.category) parts.push(sql`${bookIndex.categoryId} = ${context.categoryId ?? 0}`);
  if (c.lang) parts.push(sql`${bookIndex.lang} = ${c.lang}`);
  if (c.priceFromCents !== null || c.priceToCents !== null) {
    // A price bound only finds books whose price is shown (spec 1 §5): a hidden price cannot be compared.
    parts.push(priceShown(!hasText(c)));
    if (c.priceFromCents !== null) parts.push(sql`${bookIndex.priceInclCents} >= ${c.priceFromCents}`);
    if (c.priceToCents !== null) parts.push(sql`${bookIndex.priceInclCents} <= ${c.priceToCents}`);
  }
  if (c.availability === 'orderable') parts.push(orderable(context));
  if (c.availability === 'in_stock')
    parts.push(sql`${bookIndex.stock} = ${IN_STOCK} and ${bookIndex.priceInclCents} > 0`);
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
}

/** Whether a text criterion (keyword, title, author, ISBN) is there: then its index leads. */
function hasText(c: AdvancedCriteria): boolean {
  return c.q !== null || c.title !== null || c.author !== null || c.isbn !== null;
}

/** '%word%' for LIKE: the word unaccented in the database the same way as the stored column. */
function containing(word: string): SQL {
  return sql`'%' || lw_unaccent(${word}) || '%'`;
}

/**
 * Spec 1 §5 price display (domain/price-display.ts isPriceShown) in SQL, written exactly as the predicate of the
 * partial `books_*shown_price_idx` indexes (migration 0004), so the planner can use them: constants inline.
 */
export const PRICE_SHOWN_SQL = `price_incl_cents not in (${HIDDEN_PRICE_CENTS.join(', ')}) and stock <> ${SOLD_OUT} and coalesce(trim(alternative), '') = ''`;

/**
 * The price-shown condition. With a keyword, title, author or ISBN the text indexes are the selective ones, and
 * the same rule is spelt so that it does not match the partial price indexes: on 1,000,000 books PostgreSQL
 * otherwise combined 'Nederlands, tot € 25' (most of the catalogue) with an author's trigram match and took
 * 1.7 s instead of 0.1 s.
 */
function priceShown(useIndexes: boolean): SQL {
  if (useIndexes) return sql.raw(PRICE_SHOWN_SQL);
  return sql.raw(
    PRICE_SHOWN_SQL.replace("coalesce(trim(alternative), '')", "trim(coalesce(alternative, ''))"),
  );
}

/**
 * Spec 1 §5 "for ordering" (domain/availability.ts canOrder, and canOrderEbook for e-books) in SQL: a shown price,
 * not sold out, and in stock — or, for a printed book, an order stock code with no supply date or one from today
 * up to maxDaysExpected days ahead.
 */
function orderable({ today, maxDaysExpected }: Pick<ConditionContext, 'today' | 'maxDaysExpected'>): SQL {
  const codes = sql.raw(ORDER_STOCK_CODES.join(', '));
  return sql`(${bookIndex.priceInclCents} > 0 and ${bookIndex.priceInclCents} <> ${PLACEHOLDER_PRICE_CENTS} and ${bookIndex.stock} <> ${SOLD_OUT} and (${bookIndex.stock} = ${IN_STOCK}
    or (not ${bookIndex.isEbook} and ${bookIndex.stockCode} in (${codes})
        and (${bookIndex.supplyDate} is null
             or ${bookIndex.supplyDate} between ${today}::date and ${addDays(today, maxDaysExpected)}::date))))`;
}

/**
 * Sort 'id' is relevance when text was given (spec 1 §2.4: search lists): exact ISBN and title first, then in
 * stock first (stock priority), then how well the term, title and author match, then newest. Without text it is
 * the lists' own order (in stock first, newest first), which the category and language indexes hold.
 */
export function advancedOrder(c: AdvancedCriteria, view: PageView): SQL[] {
  if (view.sort !== 'id' || (c.q === null && !c.title && !c.author)) return listOrder('search', view);
  const matcher = c.q === null ? null : buildMatcher(c.q, false);
  const title = c.title ? sql`lw_unaccent(lower(${c.title.text}))` : null;
  const author = c.author ? sql`lw_unaccent(lower(${c.author.text}))` : null;
  const exact = [
    ...(matcher?.exact ?? []),
    ...(title ? [sql`(${bookIndex.searchTitle} = ${title}) desc`] : []),
  ];
  const ranks = [
    ...(matcher ? [matcher.rank] : []),
    ...(title ? [sql`similarity(${title}, ${bookIndex.searchTitle})`] : []),
    ...(author ? [sql`0.6 * similarity(${author}, ${bookIndex.searchAuthors})`] : []),
  ];
  return [
    ...exact,
    ...(view.stockPriority ? [inStockFirst(bookIndex.stock)] : []),
    sql`(${sql.join(ranks, sql` + `)}) desc`,
    sql`${bookIndex.id} desc`,
  ];
}
