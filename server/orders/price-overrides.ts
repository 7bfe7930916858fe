// Issue 30 staff price overrides on an order not paid yet (spec 3 §1, §3 order settings, §4 "Overruled
// discounts", §9): custom shipping costs, shipping off, overruled line discounts. The order is priced by the same
// rules as at the checkout (the cart's priceOrderLines → domain/cart-pricing.ts priceCart, then snapshotOf), so
// the total staff see is the total the customer is asked for. Saving is one transaction with the order's row
// locked: its settings, lines and totals rewritten, any payment started for the old total superseded (and
// cancelled at the provider after the commit, as the checkout does when an order changes), the overruled
// percents copied into the cart the order still belongs to, and one audit line with before → after. A save that
// changes nothing writes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import type { OrderAdjustment } from '../../domain/order-adjust.ts';
import { recordAudit } from '../audit/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import { contentDigest, orderContentDigest } from './content.ts';
import type { OrdersContext } from './context.ts';
import { destinationOf } from './order-view.ts';
import { orders } from './schema.ts';
import { snapshotOf } from './snapshot.ts';
import { linesOf, type OrderLineRow, type OrderRow, replaceLines, updateOrder } from './store.ts';

/**
 * Decision 602: the states an order's prices may still change in — every state before paid; never once its
 * invoice is made (an order on account, decision 611: a made invoice is only corrected by a credit invoice).
 */
const ADJUSTABLE_STATUSES: readonly OrderRow['status'][] = ['open', 'pending', 'void', 'banktransfer'];
const adjustable = (order: OrderRow) =>
  ADJUSTABLE_STATUSES.includes(order.status) && order.invoiceNumber === null;

export interface AdjustTotals {
  goodsGrossCents: number;
  discountCents: number;
  /** Null: the order has no shipping row (staff's "no shipping costs", or nothing to ship). */
  shippingCents: number | null;
  vatCents: number;
  totalCents: number;
}

export interface AdjustLine {
  position: number;
  sku: string;
  description: string;
  amount: number;
  unitPriceCents: number;
  discountPercent: number;
  totalCents: number;
}

export interface OrderSettings {
  customShippingCents: number | null;
  noShippingCosts: boolean;
  discountsOverruled: boolean;
}

/** What the page shows of an order before staff change it. */
export interface AdjustableOrder {
  number: number;
  status: OrderRow['status'];
  /** Not paid (nor deleted): its prices may change. */
  adjustable: boolean;
  settings: OrderSettings;
  lines: AdjustLine[];
  totals: AdjustTotals;
}

export type AdjustResult =
  | { kind: 'not_found' }
  /** Paid (or paid meanwhile): its prices are final. */
  | { kind: 'not_adjustable' }
  /** None of its books can be ordered any more: nothing to price. */
  | { kind: 'empty' }
  /** The customer changed the order's books while staff looked at it: look again. */
  | { kind: 'changed' }
  | {
      kind: 'preview';
      before: AdjustTotals;
      after: AdjustTotals;
      lines: AdjustLine[];
      /** Decision 631: skus whose discount the fixed book price held below what staff asked (or the rules gave). */
      fixedPriceSkus: string[];
    }
  | { kind: 'saved'; before: AdjustTotals; after: AdjustTotals }
  | { kind: 'unchanged' };

function totalsOf(order: OrderRow): AdjustTotals {
  return {
    goodsGrossCents: order.goodsGrossCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    vatCents: order.vatCents,
    totalCents: order.totalCents,
  };
}

function bookLines(lines: readonly OrderLineRow[]): AdjustLine[] {
  return lines.flatMap((line) =>
    line.kind === 'book' && line.sku !== null
      ? [
          {
            position: line.position,
            sku: line.sku,
            description: line.description,
            amount: line.amount,
            unitPriceCents: line.unitPriceCents,
            discountPercent: line.discountPercent,
            totalCents: line.totalCents,
          },
        ]
      : [],
  );
}

function settingsOf(order: OrderRow | OrderAdjustment): OrderSettings {
  return {
    customShippingCents: order.customShippingCents,
    noShippingCosts: order.noShippingCosts,
    discountsOverruled: order.discountsOverruled,
  };
}

/** The books ordered (sku and copies), to see whether the checkout rewrote them meanwhile. */
function booksKey(lines: readonly OrderLineRow[]): string {
  return JSON.stringify(bookLines(lines).map((line) => [line.sku, line.amount]));
}

async function orderByNumber(db: OrdersContext['db'], number: number, forUpdate = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), isNull(orders.deletedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Order `number` as the adjust page shows it; null when there is none (or it was deleted). */
export async function adjustableOrder(ctx: OrdersContext, number: number): Promise<AdjustableOrder | null> {
  const order = await orderByNumber(ctx.db, number);
  if (!order) return null;
  return {
    number: order.number,
    status: order.status,
    adjustable: adjustable(order),
    settings: settingsOf(order),
    lines: bookLines(await linesOf(ctx.db, order.id)),
    totals: totalsOf(order),
  };
}

/**
 * Order `number` priced with `adjustment`: shown (`save` false) or saved. The books stay what was ordered;
 * their prices are read fresh, as at every checkout step (decision 291).
 */
export async function adjustOrder(
  ctx: OrdersContext,
  payments: PaymentsService,
  number: number,
  adjustment: OrderAdjustment,
  actorId: number,
  save: boolean,
): Promise<AdjustResult> {
  const order = await orderByNumber(ctx.db, number);
  if (!order) return { kind: 'not_found' };
  if (!adjustable(order)) return { kind: 'not_adjustable' };
  const lines = await linesOf(ctx.db, order.id);
  const books = bookLines(lines);
  const view = await ctx.cart.priceOrderLines({
    userId: order.userId,
    countryCode: destinationOf(order),
    lines: books.map(({ sku, amount }) => ({ sku, amount })),
    overrides: {
      customShippingCents: adjustment.customShippingCents,
      noShippingRow: adjustment.noShippingCosts,
    },
    ...(adjustment.discountsOverruled ? { overruled: adjustment.discounts } : {}),
  });
  const snapshot = snapshotOf(view);
  if (snapshot.kind === 'empty') return { kind: 'empty' };
  const after: AdjustTotals = {
    goodsGrossCents: snapshot.totals.goodsGrossCents ?? 0,
    discountCents: snapshot.totals.discountCents ?? 0,
    shippingCents: snapshot.totals.shippingCents ?? null,
    vatCents: snapshot.totals.vatCents ?? 0,
    totalCents: snapshot.totals.totalCents ?? 0,
  };
  if (!save)
    return {
      kind: 'preview',
      before: totalsOf(order),
      after,
      lines: bookLines(snapshot.lines.map((line) => ({ ...line, orderId: order.id }))),
      fixedPriceSkus: view.lines.flatMap((line) =>
        line.priced && line.discountSource === 'fixed-price' ? [line.sku] : [],
      ),
    };

  const settings = settingsOf(adjustment);
  const saved = await ctx.transaction(async (tx): Promise<AdjustResult> => {
    const locked = await orderByNumber(tx, number, true);
    if (!locked) return { kind: 'not_found' };
    if (!adjustable(locked)) return { kind: 'not_adjustable' };
    const current = await linesOf(tx, locked.id);
    if (booksKey(current) !== booksKey(lines)) return { kind: 'changed' };
    const sameContent =
      contentDigest(snapshot.lines, after.totalCents) === (await orderContentDigest(tx, locked));
    if (sameContent && JSON.stringify(settingsOf(locked)) === JSON.stringify(settings))
      return { kind: 'unchanged' };
    // A payment started for the old content can no longer mark the order paid (server/orders/paid.ts compares
    // total and content); superseded here, it is cancelled at the provider after the commit.
    if (!sameContent) await payments.supersedeOpen(tx, locked.id);
    const status =
      locked.status !== 'pending' || sameContent
        ? locked.status
        : locked.releasedAt === null
          ? 'open'
          : locked.bankTransferAt
            ? 'banktransfer'
            : 'void';
    await replaceLines(tx, locked.id, snapshot.lines);
    await updateOrder(tx, locked.id, { ...snapshot.totals, ...settings, status });
    if (locked.releasedAt === null && locked.cartId !== null)
      await ctx.cart
        .withDb(tx)
        .copyOverruledDiscounts(
          locked.cartId,
          new Map(
            books.map(({ sku }) => [
              sku,
              adjustment.discountsOverruled ? (adjustment.discounts.get(sku) ?? 0) : null,
            ]),
          ),
        );
    const before = totalsOf(locked);
    await recordAudit(
      tx,
      {
        actorId,
        action: 'order.prices',
        subject: `bestelling ${locked.number}`,
        before: { ...settingsOf(locked), ...before, discounts: discountsOf(current) },
        after: { ...settings, ...after, discounts: discountsOf(snapshot.lines) },
      },
      ctx.now(),
    );
    return { kind: 'saved', before, after };
  });
  if (saved.kind === 'saved') await payments.cancelReplaced(order.id);
  return saved;
}

/** Each book line's discount percent by sku, for the audit line. */
function discountsOf(lines: readonly Pick<OrderLineRow, 'kind' | 'sku' | 'discountPercent'>[]) {
  return Object.fromEntries(
    lines.flatMap((line) => (line.kind === 'book' && line.sku ? [[line.sku, line.discountPercent]] : [])),
  );
}
