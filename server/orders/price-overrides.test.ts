// Issue 30 staff price overrides from the service's side, on each database: custom shipping costs on an order
// whose payment was started — shown first (nothing written), then saved with one audit line (before → after);
// the started payment for the old total is superseded and, paid anyway, does not mark the order paid; the
// customer's payment step asks the new total. Overruled discounts are copied into the customer's cart (spec 3
// §4) and cleared again; shipping off leaves no shipping row; a repeat writes nothing; a paid order is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineAmountCents } from '../../domain/cart-pricing.ts';
import { cents } from '../../domain/money.ts';
import type { OrderAdjustment } from '../../domain/order-adjust.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import {
  clientInput,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
  paidGuestOrder,
} from '../../tests/support/order-fixtures.ts';
import { queryRows } from '../db/client.ts';

const STAFF = 1;

function adjustment(overrides: Partial<OrderAdjustment> = {}): OrderAdjustment {
  return {
    customShippingCents: null,
    noShippingCosts: false,
    discountsOverruled: false,
    discounts: new Map(),
    ...overrides,
  };
}

describe.each(eachDatabase('parallel'))('staff price overrides on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const orderRow = async (guid: string) =>
    (
      await queryRows<{
        id: number;
        number: number;
        status: string;
        total_cents: number;
        goods_cents: number;
        shipping_cents: number | null;
        custom_shipping_cents: number | null;
        no_shipping_costs: boolean;
        discounts_overruled: boolean;
      }>(t.database.db, sql`select * from orders where guid = ${guid}`)
    )[0]!;
  const auditOf = (number: number) =>
    queryRows<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, before, after from audit_log where subject = ${`bestelling ${number}`} order by id`,
    );

  /** A guest's order with a started iDEAL payment (pending), and that payment's provider id. */
  async function pendingOrder() {
    const guest = await guestWithCart(t, 2);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error('client step refused');
    const step = await t.services.checkout.paymentStep(guest.visitor);
    if (step.kind !== 'ok') throw new Error('no payment step');
    const started = await t.services.checkout.startPayment(guest.visitor, saved.guid, {
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      attemptKey: step.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error('payment not started');
    return { ...guest, guid: saved.guid, providerId: started.url.split('/').pop()! };
  }

  it('shows custom shipping costs first, then saves them with one audit line; the old payment cannot pay', async () => {
    const order = await pendingOrder();
    const before = await orderRow(order.guid);
    expect(before.status).toBe('pending');
    const custom = adjustment({ customShippingCents: cents(495) });

    const preview = await t.services.staffOrders.adjust(before.number, custom, STAFF, false);
    expect(preview.kind).toBe('preview');
    if (preview.kind !== 'preview') return;
    expect(preview.after.shippingCents).toBe(495);
    expect(preview.after.totalCents).toBe(before.goods_cents + 495);
    expect(preview.before.totalCents).toBe(before.total_cents);
    expect((await orderRow(order.guid)).total_cents).toBe(before.total_cents);
    expect(await auditOf(before.number)).toEqual([]);

    // The provider cannot cancel it (Mollie, for some methods): the old payment stays payable there.
    t.provider.cancelable = false;
    const saved = await t.services.staffOrders.adjust(before.number, custom, STAFF, true);
    t.provider.cancelable = true;
    expect(saved).toEqual({ kind: 'saved', before: preview.before, after: preview.after });
    const after = await orderRow(order.guid);
    expect(after).toMatchObject({
      status: 'open',
      custom_shipping_cents: 495,
      shipping_cents: 495,
      total_cents: before.goods_cents + 495,
    });
    const audit = await auditOf(before.number);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.prices',
      before: { customShippingCents: null, totalCents: before.total_cents },
      after: { customShippingCents: 495, shippingCents: 495, totalCents: before.goods_cents + 495 },
    });

    // Paid anyway for the old total: the order stays unpaid.
    t.provider.settle(order.providerId, 'paid');
    await t.services.payments.sync(order.providerId);
    expect((await orderRow(order.guid)).status).toBe('open');

    // The customer's payment step asks the new total.
    const step = await t.services.checkout.paymentStep(order.visitor);
    expect(step.kind === 'ok' && step.step.totalCents).toBe(before.goods_cents + 495);

    // The same settings again: nothing written.
    expect(await t.services.staffOrders.adjust(before.number, custom, STAFF, true)).toEqual({
      kind: 'unchanged',
    });
    expect(await auditOf(before.number)).toHaveLength(1);
  });

  it('overrules the discounts: priced by the spec rule and copied into the customer cart, then cleared', async () => {
    const guest = await guestWithCart(t, 2, 2);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error('client step refused');
    const { number } = await orderRow(saved.guid);
    const shown = await t.services.staffOrders.adjustable(number);
    const [first, second] = shown!.lines;
    const overruled = adjustment({
      discountsOverruled: true,
      discounts: new Map([
        [first!.sku, 10],
        [second!.sku, 0],
      ]),
    });
    const result = await t.services.staffOrders.adjust(number, overruled, STAFF, true);
    expect(result.kind).toBe('saved');
    const lines = (await t.services.staffOrders.adjustable(number))!.lines;
    expect(lines[0]).toMatchObject({
      discountPercent: 10,
      totalCents: lineAmountCents(cents(first!.unitPriceCents), 2, 10),
    });
    expect(lines[1]).toMatchObject({ discountPercent: 0, totalCents: second!.unitPriceCents * 2 });

    const cart = await t.services.cart.view(guest.owner);
    const bySku = new Map(cart.lines.map((line) => [line.sku, line]));
    expect(bySku.get(first!.sku)).toMatchObject({ discountPercent: 10, discountSource: 'overruled' });
    // The checkout keeps the staff's percents when it prices the order again.
    const step = await t.services.checkout.paymentStep(guest.visitor);
    expect(step.kind === 'ok' && step.step.totalCents).toBe((await orderRow(saved.guid)).total_cents);
    expect((await t.services.staffOrders.adjustable(number))!.lines[0]!.discountPercent).toBe(10);

    await t.services.staffOrders.adjust(number, adjustment(), STAFF, true);
    const cleared = await t.services.cart.view(guest.owner);
    expect(cleared.lines.find((line) => line.sku === first!.sku)).not.toMatchObject({
      discountSource: 'overruled',
    });
    expect((await orderRow(saved.guid)).discounts_overruled).toBe(false);
  });

  it('holds an overruled discount on a fixed-price book to the law, and the preview names the book (decision 631)', async () => {
    const guest = await guestWithCart(t, 2, 2);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error('client step refused');
    const { number } = await orderRow(saved.guid);
    const [first, second] = (await t.services.staffOrders.adjustable(number))!.lines;
    const db = t.database.db;
    await db.execute(sql`update books set fixed_price = true where sku = ${first!.sku}`);
    try {
      const overruled = adjustment({
        discountsOverruled: true,
        discounts: new Map([
          [first!.sku, 40],
          [second!.sku, 10],
        ]),
      });
      const preview = await t.services.staffOrders.adjust(number, overruled, STAFF, false);
      if (preview.kind !== 'preview') throw new Error(`no preview: ${preview.kind}`);
      expect(preview.fixedPriceSkus).toEqual([first!.sku]);
      expect(preview.lines.map((line) => line.discountPercent)).toEqual([0, 10]);
    } finally {
      await db.execute(sql`update books set fixed_price = false where sku = ${first!.sku}`);
    }
  });

  it('turns shipping off: no shipping row, the total is the books', async () => {
    const guest = await guestWithCart(t, 1);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error('client step refused');
    const { number } = await orderRow(saved.guid);
    const result = await t.services.staffOrders.adjust(
      number,
      adjustment({ noShippingCosts: true }),
      STAFF,
      true,
    );
    expect(result.kind).toBe('saved');
    const row = await orderRow(saved.guid);
    expect(row).toMatchObject({
      no_shipping_costs: true,
      shipping_cents: null,
      total_cents: row.goods_cents,
    });
  });

  it('refuses a paid order and an unknown number', async () => {
    const paid = await paidGuestOrder(t);
    expect(
      await t.services.staffOrders.adjust(paid.number, adjustment({ noShippingCosts: true }), STAFF, true),
    ).toEqual({ kind: 'not_adjustable' });
    expect((await t.services.staffOrders.adjustable(paid.number))?.adjustable).toBe(false);
    expect(await t.services.staffOrders.adjust(999_999_998, adjustment(), STAFF, false)).toEqual({
      kind: 'not_found',
    });
  });
});
