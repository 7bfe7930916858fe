// VAT (btw) from prices that include it (spec 3 §3 "price (including VAT), vat_perc", §9 "VAT rates: low 6 or
// 9, high 19 or 21, from settings btwLow and btwHigh"; "Default shipping VAT is 9%, raised to the highest line
// VAT"). Shop prices are stored incl. VAT, so VAT is always taken out of an amount, never added to one.
//
// ONE rounding rule, everywhere (cart, order, invoice, partner commission):
//   vat = round_half_away_from_zero(incl × rate / (100 + rate))   in whole cents, in exact integer arithmetic,
// and on an order it is applied once per rate to the sum of that rate's amounts (vatPerRate), not per line and
// then summed — the Dutch tax office accepts either, and one rule per rate keeps invoice and order equal.
// With the Dutch rates 9 and 21 (and 6, 19) an exact half cent cannot occur for whole cents; the rule still says
// what happens at other rates (20 % on 3 cents: 0,5 → 1 cent).
import { type Cents, cents, sumCents } from './money.ts';

/** Spec 3 §9 defaults of the settings btwLow and btwHigh (the books' vat_perc defaults to 9). */
export const DEFAULT_VAT_LOW = 9;
export const DEFAULT_VAT_HIGH = 21;

/** A VAT rate is a whole percentage from 0 to 100 (books.vat_perc is a smallint). */
export function isVatRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isInteger(rate) && rate >= 0 && rate <= 100;
}

/** The VAT contained in an amount incl. VAT, rounded half away from zero (see the rule above). */
export function vatFromIncl(incl: Cents, ratePercent: number): Cents {
  if (!isVatRate(ratePercent)) throw new RangeError(`not a VAT rate: ${ratePercent}`);
  return cents(divideRoundHalfAwayFromZero(incl * ratePercent, 100 + ratePercent));
}

/** The amount without VAT: incl minus its VAT, so excl + VAT is always exactly incl. */
export function exclFromIncl(incl: Cents, ratePercent: number): Cents {
  return cents(incl - vatFromIncl(incl, ratePercent));
}

export interface VatLine {
  inclCents: Cents;
  vatPercent: number;
}

export interface VatPerRate {
  vatPercent: number;
  inclCents: Cents;
  vatCents: Cents;
  exclCents: Cents;
}

/** An order's VAT summary: per rate the sum incl., its VAT (one rounding per rate) and excl., by rate ascending. */
export function vatPerRate(lines: readonly VatLine[]): VatPerRate[] {
  const byRate = new Map<number, Cents[]>();
  for (const line of lines) {
    if (!isVatRate(line.vatPercent)) throw new RangeError(`not a VAT rate: ${line.vatPercent}`);
    byRate.set(line.vatPercent, [...(byRate.get(line.vatPercent) ?? []), line.inclCents]);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([vatPercent, amounts]) => {
      const inclCents = sumCents(amounts);
      const vatCents = vatFromIncl(inclCents, vatPercent);
      return { vatPercent, inclCents, vatCents, exclCents: cents(inclCents - vatCents) };
    });
}

/** Spec 3 §9: shipping VAT is the default (9 %) raised to the highest VAT rate among the lines. */
export function shippingVatPercent(lineRates: readonly number[], defaultRate = DEFAULT_VAT_LOW): number {
  return Math.max(defaultRate, ...lineRates);
}

/** n / d for integers, rounded to the nearest integer with halves away from zero (d > 0). */
function divideRoundHalfAwayFromZero(n: number, d: number): number {
  const magnitude = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 && magnitude > 0 ? -magnitude : magnitude;
}
