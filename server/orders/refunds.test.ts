// Issue 30 "Cancel and refund" from the service's side, on each database: a paid order refunded whole or line by
// line through the provider (its idempotency key), each finished refund with the next credit invoice number, the
// customer's mail, an audit line and a credit invoice PDF with negative amounts; the partner's commission of a
// line refunded in full reversed; the same form twice refunds once; a provider that does not answer leaves the
// refund pending until it is tried again with the same key; a refusal frees the amount; a payment the shop's
// provider cannot give back is recorded as paid back by hand; and on PostgreSQL two tabs refunding everything at
// the same moment refund it once (figures printed).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSeriesProblems } from '../../domain/invoice-number.ts';
import { DEFAULT_STAFF_ORDER_FILTER } from '../../domain/staff-orders.ts';
import { newCustomer } from '../../tests/support/cart-fixtures.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import {
  openOrderServices,
  type OrderTestServices,
  paidGuestOrder,
} from '../../tests/support/order-fixtures.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { queryRows } from '../db/client.ts';
import { commissions, partners } from '../partners/schema.ts';

const STAFF = 1;
const key = () => randomBytes(12).toString('base64url');

describe.each(eachDatabase('parallel'))('refunding an order on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const totalOf = async (id: number) =>
    (
      await queryRows<{ total: number }>(
        t.database.db,
        sql`select total_cents as total from orders where id = ${id}`,
      )
    )[0]!.total;
  const linesOf = (id: number) =>
    queryRows<{ position: number; kind: string; total: number; amount: number }>(
      t.database.db,
      sql`select position, kind, total_cents as total, amount from order_lines where order_id = ${id} order by position`,
    );
  const refundMails = (id: number) =>
    queryRows<{ subject: string; text: string }>(
      t.database.db,
      sql`select m.subject, m.body->>'text' as text from outbox_messages m join refunds r
            on m.idempotency_key = 'order-refund:' || r.id where r.order_id = ${id} order by m.id`,
    );
  const creditNumbers = async () =>
    (
      await queryRows<{ credit_number: string }>(
        t.database.db,
        sql`select credit_number from refunds where credit_number is not null`,
      )
    ).map((row) => row.credit_number.slice(1));

  it('refunds a whole order through the provider: credit invoice, mail, audit line, PDF', async () => {
    const order = await paidGuestOrder(t);
    const total = await totalOf(order.id);
    const result = await t.services.staffOrders.refund(order.number, { key: key(), lines: 'all' }, STAFF);
    expect(result).toMatchObject({ kind: 'refunded', amountCents: total });
    if (result.kind !== 'refunded') return;
    expect(result.creditNumber).toMatch(/^C\d{4}-\d{6}$/);
    expect([...t.provider.refunds.values()].filter((r) => r.amountCents === total)).toHaveLength(1);

    const [mail, ...more] = await refundMails(order.id);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Terugbetaling voor bestelling ${order.number}`);
    expect(mail!.text).toContain(`creditfactuur ${result.creditNumber}`);
    const [audit] = await queryRows<{ action: string; after: { creditNumber: string } }>(
      t.database.db,
      sql`select action, after from audit_log where subject = ${`bestelling ${order.number}`}`,
    );
    expect(audit).toMatchObject({ action: 'order.refund', after: { creditNumber: result.creditNumber } });

    const credit = await t.services.staffOrders.creditInvoice(order.number, result.creditNumber);
    const text = readPdfText(credit!.pdf).lines.join('\n');
    expect(text).toContain('Creditfactuur');
    expect(text).toContain(result.creditNumber);
    expect(text).toMatch(/corrigeert factuur \d{4}-\d{6}/);
    expect(text).toContain(`€ -${(total / 100).toFixed(2).replace('.', ',')}`);
    expect(await t.services.staffOrders.creditInvoice(order.number, 'C2000-000001')).toBeNull();

    // Nothing left.
    expect(await t.services.staffOrders.refund(order.number, { key: key(), lines: 'all' }, STAFF)).toEqual({
      kind: 'nothing',
    });
    // The staff list's 'Terugbetaald' view holds it; another paid order is not in it.
    const other = await paidGuestOrder(t);
    const inView = async (number: number) =>
      (
        await t.services.staffOrders.list({
          ...DEFAULT_STAFF_ORDER_FILTER,
          view: 'refunded',
          q: String(number),
        })
      ).total;
    expect([await inView(order.number), await inView(other.number)]).toEqual([1, 0]);
  });

  it('refunds line by line, with consecutive credit numbers, never more than a line holds', async () => {
    const order = await paidGuestOrder(t, { count: 2, copies: 2 });
    const lines = await linesOf(order.id);
    const first = lines.find((l) => l.kind === 'book')!;
    const one = await t.services.staffOrders.refund(
      order.number,
      { key: key(), lines: new Map([[first.position, 1]]) },
      STAFF,
    );
    expect(one).toMatchObject({ kind: 'refunded', amountCents: Math.round(first.total / 2) });
    expect(
      await t.services.staffOrders.refund(
        order.number,
        { key: key(), lines: new Map([[first.position, 2]]) },
        STAFF,
      ),
    ).toEqual({ kind: 'invalid', positions: [first.position] });
    const rest = await t.services.staffOrders.refund(order.number, { key: key(), lines: 'all' }, STAFF);
    expect(rest).toMatchObject({
      kind: 'refunded',
      amountCents: (await totalOf(order.id)) - Math.round(first.total / 2),
    });
    expect(invoiceSeriesProblems(await creditNumbers())).toEqual({
      duplicates: [],
      missing: [],
      unreadable: [],
    });
  });

  it('refunds once when the same form is sent twice, and resumes a refund the provider did not answer', async () => {
    const order = await paidGuestOrder(t);
    const form = { key: key(), lines: 'all' as const };
    const before = t.provider.refunds.size;
    const [a, b] = await Promise.all([
      t.services.staffOrders.refund(order.number, form, STAFF),
      t.services.staffOrders.refund(order.number, form, STAFF),
    ]);
    expect(a.kind).toBe('refunded');
    expect(b).toEqual(a);
    expect(t.provider.refunds.size).toBe(before + 1);

    const slow = await paidGuestOrder(t);
    const again = { key: key(), lines: 'all' as const };
    t.provider.failing = 'unavailable';
    expect(await t.services.staffOrders.refund(slow.number, again, STAFF)).toEqual({ kind: 'pending' });
    // While it is pending, nothing more can be refunded.
    expect(await t.services.staffOrders.refund(slow.number, { key: key(), lines: 'all' }, STAFF)).toEqual({
      kind: 'nothing',
    });
    t.provider.failing = null;
    expect(await t.services.staffOrders.refund(slow.number, again, STAFF)).toMatchObject({
      kind: 'refunded',
    });
    expect(await refundMails(slow.id)).toHaveLength(1);
  });

  it('frees the amount when the provider refuses, and records a payment it cannot give back as paid by hand', async () => {
    const order = await paidGuestOrder(t);
    t.provider.failing = 'rejected';
    expect(await t.services.staffOrders.refund(order.number, { key: key(), lines: 'all' }, STAFF)).toEqual({
      kind: 'failed',
      detail: 'no',
    });
    t.provider.failing = null;
    expect(
      await t.services.staffOrders.refund(order.number, { key: key(), lines: 'all' }, STAFF),
    ).toMatchObject({
      kind: 'refunded',
    });

    const old = await paidGuestOrder(t);
    await t.database.db.execute(
      sql`update payments set provider = 'eerdere-aanbieder' where order_id = ${old.id}`,
    );
    const calls = t.provider.refunds.size;
    expect(
      await t.services.staffOrders.refund(old.number, { key: key(), lines: 'all' }, STAFF),
    ).toMatchObject({
      kind: 'refunded',
    });
    expect(t.provider.refunds.size).toBe(calls);
    const [row] = await queryRows<{ method: string }>(
      t.database.db,
      sql`select method from refunds where order_id = ${old.id}`,
    );
    expect(row!.method).toBe('manual');
    expect((await refundMails(old.id))[0]!.text).toContain('We storten het bedrag terug op je rekening');
  });

  it('reverses the commission of a line refunded in full, not of the line kept', async () => {
    const { userId } = await newCustomer(t.database.db);
    const code = `REFUND${kind === 'pglite' ? 'L' : 'P'}`;
    await t.database.db
      .insert(partners)
      .values({ userId, status: 'approved', code, commissionOwn: 20, commissionOther: 10 });
    const order = await paidGuestOrder(t, { count: 2, affiliate: code });
    const earned = await t.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
    expect(earned.length).toBe(2);
    const refunded = earned[0]!.position;
    expect(
      await t.services.staffOrders.refund(
        order.number,
        { key: key(), lines: new Map([[refunded, 1]]) },
        STAFF,
      ),
    ).toMatchObject({ kind: 'refunded' });
    const rows = await t.database.db.select().from(commissions).where(eq(commissions.orderId, order.id));
    const reversals = rows.filter((row) => row.kind === 'reversal');
    expect(reversals.map((row) => [row.position, row.amountCents])).toEqual([
      [refunded, -earned[0]!.amountCents],
    ]);
  });

  it('refunds once when two tabs refund everything at the same moment', async () => {
    const order = await paidGuestOrder(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.services.staffOrders.refund(order.number, { key: key(), lines: 'all' }, STAFF),
      ),
    );
    const kinds = results.map((r) => r.kind).sort();
    const [sum] = await queryRows<{ cents: number; n: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_cents), 0)::int as cents, count(*)::int as n from refunds
          where order_id = ${order.id} and status = 'refunded'`,
    );
    const total = await totalOf(order.id);
    console.log(
      `[race] ${kind}: 6 tabs refunding everything at once → ${kinds.join(', ')}; refunded ${sum!.cents} of ${total} cents in ${sum!.n} refund(s)`,
    );
    expect(kinds).toEqual(['nothing', 'nothing', 'nothing', 'nothing', 'nothing', 'refunded']);
    expect(sum).toEqual({ cents: total, n: 1 });
  });
});
