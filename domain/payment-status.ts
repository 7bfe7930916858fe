// Spec 2 §4 "Payment status and confirmation page" and DESIGN "Money flow": the states of one payment attempt and
// the only ways they change, what the result page shows for an order's payment outcome, and which of the
// shopper's order and cart are reset afterwards.
//
// The old client's process values (payment_confirmed, payment_completed, pending, void, payment_error) and its
// order id 99 are not carried (spec README): an outcome below names what happened, the page's header key is
// derived from it, and "the order is reset" means the next checkout starts a new order.

/**
 * One payment attempt with the provider. `open` until the provider reports a final state; Mollie's `pending` and
 * `authorized` are still `open` here (not paid, not over).
 */
export const PAYMENT_STATES = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The states a payment never leaves (DESIGN "Money flow": a repeat webhook changes nothing). */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['paid', 'failed', 'canceled', 'expired'];

export function isPaymentState(value: unknown): value is PaymentState {
  return typeof value === 'string' && (PAYMENT_STATES as readonly string[]).includes(value);
}

export function isFinalPaymentState(state: PaymentState): boolean {
  return FINAL_PAYMENT_STATES.includes(state);
}

/** Whether a payment may go from `from` to `to`: out of open only, and only when it really changes. */
export function canChangePaymentState(from: PaymentState, to: PaymentState): boolean {
  return from === 'open' && to !== 'open';
}

/**
 * What the shop does with the state the provider reports for a payment (webhook, return or poll). The reported
 * state is the provider's word, fetched by the shop itself — nothing a browser or webhook body says — so this is
 * the only way to `paid`. A final state stays: a repeat is `unchanged`, and another final state is a `conflict`
 * (a provider that says paid after a recorded failure, say) that staff must look at; it is never applied.
 */
export type ReportedPaymentState =
  | { kind: 'change'; to: PaymentState }
  | { kind: 'unchanged' }
  | { kind: 'conflict'; recorded: PaymentState; reported: PaymentState };

export function applyReportedState(recorded: PaymentState, reported: PaymentState): ReportedPaymentState {
  if (recorded === reported) return { kind: 'unchanged' };
  if (canChangePaymentState(recorded, reported)) return { kind: 'change', to: reported };
  if (recorded === 'open') return { kind: 'unchanged' };
  return { kind: 'conflict', recorded, reported };
}

/**
 * An order's payment outcome as the result page sees it: paid, registered for bank transfer, still open with the
 * provider (processing), void (failed, cancelled, expired — or never started), or the order cancelled by staff
 * (issue 30, decision 606: it can no longer be paid).
 */
export const PAYMENT_OUTCOMES = ['paid', 'banktransfer', 'processing', 'void', 'cancelled'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The outcome of an order: bank transfer when registered so, else the state of its latest payment attempt. */
export function paymentOutcome(input: {
  bankTransfer: boolean;
  /** The latest attempt's state; null when no payment was started. */
  latestPayment: PaymentState | null;
}): PaymentOutcome {
  if (input.latestPayment === 'paid') return 'paid';
  if (input.bankTransfer) return 'banktransfer';
  if (input.latestPayment === 'open') return 'processing';
  return 'void';
}

/** Spec 2 §4: the page header keys of the payment confirmation page (and ours for a cancelled order). */
export type ResultHeader =
  'payment_success' | 'payment_pending' | 'payment_processing' | 'payment_error' | 'payment.cancelled';

export interface ResultPage {
  header: ResultHeader;
  /** banktransfer: the dialog with the bank details opens. */
  bankDetailsDialog: boolean;
  /** processing: the page looks again until the payment is final. */
  refreshUntilFinal: boolean;
  /** void: another payment method is offered (the anonymous text; a customer is sent to the orders tab). */
  offersOtherMethod: boolean;
}

/**
 * Spec 2 §4 status table: paid → success, bank transfer → pending with bank details, open → processing, void →
 * error; a cancelled order says so and offers nothing to pay.
 */
export function resultPage(outcome: PaymentOutcome): ResultPage {
  switch (outcome) {
    case 'paid':
      return page('payment_success');
    case 'banktransfer':
      return { ...page('payment_pending'), bankDetailsDialog: true };
    case 'processing':
      return { ...page('payment_processing'), refreshUntilFinal: true };
    case 'void':
      return { ...page('payment_error'), offersOtherMethod: true };
    case 'cancelled':
      return page('payment.cancelled');
  }
}

function page(header: ResultHeader): ResultPage {
  return { header, bankDetailsDialog: false, refreshUntilFinal: false, offersOtherMethod: false };
}

/** Who looks at the result: a guest (anonymous) or a logged-in customer. */
export type ViewerKind = 'guest' | 'customer';

export interface ResultResets {
  /** The shopper's current order is let go: the next checkout makes a new order (the old order id 99). */
  resetOrder: boolean;
  /** The shopper's cart is emptied (a guest's stored cart deleted, a customer's saved cart deleted). */
  clearCart: boolean;
}

/**
 * Spec 2 §4 rules after the result: paid and bank transfer reset the order and clear the cart; processing
 * changes nothing yet; void keeps a guest's order (to try another method) but lets a customer's go — it is
 * saved in the account to pay later — and then clears the cart as an order reset does (spec 3 §4 "Order
 * reset"). Paying an existing open order from the orders tab (use case open_order) never clears the cart: the
 * cart was not that order's.
 */
export function resultResets(
  outcome: PaymentOutcome,
  viewer: ViewerKind,
  payingOpenOrder: boolean = false,
): ResultResets {
  const resetOrder =
    outcome === 'paid' || outcome === 'banktransfer' || (outcome === 'void' && viewer === 'customer');
  return { resetOrder, clearCart: resetOrder && !payingOpenOrder };
}
