// Issue 30 staff price overrides (spec 3 §1 "Staff can give an order custom shipping costs or overrule its
// discounts", §3 order settings, §4 "Overruled discounts"): the form of /beheer/bestellingen/{number}/aanpassen
// read into the order's settings, every error named by its field. The prices themselves come from the same pure
// rules the checkout uses (domain/cart-pricing.ts priceCart with the order's OrderShippingOverrides and the
// lines' overruled percents); this module only decides what staff asked for.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { type Cents, cents, euroToCents } from './money.ts';

/** The form's field names (Dutch, as the page posts them). */
export const ADJUST_FIELDS = {
  customShipping: 'verzendkosten',
  noShipping: 'geen_verzendkosten',
  overrule: 'kortingen_overschrijven',
  /** One per book line, by the line's position: `korting_3`. */
  discount: (position: number) => `korting_${position}`,
} as const;

/** Custom shipping costs above this are a typing error, not a shipping cost (decision 603). */
export const MAX_CUSTOM_SHIPPING_CENTS = cents(100_000);

/** The order's staff settings (spec 3 §3 order settings) and, when overruled, each book line's percent by sku. */
export interface OrderAdjustment {
  customShippingCents: Cents | null;
  noShippingCosts: boolean;
  discountsOverruled: boolean;
  /** Empty unless discountsOverruled. */
  discounts: Map<string, number>;
}

export type AdjustError = 'amount' | 'percent';

export type AdjustParse =
  { kind: 'ok'; adjustment: OrderAdjustment } | { kind: 'invalid'; errors: Record<string, AdjustError> };

function ticked(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/** A whole percentage 0–100 as typed ('10', '10%', ' 0 '); null for anything else. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})\s*%?$/.exec(text.trim());
  if (!match) return null;
  const percent = Number(match[1]);
  return percent <= 100 ? percent : null;
}

/**
 * The form read: custom shipping costs in euros as a person types them ('4,95'; empty: none), shipping off, and
 * — when the discounts are overruled — a percent for every book line (empty counts as 0). Percents are read only
 * when overruling is ticked: otherwise the lines keep the rules' own discounts.
 */
export function parseOrderAdjustment(
  fields: Readonly<Record<string, string | undefined>>,
  lines: readonly { position: number; sku: string }[],
): AdjustParse {
  const errors: Record<string, AdjustError> = {};
  const shippingText = (fields[ADJUST_FIELDS.customShipping] ?? '').trim();
  let customShippingCents: Cents | null = null;
  if (shippingText !== '') {
    const parsed = euroToCents(shippingText);
    if (parsed === null || parsed < 0 || parsed > MAX_CUSTOM_SHIPPING_CENTS)
      errors[ADJUST_FIELDS.customShipping] = 'amount';
    else customShippingCents = parsed;
  }
  const discountsOverruled = ticked(fields[ADJUST_FIELDS.overrule]);
  const discounts = new Map<string, number>();
  if (discountsOverruled)
    for (const line of lines) {
      const name = ADJUST_FIELDS.discount(line.position);
      const text = (fields[name] ?? '').trim();
      const percent = text === '' ? 0 : parsePercent(text);
      if (percent === null) errors[name] = 'percent';
      else discounts.set(line.sku, percent);
    }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return {
    kind: 'ok',
    adjustment: {
      customShippingCents,
      noShippingCosts: ticked(fields[ADJUST_FIELDS.noShipping]),
      discountsOverruled,
      discounts,
    },
  };
}

const ADJUST_MESSAGES: Record<AdjustError, TextRef> = {
  amount: { key: 'beheer.adjust.amount_invalid' },
  percent: { key: 'beheer.adjust.percent_invalid' },
};

/**
 * The adjust form's messages by field, in the browser and on the server alike (decision 620): the refusals of
 * parseOrderAdjustment in the page's words.
 */
export function orderAdjustFormErrors(
  fields: PostedFields,
  lines: readonly { position: number; sku: string }[],
): FieldErrors {
  const parsed = parseOrderAdjustment(fields, lines);
  if (parsed.kind === 'ok') return {};
  return Object.fromEntries(
    Object.entries(parsed.errors).map(([field, error]) => [field, ADJUST_MESSAGES[error]]),
  );
}
