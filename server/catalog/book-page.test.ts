// Spec 1 §2.6 book page data on the demo catalogue, on each database.
import { and, eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isbn10CheckDigit } from '../../domain/isbn.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import type { Db } from '../db/client.ts';
import * as schema from './schema.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import type { Services } from '../services.ts';
import { createSettingsService } from '../settings/service.ts';
import { createBookPageService } from './book-page.ts';

const OWN_SKU = '9789493000001'; // Meer zelfvertrouwen
const REPLACED_SKU = '9789087655396';
const REPLACEMENT_SKU = '9781235143496';
const isbn10Of = (sku: string) => sku.slice(3, 12) + isbn10CheckDigit(sku.slice(3, 12));

describe.each(eachDatabase())('book page data on %s', (kind) => {
  let t: TestServices;
  let services: Services;
  beforeAll(async () => {
    t = await openTestServices(kind);
    ({ services } = t);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('finds an own publication with its author, shelf, language, media, downloads and settings', async () => {
    const result = await services.bookPage.bookPage(OWN_SKU);
    if (result.kind !== 'found') throw new Error(`expected found, got ${result.kind}`);
    const { book, media, settings } = result.page;
    expect(book.title).toBe('Meer zelfvertrouwen');
    expect(book.authors).toEqual([{ id: expect.any(Number), name: 'Annemiek van der Berg' }]);
    expect(book.languageName).toBe('Nederlands');
    expect(book.category?.displayValue).toBeTruthy();
    expect(media.map((m) => m.kind).sort()).toEqual(['back', 'pdf', 'video']);
    expect(settings).toEqual({ seoTitles: '1', skuSoonAvailable: expect.any(String), maxDaysExpected: 30 });
    expect(result.page.alternativeBook).toBeNull();
    expect(result.page.foreignDeliveryTooltip?.title).toBe('Levertijd buitenlandse boeken');
  });

  it('lists downloads and the active notification of the book', async () => {
    const [breathing] = await t.database.db
      .select({ sku: schema.books.sku })
      .from(schema.books)
      .where(eq(schema.books.title, 'Ademruimte'));
    const page = await services.bookPage.bookPage(breathing!.sku);
    expect(page.kind === 'found' && page.page.downloads.length).toBe(3);
    const [reprint] = await t.database.db
      .select({ sku: schema.books.sku })
      .from(schema.books)
      .where(eq(schema.books.title, 'Focus!'));
    const focus = await services.bookPage.bookPage(reprint!.sku);
    expect(focus.kind === 'found' && focus.page.notification?.title).toBe('Dit boek wordt herdrukt');
  });

  it('lists up to six other books of the first author, never the book itself', async () => {
    const result = await services.bookPage.bookPage(OWN_SKU);
    if (result.kind !== 'found') throw new Error('expected found');
    const authorId = result.page.book.authors[0]!.id;
    const others = await rows<{ sku: string }>(
      t.database,
      `SELECT sku FROM books WHERE (author_id = $1 OR author2_id = $1) AND sku <> $2 AND in_sb`,
      [authorId, OWN_SKU],
    );
    const more = result.page.moreByAuthor.map((b) => b.sku);
    expect(more.length).toBe(Math.min(6, others.length));
    expect(more).not.toContain(OWN_SKU);
    for (const sku of more) expect(others.map((o) => o.sku)).toContain(sku);

    // An author with a single book: nothing else to show (the page says so).
    const [single] = await rows<{ sku: string }>(
      t.database,
      `SELECT min(b.sku) AS sku FROM books b WHERE b.author2_id IS NULL AND b.author_id IN (
         SELECT author_id FROM books WHERE author_id IS NOT NULL GROUP BY author_id HAVING count(*) = 1)
       AND NOT EXISTS (SELECT 1 FROM books o WHERE o.author2_id = b.author_id) AND b.alternative IS NULL`,
    );
    const lone = await services.bookPage.bookPage(single!.sku);
    expect(lone.kind === 'found' && lone.page.moreByAuthor).toEqual([]);
  });

  it('answers unknown for a missing ISBN, a missing id and an invalid identifier', async () => {
    expect(await services.bookPage.bookPage('9789999999999')).toEqual({ kind: 'unknown' });
    expect(await services.bookPage.bookPage('999999999')).toEqual({ kind: 'unknown' });
    expect(await services.bookPage.bookPage('geen-isbn')).toEqual({ kind: 'unknown' });
  });

  it('resolves a short numeric id and an ISBN-10 to the ISBN-13 to move to', async () => {
    expect(await services.bookPage.bookPage('1')).toEqual({
      kind: 'moved',
      sku: OWN_SKU,
      title: 'Meer zelfvertrouwen',
      seoTitles: '1',
    });
    expect(await services.bookPage.bookPage(isbn10Of(OWN_SKU))).toMatchObject({
      kind: 'moved',
      sku: OWN_SKU,
    });
  });

  it('names the replacement of a replaced book', async () => {
    const result = await services.bookPage.bookPage(REPLACED_SKU);
    if (result.kind !== 'found') throw new Error('expected found');
    expect(result.page.book.alternative).toBe(REPLACEMENT_SKU);
    expect(result.page.alternativeBook).toEqual({ sku: REPLACEMENT_SKU, title: expect.any(String) });
  });

  it('shows reviewer names only as far as the reviewer allows', async () => {
    const [hidden] = await t.database.db
      .select({ sku: schema.books.sku })
      .from(schema.reviews)
      .innerJoin(schema.books, eq(schema.books.id, schema.reviews.bookId))
      .innerJoin(schema.reviewers, eq(schema.reviewers.id, schema.reviews.reviewerId))
      .where(and(eq(schema.reviewers.showFirstname, false), eq(schema.reviewers.showLastname, false)))
      .limit(1);
    const result = await services.bookPage.bookPage(hidden!.sku);
    if (result.kind !== 'found') throw new Error('expected found');
    expect(result.page.reviews.length).toBeGreaterThan(0);
    expect(result.page.reviews.some((r) => r.reviewerName === null)).toBe(true);
    // A hidden surname never leaves the server.
    const json = JSON.stringify(result.page.reviews);
    expect(json).not.toContain('de Groot');
    expect(json).not.toContain('Vos"');
  });

  it('seeds a few dozen reviews', async () => {
    const rows = await t.database.db.select({ id: schema.reviews.id }).from(schema.reviews);
    expect(rows.length).toBeGreaterThanOrEqual(24);
  });

  it('costs one query, its shop included (issue 16: one round trip; settings cached)', async () => {
    let queries = 0;
    const logger = { logQuery: () => void queries++ };
    const db = (kind === 'pglite'
      ? drizzlePglite({ client: t.database.pglite!, schema, logger })
      : drizzlePg({ client: t.database.pool!, schema, logger })) as unknown as Db;
    const service = createBookPageService(db, createSettingsService(db));
    await service.bookPage(OWN_SKU); // warms the settings cache (2 queries)
    queries = 0;
    // Prepared once per service: a first view builds no SQL (building it took ~1.7 ms of CPU per view).
    const select = vi.spyOn(db, 'select');
    await service.bookPage(REPLACED_SKU);
    expect(queries).toBe(1);
    expect(select).not.toHaveBeenCalled();
    // A first view as the server runs it: the shop of the address first, then the page, from that one read.
    const [other] = await t.database.db
      .select({ sku: schema.books.sku })
      .from(schema.books)
      .where(eq(schema.books.inSb, false))
      .limit(1);
    queries = 0;
    expect(await service.shopForSku(other!.sku)).toBe('SHOP_ALL');
    expect((await service.bookPage(other!.sku)).kind).toBe('found');
    expect(queries).toBe(1);
  });

  it('picks the shop of a book: SB range and events own shop, the rest all books, unknown none', async () => {
    expect(await services.bookPage.shopForSku(OWN_SKU)).toBe('SHOP_SB');
    const [outside] = await t.database.db
      .select({ sku: schema.books.sku })
      .from(schema.books)
      .where(eq(schema.books.inSb, false))
      .limit(1);
    expect(await services.bookPage.shopForSku(outside!.sku)).toBe('SHOP_ALL');
    const [event] = await t.database.db
      .select({ sku: schema.books.sku })
      .from(schema.books)
      .where(eq(schema.books.media, 'Event'))
      .limit(1);
    expect(await services.bookPage.shopForSku(event!.sku)).toBe('SHOP_SB');
    expect(await services.bookPage.shopForSku('9789999999999')).toBeNull();
  });
});
