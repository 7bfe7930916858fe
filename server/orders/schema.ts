// Orders' tables (issue 14, spec 3 §3 order data and order settings, spec 2 §3 order and order line): one row per
// order with a snapshot of everything the customer gave and was charged, its lines (the books and the shipping
// line), frozen when a payment starts. An order never changes when the catalogue does. Only server/orders/
// imports them (eslint.config.js TABLE_OWNERS); payments reach an order through the hooks orders hands them.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Foreign keys name accounts' users: a schema file imports another capability's table only for that.
import { users } from '../accounts/schema.ts';

/** Decision 287: readable order numbers 10001, 10002, … (gaps are harmless here; invoice numbers have none). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001, minValue: 10001 });

/** The VAT per rate of the order's snapshot (domain/vat.ts VatPerRate). */
export interface StoredVatRate {
  vatPercent: number;
  inclCents: number;
  vatCents: number;
  exclCents: number;
}

/**
 * Spec 3 §3 order data. status: domain/order-status.ts. cart_id is the cart the order came from (no foreign
 * key: carts are pruned, orders are kept); released_at ends its tie to that cart (paid, bank transfer, a
 * customer's void order kept for later): while it is null the order is the cart's checkout order, at most one
 * per cart. checkout_key: one order per checkout, however often the first step is sent.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: integer('number')
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    guid: text('guid').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cartId: integer('cart_id'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    checkoutKey: text('checkout_key').notNull(),
    status: text('status').notNull().default('open'),
    // Spec 3 §3 client_profile and billing_address (stored as typed, apostrophes as backticks).
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phonenr: text('phonenr').notNull().default(''),
    address: text('address').notNull(),
    housenr: text('housenr').notNull().default(''),
    addition: text('addition').notNull().default(''),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    // Spec 3 §3 delivery_address; all null when the order ships to the billing address.
    deliveryName: text('delivery_name'),
    deliveryCompany: text('delivery_company'),
    deliveryAddress: text('delivery_address'),
    deliveryHousenr: text('delivery_housenr'),
    deliveryAddition: text('delivery_addition'),
    deliveryZipcode: text('delivery_zipcode'),
    deliveryCity: text('delivery_city'),
    deliveryCountryCode: text('delivery_country_code'),
    // Spec 3 §3 company_profile; '' when none was given.
    company: text('company').notNull().default(''),
    nrKvk: text('nr_kvk').notNull().default(''),
    nrVat: text('nr_vat').notNull().default(''),
    validVat: boolean('valid_vat').notNull().default(false),
    remark: text('remark').notNull().default(''),
    /** Spec 3 §3 affiliate_id: the partner code of the visitor's lw_affiliate cookie when the order was made. */
    affiliateId: text('affiliate_id'),
    // Spec 3 §3 order settings (staff; honoured by the price rules).
    customShippingCents: integer('custom_shipping_cents'),
    noShippingCosts: boolean('no_shipping_costs').notNull().default(false),
    discountsOverruled: boolean('discounts_overruled').notNull().default(false),
    // The snapshot totals (domain/cart-pricing.ts CartPricing), rewritten while open, frozen after.
    goodsGrossCents: integer('goods_gross_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    goodsCents: integer('goods_cents').notNull().default(0),
    /** Null: the order has no shipping row (only e-books, or staff's "no shipping costs"); 0: free. */
    shippingCents: integer('shipping_cents'),
    shippingVatPercent: smallint('shipping_vat_percent'),
    vatCents: integer('vat_cents').notNull().default(0),
    vat: jsonb('vat').$type<StoredVatRate[]>().notNull().default([]),
    totalCents: integer('total_cents').notNull().default(0),
    /** The method of the last payment chosen ('ideal', 'banktransfer', …). */
    paymentMethod: text('payment_method'),
    /** Spec 2 §3 order_banktransfer: when bank transfer was chosen. */
    bankTransferAt: timestamp('bank_transfer_at', { withTimezone: true }),
    /**
     * Issue 32 (decision 815): when the buyer of an e-book consented to its immediate delivery and acknowledged the
     * loss of the right of withdrawal for it (art. 6:230p(g) BW), ticked on the payment form.
     */
    digitalConsentAt: timestamp('digital_consent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number'),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    /** Spec 2 §3 tracktrace: carriers' barcodes, comma-separated (domain/track-trace.ts; set when shipped). */
    tracktrace: text('tracktrace').notNull().default(''),
    /** Spec 2 §3 order_fulfilled: when staff shipped the order (issue 30; null = not shipped). */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /**
     * Spec 2 §3 order_onaccount (issue 30, decision 611): when staff let a business customer's unpaid order go
     * on account — its invoice is made then (number and date), it may ship before the money is in, and it is due
     * on payment_due_on (the shop's calendar date: the invoice date plus the payment term).
     */
    onAccountAt: timestamp('on_account_at', { withTimezone: true }),
    paymentDueOn: date('payment_due_on', { mode: 'string' }),
    /**
     * Issue 30 cancel (decision 606): when staff cancelled the unpaid order. Kept when a payment arrives anyway and
     * the order becomes paid (decision 608), so the order's history still says it was cancelled first.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Spec 2 §4 delete: an unpaid order the customer removed; kept (its payment attempts refer to it), never shown. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Issue 30 checkout monitor (decision 591): the funnel steps this checkout has been counted for, one bit each
     * (server/orders/monitor.ts), so a reload or a second tab never counts a checkout twice.
     */
    monitorSteps: smallint('monitor_steps').notNull().default(0),
    /**
     * Issue 32 (decision 824): when the customer's account was closed — the fields the invoice does not print
     * were erased then; fully_erased_at: when the rest went too (at once without an invoice, else after the
     * legal 7 years by the retention job, server/orders/personal-data.ts).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    fullyErasedAt: timestamp('fully_erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_guid_idx').on(t.guid),
    uniqueIndex('orders_checkout_key_idx').on(t.checkoutKey),
    uniqueIndex('orders_invoice_number_idx').on(t.invoiceNumber),
    // One checkout order per cart (spec 3 §4 "an open unpaid order is edited, not duplicated").
    uniqueIndex('orders_cart_checkout_idx')
      .on(t.cartId)
      .where(sql`${t.cartId} is not null and ${t.releasedAt} is null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // Issue 30 (decision 598): the staff's list and its CSV export, newest first — a page or a keyset batch reads
    // its rows from here, read backwards (ascending with nulls last is exactly 'desc' read from the end, which
    // drizzle's desc() — nulls last — would not match), instead of sorting every order; and the search for part of an email (LIKE '%…%', which
    // no b-tree serves) through trigrams, as the catalogue's title search does.
    index('orders_created_idx').on(t.createdAt, t.id),
    // The list's count of a status view: read from this small index alone (index-only), not from every order row.
    index('orders_staff_status_idx')
      .on(t.status, t.fulfilledAt)
      .where(sql`${t.deletedAt} is null`),
    // Orders on account (decision 611), few among many: the 'on account' view and the on-account half of 'to ship'.
    index('orders_on_account_idx')
      .on(t.paymentDueOn)
      .where(sql`${t.onAccountAt} is not null and ${t.deletedAt} is null`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // The search by name: each of the four places a name is looked for (server/orders/staff-orders.ts), as the
    // expression the search compares, so the planner can combine them (a bitmap OR).
    index('orders_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`,
    ),
    index('orders_company_trgm_idx').using('gin', sql`lower(${t.company}) gin_trgm_ops`),
    index('orders_delivery_name_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.deliveryName}, '')) gin_trgm_ops`,
    ),
    // The search by postcode: the invoice's or the delivery's.
    index('orders_zipcode_idx').on(t.zipcode),
    index('orders_erased_idx')
      .on(t.erasedAt)
      .where(sql`${t.erasedAt} is not null and ${t.fullyErasedAt} is null`),
    index('orders_delivery_zipcode_idx').on(t.deliveryZipcode),
    check(
      'orders_status',
      sql`${t.status} in ('open', 'pending', 'banktransfer', 'paid', 'void', 'cancelled')`,
    ),
    check('orders_cancelled', sql`${t.status} <> 'cancelled' or ${t.cancelledAt} is not null`),
    check('orders_paid', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check(
      'orders_invoice',
      sql`(${t.invoiceNumber} is null or ${t.status} = 'paid' or ${t.onAccountAt} is not null) and ((${t.invoiceNumber} is null) = (${t.invoiceDate} is null))`,
    ),
    check('orders_total', sql`${t.totalCents} >= 0 and ${t.goodsCents} >= 0`),
    check('orders_custom_shipping', sql`${t.customShippingCents} is null or ${t.customShippingCents} >= 0`),
    check(
      'orders_fulfilled',
      sql`${t.fulfilledAt} is null or ${t.status} = 'paid' or ${t.onAccountAt} is not null`,
    ),
    check('orders_on_account', sql`(${t.onAccountAt} is null) = (${t.paymentDueOn} is null)`),
  ],
);

/**
 * Spec 2 §3 order line (book_id, description, costs, amount, discount) and the shipping line ('Verzendkosten'):
 * a snapshot of each price, discount and VAT rate. position orders them; the shipping line comes last.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    sku: text('sku'),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    /** Price per copy incl. VAT (the shipping line: its cost). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    vatPercent: smallint('vat_percent').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Issue 32: the book line is an e-book — delivered as a download, never shipped (decision 805). */
    ebook: boolean('ebook').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_kind', sql`${t.kind} in ('book', 'shipping')`),
    check('order_lines_sku', sql`(${t.kind} = 'book') = (${t.sku} is not null)`),
    check('order_lines_amount', sql`${t.amount} > 0`),
    check('order_lines_discount', sql`${t.discountPercent} between 0 and 100`),
    check('order_lines_total', sql`${t.totalCents} >= 0 and ${t.unitPriceCents} >= 0`),
  ],
);

/** What one refund line gives back: copies of an order line (the shipping line: 1), and the amount incl. VAT. */
export interface StoredRefundLine {
  position: number;
  amount: number;
  cents: number;
  vatPercent: number;
}

/**
 * Issue 30 refunds: money given back on a paid order, whole or per line, through the provider of the payment
 * (or, for a bank transfer, recorded as paid back by hand). A row is written before the provider is asked
 * ('pending', its key the provider's idempotency key) and finished after ('refunded' with its credit invoice
 * number, or 'failed'), so a crash in between is resumed with the same key and never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The provider's idempotency key: one per refund, sent with every try. */
    key: text('key').notNull(),
    status: text('status').notNull().default('pending'),
    /** 'provider' (Mollie, the test gateway) or 'manual' (a bank transfer paid back by hand). */
    method: text('method').notNull(),
    lines: jsonb('lines').$type<StoredRefundLine[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    providerRefundId: text('provider_refund_id'),
    creditNumber: text('credit_number'),
    creditDate: timestamp('credit_date', { withTimezone: true }),
    lastError: text('last_error'),
    /** The staff member (audit_log has the rest). */
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_key_idx').on(t.key),
    uniqueIndex('refunds_credit_number_idx').on(t.creditNumber),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_status', sql`${t.status} in ('pending', 'refunded', 'failed')`),
    check('refunds_method', sql`${t.method} in ('provider', 'manual')`),
    check('refunds_amount', sql`${t.amountCents} > 0`),
    check(
      'refunds_credit',
      sql`(${t.status} = 'refunded') = (${t.creditNumber} is not null) and (${t.creditNumber} is null) = (${t.creditDate} is null)`,
    ),
  ],
);
