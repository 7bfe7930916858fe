// The checkout after the client step (spec 3 §2, §4; spec 2 §4): the review ('Controleer je bestelling') and the
// payment step ('Betaling') of the visitor's checkout order, each re-pricing it from the cart first; the start of
// a payment or the bank transfer; the result page's data (/payment-result, /?guid=) with the spec's status table
// and resets; and /payment's redirect to the provider's page.
import {
  type PaymentOutcome,
  type ResultPage,
  resultPage,
  resultResets,
} from '../../domain/payment-status.ts';
import type { TransferInstructions } from '../../domain/bank-transfer.ts';
import { BANK_TRANSFER } from '../../domain/payment-methods.ts';
import type { Db } from '../db/client.ts';
import type { PaymentsService } from '../payments/service.ts';
import { type CheckoutVisitor, EMPTY_CART_TEXT, priceForOrder } from './checkout-common.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { countFunnelStep, funnelStepCounted } from './monitor.ts';
import { type OrderSummary, orderSummary } from './order-view.ts';
import {
  CANCELLED_TEXT,
  instructionsFor,
  type PaymentInput,
  type PaymentStep,
  paymentStepOf,
  startPaymentFor,
  type StartPaymentResult,
} from './payment-start.ts';
import { contentDigest } from './content.ts';
import { holdsSnapshot, type LeftOut, snapshotOf } from './snapshot.ts';
import {
  checkoutOrderOfCart,
  linesOf,
  orderByGuid,
  orderById,
  type OrderRow,
  replaceLines,
  updateOrder,
} from './store.ts';

/** Spec 2 §8 / spec 3 §8: the void texts, verbatim. */
export const VOID_TEXT_CUSTOMER =
  'Je bestelling is opgeslagen in je account, maar nog niet betaald en kan daardoor niet verzonden worden.';
export const VOID_TEXT_GUEST = 'Je bestelling is niet betaald en kan daardoor niet verzonden worden.';
/** Spec 2 §4 status table, payment_success. */
export const SUCCESS_TEXT = 'Je bestelling wordt zo snel mogelijk verstuurd.';

export type CheckoutOrderResult =
  /** orderContent: the digest of the order as shown (decision 525), carried on to the payment step. */
  | { kind: 'ok'; order: OrderSummary; leftOut: LeftOut[]; orderContent: string }
  /** No valid client step yet: the step sends the shopper back to 'Vul je bestelgegevens in'. */
  | { kind: 'no-order' }
  | { kind: 'empty-cart'; message: string };

export type PaymentStepResult =
  | { kind: 'ok'; order: OrderSummary; step: PaymentStep }
  | { kind: 'no-order' }
  | { kind: 'empty-cart'; message: string };

export interface PaymentResultData {
  kind: 'ok';
  order: OrderSummary;
  outcome: PaymentOutcome;
  /** Spec 2 §4 status table: header, bank-details dialog, refresh while processing, another method on void. */
  page: ResultPage;
  /** The text under the header: success, or the void text for a customer or a guest; null otherwise. */
  text: string | null;
  /** Bank transfer: the accounts for the billing country and the order number as the reference. */
  bankTransfer: TransferInstructions | null;
  /** Processing: the provider's page of the open payment (to continue it); null otherwise. */
  checkoutUrl: string | null;
  /** This order is the visitor's checkout order: 'pay another way' goes to /shoppingcart/payment. */
  inCheckout: boolean;
}

export type PaymentResultResult = PaymentResultData | { kind: 'not-found' };

/** The visitor's checkout order, its cart id, or why there is none. */
async function visitorsOrder(
  ctx: OrdersContext,
  visitor: CheckoutVisitor,
): Promise<{ order: OrderRow; cartId: number } | null> {
  if (!visitor.cartOwner) return null;
  const cartId = await ctx.cart.cartId(visitor.cartOwner);
  if (cartId === null) return null;
  const order = await checkoutOrderOfCart(ctx.db, cartId);
  return order ? { order, cartId } : null;
}

/** The order is the checkout order of the visitor's cart (never another's, whatever guid is sent). */
async function isVisitorsCheckoutOrder(
  ctx: OrdersContext,
  visitor: CheckoutVisitor,
  order: OrderRow,
): Promise<boolean> {
  if (!visitor.cartOwner || order.releasedAt !== null || order.cartId === null) return false;
  return (await ctx.cart.cartId(visitor.cartOwner)) === order.cartId;
}

async function summaryOf(ctx: OrdersContext, order: OrderRow, db: Db = ctx.db): Promise<OrderSummary> {
  const [lines, countries] = await Promise.all([linesOf(db, order.id), countryFacts(db)]);
  return orderSummary(order, lines, countries.name);
}

/**
 * Spec 3 §4 "re-priced at every step": the visitor's checkout order written anew from the cart. An order whose
 * payment failed or was left is open again: its open attempt no longer counts and is cancelled at the provider —
 * unless the order is still exactly what that payment is for (the shopper came back from the provider's page, or
 * opened the step in another tab): then it stays pending with its payment, which a start of the same payment
 * reuses (decision 527). A pending order's payment is checked with the provider first.
 */
export async function refreshCheckoutOrder(
  ctx: OrdersContext,
  payments: PaymentsService,
  visitor: CheckoutVisitor,
  shown: 'review_shown' | 'payment_shown',
): Promise<CheckoutOrderResult & { row?: OrderRow }> {
  const found = await visitorsOrder(ctx, visitor);
  if (!found) return { kind: 'no-order' };
  if (found.order.status === 'pending') await payments.refreshOrder(found.order.id);
  const stored = await linesOf(ctx.db, found.order.id);
  const priced = await priceForOrder(ctx, visitor.cartOwner!, { ...found.order, lines: stored });
  const snapshot = priced ? snapshotOf(priced.view) : null;
  if (!snapshot || snapshot.kind === 'empty') return { kind: 'empty-cart', message: EMPTY_CART_TEXT };
  const digest = contentDigest(snapshot.lines, snapshot.totals.totalCents ?? 0);
  if (found.order.status === 'open' && holdsSnapshot(found.order, stored, snapshot, priced!.view.remark)) {
    // Decision 756: an open order that already holds this pricing has nothing to write (the payment start
    // compares the content again under its lock); only a step not counted before is counted.
    if (!funnelStepCounted(found.order, shown))
      await ctx.transaction((tx) =>
        countFunnelStep(ctx, tx, found.order.id, shown, visitor.meta.userAgent ?? null),
      );
    await payments.cancelReplaced(found.order.id);
    const countries = await countryFacts(ctx.db);
    return {
      kind: 'ok',
      order: orderSummary(found.order, stored, countries.name),
      leftOut: snapshot.leftOut,
      orderContent: digest,
      row: found.order,
    };
  }
  const row = await ctx.transaction(async (tx) => {
    const locked = await orderById(tx, found.order.id, true);
    if (!locked || locked.releasedAt !== null || locked.status === 'paid' || locked.status === 'banktransfer')
      return null;
    const current = locked.status === 'pending' ? await payments.currentOpen(locked.id, tx) : null;
    const unchanged = current !== null && current.orderContent === digest;
    if (locked.status !== 'open' && !unchanged) await payments.supersedeOpen(tx, locked.id);
    await replaceLines(tx, locked.id, snapshot.lines);
    const updated = await updateOrder(tx, locked.id, {
      ...snapshot.totals,
      status: unchanged ? 'pending' : 'open',
      remark: priced!.view.remark,
    });
    await countFunnelStep(ctx, tx, locked.id, shown, visitor.meta.userAgent ?? null);
    return updated;
  });
  if (!row) return { kind: 'no-order' };
  await payments.cancelReplaced(row.id);
  return {
    kind: 'ok',
    order: await summaryOf(ctx, row),
    leftOut: snapshot.leftOut,
    orderContent: digest,
    row,
  };
}

/** Spec 3 §2 review step. */
export async function review(
  ctx: OrdersContext,
  payments: PaymentsService,
  visitor: CheckoutVisitor,
): Promise<CheckoutOrderResult> {
  const { row: _row, ...result } = await refreshCheckoutOrder(ctx, payments, visitor, 'review_shown');
  return result;
}

/** Spec 3 §2 payment step: the order re-priced and the methods the provider offers for it. */
export async function paymentStep(
  ctx: OrdersContext,
  payments: PaymentsService,
  visitor: CheckoutVisitor,
): Promise<PaymentStepResult> {
  const refreshed = await refreshCheckoutOrder(ctx, payments, visitor, 'payment_shown');
  if (refreshed.kind !== 'ok') return refreshed;
  return { kind: 'ok', order: refreshed.order, step: await paymentStepOf(ctx, payments, refreshed.row!) };
}

/**
 * Spec 3 §4 start: the visitor's checkout order frozen from a fresh pricing of its cart, then paid — if it is
 * still what the payment form showed (`input.orderContent`, decision 525). A repeat of a completed bank transfer
 * (a double submit, a reload) shows the same confirmation (decision 528).
 */
export async function startPayment(
  ctx: OrdersContext,
  payments: PaymentsService,
  visitor: CheckoutVisitor,
  orderGuid: string,
  input: PaymentInput,
): Promise<StartPaymentResult> {
  const order = await orderByGuid(ctx.db, orderGuid);
  if (!order) return { kind: 'not-found' };
  if (order.status === 'paid') return { kind: 'paid', guid: order.guid };
  // Issue 30 (decision 606): a cancelled order was let go of its cart; its own shopper is told why it cannot be paid.
  if (order.status === 'cancelled' && (await cameFromVisitorsCart(ctx, visitor, order)))
    return { kind: 'cancelled', message: CANCELLED_TEXT, guid: order.guid };
  if (
    order.status === 'banktransfer' &&
    input.method === BANK_TRANSFER &&
    (await cameFromVisitorsCart(ctx, visitor, order))
  )
    return bankTransferDone(ctx, order);
  if (!(await isVisitorsCheckoutOrder(ctx, visitor, order))) return { kind: 'not-found' };
  const priced = await priceForOrder(ctx, visitor.cartOwner!, {
    ...order,
    lines: await linesOf(ctx.db, order.id),
  });
  const snapshot = priced ? snapshotOf(priced.view) : { kind: 'empty' as const, leftOut: [] };
  return startPaymentFor(ctx, payments, order, input, snapshot, visitor.meta.userAgent ?? null);
}

/** The order came from the visitor's cart (released since or not). */
async function cameFromVisitorsCart(
  ctx: OrdersContext,
  visitor: CheckoutVisitor,
  order: OrderRow,
): Promise<boolean> {
  if (!visitor.cartOwner || order.cartId === null || order.deletedAt !== null) return false;
  return (await ctx.cart.cartId(visitor.cartOwner)) === order.cartId;
}

/** The confirmation of a bank transfer registered before. */
async function bankTransferDone(ctx: OrdersContext, order: OrderRow): Promise<StartPaymentResult> {
  return {
    kind: 'bank-transfer',
    guid: order.guid,
    orderNumber: String(order.number),
    instructions: instructionsFor(order, await ctx.settings.all()),
  };
}

/** Spec 3 §4 bank transfer from the payment step ('Rond bestelling af'). */
export async function completeBankTransfer(
  ctx: OrdersContext,
  payments: PaymentsService,
  visitor: CheckoutVisitor,
  orderGuid: string,
): Promise<StartPaymentResult> {
  return startPayment(ctx, payments, visitor, orderGuid, {
    method: BANK_TRANSFER,
    issuer: null,
    attemptKey: '',
  });
}

/** Spec 3 §2 /payment: the provider's page of the order's open payment. */
export async function paymentUrl(
  ctx: OrdersContext,
  payments: PaymentsService,
  orderGuid: string,
): Promise<string | null> {
  const order = await orderByGuid(ctx.db, orderGuid);
  if (!order || order.status !== 'pending') return null;
  const open = (await payments.attemptsOf(order.id)).find((a) => a.status === 'open' && !a.superseded);
  return open?.checkoutUrl ?? null;
}

function outcomeOf(status: OrderRow['status']): PaymentOutcome {
  if (status === 'paid') return 'paid';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'banktransfer') return 'banktransfer';
  if (status === 'pending') return 'processing';
  return 'void';
}

/**
 * Spec 2 §4 payment confirmation page for the order with this guid (the guid is the key: guests reach their
 * order only through it). A payment still open is fetched from the provider first (the return URL's check);
 * then the status table, and the resets: a customer's void order is kept in the account and let go of the cart.
 */
export async function paymentResult(
  ctx: OrdersContext,
  payments: PaymentsService,
  visitor: CheckoutVisitor,
  orderGuid: string,
): Promise<PaymentResultResult> {
  let order = await orderByGuid(ctx.db, orderGuid);
  if (!order) return { kind: 'not-found' };
  if (order.status === 'pending') {
    await payments.refreshOrder(order.id);
    order = (await orderById(ctx.db, order.id))!;
  }
  const outcome = outcomeOf(order.status);
  const inCheckout = await isVisitorsCheckoutOrder(ctx, visitor, order);
  const resets = resultResets(outcome, visitor.viewer.loggedIn ? 'customer' : 'guest', !inCheckout);
  if (inCheckout && resets.resetOrder) {
    // Paid and bank transfer let go of the cart in their own transaction; this is a customer's void order, kept
    // in the account with its lines, which leave the cart (books added since stay, decision 526).
    const released = await ctx.transaction(async (tx) => {
      const locked = await orderById(tx, order!.id, true);
      if (!locked || locked.releasedAt !== null || locked.status !== 'void') return locked;
      const row = await updateOrder(tx, locked.id, { releasedAt: ctx.now() });
      if (resets.clearCart && locked.cartId !== null)
        await ctx.cart.withDb(tx).removeOrdered(locked.cartId, await linesOf(tx, locked.id));
      return row;
    });
    if (released) order = released;
  }
  const settings = await ctx.settings.all();
  const open =
    outcome === 'processing'
      ? (await payments.attemptsOf(order.id)).find((a) => a.status === 'open' && !a.superseded)
      : undefined;
  return {
    kind: 'ok',
    order: await summaryOf(ctx, order),
    outcome,
    page: resultPage(outcome),
    text:
      outcome === 'paid'
        ? SUCCESS_TEXT
        : outcome === 'void'
          ? visitor.viewer.loggedIn
            ? VOID_TEXT_CUSTOMER
            : VOID_TEXT_GUEST
          : null,
    bankTransfer: outcome === 'banktransfer' ? instructionsFor(order, settings) : null,
    checkoutUrl: open?.checkoutUrl ?? null,
    inCheckout: inCheckout && order.releasedAt === null,
  };
}
