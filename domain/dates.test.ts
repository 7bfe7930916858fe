import { describe, expect, it } from 'vitest';
import { amsterdamCalendarDate, daysBetween, formatDateNl, formatInstantNl, isPlainDate } from './dates.ts';

describe('formatDateNl (spec 1 §9: dates are shown as DD-MM-YYYY)', () => {
  it.each([
    ['2027-01-12', '12-01-2027'],
    ['2026-12-31', '31-12-2026'],
    ['1990-02-28', '28-02-1990'],
    ['2028-02-29', '29-02-2028'],
    [' 2027-01-12 ', '12-01-2027'],
    // Instants are taken to the Amsterdam calendar date: 23:30 UTC in winter is already the next day there.
    ['2027-01-12T23:30:00Z', '13-01-2027'],
    ['2027-07-12T21:59:59Z', '12-07-2027'],
    ['2027-07-12T22:00:00Z', '13-07-2027'],
  ])('%s → %s', (input, expected) => {
    expect(formatDateNl(input)).toBe(expected);
  });

  it.each(['', '12-01-2027', '2027-02-30', '2027-13-01', '12/01/2027', 'morgen'])('refuses %j', (input) => {
    expect(() => formatDateNl(input)).toThrow(RangeError);
  });
});

describe('isPlainDate', () => {
  it.each([
    ['2027-01-12', true],
    ['2027-02-29', false],
    ['2028-02-29', true],
    ['2027-1-12', false],
    ['2027-01-12T00:00:00Z', false],
  ])('%s → %s', (input, expected) => {
    expect(isPlainDate(input)).toBe(expected);
  });
});

describe('amsterdamCalendarDate (today in Europe/Amsterdam)', () => {
  it.each([
    ['2026-06-14T21:59:59Z', '2026-06-14'],
    ['2026-06-14T22:00:00Z', '2026-06-15'],
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('%s → %s', (instant, expected) => {
    expect(amsterdamCalendarDate(new Date(instant))).toBe(expected);
  });
});

describe('daysBetween (calendar days)', () => {
  it.each([
    ['2026-06-15', '2026-07-15', 30],
    ['2026-06-15', '2026-06-15', 0],
    ['2026-06-15', '2026-06-14', -1],
    ['2026-10-24', '2026-10-26', 2],
    ['2026-03-28', '2026-03-30', 2],
    ['2027-12-31', '2028-01-01', 1],
  ])('%s → %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('formatInstantNl (issue 30: staff lists, in Amsterdam time)', () => {
  it.each([
    ['2026-11-29T13:05:00Z', '29-11-2026 14:05'],
    ['2026-07-01T22:30:00Z', '02-07-2026 00:30'],
    ['2026-03-29T00:59:00Z', '29-03-2026 01:59'],
    ['2026-03-29T01:00:00Z', '29-03-2026 03:00'],
  ])('%s → %s', (iso, expected) => {
    expect(formatInstantNl(new Date(iso))).toBe(expected);
  });
});
