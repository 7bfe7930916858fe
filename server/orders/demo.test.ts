// Issue 14 demo data: the customer account's order history as the orders tab shows it — one paid order whose
// invoice renders (its numbers pass the invoice's own checks) with a PostNL link, one order waiting for a bank
// transfer (pay differently, deletable) that lights the open-order notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { demoUserId } from '../../tests/support/cart-fixtures.ts';
import { DEMO_PAID_GUID, DEMO_TRANSFER_GUID } from '../db/seed/orders.ts';
import {
  customerVisitor,
  openOrderServices,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';

describe.each(eachDatabase())('the demo orders on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("the customer's orders tab: one paid with its invoice, one waiting for a bank transfer", async () => {
    const { viewer } = customerVisitor(await demoUserId(t.database.db, 'klant@leeswijzer.nl'));
    const list = await t.services.orders.list(viewer);
    expect(list.paid.map((o) => [o.guid, o.invoiceNumber, o.paymentMethodTitle])).toEqual([
      [DEMO_PAID_GUID, '2026-000001', 'iDEAL'],
    ]);
    expect(list.paid[0]!.trackTrace.map((l) => l.url)).toEqual([
      'https://jouw.postnl.nl/track-and-trace/3SLWZR000012345-NL-1016GV',
    ]);
    expect(list.open.map((o) => [o.guid, o.status, o.payAction, o.deletable])).toEqual([
      [DEMO_TRANSFER_GUID, 'banktransfer', 'pay-differently', true],
    ]);
    for (const order of [...list.paid, ...list.open]) {
      const sum = order.lines.reduce((s, l) => s + l.totalCents, 0) + (order.shipping?.costCents ?? 0);
      expect(sum).toBe(order.totalCents);
    }
    const invoice = await t.services.orders.invoice(DEMO_PAID_GUID);
    expect(invoice.kind).toBe('ok');
    expect(await t.services.orders.invoice(DEMO_TRANSFER_GUID)).toEqual({ kind: 'not-paid' });
    expect(await t.services.orders.openOrderNotice(viewer)).toMatchObject({
      show: true,
      link: '/account/orders',
    });
  });
});
