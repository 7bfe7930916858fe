// Issue 30 "Ship" from the service's side, on each database: a paid order shipped with its codes is fulfilled,
// queues one Dutch shipping mail with the carrier's link (code, country, postcode) and writes one audit line; the
// same codes again change nothing, corrected codes are saved without a second mail, a code no carrier uses and an
// unpaid order are refused; eight simultaneous shipments of one order ship it once (PostgreSQL: 'parallel'); the
// packing slip names the order, the address and every book.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import {
  clientInput,
  countRows,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
  paidGuestOrder,
} from '../../tests/support/order-fixtures.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { queryRows } from '../db/client.ts';

const STAFF = 1;

describe.each(eachDatabase('parallel'))('shipping an order on %s', (kind) => {
  let t: OrderTestServices;
  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const mailsFor = (id: number) =>
    queryRows<{ recipient: string; subject: string; text: string }>(
      t.database.db,
      sql`select recipient, subject, body->>'text' as text from outbox_messages
          where idempotency_key = ${`order-shipped:${id}`}`,
    );
  const auditOf = (number: number) =>
    queryRows<{ action: string; before: unknown; after: unknown; actor_id: number }>(
      t.database.db,
      sql`select action, before, after, actor_id from audit_log where subject = ${`bestelling ${number}`} order by id`,
    );

  it('ships a paid order once: fulfilled, one mail with the carrier link, one audit line', async () => {
    const order = await paidGuestOrder(t, { personal: { zipcode: '1016GV' } });
    const result = await t.services.staffOrders.ship(order.number, { codes: '3s lwzr 0000 54321' }, STAFF);
    expect(result).toEqual({ kind: 'shipped', codes: ['3SLWZR000054321'] });

    const staff = await t.services.staffOrders.order(order.number);
    expect(staff?.facts.fulfilledAt).toBeInstanceOf(Date);
    expect(staff?.summary.trackTrace).toEqual([
      {
        barcode: '3SLWZR000054321',
        carrier: 'postnl',
        url: 'https://jouw.postnl.nl/track-and-trace/3SLWZR000054321-NL-1016GV',
      },
    ]);
    const [mail, ...more] = await mailsFor(order.id);
    expect(more).toEqual([]);
    expect(mail!.recipient).toBe(order.email);
    expect(mail!.subject).toBe(`Je bestelling ${order.number} is verzonden`);
    expect(mail!.text).toContain('https://jouw.postnl.nl/track-and-trace/3SLWZR000054321-NL-1016GV');
    expect(mail!.text).toContain('Je volgt je pakket bij PostNL met de track & trace-code 3SLWZR000054321.');
    expect(await auditOf(order.number)).toEqual([
      {
        action: 'order.ship',
        actor_id: STAFF,
        before: { fulfilled: false, tracktrace: '' },
        after: { fulfilled: true, tracktrace: '3SLWZR000054321' },
      },
    ]);

    // The same codes again: nothing changes, nothing is mailed or logged.
    expect(await t.services.staffOrders.ship(order.number, { codes: '3SLWZR000054321' }, STAFF)).toEqual({
      kind: 'unchanged',
    });
    // A second parcel: saved and logged, no second mail.
    expect(
      await t.services.staffOrders.ship(order.number, { codes: '3SLWZR000054321, 05212345678901' }, STAFF),
    ).toEqual({ kind: 'codes_changed', codes: ['3SLWZR000054321', '05212345678901'] });
    expect(await mailsFor(order.id)).toHaveLength(1);
    expect((await auditOf(order.number)).map((line) => line.action)).toEqual([
      'order.ship',
      'order.tracktrace',
    ]);
    expect(
      (await t.services.staffOrders.order(order.number))?.summary.trackTrace.map((l) => l.carrier),
    ).toEqual(['postnl', 'dpd']);
  });

  it('ships without a code, and says so in the mail', async () => {
    const order = await paidGuestOrder(t);
    expect(await t.services.staffOrders.ship(order.number, { codes: '  ' }, STAFF)).toEqual({
      kind: 'shipped',
      codes: [],
    });
    const [mail] = await mailsFor(order.id);
    expect(mail!.text).toContain('Dit pakket is verzonden zonder track & trace-code.');
  });

  it('refuses a code no carrier uses, and an unpaid order, changing nothing', async () => {
    const order = await paidGuestOrder(t);
    expect(
      await t.services.staffOrders.ship(order.number, { codes: '3SLWZR000054321, pakket twee' }, STAFF),
    ).toEqual({ kind: 'invalid', unknown: ['pakket twee'] });

    const guest = await guestWithCart(t, 1);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error('not saved');
    const [open] = await queryRows<{ number: number }>(
      t.database.db,
      sql`select number from orders where guid = ${saved.guid}`,
    );
    expect(
      await t.services.staffOrders.ship(Number(open!.number), { codes: '3SLWZR000054321' }, STAFF),
    ).toEqual({
      kind: 'not_paid',
    });
    expect(await t.services.staffOrders.ship(99_999_999, { codes: '' }, STAFF)).toEqual({
      kind: 'not_found',
    });
    expect(await auditOf(order.number)).toEqual([]);
    expect(await auditOf(Number(open!.number))).toEqual([]);
    expect(await mailsFor(order.id)).toEqual([]);
  });

  it('ships once when eight staff tabs ship the same order at the same moment', async () => {
    const order = await paidGuestOrder(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.services.staffOrders.ship(order.number, { codes: '3SLWZR000077777' }, STAFF),
      ),
    );
    const kinds = results.map((r) => r.kind).sort();
    const mails = await countRows(
      t.database.db,
      sql`select count(*) as n from outbox_messages where idempotency_key = ${`order-shipped:${order.id}`}`,
    );
    const lines = (await auditOf(order.number)).length;
    console.log(
      `[race] ${kind}: 8 simultaneous shipments → ${kinds.join(', ')}; mails ${mails}, audit lines ${lines}`,
    );
    expect(kinds).toEqual(['shipped', ...Array(7).fill('unchanged')]);
    expect(mails).toBe(1);
    expect(lines).toBe(1);
  });

  it('prints a packing slip with the order, the address and every book, without prices', async () => {
    const order = await paidGuestOrder(t, { count: 2, personal: { lastname: 'Pakbonsma' } });
    const pdf = await t.services.staffOrders.packingSlip(order.number);
    const text = readPdfText(pdf!).lines.join('\n');
    const staff = await t.services.staffOrders.order(order.number);
    expect(text).toContain(`Bestelling ${order.number}`);
    expect(text).toContain('Anna Pakbonsma');
    expect(text).toContain('1015 CJ');
    for (const line of staff!.summary.lines) {
      expect(text).toContain(line.sku);
      expect(text).toContain(line.description.slice(0, 20));
    }
    expect(text).not.toMatch(/€/);
    expect(await t.services.staffOrders.packingSlip(99_999_999)).toBeNull();
  });
});
