// Spec 1 §5 and §9: the price is hidden when missing, 0 or 99.99, when the book is sold out (stock 2), or
// when an alternative (replacement) exists.

export const HIDDEN_PRICE_CENTS = [0, 9999] as const;
export const SOLD_OUT_STOCK = 2;

export interface PricedBook {
  priceInclCents: number | null;
  stock: number;
  alternative: string | null;
}

export function isPriceShown(book: PricedBook): boolean {
  if (book.priceInclCents === null) return false;
  if ((HIDDEN_PRICE_CENTS as readonly number[]).includes(book.priceInclCents)) return false;
  if (book.stock === SOLD_OUT_STOCK) return false;
  if (book.alternative !== null && book.alternative.trim() !== '') return false;
  return true;
}

/** The price to show in cents, or null when the spec hides it. */
export function displayPriceCents(book: PricedBook): number | null {
  return isPriceShown(book) ? book.priceInclCents : null;
}
