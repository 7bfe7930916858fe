// What the checkout asks of the cart (issue 14): the cart priced for an order — its lines from fresh catalogue
// prices, to the order's destination, with the order's staff settings — and, once the order is paid or sent
// for bank transfer, what was ordered taken out of the cart (spec 3 §4 "the cart is deleted", decision 526: a
// book added, or a line's amount raised, after the payment started stays; the wishlist stays). Both run on the
// caller's executor, so the order's transaction reads and changes the cart it charges for.
import { and, eq, sql } from 'drizzle-orm';
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

/** A book line of an order: its sku and how many were ordered. */
export interface OrderedLine {
  sku: string | null;
  amount: number;
}

/** Copies of each sku in the order's lines (the shipping line has no sku). */
export function orderedAmounts(lines: readonly OrderedLine[]): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of lines)
    if (line.sku !== null && line.amount > 0)
      amounts.set(line.sku, (amounts.get(line.sku) ?? 0) + line.amount);
  return amounts;
}

/**
 * Takes an order's lines out of the cart it came from: a line with no more copies than were ordered goes, a line
 * with more keeps the difference (raised after the payment started), other books stay. The remark went with the
 * order and is cleared; the wishlist and the country stay. Each statement is conditional on the amount, so an
 * add at the same moment is counted on top of what is left.
 */
export async function removeOrdered(
  ctx: CartContext,
  cartId: number,
  lines: readonly OrderedLine[],
): Promise<void> {
  const amounts = orderedAmounts(lines);
  if (amounts.size > 0) {
    // Two statements for the whole order, not two per book (issue 33): the ordered copies as a table.
    const ordered = sql`(values ${sql.join(
      [...amounts].map(([sku, amount]) => sql`(${sku}::text, ${amount}::int)`),
      sql`, `,
    )}) as ordered (sku, amount)`;
    await ctx.db.execute(
      sql`delete from ${cartLines} using ${ordered}
          where ${cartLines.cartId} = ${cartId} and ${cartLines.sku} = ordered.sku
            and ${cartLines.amount} <= ordered.amount`,
    );
    await ctx.db.execute(
      sql`update ${cartLines} set amount = ${cartLines.amount} - ordered.amount from ${ordered}
          where ${cartLines.cartId} = ${cartId} and ${cartLines.sku} = ordered.sku
            and ${cartLines.amount} > ordered.amount`,
    );
  }
  await ctx.db.update(carts).set({ remark: '', updatedAt: ctx.now() }).where(eq(carts.id, cartId));
}

/** Issue 30: an order's book lines (sku, copies) and the order's facts its price overrides are priced with. */
export interface OrderLinesPricing {
  /** Whose discounts apply (the order's account; null for a guest's order: none). */
  userId: number | null;
  countryCode: string;
  lines: readonly { sku: string; amount: number }[];
  overrides: OrderShippingOverrides;
  overruled?: ReadonlyMap<string, number>;
}

/**
 * Issue 30 staff price overrides (decision 602): an order's lines priced exactly as its cart is at the checkout —
 * fresh catalogue prices, the customer's discounts, the destination's shipping, the order's staff settings —
 * so staff see and save the total the checkout would charge.
 */
export function priceOrderLines(ctx: CartContext, input: OrderLinesPricing): Promise<CartView> {
  return priceStoredCart(ctx, {
    userId: input.userId,
    lines: input.lines.map((line) => ({
      sku: line.sku,
      amount: line.amount,
      status: 'ok',
      overruledPercent: null,
    })),
    remark: '',
    countryCode: input.countryCode,
    wishlist: 0,
    now: ctx.now(),
    overrides: input.overrides,
    ...(input.overruled ? { overruled: input.overruled } : {}),
  });
}

/**
 * Spec 3 §4 "Overruled discounts": an order's overruled line discounts copied into the cart it came from (null
 * clears a copy when staff stop overruling), so the cart page shows what the order charges. Lines of other
 * books, and books no longer in the cart, are left alone.
 */
export async function copyOverruledDiscounts(
  ctx: CartContext,
  cartId: number,
  discounts: ReadonlyMap<string, number | null>,
): Promise<void> {
  for (const [sku, percent] of discounts)
    await ctx.db
      .update(cartLines)
      .set({ overruledDiscount: percent })
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.sku, sku)));
}
