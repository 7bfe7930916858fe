// Spec 2 §4 Commissions and §9 payout terms as tables: the € 5 and € 10 limits, saving up for 4 quarters, the
// quarters' settled dates, open commissions and a payout's detail period (start day excluded, end day included).
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  detailPeriodStart,
  openCommissions,
  parseQuarter,
  payoutDecision,
  payoutDetail,
  previousQuarter,
  quarterBalance,
  quarterEnd,
  quarterOf,
  reversibleRows,
  savedQuartersSincePaid,
} from './payouts.ts';

describe('payout decision (spec 2 §9)', () => {
  it.each([
    [0, 0, 'below', 0],
    [-300, 0, 'below', 0],
    [499, 0, 'below', 499],
    [499, 9, 'below', 499],
    [500, 0, 'saved', 500],
    [999, 3, 'saved', 999],
    [999, 4, 'paid', 999],
    [1000, 0, 'paid', 1000],
    [12345, 0, 'paid', 12345],
  ])('a balance of %i cents after %i saved quarters is %s (%i)', (balance, saved, status, amount) => {
    expect(payoutDecision(cents(balance), saved)).toEqual({ status, amountCents: amount });
  });

  it.each([
    [[], 0],
    [[{ quarter: '2026Q1', status: 'saved' }], 1],
    [
      [
        { quarter: '2026Q3', status: 'saved' },
        { quarter: '2026Q1', status: 'saved' },
        { quarter: '2026Q2', status: 'paid' },
      ],
      1,
    ],
    [
      [
        { quarter: '2025Q4', status: 'saved' },
        { quarter: '2026Q1', status: 'below' },
        { quarter: '2026Q2', status: 'saved' },
      ],
      2,
    ],
  ])('%o counts %i saved quarters', (payouts, saved) => {
    expect(savedQuartersSincePaid(payouts)).toBe(saved);
  });
});

describe('quarters', () => {
  it.each([
    ['2026Q1', '2026-03-31'],
    ['2026Q2', '2026-06-30'],
    ['2026Q3', '2026-09-30'],
    ['2026Q4', '2026-12-31'],
  ])('%s is settled on %s', (text, end) => {
    expect(quarterEnd(parseQuarter(text)!)).toBe(end);
  });

  it.each(['2026Q5', '2026q4', '26Q1', '', '2026-Q1'])('refuses %j', (text) => {
    expect(parseQuarter(text)).toBeNull();
  });

  it('knows the quarter of a date and the one before', () => {
    expect(quarterOf('2026-11-25')).toEqual({ year: 2026, quarter: 4 });
    expect(previousQuarter({ year: 2026, quarter: 1 })).toEqual({ year: 2025, quarter: 4 });
  });
});

describe("a payout's detail: 3 months up to the settled date (spec 2 §4)", () => {
  it.each([
    ['2026-12-31', '2026-09-30'],
    ['2026-03-31', '2025-12-31'],
    ['2026-06-30', '2026-03-31'],
    ['2026-05-31', '2026-02-28'],
    ['2026-05-15', '2026-02-15'],
  ])('settled %s starts after %s', (settled, start) => {
    expect(detailPeriodStart(settled)).toBe(start);
  });

  const rows = ['2026-06-30', '2026-07-01', '2026-09-30', '2026-10-01', '2026-12-31', '2027-01-01'].map(
    (bookedOn) => ({ bookedOn }),
  );

  it('excludes the start day and includes the end day', () => {
    expect(payoutDetail(rows, '2026-09-30').map((r) => r.bookedOn)).toEqual(['2026-07-01', '2026-09-30']);
  });

  it('open commissions are after the latest settled date, or all without a payout', () => {
    expect(openCommissions(rows, '2026-12-31').map((r) => r.bookedOn)).toEqual(['2027-01-01']);
    expect(openCommissions(rows, null)).toHaveLength(6);
  });
});

describe('refunds and the balance a payout sees (decision 428)', () => {
  const earned = [
    { bookedOn: '2026-05-04', amountCents: 1200 },
    { bookedOn: '2026-08-12', amountCents: 800 },
  ];

  it.each([
    ['no payout yet: everything is reversed', null, ['2026-05-04', '2026-08-12']],
    ['after the Q2 payout: only the Q3 commission', '2026-06-30', ['2026-08-12']],
    ['after the Q3 payout: nothing (the shop bears it)', '2026-09-30', []],
  ])('%s', (_name, latestPaid, reversed) => {
    expect(reversibleRows(earned, latestPaid).map((r) => r.bookedOn)).toEqual(reversed);
  });

  it.each([
    // rows up to the settled date, earned and reversals alike, minus what was paid
    ['2026-06-30', 0, 1200],
    ['2026-09-30', 1200, 800],
    ['2026-03-31', 0, 0],
  ])('settled %s, %i paid before: balance %i', (settled, paid, balance) => {
    expect(quarterBalance(earned, settled, paid)).toBe(balance);
    const withReversal = [...earned, { bookedOn: '2026-08-12', amountCents: -800 }];
    expect(quarterBalance(withReversal, settled, paid)).toBe(
      settled >= '2026-08-12' ? balance - 800 : balance,
    );
  });
});
