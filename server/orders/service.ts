// The orders capability (issue 14): the checkout (spec 3 §2–§5) and the customer's orders (spec 2 §2, §4), as
// two services the pages and routes call — services.checkout and services.orders. Every call takes who is asking
// as the server resolved it (the session's viewer, the cart owner from the session or the lw_guest cookie, the
// affiliate cookie, the client address): no id, price, status or owner ever comes from the browser. The guid of
// an order is its key in links (unguessable, 128 bits); the orders tab shows only the viewer's own orders.
//
// The pages' flow, all plain form posts (no JavaScript needed):
//   /shoppingcart/client   clientForm → (checkEmail) → saveClient → /shoppingcart/review
//   /shoppingcart/review   review (re-priced; leftOut books named) → /shoppingcart/payment
//   /shoppingcart/payment  paymentStep (methods, first choice, attemptKey) → startPayment
//                          → 'redirect': 303 to /payment?guid= (or straight to the url), 'bank-transfer': the
//                            confirmation view with the instructions, 'provider-error': the message, stay
//   /payment               paymentUrl(guid) → 303 to the provider's page (none: the result page)
//   /payment-result, /?guid=   paymentResult(guid): the status table, texts, bank details, resets
//   /account/orders        orders.list; orders.paymentStep + orders.pay ('Kies hoe je wilt betalen');
//                          orders.remove; /invoice/{guid} (server/orders/routes.ts)
//   the shell              orders.openOrderNotice
import type { Viewer } from '../accounts/viewer.ts';
import type { PaymentHooks, PaymentsService } from '../payments/service.ts';
import {
  accountOrders,
  type AccountOrders,
  type InvoiceResult,
  invoicePdf,
  openOrderNotice,
  type OrderPaymentStepResult,
  orderPaymentStep,
  payAgain,
  removeOrder,
  type RemoveResult,
} from './account-orders.ts';
import {
  type CheckoutOrderResult,
  completeBankTransfer,
  paymentResult,
  type PaymentResultResult,
  paymentStep,
  type PaymentStepResult,
  paymentUrl,
  review,
  startPayment,
} from './checkout.ts';
import type { CheckoutVisitor } from './checkout-common.ts';
import {
  checkEmail,
  type ClientForm,
  clientForm,
  type ClientStepInput,
  type ClientStepResult,
  type EmailCheckResult,
  saveClient,
} from './client-step.ts';
import { type OrdersContext, ordersContext, type OrdersDeps } from './context.ts';
import { orderPaymentHooks } from './paid.ts';
import type { PaymentInput, StartPaymentResult } from './payment-start.ts';
import { packingSlip, type ShipResult, shipOrder } from './shipping.ts';
import { type CancelResult, cancelOrder } from './cancel.ts';
import type { CancelInput } from '../../domain/order-cancel.ts';
import { type AdjustableOrder, adjustableOrder, adjustOrder, type AdjustResult } from './price-overrides.ts';
import type { OrderAdjustment } from '../../domain/order-adjust.ts';
import { type OnAccountResult, putOnAccount } from './on-account.ts';
import { type ReceivedResult, recordPaymentReceived } from './payment-received.ts';
import { creditInvoicePdf, type RefundInput, refundOrder, type RefundResult } from './refunds.ts';
import { staffOrderDashboard, type StaffOrderDashboard } from './staff-dashboard.ts';
import {
  type StaffOrder,
  staffCustomerOrders,
  staffOrderBatches,
  type StaffOrderExportRow,
  staffOrderList,
  staffOrder,
  type StaffOrderPage,
  type StaffOrderRow,
} from './staff-orders.ts';
import type { StaffOrderFilter } from '../../domain/staff-orders.ts';

export type { CheckoutVisitor } from './checkout-common.ts';
export { EMPTY_CART_TEXT } from './checkout-common.ts';
export type { ClientForm, ClientStepInput, ClientStepResult, EmailCheckResult } from './client-step.ts';
export { KNOWN_EMAIL_TEXT, parseClientForm, UNKNOWN_EMAIL_TEXT } from './client-step.ts';
export type {
  CheckoutOrderResult,
  PaymentResultData,
  PaymentResultResult,
  PaymentStepResult,
} from './checkout.ts';
export { SUCCESS_TEXT, VOID_TEXT_CUSTOMER, VOID_TEXT_GUEST } from './checkout.ts';
export type { PaymentInput, PaymentStep, StartPaymentResult } from './payment-start.ts';
export {
  CHOOSE_BANK_TEXT,
  CHOOSE_METHOD_TEXT,
  PROVIDER_REFUSED_TEXT,
  PROVIDER_UNAVAILABLE_TEXT,
  TECHNICAL_ERROR_TEXT,
} from './payment-start.ts';
export type {
  AccountOrder,
  AccountOrders,
  InvoiceResult,
  OrderPaymentStepResult,
  RemoveResult,
} from './account-orders.ts';
export { NO_OPEN_ORDERS_TEXT, NO_PAID_ORDERS_TEXT } from './account-orders.ts';
export type { OrderLineView, OrderSummary } from './order-view.ts';
export type { LeftOut } from './snapshot.ts';
export type { OrdersDeps } from './context.ts';
export type { StaffOrderDashboard } from './staff-dashboard.ts';
export type { AdjustableOrder, AdjustLine, AdjustResult, AdjustTotals } from './price-overrides.ts';
export type { StaffOrderExportRow } from './staff-orders.ts';
export type { CancelResult } from './cancel.ts';

/** The checkout: spec 3 §2 steps client → review → payment → confirmation, and the payment result. */
export interface CheckoutService {
  /**
   * The client step's form: the checkout order's data when there is one, else the customer's profile (a
   * logged-in customer starts filled in), else empty; the checkout key for the hidden field; the choices.
   */
  clientForm(visitor: CheckoutVisitor): Promise<ClientForm>;
  /**
   * Spec 3 §4 email check (a guest): 'known' → KNOWN_EMAIL_TEXT and the login view; 'unknown' →
   * UNKNOWN_EMAIL_TEXT and the optional password. Counted per client address ('throttled').
   */
  checkEmail(visitor: CheckoutVisitor, email: string): Promise<EmailCheckResult>;
  /**
   * Spec 3 §4/§5 client step: validated (profile rules, delivery address, business data with VIES), then saved
   * onto the visitor's checkout order — created the first time (one per checkout key and cart: double submits make
   * one), edited afterwards — and re-priced. A guest with a known email gets 'known-email'; a guest with a
   * password gets an account ('registered': set its session cookie, clear lw_guest — the cart moved in).
   * Errors are keyed by the input's names (firstname, countryCode, delivery.name, business.nrVat, password2 …).
   */
  saveClient(visitor: CheckoutVisitor, input: ClientStepInput): Promise<ClientStepResult>;
  /** Spec 3 §2 review: the checkout order re-priced from the cart ('no-order': back to the client step). */
  review(visitor: CheckoutVisitor): Promise<CheckoutOrderResult>;
  /** Spec 3 §2 payment step: the order re-priced, the methods offered, the first choice and the attemptKey. */
  paymentStep(visitor: CheckoutVisitor): Promise<PaymentStepResult>;
  /**
   * Spec 3 §4 start (the payment form: method, issuer, attemptKey): the order frozen from a fresh pricing and
   * the provider's payment made — 'redirect' to its page. Bank transfer completes the order instead
   * ('bank-transfer'). The same attemptKey sent again (double click, reload) gives the same payment.
   */
  startPayment(visitor: CheckoutVisitor, orderGuid: string, input: PaymentInput): Promise<StartPaymentResult>;
  /** Spec 3 §4 'Rond bestelling af' for bank transfer: status banktransfer, cart emptied, mail; idempotent. */
  completeBankTransfer(visitor: CheckoutVisitor, orderGuid: string): Promise<StartPaymentResult>;
  /** Spec 3 §2 /payment: the provider's page of the order's open payment; null when there is none. */
  paymentUrl(orderGuid: string): Promise<string | null>;
  /** Spec 2 §4 /payment-result (and /?guid=): status fetched when still open, the status table, resets. */
  paymentResult(visitor: CheckoutVisitor, orderGuid: string): Promise<PaymentResultResult>;
}

/** The customer's orders: spec 2 §2 orders tab, the invoice, the shell's notice. Owner only, ever. */
export interface OrdersService {
  /** 'Openstaande bestellingen' and 'Betaalde bestellingen' (empty for a guest). */
  list(viewer: Viewer): Promise<AccountOrders>;
  /** 'Kies hoe je wilt betalen' for an open order of the viewer's. */
  paymentStep(viewer: Viewer, orderGuid: string): Promise<OrderPaymentStepResult>;
  /**
   * 'Start betaling' / 'Rond bestelling af' on an open order: a new attempt on its frozen lines. `userAgent`: the
   * request's User-Agent header for the checkout monitor (its device class, browser and system only).
   */
  pay(
    viewer: Viewer,
    orderGuid: string,
    input: PaymentInput,
    userAgent?: string | null,
  ): Promise<StartPaymentResult>;
  /** Delete an open order of the viewer's when the deletable rule allows it. */
  remove(viewer: Viewer, orderGuid: string): Promise<RemoveResult>;
  /** The invoice PDF of a paid order, by its guid (GET /invoice/{guid}). */
  invoice(orderGuid: string): Promise<InvoiceResult>;
  /** Spec 1 §4 the open-order notice: shown when the viewer has an order waiting for payment. */
  openOrderNotice(viewer: Viewer): Promise<{ show: boolean; link: string; orderNumber: string | null }>;
}

/** Issue 30: the staff's orders — the filtered list of /beheer/bestellingen and one order with its attempts. */
export interface StaffOrdersService {
  list(filter: StaffOrderFilter): Promise<StaffOrderPage>;
  /** Null when no order has this number. */
  order(number: number): Promise<StaffOrder | null>;
  /** Issue 30: mark a paid order shipped with its track & trace codes (mailed once); `actorId` from the session. */
  ship(number: number, input: { codes: string }, actorId: number): Promise<ShipResult>;
  /**
   * Issue 30 (decisions 606–609): cancel an unpaid order that left the checkout, with the reason, its open payments
   * stopped and — when `notify` — the customer's mail; once, however often it is asked.
   */
  cancel(number: number, input: CancelInput, actorId: number): Promise<CancelResult>;
  /** Issue 30: an order's prices as the adjust page shows them; null when no order has this number. */
  adjustable(number: number): Promise<AdjustableOrder | null>;
  /**
   * Issue 30 staff price overrides (spec 3 §1, §4): the order priced with custom or no shipping costs and
   * overruled discounts — shown (`save` false), or saved with one audit line.
   */
  adjust(number: number, adjustment: OrderAdjustment, actorId: number, save: boolean): Promise<AdjustResult>;
  /** The packing slip PDF; null when no order has this number. */
  packingSlip(number: number): Promise<Buffer | null>;
  /** Issue 30: refund a paid order whole or per line (never more than paid; the form's key makes it once). */
  refund(number: number, input: RefundInput, actorId: number): Promise<RefundResult>;
  /**
   * Issue 30 (decision 610): a bank transfer staff saw arrive — the order paid as by any payment; the form's
   * `key` records it once.
   */
  recordPayment(
    number: number,
    input: { fields: Readonly<Record<string, string | undefined>>; key: string },
    actorId: number,
  ): Promise<ReceivedResult>;
  /** Issue 30 (decision 611): a business customer's unpaid order on account — invoiced now, due after the term. */
  putOnAccount(
    number: number,
    fields: Readonly<Record<string, string | undefined>>,
    actorId: number,
  ): Promise<OnAccountResult>;
  /** A finished refund's credit invoice PDF; null when there is none with this number on this order. */
  creditInvoice(number: number, creditNumber: string): Promise<{ pdf: Buffer; filename: string } | null>;
  /** The dashboard's order figures (/beheer): per day of payment, to ship, awaiting payment; `now` for tests. */
  dashboard(now?: Date): Promise<StaffOrderDashboard>;
  /** Issue 30 /beheer/klanten/{id}: an account's orders, newest first (`limit` of them), and how many it has. */
  ofCustomer(userId: number, limit: number): Promise<{ orders: StaffOrderRow[]; total: number }>;
  /** Issue 30: every order the list's filter finds, newest first, in batches (the CSV export, decision 595). */
  batches(filter: StaffOrderFilter, batchRows?: number): AsyncGenerator<StaffOrderExportRow[]>;
}

/**
 * Orders' side first (its hooks go to the payments service), then the services over payments:
 *   const orders = createOrdersCapability(deps); const payments = createPaymentsService({ hooks: orders.hooks, … });
 *   const { checkout, orders: list } = orders.withPayments(payments);
 */
export function createOrdersCapability(deps: OrdersDeps): {
  hooks: PaymentHooks;
  withPayments(payments: PaymentsService): {
    checkout: CheckoutService;
    orders: OrdersService;
    staffOrders: StaffOrdersService;
  };
} {
  const ctx: OrdersContext = ordersContext(deps);
  return {
    hooks: orderPaymentHooks(ctx),
    withPayments: (payments) => ({
      checkout: {
        clientForm: (visitor) => clientForm(ctx, visitor),
        checkEmail: (visitor, email) => checkEmail(ctx, visitor, email),
        saveClient: (visitor, input) => saveClient(ctx, payments, visitor, input),
        review: (visitor) => review(ctx, payments, visitor),
        paymentStep: (visitor) => paymentStep(ctx, payments, visitor),
        startPayment: (visitor, guid, input) => startPayment(ctx, payments, visitor, guid, input),
        completeBankTransfer: (visitor, guid) => completeBankTransfer(ctx, payments, visitor, guid),
        paymentUrl: (guid) => paymentUrl(ctx, payments, guid),
        paymentResult: (visitor, guid) => paymentResult(ctx, payments, visitor, guid),
      },
      orders: {
        list: (viewer) => accountOrders(ctx, viewer),
        paymentStep: (viewer, guid) => orderPaymentStep(ctx, payments, viewer, guid),
        pay: (viewer, guid, input, userAgent) =>
          payAgain(ctx, payments, viewer, guid, input, userAgent ?? null),
        remove: (viewer, guid) => removeOrder(ctx, payments, viewer, guid),
        invoice: (guid) => invoicePdf(ctx, guid),
        openOrderNotice: (viewer) => openOrderNotice(ctx, viewer),
      },
      staffOrders: {
        list: (filter) => staffOrderList(ctx, filter),
        order: (number) => staffOrder(ctx, payments, number),
        ship: (number, input, actorId) => shipOrder(ctx, number, input, actorId),
        cancel: (number, input, actorId) => cancelOrder(ctx, payments, number, input, actorId),
        adjustable: (number) => adjustableOrder(ctx, number),
        adjust: (number, adjustment, actorId, save) =>
          adjustOrder(ctx, payments, number, adjustment, actorId, save),
        packingSlip: (number) => packingSlip(ctx, number),
        refund: (number, input, actorId) => refundOrder(ctx, payments, number, input, actorId),
        recordPayment: (number, input, actorId) =>
          recordPaymentReceived(ctx, payments, number, input, actorId),
        putOnAccount: (number, fields, actorId) => putOnAccount(ctx, number, fields, actorId),
        creditInvoice: (number, creditNumber) => creditInvoicePdf(ctx, number, creditNumber),
        dashboard: (now) => staffOrderDashboard(ctx, now ?? ctx.now()),
        ofCustomer: (userId, limit) => staffCustomerOrders(ctx, userId, limit),
        batches: (filter, batchRows) => staffOrderBatches(ctx, filter, batchRows),
      },
    }),
  };
}
