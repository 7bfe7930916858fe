// Issue 30: the staff's order list and order page from the service's side, on each database — every status view,
// the payment method, the dates in the shop's time zone, the search by order number, email, postcode and name
// (a typed % taken literally), paging's count, and one order with its frozen lines and payment attempts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamCalendarDate, addDays } from '../../domain/dates.ts';
import { DEFAULT_STAFF_ORDER_FILTER, type StaffOrderFilter } from '../../domain/staff-orders.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import {
  clientInput,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
  personal,
} from '../../tests/support/order-fixtures.ts';
import { queryRows } from '../db/client.ts';

// 'dialect': the dates are compared in the shop's time zone, which rests on the server's time-zone data.
describe.each(eachDatabase('dialect'))('the staff order list on %s', (kind) => {
  let t: OrderTestServices;
  /** Order numbers of this file's orders: paid online, waiting for a transfer, still in the checkout. */
  const made = { paid: 0, transfer: 0, checkout: 0 };
  const mark = `Staflijst${kind === 'pglite' ? 'een' : 'twee'}`;
  const transferZipcode = kind === 'pglite' ? '9991ZA' : '9992ZB';

  beforeAll(async () => {
    t = await openOrderServices(kind);
    const numberOf = async (guid: string) =>
      (
        await queryRows<{ number: number }>(
          t.database.db,
          sql`select number from orders where guid = ${guid}`,
        )
      )[0]!.number;

    const paid = await guestWithCart(t, 2);
    const paidSaved = await t.services.checkout.saveClient(
      paid.visitor,
      clientInput({ personal: personal({ lastname: `${mark} Betaald` }) }),
    );
    const paidGuid = paidSaved.kind === 'ok' ? paidSaved.guid : '';
    const step = await t.services.checkout.paymentStep(paid.visitor);
    if (step.kind !== 'ok') throw new Error('no payment step');
    const started = await t.services.checkout.startPayment(paid.visitor, paidGuid, {
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      attemptKey: step.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error('not started');
    const id = started.url.split('/').pop()!;
    t.provider.settle(id, 'paid');
    await t.services.payments.sync(id);
    made.paid = await numberOf(paidGuid);

    const transfer = await guestWithCart(t, 1);
    const transferSaved = await t.services.checkout.saveClient(
      transfer.visitor,
      clientInput({ personal: personal({ lastname: `${mark} Overboeking`, zipcode: transferZipcode }) }),
    );
    const transferGuid = transferSaved.kind === 'ok' ? transferSaved.guid : '';
    await t.services.checkout.completeBankTransfer(transfer.visitor, transferGuid);
    made.transfer = await numberOf(transferGuid);

    const checkout = await guestWithCart(t, 1);
    const checkoutSaved = await t.services.checkout.saveClient(
      checkout.visitor,
      clientInput({ personal: personal({ lastname: `${mark} Kassa` }) }),
    );
    made.checkout = await numberOf(checkoutSaved.kind === 'ok' ? checkoutSaved.guid : '');
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** The numbers of this file's orders the filter finds (other tests' orders may be there too). */
  const found = async (filter: Partial<StaffOrderFilter>) => {
    const page = await t.services.staffOrders.list({ ...DEFAULT_STAFF_ORDER_FILTER, ...filter });
    const ours = new Set(Object.values(made));
    return page.orders.map((o) => o.number).filter((n) => ours.has(n));
  };

  it('every view holds the orders of its status; a shipped order moves from to-ship to shipped', async () => {
    expect(await found({ q: mark })).toEqual([made.transfer, made.paid]);
    expect(await found({ view: 'paid', q: mark })).toEqual([made.paid]);
    expect(await found({ view: 'awaiting', q: mark })).toEqual([made.transfer]);
    expect(await found({ view: 'checkout', q: mark })).toEqual([made.checkout]);
    expect(await found({ view: 'to_ship', q: mark })).toEqual([made.paid]);
    expect(await found({ view: 'shipped', q: mark })).toEqual([]);
    await t.services.staffOrders.ship(made.paid, { codes: '3SLWTEST0000001' }, 1);
    expect(await found({ view: 'to_ship', q: mark })).toEqual([]);
    expect(await found({ view: 'shipped', q: mark })).toEqual([made.paid]);
    const [row] = (await t.services.staffOrders.list({ ...DEFAULT_STAFF_ORDER_FILTER, q: String(made.paid) }))
      .orders;
    expect(row).toMatchObject({
      number: made.paid,
      status: 'paid',
      shipped: true,
      paymentMethodTitle: 'iDEAL',
    });
  });

  it('filters by payment method and by dates in the shop’s time zone', async () => {
    expect(await found({ method: 'banktransfer', q: mark })).toEqual([made.transfer]);
    expect(await found({ method: 'ideal', q: mark })).toEqual([made.paid]);
    const today = amsterdamCalendarDate(new Date());
    expect(await found({ from: today, to: today, q: mark })).toEqual([made.transfer, made.paid]);
    expect(await found({ from: addDays(today, 1), q: mark })).toEqual([]);
    expect(await found({ to: addDays(today, -1), q: mark })).toEqual([]);
  });

  it('searches by order number, email, postcode and name; a typed % is a %', async () => {
    expect(await found({ q: String(made.transfer) })).toEqual([made.transfer]);
    const [paid] = (
      await t.services.staffOrders.list({ ...DEFAULT_STAFF_ORDER_FILTER, q: String(made.paid) })
    ).orders;
    expect(await found({ q: paid!.email.toUpperCase() })).toEqual([made.paid]);
    expect(await found({ q: paid!.email.slice(0, paid!.email.indexOf('@') + 1) })).toEqual([made.paid]);
    expect(
      await found({ q: `${transferZipcode.slice(0, 4)} ${transferZipcode.slice(4).toLowerCase()}` }),
    ).toEqual([made.transfer]);
    expect(await found({ q: `Anna ${mark} overb` })).toEqual([made.transfer]);
    expect(await found({ q: `${mark}%` })).toEqual([]);
  });

  it('counts every match and pages 25 at a time', async () => {
    const first = await t.services.staffOrders.list({ ...DEFAULT_STAFF_ORDER_FILTER, view: 'checkout' });
    expect(first.total).toBeGreaterThanOrEqual(1);
    expect(first.pages).toBe(Math.max(1, Math.ceil(first.total / 25)));
    expect(first.orders.length).toBe(Math.min(25, first.total));
    const last = await t.services.staffOrders.list({
      ...DEFAULT_STAFF_ORDER_FILTER,
      view: 'checkout',
      page: first.pages,
    });
    expect(last.orders.length).toBe(first.total - 25 * (first.pages - 1));
  });

  it('one order: its frozen lines, totals and payment attempts; an unknown number is null', async () => {
    const order = await t.services.staffOrders.order(made.paid);
    expect(order).not.toBeNull();
    expect(order!.summary.lines).toHaveLength(2);
    expect(order!.summary.client.lastname).toBe(`${mark} Betaald`);
    expect(order!.summary.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(order!.attempts.map((a) => [a.method, a.status])).toEqual([['ideal', 'paid']]);
    expect(order!.facts.userId).toBeNull();
    const transfer = await t.services.staffOrders.order(made.transfer);
    expect(transfer!.summary.status).toBe('banktransfer');
    expect(transfer!.facts.bankTransferAt).toBeInstanceOf(Date);
    expect(await t.services.staffOrders.order(999_999_999)).toBeNull();
  });
});
