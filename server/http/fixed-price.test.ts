// Issue 31, decisions 630–631: the fixed book price on the demo catalogue. A consumer (the partner account, with a
// standard discount of 10 % on own editions from 2 copies) gets no discount on a seeded fixed-price book and the
// cart page says why; the reseller keeps its 30 % on the same book; staff's overruled percents are held too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import type { CartOwner } from '../cart/service.ts';
import type { PricedCartLine } from '../cart/view.ts';
import { demoUserId } from '../../tests/support/cart-fixtures.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

const meta = { clientIp: '203.0.113.98' };
const partner = DEMO_ACCOUNTS.find((a) => a.role === 'partner')!;
const EXPLANATION = 'Geen korting: voor dit boek geldt de vaste boekenprijs.';

describe.each(eachDatabase())('the fixed book price on %s', (kind) => {
  let t: TestApp;
  let fixedBook: string;
  let freeBook: string;
  let owner: (email: string) => Promise<CartOwner>;
  beforeAll(async () => {
    t = await openTestApp(kind);
    const db = t.services.database.db;
    const book = async (title: string) =>
      (
        await queryRows<{ sku: string; fixed_price: boolean }>(
          db,
          sql`select sku, fixed_price from books where title = ${title} and not is_ebook limit 1`,
        )
      )[0]!;
    const recent = await book('Innerlijke rust');
    const older = await book('Meer zelfvertrouwen');
    // The seed (decision 630): the publisher's new printed books carry a fixed price, older ones were released.
    expect([recent.fixed_price, older.fixed_price]).toEqual([true, false]);
    fixedBook = recent.sku;
    freeBook = older.sku;
    owner = async (email) => ({ kind: 'user', userId: await demoUserId(db, email) });
  });
  afterAll(async () => {
    await t?.close();
  });
  const lineOf = async (who: CartOwner, sku: string) =>
    (await t.services.cart.view(who)).lines.find((l) => l.sku === sku) as PricedCartLine;

  it('a consumer gets no discount on a fixed-price book, but keeps it on a book without one', async () => {
    const who = await owner(partner.email);
    await t.services.cart.add(who, fixedBook, 2, meta);
    await t.services.cart.add(who, freeBook, 2, meta);
    expect(await lineOf(who, fixedBook)).toMatchObject({ discountPercent: 0, discountSource: 'fixed-price' });
    expect(await lineOf(who, freeBook)).toMatchObject({ discountPercent: 10, discountSource: 'standard' });
  });

  it('the cart page says why, next to the line', async () => {
    const b = browser(() => t);
    const login = await b.get('/login?next=%2Fshoppingcart');
    await b.post('/login', {
      _csrf: tokenOf(login.body),
      intent: 'login',
      email: partner.email,
      password: partner.password,
      next: '/shoppingcart',
    });
    const page = await b.get('/shoppingcart');
    expect(page.statusCode).toBe(200);
    const text = visibleText(page.body);
    expect(text).toContain(EXPLANATION);
    // Once: only the fixed-price line carries it.
    expect(text.split(EXPLANATION)).toHaveLength(2);
  });

  it('a reseller is no end buyer: 30 % on the same fixed-price book from 5 copies', async () => {
    const who = await owner('wederverkoper@leeswijzer.nl');
    await t.services.cart.add(who, fixedBook, 5, meta);
    expect(await lineOf(who, fixedBook)).toMatchObject({ discountPercent: 30, discountSource: 'reseller' });
  });

  it('10 copies for a consumer: the standard 10 % is cut to the law\u2019s 5 % (Besluit art. 1)', async () => {
    const who = await owner(partner.email);
    await t.services.cart.replace(who, fixedBook, 10);
    expect(await lineOf(who, fixedBook)).toMatchObject({ discountPercent: 5, discountSource: 'fixed-price' });
  });
});
