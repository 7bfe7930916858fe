// Spec 3 §9 "Line amount = costs (or price) × amount × (1 − discount/100), rounded to 2 decimals. The order total
// sums product lines and the shipping line": whole carts priced with the spec's numbers.
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CUSTOMER, DEFAULT_DISCOUNT_SETTINGS, type DiscountCustomer } from './discounts.ts';
import {
  type CartPricingInput,
  type CartPricingLine,
  lineAmountCents,
  priceCart,
  productVatPercent,
} from './cart-pricing.ts';
import { cents } from './money.ts';
import { DEFAULT_SHIPPING_SETTINGS, type Destination, type ShippingCustomer } from './shipping.ts';
import { vatFromIncl } from './vat.ts';

const NL: Destination = { countryCode: 'NL', baseShippingCents: cents(845), surchargeWeightCents: cents(0) };
const DE: Destination = {
  countryCode: 'DE',
  baseShippingCents: cents(1495),
  surchargeWeightCents: cents(300),
};
const SETTINGS: CartPricingInput['settings'] = {
  discounts: DEFAULT_DISCOUNT_SETTINGS,
  shipping: DEFAULT_SHIPPING_SETTINGS,
  vatLow: 9,
  vatHigh: 21,
};
type Customer = DiscountCustomer & ShippingCustomer;
const GUEST: Customer = { ...ANONYMOUS_CUSTOMER, noShippingCosts: false };
const CUSTOMER: Customer = { ...GUEST, discountOwn: 10, discount3party: 5 };
const RESELLER: Customer = { ...GUEST, isReseller: true };

let next = 0;
const line = (priceCents: number, amount = 1, over: Partial<CartPricingLine> = {}): CartPricingLine => ({
  sku: `97890200${String(++next).padStart(5, '0')}`,
  amount,
  priceCents: cents(priceCents),
  kind: 'book',
  ownEdition: true,
  discountActive: true,
  weightG: 380,
  packageOnly: false,
  overruledPercent: null,
  fixedPrice: false,
  ...over,
});
const price = (lines: CartPricingLine[], customer = GUEST, destination = NL) =>
  priceCart({ lines, customer, destination, settings: SETTINGS });

describe('spec 3 §9 line amount = price × amount × (1 − discount/100), rounded to cents', () => {
  it.each([
    [1995, 1, 0, 1995],
    [1995, 2, 10, 3591],
    // 19,95 × 3 × 0,85 = 50,8725 → 50,87
    [1995, 3, 15, 5087],
    // 19,99 × 0,7 = 13,993 → 13,99
    [1999, 1, 30, 1399],
    // 19,95 × 0,9 = 17,955 → 17,96 (half up)
    [1995, 1, 10, 1796],
    // 19,95 × 5 × 0,7 = 69,825 → 69,83 (the reseller's 30 %)
    [1995, 5, 30, 6983],
    [1995, 4, 100, 0],
    [1995, 0, 10, 0],
    // a million euros × 999 at 10 %: large, still exact
    [100_000_000, 999, 10, 89_910_000_000],
  ])('%i cents × %i at %i percent → %i', (priceCents, amount, discount, total) => {
    expect(lineAmountCents(cents(priceCents), amount, discount)).toBe(total);
  });

  it('refuses a fractional amount or percentage', () => {
    expect(() => lineAmountCents(cents(1995), 1.5, 0)).toThrow(RangeError);
    expect(() => lineAmountCents(cents(1995), 1, 10.5)).toThrow(RangeError);
    expect(() => lineAmountCents(cents(1995), 1, 101)).toThrow(RangeError);
  });
});

describe('spec 3 §9 "books and e-books btwLow, other products btwHigh"', () => {
  it.each([
    ['book', 9],
    ['ebook', 9],
    ['other', 21],
  ] as const)('%s → %i percent', (kind, rate) => {
    expect(productVatPercent(kind, { vatLow: 9, vatHigh: 21 })).toBe(rate);
  });

  it('takes the rates from the settings (the old 6 and 19)', () => {
    expect(productVatPercent('book', { vatLow: 6, vatHigh: 19 })).toBe(6);
    expect(productVatPercent('other', { vatLow: 6, vatHigh: 19 })).toBe(19);
  });
});

describe('whole carts with the spec numbers', () => {
  it('a guest with one book of 19,95 pays 4,95 letter shipping: 24,90, VAT 2,06 at 9 %', () => {
    const result = price([line(1995)]);
    expect(result).toMatchObject({ goodsTotalCents: 1995, totalCents: 2490, discountApplied: false });
    expect(result.shipping).toMatchObject({ costCents: 495, rule: 'letter', freeShippingNote: true });
    // (19,95 + 4,95) × 9/109 = 2,0559 → 2,06; the book's share 2,06 − 0,41 = 1,65 = its own VAT
    expect(result.vat).toEqual([{ vatPercent: 9, inclCents: 2490, vatCents: 206, exclCents: 2284 }]);
    expect(result.vatTotalCents).toBe(206);
    expect(result.lines[0]).toMatchObject({ lineTotalCents: 1995, vatCents: 165, discountSource: 'none' });
  });

  it('charges 8,45 shipping for a 1.2 kg parcel to NL under 20 euro', () => {
    const result = price([line(950, 2, { weightG: 560 })]);
    expect(result.shipping).toMatchObject({ costCents: 845, rule: 'package', weightG: 1200, parcelType: 2 });
    expect(result.totalCents).toBe(1900 + 845);
  });

  it('ships two books of 12,50 free (25,00 ≥ 20)', () => {
    const result = price([line(1250), line(1250)]);
    expect(result.shipping).toMatchObject({ costCents: 0, rule: 'free-threshold' });
    expect(result.totalCents).toBe(2500);
  });

  it('a customer with 10 % on 2 own copies of 12,50 pays 22,50 and shipping (discount applied, under 250)', () => {
    const result = price([line(1250, 2)], CUSTOMER);
    expect(result.lines[0]).toMatchObject({
      grossCents: 2500,
      discountPercent: 10,
      discountCents: 250,
      lineTotalCents: 2250,
    });
    expect(result).toMatchObject({
      goodsGrossCents: 2500,
      discountCents: 250,
      goodsTotalCents: 2250,
      discountApplied: true,
    });
    expect(result.shipping).toMatchObject({ costCents: 495, rule: 'letter', freeShippingNote: false });
    expect(result.totalCents).toBe(2745);
  });

  it('a reseller buying 5 own copies of 19,95 gets 30 %: 69,83 + 8,45 package (1980 g)', () => {
    const result = price([line(1995, 5)], RESELLER, NL);
    expect(result.lines[0]).toMatchObject({
      discountPercent: 30,
      discountSource: 'reseller',
      lineTotalCents: 6983,
    });
    expect(result.shipping).toMatchObject({ costCents: 845, rule: 'package', weightG: 1980 });
    expect(result.totalCents).toBe(7828);
  });

  it('a reseller with discounts ships free over 250 only', () => {
    // 20 × 19,95 × 0,7 = 279,30
    expect(price([line(1995, 20)], RESELLER).shipping.rule).toBe('free-threshold');
    // 17 × 19,95 × 0,7 = 237,405 → 237,41: charged
    expect(price([line(1995, 17)], RESELLER).shipping).toMatchObject({ rule: 'package', costCents: 845 });
  });

  it('a book at 9 % and a 21 % product: shipping VAT raised to 21 %, VAT per rate', () => {
    const result = price([line(995), line(500, 1, { kind: 'other', weightG: 200 })]);
    expect(result.shipping).toMatchObject({ costCents: 495, vatPercent: 21, vatCents: 86 });
    expect(result.vat).toEqual([
      { vatPercent: 9, inclCents: 995, vatCents: 82, exclCents: 913 },
      // (5,00 + 4,95) × 21/121 = 1,7269 → 1,73
      { vatPercent: 21, inclCents: 995, vatCents: 173, exclCents: 822 },
    ]);
    expect(result.vatTotalCents).toBe(255);
    expect(result.lines.map((l) => l.vatCents)).toEqual([82, 173 - 86]);
    expect(result.totalCents).toBe(1990);
  });

  it('an e-book-only cart ships nothing', () => {
    const result = price([line(999, 1, { kind: 'ebook', weightG: 0 })]);
    expect(result.shipping).toMatchObject({ costCents: 0, rule: 'ebooks-only', parcelType: null });
    expect(result.totalCents).toBe(999);
    expect(result.vat).toEqual([{ vatPercent: 9, inclCents: 999, vatCents: 82, exclCents: 917 }]);
  });

  it('an empty cart costs nothing and has no VAT rows', () => {
    expect(price([])).toMatchObject({
      totalCents: 0,
      vat: [],
      vatTotalCents: 0,
      shipping: { rule: 'empty' },
    });
  });

  it('a cart made free by a 100 % overruled discount ships free', () => {
    const result = price([line(1995, 1, { overruledPercent: 100 })]);
    expect(result.shipping.rule).toBe('free-zero-total');
    expect(result.totalCents).toBe(0);
  });

  it('abroad: base_shipping + surcharge_weight per started kg, also above 20 euro', () => {
    // 3 × 380 + 80 = 1220 g → 2 kg: 14,95 + 2 × 3,00
    const result = price([line(1995, 3)], GUEST, DE);
    expect(result.shipping).toMatchObject({ costCents: 2095, rule: 'abroad' });
    expect(result.totalCents).toBe(5985 + 2095);
  });

  it('order settings: custom shipping and no shipping row', () => {
    const base = { lines: [line(1995)], customer: GUEST, destination: NL, settings: SETTINGS };
    expect(
      priceCart({ ...base, overrides: { customShippingCents: cents(250), noShippingRow: false } }).totalCents,
    ).toBe(2245);
    expect(
      priceCart({ ...base, overrides: { customShippingCents: null, noShippingRow: true } }).totalCents,
    ).toBe(1995);
  });

  it('excludes the sku named in the settings and lines with discount_active 0', () => {
    const excluded = line(1250, 2);
    const settings = { ...SETTINGS, discounts: { ...SETTINGS.discounts, excludedSku: excluded.sku } };
    const result = priceCart({
      lines: [excluded, line(1250, 2, { discountActive: false }), line(1250, 2)],
      customer: CUSTOMER,
      destination: NL,
      settings,
    });
    expect(result.lines.map((l) => [l.discountPercent, l.discountSource])).toEqual([
      [0, 'excluded'],
      [0, 'inactive'],
      [10, 'standard'],
    ]);
  });

  it('keeps the input order of the lines', () => {
    const lines = [line(500), line(300), line(900)];
    expect(price(lines).lines.map((l) => l.sku)).toEqual(lines.map((l) => l.sku));
  });

  it('gives every line VAT within 2 cents of its own exact VAT', () => {
    const result = price([line(333), line(333), line(334), line(1999, 3, { kind: 'other' })]);
    for (const l of result.lines)
      expect(Math.abs(l.vatCents - vatFromIncl(l.lineTotalCents, l.vatPercent))).toBeLessThan(2);
  });

  it('refuses a negative price', () => {
    expect(() => price([{ ...line(0), priceCents: cents(-1) }])).toThrow(RangeError);
  });
});
