// Issue 12 #3: the money model — whole cents only, euros parsed at the edge, splits that add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Cents,
  cents,
  centsOrNull,
  euroToCents,
  isCents,
  splitCents,
  sumCents,
  timesCents,
} from './money.ts';

describe('issue 12 #3: cents() refuses anything but whole cents', () => {
  it.each([[19.95], [0.1 + 0.2], [Number.NaN], [Number.POSITIVE_INFINITY], [1e20]])('refuses %s', (value) => {
    expect(() => cents(value)).toThrow(RangeError);
    expect(isCents(value)).toBe(false);
  });

  it('accepts whole cents, also negative ones (a refund), and keeps NULL as no price', () => {
    expect(cents(1995)).toBe(1995);
    expect(cents(-250)).toBe(-250);
    expect(centsOrNull(null)).toBeNull();
    expect(centsOrNull(845)).toBe(845);
    expect(() => centsOrNull(8.45)).toThrow(RangeError);
  });

  it('adds and multiplies exactly, and refuses a fractional quantity', () => {
    expect(sumCents([cents(1995), cents(845), cents(-100)])).toBe(2740);
    expect(timesCents(cents(1995), 3)).toBe(5985);
    expect(() => timesCents(cents(1995), 1.5)).toThrow(RangeError);
  });
});

describe('issue 12 #3: euroToCents parses euros as people type them (Dutch comma or a dot)', () => {
  it.each([
    ['19,95', 1995],
    ['19.95', 1995],
    ['19,5', 1950],
    ['19', 1900],
    ['€ 19,95', 1995],
    ['€19,-', 1900],
    [' 8,45 ', 845],
    ['0,01', 1],
    ['1234,56', 123456],
    ['-2,50', -250],
    ['EUR 20,00', 2000],
  ])('%j → %i cents', (text, expected) => {
    expect(euroToCents(text)).toBe(expected);
  });

  it.each([[''], ['abc'], ['19,955'], ['19,9,5'], ['1.234,56'], ['1.234'], ['1,234.56'], ['12e3'], ['--1']])(
    '%j is not an amount',
    (text) => {
      expect(euroToCents(text)).toBeNull();
    },
  );

  it('reads back every amount it formats the Dutch way (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        const text = `${Math.floor(n / 100)},${String(n % 100).padStart(2, '0')}`;
        expect(euroToCents(text)).toBe(n);
        expect(euroToCents(text.replace(',', '.'))).toBe(n);
      }),
    );
  });
});

describe('issue 12 #3: splitCents — the parts always add up to the whole (largest remainder)', () => {
  it.each([
    // 1 cent over three equal lines: the first gets it.
    [1, [1, 1, 1], [1, 0, 0]],
    // 10 cents over three equal lines: 4, 3, 3 (not 3.33 each).
    [10, [1, 1, 1], [4, 3, 3]],
    // A 5 euro discount over lines of 19,95, 8,45 and 12,50 (weights in cents).
    [500, [1995, 845, 1250], [244, 103, 153]],
    // Nothing to weigh by: evenly.
    [7, [0, 0], [4, 3]],
    [-10, [1, 1, 1], [-4, -3, -3]],
    [0, [3, 5], [0, 0]],
  ])('%i over %j → %j', (total, weights, expected) => {
    const parts = splitCents(cents(total), weights);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('refuses fractional or negative weights and an empty list', () => {
    expect(() => splitCents(cents(100), [])).toThrow(RangeError);
    expect(() => splitCents(cents(100), [1, -1])).toThrow(RangeError);
    expect(() => splitCents(cents(100), [0.5, 1])).toThrow(RangeError);
  });

  it('sums to the total, stays within a cent of each exact share, and gives a zero weight nothing (property)', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          checked++;
          const parts: Cents[] = splitCents(cents(total), weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            const exact = sum === 0 ? total / weights.length : (total * weights[i]!) / sum;
            expect(Math.abs(part - exact)).toBeLessThan(1);
            if (sum > 0 && weights[i] === 0) expect(part).toBe(0);
          });
        },
      ),
      { numRuns: 500 },
    );
    console.log(`splitCents: ${checked} random splits checked`);
  });
});
