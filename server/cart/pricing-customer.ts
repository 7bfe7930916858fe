// The buyer as the price rules see them (spec 3 §3 User, user discount rule; §9 Discounts): an account's discounts,
// reseller and no-shipping flags from accounts' face, and its active-or-not rules for the skus in question from
// user_discount_rules; a guest is ANONYMOUS_CUSTOMER (no discounts, shipping charged).
import { and, eq, inArray } from 'drizzle-orm';
import { ANONYMOUS_CUSTOMER, type DiscountCustomer } from '../../domain/discounts.ts';
import type { ShippingCustomer } from '../../domain/shipping.ts';
import type { CartContext } from './context.ts';
import { userDiscountRules } from './schema.ts';

export type PricingCustomer = DiscountCustomer & ShippingCustomer;

export const GUEST_CUSTOMER: PricingCustomer = Object.freeze({
  ...ANONYMOUS_CUSTOMER,
  noShippingCosts: false,
});

/** The customer `userId` (null: a guest) for pricing these skus: two queries for an account, none for a guest. */
export async function pricingCustomer(
  ctx: CartContext,
  userId: number | null,
  skus: readonly string[],
): Promise<PricingCustomer> {
  if (userId === null) return GUEST_CUSTOMER;
  const [profile, rules] = await Promise.all([
    ctx.pricingProfile(userId),
    skus.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({
            sku: userDiscountRules.sku,
            minAmount: userDiscountRules.minAmount,
            discount: userDiscountRules.discount,
            isActive: userDiscountRules.isActive,
          })
          .from(userDiscountRules)
          .where(
            and(eq(userDiscountRules.accountId, userId), inArray(userDiscountRules.sku, [...new Set(skus)])),
          ),
  ]);
  if (!profile) return GUEST_CUSTOMER;
  return { ...profile, rules };
}
