// Spec 2 §4 "Orders" and DESIGN "Money flow": the states of an order and what the orders tab may do with one.
//
//   open          the checkout is under way: the order follows its cart, re-priced at every step
//   pending       an online payment was started: lines and totals are frozen at that moment
//   banktransfer  the customer chose to pay by bank transfer: frozen, waiting for the money
//   paid          the provider said paid for the full amount (the only way here); final
//   void          the last online attempt failed, was cancelled or expired: frozen, may be paid again
//   cancelled     staff cancelled it before it was paid (issue 30, decisions 606–607): frozen, never payable;
//                 in the orders tab's open list as 'Geannuleerd', which the customer may delete. A payment that
//                 arrives anyway still makes it paid (decision 608: money is never swallowed)
//
// The old client's order_paid / order_banktransfer / order_fulfilled / order_onaccount flags are derived from
// these; fulfilled is staff's shipping (issue 30, orders.fulfilled_at); on-account stays false until the back
// office gives it.
export const ORDER_STATUSES = ['open', 'pending', 'banktransfer', 'paid', 'void', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Spec 2 §2 orders tab: which list an order is in; an order still in its checkout is in neither. A cancelled
 * order stays in the open list (labelled 'Geannuleerd') so the customer sees what became of it (decision 606).
 */
export function orderList(status: OrderStatus): 'open' | 'paid' | null {
  if (status === 'paid') return 'paid';
  if (status === 'open') return null;
  return 'open';
}

/** The facts the deletable rule reads (spec 2 §3 Order: order_paid, order_fulfilled, order_banktransfer, …). */
export interface DeletableFacts {
  status: OrderStatus;
  paid: boolean;
  fulfilled: boolean;
  onAccount: boolean;
  /** Bank transfer was chosen for this order at some point (order_banktransfer). */
  bankTransfer: boolean;
}

/**
 * Spec 2 §4: deletable when not on account and fulfilled but unpaid; or not on account with bank transfer chosen
 * but unpaid; or void with nothing fulfilled, paid, on account or transferred. A paid order never is; a cancelled
 * one always is (decision 606: it can never be paid, so nothing is lost by removing it from the list).
 */
export function isDeletable(order: DeletableFacts): boolean {
  if (order.paid || order.status === 'paid') return false;
  if (order.status === 'cancelled') return true;
  if (!order.onAccount && order.fulfilled) return true;
  if (!order.onAccount && order.bankTransfer) return true;
  return order.status === 'void' && !order.fulfilled && !order.onAccount && !order.bankTransfer;
}

/**
 * Spec 2 §4 'Betaal nu' (or 'Betaal anders' when the status is banktransfer): which payment button an open-list
 * order shows; null when it cannot be paid from the orders tab (in its checkout still, paid, or cancelled).
 */
export function payAction(status: OrderStatus): 'pay-now' | 'pay-differently' | null {
  if (status === 'banktransfer') return 'pay-differently';
  if (status === 'void' || status === 'pending') return 'pay-now';
  return null;
}

/** Whether a new payment attempt may be started on an order (checkout or orders tab): not paid, not cancelled. */
export function isPayable(status: OrderStatus): boolean {
  return status !== 'paid' && status !== 'cancelled';
}
