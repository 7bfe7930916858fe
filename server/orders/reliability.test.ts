// Issue 14 "Reliability tests (each prints its figure)", on each database — on PostgreSQL (TEST_DATABASE_URL) the
// requests really overlap on a pool of connections, as in production; PGlite runs them one at a time. The
// provider is the scriptable fake (tests/support/order-fixtures.ts), idempotent per key like Mollie.
//   - 10 parallel submits of one checkout → 1 order, 1 payment;
//   - 1,000 shuffled duplicate webhooks for 100 orders → final states equal the provider's, mails = paid orders,
//     invoice numbers gap-free;
//   - 1,000 webhooks with unknown or forged ids → 0 changes;
//   - the provider answering 500 or timing out → a Dutch message, no hang, at most one open payment per order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSeriesProblems } from '../../domain/invoice-number.ts';
import type { PaymentState } from '../../domain/payment-status.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { PaymentProviderUnavailableError } from '../payments/providers/index.ts';
import { PROVIDER_UNAVAILABLE_TEXT } from './service.ts';
import {
  clientInput,
  countRows,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';

const ORDERS = 100;
const WEBHOOKS = 1_000;
const PARALLEL = 10;

/** Runs `work` over the items with at most `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/** A fixed shuffle (xorshift), so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed = 20_261_122): T[] {
  const copy = [...items];
  let state = seed;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe.each(eachDatabase('parallel'))('reliability on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const db = () => t.database.db;

  it(`${PARALLEL} parallel submits of one checkout → 1 order, 1 payment`, async () => {
    const { visitor } = await guestWithCart(t, 2, 1, '198.51.100.1');
    const input = clientInput();
    const saved = await Promise.all(
      Array.from({ length: PARALLEL }, () => t.services.checkout.saveClient(visitor, input)),
    );
    expect(saved.every((r) => r.kind === 'ok')).toBe(true);
    const guids = new Set(saved.map((r) => (r.kind === 'ok' ? r.guid : '')));
    const guid = [...guids][0]!;
    const step = await t.services.checkout.paymentStep(visitor);
    const attemptKey = step.kind === 'ok' ? step.step.attemptKey : '';
    const calls = t.provider.createCalls;
    const started = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.services.checkout.startPayment(visitor, guid, { method: 'creditcard', issuer: null, attemptKey }),
      ),
    );
    const urls = new Set(started.map((r) => (r.kind === 'redirect' ? r.url : r.kind)));
    const orders = await countRows(
      db(),
      sql`select count(*) as n from orders where email = ${input.personal.email}`,
    );
    const payments = await countRows(
      db(),
      sql`select count(*) as n from payments p join orders o on o.id = p.order_id where o.guid = ${guid}`,
    );
    const atProvider = [...t.provider.payments.values()].filter((p) => p.orderGuid === guid).length;
    console.log(
      `${kind}: ${PARALLEL} parallel client steps + ${PARALLEL} parallel starts of one checkout → ${orders} order, ` +
        `${payments} payment row, ${atProvider} provider payment, ${urls.size} checkout URL ` +
        `(${t.provider.createCalls - calls} idempotent create calls)`,
    );
    expect(guids.size).toBe(1);
    expect(orders).toBe(1);
    expect(payments).toBe(1);
    expect(atProvider).toBe(1);
    expect(urls.size).toBe(1);
  });

  it(`${WEBHOOKS} shuffled duplicate webhooks for ${ORDERS} orders → the provider's states, one mail per paid order, gap-free invoices`, async () => {
    const made = await pool(
      Array.from({ length: ORDERS }, (_, i) => i),
      PARALLEL,
      async (i) => {
        const ip = `203.0.113.${i % 250}`;
        const { visitor } = await guestWithCart(t, 1 + (i % 3), 1, ip);
        const saved = await t.services.checkout.saveClient(visitor, clientInput());
        if (saved.kind !== 'ok') throw new Error(`order ${i}: ${saved.kind}`);
        const started = await t.services.checkout.startPayment(visitor, saved.guid, {
          method: 'creditcard',
          issuer: null,
          attemptKey: `betaling-${i}-${saved.guid.slice(0, 8)}`,
        });
        if (started.kind !== 'redirect') throw new Error(`order ${i}: ${started.kind}`);
        return { guid: saved.guid, id: started.url.split('/').pop()! };
      },
    );
    // The shoppers' choices on the provider's page: mostly paid, some failed, cancelled, expired or still open.
    const outcomes: PaymentState[] = [
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
      'paid',
      'failed',
      'canceled',
      'expired',
      'open',
    ];
    made.forEach(({ id }, i) => {
      const outcome = outcomes[(i * 7) % outcomes.length]!;
      if (outcome !== 'open') t.provider.settle(id, outcome);
    });
    const calls = shuffled(Array.from({ length: WEBHOOKS }, (_, i) => made[i % ORDERS]!.id));
    const started = performance.now();
    const results = await pool(calls, 20, (id) => t.services.payments.sync(id));
    const ms = performance.now() - started;

    const rows = await queryRows<{
      guid: string;
      order: string;
      payment: string;
      invoice: string | null;
      id: number;
    }>(
      db(),
      sql`select o.guid, o.id, o.status as order, p.status as payment, o.invoice_number as invoice
          from orders o join payments p on p.order_id = o.id
          where o.guid in ${sql.raw(`(${made.map((m) => `'${m.guid}'`).join(', ')})`)}`,
    );
    const byGuid = new Map(rows.map((r) => [r.guid, r]));
    let equal = 0;
    for (const { guid, id } of made) {
      const provider = t.provider.payments.get(id)!.status;
      const row = byGuid.get(guid)!;
      const expectedOrder = provider === 'paid' ? 'paid' : provider === 'open' ? 'pending' : 'void';
      if (row.payment === provider && row.order === expectedOrder) equal++;
    }
    const paid = rows.filter((r) => r.order === 'paid');
    const mails = await countRows(
      db(),
      sql`select count(*) as n from outbox_messages where idempotency_key in ${sql.raw(
        `(${paid.map((r) => `'order-confirmation:${r.id}', 'payment-received:${r.id}'`).join(', ') || "''"})`,
      )}`,
    );
    const allInvoices = await queryRows<{ invoice_number: string }>(
      db(),
      sql`select invoice_number from orders where invoice_number is not null`,
    );
    const problems = invoiceSeriesProblems(allInvoices.map((r) => r.invoice_number));
    const changed = results.filter((r) => r === 'changed').length;
    console.log(
      `${kind}: ${WEBHOOKS} shuffled webhooks (20 at a time) for ${ORDERS} orders in ${Math.round(ms)} ms → ` +
        `${equal}/${ORDERS} final states equal the provider's, ${changed} changes applied, ${paid.length} paid orders, ` +
        `${mails} mails, ${allInvoices.length} invoice numbers with ${problems.duplicates.length} duplicates and ` +
        `${problems.missing.length} gaps`,
    );
    expect(equal).toBe(ORDERS);
    expect(mails).toBe(paid.length);
    expect(problems).toEqual({ duplicates: [], missing: [], unreadable: [] });
    expect(changed).toBe(made.filter(({ id }) => t.provider.payments.get(id)!.status !== 'open').length);
  });

  it(`${WEBHOOKS} webhooks with unknown or forged ids → 0 changes`, async () => {
    const fingerprint = async () =>
      (
        await queryRows<{ f: string }>(
          db(),
          sql`select md5(coalesce(string_agg(id || status || updated_at::text, ',' order by id), '')) ||
                     (select md5(coalesce(string_agg(id || status || updated_at::text, ',' order by id), '')) from payments) ||
                     (select count(*)::text from outbox_messages) as f
              from orders`,
        )
      )[0]!.f;
    // Ids we never made: random ones, and real payments at the provider that are no attempt of ours.
    const forged: string[] = [];
    for (let i = 0; i < 50; i++) {
      const created = await t.provider.createPayment({
        orderGuid: 'not-an-order',
        amountCents: 100 as never,
        description: 'vals',
        method: 'creditcard',
        redirectUrl: 'https://x.example/',
        webhookUrl: 'https://x.example/',
        idempotencyKey: `vals-${i}`,
      });
      t.provider.settle(created.providerId, 'paid');
      forged.push(created.providerId);
    }
    const ids = Array.from({ length: WEBHOOKS }, (_, i) =>
      i % 2 === 0 ? forged[i % forged.length]! : `tr_${(i * 2_654_435_761).toString(36)}`,
    );
    const before = await fingerprint();
    const gets = t.provider.getCalls;
    const results = await pool(ids, 20, (id) => t.services.payments.sync(id));
    const after = await fingerprint();
    const changes = results.filter((r) => r !== 'unknown').length;
    console.log(
      `${kind}: ${WEBHOOKS} webhooks with unknown or forged ids → ${changes} changes, tables ${before === after ? 'unchanged' : 'CHANGED'}, ` +
        `${t.provider.getCalls - gets} provider calls`,
    );
    expect(changes).toBe(0);
    expect(after).toBe(before);
    expect(t.provider.getCalls).toBe(gets);
  });

  it('the provider answering 500 or timing out → a Dutch message, no hang, at most one open payment per order', async () => {
    const orders = await pool(
      Array.from({ length: PARALLEL }, (_, i) => i),
      PARALLEL,
      async (i) => {
        const { visitor } = await guestWithCart(t, 1, 1, `198.51.100.${50 + i}`);
        const saved = await t.services.checkout.saveClient(visitor, clientInput());
        if (saved.kind !== 'ok') throw new Error(saved.kind);
        return { visitor, guid: saved.guid };
      },
    );
    const create = t.provider.createPayment;
    const messages = new Set<string>();
    let slowest = 0;
    for (const failure of ['unavailable', 'hang'] as const) {
      // The methods are listed; creating the payment fails (a 500, or no answer until the deadline).
      t.provider.createPayment = async () => {
        t.provider.createCalls++;
        // What the adapters do with a provider that never answers: give up after their deadline.
        if (failure === 'hang') await new Promise((resolve) => setTimeout(resolve, 300));
        throw new PaymentProviderUnavailableError('fake', failure === 'hang' ? 'timeout' : 'server-error');
      };
      try {
        await Promise.all(
          orders.flatMap(({ visitor, guid }) =>
            [1, 2, 3].map(async (n) => {
              const began = performance.now();
              const result = await t.services.checkout.startPayment(visitor, guid, {
                method: 'creditcard',
                issuer: null,
                attemptKey: `${failure}-${n}-${guid.slice(0, 10)}`,
              });
              slowest = Math.max(slowest, performance.now() - began);
              messages.add(result.kind === 'provider-error' ? result.message : result.kind);
            }),
          ),
        );
      } finally {
        t.provider.createPayment = create;
      }
    }
    const guids = sql.raw(`(${orders.map((o) => `'${o.guid}'`).join(', ')})`);
    const open = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id
          where o.guid in ${guids} and p.status = 'open' and not p.superseded group by o.id`,
    );
    const statuses = await queryRows<{ status: string }>(
      db(),
      sql`select distinct status from orders where guid in ${guids}`,
    );
    console.log(
      `${kind}: provider 500 and timeout on ${orders.length * 6} starts of ${orders.length} orders → messages ${JSON.stringify([...messages])}, ` +
        `slowest ${Math.round(slowest)} ms, open payments per order ${open.length === 0 ? 0 : Math.max(...open.map((r) => r.n))}, ` +
        `order states ${statuses.map((s) => s.status).join(', ')}`,
    );
    expect([...messages]).toEqual([PROVIDER_UNAVAILABLE_TEXT]);
    expect(open.every((r) => r.n <= 1)).toBe(true);
    expect(statuses.map((s) => s.status)).toEqual(['open']);
    // Back up: parallel starts with different keys leave exactly one open payment per order.
    await Promise.all(
      orders.flatMap(({ visitor, guid }) =>
        [1, 2, 3].map((n) =>
          t.services.checkout.startPayment(visitor, guid, {
            method: 'creditcard',
            issuer: null,
            attemptKey: `weer-${n}-${guid.slice(0, 10)}`,
          }),
        ),
      ),
    );
    const after = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id
          where o.guid in ${guids} and p.status = 'open' and not p.superseded group by o.id`,
    );
    console.log(
      `${kind}: provider back, 3 parallel starts per order → open payments per order ${after.map((r) => r.n).join('')}`,
    );
    expect(after.map((r) => r.n)).toEqual(orders.map(() => 1));
  });
});
