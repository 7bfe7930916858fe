// Issue 30 (decisions 578–580): the staff dashboard's figures from the service's side, on each database — paid
// orders counted on the calendar day of their payment in Europe/Amsterdam (23:30 UTC in winter is the next Dutch
// day), weeks from Monday, the chart's 30 days with the empty ones as 0, the lists' counts (to ship, awaiting
// payment, failed mails, pending reviews, partner applications, open messages), and all of it in five queries
// whatever the number of orders.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';

/** Wednesday 12 March 2031, 11:00 in Amsterdam (CET): a week from Monday the 10th, a chart from 11 February. */
const NOW = new Date('2031-03-12T10:00:00Z');

// 'dialect': the days are the server's `at time zone 'Europe/Amsterdam'`, which rests on its time-zone data.
describe.each(eachDatabase('dialect'))('the staff dashboard on %s', (kind) => {
  let t: TestServices;
  const queries: string[] = [];
  beforeAll(async () => {
    t = await openTestServices(kind, { onQuery: (q) => queries.push(q) });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** An order straight into the table: only what the dashboard reads differs between them. */
  async function order(fields: {
    status: 'paid' | 'banktransfer' | 'pending' | 'open';
    paidAt?: string;
    totalCents?: number;
    /** Shipped with this code (fulfilled when it was paid). */
    tracktrace?: string;
    deleted?: boolean;
  }) {
    const guid = randomUUID();
    await t.database.db.execute(sql`
      insert into orders (guid, checkout_key, status, firstname, lastname, email, address, zipcode, city,
                          country_code, total_cents, paid_at, tracktrace, fulfilled_at, deleted_at, created_at)
      values (${guid}, ${guid}, ${fields.status}, 'Dash', 'Board', 'dash@voorbeeld.nl', 'Kade 1', '1011AA',
              'Amsterdam', 'NL', ${fields.totalCents ?? 0}, ${fields.paidAt ?? null}, ${fields.tracktrace ?? ''},
              ${fields.tracktrace ? (fields.paidAt ?? null) : null}, ${fields.deleted ? NOW.toISOString() : null}, ${fields.paidAt ?? NOW.toISOString()})`);
  }

  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;

  it('counts paid orders on their Dutch payment day: today, this week from Monday, 30 days with zeros', async () => {
    const before = await t.services.dashboard.overview(NOW);
    // The template's demo orders were paid in 2026: nothing of theirs is in March 2031.
    expect(before.days.every((d) => d.orders === 0 && d.revenueCents === 0)).toBe(true);

    // 23:30 UTC on Tuesday is 00:30 on Wednesday in Amsterdam: today.
    await order({ status: 'paid', paidAt: '2031-03-11T23:30:00Z', totalCents: 1000 });
    // 22:30 UTC on Tuesday is 23:30 the same day: yesterday, this week. Shipped: revenue, not to ship.
    await order({
      status: 'paid',
      paidAt: '2031-03-11T22:30:00Z',
      totalCents: 2500,
      tracktrace: '3SLWDASH01',
    });
    // Sunday 23:59 and Monday 00:00 in Amsterdam: last week and this week.
    await order({ status: 'paid', paidAt: '2031-03-09T22:59:00Z', totalCents: 700 });
    await order({ status: 'paid', paidAt: '2031-03-09T23:00:00Z', totalCents: 300 });
    // The first day of the chart (11 February, from its Dutch midnight) and the day before it.
    await order({ status: 'paid', paidAt: '2031-02-10T23:00:00Z', totalCents: 1995 });
    await order({ status: 'paid', paidAt: '2031-02-10T22:59:59Z', totalCents: 99_900 });
    // Not revenue: waiting for a transfer, still in the checkout, a customer-deleted order.
    await order({ status: 'banktransfer', totalCents: 4000 });
    await order({ status: 'open', totalCents: 5000 });
    await order({ status: 'paid', paidAt: '2031-03-12T08:00:00Z', totalCents: 8000, deleted: true });

    const after = await t.services.dashboard.overview(NOW);
    expect(after.today).toEqual({ orders: 1, revenueCents: 1000 });
    expect(after.week).toEqual({ orders: 3, revenueCents: 3800 });
    expect(after.days).toHaveLength(30);
    expect(after.days[0]).toEqual({ day: '2031-02-11', orders: 1, revenueCents: 1995 });
    expect(after.days.at(-1)).toEqual({ day: '2031-03-12', orders: 1, revenueCents: 1000 });
    expect(after.days.filter((d) => d.orders > 0).map((d) => [d.day, d.orders, d.revenueCents])).toEqual([
      ['2031-02-11', 1, 1995],
      ['2031-03-09', 1, 700],
      ['2031-03-10', 1, 300],
      ['2031-03-11', 1, 2500],
      ['2031-03-12', 1, 1000],
    ]);
    // Every paid, not deleted, unshipped order waits to go out (the 99,00 one too: outside the chart, not shipped).
    expect(after.toShip - before.toShip).toBe(5);
    expect(after.awaiting - before.awaiting).toBe(1);
    // The counts are the order list's own views.
    const list = async (view: 'to_ship' | 'awaiting') =>
      (
        await t.services.staffOrders.list({
          view,
          method: null,
          from: null,
          to: null,
          q: '',
          page: 1,
        })
      ).total;
    expect(after.toShip).toBe(await list('to_ship'));
    expect(after.awaiting).toBe(await list('awaiting'));
  });

  it('a week and 30 days across the clock change count from Dutch midnights', async () => {
    // Monday 31 March 2031 00:15 in Amsterdam (CEST since Sunday): its own week, the day before is last week's.
    const monday = new Date('2031-03-30T22:15:00Z');
    await order({ status: 'paid', paidAt: '2031-03-30T22:05:00Z', totalCents: 1234 });
    await order({ status: 'paid', paidAt: '2031-03-30T21:55:00Z', totalCents: 4321 });
    const figures = await t.services.dashboard.overview(monday);
    expect(figures.today).toEqual({ orders: 1, revenueCents: 1234 });
    expect(figures.week).toEqual({ orders: 1, revenueCents: 1234 });
    expect(figures.days.at(-2)).toEqual({ day: '2031-03-30', orders: 1, revenueCents: 4321 });
    expect(figures.days[0]!.day).toBe('2031-03-02');
  });

  it('takes each list’s count from its owner: failed mails, pending reviews, applications, open messages', async () => {
    const before = await t.services.dashboard.overview(NOW);
    const key = randomUUID();
    await t.database.db.execute(sql`
      insert into outbox_messages (idempotency_key, channel, recipient, body, status, attempts, last_error)
      values (${key}, 'mail', 'kapot@voorbeeld.nl', '{}'::jsonb, 'failed', 8, '550 mailbox unavailable')`);
    await t.database.db.execute(sql`
      insert into review_submissions (book_id, firstname, lastname, email, review, show_firstname, show_lastname,
                                      show_profession, show_website, show_profile, submission_key)
      values ((select min(id) from books), 'Rie', 'Censent', 'rie@voorbeeld.nl', 'Mooi boek.', true, true,
              false, false, false, ${key})`);
    await t.database.db.execute(sql`
      insert into partners (user_id, status)
      values ((select min(id) from users where id not in (select user_id from partners)), 'pend')`);
    await t.database.db.execute(sql`
      insert into form_messages (kind, fields, submission_key)
      values ('contact', '{"question": "Open"}'::jsonb, ${`${key}-open`}),
             ('contact', '{"question": "Klaar"}'::jsonb, ${`${key}-handled`})`);
    await t.database.db.execute(
      sql`update form_messages set handled_at = now() where submission_key = ${`${key}-handled`}`,
    );

    const after = await t.services.dashboard.overview(NOW);
    expect(after.failedMails - before.failedMails).toBe(1);
    expect(after.pendingReviews - before.pendingReviews).toBe(1);
    expect(after.partnerApplications - before.partnerApplications).toBe(1);
    expect(after.openMessages - before.openMessages).toBe(1);
    expect(after.failedMails).toBe(
      await count(sql`select count(*)::int as n from outbox_messages where status = 'failed'`),
    );
    expect(after.pendingReviews).toBe((await t.services.reviews.pending({ page: 1, perPage: 1 })).total);
    expect(after.partnerApplications).toBe((await t.services.partnerApplications.pending()).length);
    expect(after.openMessages).toBe(
      await count(sql`select count(*)::int as n from form_messages where handled_at is null`),
    );
  });

  it('asks five queries, one per owner, however many orders there are', async () => {
    const counted = async () => {
      queries.length = 0;
      await t.services.dashboard.overview(NOW);
      return queries.length;
    };
    const few = await counted();
    for (let i = 0; i < 20; i++)
      await order({ status: 'paid', paidAt: `2031-03-${String(1 + (i % 12)).padStart(2, '0')}T12:00:00Z` });
    const many = await counted();
    expect(few).toBe(5);
    expect(many).toBe(few);
    console.log(`staff dashboard on ${kind}: ${few} queries, before and after 20 more orders`);
  });
});
