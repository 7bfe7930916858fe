// Issue 30 checkout monitor (decisions 591–593) from the services' side, on each database: many simultaneous
// events on one counter add up exactly (PostgreSQL: a lost update would show here); a real guest checkout through
// the checkout services counts each funnel step once (reloads and simultaneous requests included), the payment
// start by method and device, the result by method; bank transfer and a failed payment; and the retention
// deletes only counters more than 90 days old.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorCount } from '../../domain/checkout-monitor.ts';
import { addDays, amsterdamCalendarDate } from '../../domain/dates.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import {
  clientInput,
  guestWithCart,
  openOrderServices,
  type OrderTestServices,
} from '../../tests/support/order-fixtures.ts';
import type { CheckoutVisitor } from '../orders/service.ts';
import { createCheckoutMonitorService } from './service.ts';
import { checkoutCounts } from './schema.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(eachDatabase('parallel'))('the checkout monitor on %s', (kind) => {
  let t: OrderTestServices;
  const today = amsterdamCalendarDate(new Date());

  beforeAll(async () => {
    t = await openOrderServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Today's counters, summed by the given dimensions' values. */
  const todays = async () => t.services.checkoutMonitor.counts({ from: today, to: today });
  const sum = (counts: MonitorCount[], match: Partial<MonitorCount>) =>
    counts
      .filter((c) => Object.entries(match).every(([key, value]) => c[key as keyof MonitorCount] === value))
      .reduce((total, c) => total + c.count, 0);
  /** How much each matching counter grew between two reads. */
  const grew = (before: MonitorCount[], after: MonitorCount[], match: Partial<MonitorCount>) =>
    sum(after, match) - sum(before, match);
  const withAgent = (visitor: CheckoutVisitor, userAgent: string): CheckoutVisitor => ({
    ...visitor,
    meta: { ...visitor.meta, userAgent },
  });

  it('adds every one of many simultaneous events to one counter', async () => {
    const day = addDays(today, -3);
    const event = { step: 'payment_started' as const, day, method: 'paypal', userAgent: WINDOWS_FIREFOX };
    const n = 200;
    await Promise.all(
      Array.from({ length: n }, () =>
        t.database.db.transaction((tx) => t.services.checkoutMonitor.record(tx, event)),
      ),
    );
    const rows = await t.services.checkoutMonitor.counts({ from: day, to: day });
    console.log(
      `[${kind}] ${n} simultaneous increments of one counter → ${rows[0]?.count} (${rows.length} row)`,
    );
    expect(rows).toEqual([
      {
        day,
        step: 'payment_started',
        method: 'paypal',
        device: 'desktop',
        browser: 'firefox',
        os: 'windows',
        count: n,
      },
    ]);
  });

  it('counts a guest checkout paid with iDEAL: each step once, the start by device, the result by method', async () => {
    const before = await todays();
    const guest = await guestWithCart(t, 2);
    const visitor = withAgent(guest.visitor, IPHONE);
    const saved = await t.services.checkout.saveClient(visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    // The client step sent again (an edit) and the review shown three times, two of them at the same moment.
    await t.services.checkout.saveClient(visitor, clientInput());
    await t.services.checkout.review(visitor);
    await Promise.all([t.services.checkout.review(visitor), t.services.checkout.review(visitor)]);
    const step = await t.services.checkout.paymentStep(visitor);
    if (step.kind !== 'ok') throw new Error(step.kind);
    const started = await t.services.checkout.startPayment(visitor, saved.guid, {
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      attemptKey: step.step.attemptKey,
      orderContent: step.step.orderContent,
    });
    if (started.kind !== 'redirect') throw new Error(started.kind);
    const providerId = started.url.split('/').pop()!;
    t.provider.settle(providerId, 'paid');
    await t.services.payments.sync(providerId);
    await t.services.payments.sync(providerId);

    const after = await todays();
    const phone = { device: 'mobile', browser: 'safari', os: 'ios' } as const;
    for (const step of ['client_saved', 'review_shown', 'payment_shown', 'placed'] as const)
      expect(grew(before, after, { step, method: '', ...phone }), step).toBe(1);
    expect(grew(before, after, { step: 'payment_started', method: 'ideal', ...phone })).toBe(1);
    expect(grew(before, after, { step: 'paid', method: 'ideal', device: 'unknown' })).toBe(1);
    expect(grew(before, after, {})).toBe(6);
  });

  it('counts a failed payment, a second start and then bank transfer once each', async () => {
    const before = await todays();
    const guest = await guestWithCart(t, 1);
    const visitor = withAgent(guest.visitor, WINDOWS_FIREFOX);
    const saved = await t.services.checkout.saveClient(visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    const start = async (method: string, issuer: string | null) => {
      const step = await t.services.checkout.paymentStep(visitor);
      if (step.kind !== 'ok') throw new Error(step.kind);
      const started = await t.services.checkout.startPayment(visitor, saved.guid, {
        method,
        issuer,
        attemptKey: step.step.attemptKey,
        orderContent: step.step.orderContent,
      });
      if (started.kind !== 'redirect') throw new Error(started.kind);
      return started.url.split('/').pop()!;
    };
    const first = await start('ideal', 'ideal_INGBNL2A');
    t.provider.settle(first, 'failed');
    await t.services.payments.sync(first);
    await start('creditcard', null);
    await t.services.checkout.completeBankTransfer(visitor, saved.guid);
    await t.services.checkout.completeBankTransfer(visitor, saved.guid);

    const after = await todays();
    const desktop = { device: 'desktop', browser: 'firefox', os: 'windows' } as const;
    expect(grew(before, after, { step: 'placed', ...desktop })).toBe(1);
    expect(grew(before, after, { step: 'payment_started', method: 'ideal', ...desktop })).toBe(1);
    expect(grew(before, after, { step: 'payment_started', method: 'creditcard', ...desktop })).toBe(1);
    expect(grew(before, after, { step: 'failed', method: 'ideal' })).toBe(1);
    expect(grew(before, after, { step: 'bank_transfer', ...desktop })).toBe(1);
    // The card payment bank transfer replaced is the shop's to cancel, not a result of the shopper's.
    expect(grew(before, after, { step: 'canceled' })).toBe(0);
    expect(grew(before, after, { step: 'paid' })).toBe(0);
  });

  it('counts a checkout without a User-Agent as an unknown device', async () => {
    const before = await todays();
    const guest = await guestWithCart(t, 1);
    const saved = await t.services.checkout.saveClient(guest.visitor, clientInput());
    expect(saved.kind).toBe('ok');
    const after = await todays();
    expect(
      grew(before, after, { step: 'client_saved', device: 'unknown', browser: 'unknown', os: 'unknown' }),
    ).toBe(1);
  });

  it('keeps 90 days: the retention deletes only counters of earlier days, and none of them is recorded', async () => {
    const now = new Date();
    const kept = addDays(today, -90);
    const gone = addDays(today, -91);
    const row = (day: string) => ({ day, step: 'review_shown', method: 'retention-test', count: 4 });
    await t.database.db.insert(checkoutCounts).values([row(gone), row(kept), row(addDays(today, -200))]);
    expect(await t.services.checkoutMonitor.prune(now)).toBe(2);
    const left = await t.database.db
      .select({ day: checkoutCounts.day })
      .from(checkoutCounts)
      .where(sql`${checkoutCounts.method} = 'retention-test'`);
    expect(left).toEqual([{ day: kept }]);

    // An order paid late for a checkout begun before the retention is not counted at all.
    const monitor = createCheckoutMonitorService({ db: t.database.db, now: () => now });
    await monitor.record(t.database.db, { step: 'paid', day: gone, method: 'late-test', userAgent: null });
    expect(await monitor.counts({ from: gone, to: gone })).toEqual([]);
  });
});
