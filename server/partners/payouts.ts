// The quarterly payout run (issue 17 #5, spec 2 §4 and §9): `npm run payouts -- --quarter 2026Q4` (scripts/
// payouts.ts). Per partner with ledger rows, ONE transaction that first locks the partner's row (as ledger writes
// do, ./ledger.ts), then reads the balance and writes the quarter's payout row — unique per partner and quarter,
// so a second run writes nothing. The balance (domain/payouts.ts quarterBalance): the rows booked up to the
// quarter's last day — earned rows and their reversals, which carry the earned row's date — minus what was paid.
// A refund only reverses what was not paid out (decision 428), so that balance is never below zero. The rule
// (domain/payouts.ts) pays nothing below € 5 and saves € 5–10 up to 4 quarters.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { cents } from '../../domain/money.ts';
import {
  formatQuarter,
  payoutDecision,
  type PayoutDecision,
  type Quarter,
  quarterEnd,
  savedQuartersSincePaid,
} from '../../domain/payouts.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { lockPartner } from './ledger.ts';
import { commissions, payouts } from './schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export interface PartnerPayout {
  partnerId: number;
  /** What the run decided; null when the partner already had a payout row for this or a later quarter. */
  decision: PayoutDecision | null;
}

export type PayoutRunResult =
  | { kind: 'ok'; quarter: string; settledDate: string; partners: PartnerPayout[] }
  /** The quarter has not ended yet: its last day's orders could still come in. */
  | { kind: 'not-ended'; quarter: string; settledDate: string };

const QUARTER_NAMES = ['1e', '2e', '3e', '4e'];

/** The payout's description (spec 2 §3 payout description). */
export function payoutDescription(q: Quarter): string {
  return `Commissie ${QUARTER_NAMES[q.quarter - 1]} kwartaal ${q.year}`;
}

/** Runs the payouts of a quarter for every partner with ledger rows; safe to run again. */
export async function runPayouts(db: Db, q: Quarter, now: Date = new Date()): Promise<PayoutRunResult> {
  const quarter = formatQuarter(q);
  const settledDate = quarterEnd(q);
  if (amsterdamCalendarDate(now) <= settledDate) return { kind: 'not-ended', quarter, settledDate };
  const rows = await db
    .selectDistinct({ partnerId: commissions.partnerId })
    .from(commissions)
    .orderBy(asc(commissions.partnerId));
  const results: PartnerPayout[] = [];
  for (const { partnerId } of rows)
    results.push({ partnerId, decision: await payoutForPartner(db, partnerId, q) });
  return { kind: 'ok', quarter, settledDate, partners: results };
}

/** One partner's payout for a quarter, in its own transaction under the partner's lock; null when already run. */
export async function payoutForPartner(
  db: Db,
  partnerId: number,
  q: Quarter,
): Promise<PayoutDecision | null> {
  const quarter = formatQuarter(q);
  const settledDate = quarterEnd(q);
  return withTransaction(db, async (tx) => {
    await lockPartner(tx, partnerId);
    const earlier = await tx
      .select({ quarter: payouts.quarter, status: payouts.status })
      .from(payouts)
      .where(eq(payouts.partnerId, partnerId));
    if (earlier.some((payout) => payout.quarter >= quarter)) return null;
    const [ledger] = await tx
      .select({
        balance: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.bookedOn} <= ${settledDate}), 0)`,
        lastId: sql<number>`coalesce(max(${commissions.id}), 0)`,
      })
      .from(commissions)
      .where(eq(commissions.partnerId, partnerId));
    const [paid] = await tx
      .select({ total: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
      .from(payouts)
      .where(and(eq(payouts.partnerId, partnerId), eq(payouts.status, 'paid')));
    const balance = cents(Number(ledger?.balance ?? 0) - Number(paid?.total ?? 0));
    const decision = payoutDecision(balance, savedQuartersSincePaid(earlier));
    const written = await tx
      .insert(payouts)
      .values({
        partnerId,
        quarter,
        status: decision.status,
        amountCents: decision.amountCents,
        settledDate: decision.status === 'paid' ? settledDate : null,
        description: payoutDescription(q),
        lastCommissionId: Number(ledger?.lastId ?? 0),
      })
      .onConflictDoNothing()
      .returning({ id: payouts.id });
    return written.length === 0 ? null : decision;
  });
}

/** A partner's paid payouts, newest first (the commissions tab). */
export function paidPayoutsOf(db: Db, partnerId: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), eq(payouts.status, 'paid'), gt(payouts.amountCents, 0)))
    .orderBy(sql`${payouts.settledDate} desc`, sql`${payouts.id} desc`);
}
