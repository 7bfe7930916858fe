// Invoices' table (issue 14 #9, decision 274): the gap-free invoice numbering, one counter row per Amsterdam
// calendar year. It is only ever moved inside the transaction that marks an order paid (./numbering.ts), so a
// rolled-back payment gives its number back and no number is used twice. Only server/invoices/ imports it.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    /** The next sequence number this year hands out (1 for a year without invoices). */
    next: integer('next').notNull(),
  },
  (t) => [check('invoice_counters_next', sql`${t.next} >= 1`)],
);

/**
 * Issue 30: credit invoices (a refund's correcting invoice) have their own gap-free series per year, moved only in
 * the transaction that finishes a refund (./numbering.ts).
 */
export const creditCounters = pgTable(
  'credit_counters',
  {
    year: integer('year').primaryKey(),
    next: integer('next').notNull(),
  },
  (t) => [check('credit_counters_next', sql`${t.next} >= 1`)],
);
