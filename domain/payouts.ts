// Spec 2 §4 Commissions and §9 payout terms: quarterly payouts, the € 5 minimum and the € 5–10 saving-up rule,
// open commissions, and which orders a payout's detail lists. Pure: server/partners/payouts.ts runs these per
// partner under a lock; the commissions tab shows what they select.
import { type Cents, cents } from './money.ts';
import { isPlainDate } from './dates.ts';

/** Spec 2 §9: under 5 euro nothing is paid. */
export const PAYOUT_MINIMUM_CENTS = 500;
/** Spec 2 §9: 5 to 10 euro is saved up … */
export const SAVE_UP_BELOW_CENTS = 1000;
/** … for up to 4 quarters, then paid. */
export const MAX_SAVED_QUARTERS = 4;

export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

/** '2026Q4' → { year: 2026, quarter: 4 }; null for anything else. */
export function parseQuarter(text: string): Quarter | null {
  const match = /^(\d{4})Q([1-4])$/.exec(text.trim());
  if (!match) return null;
  return { year: Number(match[1]), quarter: Number(match[2]) as Quarter['quarter'] };
}

export function formatQuarter(q: Quarter): string {
  return `${q.year}Q${q.quarter}`;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function plainDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The quarter's last day: its payout's settled date ('2026Q4' → '2026-12-31'). */
export function quarterEnd(q: Quarter): string {
  const month = q.quarter * 3;
  return plainDate(q.year, month, lastDayOfMonth(q.year, month));
}

/** The quarter a plain date falls in. */
export function quarterOf(date: string): Quarter {
  if (!isPlainDate(date)) throw new RangeError(`Expected a YYYY-MM-DD date, got '${date}'`);
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { year, quarter: Math.ceil(month / 3) as Quarter['quarter'] };
}

/** The quarter before (the one a run early in a quarter settles). */
export function previousQuarter(q: Quarter): Quarter {
  return q.quarter === 1
    ? { year: q.year - 1, quarter: 4 }
    : { year: q.year, quarter: (q.quarter - 1) as 1 | 2 | 3 };
}

/**
 * The start of a payout's detail period: 3 months before the settled date (spec 2 §4; the start day itself is
 * excluded). Month ends map to month ends, so a quarter's settled date covers exactly that quarter
 * ('2026-06-30' → '2026-03-31'); another day is clamped to the shorter month ('2026-05-31' → '2026-02-28').
 */
export function detailPeriodStart(settledDate: string): string {
  if (!isPlainDate(settledDate)) throw new RangeError(`Expected a YYYY-MM-DD date, got '${settledDate}'`);
  const [year, month, day] = settledDate.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - 3;
  const startYear = Math.floor(index / 12);
  const startMonth = (index % 12) + 1;
  const last = lastDayOfMonth(startYear, startMonth);
  const monthEnd = day === lastDayOfMonth(year, month);
  return plainDate(startYear, startMonth, monthEnd ? last : Math.min(day, last));
}

/** Spec 2 §4: a payout's detail — the rows dated in the 3 months up to its settled date (start day excluded). */
export function payoutDetail<T extends { bookedOn: string }>(rows: readonly T[], settledDate: string): T[] {
  const start = detailPeriodStart(settledDate);
  return rows.filter((row) => row.bookedOn > start && row.bookedOn <= settledDate);
}

/** Spec 2 §4: open commissions — those after the latest payout's settled date, or all without a payout. */
export function openCommissions<T extends { bookedOn: string }>(
  rows: readonly T[],
  latestSettledDate: string | null,
): T[] {
  return latestSettledDate === null ? [...rows] : rows.filter((row) => row.bookedOn > latestSettledDate);
}

/**
 * Decision 428: what a refund or cancellation reverses — only commission not paid out yet, i.e. the order's earned
 * rows booked after the latest paid payout's settled date (exactly the open commissions). A commission already
 * paid out stays paid (the shop bears that refund), so no balance ever goes below zero and nothing is paid that
 * was not earned. The reversal is booked on its earned row's date, so a refunded line nets to zero in its period.
 */
export function reversibleRows<T extends { bookedOn: string }>(
  earned: readonly T[],
  latestPaidSettledDate: string | null,
): T[] {
  return openCommissions(earned, latestPaidSettledDate);
}

/**
 * Spec 2 §9 the balance a quarter's payout sees: every ledger row booked up to its settled date (earned rows and
 * their reversals alike, decision 428) minus what was paid before. server/partners/payouts.ts sums the same in SQL.
 */
export function quarterBalance(
  rows: readonly { bookedOn: string; amountCents: number }[],
  settledDate: string,
  paidCents: number,
): Cents {
  const booked = rows.reduce((sum, row) => (row.bookedOn <= settledDate ? sum + row.amountCents : sum), 0);
  return cents(booked - paidCents);
}

export type PayoutDecision =
  | { status: 'paid'; amountCents: Cents }
  | { status: 'saved'; amountCents: Cents }
  | { status: 'below'; amountCents: Cents };

/**
 * Spec 2 §9 for one partner's quarter. balance: what is earned (net of reversals) up to the quarter's end and not
 * paid yet; savedQuarters: the quarters saved up since the last payment. Under € 5 (or nothing, or less than
 * nothing after a refund) nothing is paid; € 5–10 is saved up while fewer than 4 quarters were; € 10 and more,
 * or € 5–10 after 4 saved quarters, is paid in full.
 */
export function payoutDecision(balanceCents: Cents, savedQuarters: number): PayoutDecision {
  const kept = cents(Math.max(0, balanceCents));
  if (kept < PAYOUT_MINIMUM_CENTS) return { status: 'below', amountCents: kept };
  if (kept < SAVE_UP_BELOW_CENTS && savedQuarters < MAX_SAVED_QUARTERS)
    return { status: 'saved', amountCents: kept };
  return { status: 'paid', amountCents: kept };
}

/** The 'saved' quarters since the latest paid one (the payouts of one partner, any order). */
export function savedQuartersSincePaid(payouts: readonly { quarter: string; status: string }[]): number {
  const sorted = [...payouts].sort((a, b) => (a.quarter < b.quarter ? -1 : a.quarter > b.quarter ? 1 : 0));
  let saved = 0;
  for (const payout of sorted) {
    if (payout.status === 'paid') saved = 0;
    else if (payout.status === 'saved') saved += 1;
  }
  return saved;
}
