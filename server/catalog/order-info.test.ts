// Issue 12 #4: one orderability rule in every place (list card, book page, API, the cart's fresh read), and the
// cart's price read fresh while the book page still serves its 30-second cache.
import { eq, inArray } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, amsterdamCalendarDate } from '../../domain/dates.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { Db } from '../db/client.ts';
import * as schema from './schema.ts';
import { createSettingsService } from '../settings/service.ts';
import { createBookPageService } from './book-page.ts';
import { loadListBooks } from './lists/list-query.ts';
import { createOrderInfoService } from './order-info.ts';

const { books } = schema;

describe.each(eachDatabase())('issue 12 #4: one orderability rule and a fresh price read on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  /** Three ordinary books in stock with a price, made into the spec's hard cases below. */
  let ebook: string, soldOut: string, farReprint: string, plain: string;
  const today = amsterdamCalendarDate(new Date());

  beforeAll(async () => {
    t = await openTestApp(kind);
    db = t.services.database.db;
    const picked = await db
      .select({ sku: books.sku })
      .from(books)
      .where(eq(books.stock, 1))
      .orderBy(books.id)
      .limit(40);
    // Books without an alternative (a replaced book's page redirects), priced and shown.
    const candidates = (
      await db
        .select({ sku: books.sku, alternative: books.alternative, price: books.priceInclCents })
        .from(books)
        .where(
          inArray(
            books.sku,
            picked.map((p) => p.sku),
          ),
        )
    ).filter((b) => !b.alternative?.trim() && b.price !== null && b.price > 0 && b.price !== 9999);
    [ebook, soldOut, farReprint, plain] = candidates.map((c) => c.sku) as [string, string, string, string];
    // An e-book not in stock but with a stock code that would make a printed book orderable (spec 1 §2.8).
    await db.update(books).set({ isEbook: true, stock: 0, stockCode: 21 }).where(eq(books.sku, ebook));
    await db.update(books).set({ stock: 2 }).where(eq(books.sku, soldOut));
    // A reprint expected 60 days ahead: beyond maxDaysExpected (30).
    await db
      .update(books)
      .set({ stock: 0, stockCode: 32, supplyDate: addDays(today, 60) })
      .where(eq(books.sku, farReprint));
  });
  afterAll(async () => {
    await t?.close();
  });

  const expected = () => ({
    [ebook]: { orderable: false, wishlistable: true, soldOut: false },
    [soldOut]: { orderable: false, wishlistable: true, soldOut: true },
    [farReprint]: { orderable: false, wishlistable: false, soldOut: false },
    [plain]: { orderable: true, wishlistable: true, soldOut: false },
  });

  it('the list card, the API, the book page and the cart read agree on an e-book, a sold-out book and a far supply date', async () => {
    const skus = [ebook, soldOut, farReprint, plain];
    const ids = await db.select({ id: books.id, sku: books.sku }).from(books).where(inArray(books.sku, skus));
    const settings = { skuSoonAvailable: null, seoTitles: '1', maxDaysExpected: 30, today };
    const cards = await loadListBooks(
      db,
      ids.map((r) => r.id),
      settings,
    );
    const info = await t.services.catalog.orderInfo(skus);
    let places = 0;
    for (const sku of skus) {
      const want = expected()[sku]!;
      const card = cards.find((c) => c.sku === sku)!;
      expect(
        { orderable: card.orderable, wishlistable: card.wishlistable, soldOut: card.soldOut },
        `list ${sku}`,
      ).toEqual(want);

      const res = await t.app.inject({ url: `/api/v1/books/${sku}` });
      expect(res.statusCode).toBe(200);
      const api = res.json<{ orderable: boolean; wishlistable: boolean; soldOut: boolean }>();
      expect(
        { orderable: api.orderable, wishlistable: api.wishlistable, soldOut: api.soldOut },
        `API ${sku}`,
      ).toEqual(want);

      const cart = info.get(sku)!;
      expect(
        { orderable: cart.orderable, wishlistable: cart.wishlistable, soldOut: cart.soldOut },
        `cart ${sku}`,
      ).toEqual(want);

      // The book page says why its buttons are disabled (BookBuyBox), exactly when the rule says no.
      const page = await t.app.inject({ url: card.href });
      expect(page.statusCode, card.href).toBe(200);
      expect(page.body.includes('>Dit boek is nu niet te bestellen.</p>'), `page ${sku} orderable`).toBe(
        !want.orderable,
      );
      expect(page.body.includes('>Dit boek kan niet op je verlanglijst.</p>'), `page ${sku} wishlist`).toBe(
        !want.wishlistable,
      );
      places += 4;
    }
    console.log(`issue 12 #4: ${skus.length} books × 4 places agree (${places} checks)`);
  });

  it('the cart read sees a price change at once while the book page cache still shows the old price, in one query', async () => {
    let queries = 0;
    const logger = { logQuery: () => void queries++ };
    const counted = (kind === 'pglite'
      ? drizzlePglite({ client: t.services.database.pglite!, schema, logger })
      : drizzlePg({ client: t.services.database.pool!, schema, logger })) as unknown as Db;
    const settings = createSettingsService(counted);
    const pages = createBookPageService(counted, settings);
    const orderInfo = createOrderInfoService(counted, settings);

    const [before] = await db
      .select({ price: books.priceInclCents, vat: books.vatPerc })
      .from(books)
      .where(eq(books.sku, plain));
    const first = await pages.bookPage(plain); // caches the page (and warms the settings)
    expect(first.kind === 'found' && first.page.book.priceInclCents).toBe(before!.price);

    await db.update(books).set({ priceInclCents: 2495, vatPerc: 21 }).where(eq(books.sku, plain));

    const cached = await pages.bookPage(plain);
    expect(cached.kind === 'found' && cached.page.book.priceInclCents).toBe(before!.price);
    queries = 0;
    const fresh = await orderInfo.orderInfo([plain, plain, '9780000000000']);
    expect(queries).toBe(1);
    expect(fresh.get(plain)).toMatchObject({
      priceCents: 2495,
      vatPercent: 21,
      orderable: true,
      priceShown: true,
    });
    expect(fresh.has('9780000000000')).toBe(false);
    console.log(
      `issue 12 #4: book page cache ${before!.price} cents, fresh read 2495 cents in ${queries} query`,
    );
  });

  it("reads within a caller's transaction and refuses an empty or oversized request sensibly", async () => {
    expect((await t.services.catalog.orderInfo([])).size).toBe(0);
    await expect(
      t.services.catalog.orderInfo(Array.from({ length: 501 }, (_, i) => String(i))),
    ).rejects.toThrow(RangeError);
    let inside: Awaited<ReturnType<typeof t.services.catalog.orderInfo>> | null = null;
    const rolledBack = await db
      .transaction(async (tx) => {
        await tx.update(books).set({ priceInclCents: 1234 }).where(eq(books.sku, plain));
        inside = await t.services.catalog.orderInfo([plain], { db: tx as unknown as Db });
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    // The read inside the unit of work saw its uncommitted price; after the rollback the stored one is back.
    expect(rolledBack).toBe(true);
    expect(inside!.get(plain)?.priceCents).toBe(1234);
    const after = await t.services.catalog.orderInfo([plain]);
    expect(after.get(plain)?.priceCents).toBe(2495);
  });
});

describe.each(eachDatabase())('issue 13: the order facts the cart prices by, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the product kind (VAT class), discount_active, package_only and the description parts', async () => {
    const db = t.services.database.db;
    const pick = async (where: ReturnType<typeof eq>) =>
      (await db.select({ sku: books.sku }).from(books).where(where).orderBy(books.id).limit(1))[0]!.sku;
    const book = await pick(eq(books.media, 'Boek'));
    const ebook = await pick(eq(books.isEbook, true));
    const other = await pick(eq(books.media, 'CD'));
    await db.update(books).set({ discountActive: false, packageOnly: true }).where(eq(books.sku, other));
    const info = await t.services.catalog.orderInfo([book, ebook, other]);
    expect(info.get(book)).toMatchObject({ kind: 'book', discountActive: true, packageOnly: false });
    expect(info.get(ebook)).toMatchObject({ kind: 'ebook' });
    expect(info.get(other)).toMatchObject({ kind: 'other', discountActive: false, packageOnly: true });
    expect(info.get(book)!.stockText.parts.length).toBeGreaterThan(0);
  });
});
