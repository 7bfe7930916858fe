// Issue 27 "the lows" of the checkout, on each database (on PostgreSQL the parallel requests really overlap on a
// pool of connections and each race prints its figure, as reliability.test.ts does):
//   - a cart changed after the payment step was shown is not charged: the start is refused (back to the review),
//     nothing reaches the provider (decision 525);
//   - paying takes only the paid lines out of the cart: a book added, or a line raised, after the start stays
//     (decision 526);
//   - 30 tabs starting the payment of one order at once leave at most one payment the shopper can pay at the
//     provider: the same payment is reused, a replaced one is cancelled (decision 527);
//   - 30 submits of one bank transfer at once all get its confirmation, for one order (decision 528).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { REPLACED_TEXT, type StartPaymentResult } from './payment-start.ts';
import {
  clientInput,
  countRows,
  guestWithCart,
  openOrderServices,
  orderableBooks,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';

const TABS = 30;

describe.each(eachDatabase('parallel'))('checkout changes and repeats on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const db = () => t.database.db;
  const orderOf = async (guid: string) =>
    (
      await queryRows<{ id: number; status: string; total_cents: number }>(
        db(),
        sql`select id, status, total_cents from orders where guid = ${guid}`,
      )
    )[0]!;
  const cartLines = async (visitor: Awaited<ReturnType<typeof guestWithCart>>['visitor']) =>
    (await t.services.cart.view(visitor.cartOwner)).lines.map((l) => ({ sku: l.sku, amount: l.amount }));
  const providerPayments = (guid: string) =>
    [...t.provider.payments.values()].filter((p) => p.orderGuid === guid);

  /** A guest at the payment step: the order, the step as shown. */
  async function atPaymentStep(count: number, ip: string) {
    const guest = await guestWithCart(t, count, 1, ip);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    const step = await t.services.checkout.paymentStep(guest.visitor);
    if (step.kind !== 'ok') throw new Error(step.kind);
    return { ...guest, guid: saved.guid, step: step.step };
  }

  it('a cart changed after the payment step was shown: the start is refused to the review, nothing charged', async () => {
    const { owner, visitor, skus, guid, step } = await atPaymentStep(1, '192.0.2.150');
    const [other] = await orderableBooks(db(), 1, sql`sku <> ${skus[0]!}`);
    const shownTotal = (await orderOf(guid)).total_cents;
    // In another tab the shopper adds a book.
    await t.services.cart.add(owner, other!.sku, 1, { clientIp: '192.0.2.150' });
    const calls = t.provider.createCalls;
    const start = (method: string, orderContent: string, attemptKey = step.attemptKey) =>
      t.services.checkout.startPayment(visitor, guid, { method, issuer: null, attemptKey, orderContent });
    expect(await start('creditcard', step.orderContent)).toEqual({ kind: 'changed', guid });
    expect(await start('banktransfer', step.orderContent)).toEqual({ kind: 'changed', guid });
    // A form without the digest counts as showing another order.
    expect(await start('creditcard', '')).toEqual({ kind: 'changed', guid });
    expect(t.provider.createCalls).toBe(calls);
    expect(providerPayments(guid)).toEqual([]);
    expect(
      await countRows(
        db(),
        sql`select count(*) as n from payments p join orders o on o.id = p.order_id where o.guid = ${guid}`,
      ),
    ).toBe(0);
    expect(await orderOf(guid)).toMatchObject({ status: 'open', total_cents: shownTotal });
    expect(await cartLines(visitor)).toHaveLength(2);
    // Back at the review the shopper sees the new order; the payment step's form for it starts that payment.
    const review = await t.services.checkout.review(visitor);
    expect(review.kind === 'ok' && review.order.lines.map((l) => l.sku)).toEqual([skus[0]!, other!.sku]);
    const again = await t.services.checkout.paymentStep(visitor);
    if (again.kind !== 'ok') throw new Error(again.kind);
    expect(again.step.orderContent).not.toBe(step.orderContent);
    expect(review.kind === 'ok' && review.orderContent).toBe(again.step.orderContent);
    const started = await start('creditcard', again.step.orderContent, again.step.attemptKey);
    expect(started.kind).toBe('redirect');
    const [payment] = providerPayments(guid);
    expect(payment!.amountCents).toBe((await orderOf(guid)).total_cents);
    expect(payment!.amountCents).toBeGreaterThan(shownTotal);
  });

  it('paying takes out only what was paid for: a book added and copies added after the start stay', async () => {
    const { owner, visitor, skus, guid, step } = await atPaymentStep(2, '192.0.2.151');
    const started = await t.services.checkout.startPayment(visitor, guid, {
      method: 'creditcard',
      issuer: null,
      attemptKey: step.attemptKey,
      orderContent: step.orderContent,
    });
    if (started.kind !== 'redirect') throw new Error(started.kind);
    // While the provider's page is open: another book, and two more copies of the first.
    const [added] = await orderableBooks(db(), 1, sql`sku not in (${skus[0]!}, ${skus[1]!})`);
    await t.services.cart.add(owner, added!.sku, 1, { clientIp: '192.0.2.151' });
    await t.services.cart.add(owner, skus[0]!, 2, { clientIp: '192.0.2.151' });
    const id = started.url.split('/').pop()!;
    t.provider.settle(id, 'paid');
    expect(await t.services.payments.sync(id)).toBe('changed');
    expect((await orderOf(guid)).status).toBe('paid');
    expect(await cartLines(visitor)).toEqual([
      { sku: skus[0]!, amount: 2 },
      { sku: added!.sku, amount: 1 },
    ]);
  });

  it(`${TABS} tabs start the payment of one order at once: at most one payment payable at the provider`, async () => {
    const { visitor, guid } = await atPaymentStep(2, '192.0.2.152');
    const tabs = await Promise.all(
      Array.from({ length: TABS }, () => t.services.checkout.paymentStep(visitor)),
    );
    const steps = tabs.map((tab) => {
      if (tab.kind !== 'ok') throw new Error(tab.kind);
      return tab.step;
    });
    const startAll = (method: (i: number) => { method: string; issuer: string | null }) =>
      Promise.all(
        steps.map((step, i) =>
          t.services.checkout.startPayment(visitor, guid, {
            ...method(i),
            attemptKey: step.attemptKey,
            orderContent: step.orderContent,
          }),
        ),
      );
    const tally = (results: StartPaymentResult[]) => {
      const made = providerPayments(guid);
      return {
        made: made.length,
        payable: made.filter((p) => p.status === 'open').length,
        cancelled: made.filter((p) => p.status === 'canceled').length,
        urls: new Set(results.flatMap((r) => (r.kind === 'redirect' ? [r.url] : []))).size,
        replaced: results.filter((r) => r.kind === 'invalid' && r.message === REPLACED_TEXT).length,
        other: results.filter(
          (r) => r.kind !== 'redirect' && !(r.kind === 'invalid' && r.message === REPLACED_TEXT),
        ).length,
      };
    };

    // Every tab the same way to pay: the open payment is reused.
    const same = tally(await startAll(() => ({ method: 'creditcard', issuer: null })));
    // Then every tab again, alternating two ways to pay: each replaced payment is cancelled.
    const steps2 = await Promise.all(steps.map(() => t.services.checkout.paymentStep(visitor)));
    steps.splice(0, steps.length, ...steps2.map((s) => (s.kind === 'ok' ? s.step : steps[0]!)));
    const mixed = tally(
      await startAll((i) =>
        i % 2 === 0 ? { method: 'ideal', issuer: 'ideal_INGBNL2A' } : { method: 'creditcard', issuer: null },
      ),
    );
    const openRows = await countRows(
      db(),
      sql`select count(*) as n from payments p join orders o on o.id = p.order_id
          where o.guid = ${guid} and p.status = 'open' and not p.superseded`,
    );
    console.log(
      `${kind}: ${TABS} parallel starts of one order, one method → ${same.made} provider payment, ` +
        `${same.payable} payable, ${same.urls} checkout URL; then ${TABS} alternating two methods → ` +
        `${mixed.made} provider payments made in all, ${mixed.cancelled} cancelled, ${mixed.payable} payable, ` +
        `${mixed.replaced} starts told they were replaced, ${mixed.other} other answers`,
    );
    expect(same).toMatchObject({ made: 1, payable: 1, urls: 1, replaced: 0, other: 0 });
    expect(mixed.payable).toBeLessThanOrEqual(1);
    expect(mixed.cancelled).toBe(mixed.made - mixed.payable);
    expect(mixed.other).toBe(0);
    expect(openRows).toBeLessThanOrEqual(1);
    expect(openRows).toBe(mixed.payable);
  });

  it(`${TABS} submits of one bank transfer at once all show its confirmation, for one order`, async () => {
    const { visitor, guid, step } = await atPaymentStep(1, '192.0.2.153');
    const results = await Promise.all(
      Array.from({ length: TABS }, () =>
        t.services.checkout.startPayment(visitor, guid, {
          method: 'banktransfer',
          issuer: null,
          attemptKey: step.attemptKey,
          orderContent: step.orderContent,
        }),
      ),
    );
    const kinds = new Map<string, number>();
    for (const r of results) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
    const order = await orderOf(guid);
    const mails = await countRows(
      db(),
      sql`select count(*) as n from outbox_messages where idempotency_key = ${`bank-transfer:${order.id}`}`,
    );
    console.log(
      `${kind}: ${TABS} parallel bank-transfer completions → ${JSON.stringify(Object.fromEntries(kinds))}, ` +
        `order ${order.status}, ${mails} mail`,
    );
    expect(results.every((r) => r.kind === 'bank-transfer' && r.guid === guid)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(order.status).toBe('banktransfer');
    expect(mails).toBe(1);
    // And again later (a reload of the post): the same confirmation.
    expect(
      await t.services.checkout.startPayment(visitor, guid, {
        method: 'banktransfer',
        issuer: null,
        attemptKey: step.attemptKey,
        orderContent: step.orderContent,
      }),
    ).toEqual(results[0]);
  });
});
