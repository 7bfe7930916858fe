// Issue 17 #5 on PGlite and PostgreSQL: the quarterly payout run — nothing under € 5, € 5–10 saved up for 4
// quarters then paid, safe to run twice, a quarter not yet over refused — the commissions tab's open rows and
// payout details, and payout runs of two quarters racing refunds that never pay more than the balance they saw
// under the partner's lock nor leave that balance negative.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuarter, quarterEnd } from '../../domain/payouts.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { newCustomer } from '../../tests/support/cart-fixtures.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../orders/schema.ts';
import { ledgerTotal, recordOrderCommissions, reverseOrderCommissions } from './ledger.ts';
import { payoutForPartner, runPayouts } from './payouts.ts';
import { commissions, partners, payouts } from './schema.ts';

const q = (text: string) => parseQuarter(text)!;

describe.each(eachDatabase('parallel'))('payouts on %s', (kind) => {
  let t: TestServices;
  let db: Db;
  beforeAll(async () => {
    t = await openTestServices(kind);
    db = t.database.db;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  let seq = 0;
  async function newPartner(): Promise<{ userId: number; code: string }> {
    const { userId } = await newCustomer(db);
    const code = `PAY${kind === 'pglite' ? 'L' : 'P'}${++seq}`;
    await db
      .insert(partners)
      .values({ userId, status: 'approved', code, commissionOwn: 20, commissionOther: 10 });
    return { userId, code };
  }

  /**
   * A paid order brought by `code` on `paidOn` with one book line whose commission (10 %, third-party) is
   * `commissionCents` (a line of 10 × that excl. VAT at 0 % VAT keeps the sums readable). Returns the order id.
   */
  async function paidOrder(code: string, paidOn: string, commissionCents: number): Promise<number> {
    const total = commissionCents * 10;
    const paidAt = new Date(`${paidOn}T10:00:00Z`);
    const [order] = await db
      .insert(orders)
      .values({
        guid: randomUUID(),
        checkoutKey: randomUUID(),
        status: 'paid',
        firstname: 'Koper',
        lastname: 'Test',
        email: 'koper@voorbeeld.nl',
        address: 'Straat 1',
        zipcode: '1234AB',
        city: 'Utrecht',
        countryCode: 'NL',
        affiliateId: code,
        totalCents: total,
        goodsCents: total,
        paidAt,
      })
      .returning();
    const written = await recordOrderCommissions(
      db,
      order!,
      [
        {
          position: 1,
          kind: 'book',
          sku: 'NOT-A-BOOK',
          description: 'Boek',
          amount: 1,
          totalCents: total,
          vatCents: 0,
        },
      ],
      async () => 'partner@voorbeeld.nl',
    );
    expect(written).toBe(1);
    return order!.id;
  }

  const payoutRows = (partnerId: number) =>
    db.select().from(payouts).where(eq(payouts.partnerId, partnerId)).orderBy(payouts.quarter);

  it('pays nothing under € 5, saves € 5–10 for 4 quarters and pays it in the 5th', async () => {
    const small = await newPartner();
    const saver = await newPartner();
    const big = await newPartner();
    await paidOrder(small.code, '2025-02-10', 499);
    await paidOrder(saver.code, '2025-02-10', 700);
    await paidOrder(big.code, '2025-02-10', 1000);
    for (const quarter of ['2025Q1', '2025Q2', '2025Q3', '2025Q4', '2026Q1'])
      for (const partner of [small, saver, big]) await payoutForPartner(db, partner.userId, q(quarter));
    const statuses = async (partnerId: number) =>
      (await payoutRows(partnerId)).map((p) => `${p.quarter}:${p.status}:${p.amountCents}`);
    expect(await statuses(small.userId)).toEqual([
      '2025Q1:below:499',
      '2025Q2:below:499',
      '2025Q3:below:499',
      '2025Q4:below:499',
      '2026Q1:below:499',
    ]);
    expect(await statuses(saver.userId)).toEqual([
      '2025Q1:saved:700',
      '2025Q2:saved:700',
      '2025Q3:saved:700',
      '2025Q4:saved:700',
      '2026Q1:paid:700',
    ]);
    expect(await statuses(big.userId)).toEqual([
      '2025Q1:paid:1000',
      '2025Q2:below:0',
      '2025Q3:below:0',
      '2025Q4:below:0',
      '2026Q1:below:0',
    ]);
  });

  it('is safe to run twice and refuses a quarter that is not over', async () => {
    const partner = await newPartner();
    await paidOrder(partner.code, '2026-08-01', 1500);
    const now = new Date('2026-10-02T08:00:00Z');
    expect(await runPayouts(db, q('2026Q4'), now)).toMatchObject({ kind: 'not-ended' });
    const first = await runPayouts(db, q('2026Q3'), now);
    const second = await runPayouts(db, q('2026Q3'), now);
    if (first.kind !== 'ok' || second.kind !== 'ok') throw new Error('not ended?');
    expect(first.partners.find((p) => p.partnerId === partner.userId)?.decision).toEqual({
      status: 'paid',
      amountCents: 1500,
    });
    expect(second.partners.every((p) => p.decision === null)).toBe(true);
    expect(await payoutRows(partner.userId)).toHaveLength(1);
    // An earlier quarter after a later one was run writes nothing either.
    expect(await payoutForPartner(db, partner.userId, q('2026Q2'))).toBeNull();
  });

  it("the commissions tab: open rows after the latest settled date, a payout's 3 months, VAT shown", async () => {
    const partner = await newPartner();
    await paidOrder(partner.code, '2026-06-30', 300); // before the payout's period
    await paidOrder(partner.code, '2026-07-01', 900);
    await paidOrder(partner.code, '2026-09-30', 600);
    await paidOrder(partner.code, '2026-10-01', 400); // after the settled date: open
    await payoutForPartner(db, partner.userId, q('2026Q3'));
    const excl = await t.services.partners.commissionsTab(partner.userId, { hasVatNumber: false });
    expect(excl).toMatchObject({ code: partner.code, rates: { own: 20, other: 10 }, inclVat: false });
    expect(excl!.open.map((r) => [r.orderDate, r.amountCents])).toEqual([['2026-10-01', 400]]);
    expect(excl!.payouts).toHaveLength(1);
    expect(excl!.payouts[0]).toMatchObject({
      quarter: '2026Q3',
      settledDate: '2026-09-30',
      totalCents: 1800,
    });
    expect(excl!.payouts[0]!.details.map((r) => r.orderDate)).toEqual(['2026-07-01', '2026-09-30']);
    const incl = await t.services.partners.commissionsTab(partner.userId, { hasVatNumber: true });
    expect(incl!.open[0]!.amountCents).toBe(484);
    expect(incl!.payouts[0]!.totalCents).toBe(2178);
    expect(
      await t.services.partners.commissionsTab((await newCustomer(db)).userId, { hasVatNumber: false }),
    ).toBeNull();
  });

  it('a refund reverses only what was not paid out: booked on the earned date, never a negative balance', async () => {
    const partner = await newPartner();
    const paidOut = await paidOrder(partner.code, '2026-05-04', 1200);
    const open = await paidOrder(partner.code, '2026-08-12', 800);
    expect(await payoutForPartner(db, partner.userId, q('2026Q2'))).toEqual({
      status: 'paid',
      amountCents: 1200,
    });
    // The paid-out order's refund writes nothing (the shop bears it); the open one's is reversed, on its own date.
    expect(await reverseOrderCommissions(db, paidOut)).toEqual({ kind: 'paid-out' });
    expect(await reverseOrderCommissions(db, open)).toEqual({ kind: 'reversed', rows: 1 });
    const rows = await db.select().from(commissions).where(eq(commissions.partnerId, partner.userId));
    expect(rows.map((r) => [r.kind, r.bookedOn, r.amountCents]).sort()).toEqual([
      ['earned', '2026-05-04', 1200],
      ['earned', '2026-08-12', 800],
      ['reversal', '2026-08-12', -800],
    ]);
    expect(await payoutForPartner(db, partner.userId, q('2026Q3'))).toEqual({
      status: 'below',
      amountCents: 0,
    });
    expect(await ledgerTotal(db, partner.userId)).toBe(1200);
  });

  it('payout runs of two quarters racing refunds: each payout is the balance it saw, never below zero', async () => {
    const PARTNERS = 6;
    const ORDERS = 6;
    const group = await Promise.all(Array.from({ length: PARTNERS }, () => newPartner()));
    const orderIds = new Map<number, number[]>();
    for (const partner of group) {
      const ids: number[] = [];
      for (let i = 0; i < ORDERS; i++)
        ids.push(await paidOrder(partner.code, '2027-02-0' + (i + 1), 250 + i * 50));
      orderIds.set(partner.userId, ids);
    }
    // After 2027Q2: its run and a late run of 2027Q1 may both come (two operators, two hosts).
    const now = new Date('2027-07-03T06:00:00Z');
    // Per partner its two quarters' payouts and three refunds start together — the payouts first for half of
    // them, the refunds first for the others — while whole runs of both quarters go on as well.
    const refunds = (partnerId: number) =>
      orderIds
        .get(partnerId)!
        .filter((_, i) => i % 2 === 0)
        .map((orderId) => () => reverseOrderCommissions(db, orderId));
    const jobs = group.flatMap((partner, i) => {
      const q1 = () => payoutForPartner(db, partner.userId, q('2027Q1'));
      const q2 = () => payoutForPartner(db, partner.userId, q('2027Q2'));
      return i % 2 === 0 ? [q1, q2, ...refunds(partner.userId)] : [...refunds(partner.userId), q2, q1];
    });
    const runs = [() => runPayouts(db, q('2027Q2'), now), () => runPayouts(db, q('2027Q1'), now)];
    await Promise.all([...jobs, ...runs].map((job) => job()));

    let paidTotal = 0;
    let earnedTotal = 0;
    let reversedTotal = 0;
    let lowestSeenBalance = Infinity;
    let lowestFinalBalance = Infinity;
    let lateRefunds = 0;
    let payoutCount = 0;
    for (const partner of group) {
      const rows = await db.select().from(commissions).where(eq(commissions.partnerId, partner.userId));
      const written = (await db.select().from(payouts).where(eq(payouts.partnerId, partner.userId))).sort(
        (a, b) => a.id - b.id,
      );
      expect(written.length).toBeGreaterThanOrEqual(1);
      payoutCount += written.length;
      // Each payout, in the order written, is the balance of the rows it saw (every row up to its last id, booked
      // up to its quarter's end) minus what the payouts before it paid — nothing stale, nothing paid twice.
      let paidBefore = 0;
      for (const payout of written) {
        const end = quarterEnd(q(payout.quarter));
        const balance = rows
          .filter((row) => row.id <= payout.lastCommissionId && row.bookedOn <= end)
          .reduce((sum, row) => sum + row.amountCents, 0);
        lowestSeenBalance = Math.min(lowestSeenBalance, balance - paidBefore);
        expect(payout.amountCents).toBe(Math.max(0, balance - paidBefore));
        if (payout.status === 'paid') paidBefore += payout.amountCents;
      }
      const last = written[written.length - 1]!;
      lateRefunds += rows.filter((row) => row.id > last.lastCommissionId).length;
      expect(
        rows.filter((row) => row.id > last.lastCommissionId).every((row) => row.kind === 'reversal'),
      ).toBe(true);
      const earned = rows.filter((r) => r.kind === 'earned').reduce((sum, r) => sum + r.amountCents, 0);
      const reversed = rows.filter((r) => r.kind === 'reversal').reduce((sum, r) => sum + r.amountCents, 0);
      earnedTotal += earned;
      reversedTotal += reversed;
      paidTotal += paidBefore;
      lowestFinalBalance = Math.min(lowestFinalBalance, earned + reversed - paidBefore);
    }
    console.log(
      `${kind}: payout runs of 2 quarters racing ${PARTNERS * 3} refunds over ${PARTNERS} partners: ${payoutCount} payout rows; earned ${earnedTotal}, reversed ${-reversedTotal}, paid ${paidTotal} cents; lowest balance a payout saw ${lowestSeenBalance}; lowest balance at the end ${lowestFinalBalance}; reversal rows after the last payout ${lateRefunds}`,
    );
    expect(lowestSeenBalance).toBeGreaterThanOrEqual(0);
    expect(lowestFinalBalance).toBeGreaterThanOrEqual(0);
    expect(paidTotal).toBeLessThanOrEqual(earnedTotal + reversedTotal);
  });
});
