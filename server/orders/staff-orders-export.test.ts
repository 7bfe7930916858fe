// Issue 30: the orders' CSV export from the service's side, on each database (decision 595): the batches hold
// exactly the orders the list's filter finds, newest first in the list's own order, across batch boundaries —
// orders made in the same millisecond and in the same microsecond included (the key is the database's own
// created_at, not a JavaScript Date rounded to the millisecond) — with the columns a bookkeeper needs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_ORDER_FILTER, type StaffOrderFilter } from '../../domain/staff-orders.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openOrderServices, type OrderTestServices } from '../../tests/support/order-fixtures.ts';

describe.each(eachDatabase('dialect'))('the staff order export on %s', (kind) => {
  let t: OrderTestServices;
  const mark = `Exportlijst${kind === 'pglite' ? 'een' : 'twee'}`;

  /** Seven orders of this file: three in one microsecond, two more in the same millisecond, two earlier. */
  const MOMENTS = [
    '2026-10-01 12:00:00.123456+00',
    '2026-10-01 12:00:00.123456+00',
    '2026-10-01 12:00:00.123456+00',
    '2026-10-01 12:00:00.123789+00',
    '2026-10-01 12:00:00.123001+00',
    '2026-09-30 08:00:00+00',
    '2026-09-29 08:00:00+00',
  ];

  beforeAll(async () => {
    t = await openOrderServices(kind);
    for (const [i, moment] of MOMENTS.entries()) {
      const paid = i !== 5;
      await t.database.db.execute(sql`
        insert into orders (guid, checkout_key, status, firstname, lastname, email, address, zipcode, city,
          country_code, company, affiliate_id, goods_gross_cents, goods_cents, shipping_cents, vat_cents,
          total_cents, payment_method, bank_transfer_at, paid_at, invoice_number, invoice_date, fulfilled_at,
          released_at, created_at, updated_at)
        values (${`${mark}-${i}`}, ${`${mark}-${i}`}, ${paid ? 'paid' : 'banktransfer'}, 'Eva', ${`${mark} ${i}`},
          ${`eva${i}@export.example`}, 'Dorpsstraat 1', '1234AB', 'Utrecht', 'NL', ${i === 0 ? 'Boekhandel BV' : ''},
          ${i === 0 ? 'partner7' : null}, 123456, 123456, 395, 10519, 123851,
          ${paid ? 'ideal' : 'banktransfer'}, ${paid ? null : moment}, ${paid ? moment : null},
          ${paid ? `${mark}-F${i}` : null}, ${paid ? moment : null},
          ${i === 0 ? sql`${moment}::timestamptz + interval '1 day'` : null},
          ${moment}, ${moment}, ${moment})`);
    }
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const filter = (f: Partial<StaffOrderFilter>): StaffOrderFilter => ({
    ...DEFAULT_STAFF_ORDER_FILTER,
    ...f,
  });
  const exported = async (f: Partial<StaffOrderFilter>, batchRows: number) => {
    const batches = [];
    for await (const batch of t.services.staffOrders.batches(filter(f), batchRows)) batches.push(batch);
    return batches;
  };

  it('holds the filter’s orders in the list’s order, across batches of any size', async () => {
    const listed = (await t.services.staffOrders.list(filter({ q: mark }))).orders.map((o) => o.number);
    expect(listed).toHaveLength(MOMENTS.length);
    for (const size of [1, 2, 3, 7, 1000]) {
      const batches = await exported({ q: mark }, size);
      expect(batches.every((b) => b.length <= size)).toBe(true);
      expect(batches.flat().map((o) => o.number)).toEqual(listed);
    }
    // Newest first; in one microsecond the last made (the highest id) first.
    const names = (await exported({ q: mark }, 2)).flat().map((o) => o.name);
    expect(names).toEqual([3, 2, 1, 0, 4, 5, 6].map((i) => `Eva ${mark} ${i}`));
    const paidListed = (await t.services.staffOrders.list(filter({ q: mark, view: 'paid' }))).orders;
    expect(paidListed).toHaveLength(6);
    expect((await exported({ q: mark, view: 'paid' }, 2)).flat().map((o) => o.number)).toEqual(
      paidListed.map((o) => o.number),
    );
  });

  it('gives each order its dates, status, invoice, customer, amounts and partner code', async () => {
    const [first] = (await exported({ q: `${mark} 0` }, 10)).flat();
    expect(first).toEqual({
      number: expect.any(Number),
      createdAt: new Date('2026-10-01T12:00:00.123Z'),
      status: 'paid',
      paymentMethodTitle: 'iDEAL',
      paidAt: new Date('2026-10-01T12:00:00.123Z'),
      fulfilledAt: new Date('2026-10-02T12:00:00.123Z'),
      invoiceNumber: `${mark}-F0`,
      name: `Eva ${mark} 0`,
      company: 'Boekhandel BV',
      email: 'eva0@export.example',
      zipcode: '1234AB',
      city: 'Utrecht',
      countryCode: 'NL',
      goodsCents: 123456,
      shippingCents: 395,
      vatCents: 10519,
      totalCents: 123851,
      affiliateId: 'partner7',
    });
    const [transfer] = (await exported({ q: `${mark} 5`, view: 'awaiting' }, 10)).flat();
    expect(transfer).toMatchObject({ status: 'banktransfer', paidAt: null, invoiceNumber: null });
  });
});
