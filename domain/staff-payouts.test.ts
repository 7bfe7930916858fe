// The staff payouts page's pure rules (issue 30): the quarter of the address and the choice of quarters, why a
// quarter is paid, saved or carried over (spec 2 §9), the transfer day as typed, and the bank references.
import { describe, expect, it } from 'vitest';
import {
  paidOnEarliest,
  paidOnFormErrors,
  parsePaidOn,
  parsePayoutQuarter,
  payoutQuarterChoices,
  payoutReason,
  payoutReference,
  payoutRemittance,
  sepaFileName,
} from './staff-payouts.ts';
import { cents } from './money.ts';

const params = (query: string) => new URLSearchParams(query);

describe('staff payouts', () => {
  it('shows the quarter that ended last unless the address names another', () => {
    expect(parsePayoutQuarter(params(''), '2026-11-30')).toEqual({
      quarter: { year: 2026, quarter: 3 },
      error: null,
    });
    expect(parsePayoutQuarter(params('kwartaal=2026Q1'), '2026-11-30').quarter).toEqual({
      year: 2026,
      quarter: 1,
    });
    expect(parsePayoutQuarter(params('kwartaal=vorige'), '2026-01-02')).toEqual({
      quarter: { year: 2025, quarter: 4 },
      error: { key: 'form_errors.choose' },
    });
    expect(payoutQuarterChoices('2026-11-30')).toEqual([
      '2026Q4',
      '2026Q3',
      '2026Q2',
      '2026Q1',
      '2025Q4',
      '2025Q3',
      '2025Q2',
      '2025Q1',
    ]);
  });

  it('says why: nothing, under € 5, saved n of 4, paid, paid after saving', () => {
    expect(payoutReason({ status: 'below', amountCents: cents(0) }, 0).key).toBe(
      'beheer.payouts.reason.nothing',
    );
    expect(payoutReason({ status: 'below', amountCents: cents(499) }, 0).key).toBe(
      'beheer.payouts.reason.below',
    );
    expect(payoutReason({ status: 'saved', amountCents: cents(700) }, 2)).toEqual({
      key: 'beheer.payouts.reason.saved',
      params: { n: 3, max: 4 },
    });
    expect(payoutReason({ status: 'paid', amountCents: cents(1000) }, 0).key).toBe(
      'beheer.payouts.reason.paid',
    );
    expect(payoutReason({ status: 'paid', amountCents: cents(700) }, 4).key).toBe(
      'beheer.payouts.reason.paid_saved',
    );
  });

  it('takes the transfer day as DD-MM-JJJJ or YYYY-MM-DD, a real day between the quarter end and today', () => {
    const limits = { earliest: '2026-10-01', today: '2026-11-30' };
    expect(parsePaidOn('5-10-2026', limits)).toEqual({ kind: 'ok', date: '2026-10-05' });
    expect(parsePaidOn(' 2026-11-30 ', limits)).toEqual({ kind: 'ok', date: '2026-11-30' });
    const key = (typed: string) => {
      const result = parsePaidOn(typed, limits);
      return result.kind === 'invalid' ? result.error.key : result.date;
    };
    expect(key('')).toBe('beheer.payouts.paid_on_missing');
    expect(key('31-09-2026')).toBe('beheer.payouts.paid_on_invalid');
    expect(key('10/05/2026')).toBe('beheer.payouts.paid_on_invalid');
    expect(key('30-09-2026')).toBe('beheer.payouts.paid_on_early');
    expect(key('01-12-2026')).toBe('beheer.payouts.paid_on_future');
  });

  it('names a payout at the bank', () => {
    expect(payoutReference({ quarter: '2026Q3', partnerId: 42 })).toBe('LW-2026Q3-P42');
    expect(payoutRemittance('2026Q3')).toBe('Commissie Leeswijzer 3e kwartaal 2026');
    expect(sepaFileName('2026-11-30')).toBe('uitbetalingen-2026-11-30.xml');
  });
});

describe('paidOnFormErrors (the mark-paid form, in the browser and on the server: decision 620)', () => {
  it('a payout is due from the day after its quarter', () => {
    expect(paidOnEarliest('2026Q2')).toBe('2026-07-01');
    expect(paidOnEarliest('2026Q4')).toBe('2027-01-01');
    expect(() => paidOnEarliest('2026Q5')).toThrow(RangeError);
  });

  const limits = { earliest: '2026-07-01', today: '2026-11-20' };
  it.each([
    [{ paid_on: '15-07-2026' }, {}],
    [{ paid_on: '2026-11-20' }, {}],
    [{}, { paid_on: { key: 'beheer.payouts.paid_on_missing' } }],
    [{ paid_on: '31-02-2026' }, { paid_on: { key: 'beheer.payouts.paid_on_invalid' } }],
    [
      { paid_on: '30-06-2026' },
      { paid_on: { key: 'beheer.payouts.paid_on_early', params: { date: '01-07-2026' } } },
    ],
    [{ paid_on: '21-11-2026' }, { paid_on: { key: 'beheer.payouts.paid_on_future' } }],
  ])('%j', (fields, errors) => {
    expect(paidOnFormErrors(fields, limits)).toEqual(errors);
  });
});
