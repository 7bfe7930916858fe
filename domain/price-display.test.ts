import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuro } from './money.ts';
import { displayPriceCents, isPriceShown } from './price-display.ts';

const book = (priceInclCents: number | null, stock = 1, alternative: string | null = null) => ({
  priceInclCents,
  stock,
  alternative,
});

describe('isPriceShown (spec 1 §5 and §9)', () => {
  it.each([
    ['an ordinary price', book(1995), true],
    ['a missing price', book(null), false],
    ['price 0', book(0), false],
    ['price 99.99', book(9999), false],
    ['price 99.98', book(9998), true],
    ['a sold-out book (stock 2)', book(1995, 2), false],
    ['stock 0 with a price (stock code decides availability)', book(1995, 0), true],
    ['a book with an alternative', book(1995, 1, '9789000000001'), false],
    ['an empty alternative', book(1995, 1, ''), true],
  ] as const)('%s → %s', (_name, input, expected) => {
    expect(isPriceShown(input)).toBe(expected);
    expect(displayPriceCents(input)).toBe(expected ? input.priceInclCents : null);
  });
});

describe('money formatting (spec 1 §9: euros with a comma and two decimals)', () => {
  it.each([
    [1995, '€ 19,95', '19,95'],
    [2000, '€ 20,00', '20,00'],
    [845, '€ 8,45', '8,45'],
    [123456, '€ 1.234,56', '1.234,56'],
  ])('%i cents → %s', (cents, euro, amount) => {
    expect(formatEuro(cents)).toBe(euro);
    expect(formatAmount(cents)).toBe(amount);
  });
});
