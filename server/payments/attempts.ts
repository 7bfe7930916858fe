// The shop's payment attempts (table `payments`, DESIGN "Money flow"): found by the checkout's attempt key or the
// provider's id, opened inside the order's transaction (superseding an earlier open attempt of the order, so at
// most one counts as open; the superseded ones are then cancelled at the provider by the service), and moved out
// of 'open' exactly once by a conditional update — the one statement that makes a repeated webhook, a return and
// a poll at the same moment harmless.
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { type Cents, cents } from '../../domain/money.ts';
import { isPaymentState, type PaymentState } from '../../domain/payment-status.ts';
import type { Db } from '../db/client.ts';
import { payments } from './schema.ts';

export interface PaymentAttempt {
  id: number;
  orderId: number;
  attemptKey: string;
  provider: string;
  providerId: string | null;
  method: string;
  issuer: string | null;
  status: PaymentState;
  superseded: boolean;
  amountCents: Cents;
  /** The order's content digest when the attempt was opened (null: opened before decision 362). */
  orderContent: string | null;
  checkoutUrl: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

type Row = typeof payments.$inferSelect;

export function attemptOf(row: Row): PaymentAttempt {
  return {
    id: row.id,
    orderId: row.orderId,
    attemptKey: row.attemptKey,
    provider: row.provider,
    providerId: row.providerId,
    method: row.method,
    issuer: row.issuer,
    // The check constraint allows only these; anything else would be a bug, read as still open (never paid).
    status: isPaymentState(row.status) ? row.status : 'open',
    superseded: row.superseded,
    amountCents: cents(row.amountCents),
    orderContent: row.orderContent,
    checkoutUrl: row.checkoutUrl,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
  };
}

/** The stored attempt key: the checkout form's key scoped by the order (a key sent for another order is not it). */
export function storedAttemptKey(orderId: number, clientKey: string): string {
  return `${orderId}:${clientKey}`;
}

export async function attemptByKey(
  db: Db,
  orderId: number,
  clientKey: string,
): Promise<PaymentAttempt | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.attemptKey, storedAttemptKey(orderId, clientKey)));
  return row ? attemptOf(row) : null;
}

export async function attemptByProviderId(db: Db, providerId: string): Promise<PaymentAttempt | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerId, providerId));
  return row ? attemptOf(row) : null;
}

export async function attemptById(db: Db, id: number): Promise<PaymentAttempt | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ? attemptOf(row) : null;
}

/** The order's attempts, newest first. */
export async function attemptsOf(db: Db, orderId: number): Promise<PaymentAttempt[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(attemptOf);
}

/** The order's open attempt that counts (not superseded); null when there is none. */
export async function currentOpenAttempt(db: Db, orderId: number): Promise<PaymentAttempt | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'open'), eq(payments.superseded, false)));
  return row ? attemptOf(row) : null;
}

/** The order's replaced attempts whose payment the provider made and still holds open: to be cancelled there. */
export async function replacedOpenAttempts(db: Db, orderId: number): Promise<PaymentAttempt[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'open'),
        eq(payments.superseded, true),
        isNotNull(payments.providerId),
      ),
    )
    .orderBy(payments.id);
  return rows.map(attemptOf);
}

/** Marks the order's open attempts (but `keep`) superseded: a newer attempt is now the order's open payment. */
export async function supersedeOpenAttempts(
  db: Db,
  orderId: number,
  keep: number | null = null,
): Promise<void> {
  await db
    .update(payments)
    .set({ superseded: true, updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'open'),
        eq(payments.superseded, false),
        ...(keep === null ? [] : [ne(payments.id, keep)]),
      ),
    );
}

export interface NewAttempt {
  orderId: number;
  clientKey: string;
  provider: string;
  method: string;
  issuer: string | null;
  amountCents: Cents;
  orderContent: string;
}

/**
 * The attempt for this key, made when new (the caller holds the order's row lock, so keys of one order are
 * handled one at a time). An earlier attempt with this key that never reached the provider becomes the order's
 * open payment again (a retry after the provider failed); the order's other open attempts are superseded.
 */
export async function openAttempt(
  db: Db,
  input: NewAttempt,
): Promise<{ attempt: PaymentAttempt; created: boolean }> {
  const existing = await attemptByKey(db, input.orderId, input.clientKey);
  if (existing) {
    if (existing.providerId === null && existing.status === 'open' && existing.superseded) {
      await supersedeOpenAttempts(db, input.orderId, existing.id);
      const [row] = await db
        .update(payments)
        .set({
          superseded: false,
          // Frozen again just now: what the provider will be asked for is the order as it is.
          amountCents: input.amountCents,
          orderContent: input.orderContent,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, existing.id))
        .returning();
      return { attempt: attemptOf(row!), created: false };
    }
    return { attempt: existing, created: false };
  }
  await supersedeOpenAttempts(db, input.orderId);
  const [row] = await db
    .insert(payments)
    .values({
      orderId: input.orderId,
      attemptKey: storedAttemptKey(input.orderId, input.clientKey),
      provider: input.provider,
      method: input.method,
      issuer: input.issuer,
      amountCents: input.amountCents,
      orderContent: input.orderContent,
    })
    .returning();
  return { attempt: attemptOf(row!), created: true };
}

/** The provider name of a payment staff recorded by hand (a bank transfer to the shop's own account). */
export const MANUAL_PROVIDER = 'manual';

/**
 * Issue 30 (decision 610): a payment staff saw arrive, recorded paid at once (no provider, no provider id; the
 * caller holds the order's row lock). The form's key makes a repeat find the same row: created false.
 */
export async function recordManualPayment(
  db: Db,
  input: { orderId: number; clientKey: string; method: string; amountCents: Cents; paidAt: Date },
): Promise<{ attempt: PaymentAttempt; created: boolean }> {
  const existing = await attemptByKey(db, input.orderId, input.clientKey);
  if (existing) return { attempt: existing, created: false };
  const [row] = await db
    .insert(payments)
    .values({
      orderId: input.orderId,
      attemptKey: storedAttemptKey(input.orderId, input.clientKey),
      provider: MANUAL_PROVIDER,
      method: input.method,
      status: 'paid',
      amountCents: input.amountCents,
      paidAt: input.paidAt,
      checkedAt: sql`now()`,
    })
    .returning();
  return { attempt: attemptOf(row!), created: true };
}

/** Records what the provider made for an attempt; a second call with the same payment changes nothing. */
export async function recordProviderPayment(
  db: Db,
  attemptId: number,
  providerId: string,
  checkoutUrl: string | null,
): Promise<PaymentAttempt | null> {
  const [row] = await db
    .update(payments)
    .set({ providerId, checkoutUrl, updatedAt: sql`now()` })
    .where(and(eq(payments.id, attemptId), isNull(payments.providerId)))
    .returning();
  if (row) return attemptOf(row);
  return attemptById(db, attemptId);
}

/** The provider could not make the payment: the attempt no longer counts as the order's open payment. */
export async function setAsideUnstarted(db: Db, attemptId: number): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ superseded: true, updatedAt: sql`now()` })
    .where(and(eq(payments.id, attemptId), isNull(payments.providerId), eq(payments.status, 'open')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * The only way out of 'open' (DESIGN "Money flow"): set the provider's final state where the attempt is still
 * open. Null when it was not open any more (a repeat, or another process was first).
 */
export async function settleAttempt(
  db: Db,
  attemptId: number,
  to: Exclude<PaymentState, 'open'>,
  paidAt: Date | null,
): Promise<PaymentAttempt | null> {
  const [row] = await db
    .update(payments)
    .set({
      status: to,
      paidAt: to === 'paid' ? (paidAt ?? sql`now()`) : null,
      checkedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.id, attemptId), eq(payments.status, 'open')))
    .returning();
  return row ? attemptOf(row) : null;
}

export async function markChecked(db: Db, attemptId: number): Promise<void> {
  await db
    .update(payments)
    .set({ checkedAt: sql`now()` })
    .where(eq(payments.id, attemptId));
}

/** Open attempts with a provider payment made after `since`, oldest check first (the poller's list). */
export async function openAttemptsSince(db: Db, since: Date, limit: number): Promise<PaymentAttempt[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'open'),
        sql`${payments.providerId} is not null`,
        sql`${payments.createdAt} >= ${since}`,
      ),
    )
    .orderBy(sql`${payments.checkedAt} asc nulls first`, payments.id)
    .limit(limit);
  return rows.map(attemptOf);
}
