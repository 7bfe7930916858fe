// Spec 1 §5 and spec 3 §5 "Stock availability": whether the wishlist and cart buttons are enabled — the ONE
// orderability rule (issue 12 #4) for lists, the book page, the API and the cart. Stock 1 is in stock, 2 sold
// out, 0 "see the stock code" (ONIX code list 65). The stock values and codes are named here and nowhere else:
// SQL elsewhere builds its conditions from these constants (server/catalog/stock-sql.ts).
import { daysBetween } from './dates.ts';

/** Spec 1 §9 stock values. */
export const SEE_STOCK_CODE = 0;
export const IN_STOCK = 1;
export const SOLD_OUT = 2;

/** The ONIX code list 65 codes the rules and texts name (DESIGN "Stock and delivery texts"). */
export const STOCK_CODE = {
  NOT_YET_PUBLISHED: 10,
  AVAILABLE: 21,
  REPRINT: 32,
  /** 40–52: no longer available, in one form or another. */
  NO_LONGER_FIRST: 40,
  NO_LONGER_LAST: 52,
} as const;
/** Spec 1 §5: stock codes that allow the wishlist (available, on order, temporarily unavailable). */
export const WISHLIST_STOCK_CODES = [21, 22, 23, 30] as const;
/** Spec 1 §5: stock codes that allow ordering; 32 (reprint) only within maxDaysExpected. */
export const ORDER_STOCK_CODES = [21, 22, 23, 30, 32] as const;

export interface StockBook {
  stock: number;
  stockCode: number | null;
  priceInclCents: number | null;
  /** Expected supply date, 'YYYY-MM-DD', or null when none is set. */
  supplyDate: string | null;
}

export interface OrderContext {
  /** Today's Europe/Amsterdam calendar date, 'YYYY-MM-DD' (see amsterdamCalendarDate). */
  today: string;
  /** Setting maxDaysExpected (30 in the seed). */
  maxDaysExpected: number;
}

/**
 * Spec 1 §5 "a price exists": a stored price that is neither missing nor 0. The display placeholder 99.99
 * counts as a price here: hiding it is the display rule's job (DESIGN "Prices"), not availability's.
 */
export function hasPrice(book: Pick<StockBook, 'priceInclCents'>): boolean {
  return book.priceInclCents !== null && book.priceInclCents > 0;
}

/**
 * Decision 363: ordering needs a price the shopper is shown — the placeholder 99.99 (spec 1 §9, hidden on every
 * page) would otherwise be charged for a book whose price nobody saw.
 */
export const PLACEHOLDER_PRICE_CENTS = 9999;

export function hasOrderPrice(book: Pick<StockBook, 'priceInclCents'>): boolean {
  return hasPrice(book) && book.priceInclCents !== PLACEHOLDER_PRICE_CENTS;
}

/**
 * Spec 1 §5 wishlist: "stock non-zero, or stock code in 21, 22, 23, 30, and a price exists". Read literally,
 * so a sold-out book (stock 2 is non-zero) with a stored price can still be remembered on the wishlist.
 */
export function canWishlist(book: StockBook): boolean {
  const available = book.stock !== 0 || isOneOf(book.stockCode, WISHLIST_STOCK_CODES);
  return available && hasPrice(book);
}

/**
 * Spec 1 §5 ordering: in stock, or a stock code in 21, 22, 23, 30, 32; a set supply date must lie from today
 * up to maxDaysExpected days ahead (an overdue date is a stale promise: not orderable); and a price that is shown
 * (hasOrderPrice). Sold out
 * (stock 2) never. Stock 1 skips the supply-date check: the book is on the shelf.
 */
export function canOrder(book: StockBook, context: OrderContext): boolean {
  if (book.stock === SOLD_OUT || !hasOrderPrice(book)) return false;
  if (book.stock === IN_STOCK) return true;
  if (!isOneOf(book.stockCode, ORDER_STOCK_CODES)) return false;
  return book.supplyDate === null || isSupplyDateWithin(book.supplyDate, context);
}

/** Spec 1 §5: the supply date is today or at most maxDaysExpected days ahead. */
export function isSupplyDateWithin(supplyDate: string, { today, maxDaysExpected }: OrderContext): boolean {
  const days = daysBetween(today, supplyDate);
  return days >= 0 && days <= maxDaysExpected;
}

/** Spec 1 §2.8: an e-book goes into the cart only when its stock is 1 (and, as for any order, it has a price). */
export function canOrderEbook(book: Pick<StockBook, 'stock' | 'priceInclCents'>): boolean {
  return book.stock === IN_STOCK && hasOrderPrice(book);
}

/** Spec 1 §9: stock 2 means sold out ('Uitverkocht', the price hidden, the card dimmed). */
export function isSoldOut(book: Pick<StockBook, 'stock'>): boolean {
  return book.stock === SOLD_OUT;
}

/** Codes 40–52 (and stock 0 without a code): the book is no longer in the assortment. */
export function isNoLongerAvailable(book: Pick<StockBook, 'stock' | 'stockCode'>): boolean {
  if (book.stock !== SEE_STOCK_CODE) return false;
  const code = book.stockCode;
  return code === null || (code >= STOCK_CODE.NO_LONGER_FIRST && code <= STOCK_CODE.NO_LONGER_LAST);
}

export interface AvailabilityBook extends StockBook {
  /** An e-book follows spec 1 §2.8 (stock 1 only) instead of the stock codes. */
  isEbook: boolean;
}

export interface Availability {
  /** The cart button is enabled (spec 1 §5 "for ordering"; e-books spec 1 §2.8). */
  orderable: boolean;
  /** The wishlist button is enabled (spec 1 §5 "for the wishlist"). */
  wishlistable: boolean;
  soldOut: boolean;
}

/**
 * Issue 12 #4: the one answer to "can this book be ordered, remembered, is it sold out", given the book's stock
 * fields and the day. Every place that shows or accepts a book — list cards, the book page, GET /books/{sku},
 * the cart and checkout (server/catalog/order-info.ts) — asks this function, so they cannot disagree.
 */
export function availability(book: AvailabilityBook, context: OrderContext): Availability {
  return {
    orderable: book.isEbook ? canOrderEbook(book) : canOrder(book, context),
    wishlistable: canWishlist(book),
    soldOut: isSoldOut(book),
  };
}

function isOneOf(code: number | null, codes: readonly number[]): boolean {
  return code !== null && codes.includes(code);
}
