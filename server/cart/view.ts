// Spec 3 §2 cart view and /wishlist: what the cart and wishlist pages (and GET /api/v1/cart, /wishlist) show —
// the live lines with cover, description and stock text, priced by domain/cart-pricing.ts from fresh catalogue
// prices (services.catalog.orderInfo, no cache) and the customer's own discounts; totals, shipping, the VAT split.
// A line whose sku the catalogue no longer knows, or that can no longer be ordered, stays in the cart, shown and
// marked, and is left out of the totals (decision 219): the customer sees why instead of losing it silently.
import type { LineStatus } from '../../domain/cart-lines.ts';
import {
  type CartPricing,
  type CartPricingLine,
  type PricedLine,
  priceCart,
  type ProductKind,
} from '../../domain/cart-pricing.ts';
import { bookPath } from '../../domain/book-identifier.ts';
import { isFreeCoverStyle } from '../../domain/media-type.ts';
import { type Cents, cents } from '../../domain/money.ts';
import type { OrderShippingOverrides } from '../../domain/shipping.ts';
import type { StockText } from '../../domain/stock-texts.ts';
import type { OrderInfo } from '../catalog/index.ts';
import type { CartContext } from './context.ts';
import { type CountryOption, DEFAULT_COUNTRY_CODE } from './countries.ts';
import { lineDescription } from '../../domain/cart-line-description.ts';
import type { CartOwner } from './owner.ts';
import { cartPricingSettings } from './pricing-settings.ts';
import { pricingCustomer } from './pricing-customer.ts';
import {
  type CartCounts,
  cartWithLines,
  countsOf,
  findCart,
  type LineRow,
  NO_COUNTS,
  wishlistSkus,
} from './store.ts';

/** Spec 1 §8 "Book unknown": the text for a saved sku the catalogue no longer has. */
export const UNKNOWN_BOOK_TEXT = 'Dit boek is nog niet in onze database opgenomen';

interface CartViewLineBase {
  sku: string;
  title: string;
  /** Spec 3 §3: collection name: title part (version tag). */
  description: string;
  coverUrl: string;
  /** Spec 1 §2.5 '--free' cover style for discs and cases. */
  freeCover: boolean;
  /** The book page; null for an unknown sku. */
  href: string | null;
  amount: number;
  status: LineStatus;
  /** Null for an unknown sku. */
  kind: ProductKind | null;
  /** Orderable now (domain/availability.ts, read fresh). */
  orderable: boolean;
  /** Spec 1 §9 stock and delivery text; null for an unknown sku. */
  stockText: StockText | null;
}

/** A line in the totals: the domain's priced fields (price, discount, line amount, VAT). */
export type PricedCartLine = CartViewLineBase & { priced: true } & Omit<PricedLine, 'sku' | 'amount'>;

/** A line shown but left out of the totals: its sku is unknown, or the book cannot be ordered now. */
export type UnpricedCartLine = CartViewLineBase & {
  priced: false;
  reason: 'unknown' | 'not-orderable';
  /** The current price per copy when the book has one (shown, not charged). */
  priceCents: Cents | null;
};

export type CartViewLine = PricedCartLine | UnpricedCartLine;

export interface CartView {
  /** The live lines (not deletedx, amount > 0) in the order they were added. */
  lines: CartViewLine[];
  /** The priced lines' totals: goods, discounts, shipping with its rule, VAT per rate, total. */
  pricing: CartPricing;
  remark: string;
  /** The country shipping is computed for. */
  countryCode: string;
  /** The country select (sorted by Dutch name). */
  countries: CountryOption[];
  counts: CartCounts;
  /** Spec 3 §9: the note between 19,50 and 20; missingCents is what is left to free shipping. */
  freeShippingNote: { show: boolean; freeFromCents: Cents; missingCents: Cents };
  /** Spec 3 §2: the mixed-delivery notice shows when more than one active line exists. */
  mixedDelivery: boolean;
}

export interface ViewOptions {
  now?: Date;
}

/** Spec 3 §2 cart view for an owner (null: a visitor without a cart yet — an empty cart). */
export async function cartView(
  ctx: CartContext,
  owner: CartOwner | null,
  options: ViewOptions = {},
): Promise<CartView> {
  const stored = owner ? await cartWithLines(ctx.db, owner) : null;
  return priceStoredCart(ctx, {
    userId: owner?.kind === 'user' ? owner.userId : null,
    lines: stored?.lines ?? [],
    remark: stored?.cart.remark ?? '',
    countryCode: stored?.cart.countryCode ?? DEFAULT_COUNTRY_CODE,
    wishlist: stored?.wishlist ?? 0,
    now: options.now ?? ctx.now(),
  });
}

export interface StoredCart {
  /** Whose discounts apply (null: none). */
  userId: number | null;
  lines: readonly LineRow[];
  remark: string;
  countryCode: string;
  wishlist: number;
  now: Date;
  /** An order's staff settings (spec 3 §3 order settings): custom or no shipping costs. */
  overrides?: OrderShippingOverrides;
  /** Spec 3 §4 "Overruled discounts": an overruled order's line discounts by sku, over the stored lines'. */
  overruled?: ReadonlyMap<string, number>;
}

/** Prices stored lines as a cart view (the cart page, and each side of the compare dialog). */
export async function priceStoredCart(ctx: CartContext, stored: StoredCart): Promise<CartView> {
  const live = stored.lines.filter((l) => l.status !== 'deletedx' && l.amount > 0);
  const skus = live.map((l) => l.sku);
  const [info, settingsMap, customer, countries, country] = await Promise.all([
    ctx.catalog.orderInfo(skus, { now: stored.now }),
    ctx.settings.all(),
    pricingCustomer(ctx, stored.userId, skus),
    ctx.countries.all(),
    ctx.countries.byCode(stored.countryCode),
  ]);
  const destination = country ?? (await ctx.countries.byCode(DEFAULT_COUNTRY_CODE));
  if (!destination) throw new Error('the countries table has no NL');
  const settings = cartPricingSettings(settingsMap);
  const seoTitles = settingsMap.get('seoTitles') ?? null;

  const pricedInput: CartPricingLine[] = [];
  for (const line of live) {
    const book = info.get(line.sku);
    if (!book || !book.orderable || book.priceCents === null) continue;
    pricedInput.push({
      sku: line.sku,
      amount: line.amount,
      priceCents: book.priceCents,
      kind: book.kind,
      ownEdition: book.ownEdition,
      discountActive: book.discountActive,
      weightG: book.weightG,
      packageOnly: book.packageOnly,
      overruledPercent: stored.overruled?.get(line.sku) ?? line.overruledPercent,
      fixedPrice: book.fixedPrice,
    });
  }
  const pricing = priceCart({
    lines: pricedInput,
    customer,
    destination,
    settings,
    ...(stored.overrides ? { overrides: stored.overrides } : {}),
  });
  const pricedBySku = new Map(pricing.lines.map((l) => [l.sku, l]));

  const lines = live.map((line): CartViewLine => {
    const book = info.get(line.sku);
    const base = baseLine(line, book, seoTitles);
    const priced = pricedBySku.get(line.sku);
    if (priced) {
      const { sku: _sku, amount: _amount, ...fields } = priced;
      return { ...base, priced: true, ...fields };
    }
    return {
      ...base,
      priced: false,
      reason: book ? 'not-orderable' : 'unknown',
      priceCents: book?.priceShown ? book.priceCents : null,
    };
  });

  const shipping = pricing.shipping;
  return {
    lines,
    pricing,
    remark: stored.remark,
    countryCode: destination.code,
    countries: countries.map(({ code, name }) => ({ code, name })),
    counts: { cart: live.reduce((sum, l) => sum + l.amount, 0), wishlist: stored.wishlist },
    freeShippingNote: {
      show: shipping.freeShippingNote,
      freeFromCents: shipping.freeFromCents,
      missingCents: cents(Math.max(0, shipping.freeFromCents - pricing.goodsTotalCents)),
    },
    mixedDelivery: live.length > 1,
  };
}

function baseLine(line: LineRow, book: OrderInfo | undefined, seoTitles: string | null): CartViewLineBase {
  const common = {
    sku: line.sku,
    coverUrl: `/media/covers/${encodeURIComponent(line.sku)}`,
    amount: line.amount,
    status: line.status,
  };
  if (!book)
    return {
      ...common,
      title: line.sku,
      description: UNKNOWN_BOOK_TEXT,
      freeCover: false,
      href: null,
      kind: null,
      orderable: false,
      stockText: null,
    };
  return {
    ...common,
    title: book.title,
    description: lineDescription(book),
    freeCover: isFreeCoverStyle(book.version),
    href: bookPath(book.sku, book.title, seoTitles),
    kind: book.kind,
    orderable: book.orderable,
    stockText: book.stockText,
  };
}

// ── Wishlist (spec 3 §2 /wishlist, §5 stock availability for the wishlist) ──────────────────────

export interface WishlistEntryView {
  sku: string;
  title: string;
  description: string;
  coverUrl: string;
  freeCover: boolean;
  href: string | null;
  /** The price to show (spec 1 §5 display rule: none for 0, 99,99 or sold out); null when hidden or unknown. */
  priceCents: Cents | null;
  /** Domain availability, fresh: the move-to-cart button is enabled when orderable. */
  orderable: boolean;
  wishlistable: boolean;
  soldOut: boolean;
  stockText: StockText | null;
  /** False when the catalogue no longer knows the sku. */
  known: boolean;
}

export interface WishlistView {
  entries: WishlistEntryView[];
  counts: CartCounts;
}

export async function wishlistView(
  ctx: CartContext,
  owner: CartOwner | null,
  options: ViewOptions = {},
): Promise<WishlistView> {
  const cart = owner ? await findCart(ctx.db, owner) : null;
  if (!cart) return { entries: [], counts: NO_COUNTS };
  const skus = await wishlistSkus(ctx.db, cart.id);
  const [info, settingsMap, cartCount] = await Promise.all([
    ctx.catalog.orderInfo(skus, { now: options.now ?? ctx.now() }),
    ctx.settings.all(),
    // The header's cart counter comes along (one query).
    cartCountOf(ctx, owner!),
  ]);
  const seoTitles = settingsMap.get('seoTitles') ?? null;
  const entries = skus.map((sku): WishlistEntryView => {
    const book = info.get(sku);
    const base = baseLine({ sku, amount: 1, status: 'ok', overruledPercent: null }, book, seoTitles);
    return {
      sku,
      title: base.title,
      description: base.description,
      coverUrl: base.coverUrl,
      freeCover: base.freeCover,
      href: base.href,
      priceCents: book?.priceShown ? book.priceCents : null,
      orderable: book?.orderable ?? false,
      wishlistable: book?.wishlistable ?? false,
      soldOut: book?.soldOut ?? false,
      stockText: base.stockText,
      known: book !== undefined,
    };
  });
  return { entries, counts: { cart: cartCount, wishlist: entries.length } };
}

async function cartCountOf(ctx: CartContext, owner: CartOwner): Promise<number> {
  return (await countsOf(ctx.db, owner)).cart;
}
