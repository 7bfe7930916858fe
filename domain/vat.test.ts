// Issue 12 #3: VAT taken out of prices incl. VAT, with one rounding rule (spec 3 §9 rates 9 and 21).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { exclFromIncl, shippingVatPercent, vatFromIncl, vatPerRate } from './vat.ts';

describe('issue 12 #3: vatFromIncl = round half away from zero of incl × rate / (100 + rate)', () => {
  it.each([
    // A book of 19,95 at the low rate 9 %: 164,72… → 1,65 VAT, 18,30 excl.
    [1995, 9, 165, 1830],
    // The same price at the high rate 21 %: 346,24… → 3,46 VAT, 16,49 excl.
    [1995, 21, 346, 1649],
    // Spec 3 §9 default shipping 8,45 at 9 %: 69,77… → 0,70.
    [845, 9, 70, 775],
    // The free-shipping threshold of 20 euro at 21 %: 347,10… → 3,47.
    [2000, 21, 347, 1653],
    // The old rates 6 and 19 (settings btwLow/btwHigh may still name them).
    [1995, 6, 113, 1882],
    [1995, 19, 319, 1676],
    // No VAT, and nothing.
    [1995, 0, 0, 1995],
    [0, 21, 0, 0],
    // An exact half cent (possible at 20 %): 0,5 → 1 and −0,5 → −1, away from zero.
    [3, 20, 1, 2],
    [-3, 20, -1, -2],
    // A refund of 19,95 at 9 %: the mirror image of the sale.
    [-1995, 9, -165, -1830],
  ])('%i cents at %i %% → VAT %i, excl. %i', (incl, rate, vat, excl) => {
    expect(vatFromIncl(cents(incl), rate)).toBe(vat);
    expect(exclFromIncl(cents(incl), rate)).toBe(excl);
  });

  it('refuses a rate that is not a whole percentage', () => {
    expect(() => vatFromIncl(cents(1995), 9.5)).toThrow(RangeError);
    expect(() => vatFromIncl(cents(1995), -1)).toThrow(RangeError);
  });

  it('gives excl + VAT = incl, VAT within half a cent of the exact value, symmetric for refunds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom(0, 6, 9, 19, 20, 21),
        (n, rate) => {
          const vat = vatFromIncl(cents(n), rate);
          expect(vat + exclFromIncl(cents(n), rate)).toBe(n);
          expect(Math.abs(vat - (n * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
          expect(vatFromIncl(cents(-n), rate)).toBe(-vat || 0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('issue 12 #3: an order rounds VAT once per rate', () => {
  it('sums the lines of each rate before taking VAT out (two books at 9 %, one at 21 %, shipping at 21 %)', () => {
    const summary = vatPerRate([
      { inclCents: cents(1995), vatPercent: 9 },
      { inclCents: cents(1995), vatPercent: 9 },
      { inclCents: cents(2495), vatPercent: 21 },
      { inclCents: cents(845), vatPercent: 21 },
    ]);
    expect(summary).toEqual([
      // 3990 × 9 / 109 = 329,44… → 329 (per line it would be 165 + 165 = 330).
      { vatPercent: 9, inclCents: 3990, vatCents: 329, exclCents: 3661 },
      // 3340 × 21 / 121 = 579,66… → 580.
      { vatPercent: 21, inclCents: 3340, vatCents: 580, exclCents: 2760 },
    ]);
  });

  it('spec 3 §9: shipping VAT is 9 % raised to the highest line rate', () => {
    expect(shippingVatPercent([])).toBe(9);
    expect(shippingVatPercent([9, 9])).toBe(9);
    expect(shippingVatPercent([9, 21])).toBe(21);
  });
});
