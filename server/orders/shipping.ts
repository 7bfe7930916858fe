// Issue 30 "Ship" (decision 567): staff mark a paid order (or one on account) shipped with its track & trace codes. In one
// transaction, with the order's row locked: the order is fulfilled (spec 2 §3 order_fulfilled) with its codes,
// the customer's shipping mail is queued in the outbox under a key of its own ('order-shipped:<id>'), and the
// audit log gets its line. Shipping again changes nothing and mails nothing; codes changed after shipping
// (a typo, a second parcel) are saved and logged without a second mail. The packing slip is made here too.
import { eq } from 'drizzle-orm';
import { parseTrackTraceInput, trackTraceLinks } from '../../domain/track-trace.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { settingsOf } from '../settings/service.ts';
import type { OrdersContext } from './context.ts';
import { countryFacts } from './countries.ts';
import { shippedMail } from './mails.ts';
import { renderPackingSlip } from './packing-slip.ts';
import { mailModel, mailShop, orderSummary } from './order-view.ts';
import { orders } from './schema.ts';
import { linesOf, lockedOrderByNumber, updateOrder } from './store.ts';

/** The packing slip of order `number` (paid or not: staff may pack before the money is in); null for none. */
export async function packingSlip(ctx: OrdersContext, number: number): Promise<Buffer | null> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const [lines, countries, settings] = await Promise.all([
    linesOf(ctx.db, order.id),
    countryFacts(ctx.db),
    settingsOf(ctx.db),
  ]);
  const shop = mailShop(settings).seller?.name ?? 'Leeswijzer';
  return renderPackingSlip(orderSummary(order, lines, countries.name), shop);
}

export const SHIPPED_MAIL_KEY = (orderId: number) => `order-shipped:${orderId}`;

export type ShipResult =
  | { kind: 'shipped'; codes: string[] }
  /** Codes of a shipped order changed; no second mail. */
  | { kind: 'codes_changed'; codes: string[] }
  | { kind: 'unchanged' }
  /** Parts of the input are no carrier's code (shown by the field, as typed). */
  | { kind: 'invalid'; unknown: string[] }
  | { kind: 'not_paid' }
  | { kind: 'not_found' };

/** Ships order `number` with the codes typed (one or more, or none for a parcel without track & trace). */
export async function shipOrder(
  ctx: OrdersContext,
  number: number,
  input: { codes: string },
  actorId: number,
): Promise<ShipResult> {
  const { codes, unknown } = parseTrackTraceInput(input.codes);
  if (unknown.length > 0) return { kind: 'invalid', unknown };
  const tracktrace = codes.join(',');
  return ctx.transaction(async (tx) => {
    const order = await lockedOrderByNumber(tx, number);
    if (!order) return { kind: 'not_found' };
    // Paid, or on account: a business customer's order may go before its money (decision 611).
    if (order.status !== 'paid' && order.onAccountAt === null) return { kind: 'not_paid' };
    const subject = `bestelling ${order.number}`;
    const now = ctx.now();
    if (order.fulfilledAt !== null) {
      if (order.tracktrace === tracktrace) return { kind: 'unchanged' };
      await updateOrder(tx, order.id, { tracktrace, updatedAt: now });
      await recordAudit(
        tx,
        {
          actorId,
          action: 'order.tracktrace',
          subject,
          before: { tracktrace: order.tracktrace },
          after: { tracktrace },
        },
        now,
      );
      return { kind: 'codes_changed', codes };
    }
    const shipped = await updateOrder(tx, order.id, { tracktrace, fulfilledAt: now, updatedAt: now });
    const summary = orderSummary(shipped, await linesOf(tx, order.id), (await countryFacts(tx)).name);
    // Read in the transaction: on the embedded database a read beside it waits for it to end.
    const model = mailModel(summary, mailShop(await settingsOf(tx)));
    const address = summary.delivery ?? summary.billing;
    const parcels = trackTraceLinks(tracktrace, address.countryCode, address.zipcode);
    await enqueueMail(tx, SHIPPED_MAIL_KEY(order.id), shippedMail(model, parcels, ctx.origin));
    await recordAudit(
      tx,
      {
        actorId,
        action: 'order.ship',
        subject,
        before: { fulfilled: false, tracktrace: order.tracktrace },
        after: { fulfilled: true, tracktrace },
      },
      now,
    );
    return { kind: 'shipped', codes };
  });
}
