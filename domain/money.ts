// Money is integer euro cents everywhere (DESIGN "money"); euros appear only at the edges: parsing what a person
// types (euroToCents) and showing an amount (formatEuro, formatAmount; spec 1 §9: a comma and two decimals).
// `Cents` is a branded number: a plain number (a float, or euros) does not type-check where cents are asked for,
// and the only ways in are the constructors below, which refuse anything that is not a whole number of cents.

declare const centsBrand: unique symbol;

/** A whole number of euro cents (may be negative: a refund or a discount line). */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** The largest amount the constructors accept: exact integer arithmetic (products, splits) stays safe. */
export const MAX_CENTS = 1_000_000_000_00; // a billion euros

/** Whether a value is a whole number of cents within ±MAX_CENTS. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_CENTS;
}

/** Cents from a number that must already be whole cents; a float (19.95) or NaN throws RangeError. */
export function cents(value: number): Cents {
  if (!isCents(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value;
}

/** A nullable price column as read from the database (NULL stays null: "no price"). */
export function centsOrNull(value: number | null | undefined): Cents | null {
  return value === null || value === undefined ? null : cents(value);
}

export const ZERO_CENTS = cents(0);

/** The sum of amounts (exact: integers). */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

/** An amount times a whole quantity (a cart line: price × amount). */
export function timesCents(amount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`not a whole quantity: ${quantity}`);
  return cents(amount * quantity);
}

/**
 * Euros as a person types them, in cents: '19,95', '19.95', '19,5', '19', '€ 19,95', '19,-', '-2,50'. A comma
 * (Dutch) or a dot is the decimal mark, with one or two decimals. No thousands separators: '1.234' could be
 * either, so it is refused like letters, three decimals, two marks or an empty text (null).
 */
export function euroToCents(text: string): Cents | null {
  let value = text.replace(/[\s\u00a0€]/g, '').replace(/^EUR/i, '');
  const negative = value.startsWith('-');
  if (negative) value = value.slice(1);
  if (value.endsWith(',-') || value.endsWith('.-')) value = value.slice(0, -2);
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const amount = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!isCents(amount)) return null;
  return cents(negative ? -amount : amount);
}

/**
 * `total` split into parts proportional to whole, non-negative `weights`, by the largest-remainder method: each
 * part is its exact share rounded down, and the cents left over go one each to the parts with the largest
 * remainders (the earlier part first on a tie). The parts always add up to `total` exactly, and each differs
 * from its exact share by less than one cent. A negative total splits as the negation of its opposite. All
 * weights 0 (nothing to weigh by) splits evenly. Used to spread a discount or shipping over cart lines.
 */
export function splitCents(total: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) throw new RangeError('nothing to split over');
  for (const w of weights)
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weights must be whole and >= 0: ${w}`);
  if (total < 0) return splitCents(cents(-total), weights).map((part) => cents(-part || 0));
  const even = weights.every((w) => w === 0);
  const ws = (even ? weights.map(() => 1) : weights).map(BigInt);
  const sum = ws.reduce((a, b) => a + b, 0n);
  const whole = BigInt(total);
  const parts = ws.map((w) => (whole * w) / sum);
  const remainders = ws.map((w, index) => ({ index, rest: (whole * w) % sum }));
  let left = whole - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((part) => cents(Number(part)));
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const plain = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "€ 19,95" */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** "19,95" */
export function formatAmount(cents: number): string {
  return plain.format(cents / 100);
}
