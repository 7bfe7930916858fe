// Issue 30 "On account (order_onaccount) for business customers: ship before payment, invoice with a payment
// term" (decision 611). Staff let a business customer's unpaid order go on account: in one transaction with the
// order's row locked, its invoice gets the next gap-free number dated now, it is due after the term typed (the
// shop's paymentTermDays by default), it lets go of its cart (the ordered books leave it, as when paid), the
// customer gets the invoice by mail with where and by when to pay, and the audit log gets its line. From then on
// it may be shipped; it becomes paid when staff record the transfer (server/orders/payment-received.ts) or the
// customer pays it online, keeping its invoice. Doing it twice changes nothing the second time.
import type { FieldErrors } from '../../domain/account-forms.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import {
  ON_ACCOUNT_FIELDS,
  onAccountFormErrors,
  type OnAccountRefusal,
  onAccountRefusal,
  parsePaymentTerm,
  PAYMENT_TERM_SETTING,
  paymentDueOn,
  paymentTermOf,
} from '../../domain/on-account.ts';
import { isOrderStatus } from '../../domain/order-status.ts';
import { recordAudit } from '../audit/service.ts';
import { allocateInvoiceNumber } from '../invoices/numbering.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { settingsOf } from '../settings/service.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { onAccountMail } from './mails.ts';
import { mailModel, mailShop, orderSummary } from './order-view.ts';
import { instructionsFor } from './payment-start.ts';
import { linesOf, lockedOrderByNumber, type OrderRow, updateOrder } from './store.ts';

export const ON_ACCOUNT_MAIL_KEY = (orderId: number) => `order-on-account:${orderId}`;

export type OnAccountResult =
  | { kind: 'on_account'; invoiceNumber: string; dueOn: string }
  /** It was on account already (a double click, a second tab). */
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: Exclude<OnAccountRefusal, 'already'> }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' };

/** Whether staff may offer it on the order page, and the term the form starts with. */
export function onAccountOffer(
  order: OrderRow,
  settings: ReadonlyMap<string, string>,
): { refusal: OnAccountRefusal | null; term: number } {
  return {
    refusal: onAccountRefusal({
      status: isOrderStatus(order.status) ? order.status : 'open',
      onAccount: order.onAccountAt !== null,
      company: order.company,
    }),
    term: paymentTermOf(settings.get(PAYMENT_TERM_SETTING)),
  };
}

export async function putOnAccount(
  ctx: OrdersContext,
  number: number,
  fields: Readonly<Record<string, string | undefined>>,
  actorId: number,
): Promise<OnAccountResult> {
  return ctx.transaction(async (tx): Promise<OnAccountResult> => {
    const order = await lockedOrderByNumber(tx, number);
    if (!order) return { kind: 'not_found' };
    const settings = await settingsOf(tx);
    const { refusal } = onAccountOffer(order, settings);
    if (refusal === 'already') return { kind: 'unchanged' };
    if (refusal) return { kind: 'refused', reason: refusal };
    const errors = onAccountFormErrors(fields);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const days = parsePaymentTerm(fields[ON_ACCOUNT_FIELDS.term] ?? '')!;
    const now = ctx.now();
    const today = amsterdamCalendarDate(now);
    const dueOn = paymentDueOn(today, days);
    const lines = await linesOf(tx, order.id);
    // As when paid: the ordered books leave the cart it came from, and the order no longer follows that cart.
    if (order.releasedAt === null && order.cartId !== null)
      await ctx.cart.withDb(tx).removeOrdered(order.cartId, lines);
    const invoiceNumber = await allocateInvoiceNumber(tx, now);
    const updated = await updateOrder(tx, order.id, {
      onAccountAt: now,
      paymentDueOn: dueOn,
      invoiceNumber,
      invoiceDate: now,
      releasedAt: order.releasedAt ?? now,
      updatedAt: now,
    });
    const summary = orderSummary(updated, lines, (await countryFacts(tx)).name);
    const instructions = instructionsFor(updated, settings, { from: today, days });
    await enqueueMail(
      tx,
      ON_ACCOUNT_MAIL_KEY(order.id),
      onAccountMail(mailModel(summary, mailShop(settings)), instructions, ctx.origin),
    );
    await recordAudit(
      tx,
      {
        actorId,
        action: 'order.on_account',
        subject: `bestelling ${order.number}`,
        before: { on_account: false },
        after: { on_account: true, invoice: invoiceNumber, term_days: days, due: dueOn },
      },
      now,
    );
    return { kind: 'on_account', invoiceNumber, dueOn };
  });
}
