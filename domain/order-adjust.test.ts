// Issue 30 staff price overrides: the adjust form read (Dutch euros, percents, each error by its field), and an
// order priced with what staff set through the checkout's own rules, with the spec's numbers (spec 3 §9: line
// amount, default shipping 8,45, free from 20 euro, shipping always charged with a discount applied).
import { describe, expect, it } from 'vitest';
import { priceCart, type CartPricingLine } from './cart-pricing.ts';
import { ANONYMOUS_CUSTOMER, DEFAULT_DISCOUNT_SETTINGS } from './discounts.ts';
import { cents } from './money.ts';
import { ADJUST_FIELDS, orderAdjustFormErrors, parseOrderAdjustment, parsePercent } from './order-adjust.ts';
import { DEFAULT_SHIPPING_SETTINGS, type OrderShippingOverrides } from './shipping.ts';

const LINES = [
  { position: 1, sku: '9789020000001' },
  { position: 2, sku: '9789020000002' },
];

describe('the adjust form', () => {
  it.each([
    ['4,95', 495],
    ['4.95', 495],
    ['€ 12', 1200],
    ['0', 0],
    ['', null],
  ])('custom shipping %j → %j cents', (typed, expected) => {
    const parsed = parseOrderAdjustment({ [ADJUST_FIELDS.customShipping]: typed }, LINES);
    expect(parsed.kind === 'ok' && parsed.adjustment.customShippingCents).toBe(expected);
  });

  it.each(['4,9x', '-1', '4,955', '1.234', '1000,01'])('refuses custom shipping %j by its field', (typed) => {
    expect(parseOrderAdjustment({ [ADJUST_FIELDS.customShipping]: typed }, LINES)).toEqual({
      kind: 'invalid',
      errors: { verzendkosten: 'amount' },
    });
  });

  it.each([
    ['10', 10],
    ['10%', 10],
    [' 0 ', 0],
    ['100', 100],
    ['101', null],
    ['-5', null],
    ['7,5', null],
    ['abc', null],
  ])('percent %j → %j', (typed, expected) => {
    expect(parsePercent(typed)).toBe(expected);
  });

  it('reads the percents only when overruling is ticked; empty counts as 0', () => {
    const fields = { korting_1: '10', korting_2: '' };
    const plain = parseOrderAdjustment(fields, LINES);
    expect(plain.kind === 'ok' && plain.adjustment).toEqual({
      customShippingCents: null,
      noShippingCosts: false,
      discountsOverruled: false,
      discounts: new Map(),
    });
    const overruled = parseOrderAdjustment({ ...fields, kortingen_overschrijven: 'on' }, LINES);
    expect(overruled.kind === 'ok' && [...overruled.adjustment.discounts]).toEqual([
      ['9789020000001', 10],
      ['9789020000002', 0],
    ]);
  });

  it('names every refused field at once', () => {
    expect(
      parseOrderAdjustment(
        { verzendkosten: '4,9x', kortingen_overschrijven: 'on', korting_1: '150', korting_2: '5' },
        LINES,
      ),
    ).toEqual({ kind: 'invalid', errors: { verzendkosten: 'amount', korting_1: 'percent' } });
  });

  it('ticks shipping off', () => {
    const parsed = parseOrderAdjustment({ geen_verzendkosten: 'on' }, LINES);
    expect(parsed.kind === 'ok' && parsed.adjustment.noShippingCosts).toBe(true);
  });
});

describe('an order priced with the staff settings (spec 3 §9)', () => {
  const NL = { countryCode: 'NL', baseShippingCents: cents(845), surchargeWeightCents: cents(0) };
  const book = (
    sku: string,
    priceCents: number,
    amount: number,
    overruled: number | null,
  ): CartPricingLine => ({
    sku,
    amount,
    priceCents: cents(priceCents),
    kind: 'book',
    ownEdition: true,
    discountActive: true,
    weightG: 380,
    packageOnly: false,
    overruledPercent: overruled,
    fixedPrice: false,
  });
  const price = (lines: CartPricingLine[], overrides?: OrderShippingOverrides) =>
    priceCart({
      lines,
      customer: { ...ANONYMOUS_CUSTOMER, noShippingCosts: false },
      destination: NL,
      settings: {
        discounts: DEFAULT_DISCOUNT_SETTINGS,
        shipping: DEFAULT_SHIPPING_SETTINGS,
        vatLow: 9,
        vatHigh: 21,
      },
      ...(overrides ? { overrides } : {}),
    });

  it.each([
    // 2 × 19,95 = 39,90: over 20 euro, shipping free
    ['rules only', null, undefined, 0, 3990],
    // custom 4,95 instead of free
    ['custom shipping 4,95', null, { customShippingCents: cents(495), noShippingRow: false }, 495, 3990],
    // staff's 10 %: 2 × 19,95 × 0,9 = 35,91; a discount applied → shipping charged (default 8,45)
    ['overruled 10 %', 10, undefined, null, 3591],
    // overruled and custom: the custom cost wins over the rule
    ['overruled and custom 0,00', 10, { customShippingCents: cents(0), noShippingRow: false }, 0, 3591],
    // shipping off: no shipping row
    ['shipping off', null, { customShippingCents: null, noShippingRow: true }, 0, 3990],
  ])('%s', (_name, overruled, overrides, shippingCents, goodsCents) => {
    const pricing = price([book('9789020000001', 1995, 2, overruled)], overrides);
    expect(pricing.goodsTotalCents).toBe(goodsCents);
    if (shippingCents !== null) expect(pricing.shipping.costCents).toBe(shippingCents);
    else expect(pricing.shipping.costCents).toBeGreaterThan(0);
    expect(pricing.totalCents).toBe(goodsCents + pricing.shipping.costCents);
  });

  it('shipping off leaves no shipping row', () => {
    const pricing = price([book('9789020000001', 1995, 1, null)], {
      customShippingCents: cents(495),
      noShippingRow: true,
    });
    expect(pricing.shipping.rule).toBe('no-shipping-row');
    expect(pricing.totalCents).toBe(1995);
  });
});

describe('orderAdjustFormErrors (the adjust form, in the browser and on the server: decision 620)', () => {
  const lines = [
    { position: 1, sku: '9789493000049' },
    { position: 2, sku: '9789493000056' },
  ];
  const amount = { key: 'beheer.adjust.amount_invalid' };
  const percent = { key: 'beheer.adjust.percent_invalid' };
  it.each([
    [{ verzendkosten: '4,95', korting_1: 'x' }, {}],
    [{ verzendkosten: '4,9x' }, { verzendkosten: amount }],
    [{ verzendkosten: '1000,01' }, { verzendkosten: amount }],
    [{ kortingen_overschrijven: 'on', korting_1: '10%', korting_2: '' }, {}],
    [
      { verzendkosten: '-1', kortingen_overschrijven: 'on', korting_1: '101', korting_2: 'tien' },
      { verzendkosten: amount, korting_1: percent, korting_2: percent },
    ],
  ])('%j', (fields, errors) => {
    expect(orderAdjustFormErrors(fields, lines)).toEqual(errors);
  });
});
