// Spec 1 §5 and §9: the price is hidden when missing, 0 or 99.99, when the book is sold out (stock 2), or
// when an alternative (replacement) exists. This is the one source of the rule: the SQL of the partial price
// indexes (server/catalog/schema.ts) and of advanced search (server/search/advanced.ts) is built from these constants.
import { isSoldOut, PLACEHOLDER_PRICE_CENTS } from './availability.ts';
import type { Cents } from './money.ts';

export const HIDDEN_PRICE_CENTS = [0, PLACEHOLDER_PRICE_CENTS] as const;

export interface PricedBook<C extends number = Cents> {
  priceInclCents: C | null;
  stock: number;
  alternative: string | null;
}

export function isPriceShown(book: PricedBook<number>): boolean {
  if (book.priceInclCents === null) return false;
  if ((HIDDEN_PRICE_CENTS as readonly number[]).includes(book.priceInclCents)) return false;
  if (isSoldOut(book)) return false;
  if (book.alternative !== null && book.alternative.trim() !== '') return false;
  return true;
}

/** The price to show in cents, or null when the spec hides it. */
export function displayPriceCents<C extends number>(book: PricedBook<C>): C | null {
  return isPriceShown(book) ? book.priceInclCents : null;
}
