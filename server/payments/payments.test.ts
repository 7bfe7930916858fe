// Issue 14 #5, DESIGN "Money flow": what a webhook, a return and a poll do with a payment — the status always
// fetched from the provider, applied once by a conditional update; unknown ids change nothing (the provider is
// not even asked); a provider that cannot answer gives 'unavailable' (the webhook's 503); paid only for the
// full amount of the order; another final state after a final one is a conflict left for staff. The same payment
// started again reuses the open one; a replaced one is cancelled at the provider where it can be (decision 527).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import {
  clientInput,
  guestWithCart,
  openOrderServices,
  orderableBooks,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';
import { POLL_WINDOW_MS } from './service.ts';

describe.each(eachDatabase('parallel'))('payments on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** A guest's order with an online payment started; its provider id. */
  async function startedOrder(ip: string): Promise<{ guid: string; id: string; orderId: number }> {
    const { visitor } = await guestWithCart(t, 1, 1, ip);
    const saved = await t.services.checkout.saveClient(visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    const step = await t.services.checkout.paymentStep(visitor);
    if (step.kind !== 'ok') throw new Error(step.kind);
    const started = await t.services.checkout.startPayment(visitor, saved.guid, {
      method: 'creditcard',
      issuer: null,
      attemptKey: step.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error(started.kind);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from orders where guid = ${saved.guid}`,
    );
    return { guid: saved.guid, id: started.url.split('/').pop()!, orderId: row!.id };
  }

  const state = async (orderId: number) =>
    (
      await queryRows<{ order: string; payment: string }>(
        t.database.db,
        sql`select o.status as order, p.status as payment from orders o join payments p on p.order_id = o.id
            where o.id = ${orderId} order by p.id desc limit 1`,
      )
    )[0]!;

  it('an unknown id changes nothing and the provider is not asked', async () => {
    const calls = t.provider.getCalls;
    expect(await t.services.payments.sync('tr_doesnotexist')).toBe('unknown');
    expect(t.provider.getCalls).toBe(calls);
  });

  it('a webhook while the payment is still open changes nothing; the final state is applied once', async () => {
    const { id, orderId } = await startedOrder('192.0.2.101');
    expect(await t.services.payments.sync(id)).toBe('unchanged');
    t.provider.settle(id, 'failed');
    const results = await Promise.all([1, 2, 3, 4].map(() => t.services.payments.sync(id)));
    expect(results.filter((r) => r === 'changed')).toHaveLength(1);
    expect(await state(orderId)).toEqual({ order: 'void', payment: 'failed' });
  });

  it('the provider down: unavailable (the webhook answers 503), nothing changed', async () => {
    const { id, orderId } = await startedOrder('192.0.2.102');
    t.provider.settle(id, 'paid');
    t.provider.failing = 'unavailable';
    try {
      expect(await t.services.payments.sync(id)).toBe('unavailable');
    } finally {
      t.provider.failing = null;
    }
    expect(await state(orderId)).toEqual({ order: 'pending', payment: 'open' });
    expect(await t.services.payments.sync(id)).toBe('changed');
    expect(await state(orderId)).toEqual({ order: 'paid', payment: 'paid' });
  });

  it('paid for another amount: the payment is recorded, the order is not paid', async () => {
    const { id, orderId } = await startedOrder('192.0.2.103');
    t.provider.settle(id, 'paid', 1);
    expect(await t.services.payments.sync(id)).toBe('changed');
    expect(await state(orderId)).toEqual({ order: 'pending', payment: 'paid' });
    expect(t.log.lines.some((l) => l.message === 'paid amount differs from the attempt')).toBe(true);
  });

  it('a final state reported differently later is a conflict, never applied', async () => {
    const { id, orderId } = await startedOrder('192.0.2.104');
    t.provider.settle(id, 'canceled');
    await t.services.payments.sync(id);
    t.provider.settle(id, 'paid');
    expect(await t.services.payments.sync(id)).toBe('conflict');
    expect(await state(orderId)).toEqual({ order: 'void', payment: 'canceled' });
  });

  it("a payment the provider keeps for another order's guid is not applied", async () => {
    const { id, orderId } = await startedOrder('192.0.2.105');
    t.provider.payments.get(id)!.orderGuid = 'someone-elses-guid';
    t.provider.settle(id, 'paid');
    expect(await t.services.payments.sync(id)).toBe('conflict');
    expect(await state(orderId)).toEqual({ order: 'pending', payment: 'open' });
  });

  it('the poller applies what the webhook never brought, within its window only', async () => {
    const { id, orderId } = await startedOrder('192.0.2.106');
    t.provider.settle(id, 'paid');
    const late = new Date(Date.now() + POLL_WINDOW_MS + 60_000);
    const outside = await t.services.payments.poll(late);
    expect(outside.checked).toBe(0);
    const summary = await t.services.payments.poll();
    expect(summary.changed).toBeGreaterThanOrEqual(1);
    expect(await state(orderId)).toEqual({ order: 'paid', payment: 'paid' });
    // Nothing open is left that the provider calls final.
    const again = await t.services.payments.poll();
    expect(again.changed).toBe(0);
  });

  it('the same payment again reuses it; another replaces it and is cancelled; one that cannot be still pays', async () => {
    const { visitor } = await guestWithCart(t, 1, 1, '192.0.2.107');
    const saved = await t.services.checkout.saveClient(visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    const start = (method: string, issuer: string | null, attemptKey: string) =>
      t.services.checkout.startPayment(visitor, saved.guid, { method, issuer, attemptKey });
    const urlOf = (r: Awaited<ReturnType<typeof start>>) => (r.kind === 'redirect' ? r.url : r.kind);
    const first = await start('creditcard', null, 'eerste-poging-0001');
    // The shopper comes back to the review (the order unchanged: its payment still counts) and starts the same.
    await t.services.checkout.review(visitor);
    const calls = t.provider.createCalls;
    const again = await start('creditcard', null, 'tweede-poging-0002');
    expect(urlOf(again)).toBe(urlOf(first));
    expect(t.provider.createCalls).toBe(calls); // the open attempt's payment: the provider is not even asked
    const firstId = urlOf(first).split('/').pop()!;
    // Another method: a new payment; the replaced one is cancelled at the provider and recorded so.
    const ideal = await start('ideal', 'ideal_INGBNL2A', 'derde-poging-00003');
    expect(urlOf(ideal)).not.toBe(urlOf(first));
    expect(t.provider.payments.get(firstId)!.status).toBe('canceled');
    const open = () =>
      queryRows<{ status: string; superseded: boolean }>(
        t.database.db,
        sql`select p.status, p.superseded from payments p join orders o on o.id = p.order_id
            where o.guid = ${saved.guid} order by p.id`,
      );
    expect(await open()).toEqual([
      { status: 'canceled', superseded: true },
      { status: 'open', superseded: false },
    ]);
    // A provider that cannot cancel (Mollie, for some methods): the replaced payment stays open there, and when
    // it is paid after all it pays the order, the amount being right; the other paid too is logged for a refund.
    t.provider.cancelable = false;
    try {
      const card = await start('creditcard', null, 'vierde-poging-0004');
      const idealId = urlOf(ideal).split('/').pop()!;
      expect(t.provider.payments.get(idealId)!.status).toBe('open');
      t.provider.settle(idealId, 'paid');
      expect(await t.services.payments.sync(idealId)).toBe('changed');
      const [row] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from orders where guid = ${saved.guid}`,
      );
      expect(row!.status).toBe('paid');
      const cardId = urlOf(card).split('/').pop()!;
      t.provider.settle(cardId, 'paid');
      expect(await t.services.payments.sync(cardId)).toBe('changed');
      expect(
        t.log.lines.some((l) => l.message === 'a paid order was paid again: refund the second payment'),
      ).toBe(true);
    } finally {
      t.provider.cancelable = true;
    }
  });

  it('a replaced payment the provider would not cancel at once is cancelled by a later poll', async () => {
    const { visitor } = await guestWithCart(t, 1, 1, '192.0.2.109');
    const saved = await t.services.checkout.saveClient(visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    const start = (method: string, issuer: string | null, attemptKey: string) =>
      t.services.checkout.startPayment(visitor, saved.guid, { method, issuer, attemptKey });
    const first = await start('creditcard', null, 'niet-nu-annuleren-1');
    if (first.kind !== 'redirect') throw new Error(first.kind);
    const firstId = first.url.split('/').pop()!;
    t.provider.cancelable = false;
    try {
      expect((await start('ideal', 'ideal_INGBNL2A', 'niet-nu-annuleren-2')).kind).toBe('redirect');
    } finally {
      t.provider.cancelable = true;
    }
    expect(t.provider.payments.get(firstId)!.status).toBe('open');
    await t.services.payments.poll();
    expect(t.provider.payments.get(firstId)!.status).toBe('canceled');
    const [row] = await queryRows<{ status: string; order: string }>(
      t.database.db,
      sql`select p.status, o.status as order from payments p join orders o on o.id = p.order_id
          where p.provider_id = ${firstId}`,
    );
    expect(row).toEqual({ status: 'canceled', order: 'pending' });
  });

  it('a payment started before the shopper changed the order pays nothing, even for the same total', async () => {
    const { owner, visitor, skus } = await guestWithCart(t, 1, 1, '192.0.2.108');
    // Another book at the same price and weight: the changed order has exactly the old total.
    const [other] = await orderableBooks(t.database.db, 1, sql`sku <> ${skus[0]!}`);
    await t.database.db.execute(
      sql`update books set price_incl_cents = b.price_incl_cents, weight_g = b.weight_g
          from books b where b.sku = ${skus[0]!} and books.sku = ${other!.sku}`,
    );
    const saved = await t.services.checkout.saveClient(visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    // A method the provider cannot cancel (a cancelable one is cancelled when the order changes, decision 527).
    t.provider.cancelable = false;
    onTestFinished(() => {
      t.provider.cancelable = true;
    });
    const started = await t.services.checkout.startPayment(visitor, saved.guid, {
      method: 'creditcard',
      issuer: null,
      attemptKey: 'voor-de-wijziging-01',
    });
    if (started.kind !== 'redirect') throw new Error(started.kind);
    const totalBefore = await orderTotal(saved.guid);
    // In another tab the shopper swaps the book and comes back to the review: the order now holds the other one.
    await t.services.cart.remove(owner, skus[0]!);
    await t.services.cart.add(owner, other!.sku, 1, { clientIp: '192.0.2.108' });
    expect((await t.services.checkout.review(visitor)).kind).toBe('ok');
    expect(await orderTotal(saved.guid)).toBe(totalBefore);
    // Then finishes the first payment on the provider's page.
    const id = started.url.split('/').pop()!;
    t.provider.settle(id, 'paid');
    expect(await t.services.payments.sync(id)).toBe('changed');
    const [row] = await queryRows<{ status: string; invoice: string | null }>(
      t.database.db,
      sql`select status, invoice_number as invoice from orders where guid = ${saved.guid}`,
    );
    console.log(`paid for the earlier content, same total ${totalBefore}: order ${row!.status}`);
    expect(row).toEqual({ status: 'open', invoice: null });
    expect(
      t.log.lines.some(
        (l) => l.message === 'paid for an earlier content of the order: the order is not marked paid',
      ),
    ).toBe(true);
  });

  async function orderTotal(guid: string): Promise<number> {
    const [row] = await queryRows<{ total: number }>(
      t.database.db,
      sql`select total_cents as total from orders where guid = ${guid}`,
    );
    return row!.total;
  }
});
