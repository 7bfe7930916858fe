import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { newBooksFrom, newBooksView } from './new-books.ts';

describe('newBooksFrom (spec 1 §2.1 new books views)', () => {
  it.each([
    ['week', '2026-11-22', '2026-11-16'], // a Sunday: back to Monday
    ['week', '2026-11-16', '2026-11-16'], // a Monday: itself
    ['week', '2027-01-01', '2026-12-28'], // across the year
    ['month', '2026-11-22', '2026-11-01'],
    ['month', '2026-12-01', '2026-12-01'],
    ['default', '2026-11-22', '2026-08-24'], // 90 days
    ['default', '2026-03-01', '2025-12-01'],
  ] as const)('%s view on %s starts on %s', (view, today, from) => {
    expect(newBooksFrom(view, today)).toBe(from);
  });
});

describe('newBooksView', () => {
  it.each([
    [undefined, true, 'default'],
    ['', false, 'default'],
    ['week', true, 'week'],
    ['month', true, 'month'],
    ['week', false, 'default'], // only with SHOP_ALL
    ['month', false, 'default'],
    ['year', true, null],
  ] as const)('%s with SHOP_ALL %s → %s', (segment, shopAll, view) => {
    expect(newBooksView(segment, shopAll)).toBe(view);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-22', -90, '2026-08-24'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ] as const)('%s %+d → %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });
});
