// Issue 30 (back office I): the staff's orders. The list at /beheer/bestellingen — the filter of the address
// (domain/staff-orders.ts: status view, payment method, dates in the shop's time zone, a search by order number,
// email, postcode or name), newest first, 25 a page, with the number of orders that match — and one order at
// /beheer/bestellingen/{number}: its summary as the customer's pages build it (lines as frozen, addresses,
// company, totals, invoice), the facts only staff see, and its payment attempts with their provider states. The
// same filter's orders in batches for the CSV export (decision 595): every page, newest first, each batch one
// query after the last key read (created_at, id), so an export of 100,000 orders holds one batch in memory.
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  STAFF_ORDER_EXPORT_BATCH,
  STAFF_ORDERS_PER_PAGE,
  type StaffOrderFilter,
  staffOrderSearch,
  type StaffOrderView,
} from '../../domain/staff-orders.ts';
import type { Cents } from '../../domain/money.ts';
import { isOrderStatus, type OrderStatus } from '../../domain/order-status.ts';
import { type CancelRefusal, cancelRefusal } from '../../domain/order-cancel.ts';
import { SHOP_TIME_ZONE } from '../../domain/dates.ts';
import type { PaymentAttempt, PaymentsService } from '../payments/service.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { methodTitle } from '../../domain/payment-methods.ts';
import { type OrderSummary, orderSummary } from './order-view.ts';
import { orders, refunds } from './schema.ts';
import { linesOf } from './store.ts';
import { orderTimeline, type TimelineEntry } from '../../domain/order-timeline.ts';
import { SHOP_ACTOR_ID } from '../../domain/staff-access.ts';
import { auditLinesOf } from '../audit/service.ts';
import { CANCELLED_MAIL_KEY } from './cancel.ts';
import { messagesByKeys } from '../outbox/outbox.ts';
import { MAIL_KEYS } from './paid.ts';
import { SHIPPED_MAIL_KEY } from './shipping.ts';
import { ON_ACCOUNT_MAIL_KEY, onAccountOffer } from './on-account.ts';
import type { OnAccountRefusal } from '../../domain/on-account.ts';
import { type ReceivedRefusal, receivedRefusal } from '../../domain/payment-received.ts';
import { settingsOf } from '../settings/service.ts';
import { type CommissionRow, commissionsOfOrder } from '../partners/service.ts';
import { liveLines, paidAttempt, REFUND_MAIL_KEY, refundable, type RefundRow, refundsOf } from './refunds.ts';
import { remainingOf, type RefundableLine } from '../../domain/refunds.ts';

/** One row of the list. */
export interface StaffOrderRow {
  number: number;
  createdAt: Date;
  name: string;
  company: string;
  email: string;
  zipcode: string;
  countryCode: string;
  status: OrderStatus;
  paymentMethodTitle: string;
  totalCents: Cents;
  paidAt: Date | null;
  shipped: boolean;
  /** On account and not paid yet (decision 611): the day it is due; null otherwise. */
  dueOn: string | null;
}

export interface StaffOrderPage {
  orders: StaffOrderRow[];
  /** The orders that match the filter, over every page. */
  total: number;
  page: number;
  pages: number;
}

export interface StaffOrder {
  summary: OrderSummary;
  /** What only staff see. */
  facts: {
    id: number;
    userId: number | null;
    /** The partner code the order came with (spec 3 §3 affiliate_id). */
    affiliateId: string | null;
    bankTransferAt: Date | null;
    /** When staff shipped it (spec 2 §3 order_fulfilled); null = not shipped. */
    fulfilledAt: Date | null;
    deletedAt: Date | null;
    /** When staff cancelled it (decision 606); kept when it was paid afterwards. */
    cancelledAt: Date | null;
    updatedAt: Date;
  };
  /** Why staff cannot cancel it (domain/order-cancel.ts); null when the cancel form is offered. */
  cancelRefusal: CancelRefusal | null;
  /** Newest first. */
  attempts: PaymentAttempt[];
  /** Oldest first (issue 30 refunds). */
  refunds: RefundRow[];
  /** Everything that happened to it, oldest first (domain/order-timeline.ts). */
  timeline: TimelineEntry[];
  /** The partner commission the order earned, and its reversals (spec 2 §9, decision 428). */
  commissions: CommissionRow[];
  /** Whether a received transfer may be recorded (decision 610): null when it may, else why not. */
  received: ReceivedRefusal | null;
  /** Whether it may go on account (decision 611) — null when it may — and the term the form starts with. */
  onAccount: { refusal: OnAccountRefusal | null; term: number };
  /** How a refund goes back: through the payment's provider, or paid back by hand (recorded here). */
  refundVia: 'provider' | 'manual';
  /** Each line (the shipping line too) with its description and what is left to refund of it. */
  refundable: (RefundableLine & { description: string; left: { amount: number; cents: Cents } })[];
}

/** One order as the CSV export writes it (decision 596): what a bookkeeper asks of it. */
export interface StaffOrderExportRow {
  number: number;
  createdAt: Date;
  status: OrderStatus;
  paymentMethodTitle: string;
  paidAt: Date | null;
  fulfilledAt: Date | null;
  invoiceNumber: string | null;
  name: string;
  company: string;
  email: string;
  zipcode: string;
  city: string;
  countryCode: string;
  /** The books after discounts, incl. VAT. */
  goodsCents: Cents;
  /** Null: the order has no shipping line. */
  shippingCents: Cents | null;
  vatCents: Cents;
  totalCents: Cents;
  affiliateId: string | null;
}

const VIEW_CONDITION: Record<StaffOrderView, () => SQL | undefined> = {
  all: () => ne(orders.status, 'open'),
  awaiting: () => inArray(orders.status, ['pending', 'banktransfer', 'void']),
  paid: () => eq(orders.status, 'paid'),
  // Paid, or on account (decision 611: it goes before its money).
  to_ship: () =>
    and(or(eq(orders.status, 'paid'), isNotNull(orders.onAccountAt)), isNull(orders.fulfilledAt)),
  shipped: () => and(eq(orders.status, 'paid'), isNotNull(orders.fulfilledAt)),
  refunded: () =>
    sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'refunded')`,
  cancelled: () => eq(orders.status, 'cancelled'),
  checkout: () => eq(orders.status, 'open'),
  on_account: () => and(isNotNull(orders.onAccountAt), ne(orders.status, 'paid')),
};

/** The orders of a status view as the list shows them (customer-deleted orders left out): the dashboard's counts. */
export const staffViewCondition = (view: StaffOrderView): SQL | undefined =>
  and(isNull(orders.deletedAt), VIEW_CONDITION[view]());

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Midnight of a calendar date in the shop's time zone, as the database compares it. */
const startOfDay = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

function conditions(filter: StaffOrderFilter): SQL[] {
  const where: (SQL | undefined)[] = [isNull(orders.deletedAt), VIEW_CONDITION[filter.view]()];
  if (filter.method) where.push(eq(orders.paymentMethod, filter.method));
  if (filter.from) where.push(gte(orders.createdAt, startOfDay(filter.from)));
  if (filter.to) where.push(lt(orders.createdAt, startOfDay(filter.to, 1)));
  const search = staffOrderSearch(filter.q);
  if (search?.kind === 'number') where.push(eq(orders.number, search.number));
  if (search?.kind === 'email') where.push(sql`lower(${orders.email}) like ${containing(search.text)}`);
  if (search?.kind === 'zipcode')
    where.push(or(eq(orders.zipcode, search.zipcode), eq(orders.deliveryZipcode, search.zipcode)));
  if (search?.kind === 'name') {
    const pattern = containing(search.text);
    where.push(
      or(
        sql`lower(${orders.firstname} || ' ' || ${orders.lastname}) like ${pattern}`,
        sql`lower(${orders.company}) like ${pattern}`,
        sql`lower(coalesce(${orders.deliveryName}, '')) like ${pattern}`,
        sql`lower(${orders.email}) like ${pattern}`,
      ),
    );
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

const ROW_COLUMNS = {
  number: orders.number,
  createdAt: orders.createdAt,
  firstname: orders.firstname,
  lastname: orders.lastname,
  company: orders.company,
  email: orders.email,
  zipcode: orders.zipcode,
  countryCode: orders.countryCode,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  paidAt: orders.paidAt,
  fulfilledAt: orders.fulfilledAt,
  paymentDueOn: orders.paymentDueOn,
};

type ListedRow = Pick<typeof orders.$inferSelect, keyof typeof ROW_COLUMNS>;

function listRow(row: ListedRow): StaffOrderRow {
  return {
    number: row.number,
    createdAt: row.createdAt,
    name: `${row.firstname} ${row.lastname}`.trim(),
    company: row.company,
    email: row.email,
    zipcode: row.zipcode,
    countryCode: row.countryCode,
    status: row.status as OrderStatus,
    paymentMethodTitle: methodTitle(row.paymentMethod),
    totalCents: row.totalCents as Cents,
    paidAt: row.paidAt,
    shipped: row.fulfilledAt !== null,
    dueOn: row.status === 'paid' ? null : row.paymentDueOn,
  };
}

/** Issue 30 /beheer/klanten/{id}: an account's orders, newest first (`limit` of them), and how many it has. */
export async function staffCustomerOrders(
  ctx: OrdersContext,
  userId: number,
  limit: number,
): Promise<{ orders: StaffOrderRow[]; total: number }> {
  const where = and(eq(orders.userId, userId), isNull(orders.deletedAt));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(ROW_COLUMNS)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map(listRow), total: counted?.n ?? 0 };
}

export async function staffOrderList(ctx: OrdersContext, filter: StaffOrderFilter): Promise<StaffOrderPage> {
  const where = and(...conditions(filter));
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select(ROW_COLUMNS)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(STAFF_ORDERS_PER_PAGE)
      .offset((filter.page - 1) * STAFF_ORDERS_PER_PAGE),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    orders: rows.map(listRow),
    total,
    page: filter.page,
    pages: Math.max(1, Math.ceil(total / STAFF_ORDERS_PER_PAGE)),
  };
}

const EXPORT_COLUMNS = {
  id: orders.id,
  // The key as the database's own text: a Date would round created_at's microseconds to milliseconds, and the next
  // batch would then skip or repeat orders made within the same millisecond.
  key: sql<string>`${orders.createdAt}::text`,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paidAt: orders.paidAt,
  fulfilledAt: orders.fulfilledAt,
  invoiceNumber: orders.invoiceNumber,
  firstname: orders.firstname,
  lastname: orders.lastname,
  company: orders.company,
  email: orders.email,
  zipcode: orders.zipcode,
  city: orders.city,
  countryCode: orders.countryCode,
  goodsCents: orders.goodsCents,
  shippingCents: orders.shippingCents,
  vatCents: orders.vatCents,
  totalCents: orders.totalCents,
  affiliateId: orders.affiliateId,
};

/**
 * Every order the list's filter finds (its page number aside), newest first as the list has them, in batches of
 * `batchRows`: each batch one query after the last (created_at, id) read, so it costs the same at the end as at
 * the start (the orders_created_idx index), and other requests get the database between batches.
 */
export async function* staffOrderBatches(
  ctx: OrdersContext,
  filter: StaffOrderFilter,
  batchRows = STAFF_ORDER_EXPORT_BATCH,
): AsyncGenerator<StaffOrderExportRow[]> {
  const where = conditions(filter);
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows = await ctx.db
      .select(EXPORT_COLUMNS)
      .from(orders)
      .where(
        and(
          ...where,
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (${after.key}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchRows);
    if (rows.length > 0)
      yield rows.map((row) => ({
        number: row.number,
        createdAt: row.createdAt,
        status: row.status as OrderStatus,
        paymentMethodTitle: methodTitle(row.paymentMethod),
        paidAt: row.paidAt,
        fulfilledAt: row.fulfilledAt,
        invoiceNumber: row.invoiceNumber,
        name: `${row.firstname} ${row.lastname}`.trim(),
        company: row.company,
        email: row.email,
        zipcode: row.zipcode,
        city: row.city,
        countryCode: row.countryCode,
        goodsCents: row.goodsCents as Cents,
        shippingCents: row.shippingCents as Cents | null,
        vatCents: row.vatCents as Cents,
        totalCents: row.totalCents as Cents,
        affiliateId: row.affiliateId,
      }));
    if (rows.length < batchRows) return;
    const last: { key: string; id: number } = rows[rows.length - 1]!;
    after = { key: last.key, id: last.id };
  }
}

export async function staffOrder(
  ctx: OrdersContext,
  payments: PaymentsService,
  number: number,
): Promise<StaffOrder | null> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const [lines, countries, attempts, refunded, commissions, audit, settings] = await Promise.all([
    linesOf(ctx.db, order.id),
    countryFacts(ctx.db),
    payments.attemptsOf(order.id),
    refundsOf(ctx.db, order.id),
    commissionsOfOrder(ctx.db, order.id),
    auditLinesOf(ctx.db, `bestelling ${order.number}`),
    settingsOf(ctx.db),
  ]);
  const mails = await messagesByKeys(ctx.db, [
    MAIL_KEYS.confirmation(order.id),
    MAIL_KEYS.bankTransfer(order.id),
    MAIL_KEYS.paymentReceived(order.id),
    SHIPPED_MAIL_KEY(order.id),
    ON_ACCOUNT_MAIL_KEY(order.id),
    CANCELLED_MAIL_KEY(order.id),
    ...refunded.map((refund) => REFUND_MAIL_KEY(refund.id)),
  ]);
  return {
    summary: orderSummary(order, lines, countries.name),
    facts: {
      id: order.id,
      userId: order.userId,
      affiliateId: order.affiliateId,
      bankTransferAt: order.bankTransferAt,
      fulfilledAt: order.fulfilledAt,
      deletedAt: order.deletedAt,
      cancelledAt: order.cancelledAt,
      updatedAt: order.updatedAt,
    },
    cancelRefusal: isOrderStatus(order.status)
      ? cancelRefusal({
          status: order.status,
          fulfilled: order.fulfilledAt !== null,
          deleted: order.deletedAt !== null,
          onAccount: order.onAccountAt !== null,
        })
      : 'in_checkout',
    attempts,
    refunds: refunded,
    commissions,
    timeline: orderTimeline({
      placedAt: order.createdAt,
      bankTransferAt: order.bankTransferAt,
      paidAt: order.paidAt,
      fulfilledAt: order.fulfilledAt,
      attempts: [...attempts]
        .reverse()
        .map((a) => ({ createdAt: a.createdAt, method: methodTitle(a.method), status: a.status })),
      mails,
      // The shop's own lines (a payment after a cancellation) are nobody's on the staff.
      audit: audit.map((line) => ({
        ...line,
        actorId: line.actorId === SHOP_ACTOR_ID ? null : line.actorId,
      })),
    }),
    received: receivedRefusal(order),
    onAccount: onAccountOffer(order, settings),
    refundVia: paidAttempt(attempts, payments) ? 'provider' : 'manual',
    refundable: refundable(lines).map((line) => ({
      ...line,
      description: lines.find((l) => l.position === line.position)!.description,
      left: remainingOf(refundable(lines), liveLines(refunded)).get(line.position)!,
    })),
  };
}
