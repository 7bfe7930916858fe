// The partner programme's tables (issue 17, spec 2 §3 partner, commission row, payout; spec 3 §3 partner code
// record): the partner record of each account that applied (its application, status, code and rates), the
// append-only commission ledger, the quarterly payouts, the partner codes' last use and our own short links.
// users keeps the legacy role fields the viewer, login and shell read (is_partner, partner_code, partner_status,
// partner_start); approval writes both in one transaction. Only server/partners/ and the seed write these.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// Foreign keys name accounts' users and orders' orders: a schema file imports another capability's table only for that.
import { users } from '../accounts/schema.ts';
import { orders } from '../orders/schema.ts';

/**
 * One row per account that applied to the programme (spec 2 §4 partner application) or that staff made a partner.
 * status: 'pend' (applied, waiting), 'approved', 'rejected'. code: the partner code, unique, set on approval.
 * Rates in percent (spec 2 §9): approval fills them from the terms (20/10, private 5/10); null means unset (10 %).
 * The row is also the lock a payout run and a reversal take (server/partners/ledger.ts, payouts.ts).
 */
export const partners = pgTable(
  'partners',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pend'),
    code: text('code'),
    isPrivate: boolean('is_private').notNull().default(false),
    commissionOwn: smallint('commission_own'),
    commissionOther: smallint('commission_other'),
    motivation: text('motivation').notNull().default(''),
    hasBookPage: boolean('has_book_page').notNull().default(false),
    bookPageUrl: text('book_page_url').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('partners_code_idx').on(t.code),
    index('partners_pending_idx')
      .on(t.appliedAt)
      .where(sql`${t.status} = 'pend'`),
    check('partners_status', sql`${t.status} in ('pend', 'approved', 'rejected')`),
    check('partners_approved_code', sql`${t.status} <> 'approved' or ${t.code} is not null`),
    check('partners_motivation', sql`char_length(${t.motivation}) <= 750`),
    check(
      'partners_rates',
      sql`(${t.commissionOwn} is null or ${t.commissionOwn} between 0 and 100) and (${t.commissionOther} is null or ${t.commissionOther} between 0 and 100)`,
    ),
  ],
);

/**
 * The commission ledger (spec 2 §3 commission row): append-only, never updated. One 'earned' row per book line of
 * a paid order brought by an approved partner (not the buyer), and at most one 'reversal' row per line when the
 * order is refunded or cancelled. The unique (order, line, kind) makes a repeated paid event or refund write once.
 * base_cents: the line excl. VAT; amount_cents: the commission excl. VAT (negative for a reversal), shown with
 * 21 % VAT to partners with a VAT number (domain/commission.ts). booked_on: the Amsterdam date the row counts on
 * (paid date, refund date) — the payout periods and open commissions use it (domain/payouts.ts).
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    // Issue 32 (decision 827): a number, not a foreign key — the ledger outlives a closed partner account (the
    // books keep it 7 years), as audit_log keeps its actor's number.
    partnerId: integer('partner_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderNumber: integer('order_number').notNull(),
    invoiceNumber: text('invoice_number'),
    orderTotalCents: integer('order_total_cents').notNull(),
    orderVatCents: integer('order_vat_cents').notNull(),
    position: smallint('position').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull(),
    copies: integer('copies').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    baseCents: integer('base_cents').notNull(),
    ownEdition: boolean('own_edition').notNull(),
    ratePercent: smallint('rate_percent').notNull(),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind').notNull(),
    bookedOn: date('booked_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commissions_line_kind_idx').on(t.orderId, t.position, t.kind),
    index('commissions_partner_idx').on(t.partnerId, t.bookedOn),
    check('commissions_kind', sql`${t.kind} in ('earned', 'reversal')`),
    check(
      'commissions_sign',
      sql`(${t.kind} = 'earned' and ${t.amountCents} >= 0) or (${t.kind} = 'reversal' and ${t.amountCents} <= 0)`,
    ),
    check('commissions_rate', sql`${t.ratePercent} between 0 and 100`),
  ],
);

/**
 * Spec 2 §3 payout, one row per partner and quarter (unique: a second run of the quarter writes nothing).
 * status 'paid' (amount paid, settled_date = the quarter's last day), 'saved' (€ 5–10 saved up, spec 2 §9) or
 * 'below' (under € 5 or nothing: carried over). amount_cents: excl. VAT, the balance at the run.
 * last_commission_id: the highest ledger row the run saw under the partner's lock (the race test checks it).
 * paid_on / paid_by (issue 30, decision 587): the day staff transferred a 'paid' payout and who marked it; null
 * while it is still to be transferred. settled_date stays the quarter's last day: the ledger's cut (#428, #431).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    // Issue 32 (decision 827): a number, not a foreign key — the ledger outlives a closed partner account (the
    // books keep it 7 years), as audit_log keeps its actor's number.
    partnerId: integer('partner_id').notNull(),
    quarter: text('quarter').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    settledDate: date('settled_date'),
    description: text('description').notNull().default(''),
    lastCommissionId: integer('last_commission_id').notNull().default(0),
    paidOn: date('paid_on'),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_partner_quarter_idx').on(t.partnerId, t.quarter),
    check('payouts_quarter', sql`${t.quarter} ~ '^[0-9]{4}Q[1-4]$'`),
    check('payouts_status', sql`${t.status} in ('paid', 'saved', 'below')`),
    check('payouts_amount', sql`${t.amountCents} >= 0`),
    check('payouts_settled', sql`(${t.status} = 'paid') = (${t.settledDate} is not null)`),
    check('payouts_paid_on', sql`${t.paidOn} is null or ${t.status} = 'paid'`),
  ],
);

/** Spec 3 §3 partner code record (code, last_date) and §7 activatePCUse: the last day a code brought a visitor. */
export const partnerCodeUses = pgTable('partner_code_uses', {
  code: text('code').primaryKey(),
  lastDate: date('last_date').notNull(),
});

/**
 * Our own short links /s/{code} (issue 17 #8, instead of spec 2 §9's external shortening service): a target
 * path on this site (with the partner code), counted per visit. One code per target.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    target: text('target').notNull(),
    partnerId: integer('partner_id').references(() => partners.userId, { onDelete: 'set null' }),
    visits: integer('visits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('short_links_target_idx').on(t.target)],
);
