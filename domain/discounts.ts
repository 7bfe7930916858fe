// Spec 3 §9 "Discounts" and §4 "Overruled discounts": the discount percentage of one cart line, and why it is
// that percentage. Pure: the customer, their rules and the settings come in; the cart and the order use the result.
//
// Precedence, first match wins (decision 206):
//   1. the excluded sku (setting)           → 0, 'excluded'
//   2. discount_active 0 on the product      → 0, 'inactive'
//   3. an overruled percent (staff, order)   → that percent, 'overruled'
//   4. an active user rule the amount meets  → the rule's percent, 'rule'
//   5. the higher of standard and reseller   → 'standard' / 'reseller' (a tie counts as 'reseller')
//   6. nothing applies                       → 0, 'none'
// The product facts (1, 2) come first: they say the product may never be sold with a discount, and staff
// overruling an order's discounts must not break that. Last, the fixed book price (decision 630,
// domain/fixed-book-price.ts) holds whatever 3–5 gave a consumer to what the law allows → 'fixed-price'.

import { applyFixedBookPrice } from './fixed-book-price.ts';

/** What the discount rules need to know about the buyer (spec 3 §3 "User": discount, discount_3party, is_reseller). */
export interface DiscountCustomer {
  /** Percent on own editions (sb_edition 'eigen uitgaven'): the user's `discount`. */
  discountOwn: number;
  /** Percent on other publishers' books: the user's `discount_3party`. */
  discount3party: number;
  isReseller: boolean;
  rules: readonly UserDiscountRule[];
}

/** Spec 3 §3 "User discount rule: sku, account_id, minamount, discount, is_active". */
export interface UserDiscountRule {
  sku: string;
  /** Copies needed; not a whole number ≥ 1 (0, missing) means the default 2. */
  minAmount: number;
  discount: number;
  isActive: boolean;
}

export interface DiscountSettings {
  /** Setting resellerMinAmount: copies of one line a reseller needs for the reseller discount. */
  resellerMinAmount: number;
  /** Spec 3 §9 "One specific sku is excluded from discounts" (a setting; null: none). */
  excludedSku: string | null;
}

export type DiscountSource =
  'none' | 'standard' | 'reseller' | 'rule' | 'overruled' | 'excluded' | 'inactive' | 'fixed-price';

export interface DiscountLine {
  sku: string;
  amount: number;
  /** The product is an own edition (sb_edition 'eigen uitgaven'). */
  ownEdition: boolean;
  /** Spec 3 §9 "A discount on a line applies only if discount_active is not 0". */
  discountActive: boolean;
  /** Spec 3 §4 "Overruled discounts": the order line's discount copied into the cart; null when not overruled. */
  overruledPercent: number | null;
  /** Issue 31: the book has a fixed retail price (books.fixed_price; decision 630). */
  fixedPrice: boolean;
}

export interface LineDiscount {
  /** A whole percentage 0–100. */
  percent: number;
  source: DiscountSource;
}

/** A visitor without an account: no discounts, no rules. */
export const ANONYMOUS_CUSTOMER: DiscountCustomer = Object.freeze({
  discountOwn: 0,
  discount3party: 0,
  isReseller: false,
  rules: Object.freeze([]) as readonly UserDiscountRule[],
});

/** Spec 3 §9 "Standard discount needs an amount of at least 2". */
export const STANDARD_MIN_AMOUNT = 2;
/** Spec 3 §9 "It is 30% for own editions and 10% for others" (the reseller discount). */
export const RESELLER_DISCOUNT_OWN = 30;
export const RESELLER_DISCOUNT_OTHER = 10;
/** Spec 3 §9 "The default rule minimum amount is 2". */
export const DEFAULT_RULE_MIN_AMOUNT = 2;
/** Setting resellerMinAmount when the settings name none (decision 207). */
export const DEFAULT_RESELLER_MIN_AMOUNT = 5;

export const DEFAULT_DISCOUNT_SETTINGS: DiscountSettings = Object.freeze({
  resellerMinAmount: DEFAULT_RESELLER_MIN_AMOUNT,
  excludedSku: null,
});

/**
 * A percentage as stored data gives it, made a whole number from 0 to 100: rounded, negatives and NaN become 0,
 * above 100 becomes 100 (decision 208). Bad data can then never raise a price or make a line negative.
 */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A rule's minimum amount: a whole number ≥ 1, else the default 2 (spec 3 §9). */
export function ruleMinAmount(rule: Pick<UserDiscountRule, 'minAmount'>): number {
  return Number.isInteger(rule.minAmount) && rule.minAmount >= 1 ? rule.minAmount : DEFAULT_RULE_MIN_AMOUNT;
}

/**
 * Spec 3 §9 "A user rule overrides": the active rule for the sku whose minimum the amount meets. With several
 * (staffel: 10 % from 2, 20 % from 10) the one with the highest minimum met wins, on a tie the higher discount.
 */
export function matchingRule(
  rules: readonly UserDiscountRule[],
  sku: string,
  amount: number,
): UserDiscountRule | null {
  let best: UserDiscountRule | null = null;
  for (const rule of rules) {
    if (!rule.isActive || rule.sku !== sku || amount < ruleMinAmount(rule)) continue;
    if (
      best === null ||
      ruleMinAmount(rule) > ruleMinAmount(best) ||
      (ruleMinAmount(rule) === ruleMinAmount(best) &&
        clampPercent(rule.discount) > clampPercent(best.discount))
    )
      best = rule;
  }
  return best;
}

/** Spec 3 §9 "Standard discount needs an amount of at least 2. Own editions use the user discount, others discount_3party". */
export function standardDiscount(
  line: Pick<DiscountLine, 'amount' | 'ownEdition'>,
  customer: DiscountCustomer,
): number {
  if (line.amount < STANDARD_MIN_AMOUNT) return 0;
  return clampPercent(line.ownEdition ? customer.discountOwn : customer.discount3party);
}

/** Spec 3 §9 "Reseller discount needs an amount of at least resellerMinAmount. It is 30% own editions, 10% others". */
export function resellerDiscount(
  line: Pick<DiscountLine, 'amount' | 'ownEdition'>,
  customer: Pick<DiscountCustomer, 'isReseller'>,
  settings: Pick<DiscountSettings, 'resellerMinAmount'>,
): number {
  if (!customer.isReseller || line.amount < Math.max(1, settings.resellerMinAmount)) return 0;
  return line.ownEdition ? RESELLER_DISCOUNT_OWN : RESELLER_DISCOUNT_OTHER;
}

/** Spec 3 §9 "Discounts" and §4 "Overruled discounts": one line's percentage and its source (precedence above). */
export function lineDiscount(
  line: DiscountLine,
  customer: DiscountCustomer,
  settings: DiscountSettings,
): LineDiscount {
  if (settings.excludedSku !== null && line.sku === settings.excludedSku)
    return { percent: 0, source: 'excluded' };
  if (!line.discountActive) return { percent: 0, source: 'inactive' };
  const wanted = wantedDiscount(line, customer, settings);
  const held = applyFixedBookPrice(wanted.percent, line, customer);
  return held.limited ? { percent: held.percent, source: 'fixed-price' } : wanted;
}

/** Steps 3–6 of the precedence: the discount the shop's own rules give, before the law has its say. */
function wantedDiscount(
  line: DiscountLine,
  customer: DiscountCustomer,
  settings: DiscountSettings,
): LineDiscount {
  if (line.overruledPercent !== null)
    return { percent: clampPercent(line.overruledPercent), source: 'overruled' };
  const rule = matchingRule(customer.rules, line.sku, line.amount);
  if (rule) return { percent: clampPercent(rule.discount), source: 'rule' };
  const standard = standardDiscount(line, customer);
  const reseller = resellerDiscount(line, customer, settings);
  if (reseller > 0 && reseller >= standard) return { percent: reseller, source: 'reseller' };
  if (standard > 0) return { percent: standard, source: 'standard' };
  return { percent: 0, source: 'none' };
}
