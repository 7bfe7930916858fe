// Issue 17 #9 on PGlite and PostgreSQL: the demo partner (partner@, LEESTIP) is approved and has commissions over
// the last quarters from demo paid orders, at its rates, and one paid payout — so both lists of the commissions tab
// show real rows. The demo ledger is what the paid hook would have written, and the payout no more than earned.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { demoUserId } from '../../tests/support/cart-fixtures.ts';
import { queryRows } from '../db/client.ts';
import { commissions, payouts } from './schema.ts';

describe.each(eachDatabase())('demo partner on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('is approved with code LEESTIP and shows open commissions and one payout with its details', async () => {
    const userId = await demoUserId(t.database.db, 'partner@leeswijzer.nl');
    expect(await t.services.partners.partnerOf(userId)).toMatchObject({
      status: 'approved',
      code: 'LEESTIP',
      rates: { own: 20, other: 10 },
    });
    expect(await t.services.partners.partnerByCode('LEESTIP')).toMatchObject({ userId });
    const tab = await t.services.partners.commissionsTab(userId, { hasVatNumber: false });
    expect(tab!.open.length).toBeGreaterThan(0);
    expect(tab!.payouts).toHaveLength(1);
    expect(tab!.payouts[0]!.details.length).toBeGreaterThan(0);
    expect(tab!.open.every((row) => row.orderDate > tab!.payouts[0]!.settledDate)).toBe(true);
  });

  it("the demo ledger holds one row per book line of the partner's paid orders; paid ≤ earned", async () => {
    const userId = await demoUserId(t.database.db, 'partner@leeswijzer.nl');
    const [lines] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
          where o.affiliate_id = 'LEESTIP' and o.status = 'paid' and l.kind = 'book'`,
    );
    const rows = await t.database.db.select().from(commissions).where(eq(commissions.partnerId, userId));
    expect(rows).toHaveLength(lines!.n);
    const earned = rows.reduce((sum, row) => sum + row.amountCents, 0);
    const paid = (await t.database.db.select().from(payouts).where(eq(payouts.partnerId, userId)))
      .filter((p) => p.status === 'paid')
      .reduce((sum, p) => sum + p.amountCents, 0);
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(earned);
  });
});
