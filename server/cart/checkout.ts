// What the checkout asks of the cart (issue 14): the cart priced for an order — its lines from fresh catalogue
// prices, to the order's destination, with the order's staff settings — and, once the order is paid or sent
// for bank transfer, the cart emptied (spec 3 §4 "the cart is deleted"; the wishlist stays). Both run on the
// caller's executor, so the order's transaction reads and empties the cart it charges for.
import { eq } from 'drizzle-orm';
import type { OrderShippingOverrides } from '../../domain/shipping.ts';
import type { CartContext } from './context.ts';
import type { CartOwner } from './owner.ts';
import { cartLines, carts } from './schema.ts';
import { cartWithLines } from './store.ts';
import { type CartView, priceStoredCart } from './view.ts';

export interface CheckoutPricing {
  /** The order's destination (delivery country, else billing country); the cart's own country otherwise. */
  countryCode?: string;
  overrides?: OrderShippingOverrides;
  overruled?: ReadonlyMap<string, number>;
}

export interface CheckoutCart {
  cartId: number;
  view: CartView;
}

/** The owner's cart priced for an order; null when the owner has no cart row. */
export async function checkoutCart(
  ctx: CartContext,
  owner: CartOwner,
  pricing: CheckoutPricing = {},
): Promise<CheckoutCart | null> {
  const stored = await cartWithLines(ctx.db, owner);
  if (!stored) return null;
  const view = await priceStoredCart(ctx, {
    userId: owner.kind === 'user' ? owner.userId : null,
    lines: stored.lines,
    remark: stored.cart.remark,
    countryCode: pricing.countryCode ?? stored.cart.countryCode,
    wishlist: stored.wishlist,
    now: ctx.now(),
    ...(pricing.overrides ? { overrides: pricing.overrides } : {}),
    ...(pricing.overruled ? { overruled: pricing.overruled } : {}),
  });
  return { cartId: stored.cart.id, view };
}

/** Empties a cart after its order: every line goes, the remark too; the wishlist and the country stay. */
export async function emptyCart(ctx: CartContext, cartId: number): Promise<void> {
  await ctx.db.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await ctx.db.update(carts).set({ remark: '', updatedAt: ctx.now() }).where(eq(carts.id, cartId));
}
