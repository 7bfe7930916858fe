// What the checkout's parts share (issue 14): who is checking out (the visitor, resolved on the server), the
// spec's empty-cart text, and the visitor's cart priced for an order — to the order's destination, with the
// order's staff settings (spec 3 §3 order settings: custom or no shipping costs, discounts overruled).
//
// Decision 291: the cart is priced from fresh catalogue prices just before the transaction that writes the
// order's lines and totals (and its payment attempt) in one go. PGlite has one connection: reads of the
// catalogue, settings and accounts on their own services inside that transaction would wait for it.
import { cents } from '../../domain/money.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CartOwner, CheckoutCart } from '../cart/service.ts';
import type { OrdersContext } from './context.ts';
import { destinationOf } from './order-view.ts';
import type { OrderLineRow, OrderRow } from './store.ts';

/** Spec 3 §8 "Empty cart". */
export const EMPTY_CART_TEXT = 'Er staat nog niets in je winkelwagentje';

/** Who is checking out: everything from the server's side of the request (session, cookies, address). */
export interface CheckoutVisitor {
  viewer: Viewer;
  /** The session's account, else the lw_guest cookie's cart (server/cart/owner.ts cartOwner). */
  cartOwner: CartOwner | null;
  /** The lw_guest cookie's token (a guest registering from the order takes the cart along). */
  guestToken: string | null;
  /** The partner code of the lw_affiliate cookie (app/lib/affiliate.server.ts), validated; null without one. */
  affiliate: string | null;
  /**
   * The client address (throttles), the public origin (links in mails) and the User-Agent header (the checkout
   * monitor keeps only its device class, browser and system families; absent or null: not known).
   */
  meta: { ip: string; origin: string; userAgent?: string | null };
}

/** The order facts the cart's pricing reads. */
export type PricingSource = Pick<
  OrderRow,
  | 'countryCode'
  | 'deliveryCity'
  | 'deliveryCountryCode'
  | 'customShippingCents'
  | 'noShippingCosts'
  | 'discountsOverruled'
> & { lines: readonly Pick<OrderLineRow, 'kind' | 'sku' | 'discountPercent'>[] };

/** The visitor's cart priced for this order; null when the visitor has no cart. */
export async function priceForOrder(
  ctx: OrdersContext,
  owner: CartOwner,
  source: PricingSource,
): Promise<CheckoutCart | null> {
  const overruled = source.discountsOverruled
    ? new Map<string, number>(
        source.lines.flatMap((line) =>
          line.kind === 'book' && line.sku ? [[line.sku, line.discountPercent] as const] : [],
        ),
      )
    : undefined;
  return ctx.cart.checkoutCart(owner, {
    countryCode: destinationOf(source),
    overrides: {
      customShippingCents: source.customShippingCents === null ? null : cents(source.customShippingCents),
      noShippingRow: source.noShippingCosts,
    },
    ...(overruled ? { overruled } : {}),
  });
}
