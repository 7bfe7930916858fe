// What the cart and wishlist pages render, as their loaders shape it from services.cart (issue 13): plain,
// serialisable data. Every amount is computed on the server (domain/cart-pricing.ts); the page only shows it.
import type { ShippingRule } from '../../../domain/shipping';
import type { StockText } from '../../../domain/stock-texts';

export interface CartPageLine {
  sku: string;
  /** Spec 3 §3 cart line description: 'collection: title part (version tag)'. */
  description: string;
  title: string;
  /** The book page; null when the catalogue no longer knows the sku. */
  href: string | null;
  coverUrl: string;
  amount: number;
  priceCents: number;
  grossCents: number;
  discountPercent: number;
  discountCents: number;
  lineTotalCents: number;
  /**
   * Decision 630: the fixed book price took the discount away ('none') or lowered it ('limited'); the line says
   * why. Null: the law changed nothing.
   */
  fixedPrice: null | 'none' | 'limited';
  stock: StockText | null;
  /** Null: priced and counted. Otherwise shown, marked, and left out of the totals. */
  problem: null | 'not-orderable' | 'unknown';
}

export interface CartPageTotals {
  goodsGrossCents: number;
  discountCents: number;
  goodsTotalCents: number;
  shippingCents: number;
  shippingRule: ShippingRule;
  /** The Dutch name of the country the shipping is for. */
  countryName: string;
  /** Spec 3 §9: the note between 19,50 and 20 — how much more ships free. */
  freeShippingMissingCents: number | null;
  freeFromCents: number;
  vat: { vatPercent: number; vatCents: number }[];
  vatTotalCents: number;
  totalCents: number;
  discountApplied: boolean;
}

export interface CompareLine {
  sku: string;
  description: string;
  amount: number;
}

export interface CartPageData {
  csrf: string;
  /** The path the page's forms post to and come back to (/shoppingcart or /shoppingcart/cart). */
  path: string;
  lines: CartPageLine[];
  totals: CartPageTotals | null;
  remark: string;
  remarkMaxLength: number;
  countryCode: string;
  countries: { code: string; name: string }[];
  /** Spec 3 §2: more than one active line. */
  mixedDelivery: boolean;
  /** A logged-in visitor who still has the cart from before logging in (spec 3 §4 compare). */
  compare: { saved: CompareLine[]; guest: CompareLine[]; open: boolean } | null;
}

export interface WishlistPageEntry {
  sku: string;
  title: string;
  /** As a cart line's: 'collection: title part (version tag)'. */
  description: string;
  /** The book page; null when the catalogue no longer knows the sku. */
  href: string | null;
  coverUrl: string;
  /** Null when the display rule hides the price. */
  priceCents: number | null;
  stock: StockText | null;
  orderable: boolean;
}

export interface WishlistPageData {
  csrf: string;
  entries: WishlistPageEntry[];
}
