// Demo order history (issue 14): the customer account (klant@) has one paid order with its invoice (open the
// orders tab and the invoice link) and one order waiting for a bank transfer (the shell's open-order notice, and
// 'Betaal anders' on the orders tab). Amounts follow the shop's rules (domain/cart-pricing.ts lineAmountCents,
// domain/vat.ts), so the invoice's checks pass. Fixed guids and moments: the same rows on every run.
import { lineAmountCents } from '../../../domain/cart-pricing.ts';
import { formatInvoiceNumber, invoiceYear } from '../../../domain/invoice-number.ts';
import { type Cents, cents, splitCents, sumCents } from '../../../domain/money.ts';
import { vatPerRate } from '../../../domain/vat.ts';
import type { SqlConn } from './sql.ts';

/** The books the demo orders hold. */
export interface DemoOrderSkus {
  ownBook: string;
  otherBook: string;
  otherBook2: string;
}

const BOOK_VAT = 9;
export const DEMO_PAID_GUID = 'demoKlantBetaald2026nov';
export const DEMO_TRANSFER_GUID = 'demoKlantOverboeking2026';

interface DemoLine {
  sku: string;
  description: string;
  amount: number;
  unitPriceCents: Cents;
}

function priced(lines: readonly DemoLine[]) {
  const totals = lines.map((line) => lineAmountCents(line.unitPriceCents, line.amount, 0));
  const goods = sumCents(totals);
  const vat = vatPerRate(totals.map((inclCents) => ({ inclCents, vatPercent: BOOK_VAT })));
  const lineVat = splitCents(vat[0]!.vatCents, totals);
  return { totals, goods, vat, lineVat };
}

export async function insertDemoOrders(conn: SqlConn, skus: DemoOrderSkus): Promise<void> {
  const { rows: users } = await conn.query(
    `SELECT id, firstname, lastname, email, phonenr, address, housenr, zipcode, city FROM users WHERE email = $1`,
    ['klant@leeswijzer.nl'],
  );
  const customer = users[0]!;
  const { rows: books } = await conn.query(
    'SELECT sku, title, price_incl_cents FROM books WHERE sku = ANY($1)',
    [[skus.ownBook, skus.otherBook, skus.otherBook2]],
  );
  const book = (sku: string) => books.find((b) => b.sku === sku)!;
  const line = (sku: string, amount: number): DemoLine => ({
    sku,
    description: String(book(sku).title),
    amount,
    unitPriceCents: cents(Number(book(sku).price_incl_cents)),
  });

  const orders: {
    guid: string;
    status: 'paid' | 'banktransfer';
    lines: DemoLine[];
    createdAt: string;
    paidAt: string | null;
  }[] = [
    {
      guid: DEMO_PAID_GUID,
      status: 'paid',
      lines: [line(skus.ownBook, 1), line(skus.otherBook, 1)],
      createdAt: '2026-11-10T09:12:00Z',
      paidAt: '2026-11-10T09:15:00Z',
    },
    {
      guid: DEMO_TRANSFER_GUID,
      status: 'banktransfer',
      lines: [line(skus.otherBook2, 2)],
      createdAt: '2026-11-19T16:40:00Z',
      paidAt: null,
    },
  ];
  let invoices = 0;
  for (const order of orders) {
    const { totals, goods, vat, lineVat } = priced(order.lines);
    // Spec 3 §9: free from 20 euro within the Netherlands; shipping VAT is the books' rate here.
    const shipping = goods >= 2000 ? cents(0) : cents(845);
    const all = vatPerRate([
      ...totals.map((inclCents) => ({ inclCents, vatPercent: BOOK_VAT })),
      ...(shipping > 0 ? [{ inclCents: shipping, vatPercent: BOOK_VAT }] : []),
    ]);
    const shippingVat = cents(all[0]!.vatCents - vat[0]!.vatCents);
    const total = cents(goods + shipping);
    const paid = order.paidAt !== null;
    const invoice = paid
      ? formatInvoiceNumber({ year: invoiceYear(new Date(order.paidAt!)), sequence: ++invoices })
      : null;
    const { rows } = await conn.query(
      `INSERT INTO orders (guid, user_id, checkout_key, status, firstname, lastname, email, phonenr, address, housenr,
         zipcode, city, country_code, goods_gross_cents, discount_cents, goods_cents, shipping_cents,
         shipping_vat_percent, vat_cents, vat, total_cents, payment_method, bank_transfer_at, paid_at,
         invoice_number, invoice_date, released_at, tracktrace, fulfilled_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'NL', $13, 0, $13, $14, $15, $16, $17::jsonb, $18,
         $19, $20, $21, $22, $23, $24, $25, $27, $26, $26)
       RETURNING id`,
      [
        order.guid,
        customer.id,
        `demo-${order.guid}`,
        order.status,
        customer.firstname,
        customer.lastname,
        customer.email,
        customer.phonenr,
        customer.address,
        customer.housenr,
        customer.zipcode,
        customer.city,
        goods,
        shipping,
        BOOK_VAT,
        all[0]!.vatCents,
        JSON.stringify(all),
        total,
        paid ? 'ideal' : 'banktransfer',
        paid ? null : order.createdAt,
        order.paidAt,
        invoice,
        paid ? order.paidAt : null,
        order.paidAt ?? order.createdAt,
        paid ? '3SLWZR000012345' : '',
        order.createdAt,
        // Shipped the day after it was paid.
        paid ? new Date(new Date(order.paidAt!).getTime() + 24 * 3600 * 1000) : null,
      ],
    );
    const orderId = Number(rows[0]!.id);
    const values: unknown[][] = order.lines.map((l, index) => [
      orderId,
      index + 1,
      'book',
      l.sku,
      l.description,
      l.amount,
      l.unitPriceCents,
      lineVat[index],
      totals[index],
    ]);
    values.push([
      orderId,
      values.length + 1,
      'shipping',
      null,
      'Verzendkosten',
      1,
      shipping,
      shippingVat,
      shipping,
    ]);
    for (const v of values)
      await conn.query(
        `INSERT INTO order_lines (order_id, position, kind, sku, description, amount, unit_price_cents, vat_percent,
           vat_cents, total_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, ${BOOK_VAT}, $8, $9)`,
        v,
      );
    if (paid) {
      await conn.query(
        `INSERT INTO payments (order_id, attempt_key, provider, provider_id, method, status, amount_cents, paid_at,
           checked_at, created_at, updated_at)
         VALUES ($1, $2, 'test-gateway', $3, 'ideal', 'paid', $4, $5, $5, $6, $5)`,
        [orderId, `${orderId}:demo`, `tg_demo${order.guid}`, total, order.paidAt, order.createdAt],
      );
      // The test gateway's own record of it, so staff can refund the demo order there (issue 30).
      await conn.query(
        `INSERT INTO test_gateway_payments (id, idempotency_key, order_guid, amount_cents, description, method,
           status, redirect_url, webhook_url, created_at, updated_at, paid_at)
         VALUES ($1, $2, $3, $4, $5, 'ideal', 'paid', '/', '/', $6, $7, $7)`,
        [
          `tg_demo${order.guid}`,
          `${orderId}:demo`,
          order.guid,
          total,
          `Bestelling demo`,
          order.createdAt,
          order.paidAt,
        ],
      );
    }
  }
  if (invoices > 0)
    await conn.query('INSERT INTO invoice_counters (year, next) VALUES ($1, $2)', [
      invoiceYear(new Date(orders[0]!.paidAt!)),
      invoices + 1,
    ]);
}
