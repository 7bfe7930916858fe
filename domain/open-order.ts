// Spec 1 §4 "Open-order notice": an order that still waits for payment (status void or banktransfer and no
// payment recorded) is pointed out to its customer, with a link to the orders tab of the account page.
export interface OrderPaymentState {
  status: string;
  /** When the payment was recorded; null while unpaid. */
  orderPaid: string | null;
}

export const OPEN_ORDER_STATUSES = ['void', 'banktransfer'] as const;
export const OPEN_ORDER_LINK = '/account/orders';

export function showsOpenOrderNotice(order: OrderPaymentState | null): boolean {
  if (!order) return false;
  return (OPEN_ORDER_STATUSES as readonly string[]).includes(order.status) && order.orderPaid === null;
}
