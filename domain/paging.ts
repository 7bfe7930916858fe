// Spec 1 §2.4, §4 "Paging" and §9 (spec 3 §9 page-view defaults): the list page view as pure transitions, and
// its URL form so a list's state lives in the address (shareable, back button, works without JavaScript).

export const PER_PAGE_OPTIONS = [10, 25, 50, 100, 250] as const;
export type PerPage = (typeof PER_PAGE_OPTIONS)[number];
/** Spec 1 §9: per-page default 25. (§9's "initial inview is 100" is a start-up value the lists never show.) */
export const DEFAULT_PER_PAGE: PerPage = 25;
/** Spec 1 §4: the own-books page shows 250 per page. */
export const OWN_BOOKS_PER_PAGE: PerPage = 250;
/** Spec 1 §9: page-number window 6; jump step 6. */
export const WINDOW_SIZE = 6;
export const JUMP_STEP = 6;

export const SORT_KEYS = ['id', 'title', 'price_incl', 'author_lastname', 'release_date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const LIST_VIEWS = ['summaries', 'covers', 'list'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** Spec 1 §2.4 list types, plus 'ebooks' for the e-books page (spec 1 §2.8). */
export type ListType =
  | 'category'
  | 'subcategory'
  | 'author'
  | 'author_sb'
  | 'language'
  | 'new'
  | 'new_this_month'
  | 'new_this_week'
  | 'search'
  | 'alternative'
  | 'products'
  | 'sb'
  | 'newsletter'
  | 'genre'
  | 'all'
  | 'ebooks';

/** Spec 1 §3 "Page view". rangeFrom–rangeTo is the window of page numbers (always 6 wide; shown clipped). */
export interface PageView {
  page: number;
  perPage: PerPage;
  sort: SortKey;
  order: SortOrder;
  view: ListView;
  stockPriority: boolean;
  rangeFrom: number;
  rangeTo: number;
}

/** Spec 1 §4 and spec 3 §9: page 1, sort by ID, order DESC, 25 per page, range 1–6, stock priority on. */
export const DEFAULT_PAGE_VIEW: Readonly<PageView> = {
  page: 1,
  perPage: DEFAULT_PER_PAGE,
  sort: 'id',
  order: 'desc',
  view: 'summaries',
  stockPriority: true,
  rangeFrom: 1,
  rangeTo: WINDOW_SIZE,
};

/** Pages run from 1 to N; no books, no pages. */
export function pageCount(total: number, perPage: number): number {
  return total > 0 ? Math.ceil(total / perPage) : 0;
}

/** The page numbers to show: the window around the current page, clipped to the last page. */
export function pageWindow(view: PageView, total: number): number[] {
  const count = pageCount(total, view.perPage);
  if (count === 0) return [];
  const page = Math.min(view.page, count);
  const from = windowStart(page, view.rangeFrom, count);
  const to = Math.min(from + WINDOW_SIZE - 1, count);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Spec 1 §4: back (previous and jump back) is inactive on page 1. */
export function canGoBack(view: PageView): boolean {
  return view.page > 1;
}

/** Spec 1 §4: forward (next and jump forward) is inactive on the last page. */
export function canGoForward(view: PageView, total: number): boolean {
  return view.page < lastPage(total, view.perPage);
}

/** A page number from the window (or anywhere), kept within 1 … last; page 1 resets the window to 1–6. */
export function goToPage(view: PageView, page: number, total: number): PageView {
  const wanted = Number.isFinite(page) ? Math.trunc(page) : 1;
  const target = Math.min(Math.max(1, wanted), lastPage(total, view.perPage));
  return withPage(view, target, view.rangeFrom, total);
}

/** Spec 1 §4: next moves by one; past the window's right edge the window shifts by one. */
export function next(view: PageView, total: number): PageView {
  if (!canGoForward(view, total)) return view;
  return withPage(view, view.page + 1, view.rangeFrom, total);
}

/** Spec 1 §4: previous moves by one; past the window's left edge the window shifts by one. */
export function previous(view: PageView, total: number): PageView {
  if (!canGoBack(view)) return view;
  return withPage(view, view.page - 1, view.rangeFrom, total);
}

/** Spec 1 §4: fast-forward moves up to 6 pages (fewer near the end); the window moves along with it. */
export function jumpForward(view: PageView, total: number): PageView {
  const step = Math.min(JUMP_STEP, lastPage(total, view.perPage) - view.page);
  if (step <= 0) return view;
  return withPage(view, view.page + step, view.rangeFrom + step, total);
}

/** Spec 1 §4: fast-back moves up to 6 pages (fewer near page 1); the window moves along with it. */
export function jumpBack(view: PageView, total: number): PageView {
  const step = Math.min(JUMP_STEP, view.page - 1);
  if (step <= 0) return view;
  return withPage(view, view.page - step, view.rangeFrom - step, total);
}

/** Spec 1 §4: a new per-page value keeps the page, unless that page would no longer exist: then page 1. */
export function changePerPage(view: PageView, perPage: PerPage, total: number): PageView {
  const resized = { ...view, perPage };
  if (view.page > pageCount(total, perPage)) return firstPage(resized);
  return withPage(resized, view.page, view.rangeFrom, total);
}

/**
 * Spec 1 §4: clicking the active sort item toggles asc/desc; another item sorts ascending (our choice: the
 * spec does not say). Either way back to page 1.
 */
export function changeSort(view: PageView, sort: SortKey): PageView {
  if (sort === view.sort) return firstPage({ ...view, order: view.order === 'asc' ? 'desc' : 'asc' });
  return firstPage({ ...view, sort, order: 'asc' });
}

/** Spec 1 §2.4 'Verwijder sortering': back to ID descending, page 1. */
export function resetSort(view: PageView): PageView {
  return firstPage({ ...view, sort: 'id', order: 'desc' });
}

/** Stock priority reorders the list, so like a sort change it goes back to page 1. */
export function setStockPriority(view: PageView, stockPriority: boolean): PageView {
  return firstPage({ ...view, stockPriority });
}

/**
 * Spec 1 §4: on navigation to another list (category, subcategory …) page 1, ID DESC and stock priority on.
 * The reader's per-page and view choices are kept.
 */
export function resetForNavigation(view: PageView): PageView {
  return firstPage({ ...view, sort: 'id', order: 'desc', stockPriority: true });
}

/** Once the total is known: a page beyond the last (an old link) becomes the last page. */
export function clampPage(view: PageView, total: number): PageView {
  const last = lastPage(total, view.perPage);
  return view.page > last ? withPage(view, last, view.rangeFrom, total) : view;
}

/** Spec 1 §2.4: the stock-priority checkbox shows on category, subcategory, language and search lists by ID. */
export function showsStockPriority(listType: ListType, sort: SortKey): boolean {
  return sort === 'id' && STOCK_PRIORITY_LISTS.includes(listType);
}

const STOCK_PRIORITY_LISTS: readonly ListType[] = ['category', 'subcategory', 'language', 'search'];

/** Spec 1 §2.4 sort bar (author_lastname hidden on author pages); §2.8 e-books sort by title or author. */
export function sortOptions(listType: ListType): SortKey[] {
  if (listType === 'ebooks') return ['title', 'author_lastname'];
  if (listType === 'author' || listType === 'author_sb') return ['title', 'price_incl', 'release_date'];
  return ['title', 'price_incl', 'author_lastname', 'release_date'];
}

/** Spec 1 §2.8: the e-books page opens in summaries when fewer than 5 e-books exist, otherwise covers. */
export function defaultEbooksView(ebookCount: number): ListView {
  return ebookCount < 5 ? 'summaries' : 'covers';
}

// ── URL form ────────────────────────────────────────────────────────────────────────────────────────────

/** Query parameter names; only values that differ from the defaults are written. */
export const PAGE_VIEW_PARAMS = {
  page: 'page',
  perPage: 'per',
  sort: 'sort',
  order: 'order',
  view: 'view',
  stockPriority: 'stock',
  rangeFrom: 'from',
} as const;

/**
 * The page view from a query string. Unknown or malformed values fall back to the defaults (a page's own
 * defaults, e.g. 250 per page on the own-books page, override DEFAULT_PAGE_VIEW); the page is at least 1 and
 * the window always contains it. Clamp to the last page with clampPage once the total is known.
 */
export function parsePageView(params: URLSearchParams, defaults: Partial<PageView> = {}): PageView {
  const base = { ...DEFAULT_PAGE_VIEW, ...defaults };
  const p = PAGE_VIEW_PARAMS;
  const page = positiveInt(params.get(p.page)) ?? 1;
  const perPage = oneOf(PER_PAGE_OPTIONS, Number(params.get(p.perPage) ?? NaN)) ?? base.perPage;
  const stock = params.get(p.stockPriority);
  const from = windowStart(page, positiveInt(params.get(p.rangeFrom)) ?? 1, Infinity);
  return {
    page,
    perPage,
    sort: oneOf(SORT_KEYS, params.get(p.sort)) ?? base.sort,
    order: oneOf(SORT_ORDERS, params.get(p.order)) ?? base.order,
    view: oneOf(LIST_VIEWS, params.get(p.view)) ?? base.view,
    stockPriority: stock === '0' ? false : stock === '1' ? true : base.stockPriority,
    rangeFrom: from,
    rangeTo: from + WINDOW_SIZE - 1,
  };
}

/** The query string for a page view, without the values parsePageView would fill in by itself. */
export function pageViewToSearch(view: PageView, defaults: Partial<PageView> = {}): URLSearchParams {
  const base = { ...DEFAULT_PAGE_VIEW, ...defaults };
  const p = PAGE_VIEW_PARAMS;
  const search = new URLSearchParams();
  if (view.page !== 1) search.set(p.page, String(view.page));
  if (view.perPage !== base.perPage) search.set(p.perPage, String(view.perPage));
  if (view.sort !== base.sort) search.set(p.sort, view.sort);
  if (view.order !== base.order) search.set(p.order, view.order);
  if (view.view !== base.view) search.set(p.view, view.view);
  if (view.stockPriority !== base.stockPriority) search.set(p.stockPriority, view.stockPriority ? '1' : '0');
  // Without 'from' the window is derived with the page at its right edge, as after paging forward by one.
  if (view.rangeFrom !== windowStart(view.page, 1, Infinity)) search.set(p.rangeFrom, String(view.rangeFrom));
  return search;
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────────────

function lastPage(total: number, perPage: number): number {
  return Math.max(1, pageCount(total, perPage));
}

/** Spec 1 §4: setting page 1 resets the visible range to 1–6. */
function firstPage(view: PageView): PageView {
  return { ...view, page: 1, rangeFrom: 1, rangeTo: WINDOW_SIZE };
}

function withPage(view: PageView, page: number, rangeFrom: number, total: number): PageView {
  if (page === 1) return firstPage(view);
  const from = windowStart(page, rangeFrom, pageCount(total, view.perPage));
  return { ...view, page, rangeFrom: from, rangeTo: from + WINDOW_SIZE - 1 };
}

/** The window's first number: as asked, moved just enough to contain the page, and not past the last page. */
function windowStart(page: number, rangeFrom: number, count: number): number {
  let from = Math.min(rangeFrom, page);
  if (page > from + WINDOW_SIZE - 1) from = page - WINDOW_SIZE + 1;
  return Math.max(1, Math.min(from, count - WINDOW_SIZE + 1));
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= 1 ? n : null;
}

function oneOf<T extends string | number>(options: readonly T[], value: unknown): T | null {
  return (options as readonly unknown[]).includes(value) ? (value as T) : null;
}
