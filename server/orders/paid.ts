// What a payment's end does to its order (DESIGN "Money flow"), handed to the payments capability as its hooks
// and run inside the payment's own transaction, right after the payment's conditional update:
// - paid: the order becomes paid only when it is not paid yet, its total is the amount paid and its content is
//   still what the payment was started for (decision 362; one conditional update); then, in the same
//   transaction, its invoice number (gap-free, server/invoices/numbering.ts; an order on account has its invoice
//   already, decision 611), its lines taken out of the cart it
//   came from (unless the order had been let go of it; books added since stay, decision 526), and one mail, keyed by the order — the order
//   confirmation for a checkout paid online, 'payment received' for an order paid later (bank transfer chosen
//   first, or paid from the orders tab). A second paid payment of a paid order changes nothing and is logged for
//   staff (a refund): the shopper really paid twice. An order with e-books also gets their download links and the
//   delivery mail (issue 32, server/ebooks/service.ts grantOrderDownloads), in the same transaction. An order
//   staff cancelled (issue 30, decision 608) is paid all the same — money is never swallowed — with an audit
//   line 'order.paid_after_cancel' by the shop, so its timeline shows it was paid after its cancellation and
//   staff decide: ship it after all, or refund.
// - ended (failed, cancelled, expired): the order's current attempt failing makes a pending order void again
//   (or back to bank transfer when that was chosen before); a superseded attempt's end changes nothing, and nor
//   does any end for an order that is not pending (a cancelled order stays cancelled).
// Both report to the checkout monitor in the same transaction (server/orders/monitor.ts): an order paid, a current
// attempt's end.
import { SHOP_ACTOR_ID } from '../../domain/staff-access.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { allocateInvoiceNumber } from '../invoices/numbering.ts';
import { grantOrderDownloads } from '../ebooks/service.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import type { PaymentHooks } from '../payments/service.ts';
import { recordOrderCommissions } from '../partners/service.ts';
import { PAYMENT_RESULTS, type PaymentResult } from '../../domain/checkout-monitor.ts';
import { orderContentDigest } from './content.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { orderConfirmationMail, paymentReceivedMail } from './mails.ts';
import { countEvent } from './monitor.ts';
import { downloadOnly, mailModel, mailShop, orderSummary } from './order-view.ts';
import { linesOf, markPaid, orderById, updateOrder } from './store.ts';
import { settingsOf } from '../settings/service.ts';

/** The outbox keys of the order mails (one per event, decision 280). */
export const MAIL_KEYS = {
  confirmation: (orderId: number) => `order-confirmation:${orderId}`,
  bankTransfer: (orderId: number) => `bank-transfer:${orderId}`,
  paymentReceived: (orderId: number) => `payment-received:${orderId}`,
};

export function orderPaymentHooks(ctx: OrdersContext): PaymentHooks {
  return {
    orderGuid: async (db, orderId) => (await orderById(db, orderId))?.guid ?? null,

    async paid(tx: Db, attempt) {
      const before = await orderById(tx, attempt.orderId, true);
      if (!before) return;
      if (before.status === 'paid') {
        ctx.log.error(
          { order: before.id, payment: attempt.id, amount: attempt.amountCents },
          'a paid order was paid again: refund the second payment',
        );
        return;
      }
      if (before.totalCents !== attempt.amountCents) {
        ctx.log.error(
          { order: before.id, payment: attempt.id, total: before.totalCents, paid: attempt.amountCents },
          'paid amount differs from the order total: the order is not marked paid',
        );
        return;
      }
      if (attempt.orderContent !== null && attempt.orderContent !== (await orderContentDigest(tx, before))) {
        ctx.log.error(
          { order: before.id, payment: attempt.id, amount: attempt.amountCents },
          'paid for an earlier content of the order: the order is not marked paid',
        );
        return;
      }
      const now = ctx.now();
      const paidAt = attempt.paidAt ?? now;
      const paid = await markPaid(tx, before.id, attempt.amountCents, {
        paidAt,
        paymentMethod: attempt.method,
        releasedAt: now,
      });
      if (!paid) return;
      if (before.status === 'cancelled') {
        ctx.log.warn(
          { order: before.id, payment: attempt.id, amount: attempt.amountCents },
          'a cancelled order was paid: it is paid now; staff ship it or refund',
        );
        await recordAudit(
          tx,
          {
            actorId: SHOP_ACTOR_ID,
            action: 'order.paid_after_cancel',
            subject: `bestelling ${before.number}`,
            before: { status: 'cancelled', cancelledAt: before.cancelledAt?.toISOString() ?? null },
            after: { status: 'paid', paymentMethod: attempt.method, amountCents: attempt.amountCents },
          },
          now,
        );
      }
      await countEvent(ctx, tx, before, 'paid', attempt.method, null);
      // The invoice is dated when it is made (decision 612); an order on account has had its invoice since then.
      const order =
        before.invoiceNumber === null
          ? await updateOrder(tx, paid.id, {
              invoiceNumber: await allocateInvoiceNumber(tx, now),
              invoiceDate: now,
            })
          : paid;
      const accounts = ctx.accounts.withDb(tx);
      const lines = await linesOf(tx, order.id);
      // The partner's and the buying account's email and IBAN, for the self-referral rule (decision 523).
      await recordOrderCommissions(tx, order, lines, async (userId) => {
        const contact = (await accounts.partnerContacts([userId])).get(userId);
        return contact ? { email: contact.email, iban: contact.bankAccount } : null;
      });
      if (before.releasedAt === null && before.cartId !== null)
        await ctx.cart.withDb(tx).removeOrdered(before.cartId, lines);
      const summary = orderSummary(order, lines, (await countryFacts(tx)).name);
      // Read in the transaction: on the embedded database a read beside it waits for it to end (a deadlock).
      const model = mailModel(summary, mailShop(await settingsOf(tx)));
      const paidLater = before.releasedAt !== null || before.bankTransferAt !== null;
      if (paidLater)
        await enqueueMail(tx, MAIL_KEYS.paymentReceived(order.id), paymentReceivedMail(model, ctx.origin));
      else await enqueueMail(tx, MAIL_KEYS.confirmation(order.id), orderConfirmationMail(model, ctx.origin));
      // Issue 32: the order's e-books get their personal download links and the delivery mail, in this transaction.
      await grantOrderDownloads(
        tx,
        {
          id: order.id,
          number: String(order.number),
          firstname: order.firstname,
          lastname: order.lastname,
          email: order.email,
          hasAccount: model.hasAccount,
          lines,
        },
        now,
        ctx.origin,
      );
      // Decision 805: an order of e-books only is delivered by its links — no parcel waits to be shipped.
      if (downloadOnly(lines.filter((line) => line.kind === 'book')))
        await updateOrder(tx, order.id, { fulfilledAt: now });
    },

    async ended(tx: Db, attempt) {
      if (attempt.superseded) return;
      const order = await orderById(tx, attempt.orderId, true);
      if (!order) return;
      // The checkout monitor counts how the shopper's current payment ended (a replaced one is not theirs to end).
      if ((PAYMENT_RESULTS as readonly string[]).includes(attempt.status))
        await countEvent(ctx, tx, order, attempt.status as PaymentResult, attempt.method, null);
      if (order.status !== 'pending') return;
      await updateOrder(tx, order.id, { status: order.bankTransferAt ? 'banktransfer' : 'void' });
    },
  };
}
