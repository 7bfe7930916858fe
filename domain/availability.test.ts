import { describe, expect, it } from 'vitest';
import {
  availability,
  canOrder,
  canOrderEbook,
  canWishlist,
  hasPrice,
  isNoLongerAvailable,
  type StockBook,
} from './availability.ts';

const book = (stock: number, stockCode: number | null, over: Partial<StockBook> = {}): StockBook => ({
  stock,
  stockCode,
  priceInclCents: 1995,
  supplyDate: null,
  ...over,
});

// maxDaysExpected 30 as in the seed settings; 15-07-2026 is exactly 30 days after 15-06-2026.
const context = { today: '2026-06-15', maxDaysExpected: 30 };

describe('hasPrice (spec 1 §5 "a price exists")', () => {
  it.each([
    [1995, true],
    [9999, true],
    [1, true],
    [0, false],
    [null, false],
  ])('price %s cents → %s', (priceInclCents, expected) => {
    expect(hasPrice({ priceInclCents })).toBe(expected);
  });
});

describe('canWishlist (spec 1 §5, spec 3 §5: stock non-zero, or code 21, 22, 23, 30, and a price)', () => {
  it.each([
    ['stock 1 (in stock)', book(1, null), true],
    ['stock 1 with code 40', book(1, 40), true],
    ['stock 2 (sold out, non-zero)', book(2, null), true],
    ['stock 0, code 21', book(0, 21), true],
    ['stock 0, code 22', book(0, 22), true],
    ['stock 0, code 23', book(0, 23), true],
    ['stock 0, code 30', book(0, 30), true],
    ['stock 0, code 10', book(0, 10), false],
    ['stock 0, code 20', book(0, 20), false],
    ['stock 0, code 31', book(0, 31), false],
    ['stock 0, code 32', book(0, 32), false],
    ['stock 0, code 40', book(0, 40), false],
    ['stock 0, no code', book(0, null), false],
    ['stock 1 without a price', book(1, null, { priceInclCents: null }), false],
    ['stock 0, code 21, price 0', book(0, 21, { priceInclCents: 0 }), false],
    [
      'stock 0, code 21, a far supply date (wishlist ignores it)',
      book(0, 21, { supplyDate: '2027-01-01' }),
      true,
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(canWishlist(input)).toBe(expected);
  });
});

describe('canOrder (spec 1 §5, spec 3 §5: stock, code 21, 22, 23, 30, 32, supply date, price)', () => {
  it.each([
    ['stock 1', book(1, 21), true],
    ['stock 1 without a code', book(1, null), true],
    ['stock 1 with a supply date beyond maxDaysExpected', book(1, 21, { supplyDate: '2026-12-01' }), true],
    ['stock 2 (sold out) never', book(2, 21), false],
    ['stock 2 even with code 32 and a near supply date', book(2, 32, { supplyDate: '2026-06-20' }), false],
    ['stock 0, code 21', book(0, 21), true],
    ['stock 0, code 22', book(0, 22), true],
    ['stock 0, code 23', book(0, 23), true],
    ['stock 0, code 30', book(0, 30), true],
    ['stock 0, code 32 without a supply date', book(0, 32), true],
    ['stock 0, code 10', book(0, 10, { supplyDate: '2026-06-20' }), false],
    ['stock 0, code 20', book(0, 20), false],
    ['stock 0, code 31', book(0, 31), false],
    ['stock 0, code 40', book(0, 40), false],
    ['stock 0, code 52', book(0, 52), false],
    ['stock 0, no code', book(0, null), false],
    ['code 32, supply date today', book(0, 32, { supplyDate: '2026-06-15' }), true],
    ['code 32, supply date in 14 days', book(0, 32, { supplyDate: '2026-06-29' }), true],
    ['code 32, supply date exactly 30 days away', book(0, 32, { supplyDate: '2026-07-15' }), true],
    ['code 32, supply date 31 days away', book(0, 32, { supplyDate: '2026-07-16' }), false],
    ['code 32, supply date yesterday (overdue)', book(0, 32, { supplyDate: '2026-06-14' }), false],
    ['code 21, supply date 31 days away', book(0, 21, { supplyDate: '2026-07-16' }), false],
    ['code 21 without a price', book(0, 21, { priceInclCents: null }), false],
    ['stock 1 with price 0', book(1, 21, { priceInclCents: 0 }), false],
    [
      'stock 1 with the hidden placeholder 99,99 (decision 363)',
      book(1, 21, { priceInclCents: 9999 }),
      false,
    ],
    ['stock 1 at 99,98', book(1, 21, { priceInclCents: 9998 }), true],
  ])('%s → %s', (_name, input, expected) => {
    expect(canOrder(input, context)).toBe(expected);
  });

  it('counts calendar days across the change to winter time (25-10-2026)', () => {
    const reprint = book(0, 32, { supplyDate: '2026-11-14' });
    expect(canOrder(reprint, { today: '2026-10-15', maxDaysExpected: 30 })).toBe(true);
    expect(canOrder(reprint, { today: '2026-10-14', maxDaysExpected: 30 })).toBe(false);
  });

  it('follows the setting: with maxDaysExpected 7 a reprint 8 days away is not orderable', () => {
    const reprint = book(0, 32, { supplyDate: '2026-06-23' });
    expect(canOrder(reprint, { today: '2026-06-15', maxDaysExpected: 8 })).toBe(true);
    expect(canOrder(reprint, { today: '2026-06-15', maxDaysExpected: 7 })).toBe(false);
  });
});

describe('canOrderEbook (spec 1 §2.8: only when stock is 1)', () => {
  it.each([
    ['stock 1', book(1, 21), true],
    ['stock 0, code 21', book(0, 21), false],
    ['stock 2', book(2, null), false],
    ['stock 1 without a price', book(1, 21, { priceInclCents: null }), false],
  ])('%s → %s', (_name, input, expected) => {
    expect(canOrderEbook(input)).toBe(expected);
  });
});

describe('issue 12 #4: availability() — the one answer for list, book page, API and cart', () => {
  const ebook = (stock: number, stockCode: number | null) => ({ ...book(stock, stockCode), isEbook: true });
  const printed = (stock: number, stockCode: number | null, over: Partial<StockBook> = {}) => ({
    ...book(stock, stockCode, over),
    isEbook: false,
  });
  it.each([
    [
      'spec 1 §2.8: an e-book in stock',
      ebook(1, null),
      { orderable: true, wishlistable: true, soldOut: false },
    ],
    // The printed rule would allow code 21; an e-book needs stock 1.
    [
      'spec 1 §2.8: an e-book with stock 0 and code 21',
      ebook(0, 21),
      { orderable: false, wishlistable: true, soldOut: false },
    ],
    [
      'spec 1 §9: a sold-out book (stock 2)',
      printed(2, 21),
      { orderable: false, wishlistable: true, soldOut: true },
    ],
    [
      'spec 1 §5: a reprint (32) expected beyond maxDaysExpected',
      printed(0, 32, { supplyDate: '2026-08-14' }),
      { orderable: false, wishlistable: false, soldOut: false },
    ],
    [
      'spec 1 §5: a reprint (32) expected within maxDaysExpected',
      printed(0, 32, { supplyDate: '2026-07-15' }),
      { orderable: true, wishlistable: false, soldOut: false },
    ],
    [
      'spec 1 §5: no price',
      printed(1, null, { priceInclCents: null }),
      { orderable: false, wishlistable: false, soldOut: false },
    ],
    ['an ordinary book in stock', printed(1, 21), { orderable: true, wishlistable: true, soldOut: false }],
  ])('%s', (_name, input, expected) => {
    expect(availability(input, context)).toEqual(expected);
  });

  it.each([
    [0, null, true],
    [0, 40, true],
    [0, 52, true],
    [0, 32, false],
    [1, null, false],
    [2, 40, false],
  ])('stock %i with code %s is no longer in the assortment: %s', (stock, stockCode, expected) => {
    expect(isNoLongerAvailable({ stock, stockCode })).toBe(expected);
  });
});
