// Issue 14 #9: invoice numbers — one consecutive series per Amsterdam calendar year, written one way only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  invoiceSeriesProblems,
  invoiceYear,
  parseInvoiceNumber,
} from './invoice-number.ts';

describe('formatInvoiceNumber', () => {
  it.each([
    [2026, 1, '2026-000001'],
    [2026, 123, '2026-000123'],
    [2027, 999_999, '2027-999999'],
    [2027, 1_234_567, '2027-1234567'],
  ])('year %i, sequence %i → %s', (year, sequence, text) => {
    expect(formatInvoiceNumber({ year, sequence })).toBe(text);
  });

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [1999, 1],
    [10_000, 1],
    [2026, 1_000_000_000],
  ])('refuses year %i with sequence %i', (year, sequence) => {
    expect(() => formatInvoiceNumber({ year, sequence })).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it.each([
    ['2026-000123', { year: 2026, sequence: 123 }],
    ['2027-1234567', { year: 2027, sequence: 1_234_567 }],
    [' 2026-000001 ', { year: 2026, sequence: 1 }],
  ])('reads %j', (text, number) => {
    expect(parseInvoiceNumber(text)).toEqual(number);
  });

  it.each([
    '2026-123',
    '2026-0000123',
    '2026-000000',
    '26-000123',
    '2026/000123',
    '1999-000001',
    'F2026-000123',
    '',
  ])('refuses %j (not written the one way)', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });

  it('reads back what it writes, and the text order is the series order within a year (property)', () => {
    const number = fc.record({
      year: fc.integer({ min: 2000, max: 9999 }),
      sequence: fc.integer({ min: 1, max: 999_999 }),
    });
    fc.assert(
      fc.property(number, number, (a, b) => {
        expect(parseInvoiceNumber(formatInvoiceNumber(a))).toEqual(a);
        const [ta, tb] = [formatInvoiceNumber(a), formatInvoiceNumber(b)];
        const bySeries = a.year - b.year || a.sequence - b.sequence;
        expect(Math.sign(ta < tb ? -1 : ta > tb ? 1 : 0)).toBe(Math.sign(bySeries));
      }),
    );
  });
});

describe('invoiceYear: the Europe/Amsterdam calendar year of the invoice date', () => {
  it.each([
    ['2026-12-31T22:59:59Z', 2026], // 23:59:59 in Amsterdam (CET, UTC+1)
    ['2026-12-31T23:00:00Z', 2027], // 00:00 on 1 January in Amsterdam: the new series
    ['2027-06-30T22:30:00Z', 2027], // summer time (UTC+2): 00:30 on 1 July
  ])('%s → %i', (instant, year) => {
    expect(invoiceYear(new Date(instant))).toBe(year);
  });
});

describe('invoiceSeriesProblems', () => {
  it('finds nothing wrong with two complete yearly series', () => {
    expect(invoiceSeriesProblems(['2026-000002', '2026-000001', '2027-000001', '2026-000003'])).toEqual({
      duplicates: [],
      missing: [],
      unreadable: [],
    });
  });

  it('lists numbers issued twice, the gaps per year (from 1) and unreadable numbers', () => {
    expect(
      invoiceSeriesProblems(['2026-000001', '2026-000004', '2026-000001', '2027-000002', 'F-1']),
    ).toEqual({
      duplicates: ['2026-000001'],
      missing: ['2026-000002', '2026-000003', '2027-000001'],
      unreadable: ['F-1'],
    });
  });
});
