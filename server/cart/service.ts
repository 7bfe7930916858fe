// The cart capability (issue 13): the guest's and the customer's cart and wishlist kept on the server, priced by
// the domain's rules from fresh catalogue prices, merged at login and registration, and the shipping quote.
// Pages and the JSON API call these with an owner resolved on the server (server/cart/owner.ts): the session's
// account or the lw_guest cookie's token — never an id from the browser.
import { quoteForWeight, type ShippingQuote } from '../../domain/shipping.ts';
import type { DiscountRuleInput } from '../../domain/staff-customers.ts';
import type { Db } from '../db/client.ts';
import {
  type CheckoutCart,
  checkoutCart,
  type CheckoutPricing,
  copyOverruledDiscounts,
  type OrderedLine,
  type OrderLinesPricing,
  priceOrderLines,
  removeOrdered,
} from './checkout.ts';
import { type CartContext, type CartDeps, cartContext } from './context.ts';
import type { CountryOption } from './countries.ts';
import {
  type AddOptions,
  type AddResult,
  addToCart,
  cartCounts,
  type ChangeResult,
  invalid,
  type Invalid,
  removeFromCart,
  replaceInCart,
  setCountry,
  setRemark,
} from './lines.ts';
import {
  afterLogin,
  afterRegister,
  type CartComparison,
  compareCarts,
  type LoginMerge,
  resolveCompare,
} from './merge.ts';
import type { CartOwner } from './owner.ts';
import { cartPricingSettings } from './pricing-settings.ts';
import { pruneGuestCarts } from './prune.ts';
import {
  addRule,
  changeRule,
  customerRules,
  deleteRule,
  type RuleChangeResult,
  type StaffDiscountRule,
} from './staff-rules.ts';
import { type CartCounts, findCart } from './store.ts';
import { type CartView, cartView, type ViewOptions, type WishlistView, wishlistView } from './view.ts';
import {
  addToWishlist,
  moveToCart,
  removeFromWishlist,
  type WishlistAddResult,
  type WishlistChangeResult,
} from './wishlist.ts';

export type { CartOwner } from './owner.ts';
export type { CartCounts } from './store.ts';
export type { AddResult, ChangeResult } from './lines.ts';
export type {
  CartView,
  CartViewLine,
  PricedCartLine,
  UnpricedCartLine,
  WishlistEntryView,
  WishlistView,
} from './view.ts';
export type { WishlistAddResult, WishlistChangeResult } from './wishlist.ts';
export type { CartComparison, LoginMerge } from './merge.ts';
export type { CountryOption } from './countries.ts';
export type { CheckoutCart, CheckoutPricing, OrderLinesPricing } from './checkout.ts';
export type { RuleChangeResult, StaffDiscountRule } from './staff-rules.ts';
export { CART_REMARK_MAX, MAX_CART_LINES } from './lines.ts';
export { MAX_WISHLIST_ENTRIES } from './wishlist.ts';
export { cartOwner } from './owner.ts';
export { GUEST_CARTS_PER_ADDRESS } from './context.ts';

/** Parcel weights the shipping quote takes: up to 100 kg (a pallet is not a parcel). */
export const MAX_QUOTE_WEIGHT_G = 100_000;

export type ShippingQuoteResult = { kind: 'ok'; countryCode: string; quote: ShippingQuote } | Invalid;

export interface CartService {
  /** Spec 3 §2 cart view (null owner: an empty cart). */
  view(owner: CartOwner | null, options?: ViewOptions): Promise<CartView>;
  /** Spec 3 §4 add (amount 1–999, default 1); makes a guest cart (and a token to set) for a visitor without one. */
  add(
    owner: CartOwner | null,
    sku: string,
    amount: number | undefined,
    options: AddOptions,
  ): Promise<AddResult>;
  replace(owner: CartOwner | null, sku: string, amount: number): Promise<ChangeResult>;
  remove(owner: CartOwner | null, sku: string): Promise<ChangeResult>;
  setRemark(owner: CartOwner | null, remark: string): Promise<ChangeResult>;
  setCountry(owner: CartOwner | null, countryCode: string): Promise<ChangeResult>;
  /** The header counters: copies in the cart, entries on the wishlist. */
  counts(owner: CartOwner | null): Promise<CartCounts>;
  wishlist: {
    view(owner: CartOwner | null, options?: ViewOptions): Promise<WishlistView>;
    add(owner: CartOwner | null, sku: string, options: AddOptions): Promise<WishlistAddResult>;
    remove(owner: CartOwner | null, sku: string): Promise<WishlistChangeResult>;
    moveToCart(owner: CartOwner | null, sku: string): Promise<WishlistChangeResult>;
  };
  /** Spec 3 §4 merge at login; on 'merged' and 'nothing' the caller clears the lw_guest cookie. */
  afterLogin(guestToken: string | null, userId: number): Promise<LoginMerge>;
  /** The compare dialog's choice; then the guest cart is gone (clear the cookie). */
  resolveCompare(
    guestToken: string | null,
    userId: number,
    choice: 'saved' | 'merge',
  ): Promise<{ kind: 'ok' | 'nothing' }>;
  /** Registration moves the guest cart and wishlist into the new account (clear the cookie). */
  afterRegister(guestToken: string | null, userId: number): Promise<{ kind: 'moved' | 'merged' | 'nothing' }>;
  /** Both carts for the compare dialog; null when there is no guest cart. */
  compare(guestToken: string | null, userId: number): Promise<CartComparison | null>;
  /** Issue 13 #3: deletes guest carts unchanged for `days` (60) days; returns how many. */
  pruneGuestCarts(now: Date, days?: number): Promise<number>;
  /** The plain shipping rate for a country and a parcel weight (domain quoteForWeight). */
  shippingQuote(countryCode: string, weightG: number): Promise<ShippingQuoteResult>;
  /** Spec 3 §3 Country: code and Dutch name, sorted by name. */
  countries(): Promise<CountryOption[]>;
  /** Issue 14: the id of the owner's cart row (the order's cart_id); null when they have none. */
  cartId(owner: CartOwner): Promise<number | null>;
  /** Issue 14: the cart priced for its order (destination and staff settings); null without a cart row. */
  checkoutCart(owner: CartOwner, pricing?: CheckoutPricing): Promise<CheckoutCart | null>;
  /**
   * Issue 14, decision 526: the order's lines taken out of the cart it came from (paid or bank transfer): what
   * was added since stays; the wishlist stays.
   */
  removeOrdered(cartId: number, lines: readonly OrderedLine[]): Promise<void>;
  /** Issue 30 staff price overrides: an order's lines priced as the checkout prices its cart (decision 602). */
  priceOrderLines(input: OrderLinesPricing): Promise<CartView>;
  /** Spec 3 §4 "Overruled discounts": the order's overruled line discounts copied into its cart (null: cleared). */
  copyOverruledDiscounts(cartId: number, discounts: ReadonlyMap<string, number | null>): Promise<void>;
  /**
   * Issue 30: a customer's own discount rules (spec 3 §3) as staff keep them at /beheer/klanten/{id}; every
   * change writes one audit line (`actorId`: the staff member), a repeat that changes nothing writes nothing.
   */
  discountRules: {
    list(userId: number): Promise<StaffDiscountRule[]>;
    add(actorId: number, userId: number, input: DiscountRuleInput): Promise<RuleChangeResult>;
    change(
      actorId: number,
      userId: number,
      ruleId: number,
      input: Omit<DiscountRuleInput, 'sku'>,
    ): Promise<RuleChangeResult>;
    remove(actorId: number, userId: number, ruleId: number): Promise<RuleChangeResult>;
  };
  /** The same service on a caller's transaction (server/db/transaction.ts). */
  withDb(db: Db): CartService;
}

export function createCartService(deps: CartDeps): CartService {
  return serviceOver(cartContext(deps));
}

function serviceOver(ctx: CartContext): CartService {
  return {
    withDb: (db) => serviceOver(ctx.withDb(db)),
    view: (owner, options) => cartView(ctx, owner, options),
    add: (owner, sku, amount, options) => addToCart(ctx, owner, sku, amount ?? 1, options),
    replace: (owner, sku, amount) => replaceInCart(ctx, owner, sku, amount),
    remove: (owner, sku) => removeFromCart(ctx, owner, sku),
    setRemark: (owner, remark) => setRemark(ctx, owner, remark),
    setCountry: (owner, code) => setCountry(ctx, owner, code),
    counts: (owner) => cartCounts(ctx, owner),
    wishlist: {
      view: (owner, options) => wishlistView(ctx, owner, options),
      add: (owner, sku, options) => addToWishlist(ctx, owner, sku, options),
      remove: (owner, sku) => removeFromWishlist(ctx, owner, sku),
      moveToCart: (owner, sku) => moveToCart(ctx, owner, sku),
    },
    afterLogin: (token, userId) => afterLogin(ctx, token, userId),
    resolveCompare: (token, userId, choice) => resolveCompare(ctx, token, userId, choice),
    afterRegister: (token, userId) => afterRegister(ctx, token, userId),
    compare: (token, userId) => compareCarts(ctx, token, userId),
    pruneGuestCarts: (now, days) => pruneGuestCarts(ctx, now, days),
    async shippingQuote(countryCode, weightG) {
      const country = await ctx.countries.byCode(countryCode);
      if (!country) return invalid('country', 'Kies een land uit de lijst.');
      if (!Number.isInteger(weightG) || weightG < 0 || weightG > MAX_QUOTE_WEIGHT_G)
        return invalid('weight', `Vul een gewicht in grammen in, van 0 tot en met ${MAX_QUOTE_WEIGHT_G}.`);
      const settings = cartPricingSettings(await ctx.settings.all());
      return {
        kind: 'ok',
        countryCode: country.code,
        quote: quoteForWeight(country, weightG, settings.shipping),
      };
    },
    countries: async () => (await ctx.countries.all()).map(({ code, name }) => ({ code, name })),
    cartId: async (owner) => (await findCart(ctx.db, owner))?.id ?? null,
    checkoutCart: (owner, pricing) => checkoutCart(ctx, owner, pricing),
    removeOrdered: (cartId, lines) => removeOrdered(ctx, cartId, lines),
    priceOrderLines: (input) => priceOrderLines(ctx, input),
    copyOverruledDiscounts: (cartId, discounts) => copyOverruledDiscounts(ctx, cartId, discounts),
    discountRules: {
      list: (userId) => customerRules(ctx, userId),
      add: (actorId, userId, input) => addRule(ctx, actorId, userId, input),
      change: (actorId, userId, ruleId, input) => changeRule(ctx, actorId, userId, ruleId, input),
      remove: (actorId, userId, ruleId) => deleteRule(ctx, actorId, userId, ruleId),
    },
  };
}
