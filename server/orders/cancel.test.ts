// Issue 30 "Cancel an unpaid order" (decisions 606–609) from the service's side, on each database: a bank-transfer
// order cancelled with a mail — cancelled, let go of its cart, one Dutch mail, one audit line with the reason, in
// the timeline and the 'cancelled' view and out of 'awaiting' and the dashboard's count; again changes nothing; a
// started payment cancelled without a mail — its attempt superseded and cancelled at the provider; a void order too;
// the refusals (in the checkout, paid, shipped, unknown); eight simultaneous cancels cancel once (PostgreSQL:
// 'parallel'); a payment that arrives anyway makes the order paid with the shop's audit line, an attempt that ends
// leaves it cancelled; a payment start on it is refused in the checkout and in the orders tab, where it shows as
// cancelled, without a pay button and deletable.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelInput } from '../../domain/order-cancel.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import {
  clientInput,
  countRows,
  customerWithCart,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
  paidGuestOrder,
} from '../../tests/support/order-fixtures.ts';
import type { CheckoutVisitor } from './checkout-common.ts';
import { queryRows } from '../db/client.ts';
import { CANCELLED_TEXT } from './payment-start.ts';

const STAFF = 1;
const WITH_MAIL: CancelInput = { reason: 'customer', notify: true };
const WITHOUT_MAIL: CancelInput = { reason: 'unpaid', notify: false };

describe.each(eachDatabase('parallel'))('cancelling an unpaid order on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const orderRow = async (number: number) =>
    (
      await queryRows<{
        id: number;
        status: string;
        cancelled_at: string | null;
        released_at: string | null;
        paid_at: string | null;
        invoice_number: string | null;
      }>(t.database.db, sql`select * from orders where number = ${number}`)
    )[0]!;
  const mailsFor = (id: number) =>
    queryRows<{ recipient: string; subject: string; text: string }>(
      t.database.db,
      sql`select recipient, subject, body->>'text' as text from outbox_messages
          where idempotency_key = ${`order-cancelled:${id}`}`,
    );
  const auditOf = (number: number) =>
    queryRows<{ action: string; before: unknown; after: unknown; actor_id: number }>(
      t.database.db,
      sql`select action, before, after, actor_id from audit_log where subject = ${`bestelling ${number}`} order by id`,
    );
  const numberOf = async (guid: string) =>
    Number(
      (
        await queryRows<{ number: number }>(
          t.database.db,
          sql`select number from orders where guid = ${guid}`,
        )
      )[0]!.number,
    );

  /** The client step of a new checkout: the order in the checkout (open). */
  async function checkoutOrder(visitorOf?: () => Promise<{ visitor: CheckoutVisitor }>) {
    const shopper = visitorOf ? await visitorOf() : await guestWithCart(t, 2);
    const saved = await t.services.checkout.saveClient(shopper.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error('client step refused');
    const step = await t.services.checkout.paymentStep(shopper.visitor);
    if (step.kind !== 'ok') throw new Error('no payment step');
    return {
      visitor: shopper.visitor,
      guid: saved.guid,
      step: step.step,
      number: await numberOf(saved.guid),
    };
  }

  /** A guest's order with a started iDEAL payment (pending), and that payment's provider id. */
  async function pendingOrder() {
    const order = await checkoutOrder();
    const started = await t.services.checkout.startPayment(order.visitor, order.guid, {
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      attemptKey: order.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error('payment not started');
    return { ...order, providerId: started.url.split('/').pop()! };
  }

  /** An order for which bank transfer was chosen (a guest's, or the customer's of `visitorOf`). */
  async function bankTransferOrder(visitorOf?: () => Promise<{ visitor: CheckoutVisitor }>) {
    const order = await checkoutOrder(visitorOf);
    const done = await t.services.checkout.completeBankTransfer(order.visitor, order.guid);
    if (done.kind !== 'bank-transfer') throw new Error('bank transfer not registered');
    return order;
  }

  it('cancels a bank-transfer order once: one mail, one audit line, in the timeline and the cancelled view', async () => {
    const order = await bankTransferOrder();
    const awaitingBefore = (await t.services.staffOrders.dashboard()).awaiting;

    expect(await t.services.staffOrders.cancel(order.number, WITH_MAIL, STAFF)).toEqual({
      kind: 'cancelled',
      mailed: true,
    });
    const row = await orderRow(order.number);
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).not.toBeNull();
    expect(row.released_at).not.toBeNull();
    const [mail, ...more] = await mailsFor(row.id);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Je bestelling ${order.number} is geannuleerd`);
    expect(mail!.text).toContain(
      `We hebben je bestelling ${order.number} geannuleerd. Er is niets afgeschreven`,
    );
    expect(mail!.text).toContain('Heb je het bedrag toch al overgemaakt? Dan storten we het terug');
    expect(await auditOf(order.number)).toEqual([
      {
        action: 'order.cancel',
        actor_id: STAFF,
        before: { status: 'banktransfer' },
        after: { status: 'cancelled', reason: 'customer', mail: true },
      },
    ]);

    // Again (a second tab, a colleague): nothing changes, nothing is mailed or logged.
    expect(await t.services.staffOrders.cancel(order.number, WITHOUT_MAIL, STAFF)).toEqual({
      kind: 'unchanged',
    });
    expect(await mailsFor(row.id)).toHaveLength(1);
    expect(await auditOf(order.number)).toHaveLength(1);

    const staff = await t.services.staffOrders.order(order.number);
    expect(staff!.summary.status).toBe('cancelled');
    expect(staff!.cancelRefusal).toBe('cancelled');
    expect(staff!.timeline.find((e) => e.key === 'beheer.timeline.cancel.customer')?.actorId).toBe(STAFF);
    expect(staff!.timeline.some((e) => e.key === 'beheer.timeline.mail_pending')).toBe(true);

    const view = async (status: 'cancelled' | 'awaiting') =>
      (
        await t.services.staffOrders.list({
          view: status,
          method: null,
          from: null,
          to: null,
          q: String(order.number),
          page: 1,
        })
      ).orders.map((o) => o.number);
    expect(await view('cancelled')).toEqual([order.number]);
    expect(await view('awaiting')).toEqual([]);
    expect((await t.services.staffOrders.dashboard()).awaiting).toBe(awaitingBefore - 1);
  });

  it('cancels a started payment without a mail: the attempt superseded and cancelled at the provider', async () => {
    const order = await pendingOrder();
    expect(await t.services.staffOrders.cancel(order.number, WITHOUT_MAIL, STAFF)).toEqual({
      kind: 'cancelled',
      mailed: false,
    });
    const row = await orderRow(order.number);
    expect(row.status).toBe('cancelled');
    // It was still its cart's checkout order: let go of the cart, so the next checkout makes a new order.
    expect(row.released_at).not.toBeNull();
    expect(t.provider.payments.get(order.providerId)!.status).toBe('canceled');
    const [attempt] = await t.services.payments.attemptsOf(row.id);
    expect(attempt).toMatchObject({ superseded: true, status: 'canceled' });
    expect(await mailsFor(row.id)).toEqual([]);
    expect((await auditOf(order.number)).map((l) => l.after)).toEqual([
      { status: 'cancelled', reason: 'unpaid', mail: false },
    ]);
  });

  it('cancels a void order, and mails that nothing was charged', async () => {
    const order = await pendingOrder();
    t.provider.settle(order.providerId, 'failed');
    await t.services.payments.sync(order.providerId);
    expect((await orderRow(order.number)).status).toBe('void');
    expect(await t.services.staffOrders.cancel(order.number, WITH_MAIL, STAFF)).toMatchObject({
      kind: 'cancelled',
    });
    const [mail] = await mailsFor((await orderRow(order.number)).id);
    expect(mail!.text).toContain('Een betaling die nog openstond, hebben we stopgezet.');
  });

  it('refuses an order in its checkout, a paid one, a shipped one and an unknown number', async () => {
    const open = await checkoutOrder();
    const paid = await paidGuestOrder(t);
    const shipped = await paidGuestOrder(t);
    await t.services.staffOrders.ship(shipped.number, { codes: '' }, STAFF);
    expect(await t.services.staffOrders.cancel(open.number, WITH_MAIL, STAFF)).toEqual({
      kind: 'refused',
      refusal: 'in_checkout',
    });
    expect(await t.services.staffOrders.cancel(paid.number, WITH_MAIL, STAFF)).toEqual({
      kind: 'refused',
      refusal: 'paid',
    });
    expect(await t.services.staffOrders.cancel(shipped.number, WITH_MAIL, STAFF)).toEqual({
      kind: 'refused',
      refusal: 'shipped',
    });
    expect(await t.services.staffOrders.cancel(99_999_999, WITH_MAIL, STAFF)).toEqual({ kind: 'not_found' });
    expect((await orderRow(open.number)).status).toBe('open');
    expect((await auditOf(open.number)).map((l) => l.action)).toEqual([]);
    expect((await auditOf(paid.number)).map((l) => l.action)).toEqual([]);
    expect(await mailsFor(paid.id)).toEqual([]);
  });

  it('cancels once when eight staff tabs cancel the same order at the same moment', async () => {
    const order = await bankTransferOrder();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.services.staffOrders.cancel(order.number, WITH_MAIL, STAFF)),
    );
    const kinds = results.map((r) => r.kind).sort();
    const id = (await orderRow(order.number)).id;
    const mails = await countRows(
      t.database.db,
      sql`select count(*) as n from outbox_messages where idempotency_key = ${`order-cancelled:${id}`}`,
    );
    const lines = (await auditOf(order.number)).length;
    console.log(
      `[race] ${kind}: 8 simultaneous cancels → ${kinds.join(', ')}; mails ${mails}, audit lines ${lines}`,
    );
    expect(kinds).toEqual(['cancelled', ...Array(7).fill('unchanged')]);
    expect(mails).toBe(1);
    expect(lines).toBe(1);
  });

  it('takes a payment that arrives after the cancellation: paid, invoiced, and the shop’s audit line', async () => {
    t.provider.cancelable = false; // a method the provider will not cancel: the payment stays open there
    try {
      const order = await pendingOrder();
      await t.services.staffOrders.cancel(order.number, WITH_MAIL, STAFF);
      expect(t.provider.payments.get(order.providerId)!.status).toBe('open');

      t.provider.settle(order.providerId, 'paid');
      expect(await t.services.payments.sync(order.providerId)).toBe('changed');
      const row = await orderRow(order.number);
      expect(row.status).toBe('paid');
      expect(row.paid_at).not.toBeNull();
      expect(row.invoice_number).toMatch(/\S/);
      expect(row.cancelled_at).not.toBeNull();
      const lines = await auditOf(order.number);
      expect(lines.map((l) => [l.action, l.actor_id])).toEqual([
        ['order.cancel', STAFF],
        ['order.paid_after_cancel', 0],
      ]);
      expect(lines[1]!.after).toMatchObject({ status: 'paid', paymentMethod: 'ideal' });
      const staff = await t.services.staffOrders.order(order.number);
      expect(
        staff!.timeline.find((e) => e.key === 'beheer.audit.action.order.paid_after_cancel')?.actorId,
      ).toBeNull();
      expect(staff!.cancelRefusal).toBe('paid');
      const received = await countRows(
        t.database.db,
        sql`select count(*) as n from outbox_messages where idempotency_key = ${`payment-received:${row.id}`}`,
      );
      expect(received).toBe(1);
    } finally {
      t.provider.cancelable = true;
    }
  });

  it('leaves a cancelled order cancelled when its payment ends (failed, expired)', async () => {
    t.provider.cancelable = false;
    try {
      const order = await pendingOrder();
      await t.services.staffOrders.cancel(order.number, WITHOUT_MAIL, STAFF);
      t.provider.settle(order.providerId, 'expired');
      expect(await t.services.payments.sync(order.providerId)).toBe('changed');
      expect((await orderRow(order.number)).status).toBe('cancelled');
    } finally {
      t.provider.cancelable = true;
    }
  });

  it('refuses a payment start in the checkout and in the orders tab, which shows it cancelled and deletable', async () => {
    const guest = await pendingOrder();
    await t.services.staffOrders.cancel(guest.number, WITHOUT_MAIL, STAFF);
    expect(
      await t.services.checkout.startPayment(guest.visitor, guest.guid, {
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        attemptKey: 'na-de-annulering-1',
      }),
    ).toEqual({ kind: 'cancelled', message: CANCELLED_TEXT, guid: guest.guid });
    expect(await t.services.checkout.completeBankTransfer(guest.visitor, guest.guid)).toEqual({
      kind: 'cancelled',
      message: CANCELLED_TEXT,
      guid: guest.guid,
    });
    const result = await t.services.checkout.paymentResult(guest.visitor, guest.guid);
    expect(result).toMatchObject({ kind: 'ok', outcome: 'cancelled', page: { header: 'payment.cancelled' } });

    const customer = await bankTransferOrder(() => customerWithCart(t, 1));
    await t.services.staffOrders.cancel(customer.number, WITH_MAIL, STAFF);
    const viewer = customer.visitor.viewer;
    expect(
      await t.services.orders.pay(viewer, customer.guid, {
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        attemptKey: 'na-de-annulering-2',
      }),
    ).toEqual({ kind: 'cancelled', message: CANCELLED_TEXT, guid: customer.guid });
    const list = await t.services.orders.list(viewer);
    expect(list.open.map((o) => [o.number, o.status, o.payAction, o.deletable])).toEqual([
      [String(customer.number), 'cancelled', null, true],
    ]);
    expect(await t.services.payments.attemptsOf((await orderRow(customer.number)).id)).toEqual([]);
    expect((await t.services.orders.openOrderNotice(viewer)).show).toBe(false);
    expect(await t.services.orders.remove(viewer, customer.guid)).toEqual({ kind: 'ok' });
  });
});
