// Issue 13 #7, spec 3 §4 "Cart merge on login", "Wishlist merge", registration: merge, compare with each choice,
// nothing, wishlists without duplicates, registration moving the guest cart; and issue 13 #3 pruning of guest
// carts after 60 days — on PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { guestTokenHash } from './guest-cookie.ts';
import type { CartOwner, CartService } from './service.ts';
import { carts } from './schema.ts';
import {
  demoUserId,
  newCustomer,
  newGuest,
  orderableBooks,
  storedLines,
} from '../../tests/support/cart-fixtures.ts';

const meta = { clientIp: '203.0.113.7' };

describe.each(eachDatabase('parallel'))('cart merge at login and registration on %s', (kind) => {
  let t: TestServices;
  let cart: CartService;
  let a: string, b: string, c: string, d: string;
  beforeAll(async () => {
    t = await openTestServices(kind);
    cart = t.services.cart;
    [a, b, c, d] = (await orderableBooks(t.database.db, 4)).map((x) => x.sku) as [
      string,
      string,
      string,
      string,
    ];
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const db = () => t.database.db;
  const guestCartExists = async (owner: CartOwner & { kind: 'guest' }) =>
    (
      await db()
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.guestTokenHash, guestTokenHash(owner.token)))
    ).length > 0;
  const wishes = async (owner: CartOwner) => (await cart.wishlist.view(owner)).entries.map((e) => e.sku);

  it('merges at once when the saved cart has no live lines, and deletes the guest cart', async () => {
    const guest = newGuest();
    const customer = await newCustomer(db());
    await cart.add(guest, a, 2, meta);
    await cart.add(guest, b, 1, meta);
    await cart.setRemark(guest, 'Graag voor vrijdag');
    // The saved cart holds only a removed line: no live lines.
    await cart.add(customer, a, 5, meta);
    await cart.remove(customer, a);

    expect(await cart.afterLogin(guest.token, customer.userId)).toEqual({ kind: 'merged' });
    // Matching sku takes the guest's amount and status (the removed line comes back), the other is added.
    expect(await storedLines(db(), customer)).toEqual([
      { sku: a, amount: 2, status: 'added' },
      { sku: b, amount: 1, status: 'added' },
    ]);
    expect((await cart.view(customer)).remark).toBe('Graag voor vrijdag');
    expect(await guestCartExists(guest)).toBe(false);
    // Logging in again with the same (now cleared) cookie changes nothing.
    expect(await cart.afterLogin(guest.token, customer.userId)).toEqual({ kind: 'nothing' });
  });

  it('asks to compare when both carts have live lines; "saved" keeps the account’s cart', async () => {
    const guest = newGuest();
    const customer = await newCustomer(db());
    await cart.add(customer, a, 1, meta);
    await cart.add(guest, b, 3, meta);

    expect(await cart.afterLogin(guest.token, customer.userId)).toEqual({ kind: 'compare' });
    expect(await guestCartExists(guest)).toBe(true);
    const both = await cart.compare(guest.token, customer.userId);
    expect(both?.guest.lines.map((l) => [l.sku, l.amount])).toEqual([[b, 3]]);
    expect(both?.saved.lines.map((l) => [l.sku, l.amount])).toEqual([[a, 1]]);

    expect(await cart.resolveCompare(guest.token, customer.userId, 'saved')).toEqual({ kind: 'ok' });
    expect(await storedLines(db(), customer)).toEqual([{ sku: a, amount: 1, status: 'added' }]);
    expect(await guestCartExists(guest)).toBe(false);
    expect(await cart.compare(guest.token, customer.userId)).toBeNull();
    expect(await cart.resolveCompare(guest.token, customer.userId, 'merge')).toEqual({ kind: 'nothing' });
  });

  it('"merge" in the compare dialog: matching skus take the guest amount, others are added', async () => {
    const guest = newGuest();
    const customer = await newCustomer(db());
    await cart.add(customer, a, 4, meta);
    await cart.add(customer, b, 1, meta);
    await cart.add(guest, b, 2, meta);
    await cart.add(guest, c, 1, meta);
    await cart.add(guest, d, 1, meta);
    await cart.remove(guest, d); // a removed guest line takes no part

    expect(await cart.afterLogin(guest.token, customer.userId)).toEqual({ kind: 'compare' });
    expect(await cart.resolveCompare(guest.token, customer.userId, 'merge')).toEqual({ kind: 'ok' });
    expect(await storedLines(db(), customer)).toEqual([
      { sku: a, amount: 4, status: 'added' },
      { sku: b, amount: 2, status: 'added' },
      { sku: c, amount: 1, status: 'added' },
    ]);
    expect(await guestCartExists(guest)).toBe(false);
  });

  it('does nothing with an empty guest cart (it goes) or without a guest cookie', async () => {
    const guest = newGuest();
    const customer = await newCustomer(db());
    await cart.add(customer, a, 1, meta);
    await cart.add(guest, b, 1, meta);
    await cart.remove(guest, b);
    expect(await cart.afterLogin(guest.token, customer.userId)).toEqual({ kind: 'nothing' });
    expect(await guestCartExists(guest)).toBe(false);
    expect(await cart.afterLogin(null, customer.userId)).toEqual({ kind: 'nothing' });
    expect(await cart.afterLogin(newGuest().token, customer.userId)).toEqual({ kind: 'nothing' });
    expect(await storedLines(db(), customer)).toEqual([{ sku: a, amount: 1, status: 'added' }]);
  });

  it('merges wishlists at login without duplicates, whatever happens to the cart', async () => {
    const guest = newGuest();
    const customer = await newCustomer(db());
    await cart.wishlist.add(customer, b, meta);
    await cart.wishlist.add(guest, a, meta);
    await cart.wishlist.add(guest, b, meta);
    await cart.add(customer, c, 1, meta);
    await cart.add(guest, d, 1, meta);
    expect(await cart.afterLogin(guest.token, customer.userId)).toEqual({ kind: 'compare' });
    // The wishlist is merged right away, the guest's list cleared.
    expect(await wishes(customer)).toEqual([b, a]);
    expect(await wishes(guest)).toEqual([]);
    // A guest with only a wishlist: merged, nothing to compare.
    const second = newGuest();
    await cart.wishlist.add(second, c, meta);
    await cart.wishlist.add(second, a, meta);
    expect(await cart.afterLogin(second.token, customer.userId)).toEqual({ kind: 'nothing' });
    expect(await wishes(customer)).toEqual([b, a, c]);
    expect(await guestCartExists(second)).toBe(false);
  });

  it('moves the guest cart and wishlist into a new account at registration', async () => {
    const guest = newGuest();
    await cart.add(guest, a, 2, meta);
    await cart.wishlist.add(guest, b, meta);
    await cart.setCountry(guest, 'BE');
    const customer = await newCustomer(db());
    expect(await cart.afterRegister(guest.token, customer.userId)).toEqual({ kind: 'moved' });
    expect(await storedLines(db(), customer)).toEqual([{ sku: a, amount: 2, status: 'added' }]);
    expect(await wishes(customer)).toEqual([b]);
    expect((await cart.view(customer)).countryCode).toBe('BE');
    expect(await guestCartExists(guest)).toBe(false);
    expect(await cart.afterRegister(guest.token, customer.userId)).toEqual({ kind: 'nothing' });
  });

  it('the demo customer has a saved cart: logging in with a guest cart opens the compare dialog', async () => {
    const klant = await demoUserId(db(), 'klant@leeswijzer.nl');
    const guest = newGuest();
    await cart.add(guest, d, 1, meta);
    expect(await cart.afterLogin(guest.token, klant)).toEqual({ kind: 'compare' });
    const both = await cart.compare(guest.token, klant);
    expect(both?.saved.lines.length).toBe(2);
    expect(both?.saved.counts.cart).toBe(3);
  });

  it('two logins at once merge the guest cart once', async () => {
    const guest = newGuest();
    const customer = await newCustomer(db());
    await cart.add(guest, a, 3, meta);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cart.afterLogin(guest.token, customer.userId)),
    );
    expect(results.filter((r) => r.kind === 'merged')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'nothing')).toHaveLength(4);
    expect(await storedLines(db(), customer)).toEqual([{ sku: a, amount: 3, status: 'added' }]);
  });
});

describe.each(eachDatabase('parallel'))('guest cart pruning on %s (issue 13 #3)', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('deletes guest carts untouched for more than 60 days, keeps younger ones and every customer cart', async () => {
    const db = t.database.db;
    const cart = t.services.cart;
    const [book] = await orderableBooks(db, 1);
    const now = new Date('2027-03-01T12:00:00Z');
    const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
    const old = newGuest();
    const young = newGuest();
    const customer = await newCustomer(db);
    for (const owner of [old, young, customer]) await cart.add(owner, book!.sku, 1, meta);
    await cart.wishlist.add(old, book!.sku, meta);
    const setUpdated = (owner: CartOwner, at: Date) =>
      db
        .update(carts)
        .set({ updatedAt: at })
        .where(
          owner.kind === 'user'
            ? eq(carts.userId, owner.userId)
            : eq(carts.guestTokenHash, guestTokenHash(owner.token)),
        );
    await setUpdated(old, daysAgo(61));
    await setUpdated(young, daysAgo(59));
    await setUpdated(customer, daysAgo(400));
    const before = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from carts`);

    expect(await cart.pruneGuestCarts(now)).toBe(1);
    expect(await storedLines(db, old)).toEqual([]);
    expect((await cart.wishlist.view(old)).entries).toEqual([]);
    expect((await cart.view(young)).lines).toHaveLength(1);
    expect((await cart.view(customer)).lines).toHaveLength(1);
    const after = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from carts`);
    // Lines and wishlist entries went with their cart (foreign keys cascade).
    const orphans = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from cart_lines where cart_id not in (select id from carts))
            + (select count(*) from wishlist_entries where cart_id not in (select id from carts)) as n`,
    );
    expect(Number(orphans[0]!.n)).toBe(0);
    console.log(
      `pruning on ${kind}: ${before[0]!.n} carts before, ${after[0]!.n} after (the 61-day-old guest cart gone)`,
    );
  });
});
