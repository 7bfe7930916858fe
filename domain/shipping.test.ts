// Spec 3 §9 "Shipping and VAT": parcel weight and type, the shipping rules in their order, the note, shipping VAT.
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from './money.ts';
import {
  abroadRate,
  DEFAULT_SHIPPING_SETTINGS as S,
  type Destination,
  PARCEL_LETTER,
  PARCEL_PACKAGE,
  parcelType,
  parcelWeightG,
  type QuoteInput,
  quoteForWeight,
  quoteShipping,
  type ShippingLine,
  type ShippingRule,
} from './shipping.ts';

const NL: Destination = { countryCode: 'NL', baseShippingCents: cents(845), surchargeWeightCents: cents(0) };
const BE: Destination = {
  countryCode: 'BE',
  baseShippingCents: cents(1095),
  surchargeWeightCents: cents(250),
};
const book = (weightG: number, amount = 1, over: Partial<ShippingLine> = {}): ShippingLine => ({
  weightG,
  amount,
  isEbook: false,
  packageOnly: false,
  vatPercent: 9,
  ...over,
});
const ebook = (amount = 1): ShippingLine => book(0, amount, { isEbook: true });
const quote = (over: Partial<QuoteInput> & { total: number }): ReturnType<typeof quoteShipping> =>
  quoteShipping({
    lines: [book(380)],
    destination: NL,
    goodsTotalCents: cents(over.total),
    discountApplied: false,
    customer: { isReseller: false, noShippingCosts: false },
    settings: S,
    ...over,
  });

describe('spec 3 §9 defaults', () => {
  it('has 8,45 package, 20 and 250 free, 80 g box, 300 g missing weight, 9 % VAT, 250 with discounts', () => {
    expect(S).toMatchObject({
      packageRateCents: 845,
      freeFromCents: 2000,
      freeFromResellersCents: 25000,
      weightBoxG: 80,
      missingWeightG: 300,
      vatLow: 9,
      discountShippingFreeOverCents: 25000,
    });
    expect(S.letterRateCents).toBeLessThanOrEqual(S.packageRateCents);
  });
});

describe('spec 3 §9 parcel weight: box 80 g + Σ weight × amount, a missing weight counts 300 g, e-books 0', () => {
  it.each<[string, ShippingLine[], number]>([
    ['one book of 380 g', [book(380)], 460],
    ['two copies of 380 g', [book(380, 2)], 840],
    ['a book without a weight counts 300 g', [book(0)], 380],
    ['two books without weight and one of 500 g', [book(0, 2), book(500)], 1180],
    ['an e-book weighs nothing', [book(380), ebook(3)], 460],
    ['only e-books: nothing to ship, no box', [ebook()], 0],
    ['no lines', [], 0],
    ['a removed line (amount 0) weighs nothing', [book(380), book(900, 0)], 460],
  ])('%s → %i g', (_, lines, weight) => {
    expect(parcelWeightG(lines, S)).toBe(weight);
  });

  it('takes the box weight from the setting weightBox', () => {
    expect(parcelWeightG([book(380)], { ...S, weightBoxG: 120 })).toBe(500);
  });
});

describe('spec 3 §9 parcel type: package above 1000 g, 3+ lines over 1000 g, or a flagged line', () => {
  it.each<[string, ShippingLine[], 1 | 2]>([
    ['one book of 380 g (460 g): letter', [book(380)], PARCEL_LETTER],
    ['920 g + 80 g box = 1000 g exactly: still a letter', [book(920)], PARCEL_LETTER],
    ['921 g + 80 g box = 1001 g: package', [book(921)], PARCEL_PACKAGE],
    ['a 1.2 kg parcel: package', [book(560, 2)], PARCEL_PACKAGE],
    ['three lines without weight (3 × 300 + 80 = 980 g): letter', [book(0), book(0), book(0)], PARCEL_LETTER],
    ['three lines over 1000 g each: package', [book(1100), book(1200), book(1300)], PARCEL_PACKAGE],
    ['a flagged line of 200 g: package', [book(200, 1, { packageOnly: true })], PARCEL_PACKAGE],
    [
      'a flagged e-book does not make a package',
      [book(200), { ...ebook(), packageOnly: true }],
      PARCEL_LETTER,
    ],
  ])('%s', (_, lines, type) => {
    expect(parcelType(lines, S)).toBe(type);
  });
});

describe('spec 3 §9 shipping rules in NL, in their order', () => {
  it.each<[string, Partial<QuoteInput> & { total: number }, number, ShippingRule]>([
    ['charges 4,95 for one light book (a letter) under 20 euro', { total: 1995 }, 495, 'letter'],
    [
      'charges 8,45 shipping for a 1.2 kg parcel to NL under 20 euro',
      { total: 1900, lines: [book(560, 2)] },
      845,
      'package',
    ],
    [
      'charges 8,45 for a flagged line',
      { total: 1500, lines: [book(200, 1, { packageOnly: true })] },
      845,
      'package',
    ],
    ['ships free from 20 euro incl. VAT', { total: 2000 }, 0, 'free-threshold'],
    ['ships free above 20 euro, a package too', { total: 4500, lines: [book(560, 2)] }, 0, 'free-threshold'],
    [
      'charges a reseller under 250',
      { total: 24999, customer: { isReseller: true, noShippingCosts: false } },
      495,
      'letter',
    ],
    [
      'ships a reseller free from 250',
      { total: 25000, customer: { isReseller: true, noShippingCosts: false } },
      0,
      'free-threshold',
    ],
    ['charges a discounted cart of 249,99', { total: 24999, discountApplied: true }, 495, 'letter'],
    [
      'charges a discounted cart of exactly 250 (not over 250)',
      { total: 25000, discountApplied: true },
      495,
      'letter',
    ],
    ['ships a discounted cart of 250,01 free', { total: 25001, discountApplied: true }, 0, 'free-threshold'],
    [
      'ships free when the total after discounts is 0',
      { total: 0, discountApplied: true },
      0,
      'free-zero-total',
    ],
    ['ships nothing for e-books only', { total: 1000, lines: [ebook(2)] }, 0, 'ebooks-only'],
    ['ships nothing for an empty cart', { total: 0, lines: [] }, 0, 'empty'],
    [
      'a no_shipping_costs user pays none',
      { total: 500, customer: { isReseller: false, noShippingCosts: true } },
      0,
      'no-shipping-costs',
    ],
    [
      'order setting 999: no shipping row',
      { total: 500, overrides: { noShippingRow: true, customShippingCents: cents(300) } },
      0,
      'no-shipping-row',
    ],
    [
      'order setting custom shipping costs 3,00',
      { total: 500, overrides: { noShippingRow: false, customShippingCents: cents(300) } },
      300,
      'custom',
    ],
    [
      'custom shipping costs even above the threshold',
      { total: 9000, overrides: { noShippingRow: false, customShippingCents: cents(300) } },
      300,
      'custom',
    ],
    [
      'a negative custom amount counts as 0',
      { total: 500, overrides: { noShippingRow: false, customShippingCents: cents(-300) } },
      0,
      'custom',
    ],
    [
      'no overrides: the normal rules',
      { total: 500, overrides: { noShippingRow: false, customShippingCents: null } },
      495,
      'letter',
    ],
  ])('%s', (_, input, cost, rule) => {
    const result = quote(input);
    expect(result.costCents).toBe(cost);
    expect(result.rule).toBe(rule);
  });

  it('uses the package rate when the letter rate is above it', () => {
    const settings = { ...S, letterRateCents: cents(900) };
    expect(quote({ total: 1000, settings })).toMatchObject({ costCents: 845, rule: 'package' });
  });

  it('takes the thresholds and rates from the settings', () => {
    const settings = { ...S, freeFromCents: cents(3000), packageRateCents: cents(695) };
    expect(quote({ total: 2500, settings, lines: [book(1500)] })).toMatchObject({
      costCents: 695,
      rule: 'package',
    });
    expect(quote({ total: 3000, settings }).rule).toBe('free-threshold');
  });
});

describe('spec 3 §9 the free-shipping note between 19,50 and 20', () => {
  it.each<[string, Partial<QuoteInput> & { total: number }, boolean]>([
    ['19,49: no note', { total: 1949 }, false],
    ['19,50: note', { total: 1950 }, true],
    ['19,99: note', { total: 1999 }, true],
    ['20,00: free, no note', { total: 2000 }, false],
    [
      '19,75 with a discount: no note (20 is not the threshold then)',
      { total: 1975, discountApplied: true },
      false,
    ],
    [
      '19,75 for a reseller: no note',
      { total: 1975, customer: { isReseller: true, noShippingCosts: false } },
      false,
    ],
    ['19,75 abroad: no note', { total: 1975, destination: BE }, false],
    [
      '19,75 with custom shipping costs: no note',
      { total: 1975, overrides: { noShippingRow: false, customShippingCents: cents(300) } },
      false,
    ],
  ])('%s', (_, input, note) => {
    expect(quote(input).freeShippingNote).toBe(note);
  });

  it('names the threshold that applies', () => {
    expect(quote({ total: 100 }).freeFromCents).toBe(2000);
    expect(quote({ total: 100, customer: { isReseller: true, noShippingCosts: false } }).freeFromCents).toBe(
      25000,
    );
    expect(quote({ total: 100, discountApplied: true }).freeFromCents).toBe(25001);
    expect(quote({ total: 100, destination: BE }).freeFromCents).toBe(0);
  });
});

describe('spec 3 §9 abroad: base_shipping + surcharge_weight per started kg (decision 211)', () => {
  it.each<[string, ShippingLine[], number]>([
    ['one book (460 g): 10,95 + 1 × 2,50', [book(380)], 1345],
    ['1000 g exactly: 1 kg', [book(920)], 1345],
    ['1001 g: 2 started kg', [book(921)], 1595],
    ['2.5 kg: 3 started kg', [book(1210, 2)], 1845],
  ])('%s → %i', (_, lines, cost) => {
    expect(quote({ total: 1500, destination: BE, lines })).toMatchObject({ costCents: cost, rule: 'abroad' });
  });

  it('has no free-shipping threshold abroad, but the other free rules hold', () => {
    expect(quote({ total: 9000, destination: BE }).rule).toBe('abroad');
    expect(
      quote({ total: 30000, destination: BE, customer: { isReseller: true, noShippingCosts: false } }).rule,
    ).toBe('abroad');
    expect(quote({ total: 0, destination: BE }).rule).toBe('free-zero-total');
    expect(
      quote({ total: 9000, destination: BE, customer: { isReseller: false, noShippingCosts: true } }).rule,
    ).toBe('no-shipping-costs');
  });

  it('compares the country code case-insensitively', () => {
    expect(quote({ total: 2000, destination: { ...NL, countryCode: 'nl' } }).rule).toBe('free-threshold');
  });

  it('computes base + surcharge × started kg', () => {
    expect(abroadRate(BE, 0)).toBe(1095);
    expect(abroadRate(BE, 1)).toBe(1345);
  });
});

describe('spec 3 §9 "Default shipping VAT is 9%, raised to the highest line VAT"', () => {
  it.each<[string, ShippingLine[], number, number]>([
    // 4,95 at 9 %: 40,87… → 0,41
    ['books only: 9 %', [book(380)], 9, 41],
    // 4,95 at 21 %: 85,90… → 0,86
    ['a 21 % product in the cart: 21 %', [book(380), book(200, 1, { vatPercent: 21 })], 21, 86],
    ['a 21 % line removed (amount 0) does not count', [book(380), book(200, 0, { vatPercent: 21 })], 9, 41],
  ])('%s', (_, lines, rate, vat) => {
    expect(quote({ total: 1000, lines })).toMatchObject({ costCents: 495, vatPercent: rate, vatCents: vat });
  });

  it('charges 8,45 with 0,70 VAT at 9 %', () => {
    expect(quote({ total: 1000, lines: [book(1500)] })).toMatchObject({ costCents: 845, vatCents: 70 });
  });

  it('takes the default rate from btwLow', () => {
    expect(
      quote({ total: 1000, settings: { ...S, vatLow: 6 }, lines: [book(380, 1, { vatPercent: 6 })] })
        .vatPercent,
    ).toBe(6);
  });

  it('has no VAT on free shipping', () => {
    expect(quote({ total: 2500 })).toMatchObject({ costCents: 0, vatCents: 0 });
  });
});

describe('quoteForWeight: the API quote for a country and a weight (the plain rate)', () => {
  it.each<[string, Destination, number, Cents | number, ShippingRule, 1 | 2 | null]>([
    ['NL 460 g: letter 4,95', NL, 460, 495, 'letter', PARCEL_LETTER],
    ['NL 1000 g: letter', NL, 1000, 495, 'letter', PARCEL_LETTER],
    ['NL 1001 g: package 8,45', NL, 1001, 845, 'package', PARCEL_PACKAGE],
    ['BE 1500 g: 10,95 + 2 × 2,50', BE, 1500, 1595, 'abroad', PARCEL_PACKAGE],
    ['0 g: nothing', NL, 0, 0, 'empty', null],
    ['a negative weight: nothing', BE, -5, 0, 'empty', null],
  ])('%s', (_, destination, weight, cost, rule, type) => {
    expect(quoteForWeight(destination, weight, S)).toMatchObject({ costCents: cost, rule, parcelType: type });
  });

  it('puts VAT at btwLow on the rate', () => {
    expect(quoteForWeight(NL, 1500, S)).toMatchObject({ vatPercent: 9, vatCents: 70 });
  });
});
