// Spec 3 §9 "Line amount = costs (or price) × amount × (1 − discount/100), rounded to 2 decimals. The order total
// sums product lines and the shipping line": the whole price of a cart — lines with their discounts and VAT,
// shipping, the VAT split per rate and the total — from fresh catalogue prices. The cart page, the API and
// (next issue) the order all show and charge exactly this.
//
// VAT (decision 212): the authority is vatPerRate (domain/vat.ts) over the lines AND the shipping line, one rounding
// per rate; vatTotalCents is the sum of those. A line's vatCents is its share of its rate's VAT: the shipping's
// own VAT (vatFromIncl of the cost) is taken off its rate first, the rest is split over that rate's lines in
// proportion to their amounts (splitCents, largest remainder, ties by sku). So Σ line VAT + shipping VAT =
// vatTotalCents exactly, and each line's VAT is within 2 cents of its own exact VAT.
import {
  type DiscountCustomer,
  type DiscountSettings,
  type DiscountSource,
  lineDiscount,
} from './discounts.ts';
import { type Cents, cents, splitCents, sumCents, timesCents } from './money.ts';
import {
  type Destination,
  type OrderShippingOverrides,
  quoteShipping,
  type ShippingCustomer,
  type ShippingQuote,
  type ShippingSettings,
} from './shipping.ts';
import { type VatPerRate, vatPerRate } from './vat.ts';

export type ProductKind = 'book' | 'ebook' | 'other';

/** Spec 3 §9 "VAT rates: low 6 or 9, high 19 or 21, from settings btwLow and btwHigh": books and e-books low, others high. */
export function productVatPercent(kind: ProductKind, rates: { vatLow: number; vatHigh: number }): number {
  return kind === 'other' ? rates.vatHigh : rates.vatLow;
}

export interface CartPricingLine {
  sku: string;
  /** Copies, a whole number ≥ 0 (0: a line being removed; priced 0 and not shipped). */
  amount: number;
  /** Price per copy incl. VAT, read fresh from the catalogue. */
  priceCents: Cents;
  kind: ProductKind;
  ownEdition: boolean;
  discountActive: boolean;
  /** Grams per copy; 0 = unknown. */
  weightG: number;
  packageOnly: boolean;
  overruledPercent: number | null;
  /** Issue 31: the book has a fixed retail price (decision 630): a consumer's discount is held to the law's. */
  fixedPrice: boolean;
}

export interface CartPricingSettings {
  discounts: DiscountSettings;
  shipping: ShippingSettings;
  vatLow: number;
  vatHigh: number;
}

export interface CartPricingInput {
  lines: readonly CartPricingLine[];
  customer: DiscountCustomer & ShippingCustomer;
  destination: Destination;
  overrides?: OrderShippingOverrides;
  settings: CartPricingSettings;
}

export interface PricedLine {
  sku: string;
  amount: number;
  priceCents: Cents;
  /** price × amount, before discount. */
  grossCents: Cents;
  discountPercent: number;
  discountSource: DiscountSource;
  /** grossCents − lineTotalCents. */
  discountCents: Cents;
  /** price × amount × (1 − d/100), rounded to cents. */
  lineTotalCents: Cents;
  vatPercent: number;
  /** This line's share of its rate's VAT (see the header). */
  vatCents: Cents;
}

export interface CartPricing {
  /** In input order. */
  lines: PricedLine[];
  goodsGrossCents: Cents;
  discountCents: Cents;
  /** Σ lineTotalCents: the goods after discounts, incl. VAT. */
  goodsTotalCents: Cents;
  shipping: ShippingQuote;
  /** Per rate, lines and shipping together, by rate ascending. */
  vat: VatPerRate[];
  /** Σ vat[].vatCents. */
  vatTotalCents: Cents;
  /** goodsTotalCents + shipping.costCents. */
  totalCents: Cents;
  /** Some line has a discount of at least a cent. */
  discountApplied: boolean;
}

/**
 * Spec 3 §9 line amount: price × amount × (100 − d) / 100 in exact integer arithmetic (BigInt, so no product can
 * lose precision whatever the inputs), rounded half up — half away from zero, as the VAT is.
 */
export function lineAmountCents(priceCents: Cents, amount: number, discountPercent: number): Cents {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a whole amount >= 0: ${amount}`);
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100)
    throw new RangeError(`not a whole percentage 0–100: ${discountPercent}`);
  const numerator = BigInt(priceCents) * BigInt(amount) * BigInt(100 - discountPercent);
  const magnitude = ((numerator < 0n ? -numerator : numerator) * 2n + 100n) / 200n;
  return cents(Number(numerator < 0n ? -magnitude : magnitude));
}

/** The whole price of a cart (spec 3 §9 "Shipping and VAT", "Discounts"); see the header for the VAT. */
export function priceCart(input: CartPricingInput): CartPricing {
  const { lines, customer, destination, overrides, settings } = input;
  const priced = lines.map((line) => {
    if (line.priceCents < 0) throw new RangeError(`negative price for ${line.sku}`);
    const discount = lineDiscount(line, customer, settings.discounts);
    const grossCents = timesCents(line.priceCents, line.amount);
    const lineTotalCents = lineAmountCents(line.priceCents, line.amount, discount.percent);
    return {
      sku: line.sku,
      amount: line.amount,
      priceCents: line.priceCents,
      grossCents,
      discountPercent: discount.percent,
      discountSource: discount.source,
      discountCents: cents(grossCents - lineTotalCents),
      lineTotalCents,
      vatPercent: productVatPercent(line.kind, settings),
    };
  });

  const goodsGrossCents = sumCents(priced.map((line) => line.grossCents));
  const goodsTotalCents = sumCents(priced.map((line) => line.lineTotalCents));
  const discountApplied = priced.some((line) => line.discountCents > 0);
  const shipping = quoteShipping({
    lines: lines.map((line, index) => ({
      weightG: line.weightG,
      amount: line.amount,
      isEbook: line.kind === 'ebook',
      packageOnly: line.packageOnly,
      vatPercent: priced[index]?.vatPercent ?? settings.vatLow,
    })),
    destination,
    goodsTotalCents,
    discountApplied,
    customer,
    ...(overrides ? { overrides } : {}),
    settings: settings.shipping,
  });

  const vatLines = priced.map((line) => ({ inclCents: line.lineTotalCents, vatPercent: line.vatPercent }));
  if (shipping.costCents !== 0)
    vatLines.push({ inclCents: shipping.costCents, vatPercent: shipping.vatPercent });
  const vat = vatPerRate(vatLines);
  const lineVat = splitVatOverLines(priced, vat, shipping);

  return {
    lines: priced.map((line, index) => ({ ...line, vatCents: lineVat[index] ?? cents(0) })),
    goodsGrossCents,
    discountCents: cents(goodsGrossCents - goodsTotalCents),
    goodsTotalCents,
    shipping,
    vat,
    vatTotalCents: sumCents(vat.map((rate) => rate.vatCents)),
    totalCents: cents(goodsTotalCents + shipping.costCents),
    discountApplied,
  };
}

/** Each line's share of its rate's VAT (decision 212), in input order; ties go to the smaller sku. */
function splitVatOverLines(
  lines: readonly { sku: string; lineTotalCents: Cents; vatPercent: number }[],
  vat: readonly VatPerRate[],
  shipping: ShippingQuote,
): Cents[] {
  const result: Cents[] = lines.map(() => cents(0));
  for (const rate of vat) {
    const members = lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => line.vatPercent === rate.vatPercent)
      .sort((a, b) => (a.line.sku < b.line.sku ? -1 : a.line.sku > b.line.sku ? 1 : a.index - b.index));
    if (members.length === 0) continue;
    const shippingShare =
      shipping.costCents !== 0 && shipping.vatPercent === rate.vatPercent ? shipping.vatCents : 0;
    const parts = splitCents(
      cents(rate.vatCents - shippingShare),
      members.map(({ line }) => line.lineTotalCents),
    );
    members.forEach(({ index }, position) => {
      result[index] = parts[position] ?? cents(0);
    });
  }
  return result;
}
