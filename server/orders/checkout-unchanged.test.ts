// Decision 756 (issue 33), on each database: the review and payment steps re-price the checkout order from the cart
// (spec 3 §4) but write it only when the pricing changed. An order that already holds the fresh pricing is read,
// not rewritten; the funnel step is still counted once; a change of the cart still reaches the order. The
// statements each step runs are counted and printed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import {
  clientInput,
  guestWithCart,
  openOrderServices,
  orderableBooks,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';

const WRITES = /^\s*(insert|update|delete)\b/i;

describe.each(eachDatabase())(
  'a checkout step that finds its order as priced on %s (decision 756)',
  (kind) => {
    let t: OrderTestServices;
    let statements: string[] = [];
    beforeAll(async () => {
      const database = await openTestDatabase(kind, { onQuery: (text) => statements.push(text) });
      t = await openOrderServices(kind, undefined, { database });
    });
    afterAll(async () => {
      await t?.dispose();
    });

    /** The step's statements, and those of them that write. */
    async function counted<T>(step: () => Promise<T>): Promise<{ result: T; all: number; writes: string[] }> {
      statements = [];
      const result = await step();
      return { result, all: statements.length, writes: statements.filter((s) => WRITES.test(s)) };
    }
    const orderOf = async (guid: string) =>
      (
        await queryRows<{ total_cents: number; monitor_steps: number; lines: number }>(
          t.database.db,
          sql`select total_cents, monitor_steps,
              (select count(*)::int from order_lines l where l.order_id = o.id) as lines
            from orders o where guid = ${guid}`,
        )
      )[0]!;

    it('writes only the first count of each step, and a changed cart again', async () => {
      const guest = await guestWithCart(t, 2, 1, '192.0.2.160');
      const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
      if (saved.kind !== 'ok') throw new Error(saved.kind);
      const before = await orderOf(saved.guid);

      const firstReview = await counted(() => t.services.checkout.review(guest.visitor));
      const againReview = await counted(() => t.services.checkout.review(guest.visitor));
      const firstPayment = await counted(() => t.services.checkout.paymentStep(guest.visitor));
      const againPayment = await counted(() => t.services.checkout.paymentStep(guest.visitor));
      console.log(
        `decision 756 on ${kind}: review ${firstReview.all} statements (${firstReview.writes.length} writes), ` +
          `again ${againReview.all} (${againReview.writes.length}); payment step ${firstPayment.all} ` +
          `(${firstPayment.writes.length}), again ${againPayment.all} (${againPayment.writes.length})`,
      );
      for (const step of [firstReview, againReview, firstPayment, againPayment])
        expect(step.result.kind).toBe('ok');
      // The first view of each step counts it (the order's step bit, the monitor's day row); nothing else is written:
      // no order lines deleted or inserted.
      for (const first of [firstReview, firstPayment]) {
        expect(first.writes.length).toBeGreaterThan(0);
        expect(first.writes.filter((s) => /order_lines/i.test(s))).toEqual([]);
      }
      expect(againReview.writes).toEqual([]);
      expect(againPayment.writes).toEqual([]);
      const after = await orderOf(saved.guid);
      expect(after.total_cents).toBe(before.total_cents);
      expect(after.lines).toBe(before.lines);
      expect(after.monitor_steps).not.toBe(before.monitor_steps);

      // The payment start freezes the order as shown: it holds those lines already, they are not written again.
      const step = againPayment.result.kind === 'ok' ? againPayment.result.step : null;
      const start = await counted(() =>
        t.services.checkout.startPayment(guest.visitor, saved.guid, {
          method: 'creditcard',
          issuer: null,
          attemptKey: step!.attemptKey,
          orderContent: step!.orderContent,
        }),
      );
      console.log(
        `decision 756 on ${kind}: payment start ${start.all} statements (${start.writes.length} writes)`,
      );
      expect(start.result.kind).toBe('redirect');
      expect(start.writes.filter((s) => /order_lines/i.test(s))).toEqual([]);
      expect((await orderOf(saved.guid)).lines).toBe(before.lines);

      // Another book in the cart: the next step writes the order anew, with the book and its price.
      const [other] = await orderableBooks(
        t.database.db,
        1,
        sql`sku not in (${sql.join(guest.skus, sql`, `)})`,
      );
      await t.services.cart.add(guest.owner, other!.sku, 1, { clientIp: '192.0.2.160' });
      const changed = await counted(() => t.services.checkout.review(guest.visitor));
      expect(changed.writes.some((s) => /order_lines/i.test(s))).toBe(true);
      const cart = await t.services.cart.view(guest.owner);
      const rewritten = await orderOf(saved.guid);
      expect(rewritten.total_cents).toBe(cart.pricing.totalCents);
      expect(rewritten.total_cents).not.toBe(before.total_cents);
      expect(changed.result.kind === 'ok' && changed.result.order.totalCents).toBe(cart.pricing.totalCents);
      // And once written, the next view is a read again.
      expect((await counted(() => t.services.checkout.review(guest.visitor))).writes).toEqual([]);
    });

    it('a remark changed in the cart reaches the order', async () => {
      const guest = await guestWithCart(t, 1, 1, '192.0.2.161');
      const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
      if (saved.kind !== 'ok') throw new Error(saved.kind);
      await t.services.checkout.review(guest.visitor);
      await t.services.cart.setRemark(guest.owner, 'Graag inpakken als cadeau');
      const changed = await counted(() => t.services.checkout.review(guest.visitor));
      expect(changed.writes.length).toBeGreaterThan(0);
      const [row] = await queryRows<{ remark: string }>(
        t.database.db,
        sql`select remark from orders where guid = ${saved.guid}`,
      );
      expect(row!.remark).toBe('Graag inpakken als cadeau');
    });
  },
);
