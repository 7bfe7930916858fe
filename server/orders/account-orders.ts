// Spec 2 §2 and §4 the orders tab (/account/orders): the viewer's own orders in 'Openstaande bestellingen' and
// 'Betaalde bestellingen' — only ever the owner's (the user id comes from the session) — with pay now / pay
// differently (the payment sub-view 'Kies hoe je wilt betalen', a new attempt on the order's frozen lines),
// delete by the deletable rule, the invoice and PostNL's track-and-trace links; the invoice PDF (for the owner
// or by the guid of the mail's link); and the shell's open-order notice (spec 1 §4).
import { type DownloadLinkView, downloadLinksOf } from '../ebooks/service.ts';
import { isDeletable, orderList, payAction } from '../../domain/order-status.ts';
import { OPEN_ORDER_LINK, showsOpenOrderNotice } from '../../domain/open-order.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { sellerFromSettings } from '../invoices/seller-settings.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { invoiceModel, type OrderSummary, orderSummary } from './order-view.ts';
import {
  type PaymentInput,
  type PaymentStep,
  paymentStepOf,
  startPaymentFor,
  type StartPaymentResult,
} from './payment-start.ts';
import { linesOf, orderByGuid, type OrderRow, ordersOfUser, updateOrder, orderById } from './store.ts';

/** Spec 2 §2 empty texts. */
export const NO_OPEN_ORDERS_TEXT = 'Je hebt geen openstaande bestellingen.';
export const NO_PAID_ORDERS_TEXT = 'Je hebt nog geen bestellingen betaald.';

export interface AccountOrder extends OrderSummary {
  /** Issue 32: a paid order's e-books, each with its personal download link (empty for other orders). */
  downloads: DownloadLinkView[];
  /** Spec 2 §4 'Betaal nu' / 'Betaal anders'; null on a paid order. */
  payAction: 'pay-now' | 'pay-differently' | null;
  deletable: boolean;
}

export interface AccountOrders {
  /** Newest first. */
  open: AccountOrder[];
  paid: AccountOrder[];
}

export type OrderPaymentStepResult =
  { kind: 'ok'; order: OrderSummary; step: PaymentStep } | { kind: 'not-found' };
export type RemoveResult = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'not-deletable' };
export type InvoiceResult =
  | { kind: 'ok'; pdf: Buffer; filename: string }
  | { kind: 'not-found' }
  /** Not paid yet: an invoice exists only for a paid order. */
  | { kind: 'not-paid' }
  /** The seller's details in the settings are missing or wrong (named); no invoice can be printed. */
  | { kind: 'unavailable'; settings: string[] };

function facts(order: OrderRow) {
  return {
    status: orderSummaryStatus(order),
    paid: order.paidAt !== null,
    fulfilled: order.fulfilledAt !== null,
    onAccount: order.onAccountAt !== null,
    bankTransfer: order.bankTransferAt !== null,
  };
}

function orderSummaryStatus(order: OrderRow) {
  return order.status as AccountOrder['status'];
}

/** The viewer's order with this guid; null for anyone else's, a guest, or a deleted order. */
async function ownOrder(ctx: OrdersContext, viewer: Viewer, guid: string): Promise<OrderRow | null> {
  if (!viewer.loggedIn) return null;
  const order = await orderByGuid(ctx.db, guid);
  return order && order.userId === viewer.userId ? order : null;
}

export async function accountOrders(ctx: OrdersContext, viewer: Viewer): Promise<AccountOrders> {
  if (!viewer.loggedIn) return { open: [], paid: [] };
  const [rows, countries] = await Promise.all([ordersOfUser(ctx.db, viewer.userId), countryFacts(ctx.db)]);
  const result: AccountOrders = { open: [], paid: [] };
  const downloads = await downloadLinksOf(
    ctx.db,
    rows.filter((row) => row.paidAt !== null).map((row) => row.id),
    ctx.now(),
  );
  for (const row of rows) {
    const summary = orderSummary(row, await linesOf(ctx.db, row.id), countries.name);
    const list = orderList(summary.status);
    if (!list) continue;
    result[list].push({
      ...summary,
      downloads: downloads.get(row.id) ?? [],
      payAction: payAction(summary.status),
      deletable: isDeletable(facts(row)),
    });
  }
  return result;
}

export async function orderPaymentStep(
  ctx: OrdersContext,
  payments: PaymentsService,
  viewer: Viewer,
  guid: string,
): Promise<OrderPaymentStepResult> {
  const order = await ownOrder(ctx, viewer, guid);
  if (!order || payAction(orderSummaryStatus(order)) === null) return { kind: 'not-found' };
  const summary = orderSummary(order, await linesOf(ctx.db, order.id), (await countryFacts(ctx.db)).name);
  return { kind: 'ok', order: summary, step: await paymentStepOf(ctx, payments, order) };
}

/**
 * Spec 2 §4 'Start betaling' (or 'Rond bestelling af') on an open order: a new attempt, its lines as frozen.
 * `userAgent`: the request's header, for the checkout monitor's device counts.
 */
export async function payAgain(
  ctx: OrdersContext,
  payments: PaymentsService,
  viewer: Viewer,
  guid: string,
  input: PaymentInput,
  userAgent: string | null,
): Promise<StartPaymentResult> {
  const order = await ownOrder(ctx, viewer, guid);
  if (!order) return { kind: 'not-found' };
  if (order.status === 'paid') return { kind: 'paid', guid: order.guid };
  // A cancelled order (decision 606): startPaymentFor refuses it with its message.
  if (order.status !== 'cancelled' && payAction(orderSummaryStatus(order)) === null)
    return { kind: 'not-found' };
  return startPaymentFor(ctx, payments, order, input, null, userAgent);
}

/** Spec 2 §4 delete (after 'Annuleer / Verwijder'): only the owner's, only when deletable; kept, never shown. */
export async function removeOrder(
  ctx: OrdersContext,
  payments: PaymentsService,
  viewer: Viewer,
  guid: string,
): Promise<RemoveResult> {
  const order = await ownOrder(ctx, viewer, guid);
  if (!order) return { kind: 'not-found' };
  const removed = await ctx.transaction(async (tx) => {
    const locked = await orderById(tx, order.id, true);
    if (!locked || locked.deletedAt) return { kind: 'not-found' } as const;
    if (!isDeletable(facts(locked))) return { kind: 'not-deletable' } as const;
    await payments.supersedeOpen(tx, locked.id);
    await updateOrder(tx, locked.id, { deletedAt: ctx.now(), releasedAt: locked.releasedAt ?? ctx.now() });
    return { kind: 'ok' } as const;
  });
  // A payment still open for the deleted order can no longer be paid (decision 527).
  if (removed.kind === 'ok') await payments.cancelReplaced(order.id);
  return removed;
}

/**
 * The invoice PDF of a paid order or one on account: GET /invoice/{guid} (the mail's link; the guid is the key) and the orders
 * tab. Made from the order's snapshot each time it is asked for (the same model gives the same bytes).
 */
export async function invoicePdf(ctx: OrdersContext, guid: string): Promise<InvoiceResult> {
  const order = await orderByGuid(ctx.db, guid);
  if (!order) return { kind: 'not-found' };
  // Paid, or on account (decision 611: its invoice is made when it goes on account, to be paid later).
  if ((order.status !== 'paid' && order.onAccountAt === null) || !order.invoiceNumber)
    return { kind: 'not-paid' };
  const seller = sellerFromSettings(await ctx.settings.all());
  if (seller.kind === 'incomplete') {
    ctx.log.error({ settings: seller.settings }, 'invoice refused: seller settings incomplete');
    return { kind: 'unavailable', settings: seller.settings };
  }
  const summary = orderSummary(order, await linesOf(ctx.db, order.id), (await countryFacts(ctx.db)).name);
  const model = invoiceModel(summary, seller.seller)!;
  return { kind: 'ok', pdf: await renderInvoicePdf(model), filename: `factuur-${order.invoiceNumber}.pdf` };
}

/** Spec 1 §4 open-order notice: the customer's latest order waiting for payment (void or bank transfer). */
export async function openOrderNotice(
  ctx: OrdersContext,
  viewer: Viewer,
): Promise<{ show: boolean; link: string; orderNumber: string | null }> {
  if (!viewer.loggedIn) return { show: false, link: OPEN_ORDER_LINK, orderNumber: null };
  const rows = await ordersOfUser(ctx.db, viewer.userId);
  const waiting = rows.find((row) =>
    showsOpenOrderNotice({ status: row.status, orderPaid: row.paidAt?.toISOString() ?? null }),
  );
  return {
    show: waiting !== undefined,
    link: OPEN_ORDER_LINK,
    orderNumber: waiting ? String(waiting.number) : null,
  };
}
