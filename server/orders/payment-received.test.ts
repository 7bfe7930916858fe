// Issue 30, decisions 610 and 611, from the service's side on each database: staff record a bank transfer that
// came in (the order paid as by any payment: invoice, mail, audit; refused when the amount is not the total or the
// day is wrong; once per form key; an online payment still open is cancelled), and let a business customer's
// unpaid order go on account (its invoice at once with the due day, the invoice mailed, shipping allowed before
// the money, prices no longer changeable; paid later with the same invoice). Eight staff tabs recording one
// transfer at once record it once (PostgreSQL: 'parallel').
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, amsterdamCalendarDate } from '../../domain/dates.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import {
  bankTransferOrder,
  clientInput,
  countRows,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { queryRows } from '../db/client.ts';

const STAFF = 7;
const COMPANY = 'Boekhandel Het Leesteken BV';

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const key = () => `k${crypto.randomUUID().replaceAll('-', '')}`;

describe.each(eachDatabase('parallel'))('money staff record on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const today = () => amsterdamCalendarDate(new Date());
  const mails = async (prefix: string, id: number) =>
    (
      await queryRows<{ subject: string; text: string; attach: string }>(
        t.database.db,
        sql`select subject, body->>'text' as text, body->>'attach' as attach from outbox_messages
            where idempotency_key = ${`${prefix}:${id}`}`,
      )
    ).map((mail) => ({ ...mail, attach: JSON.parse(mail.attach) as unknown }));
  const auditOf = (number: number) =>
    queryRows<{ action: string; after: Record<string, unknown>; actor_id: number }>(
      t.database.db,
      sql`select action, after, actor_id from audit_log where subject = ${`bestelling ${number}`} order by id`,
    );
  const orderRow = async (id: number) =>
    (
      await queryRows<{
        status: string;
        invoice_number: string | null;
        on_account_at: Date | null;
        payment_due_on: string | null;
        payment_method: string | null;
      }>(
        t.database.db,
        sql`select status, invoice_number, on_account_at, payment_due_on::text as payment_due_on, payment_method
            from orders where id = ${id}`,
      )
    )[0]!;

  it('records a transfer: refused for another amount or day, then paid once with invoice, mail and audit', async () => {
    const order = await bankTransferOrder(t);
    const record = (fields: Record<string, string>, formKey = key()) =>
      t.services.staffOrders.recordPayment(order.number, { fields, key: formKey }, STAFF);

    const wrong = await record({ bedrag: '1,00', datum: addDays(today(), 1), kenmerk: 'x'.repeat(141) });
    expect(wrong).toEqual({
      kind: 'invalid',
      errors: {
        bedrag: { key: 'beheer.received.amount_other', params: { total: expect.stringContaining('€') } },
        datum: { key: 'beheer.received.date_future' },
        kenmerk: { key: 'beheer.received.reference_long', params: { max: 140 } },
      },
    });
    expect((await orderRow(order.id)).status).toBe('banktransfer');

    const formKey = key();
    const fields = { bedrag: euros(order.totalCents), datum: today(), kenmerk: 'NOTPROVIDED 10042' };
    expect(await record(fields, formKey)).toEqual({ kind: 'recorded' });
    const paid = await orderRow(order.id);
    expect(paid.status).toBe('paid');
    expect(paid.payment_method).toBe('banktransfer');
    expect(paid.invoice_number).toMatch(/^\d{4}-\d{6}$/);
    const [mail, ...more] = await mails('payment-received', order.id);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`We hebben je betaling voor bestelling ${order.number} ontvangen`);
    expect(mail!.attach).toEqual([{ kind: 'invoice', ref: order.guid }]);
    expect(await auditOf(order.number)).toEqual([
      {
        action: 'order.payment_received',
        actor_id: STAFF,
        after: {
          status: 'paid',
          amount: expect.stringContaining(euros(order.totalCents)),
          received: today(),
          reference: 'NOTPROVIDED 10042',
        },
      },
    ]);
    const staff = await t.services.staffOrders.order(order.number);
    expect(staff?.attempts.map((a) => [a.provider, a.method, a.status])).toEqual([
      ['manual', 'banktransfer', 'paid'],
    ]);
    // Paid by hand, so a refund is paid back by hand too; and it can be recorded no more.
    expect(staff?.refundVia).toBe('manual');
    expect(staff?.received).toBe('paid');

    // The same form again (a double click): nothing more; a new form: refused, the order is paid.
    expect(await record(fields, formKey)).toEqual({ kind: 'unchanged' });
    expect(await record(fields)).toEqual({ kind: 'refused', reason: 'paid' });
    expect(await mails('payment-received', order.id)).toHaveLength(1);
    expect(await auditOf(order.number)).toHaveLength(1);
  });

  it('cancels an online payment still open when the transfer is recorded', async () => {
    const guest = await guestWithCart(t, 1);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error('not saved');
    const step = await t.services.checkout.paymentStep(guest.visitor);
    if (step.kind !== 'ok') throw new Error('no payment step');
    const started = await t.services.checkout.startPayment(guest.visitor, saved.guid, {
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      attemptKey: step.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error('not started');
    const providerId = started.url.split('/').pop()!;
    const [row] = await queryRows<{ number: number; id: number; total_cents: number }>(
      t.database.db,
      sql`select number, id, total_cents from orders where guid = ${saved.guid}`,
    );
    const result = await t.services.staffOrders.recordPayment(
      Number(row!.number),
      { fields: { bedrag: euros(Number(row!.total_cents)), datum: today() }, key: key() },
      STAFF,
    );
    expect(result).toEqual({ kind: 'recorded' });
    expect(t.provider.payments.get(providerId)?.status).toBe('canceled');
    // A confirmation, not 'payment received': the order was still in its first payment.
    expect(await mails('order-confirmation', Number(row!.id))).toHaveLength(1);
  });

  it('puts a business order on account: invoice now, due after the term, mailed, shippable, paid later', async () => {
    const consumer = await bankTransferOrder(t);
    expect(await t.services.staffOrders.putOnAccount(consumer.number, { termijn: '30' }, STAFF)).toEqual({
      kind: 'refused',
      reason: 'not_business',
    });

    const order = await bankTransferOrder(t, { company: COMPANY });
    expect(await t.services.staffOrders.putOnAccount(order.number, { termijn: '0' }, STAFF)).toEqual({
      kind: 'invalid',
      errors: { termijn: { key: 'beheer.on_account.term_invalid', params: { min: 1, max: 90 } } },
    });
    const before = await countRows(
      t.database.db,
      sql`select count(*) as n from orders where invoice_number is not null`,
    );
    const done = await t.services.staffOrders.putOnAccount(order.number, { termijn: '14' }, STAFF);
    const due = addDays(today(), 14);
    expect(done).toEqual({
      kind: 'on_account',
      invoiceNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
      dueOn: due,
    });
    if (done.kind !== 'on_account') return;
    expect(await t.services.staffOrders.putOnAccount(order.number, { termijn: '14' }, STAFF)).toEqual({
      kind: 'unchanged',
    });
    const row = await orderRow(order.id);
    expect(row.status).toBe('banktransfer');
    expect(row.invoice_number).toBe(done.invoiceNumber);
    expect(row.payment_due_on).toBe(due);

    const [mail, ...more] = await mails('order-on-account', order.id);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Factuur ${done.invoiceNumber} voor je bestelling ${order.number}`);
    expect(mail!.text).toContain(`uiterlijk ${due.split('-').reverse().join('-')}`);
    expect(mail!.attach).toEqual([{ kind: 'invoice', ref: order.guid }]);
    const invoice = await t.services.orders.invoice(order.guid);
    if (invoice.kind !== 'ok') throw new Error(`no invoice: ${invoice.kind}`);
    const text = readPdfText(Buffer.from(invoice.pdf)).lines.join('\n');
    expect(text).toContain(done.invoiceNumber);
    expect(text).toContain('Vervaldatum');
    expect(text).toContain(`uiterlijk ${due.split('-').reverse().join('-')}`);

    // The staff's lists: on account and to ship; its prices can no longer change; it ships before payment.
    const listed = async (view: 'on_account' | 'to_ship') =>
      (
        await t.services.staffOrders.list({
          view,
          method: null,
          from: null,
          to: null,
          q: String(order.number),
          page: 1,
        })
      ).orders.map((o) => [o.number, o.dueOn]);
    expect(await listed('on_account')).toEqual([[order.number, due]]);
    expect(await listed('to_ship')).toEqual([[order.number, due]]);
    expect((await t.services.staffOrders.adjustable(order.number))?.adjustable).toBe(false);
    expect(await t.services.staffOrders.ship(order.number, { codes: '3SLWZR000012345' }, STAFF)).toEqual({
      kind: 'shipped',
      codes: ['3SLWZR000012345'],
    });
    expect(await listed('to_ship')).toEqual([]);

    // Paid later: the same invoice, no second number, the 'payment received' mail.
    expect(
      await t.services.staffOrders.recordPayment(
        order.number,
        { fields: { bedrag: euros(order.totalCents), datum: today() }, key: key() },
        STAFF,
      ),
    ).toEqual({ kind: 'recorded' });
    const paid = await orderRow(order.id);
    expect(paid.status).toBe('paid');
    expect(paid.invoice_number).toBe(done.invoiceNumber);
    expect(
      await countRows(t.database.db, sql`select count(*) as n from orders where invoice_number is not null`),
    ).toBe(before + 1);
    expect(await mails('payment-received', order.id)).toHaveLength(1);
    expect(await listed('on_account')).toEqual([]);
    expect((await auditOf(order.number)).map((l) => l.action)).toEqual([
      'order.on_account',
      'order.ship',
      'order.payment_received',
    ]);
  });

  it('records one transfer once when eight staff tabs record it at the same moment', async () => {
    const order = await bankTransferOrder(t);
    const keys = [key(), key()];
    const fields = { bedrag: euros(order.totalCents), datum: today() };
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.services.staffOrders.recordPayment(order.number, { fields, key: keys[i % 2]! }, STAFF),
      ),
    );
    const kinds = results.map((r) => (r.kind === 'refused' ? `refused:${r.reason}` : r.kind)).sort();
    const payments = await countRows(
      t.database.db,
      sql`select count(*) as n from payments where order_id = ${order.id} and status = 'paid'`,
    );
    const sent = (await mails('payment-received', order.id)).length;
    const lines = (await auditOf(order.number)).length;
    console.log(
      `[race] ${kind}: 8 tabs record one transfer (2 form keys) → ${kinds.join(', ')}; paid payments ${payments}, mails ${sent}, audit lines ${lines}`,
    );
    expect(kinds.filter((k) => k === 'recorded')).toHaveLength(1);
    expect(kinds.every((k) => ['recorded', 'unchanged', 'refused:paid'].includes(k))).toBe(true);
    expect(payments).toBe(1);
    expect(sent).toBe(1);
    expect(lines).toBe(1);
  });
});
