// Spec 3 §9 "Discounts" and §4 "Overruled discounts": one line's discount percentage and its source.
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CUSTOMER,
  clampPercent,
  DEFAULT_RULE_MIN_AMOUNT,
  type DiscountCustomer,
  type DiscountSettings,
  type DiscountSource,
  lineDiscount,
  matchingRule,
  RESELLER_DISCOUNT_OTHER,
  RESELLER_DISCOUNT_OWN,
  type UserDiscountRule,
} from './discounts.ts';

const SETTINGS: DiscountSettings = { resellerMinAmount: 5, excludedSku: '9789000000001' };
const SKU = '9789020000001';
const customer = (over: Partial<DiscountCustomer> = {}): DiscountCustomer => ({
  discountOwn: 15,
  discount3party: 5,
  isReseller: false,
  rules: [],
  ...over,
});
const reseller = (over: Partial<DiscountCustomer> = {}): DiscountCustomer =>
  customer({ discountOwn: 0, discount3party: 0, isReseller: true, ...over });
const line = (amount: number, over: Partial<Parameters<typeof lineDiscount>[0]> = {}) => ({
  sku: SKU,
  amount,
  ownEdition: true,
  discountActive: true,
  overruledPercent: null,
  fixedPrice: false,
  ...over,
});
const rule = (over: Partial<UserDiscountRule> = {}): UserDiscountRule => ({
  sku: SKU,
  minAmount: 2,
  discount: 25,
  isActive: true,
  ...over,
});

describe('spec 3 §9 standard discount: from 2 copies, own editions the user discount, others discount_3party', () => {
  it.each<[string, number, boolean, number, DiscountSource]>([
    ['1 own copy: below the minimum of 2', 1, true, 0, 'none'],
    ['2 own copies: the user discount 15', 2, true, 15, 'standard'],
    ['10 own copies: still 15', 10, true, 15, 'standard'],
    ['1 copy of another publisher', 1, false, 0, 'none'],
    ['2 copies of another publisher: discount_3party 5', 2, false, 5, 'standard'],
  ])('%s', (_, amount, ownEdition, percent, source) => {
    expect(lineDiscount(line(amount, { ownEdition }), customer(), SETTINGS)).toEqual({ percent, source });
  });

  it('gives an anonymous visitor nothing, whatever the amount', () => {
    expect(lineDiscount(line(50), ANONYMOUS_CUSTOMER, SETTINGS)).toEqual({ percent: 0, source: 'none' });
  });
});

describe('spec 3 §9 reseller discount: from resellerMinAmount copies, 30 % own editions, 10 % others, the higher wins', () => {
  it.each<[string, DiscountCustomer, number, boolean, number, DiscountSource]>([
    ['4 own copies, resellerMinAmount 5: none yet', reseller(), 4, true, 0, 'none'],
    ['5 own copies: 30', reseller(), 5, true, RESELLER_DISCOUNT_OWN, 'reseller'],
    ['5 copies of another publisher: 10', reseller(), 5, false, RESELLER_DISCOUNT_OTHER, 'reseller'],
    [
      'a reseller with a standard 40 own: the higher, 40',
      reseller({ discountOwn: 40 }),
      5,
      true,
      40,
      'standard',
    ],
    [
      'a reseller with a standard 20 own: the higher, 30',
      reseller({ discountOwn: 20 }),
      5,
      true,
      30,
      'reseller',
    ],
    ['a tie of 30 and 30 counts as reseller', reseller({ discountOwn: 30 }), 5, true, 30, 'reseller'],
    [
      'below resellerMinAmount the standard discount still applies',
      reseller({ discountOwn: 12 }),
      3,
      true,
      12,
      'standard',
    ],
    ['a customer who is no reseller never gets 30', customer({ discountOwn: 0 }), 50, true, 0, 'none'],
  ])('%s', (_, who, amount, ownEdition, percent, source) => {
    expect(lineDiscount(line(amount, { ownEdition }), who, SETTINGS)).toEqual({ percent, source });
  });

  it('takes resellerMinAmount from the settings', () => {
    expect(lineDiscount(line(2), reseller(), { ...SETTINGS, resellerMinAmount: 2 }).percent).toBe(30);
    expect(lineDiscount(line(9), reseller(), { ...SETTINGS, resellerMinAmount: 10 }).percent).toBe(0);
  });
});

describe('spec 3 §9 "A user rule overrides. The default rule minimum amount is 2"', () => {
  it.each<[string, readonly UserDiscountRule[], number, number, DiscountSource]>([
    ['an active rule of 25 from 2 copies, 2 ordered', [rule()], 2, 25, 'rule'],
    ['the rule overrides a higher standard or reseller discount', [rule({ discount: 5 })], 10, 5, 'rule'],
    ['1 copy does not meet the minimum of 2: the standard rules', [rule()], 1, 0, 'none'],
    ['an inactive rule does not count', [rule({ isActive: false })], 2, 30, 'reseller'],
    ['a rule for another sku does not count', [rule({ sku: '9789020000002' })], 2, 30, 'reseller'],
    ['minAmount 0 means the default 2: 1 copy gets nothing', [rule({ minAmount: 0 })], 1, 0, 'none'],
    ['minAmount 0 means the default 2: 2 copies get the rule', [rule({ minAmount: 0 })], 2, 25, 'rule'],
    ['minAmount 10: 9 copies fall back', [rule({ minAmount: 10 })], 9, 30, 'reseller'],
    [
      'a staffel: 10 % from 2, 20 % from 10, 12 copies → 20',
      [rule({ discount: 10 }), rule({ minAmount: 10, discount: 20 })],
      12,
      20,
      'rule',
    ],
    [
      'a staffel: 10 % from 2, 20 % from 10, 3 copies → 10',
      [rule({ discount: 10 }), rule({ minAmount: 10, discount: 20 })],
      3,
      10,
      'rule',
    ],
    [
      'a rule of 0 % overrides too (no discount on this title for this account)',
      [rule({ discount: 0 })],
      10,
      0,
      'rule',
    ],
  ])('%s', (_, rules, amount, percent, source) => {
    const who = reseller({ rules, discountOwn: 0 });
    expect(lineDiscount(line(amount), who, { ...SETTINGS, resellerMinAmount: 2 })).toEqual({
      percent,
      source,
    });
  });

  it('uses the default minimum 2 for a rule without one', () => {
    expect(DEFAULT_RULE_MIN_AMOUNT).toBe(2);
    expect(matchingRule([rule({ minAmount: Number.NaN })], SKU, 1)).toBeNull();
    expect(matchingRule([rule({ minAmount: Number.NaN })], SKU, 2)).not.toBeNull();
  });
});

describe('decision 206: precedence excluded > inactive > overruled > rule > standard/reseller', () => {
  const everything = reseller({ discountOwn: 40, rules: [rule({ discount: 25 })] });
  it.each<[string, Partial<Parameters<typeof lineDiscount>[0]>, number, DiscountSource]>([
    [
      'the excluded sku gets 0 even when overruled',
      { sku: '9789000000001', overruledPercent: 50 },
      0,
      'excluded',
    ],
    [
      'discount_active 0 gets 0 even when overruled',
      { discountActive: false, overruledPercent: 50 },
      0,
      'inactive',
    ],
    ['an overruled 50 beats the rule and the standard 40', { overruledPercent: 50 }, 50, 'overruled'],
    ['an overruled 0 takes the discount away', { overruledPercent: 0 }, 0, 'overruled'],
    ['an overruled percent applies to a single copy too', { amount: 1, overruledPercent: 7 }, 7, 'overruled'],
    ['not overruled: the rule', {}, 25, 'rule'],
  ])('%s', (_, over, percent, source) => {
    expect(lineDiscount(line(10, over), everything, SETTINGS)).toEqual({ percent, source });
  });

  it('has no excluded sku when the setting is null', () => {
    expect(
      lineDiscount(line(2, { sku: '9789000000001' }), customer(), { ...SETTINGS, excludedSku: null }),
    ).toEqual({
      percent: 15,
      source: 'standard',
    });
  });
});

describe('decision 208: percentages from stored data are clamped to whole numbers 0–100', () => {
  it.each([
    [15, 15],
    [12.4, 12],
    [12.5, 13],
    [-5, 0],
    [150, 100],
    [Number.NaN, 0],
  ])('%d → %d', (value, clamped) => {
    expect(clampPercent(value)).toBe(clamped);
  });

  it('clamps a bad user discount, rule and overruled percent', () => {
    expect(lineDiscount(line(2), customer({ discountOwn: 120 }), SETTINGS).percent).toBe(100);
    expect(lineDiscount(line(2), customer({ rules: [rule({ discount: -10 })] }), SETTINGS).percent).toBe(0);
    expect(lineDiscount(line(2, { overruledPercent: 33.3 }), customer(), SETTINGS).percent).toBe(33);
  });
});

describe('decision 630/631: the fixed book price holds a consumer\u2019s discount, whatever gave it', () => {
  const consumer = customer({ discountOwn: 15, rules: [rule({ discount: 25 })] });
  it.each<
    [string, DiscountCustomer, number, Partial<Parameters<typeof lineDiscount>[0]>, number, DiscountSource]
  >([
    ['the standard discount on 2 copies is taken away', customer(), 2, {}, 0, 'fixed-price'],
    ['the rule of 25 % on 2 copies is taken away', consumer, 2, {}, 0, 'fixed-price'],
    [
      'staff\u2019s overruled 40 % is taken away (decision 631)',
      consumer,
      2,
      { overruledPercent: 40 },
      0,
      'fixed-price',
    ],
    ['the rule on 10 copies is cut to the law\u2019s 5 %', consumer, 10, {}, 5, 'fixed-price'],
    ['staff\u2019s 3 % on 10 copies stays', consumer, 10, { overruledPercent: 3 }, 3, 'overruled'],
    ['one copy and no discount: nothing to hold', customer(), 1, {}, 0, 'none'],
    ['the reseller keeps 30 % from 5 copies', reseller(), 5, {}, 30, 'reseller'],
    ['the reseller keeps its rule', reseller({ rules: [rule({ discount: 40 })] }), 5, {}, 40, 'rule'],
    ['the excluded sku still says excluded', consumer, 2, { sku: '9789000000001' }, 0, 'excluded'],
    ['without a fixed price the consumer keeps the rule', consumer, 2, { fixedPrice: false }, 25, 'rule'],
  ])('%s', (_, who, amount, over, percent, source) => {
    expect(lineDiscount(line(amount, { fixedPrice: true, ...over }), who, SETTINGS)).toEqual({
      percent,
      source,
    });
  });
});
