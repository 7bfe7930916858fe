// Issue 30 "Cancel and refund" (decision 568): staff give money back on a paid order, whole or per line (the
// shipping line too), through the provider it was paid with — or, for a bank transfer, recorded as paid back by
// hand (no payment the provider can give back). Never more than was paid: the order's row is locked while the refund is planned from the lines and every
// earlier refund (domain/refunds.ts), and the refund's row is written before the provider is asked, so a second
// tab planning at the same moment sees it. The form's key is the provider's idempotency key: a double click, a
// retry or a crash between asking and recording refunds once, and a refund the provider did not answer stays
// 'pending' until staff try again with the same key. A refund that went through gets, in one transaction, its
// credit invoice number (own gap-free series), the partner commission of the lines it returned in full reversed
// (decision 428: only what was not paid out), the customer's mail through the outbox, and its audit line.
import { and, eq, isNull } from 'drizzle-orm';
import { type Cents, cents } from '../../domain/money.ts';
import { vatPerRate } from '../../domain/vat.ts';
import { methodTitle } from '../../domain/payment-methods.ts';
import {
  everythingLeft,
  type RefundableLine,
  type RefundedLine,
  refundPlan,
  type RefundRequest,
} from '../../domain/refunds.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { allocateCreditNumber } from '../invoices/numbering.ts';
import type { InvoiceModel } from '../invoices/invoice-model.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { sellerFromSettings } from '../invoices/seller-settings.ts';
import { revokeOrderDownloads } from '../ebooks/service.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { reverseOrderCommissions } from '../partners/service.ts';
import type { PaymentAttempt, PaymentsService } from '../payments/service.ts';
import { settingsOf } from '../settings/service.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { refundMail } from './mails.ts';
import { invoiceModel, mailModel, mailShop, orderSummary } from './order-view.ts';
import { orders, refunds } from './schema.ts';
import { linesOf, type OrderLineRow, type OrderRow } from './store.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** The refunds that count against what is left: finished, or asked of the provider and not answered yet. */
const LIVE = ['pending', 'refunded'];

/** What the refunds still counting (finished or under way) took, per line. */
export function liveLines(rows: readonly RefundRow[]): RefundedLine[] {
  return rows
    .filter((row) => LIVE.includes(row.status))
    .flatMap((row) =>
      row.lines.map((line) => ({ position: line.position, amount: line.amount, cents: cents(line.cents) })),
    );
}

export interface RefundInput {
  /** The form's key (made when the page was shown): the provider's idempotency key. */
  key: string;
  /** Copies per line position; 'all' for everything not refunded yet. */
  lines: RefundRequest | 'all';
}

export type RefundResult =
  | { kind: 'refunded'; creditNumber: string; amountCents: Cents }
  /** The provider did not answer: it may or may not have refunded; try again (the same key). */
  | { kind: 'pending' }
  /** The provider refused; nothing was refunded. */
  | { kind: 'failed'; detail: string }
  | { kind: 'invalid'; positions: number[] }
  | { kind: 'nothing' }
  | { kind: 'not_paid' }
  | { kind: 'not_found' };

export const REFUND_MAIL_KEY = (refundId: number) => `order-refund:${refundId}`;

export function refundable(lines: readonly OrderLineRow[]): RefundableLine[] {
  return lines.map((line) => ({
    position: line.position,
    kind: line.kind === 'shipping' ? 'shipping' : 'book',
    amount: line.amount,
    totalCents: cents(line.totalCents),
    vatPercent: line.vatPercent,
  }));
}

async function liveRefundLines(tx: Db, orderId: number): Promise<RefundedLine[]> {
  return liveLines(await tx.select().from(refunds).where(eq(refunds.orderId, orderId)));
}

async function lockOrder(tx: Db, where: { number: number } | { id: number }): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      'number' in where
        ? and(eq(orders.number, where.number), isNull(orders.deletedAt))
        : eq(orders.id, where.id),
    )
    .for('update');
  return row ?? null;
}

function outcomeOf(row: RefundRow): RefundResult {
  if (row.status === 'refunded')
    return { kind: 'refunded', creditNumber: row.creditNumber!, amountCents: cents(row.amountCents) };
  if (row.status === 'failed') return { kind: 'failed', detail: row.lastError ?? '' };
  return { kind: 'pending' };
}

/**
 * The refund went through (or was paid back by hand): its credit number, the commission of lines now refunded in
 * full, the mail and the audit line — inside the transaction that holds the order's lock.
 */
async function finish(
  ctx: OrdersContext,
  tx: Db,
  order: OrderRow,
  refund: RefundRow,
  providerRefundId: string | null,
  actorId: number,
): Promise<RefundRow> {
  const now = ctx.now();
  const before = await liveRefundLines(tx, order.id);
  const refundedBefore = (
    await tx
      .select({ amountCents: refunds.amountCents })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'refunded')))
  ).reduce((sum, row) => sum + row.amountCents, 0);
  const creditNumber = await allocateCreditNumber(tx, now);
  const [done] = await tx
    .update(refunds)
    .set({
      status: 'refunded',
      creditNumber,
      creditDate: now,
      refundedAt: now,
      providerRefundId,
      lastError: null,
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
    .returning();
  if (!done) throw new Error(`refund ${refund.id} was finished twice`);

  const lines = await linesOf(tx, order.id);
  const copiesRefunded = (position: number) =>
    before.filter((line) => line.position === position).reduce((sum, line) => sum + line.amount, 0);
  const whole = refund.lines
    .map((line) => line.position)
    .filter((position) => copiesRefunded(position) === lines.find((l) => l.position === position)?.amount);
  if (whole.length > 0)
    await reverseOrderCommissions(tx, order.id, { actorId, orderNumber: order.number }, whole);
  // Issue 32 (decision 810): an e-book line refunded, in part or whole, stops its download link.
  await revokeOrderDownloads(
    tx,
    order.id,
    refund.lines.map((line) => line.position),
    now,
  );

  const summary = orderSummary(order, lines, (await countryFacts(tx)).name);
  // Read in the transaction: on the embedded database a read beside it waits for it to end.
  const model = mailModel(summary, mailShop(await settingsOf(tx)));
  await enqueueMail(
    tx,
    REFUND_MAIL_KEY(refund.id),
    refundMail(
      model,
      {
        lines: refund.lines.map((line) => ({
          description: lines.find((l) => l.position === line.position)?.description ?? '',
          amount: line.amount,
          cents: cents(line.cents),
        })),
        totalCents: cents(refund.amountCents),
        creditNumber,
        method: refund.method === 'manual' ? 'manual' : 'provider',
        paymentMethod: methodTitle(order.paymentMethod),
      },
      ctx.origin,
    ),
  );
  await recordAudit(
    tx,
    {
      actorId,
      action: 'order.refund',
      subject: `bestelling ${order.number}`,
      before: { refundedCents: refundedBefore },
      after: {
        refundedCents: refundedBefore + refund.amountCents,
        creditNumber,
        method: refund.method,
        lines: refund.lines.map(({ position, amount }) => ({ position, amount })),
      },
    },
    now,
  );
  return done;
}

/** The order's paid attempt the shop's provider can refund; null when there is none. */
export function paidAttempt(
  attempts: readonly PaymentAttempt[],
  payments: PaymentsService,
): PaymentAttempt | null {
  return (
    attempts.find(
      (attempt) =>
        attempt.status === 'paid' &&
        attempt.providerId !== null &&
        attempt.provider === payments.provider.name,
    ) ?? null
  );
}

/** Asks the provider for a pending refund (again, with its key) and records the answer. */
async function askProvider(
  ctx: OrdersContext,
  payments: PaymentsService,
  refund: RefundRow,
  actorId: number,
): Promise<RefundResult> {
  const paid = paidAttempt(await payments.attemptsOf(refund.orderId), payments);
  const [order] = await ctx.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  const answer = paid
    ? await payments.refund(paid, {
        amountCents: cents(refund.amountCents),
        description: `Terugbetaling bestelling ${order!.number}`,
        key: refund.key,
      })
    : ({ kind: 'rejected', detail: 'geen betaalde betaling gevonden' } as const);
  return ctx.transaction(async (tx) => {
    const locked = (await lockOrder(tx, { id: refund.orderId }))!;
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
    // Another request finished it meanwhile.
    if (current!.status !== 'pending') return outcomeOf(current!);
    if (answer.kind === 'refunded')
      return outcomeOf(await finish(ctx, tx, locked, current!, answer.refundId, actorId));
    const lastError = answer.kind === 'rejected' ? answer.detail : 'de betaalaanbieder antwoordde niet';
    const [after] = await tx
      .update(refunds)
      .set({ status: answer.kind === 'rejected' ? 'failed' : 'pending', lastError })
      .where(eq(refunds.id, refund.id))
      .returning();
    return outcomeOf(after!);
  });
}

/** Refunds order `number` as asked (see RefundInput); `actorId` from the session. */
export async function refundOrder(
  ctx: OrdersContext,
  payments: PaymentsService,
  number: number,
  input: RefundInput,
  actorId: number,
): Promise<RefundResult> {
  const planned = await ctx.transaction(async (tx): Promise<RefundResult | RefundRow> => {
    const order = await lockOrder(tx, { number });
    if (!order) return { kind: 'not_found' };
    const [known] = await tx.select().from(refunds).where(eq(refunds.key, input.key));
    // The same form sent again: the refund it made (or is making).
    if (known) return known.orderId === order.id && known.status === 'pending' ? known : outcomeOf(known);
    if (order.status !== 'paid') return { kind: 'not_paid' };
    const lines = refundable(await linesOf(tx, order.id));
    const refunded = await liveRefundLines(tx, order.id);
    const plan = refundPlan(
      lines,
      refunded,
      input.lines === 'all' ? everythingLeft(lines, refunded) : input.lines,
    );
    if (plan.kind !== 'ok') return plan;
    // No payment the provider can give back (paid by a transfer outside it, or with an earlier provider).
    const manual = paidAttempt(await payments.attemptsOf(order.id, tx), payments) === null;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        key: input.key,
        method: manual ? 'manual' : 'provider',
        lines: plan.lines,
        amountCents: plan.totalCents,
        createdBy: actorId,
        createdAt: ctx.now(),
      })
      .returning();
    // Paid back by hand: recorded as done at once.
    if (manual) return outcomeOf(await finish(ctx, tx, order, refund!, null, actorId));
    return refund!;
  });
  if (!('key' in planned)) return planned;
  return askProvider(ctx, payments, planned, actorId);
}

/** The order's refunds, oldest first (the staff's order page). */
export function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
}

/**
 * The credit invoice of a finished refund as a PDF (decision 568): the order's parties and business data, the
 * lines given back as negative amounts (unit price and discount as frozen), shipping, the VAT per rate and the
 * total, the invoice it corrects and how the money went back. Null for an unknown order or credit number, or
 * while the seller's settings are incomplete (as for invoices).
 */
export async function creditInvoicePdf(
  ctx: OrdersContext,
  number: number,
  creditNumber: string,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.number, number));
  if (!order || !order.invoiceNumber) return null;
  const [refund] = await ctx.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.creditNumber, creditNumber)));
  const seller = sellerFromSettings(await ctx.settings.all());
  if (!refund || seller.kind !== 'ok') return null;
  const lines = await linesOf(ctx.db, order.id);
  const summary = orderSummary(order, lines, (await countryFacts(ctx.db)).name);
  const base = invoiceModel(summary, seller.seller)!;
  const given = refund.lines.map((taken) => ({
    taken,
    line: lines.find((l) => l.position === taken.position)!,
  }));
  const shipping = given.find(({ line }) => line.kind === 'shipping');
  const positive = vatPerRate(
    given.map(({ taken }) => ({ vatPercent: taken.vatPercent, inclCents: cents(taken.cents) })),
  );
  const model: InvoiceModel = {
    ...base,
    invoiceNumber: creditNumber,
    invoiceDate: refund.creditDate!.toISOString(),
    lines: given
      .filter(({ line }) => line.kind !== 'shipping')
      .map(({ taken, line }) => ({
        description: line.description,
        amount: taken.amount,
        unitPriceCents: cents(line.unitPriceCents),
        discountPercent: line.discountPercent,
        totalCents: cents(-taken.cents),
        vatPercent: line.vatPercent,
      })),
    shipping: shipping
      ? { totalCents: cents(-shipping.taken.cents), vatPercent: shipping.line.vatPercent }
      : null,
    vat: positive.map((rate) => ({
      vatPercent: rate.vatPercent,
      inclCents: cents(-rate.inclCents),
      vatCents: cents(-rate.vatCents),
      exclCents: cents(-rate.exclCents),
    })),
    totalCents: cents(-refund.amountCents),
    payment: null,
    credit: {
      corrects: order.invoiceNumber,
      refund: refund.method === 'manual' ? 'handmatig overgemaakt' : methodTitle(order.paymentMethod),
    },
  };
  return { pdf: await renderInvoicePdf(model), filename: `creditfactuur-${creditNumber}.pdf` };
}
