// Issue 31 "The fixed book price" (decision 630): how far the Wet op de vaste boekenprijs lets a discount go on one
// cart line. The law binds the seller when selling to an end buyer (eindafnemer, art. 6 lid 1): a book with a fixed retail price
// (books.fixed_price — ONIX PriceType 04 or set by staff) is sold at that price, save for the exceptions the law and
// the Besluit vaste boekenprijs 2005 allow. This shop supports only the ones it can decide from the cart itself:
//   - a reseller (spec 3 §9 reseller rules) buys to sell on, so is no end buyer: the law does not limit its discount;
//   - a fixed price the publisher ended (or a book outside the law: e-books, used copies) is fixed_price false;
//   - Besluit art. 1 lid 1 and 2, copies of one book sold at once to one end buyer: at most 5 % from 10
//     copies, at most 10 % from 30, any discount from 100.
// Exceptions that need proof the shop does not record (Besluit art. 1 lid 3 yearly spend, art. 2 prescribed
// education literature, libraries) are not offered: such a buyer is served by staff as a business buyer.
// Pure: the cart pricing (domain/discounts.ts lineDiscount) applies the cap after every other rule, staff's
// overruled percents included (decision 631).

export interface FixedPriceLine {
  /** The book has a fixed retail price in force (books.fixed_price). */
  fixedPrice: boolean;
  /** Copies of this book on the line, sold together. */
  amount: number;
}

export interface FixedPriceBuyer {
  /** Spec 3 §3 User is_reseller: buys to sell on, not an end buyer. */
  isReseller: boolean;
}

/** Besluit vaste boekenprijs 2005 art. 1 lid 1 and 2: copies of one book → the highest discount the law allows. */
export const QUANTITY_STEPS: readonly { minAmount: number; maxPercent: number }[] = Object.freeze([
  { minAmount: 100, maxPercent: 100 },
  { minAmount: 30, maxPercent: 10 },
  { minAmount: 10, maxPercent: 5 },
]);

/** The highest whole discount percentage the law allows on this line for this buyer (100: no limit). */
export function maxFixedPriceDiscount(line: FixedPriceLine, buyer: FixedPriceBuyer): number {
  if (!line.fixedPrice || buyer.isReseller) return 100;
  return QUANTITY_STEPS.find((step) => line.amount >= step.minAmount)?.maxPercent ?? 0;
}

export interface FixedPriceOutcome {
  /** The percentage that may be given: the wanted one, or the law's maximum when that is lower. */
  percent: number;
  /** The law lowered the wanted percentage (the cart says why). */
  limited: boolean;
}

/** A wanted discount percentage held to the law's maximum for this line and buyer. */
export function applyFixedBookPrice(
  wantedPercent: number,
  line: FixedPriceLine,
  buyer: FixedPriceBuyer,
): FixedPriceOutcome {
  const max = maxFixedPriceDiscount(line, buyer);
  return wantedPercent > max ? { percent: max, limited: true } : { percent: wantedPercent, limited: false };
}
