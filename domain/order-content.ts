// DESIGN "Money flow", decision 362: what a payment pays for. A payment attempt keeps the content key of the order
// as it was when the payment started; the order is marked paid only when its content is still that — a payment
// started before the shopper changed the order (other lines, another country's shipping) pays nothing
// automatically, even when the total happens to be the same: staff refund it or settle it by hand.

/** The money-relevant facts of one order line (a book line or the shipping line). */
export interface OrderContentLine {
  position: number;
  kind: string;
  sku: string | null;
  amount: number;
  unitPriceCents: number;
  discountPercent: number;
  discountCents: number;
  vatPercent: number;
  vatCents: number;
  totalCents: number;
}

/**
 * One canonical text for the order's content: its lines in position order with every amount that makes up the
 * total, and the total itself. Equal content gives an equal key whatever order the lines were read in.
 */
export function orderContentKey(lines: readonly OrderContentLine[], totalCents: number): string {
  const parts = [...lines]
    .sort((a, b) => a.position - b.position)
    .map((l) =>
      [
        l.kind,
        l.sku ?? '',
        l.amount,
        l.unitPriceCents,
        l.discountPercent,
        l.discountCents,
        l.vatPercent,
        l.vatCents,
        l.totalCents,
      ].join(':'),
    );
  return `${parts.join('|')}=${totalCents}`;
}
