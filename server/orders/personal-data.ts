// Issue 32 (decisions 820–824): the orders' part of a customer's data export, of closing the account and of the
// retention job. Export: the account's orders with their lines and refunds (the invoice PDFs are added by
// server/privacy/export.ts through the orders service). Closing (decision 824): an order that has or may still get
// an invoice (invoiced, on account, or waiting for a payment) keeps what its invoice prints — the name, billing
// and delivery address and business data — for the legal 7 years; its email, phone number, remark, track & trace
// and the tie to the account go at once. An order that can never get an invoice loses every personal field at
// once. The totals and lines stay: they are the shop's books. The retention job then blanks what was kept once
// the order's last invoice or credit invoice is 7 book years old (domain/personal-data.ts retentionCutoff).
import { sql } from 'drizzle-orm';
import { retentionCutoff } from '../../domain/personal-data.ts';
import { type Db, queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';

type Row = Record<string, unknown>;

/** The account's orders, newest first (also those the customer deleted from the tab: they are still kept). */
export async function orderIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where user_id = ${userId} order by created_at desc, id desc`,
  );
  return rows.map((row) => Number(row.id));
}

/** The guids of the account's invoiced orders, for the export's invoice PDFs. */
export async function invoicedOrdersOf(
  db: Db,
  userId: number,
): Promise<{ guid: string; invoiceNumber: string }[]> {
  const rows = await queryRows<{ guid: string; invoice_number: string }>(
    db,
    sql`select guid, invoice_number from orders where user_id = ${userId} and invoice_number is not null
        order by created_at, id`,
  );
  return rows.map((row) => ({ guid: row.guid, invoiceNumber: row.invoice_number }));
}

/** The fields an invoice does not print: erased from every order at closing. */
const notOnInvoice = (
  now: Date,
) => sql`email = '', phonenr = '', remark = '', tracktrace = '', user_id = null,
  cart_id = null, released_at = coalesce(released_at, ${now})`;
/** The fields an invoice prints: erased at closing where no invoice can come, else by the retention job. */
const ON_INVOICE = sql`firstname = '', lastname = '', address = '', housenr = '', addition = '', zipcode = '',
  city = '', delivery_name = null, delivery_company = null, delivery_address = null, delivery_housenr = null,
  delivery_addition = null, delivery_zipcode = null, delivery_city = null, delivery_country_code = null,
  company = '', nr_kvk = '', nr_vat = ''`;

export const ordersPersonalData: PersonalDataPart = {
  name: 'orders',
  tables: ['orders', 'order_lines', 'refunds'],
  async collect(db, subject) {
    const [orders, lines, refunds] = await Promise.all([
      queryRows<Row>(db, sql`select * from orders where user_id = ${subject.userId} order by created_at, id`),
      queryRows<Row>(
        db,
        sql`select l.* from order_lines l join orders o on o.id = l.order_id
            where o.user_id = ${subject.userId} order by o.created_at, l.order_id, l.position`,
      ),
      queryRows<Row>(
        db,
        sql`select r.id, r.order_id, r.status, r.method, r.lines, r.amount_cents, r.credit_number, r.credit_date,
                   r.created_at, r.refunded_at
            from refunds r join orders o on o.id = r.order_id
            where o.user_id = ${subject.userId} order by r.created_at, r.id`,
      ),
    ]);
    // The checkout's internal keys say nothing about the customer and would only confuse.
    return {
      orders: orders.map(({ checkout_key: _key, monitor_steps: _steps, ...row }) => row),
      order_lines: lines,
      refunds,
    };
  },
  async erase(tx, subject, now) {
    // An invoice may still come for an order on account or one waiting for its money (decision 824).
    await tx.execute(sql`
      update orders set ${notOnInvoice(now)}, erased_at = ${now}
      where user_id = ${subject.userId}
        and (invoice_number is not null or on_account_at is not null or status in ('pending', 'banktransfer'))`);
    await tx.execute(sql`
      update orders set ${notOnInvoice(now)}, ${ON_INVOICE}, erased_at = ${now}, fully_erased_at = ${now}
      where user_id = ${subject.userId}`);
  },
};

/**
 * The retention job's step (decision 823): a closed account's kept orders whose last invoice or credit invoice
 * dates from before the cutoff lose what their invoice printed. Returns how many orders it blanked.
 */
export async function eraseExpiredOrders(db: Db, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update orders set ${ON_INVOICE}, fully_erased_at = ${now}
        where erased_at is not null and fully_erased_at is null
          and greatest(coalesce(invoice_date, created_at),
                       coalesce((select max(r.credit_date) from refunds r where r.order_id = orders.id), created_at))
              < ${cutoff}
        returning id`,
  );
  return rows.length;
}
