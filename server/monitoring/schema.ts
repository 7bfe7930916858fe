// The checkout monitor's one table (issue 30, spec 3 §7 monitorOrderData / monitorStartPayment; decisions
// 591–593): counters, not visits. A row is how often a checkout step, a payment start or a payment result happened
// for the checkouts begun on one day, by payment method and by the shopper's device reduced to a class, a browser
// family and an operating system (domain/checkout-monitor.ts). Nothing in it points at an order, an account, an
// address or a browser version, so no row can be traced to a shopper. Kept 90 days (server/monitoring/service.ts
// prune). Only server/monitoring/ imports it (eslint.config.js TABLE_OWNERS).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const checkoutCounts = pgTable(
  'checkout_counts',
  {
    /** The Europe/Amsterdam day the checkout began (its order was made). */
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    /** The payment method of a start or a result; '' for the other steps. */
    method: text('method').notNull().default(''),
    device: text('device').notNull().default('unknown'),
    browser: text('browser').notNull().default('unknown'),
    os: text('os').notNull().default('unknown'),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    // One counter per day and dimensions: an event is one upsert adding 1 (insert … on conflict do update).
    primaryKey({ name: 'checkout_counts_pk', columns: [t.day, t.step, t.method, t.device, t.browser, t.os] }),
    check(
      'checkout_counts_step',
      sql`${t.step} in ('client_saved', 'review_shown', 'payment_shown', 'placed', 'payment_started', 'bank_transfer', 'paid', 'failed', 'canceled', 'expired')`,
    ),
    check('checkout_counts_count', sql`${t.count} >= 0`),
  ],
);
