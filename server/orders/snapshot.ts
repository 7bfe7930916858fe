// An order's snapshot (issue 14 #4, DESIGN "Money flow"): the cart as priced by domain/cart-pricing.ts turned into
// order lines — every price, discount and VAT rate as charged — plus the shipping line and the totals. Lines the
// cart shows but cannot charge (a book no longer orderable, an unknown sku: decision 219) are not ordered; they
// are named so the review step can say so. Σ lines + shipping = total holds by construction (priceCart's own).
import { isDeepStrictEqual } from 'node:util';
import type { ShippingRule } from '../../domain/shipping.ts';
import type { CartView } from '../cart/service.ts';
import { SHIPPING_DESCRIPTION } from '../invoices/invoice-model.ts';
import type { NewOrderLine, OrderLineRow, OrderRow, OrderValues } from './store.ts';

/** Quotes that mean "no shipping row on the order" (nothing shipped, or staff's no-shipping-costs). */
const NO_SHIPPING_ROW: readonly ShippingRule[] = ['empty', 'ebooks-only', 'no-shipping-row'];

export interface LeftOut {
  sku: string;
  title: string;
  reason: 'unknown' | 'not-orderable';
}

export type Snapshot =
  | { kind: 'ok'; lines: NewOrderLine[]; totals: OrderValues; leftOut: LeftOut[] }
  /** Nothing in the cart can be ordered: there is no order to make or keep. */
  | { kind: 'empty'; leftOut: LeftOut[] };

export function snapshotOf(view: CartView): Snapshot {
  const leftOut: LeftOut[] = view.lines.flatMap((line) =>
    line.priced ? [] : [{ sku: line.sku, title: line.title, reason: line.reason }],
  );
  const priced = view.lines.flatMap((line) => (line.priced ? [line] : []));
  if (priced.length === 0) return { kind: 'empty', leftOut };
  const { pricing } = view;
  const lines: NewOrderLine[] = priced.map((line, index) => ({
    position: index + 1,
    kind: 'book',
    sku: line.sku,
    description: line.description,
    amount: line.amount,
    unitPriceCents: line.priceCents,
    discountPercent: line.discountPercent,
    discountCents: line.discountCents,
    vatPercent: line.vatPercent,
    vatCents: line.vatCents,
    totalCents: line.lineTotalCents,
    ebook: line.kind === 'ebook',
  }));
  const shipping = pricing.shipping;
  const hasShippingRow = !NO_SHIPPING_ROW.includes(shipping.rule);
  if (hasShippingRow)
    lines.push({
      position: lines.length + 1,
      kind: 'shipping',
      sku: null,
      description: SHIPPING_DESCRIPTION,
      amount: 1,
      unitPriceCents: shipping.costCents,
      discountPercent: 0,
      discountCents: 0,
      vatPercent: shipping.vatPercent,
      vatCents: shipping.costCents === 0 ? 0 : shipping.vatCents,
      totalCents: shipping.costCents,
      ebook: false,
    });
  const totals: OrderValues = {
    goodsGrossCents: pricing.goodsGrossCents,
    discountCents: pricing.discountCents,
    goodsCents: pricing.goodsTotalCents,
    shippingCents: hasShippingRow ? shipping.costCents : null,
    shippingVatPercent: hasShippingRow ? shipping.vatPercent : null,
    vatCents: pricing.vatTotalCents,
    vat: pricing.vat.map((rate) => ({ ...rate })),
    totalCents: pricing.totalCents,
  };
  return { kind: 'ok', lines, totals, leftOut };
}

/**
 * The order already holds this snapshot and remark: every line with every field, every total (decision 756). Then
 * a checkout step that re-prices it has nothing to write.
 */
export function holdsSnapshot(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  snapshot: Extract<Snapshot, { kind: 'ok' }>,
  remark: string,
): boolean {
  if (order.remark !== remark || lines.length !== snapshot.lines.length) return false;
  const stored = lines.map(({ orderId: _orderId, ...line }) => line);
  if (!isDeepStrictEqual(stored, snapshot.lines)) return false;
  return Object.entries(snapshot.totals).every(([key, value]) =>
    isDeepStrictEqual(order[key as keyof OrderRow], value),
  );
}
