// Spec 3 §9 "Shipping and VAT": the parcel (weight, letter or package) and the shipping costs of a cart, with the
// rule that decided them, and the plain rate for a country and a weight (the API's shipping quote).
// Amounts are cents incl. VAT; the shipping VAT is taken out of the cost like every other VAT (domain/vat.ts).
import { type Cents, cents, ZERO_CENTS } from './money.ts';
import { DEFAULT_VAT_LOW, shippingVatPercent, vatFromIncl } from './vat.ts';

/** Spec 3 §9 "Parcel type 1 is letter and 2 is package". */
export const PARCEL_LETTER = 1;
export const PARCEL_PACKAGE = 2;
export type ParcelType = typeof PARCEL_LETTER | typeof PARCEL_PACKAGE;

/** Spec 3 §9: package above this weight (grams). */
export const LETTER_MAX_WEIGHT_G = 1000;
/** Spec 3 §9 "3 or more lines with more than 1000 g". */
export const PACKAGE_MIN_LINES = 3;

/** The Netherlands: the only country with the letter/package rates and the free-shipping thresholds (decision 211). */
export const HOME_COUNTRY_CODE = 'NL';

export interface ShippingSettings {
  /** Setting shipping_free: free shipping in NL from this goods total incl. VAT (spec: 20 euro). */
  freeFromCents: Cents;
  /** Setting shipping_free_resellers (spec: 250 euro). */
  freeFromResellersCents: Cents;
  /** Spec 3 §9 "Default shipping cost 8.45": the package rate in NL. */
  packageRateCents: Cents;
  /** Setting shippingLetter: a letterbox parcel in NL (decision 209). */
  letterRateCents: Cents;
  /** Setting weightBox (spec: 80 g). */
  weightBoxG: number;
  /** Spec 3 §9 "A missing item weight counts as 300 g". */
  missingWeightG: number;
  /** Setting btwLow: the default shipping VAT (spec: 9 %). */
  vatLow: number;
  /** Spec 3 §9 "With discounts applied, shipping is always charged unless the total is over 250 euro". */
  discountShippingFreeOverCents: Cents;
}

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = Object.freeze({
  freeFromCents: cents(2000),
  freeFromResellersCents: cents(25000),
  packageRateCents: cents(845),
  letterRateCents: cents(495),
  weightBoxG: 80,
  missingWeightG: 300,
  vatLow: DEFAULT_VAT_LOW,
  discountShippingFreeOverCents: cents(25000),
});

/** Spec 3 §9: the note shows when the total is between 19,50 and 20 (the threshold minus 50 cents). */
export const FREE_SHIPPING_NOTE_MARGIN_CENTS = cents(50);

export interface ShippingLine {
  /** Grams per copy; 0 = unknown (counts as missingWeightG). */
  weightG: number;
  amount: number;
  isEbook: boolean;
  /** Spec 3 §9 "or a line is flagged": the product must go as a package (package_type). */
  packageOnly: boolean;
  vatPercent: number;
}

/** Spec 3 §3 "Country: code, displayValue, base_shipping, surcharge_weight". */
export interface Destination {
  countryCode: string;
  baseShippingCents: Cents;
  surchargeWeightCents: Cents;
}

export interface ShippingCustomer {
  isReseller: boolean;
  /** Spec 3 §3 user no_shipping_costs. */
  noShippingCosts: boolean;
}

/** Spec 3 §3 "Order settings": custom_shipping_costs, and the marker 999 (no shipping-cost row). */
export interface OrderShippingOverrides {
  customShippingCents: Cents | null;
  noShippingRow: boolean;
}

export type ShippingRule =
  | 'empty'
  | 'ebooks-only'
  | 'no-shipping-row'
  | 'custom'
  | 'no-shipping-costs'
  | 'free-zero-total'
  | 'free-threshold'
  | 'letter'
  | 'package'
  | 'abroad';

export interface ShippingQuote {
  costCents: Cents;
  rule: ShippingRule;
  /** Null when nothing is shipped (no physical line). */
  parcelType: ParcelType | null;
  /** Parcel weight incl. the box; 0 when nothing is shipped. */
  weightG: number;
  vatPercent: number;
  vatCents: Cents;
  /** Spec 3 §9: "A note appears when the total is between 19.5 and 20". */
  freeShippingNote: boolean;
  /**
   * The goods total (incl. VAT, after discounts) from which this cart would ship free in NL: 2000, or 25000 for
   * a reseller, or 25001 with a discount applied ("over 250"); 0 when no threshold applies (abroad).
   */
  freeFromCents: Cents;
}

export interface QuoteInput {
  lines: readonly ShippingLine[];
  destination: Destination;
  /** Goods total after discounts, incl. VAT. */
  goodsTotalCents: Cents;
  /** Some line carries a discount. */
  discountApplied: boolean;
  customer: ShippingCustomer;
  overrides?: OrderShippingOverrides;
  settings: ShippingSettings;
}

/** Lines that travel in the parcel: not e-books, at least one copy. */
export function physicalLines(lines: readonly ShippingLine[]): ShippingLine[] {
  return lines.filter((line) => !line.isEbook && line.amount > 0);
}

/** Spec 3 §9 "A missing item weight counts as 300 g": grams of one copy. */
export function copyWeightG(
  line: Pick<ShippingLine, 'weightG'>,
  settings: Pick<ShippingSettings, 'missingWeightG'>,
): number {
  return Number.isFinite(line.weightG) && line.weightG > 0 ? line.weightG : settings.missingWeightG;
}

/**
 * Spec 3 §9 "Box weight defaults to 80 g. A missing item weight counts as 300 g": box + Σ weight × amount over
 * the physical lines; e-books weigh nothing, and without a physical line there is no box either (0).
 */
export function parcelWeightG(
  lines: readonly ShippingLine[],
  settings: Pick<ShippingSettings, 'weightBoxG' | 'missingWeightG'>,
): number {
  const physical = physicalLines(lines);
  if (physical.length === 0) return 0;
  return physical.reduce(
    (weight, line) => weight + copyWeightG(line, settings) * line.amount,
    settings.weightBoxG,
  );
}

/**
 * Spec 3 §9 "Package applies if the weight is above 1000 g, or there are 3 or more lines with more than 1000 g,
 * or a line is flagged". Taken literally (decision 210): a line of more than 1000 g already puts the parcel above
 * 1000 g, so the middle clause never decides anything on its own; it is kept so the code reads as the spec.
 */
export function parcelType(
  lines: readonly ShippingLine[],
  settings: Pick<ShippingSettings, 'weightBoxG' | 'missingWeightG'>,
): ParcelType {
  const physical = physicalLines(lines);
  const heavyLines = physical.filter(
    (line) => copyWeightG(line, settings) * line.amount > LETTER_MAX_WEIGHT_G,
  );
  if (parcelWeightG(lines, settings) > LETTER_MAX_WEIGHT_G) return PARCEL_PACKAGE;
  if (heavyLines.length >= PACKAGE_MIN_LINES) return PARCEL_PACKAGE;
  if (physical.some((line) => line.packageOnly)) return PARCEL_PACKAGE;
  return PARCEL_LETTER;
}

/** Whether the destination is the Netherlands (country codes compared case-insensitively). */
export function isHomeCountry(destination: Pick<Destination, 'countryCode'>): boolean {
  return destination.countryCode.trim().toUpperCase() === HOME_COUNTRY_CODE;
}

/** Spec 3 §9 "The letter rate is used if it is not above the package rate and a letter is allowed, else the package rate". */
export function homeRate(
  type: ParcelType,
  settings: ShippingSettings,
): { costCents: Cents; rule: 'letter' | 'package' } {
  if (type === PARCEL_LETTER && settings.letterRateCents <= settings.packageRateCents)
    return { costCents: settings.letterRateCents, rule: 'letter' };
  return { costCents: settings.packageRateCents, rule: 'package' };
}

/** Spec 3 §9 "Abroad (non-NL): the country's base_shipping plus surcharge_weight per kg" — per started kg (decision 211). */
export function abroadRate(destination: Destination, weightG: number): Cents {
  const kilograms = Math.ceil(Math.max(0, weightG) / 1000);
  return cents(destination.baseShippingCents + destination.surchargeWeightCents * kilograms);
}

/**
 * The NL free-shipping threshold for this cart (spec 3 §9): 20 euro (customers) or 250 (resellers) "from";
 * with a discount applied "over 250", i.e. from 250,01. Abroad none (decision 211).
 */
export function freeShippingFrom(
  destination: Pick<Destination, 'countryCode'>,
  customer: Pick<ShippingCustomer, 'isReseller'>,
  discountApplied: boolean,
  settings: ShippingSettings,
): Cents | null {
  if (!isHomeCountry(destination)) return null;
  if (discountApplied) return cents(settings.discountShippingFreeOverCents + 1);
  return customer.isReseller ? settings.freeFromResellersCents : settings.freeFromCents;
}

/** Spec 3 §9 "Default shipping VAT is 9%, raised to the highest line VAT" (over the lines in the cart). */
export function shippingVat(
  lines: readonly ShippingLine[],
  settings: Pick<ShippingSettings, 'vatLow'>,
): number {
  return shippingVatPercent(
    lines.filter((line) => line.amount > 0).map((line) => line.vatPercent),
    settings.vatLow,
  );
}

/**
 * Spec 3 §9 "Shipping and VAT": the shipping costs of a cart. The first rule that applies decides:
 * nothing physical (0) → order settings 999 (0) → custom shipping costs → the user's no_shipping_costs (0) →
 * goods total 0 after discounts (free) → the NL threshold (free) → NL letter or package rate → abroad.
 */
export function quoteShipping(input: QuoteInput): ShippingQuote {
  const { lines, destination, goodsTotalCents, discountApplied, customer, overrides, settings } = input;
  const vatPercent = shippingVat(lines, settings);
  const physical = physicalLines(lines);
  const threshold = freeShippingFrom(destination, customer, discountApplied, settings);
  const quote = (costCents: Cents, rule: ShippingRule, freeShippingNote = false): ShippingQuote => ({
    costCents,
    rule,
    parcelType: physical.length === 0 ? null : parcelType(lines, settings),
    weightG: parcelWeightG(lines, settings),
    vatPercent,
    vatCents: vatFromIncl(costCents, vatPercent),
    freeShippingNote,
    freeFromCents: threshold ?? ZERO_CENTS,
  });

  if (physical.length === 0)
    return quote(ZERO_CENTS, lines.some((line) => line.amount > 0) ? 'ebooks-only' : 'empty');
  if (overrides?.noShippingRow) return quote(ZERO_CENTS, 'no-shipping-row');
  // Staff set the amount; a negative one would be a refund in disguise, so it counts as 0.
  if (overrides && overrides.customShippingCents !== null)
    return quote(cents(Math.max(0, overrides.customShippingCents)), 'custom');
  if (customer.noShippingCosts) return quote(ZERO_CENTS, 'no-shipping-costs');
  if (goodsTotalCents <= 0) return quote(ZERO_CENTS, 'free-zero-total');
  if (threshold !== null && goodsTotalCents >= threshold) return quote(ZERO_CENTS, 'free-threshold');
  if (!isHomeCountry(destination))
    return quote(abroadRate(destination, parcelWeightG(lines, settings)), 'abroad');
  const rate = homeRate(parcelType(lines, settings), settings);
  // The note only where the 20-euro threshold is the one that applies (not for resellers or discounted carts).
  const note =
    threshold === settings.freeFromCents &&
    !customer.isReseller &&
    !discountApplied &&
    goodsTotalCents >= threshold - FREE_SHIPPING_NOTE_MARGIN_CENTS;
  return quote(rate.costCents, rate.rule, note);
}

/**
 * The API's shipping quote for a country and a parcel weight (spec 3 §7 getShippingCosts {weight}): the plain
 * rate, no cart, no thresholds. The weight is the parcel's (box included by the caller); 0 or less ships nothing.
 */
export function quoteForWeight(
  destination: Destination,
  weightG: number,
  settings: ShippingSettings,
): ShippingQuote {
  const weight = Number.isFinite(weightG) ? Math.max(0, Math.round(weightG)) : 0;
  const base = {
    weightG: weight,
    vatPercent: settings.vatLow,
    freeShippingNote: false,
    freeFromCents: isHomeCountry(destination) ? settings.freeFromCents : ZERO_CENTS,
  };
  if (weight === 0)
    return { ...base, costCents: ZERO_CENTS, rule: 'empty', parcelType: null, vatCents: ZERO_CENTS };
  const type: ParcelType = weight > LETTER_MAX_WEIGHT_G ? PARCEL_PACKAGE : PARCEL_LETTER;
  const { costCents, rule } = isHomeCountry(destination)
    ? homeRate(type, settings)
    : { costCents: abroadRate(destination, weight), rule: 'abroad' as const };
  return { ...base, costCents, rule, parcelType: type, vatCents: vatFromIncl(costCents, settings.vatLow) };
}
