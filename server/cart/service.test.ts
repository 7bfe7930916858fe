// Issue 13 #3 and #8: the cart and wishlist service on PGlite and PostgreSQL — add, replace, remove (deletedx
// kept), amounts 1–999, the guest cart made by the first add, prices from the catalogue and the account, lines
// the catalogue no longer sells, owner checks, the guest-cart limit per address, countries and the shipping quote.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { books } from '../catalog/schema.ts';
import type { CartOwner, CartService } from './service.ts';
import { CART_REMARK_MAX, GUEST_CARTS_PER_ADDRESS, MAX_CART_LINES } from './service.ts';
import { cartLines, carts } from './schema.ts';
import {
  newCustomer,
  newGuest,
  orderableBooks,
  soldOutSku,
  storedLines,
} from '../../tests/support/cart-fixtures.ts';
import type { PricedCartLine } from './view.ts';

const ip = (n: number) => `198.51.100.${n}`;

describe.each(eachDatabase())('cart service on %s', (kind) => {
  let t: TestServices;
  let cart: CartService;
  let skus: string[];
  const price = new Map<string, number>();
  beforeAll(async () => {
    t = await openTestServices(kind);
    cart = t.services.cart;
    const found = await orderableBooks(t.database.db, 8);
    skus = found.map((b) => b.sku);
    for (const b of found) price.set(b.sku, b.priceCents);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const db = () => t.database.db;
  const priced = (line: unknown) => line as PricedCartLine;

  describe('add, replace, remove (spec 3 §4 cart lines, §5 cart amount)', () => {
    it('adds 1 by default, adds to an existing line, replaces, and keeps a removed line as deletedx', async () => {
      const owner = await newCustomer(db());
      const [a, b] = skus as [string, string];
      expect(await cart.add(owner, a, undefined, { clientIp: ip(1) })).toMatchObject({
        kind: 'ok',
        amount: 1,
        counts: { cart: 1, wishlist: 0 },
        guestToken: null,
      });
      expect(await cart.add(owner, a, 1, { clientIp: ip(1) })).toMatchObject({ kind: 'ok', amount: 2 });
      expect(await cart.add(owner, b, 3, { clientIp: ip(1) })).toMatchObject({
        kind: 'ok',
        amount: 3,
        counts: { cart: 5 },
      });
      expect(await cart.replace(owner, a, 7)).toMatchObject({ kind: 'ok', counts: { cart: 10 } });

      const view = await cart.view(owner);
      expect(view.lines.map((l) => [l.sku, l.amount])).toEqual([
        [a, 7],
        [b, 3],
      ]);
      expect(view.mixedDelivery).toBe(true);

      expect(await cart.remove(owner, a)).toMatchObject({ kind: 'ok', counts: { cart: 3 } });
      expect(await storedLines(db(), owner)).toEqual([
        { sku: a, amount: 0, status: 'deletedx' },
        { sku: b, amount: 3, status: 'added' },
      ]);
      const after = await cart.view(owner);
      expect(after.lines.map((l) => l.sku)).toEqual([b]);
      expect(after.mixedDelivery).toBe(false);
      // A removed line cannot be edited; an add brings it back with the added amount, at the end.
      expect(await cart.replace(owner, a, 2)).toMatchObject({ kind: 'invalid', field: 'sku' });
      expect(await cart.add(owner, a, 2, { clientIp: ip(1) })).toMatchObject({ kind: 'ok', amount: 2 });
      expect(await storedLines(db(), owner)).toEqual([
        { sku: b, amount: 3, status: 'added' },
        { sku: a, amount: 2, status: 'added' },
      ]);
    });

    it('takes whole amounts from 1 to 999 only, and an add stops at 999', async () => {
      const owner = await newCustomer(db());
      const sku = skus[0]!;
      for (const amount of [0, -1, 1000, 1.5, Number.NaN])
        expect(await cart.add(owner, sku, amount, { clientIp: ip(1) }), String(amount)).toMatchObject({
          kind: 'invalid',
          field: 'amount',
        });
      expect(await cart.add(owner, sku, 998, { clientIp: ip(1) })).toMatchObject({ kind: 'ok', amount: 998 });
      expect(await cart.add(owner, sku, 5, { clientIp: ip(1) })).toMatchObject({ kind: 'ok', amount: 999 });
      expect(await cart.replace(owner, sku, 1000)).toMatchObject({ kind: 'invalid', field: 'amount' });
      expect(await cart.replace(owner, sku, 0)).toMatchObject({ kind: 'invalid', field: 'amount' });
      expect(await cart.replace(owner, sku, 1)).toMatchObject({ kind: 'ok', counts: { cart: 1 } });
    });

    it('refuses an unknown sku and a book that cannot be ordered now', async () => {
      const owner = await newCustomer(db());
      expect(await cart.add(owner, '9780000000000', 1, { clientIp: ip(1) })).toEqual({
        kind: 'invalid',
        field: 'sku',
        message: 'Dit boek is nog niet in onze database opgenomen',
      });
      expect(await cart.add(owner, await soldOutSku(db()), 1, { clientIp: ip(1) })).toEqual({
        kind: 'invalid',
        field: 'sku',
        message: 'Dit boek is nu niet te bestellen.',
      });
      expect(await cart.counts(owner)).toEqual({ cart: 0, wishlist: 0 });
    });

    it('refuses a book whose price is the hidden placeholder 99,99 (decision 363)', async () => {
      const owner = await newCustomer(db());
      // The last orderable book by id: the other tests take theirs from the front.
      const [row] = await queryRows<{ sku: string }>(
        db(),
        sql`select sku from books where stock = 1 and price_incl_cents > 0 and not is_ebook order by id desc limit 1`,
      );
      await db().execute(sql`update books set price_incl_cents = 9999 where sku = ${row!.sku}`);
      expect(await cart.add(owner, row!.sku, 1, { clientIp: ip(1) })).toEqual({
        kind: 'invalid',
        field: 'sku',
        message: 'Dit boek is nu niet te bestellen.',
      });
    });

    it(`holds at most ${MAX_CART_LINES} different lines`, async () => {
      const owner = await newCustomer(db());
      await cart.add(owner, skus[0]!, 1, { clientIp: ip(1) });
      const [row] = await db().select({ id: carts.id }).from(carts).where(eq(carts.userId, owner.userId));
      // Filler lines straight into the table (their skus need not exist for the count).
      await db()
        .insert(cartLines)
        .values(
          Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => ({
            cartId: row!.id,
            sku: `filler-${i}`,
            amount: 1,
          })),
        );
      expect(await cart.add(owner, skus[1]!, 1, { clientIp: ip(1) })).toMatchObject({
        kind: 'invalid',
        field: 'sku',
      });
      // A line already in the cart still takes more.
      expect(await cart.add(owner, skus[0]!, 1, { clientIp: ip(1) })).toMatchObject({
        kind: 'ok',
        amount: 2,
      });
    });
  });

  describe('guests (issue 13 #3: a cart on the server keyed by a random cookie)', () => {
    it('makes a guest cart and a token only at the first add, and counts it per address', async () => {
      const first = await cart.add(null, skus[0]!, 1, { clientIp: ip(2) });
      expect(first.kind).toBe('ok');
      if (first.kind !== 'ok') return;
      expect(first.guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const owner = { kind: 'guest' as const, token: first.guestToken! };
      expect(await cart.add(owner, skus[0]!, 1, { clientIp: ip(2) })).toMatchObject({
        kind: 'ok',
        amount: 2,
        guestToken: null,
      });
      expect((await cart.view(owner)).counts).toEqual({ cart: 2, wishlist: 0 });
      // Only the token's hash is stored.
      const stored = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from carts where guest_token_hash = ${first.guestToken}`,
      );
      expect(stored[0]!.n).toBe(0);
    });

    it('a visitor without a cart sees an empty one, and a remark or country needs a cart first', async () => {
      const empty = await cart.view(null);
      expect(empty.lines).toEqual([]);
      expect(empty.pricing.totalCents).toBe(0);
      expect(empty.pricing.shipping.rule).toBe('empty');
      expect(empty.countryCode).toBe('NL');
      expect(await cart.counts(null)).toEqual({ cart: 0, wishlist: 0 });
      expect(await cart.setRemark(newGuest(), 'Graag inpakken')).toMatchObject({ kind: 'invalid' });
      expect(await cart.setCountry(null, 'BE')).toMatchObject({ kind: 'invalid' });
      expect(await cart.remove(newGuest(), skus[0]!)).toEqual({
        kind: 'ok',
        counts: { cart: 0, wishlist: 0 },
      });
    });

    it(`refuses the ${GUEST_CARTS_PER_ADDRESS.max + 1}th new guest cart from one address within the hour`, async () => {
      const results = [];
      for (let i = 0; i <= GUEST_CARTS_PER_ADDRESS.max; i++)
        results.push((await cart.add(null, skus[0]!, 1, { clientIp: ip(3) })).kind);
      expect(results.filter((k) => k === 'ok')).toHaveLength(GUEST_CARTS_PER_ADDRESS.max);
      expect(results.at(-1)).toBe('throttled');
      // Adding to an existing guest cart is not limited; another address is not affected.
      expect((await cart.add(null, skus[0]!, 1, { clientIp: ip(4) })).kind).toBe('ok');
    });
  });

  describe('owner checks (issue 13 #8: only the owner reads or changes a cart)', () => {
    it('no account or guest reaches another one’s cart or wishlist', async () => {
      const anna = await newCustomer(db());
      const bram = await newCustomer(db());
      const guest = newGuest();
      const other = newGuest();
      await cart.add(anna, skus[0]!, 2, { clientIp: ip(5) });
      await cart.wishlist.add(anna, skus[1]!, { clientIp: ip(5) });
      await cart.add(guest, skus[2]!, 1, { clientIp: ip(5) });

      for (const stranger of [bram, other]) {
        expect((await cart.view(stranger)).lines).toEqual([]);
        expect((await cart.wishlist.view(stranger)).entries).toEqual([]);
        expect(await cart.replace(stranger, skus[0]!, 5)).toMatchObject({ kind: 'invalid' });
        await cart.remove(stranger, skus[0]!);
        await cart.remove(stranger, skus[2]!);
        await cart.wishlist.remove(stranger, skus[1]!);
      }
      expect((await cart.view(anna)).lines.map((l) => [l.sku, l.amount])).toEqual([[skus[0], 2]]);
      expect((await cart.wishlist.view(anna)).entries.map((e) => e.sku)).toEqual([skus[1]]);
      expect((await cart.view(guest)).lines.map((l) => [l.sku, l.amount])).toEqual([[skus[2], 1]]);
    });
  });

  describe('the cart view (spec 3 §2, §3, §9)', () => {
    it('prices lines from the catalogue fresh, with the account’s discount, VAT and shipping', async () => {
      const owner = await newCustomer(db(), { discount: 10, discount3party: 10 });
      const [a, b] = skus as [string, string];
      await cart.add(owner, a, 2, { clientIp: ip(6) });
      await cart.add(owner, b, 1, { clientIp: ip(6) });
      const view = await cart.view(owner);
      const [la, lb] = view.lines.map(priced);
      expect(la).toMatchObject({ priced: true, sku: a, amount: 2, priceCents: price.get(a) });
      // Spec 3 §9: the standard discount from 2 copies; one copy has none.
      expect(la!.discountPercent).toBe(10);
      expect(la!.lineTotalCents).toBe(Math.round((price.get(a)! * 2 * 90) / 100));
      expect(lb!.discountPercent).toBe(0);
      expect(view.pricing.goodsTotalCents).toBe(la!.lineTotalCents + lb!.lineTotalCents);
      expect(view.pricing.totalCents).toBe(view.pricing.goodsTotalCents + view.pricing.shipping.costCents);
      // With a discount applied, shipping is charged in NL (spec 3 §9) unless the total is over 250.
      expect(view.pricing.discountApplied).toBe(true);
      expect(view.pricing.shipping.costCents).toBeGreaterThan(0);
      expect(la!.description.length).toBeGreaterThan(0);
      expect(la!.coverUrl).toBe(`/media/covers/${a}`);
      expect(la!.stockText?.parts.length).toBeGreaterThan(0);

      // A price change shows at once: no cache between the catalogue and the cart.
      await db().update(books).set({ priceInclCents: 1234 }).where(eq(books.sku, b));
      expect(priced((await cart.view(owner)).lines[1]).priceCents).toBe(1234);
      await db()
        .update(books)
        .set({ priceInclCents: price.get(b)! })
        .where(eq(books.sku, b));
    });

    it('shows a sku the catalogue no longer has, and a book no longer orderable, marked and outside the totals', async () => {
      const owner = await newCustomer(db());
      const [a, b] = skus.slice(4) as [string, string];
      await cart.add(owner, a, 1, { clientIp: ip(7) });
      await cart.add(owner, b, 1, { clientIp: ip(7) });
      const [row] = await db().select({ id: carts.id }).from(carts).where(eq(carts.userId, owner.userId));
      await db().insert(cartLines).values({ cartId: row!.id, sku: '9780000000017', amount: 2 });
      await db().update(books).set({ stock: 2 }).where(eq(books.sku, b)); // sold out since
      try {
        const view = await cart.view(owner);
        expect(view.lines.map((l) => [l.sku, l.priced])).toEqual([
          [a, true],
          [b, false],
          ['9780000000017', false],
        ]);
        expect(view.lines[1]).toMatchObject({ reason: 'not-orderable', orderable: false });
        expect(view.lines[2]).toMatchObject({
          reason: 'unknown',
          priceCents: null,
          description: 'Dit boek is nog niet in onze database opgenomen',
          href: null,
        });
        expect(view.pricing.lines.map((l) => l.sku)).toEqual([a]);
        expect(view.pricing.goodsTotalCents).toBe(price.get(a));
        expect(view.counts.cart).toBe(4);
      } finally {
        await db().update(books).set({ stock: 1 }).where(eq(books.sku, b));
      }
    });

    it('keeps the remark (at most 500 characters) and the country, and ships abroad by the country’s rates', async () => {
      const owner = await newCustomer(db());
      await cart.add(owner, skus[0]!, 1, { clientIp: ip(8) });
      expect(await cart.setRemark(owner, 'x'.repeat(CART_REMARK_MAX + 1))).toMatchObject({
        kind: 'invalid',
        field: 'remark',
      });
      expect(await cart.setRemark(owner, '  Graag cadeau inpakken.\r\n ')).toMatchObject({ kind: 'ok' });
      expect(await cart.setCountry(owner, 'XX')).toMatchObject({ kind: 'invalid', field: 'country' });
      expect(await cart.setCountry(owner, 'be')).toMatchObject({ kind: 'ok' });
      const view = await cart.view(owner);
      expect(view.remark).toBe('Graag cadeau inpakken.');
      expect(view.countryCode).toBe('BE');
      expect(view.pricing.shipping.rule).toBe('abroad');
      const be = (
        await queryRows<{ base: number; kg: number }>(
          db(),
          sql`select base_shipping_cents as base, surcharge_weight_cents as kg from countries where code = 'BE'`,
        )
      )[0]!;
      const kilos = Math.ceil(view.pricing.shipping.weightG / 1000);
      expect(view.pricing.shipping.costCents).toBe(be.base + be.kg * kilos);
    });
  });

  describe('wishlist (spec 3 §2 /wishlist, §4, §5)', () => {
    it('adds without duplicates, refuses what may not be wished for, removes and moves to the cart', async () => {
      const owner = await newCustomer(db());
      const [a, b] = skus as [string, string];
      expect(await cart.wishlist.add(owner, a, { clientIp: ip(9) })).toMatchObject({
        kind: 'ok',
        added: true,
        counts: { wishlist: 1 },
      });
      expect(await cart.wishlist.add(owner, a, { clientIp: ip(9) })).toMatchObject({
        kind: 'ok',
        added: false,
        counts: { wishlist: 1 },
      });
      await cart.wishlist.add(owner, b, { clientIp: ip(9) });
      // A sold-out book with a price may be wished for (spec 1 §5 read literally); a book without a price not.
      const [noPrice] = await queryRows<{ sku: string }>(
        db(),
        sql`select sku from books where price_incl_cents is null and stock = 1 limit 1`,
      );
      expect(await cart.wishlist.add(owner, noPrice!.sku, { clientIp: ip(9) })).toEqual({
        kind: 'invalid',
        field: 'sku',
        message: 'Dit boek kan niet op je verlanglijst.',
      });
      const list = await cart.wishlist.view(owner);
      expect(list.entries.map((e) => [e.sku, e.orderable, e.priceCents])).toEqual([
        [a, true, price.get(a)],
        [b, true, price.get(b)],
      ]);
      expect(await cart.wishlist.moveToCart(owner, a)).toEqual({
        kind: 'ok',
        counts: { cart: 1, wishlist: 1 },
      });
      expect(await cart.wishlist.moveToCart(owner, a)).toMatchObject({ kind: 'invalid' });
      expect(await cart.wishlist.remove(owner, b)).toEqual({ kind: 'ok', counts: { cart: 1, wishlist: 0 } });
    });

    it('moves nothing when the book cannot be ordered now', async () => {
      const owner = await newCustomer(db());
      const sold = await soldOutSku(db());
      expect((await cart.wishlist.add(owner, sold, { clientIp: ip(9) })).kind).toBe('ok');
      expect(await cart.wishlist.moveToCart(owner, sold)).toMatchObject({ kind: 'invalid', field: 'sku' });
      expect(await cart.counts(owner)).toEqual({ cart: 0, wishlist: 1 });
    });
  });

  describe('countries and the shipping quote (issue 13 #2, spec 3 §3 Country, §9)', () => {
    it('lists the countries by Dutch name with AN and CS as the spec names them', async () => {
      const list = await cart.countries();
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'nl')));
      expect(list.find((c) => c.code === 'AN')?.name).toBe('Nederlandse Antillen');
      expect(list.find((c) => c.code === 'CS')?.name).toBe('Servie en Montenegro');
      expect(list.find((c) => c.code === 'NL')?.name).toBe('Nederland');
      expect(names.indexOf('België')).toBeLessThan(names.indexOf('Bulgarije'));
    });

    it('quotes the letter, the package and the rate abroad per started kg', async () => {
      expect(await cart.shippingQuote('NL', 500)).toMatchObject({
        kind: 'ok',
        quote: { costCents: 495, rule: 'letter', parcelType: 1 },
      });
      expect(await cart.shippingQuote('nl', 1500)).toMatchObject({
        kind: 'ok',
        countryCode: 'NL',
        quote: { costCents: 845, rule: 'package', parcelType: 2 },
      });
      expect(await cart.shippingQuote('BE', 1500)).toMatchObject({
        kind: 'ok',
        quote: { costCents: 1095 + 2 * 150, rule: 'abroad' },
      });
      expect(await cart.shippingQuote('XX', 500)).toMatchObject({ kind: 'invalid', field: 'country' });
      expect(await cart.shippingQuote('NL', -1)).toMatchObject({ kind: 'invalid', field: 'weight' });
    });
  });
});

describe.each(eachDatabase())('cart view query count on %s', (kind) => {
  let t: TestServices;
  const queries: string[] = [];
  beforeAll(async () => {
    t = await openTestServices(kind, { onQuery: (q) => queries.push(q) });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('reads a cart in a bounded number of queries, whatever its size (no N+1)', async () => {
    const cart = t.services.cart;
    const db = t.database.db;
    const books = await orderableBooks(db, 12);
    const small = await newCustomer(db);
    const large = await newCustomer(db);
    await cart.add(small, books[0]!.sku, 1, { clientIp: ip(10) });
    for (const b of books) await cart.add(large, b.sku, 2, { clientIp: ip(10) });
    await cart.view(small); // warms the settings and countries caches
    const count = async (owner: CartOwner) => {
      queries.length = 0;
      await cart.view(owner);
      return queries.length;
    };
    const one = await count(small);
    const twelve = await count(large);
    // The cart with its lines, the fresh order facts, the account's discounts and its rules.
    expect(one).toBe(4);
    expect(twelve).toBe(one);
    const guest = await cart.add(null, books[0]!.sku, 1, { clientIp: ip(11) });
    const guestQueries = await count({ kind: 'guest', token: (guest as { guestToken: string }).guestToken });
    expect(guestQueries).toBe(2);
    console.log(
      `cart view on ${kind}: ${one} queries for 1 line, ${twelve} for 12, ${guestQueries} for a guest`,
    );
  });
});
