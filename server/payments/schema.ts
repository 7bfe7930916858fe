// Payments' tables (issue 14): the shop's record of its payment attempts (`payments`, migration 0012) and the
// built-in test gateway's own store (migration 0011): the payments it holds as if it were an outside provider.
// The two never meet: the shop knows a gateway payment only through the PaymentProvider interface, as it would
// know Mollie's. Only server/payments/ imports these tables (eslint.config.js TABLE_OWNERS).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// A foreign key names orders' table: a schema file imports another capability's table only for that.
import { orders } from '../orders/schema.ts';

/**
 * One row per payment attempt (DESIGN "Money flow"). attempt_key is the checkout form's key for this attempt
 * (scoped by the order): a double click or a retried request finds the same row, and the provider gets it as
 * its idempotency key. provider_id is set once the provider made the payment. status mirrors the provider's
 * (domain/payment-status.ts) and leaves 'open' once, by a conditional update. superseded: a newer attempt was
 * started while this one was open (the shopper came back and chose again); it is still followed, but it no
 * longer counts as the order's open payment — at most one of those per order. order_content: the digest of the
 * order's content when the attempt was opened (domain/order-content.ts); a payment pays the order only for that.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    attemptKey: text('attempt_key').notNull(),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    method: text('method').notNull(),
    issuer: text('issuer'),
    status: text('status').notNull().default('open'),
    superseded: boolean('superseded').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    orderContent: text('order_content'),
    checkoutUrl: text('checkout_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The last time the status was fetched from the provider (webhook, return or poll). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_attempt_key_idx').on(t.attemptKey),
    uniqueIndex('payments_provider_id_idx').on(t.providerId),
    uniqueIndex('payments_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'open' and not ${t.superseded}`),
    index('payments_order_idx').on(t.orderId, t.createdAt),
    // The poller's list: open payments by age.
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('payments_amount', sql`${t.amountCents} > 0`),
    check('payments_status', sql`${t.status} in ('open', 'paid', 'failed', 'canceled', 'expired')`),
    check('payments_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/**
 * The test gateway's payments (server/payments/providers/test-gateway.ts). id is the provider id the shop keeps
 * ('tg_' and 24 random characters); idempotency_key makes a repeated create return the same payment. status is
 * changed only from 'open', by the choice on the hosted page (or a test calling settle).
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderGuid: text('order_guid').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    method: text('method').notNull(),
    issuer: text('issuer'),
    status: text('status').notNull().default('open'),
    redirectUrl: text('redirect_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('test_gateway_payments_key_idx').on(t.idempotencyKey),
    index('test_gateway_payments_order_idx').on(t.orderGuid),
    check('test_gateway_payments_amount', sql`${t.amountCents} > 0`),
    check(
      'test_gateway_payments_status',
      sql`${t.status} in ('open', 'paid', 'failed', 'canceled', 'expired')`,
    ),
    check('test_gateway_payments_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/** Issue 30: the test gateway's refunds (Mollie's refunds API in miniature); one per idempotency key. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testGatewayPayments.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_gateway_refunds_key_idx').on(t.idempotencyKey),
    index('test_gateway_refunds_payment_idx').on(t.paymentId),
    check('test_gateway_refunds_amount', sql`${t.amountCents} > 0`),
  ],
);
