// Issue 30 (decision 610): staff record a bank transfer that reached the shop's own account — the only way a
// bank-transfer order (spec 2 §9: paid to the shop's IBAN with the order number) or an order on account becomes
// paid, since no provider reports it. In one transaction with the order's row locked: the typed amount, day and
// reference are checked (domain/payment-received.ts), the order's open online payments stop counting, the
// payment is recorded paid (provider 'manual') and the paid hook does what any payment does — the order paid, its
// invoice (kept when it had one on account), the partner's commission, the cart, the 'payment received' mail —
// and the audit log gets its line. The form's key makes a double click or a second tab record it once; after the
// commit the replaced online payments are cancelled at the provider.
import type { FieldErrors } from '../../domain/account-forms.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { cents, formatEuro } from '../../domain/money.ts';
import { BANK_TRANSFER } from '../../domain/payment-methods.ts';
import {
  parsePaymentReceived,
  type ReceivedRefusal,
  receivedRefusal,
} from '../../domain/payment-received.ts';
import { recordAudit } from '../audit/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { OrdersContext } from './context.ts';
import { lockedOrderByNumber, orderById } from './store.ts';

export type ReceivedResult =
  | { kind: 'recorded' }
  /** This form's payment was recorded before (a double click, a second tab with the same page). */
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: ReceivedRefusal }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

/** The stored attempt key of a recorded payment: the form's key, marked so it never meets a checkout's key. */
const receivedKey = (formKey: string) => `received:${formKey}`;

export async function recordPaymentReceived(
  ctx: OrdersContext,
  payments: PaymentsService,
  number: number,
  input: { fields: Readonly<Record<string, string | undefined>>; key: string },
  actorId: number,
): Promise<ReceivedResult> {
  const done = await ctx.transaction(async (tx) => {
    const order = await lockedOrderByNumber(tx, number);
    if (!order) return { kind: 'not_found' } as const;
    if (await payments.attemptByKey(order.id, receivedKey(input.key), tx))
      return { kind: 'unchanged' } as const;
    const refusal = receivedRefusal(order);
    if (refusal) return { kind: 'refused', reason: refusal } as const;
    const now = ctx.now();
    const today = amsterdamCalendarDate(now);
    const parsed = parsePaymentReceived(input.fields, {
      totalCents: cents(order.totalCents),
      today,
      placedOn: amsterdamCalendarDate(order.createdAt),
    });
    if (parsed.kind === 'invalid') return parsed;
    const { payment } = parsed;
    // Credited today: now; an earlier day: midday of it (its calendar date in the shop's time zone either way).
    const paidAt = payment.receivedOn === today ? now : new Date(`${payment.receivedOn}T12:00:00Z`);
    await payments.supersedeOpen(tx, order.id);
    await payments.recordReceived(tx, {
      orderId: order.id,
      clientKey: receivedKey(input.key),
      method: BANK_TRANSFER,
      amountCents: payment.amountCents,
      paidAt,
    });
    // The amount is the total and no content digest binds a recorded payment, so the hook marks it paid; if it
    // ever did not, nothing of this is kept.
    if ((await orderById(tx, order.id))?.status !== 'paid')
      throw new Error(`order ${order.number}: a recorded payment did not make it paid`);
    await recordAudit(
      tx,
      {
        actorId,
        action: 'order.payment_received',
        subject: `bestelling ${order.number}`,
        before: { status: order.status },
        after: {
          status: 'paid',
          amount: formatEuro(payment.amountCents),
          received: payment.receivedOn,
          reference: payment.reference,
        },
      },
      now,
    );
    return { kind: 'recorded', orderId: order.id } as const;
  });
  if (done.kind !== 'recorded') return done;
  // An online payment still open for it can no longer be paid as well (decision 605's way).
  await payments.cancelReplaced(done.orderId);
  return { kind: 'recorded' };
}
