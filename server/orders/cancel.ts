// Issue 30 "Cancel and refund: cancel an unpaid order" (decisions 606–609): staff cancel an order that left the
// checkout without being paid (domain/order-cancel.ts says which). One transaction with the order's row locked:
// the order becomes cancelled (a conditional update, so only one of simultaneous cancels does it) and is let go of
// the cart it may still belong to — the books stay in the cart, they were never bought; its open payment attempts
// are superseded so none of them counts any more (and are cancelled at the provider after the commit, as decision
// 605 does for a changed order); the audit line 'order.cancel' keeps the reason; and, when staff ask for it, the
// customer's mail is queued under 'order-cancelled:<id>'. Cancelling a cancelled order changes nothing.
// A payment that still arrives is handled in server/orders/paid.ts (decision 608).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CancelInput, type CancelRefusal, cancelRefusal } from '../../domain/order-cancel.ts';
import { isOrderStatus } from '../../domain/order-status.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import type { PaymentsService } from '../payments/service.ts';
import { settingsOf } from '../settings/service.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { cancelledMail } from './mails.ts';
import { mailModel, mailShop, orderSummary } from './order-view.ts';
import { orders } from './schema.ts';
import { linesOf } from './store.ts';

export const CANCELLED_MAIL_KEY = (orderId: number) => `order-cancelled:${orderId}`;

export type CancelResult =
  | { kind: 'cancelled'; mailed: boolean }
  /** Cancelled before (by another tab, another colleague): nothing changed, nothing mailed. */
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: Exclude<CancelRefusal, 'cancelled'> }
  | { kind: 'not_found' };

/** Cancels order `number` for staff member `actorId` with the form's reason, mailing the customer when asked. */
export async function cancelOrder(
  ctx: OrdersContext,
  payments: PaymentsService,
  number: number,
  input: CancelInput,
  actorId: number,
): Promise<CancelResult> {
  const result = await ctx.transaction(async (tx): Promise<CancelResult & { orderId?: number }> => {
    // Deleted orders too: the rule names why one of them cannot be cancelled.
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!order || !isOrderStatus(order.status)) return { kind: 'not_found' };
    const refusal = cancelRefusal({
      status: order.status,
      fulfilled: order.fulfilledAt !== null,
      deleted: order.deletedAt !== null,
      onAccount: order.onAccountAt !== null,
    });
    if (refusal === 'cancelled') return { kind: 'unchanged' };
    if (refusal) return { kind: 'refused', refusal };
    const now = ctx.now();
    const [cancelled] = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        releasedAt: sql`coalesce(${orders.releasedAt}, ${now})`,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'banktransfer', 'void'])))
      .returning();
    if (!cancelled) return { kind: 'unchanged' };
    // No payment started for this order may count any more; a late one that is paid anyway: paid.ts.
    await payments.supersedeOpen(tx, order.id);
    await recordAudit(
      tx,
      {
        actorId,
        action: 'order.cancel',
        subject: `bestelling ${order.number}`,
        before: { status: order.status },
        after: { status: 'cancelled', reason: input.reason, mail: input.notify },
      },
      now,
    );
    if (input.notify) {
      const summary = orderSummary(cancelled, await linesOf(tx, order.id), (await countryFacts(tx)).name);
      // Read in the transaction: on the embedded database a read beside it waits for it to end.
      const model = mailModel(summary, mailShop(await settingsOf(tx)));
      await enqueueMail(
        tx,
        CANCELLED_MAIL_KEY(order.id),
        cancelledMail(model, ctx.origin, order.bankTransferAt !== null),
      );
    }
    return { kind: 'cancelled', mailed: input.notify, orderId: order.id };
  });
  if (result.kind !== 'cancelled') return result;
  // After the commit, never holding the transaction over a network call: the superseded payments cancelled at the
  // provider, so the customer cannot pay them any more (one the provider will not cancel is handled by paid.ts).
  await payments.cancelReplaced(result.orderId!);
  return { kind: 'cancelled', mailed: result.mailed };
}
