// Issue 13 #9: the demo accounts show each discount rule of spec 3 §9 once logged in — the customer's saved cart,
// the reseller's rule and reseller discount, the partner's standard discount and rule (an inactive one ignored),
// and the one sku without discounts. Figures from the seeded books' own prices.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import type { CartOwner } from './service.ts';
import { demoUserId, newGuest } from '../../tests/support/cart-fixtures.ts';
import type { PricedCartLine } from './view.ts';

const meta = { clientIp: '203.0.113.99' };

describe.each(eachDatabase())('demo discount rules on %s', (kind) => {
  let t: TestServices;
  let own: string, other: string, ticket: string;
  let owner: (email: string) => Promise<CartOwner>;
  beforeAll(async () => {
    t = await openTestServices(kind);
    const db = t.database.db;
    const sku = async (title: string) =>
      (await queryRows<{ sku: string }>(db, sql`select sku from books where title = ${title} limit 1`))[0]!
        .sku;
    own = await sku('Meer zelfvertrouwen');
    other = await sku('De zeven eigenschappen van effectief leiderschap');
    ticket = (
      await queryRows<{ value: string }>(db, sql`select value from settings where name = 'skuNoDiscount'`)
    )[0]!.value;
    owner = async (email) => ({ kind: 'user', userId: await demoUserId(db, email) });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const lineOf = async (who: CartOwner, sku: string) =>
    (await t.services.cart.view(who)).lines.find((l) => l.sku === sku) as PricedCartLine;

  it('the customer has a saved cart of two live lines (a removed one hidden)', async () => {
    const view = await t.services.cart.view(await owner('klant@leeswijzer.nl'));
    expect(view.lines.map((l) => [l.sku, l.amount])).toEqual([
      [own, 1],
      [other, 2],
    ]);
    expect(view.counts).toEqual({ cart: 3, wishlist: 1 });
  });

  it('the reseller: 30 % on own editions from 5 copies, the rule of 40 % from 10, 15 % on the other book from 2', async () => {
    const reseller = await owner('wederverkoper@leeswijzer.nl');
    const cart = t.services.cart;
    await cart.add(reseller, own, 4, meta);
    expect(await lineOf(reseller, own)).toMatchObject({ discountPercent: 0, discountSource: 'none' });
    await cart.replace(reseller, own, 5);
    expect(await lineOf(reseller, own)).toMatchObject({ discountPercent: 30, discountSource: 'reseller' });
    await cart.replace(reseller, own, 10);
    expect(await lineOf(reseller, own)).toMatchObject({ discountPercent: 40, discountSource: 'rule' });
    await cart.add(reseller, other, 2, meta);
    expect(await lineOf(reseller, other)).toMatchObject({ discountPercent: 15, discountSource: 'rule' });
    // Spec 3 §6: with a discount, shipping is charged unless the total is over 250 euro.
    const view = await cart.view(reseller);
    expect(view.pricing.shipping.costCents > 0).toBe(view.pricing.goodsTotalCents <= 25000);
  });

  it('the partner: 10 % own and 5 % others from 2 copies, the rule of 20 %, the inactive rule of 50 % ignored', async () => {
    const partner = await owner('partner@leeswijzer.nl');
    const cart = t.services.cart;
    await cart.add(partner, own, 2, meta);
    await cart.add(partner, other, 2, meta);
    expect(await lineOf(partner, own)).toMatchObject({ discountPercent: 10, discountSource: 'standard' });
    expect(await lineOf(partner, other)).toMatchObject({ discountPercent: 20, discountSource: 'rule' });
  });

  it('the sku without discounts gets none, even for the partner at 2 copies', async () => {
    const partner = await owner('partner@leeswijzer.nl');
    await t.services.cart.add(partner, ticket, 2, meta);
    expect(await lineOf(partner, ticket)).toMatchObject({ discountPercent: 0, discountSource: 'excluded' });
    // A guest never gets a discount.
    const guest = newGuest();
    await t.services.cart.add(guest, own, 3, meta);
    expect(await lineOf(guest, own)).toMatchObject({ discountPercent: 0, discountSource: 'none' });
  });
});
