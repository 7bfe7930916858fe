// The commission ledger (issue 17 #4, spec 2 §3 commission row): append-only rows, never updated in place.
// - earned: when an order becomes paid, inside the payment's own transaction (server/orders/paid.ts calls
//   recordOrderCommissions), one row per book line at the partner's rates (domain/commission.ts) — only for an
//   order placed with the code of an approved partner who is not the buyer. The unique (order, line, kind) makes a
//   repeated paid event write once, whatever reaches this function.
// - reversal: a refund or cancellation writes one negating row per earned row not paid out yet, booked on the
//   earned row's date, once (the same unique index); commission already paid out stays paid (decision 428,
//   domain/payouts.ts reversibleRows), so no balance goes below zero.
// Self-referral (decisions 453, 523, domain/self-referral.ts): the buyer's account, the mailbox of the order's
// email and the IBAN of the buying account are compared with the partner's; an order carries no IBAN of its own
// (a bank transfer's payer account is not recorded), so a guest order is compared by its email only.
// Both take the partner row's lock first, as a payout run does (./payouts.ts), so a payout sees a reversal either
// entirely before it or entirely after it.
import { recordAudit } from '../audit/service.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { earnedLines, resolvedRates } from '../../domain/commission.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { cents } from '../../domain/money.ts';
import { reversibleRows } from '../../domain/payouts.ts';
import { ownEditionSkus } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { commissions, partners, payouts } from './schema.ts';

export type CommissionRow = typeof commissions.$inferSelect;

/** What the ledger needs of a paid order (server/orders' row; the names are orders' own). */
export interface PaidOrderFacts {
  id: number;
  number: number;
  userId: number | null;
  /** The buyer's email: a partner ordering logged out with their own email is no referral either. */
  email: string;
  affiliateId: string | null;
  invoiceNumber: string | null;
  totalCents: number;
  vatCents: number;
  paidAt: Date | null;
}

/** What the ledger needs of an order line (server/orders' order_lines row). */
export interface PaidOrderLine {
  position: number;
  kind: string;
  sku: string | null;
  description: string;
  amount: number;
  totalCents: number;
  vatCents: number;
}

/** What the ledger reads of an account (through accounts, in the paid transaction): its email and IBAN. */
export interface LedgerAccount {
  email: string | null;
  iban: string | null;
}

/** Older callers answer with the email only. */
const asAccount = (found: string | LedgerAccount | null): LedgerAccount | null =>
  typeof found === 'string' ? { email: found, iban: null } : found;

/** Locks a partner's row for the rest of the transaction: ledger writes and payout runs of one partner queue here. */
export async function lockPartner(tx: Db, userId: number): Promise<void> {
  await tx
    .select({ userId: partners.userId })
    .from(partners)
    .where(eq(partners.userId, userId))
    .for('update');
}

/**
 * The commission rows of a paid order, in the caller's transaction (the paid hook's). Returns how many rows this
 * call wrote: 0 for an order without a partner code, an unknown or unapproved code, the partner's own order (by
 * account, by an email reaching the partner's mailbox, or by a buying account with the partner's IBAN — `account`
 * reads both accounts in the same transaction), an order without book lines — or a repeat.
 */
export async function recordOrderCommissions(
  tx: Db,
  order: PaidOrderFacts,
  lines: readonly PaidOrderLine[],
  account: (userId: number) => Promise<string | LedgerAccount | null>,
): Promise<number> {
  if (!order.affiliateId) return 0;
  const [partner] = await tx
    .select()
    .from(partners)
    .where(and(eq(partners.code, order.affiliateId), eq(partners.status, 'approved')))
    .for('update');
  if (!partner) return 0;
  const bookSkus = lines.flatMap((line) => (line.kind === 'book' && line.sku ? [line.sku] : []));
  const own = await ownEditionSkus(tx, bookSkus);
  const partnerAccount = asAccount(await account(partner.userId));
  const buyerAccount =
    order.userId !== null && order.userId !== partner.userId ? asAccount(await account(order.userId)) : null;
  const earned = earnedLines(
    {
      buyerUserId: order.userId,
      buyerEmail: order.email,
      buyerIban: buyerAccount?.iban ?? null,
      lines: lines.map((line) => ({
        position: line.position,
        kind: line.kind === 'book' ? 'book' : 'shipping',
        sku: line.sku,
        totalCents: cents(line.totalCents),
        vatCents: cents(line.vatCents),
        ownEdition: line.sku !== null && own.has(line.sku),
      })),
    },
    {
      userId: partner.userId,
      email: partnerAccount?.email ?? null,
      iban: partnerAccount?.iban ?? null,
      rates: resolvedRates({ own: partner.commissionOwn, other: partner.commissionOther }),
    },
  );
  if (earned.length === 0) return 0;
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const bookedOn = amsterdamCalendarDate(order.paidAt ?? new Date());
  const written = await tx
    .insert(commissions)
    .values(
      earned.map((row) => {
        const line = byPosition.get(row.position)!;
        return {
          partnerId: partner.userId,
          orderId: order.id,
          orderNumber: order.number,
          invoiceNumber: order.invoiceNumber,
          orderTotalCents: order.totalCents,
          orderVatCents: order.vatCents,
          position: row.position,
          sku: row.sku,
          description: line.description,
          copies: line.amount,
          lineTotalCents: line.totalCents,
          baseCents: row.baseCents,
          ownEdition: row.ownEdition,
          ratePercent: row.ratePercent,
          amountCents: row.amountCents,
          kind: 'earned',
          bookedOn,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: commissions.id });
  return written.length;
}

/** What a refund or cancellation did to an order's commission. */
export type ReversalOutcome =
  /** `rows` reversing rows written now. */
  | { kind: 'reversed'; rows: number }
  /** The order earned no commission (no partner code, self-referral, unknown order). */
  | { kind: 'none' }
  /** Reversed before: nothing written again. */
  | { kind: 'already' }
  /** Its commission was paid out already and stays paid (decision 428): nothing written. */
  | { kind: 'paid-out' };

/**
 * A refund or cancellation of an order (issue 17 #4): one reversing row per earned row that was not paid out yet,
 * under the partner's lock (so a payout run sees it entirely before or after), once however often it is called.
 * A refund of some lines (issue 30, decision 568) reverses only those lines' rows (`positions`).
 */
export async function reverseOrderCommissions(
  db: Db,
  orderId: number,
  /** Staff's reversal (issue 30): the reversal's line in the audit log, in the same transaction. */
  audit?: { actorId: number; orderNumber: number },
  positions?: readonly number[],
): Promise<ReversalOutcome> {
  return withTransaction(db, async (tx) => {
    const [first] = await tx
      .select({ partnerId: commissions.partnerId })
      .from(commissions)
      .where(and(eq(commissions.orderId, orderId), eq(commissions.kind, 'earned')))
      .limit(1);
    if (!first) return { kind: 'none' };
    await lockPartner(tx, first.partnerId);
    const [latest] = await tx
      .select({ settled: sql<string | null>`max(${payouts.settledDate})` })
      .from(payouts)
      .where(and(eq(payouts.partnerId, first.partnerId), eq(payouts.status, 'paid')));
    const earned = await tx
      .select()
      .from(commissions)
      .where(and(eq(commissions.orderId, orderId), eq(commissions.kind, 'earned')))
      .orderBy(asc(commissions.position));
    const open = reversibleRows(
      positions ? earned.filter((row) => positions.includes(row.position)) : earned,
      latest?.settled ?? null,
    );
    if (open.length === 0) return { kind: 'paid-out' };
    const written = await tx
      .insert(commissions)
      .values(
        open.map(({ id: _id, createdAt: _createdAt, ...row }) => ({
          ...row,
          amountCents: -row.amountCents,
          kind: 'reversal',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: commissions.id });
    if (written.length > 0 && audit)
      await recordAudit(tx, {
        actorId: audit.actorId,
        action: 'commission.reverse',
        subject: `bestelling ${audit.orderNumber}`,
        before: { commission: 'verdiend' },
        after: { commission: 'teruggedraaid', rows: written.length },
      });
    return written.length > 0 ? { kind: 'reversed', rows: written.length } : { kind: 'already' };
  });
}

/** The order id behind an order number in the ledger; null when that order earned no commission. */
export async function ledgerOrderId(db: Db, orderNumber: number): Promise<number | null> {
  const [row] = await db
    .select({ orderId: commissions.orderId })
    .from(commissions)
    .where(eq(commissions.orderNumber, orderNumber))
    .limit(1);
  return row?.orderId ?? null;
}

/** An order's commission rows (earned and reversed), by line (issue 30: the staff's order page). */
export function commissionsOfOrder(db: Db, orderId: number): Promise<CommissionRow[]> {
  return db
    .select()
    .from(commissions)
    .where(eq(commissions.orderId, orderId))
    .orderBy(asc(commissions.position), asc(commissions.id));
}

/** A partner's ledger, oldest first. */
export function ledgerOf(db: Db, partnerId: number): Promise<CommissionRow[]> {
  return db
    .select()
    .from(commissions)
    .where(eq(commissions.partnerId, partnerId))
    .orderBy(asc(commissions.bookedOn), asc(commissions.id));
}

/** Σ of a partner's ledger (net of reversals), in cents. */
export async function ledgerTotal(db: Db, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${commissions.amountCents}), 0)` })
    .from(commissions)
    .where(eq(commissions.partnerId, partnerId));
  return Number(row?.total ?? 0);
}
