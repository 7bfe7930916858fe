// The quarterly payout run (issue 17 #5, spec 2 §4 and §9): `npm run payouts -- --quarter 2026Q4` (scripts/
// payouts.ts). Per partner with ledger rows, ONE transaction that first locks the partner's row (as ledger writes
// do, ./ledger.ts), then reads the balance and writes the quarter's payout row — unique per partner and quarter,
// so a second run writes nothing. The balance (domain/payouts.ts quarterBalance): the rows booked up to the
// quarter's last day — earned rows and their reversals, which carry the earned row's date — minus what was paid.
// A refund only reverses what was not paid out (decision 428), so that balance is never below zero. The rule
// (domain/payouts.ts) pays nothing below € 5 and saves € 5–10 up to 4 quarters.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
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

/** Staff's run from /beheer/uitbetalingen (issue 30, decision 588): each payout row written gets its audit line. */
export interface RunAudit {
  actorId: number;
}

/** Runs the payouts of a quarter for every partner with ledger rows; safe to run again. */
export async function runPayouts(
  db: Db,
  q: Quarter,
  now: Date = new Date(),
  audit?: RunAudit,
): Promise<PayoutRunResult> {
  const quarter = formatQuarter(q);
  const settledDate = quarterEnd(q);
  if (amsterdamCalendarDate(now) <= settledDate) return { kind: 'not-ended', quarter, settledDate };
  const rows = await db
    .selectDistinct({ partnerId: commissions.partnerId })
    .from(commissions)
    .orderBy(asc(commissions.partnerId));
  const results: PartnerPayout[] = [];
  for (const { partnerId } of rows)
    results.push({ partnerId, decision: await payoutForPartner(db, partnerId, q, audit, now) });
  return { kind: 'ok', quarter, settledDate, partners: results };
}

/** What a partner's quarter stands at: the run's view, read in the caller's transaction (locked or not). */
export interface QuarterState {
  /** A payout row for this or a later quarter exists: a run writes nothing for this partner. */
  alreadyRun: boolean;
  /** Earned up to the quarter's last day (net of reversals) minus what was paid before, excl. VAT. */
  balanceCents: number;
  /** Quarters saved up since the last paid one. */
  savedQuarters: number;
  /** What the run decides for this balance (domain/payouts.ts). */
  decision: PayoutDecision;
  lastCommissionId: number;
}

/** The balance and decision of a partner's quarter: what a run writes, and what staff see before it runs. */
export async function quarterState(tx: Db, partnerId: number, q: Quarter): Promise<QuarterState> {
  const quarter = formatQuarter(q);
  const settledDate = quarterEnd(q);
  const earlier = await tx
    .select({ quarter: payouts.quarter, status: payouts.status })
    .from(payouts)
    .where(eq(payouts.partnerId, partnerId));
  const before = earlier.filter((payout) => payout.quarter < quarter);
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
    .where(and(eq(payouts.partnerId, partnerId), eq(payouts.status, 'paid'), lt(payouts.quarter, quarter)));
  const balance = cents(Number(ledger?.balance ?? 0) - Number(paid?.total ?? 0));
  const savedQuarters = savedQuartersSincePaid(before);
  return {
    alreadyRun: earlier.length > before.length,
    balanceCents: balance,
    savedQuarters,
    decision: payoutDecision(balance, savedQuarters),
    lastCommissionId: Number(ledger?.lastId ?? 0),
  };
}

/** One partner's payout for a quarter, in its own transaction under the partner's lock; null when already run. */
export async function payoutForPartner(
  db: Db,
  partnerId: number,
  q: Quarter,
  audit?: RunAudit,
  now: Date = new Date(),
): Promise<PayoutDecision | null> {
  const quarter = formatQuarter(q);
  const settledDate = quarterEnd(q);
  return withTransaction(db, async (tx) => {
    await lockPartner(tx, partnerId);
    const state = await quarterState(tx, partnerId, q);
    if (state.alreadyRun) return null;
    const { decision } = state;
    const written = await tx
      .insert(payouts)
      .values({
        partnerId,
        quarter,
        status: decision.status,
        amountCents: decision.amountCents,
        settledDate: decision.status === 'paid' ? settledDate : null,
        description: payoutDescription(q),
        lastCommissionId: state.lastCommissionId,
      })
      .onConflictDoNothing()
      .returning({ id: payouts.id });
    if (written.length === 0) return null;
    if (audit)
      await recordAudit(
        tx,
        {
          actorId: audit.actorId,
          action: 'payout.run',
          subject: `partner ${partnerId}`,
          before: { quarter, payout: null },
          after: { quarter, status: decision.status, amountCents: decision.amountCents },
        },
        now,
      );
    return decision;
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
