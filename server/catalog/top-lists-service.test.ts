// Spec 1 §2.7 top lists on the demo catalogue, on each database.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability } from '../../domain/availability.ts';
import { bookPath } from '../../domain/book-identifier.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { displayPriceCents } from '../../domain/price-display.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import type { Db } from '../db/client.ts';
import * as schema from './schema.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { createSettingsService } from '../settings/service.ts';
import { createTopListsService, SUMMARY_MAX, summaryOf } from './top-lists-service.ts';

const SEEDED_WEEK = 2647; // the demo's "this week" (seed date 2026-11-22)

describe.each(eachDatabase('dialect'))('top lists on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('gives this week’s Top 60: 60 books ranked 1 to 60, with the week of the year', async () => {
    const top60 = await t.services.topLists.top60();
    expect(top60.week).toBe(SEEDED_WEEK);
    expect(top60.weekOfYear).toBe(47);
    expect(top60.books).toHaveLength(60);
    expect(top60.books.map((b) => b.rank)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(top60.books.map((b) => b.sku)).size).toBe(60);
  });

  it('ranks the books of the latest week, not of the week before', async () => {
    const stored = await rows<{ sku: string }>(
      t.database,
      `SELECT b.sku FROM rankings r JOIN books b ON b.id = r.book_id
        WHERE r.list = 'top60' AND r.week = $1 ORDER BY r.rank`,
      [SEEDED_WEEK],
    );
    expect((await t.services.topLists.top60()).books.map((b) => b.sku)).toEqual(stored.map((r) => r.sku));
  });

  it('shows prices by the display rule and labels by the label rule', async () => {
    const top60 = await t.services.topLists.top60();
    const raw = await rows<{ sku: string; price: number | null; stock: number; alternative: string | null }>(
      t.database,
      `SELECT sku, price_incl_cents AS price, stock, alternative FROM books WHERE sku = ANY($1)`,
      [top60.books.map((b) => b.sku)],
    );
    for (const book of raw) {
      const shown = top60.books.find((b) => b.sku === book.sku)!;
      expect(shown.priceCents).toBe(
        displayPriceCents({ priceInclCents: book.price, stock: book.stock, alternative: book.alternative }),
      );
    }
    const own = top60.books.filter((b) => b.labels.includes('own_edition'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((b) => b.ownEdition)).toBe(true);
    // The book page's own address (seoTitles '1' in the demo: /book/{isbn}/{slug}), no redirect first (issue 33 #3).
    expect(top60.books.every((b) => b.href === bookPath(b.sku, b.title, '1') && b.title !== '')).toBe(true);
  });

  it('judges each card’s cart and wishlist buttons by the one availability rule (issue 13 #5)', async () => {
    // Two ranked books made unorderable in two ways: sold out, and an e-book not in stock (spec 1 §2.8), which
    // may still go on the wishlist. A fresh service, so no cached list hides the change; restored afterwards.
    const [first, second] = await rows<{
      id: number;
      stock: number;
      stock_code: number | null;
      is_ebook: boolean;
    }>(
      t.database,
      `SELECT b.id, b.stock, b.stock_code, b.is_ebook FROM rankings r JOIN books b ON b.id = r.book_id
        WHERE r.list = 'top60' AND r.week = $1 ORDER BY r.rank LIMIT 2`,
      [SEEDED_WEEK],
    );
    const set = (id: number, stock: number, code: number | null, ebook: boolean) =>
      rows(t.database, `UPDATE books SET stock = $2, stock_code = $3, is_ebook = $4 WHERE id = $1`, [
        id,
        stock,
        code,
        ebook,
      ]);
    await set(first!.id, 2, first!.stock_code, first!.is_ebook);
    await set(second!.id, 0, 21, true);
    try {
      const service = createTopListsService(t.database.db, createSettingsService(t.database.db));
      const top60 = await service.top60();
      const raw = await rows<{
        sku: string;
        price: number | null;
        stock: number;
        stock_code: number | null;
        supply_date: string | null;
        is_ebook: boolean;
      }>(
        t.database,
        `SELECT sku, price_incl_cents AS price, stock, stock_code, supply_date::text, is_ebook
           FROM books WHERE sku = ANY($1)`,
        [top60.books.map((b) => b.sku)],
      );
      const context = { today: amsterdamCalendarDate(new Date()), maxDaysExpected: 30 };
      for (const book of raw) {
        const shown = top60.books.find((b) => b.sku === book.sku)!;
        const rule = availability(
          {
            stock: book.stock,
            stockCode: book.stock_code,
            priceInclCents: book.price,
            supplyDate: book.supply_date,
            isEbook: book.is_ebook,
          },
          context,
        );
        expect({ sku: book.sku, orderable: shown.orderable, wishlistable: shown.wishlistable }).toEqual({
          sku: book.sku,
          orderable: rule.orderable,
          wishlistable: rule.wishlistable,
        });
      }
      const [one, two] = top60.books;
      expect([one!.orderable, one!.soldOut]).toEqual([false, true]);
      expect([two!.orderable, two!.wishlistable]).toEqual([false, true]);
    } finally {
      await set(first!.id, first!.stock, first!.stock_code, first!.is_ebook);
      await set(second!.id, second!.stock, second!.stock_code, second!.is_ebook);
    }
  });

  it('lists every Top 10 section in order, ten books each, with the address of its own list', async () => {
    const overview = await t.services.topLists.top10Overview();
    expect(overview.map((s) => s.tag)).toEqual([
      'zelfhulp',
      'spiritualiteit',
      'management',
      'thrillers',
      'romans',
      'kinderboeken',
      'kookboeken',
      'poezie',
    ]);
    for (const section of overview) expect(section.href).toBe(`/subcategory/top10${section.tag}`);
    const filled = overview.filter((s) => s.books.length > 0);
    expect(filled).toHaveLength(7);
    for (const section of filled)
      expect(section.books.map((b) => b.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The overview is compact: no summaries.
    expect(Object.keys(filled[0]!.books[0]!)).not.toContain('summary');
  });

  it('finds a section by tag; an empty section has no books; an unknown tag is null', async () => {
    const thrillers = await t.services.topLists.top10Tag('thrillers');
    expect(thrillers?.title).toBe('Top 10 Thrillers');
    expect(thrillers?.href).toBe('/subcategory/top10thrillers');
    expect(thrillers?.books).toHaveLength(10);
    expect(thrillers?.books.every((b) => b.summary === null || b.summary.length <= SUMMARY_MAX + 1)).toBe(
      true,
    );
    expect(thrillers?.books.some((b) => b.summary !== null)).toBe(true);
    expect(await t.services.topLists.top10Tag('poezie')).toMatchObject({ title: 'Top 10 Poëzie', books: [] });
    expect(await t.services.topLists.top10Tag('onbekend')).toBeNull();
    expect(await t.services.topLists.top10Tag('')).toBeNull();
  });

  it('caches: after the first load a page view runs no queries, also for unknown tags', async () => {
    let queries = 0;
    const logger = { logQuery: () => void queries++ };
    const db = (kind === 'pglite'
      ? drizzlePglite({ client: t.database.pglite!, schema, logger })
      : drizzlePg({ client: t.database.pool!, schema, logger })) as unknown as Db;
    const service = createTopListsService(db, createSettingsService(db));
    await service.top60();
    await service.top10Overview();
    expect(queries).toBeLessThanOrEqual(5); // top 60, sections, entries, settings (1–2)
    queries = 0;
    await service.top60();
    await service.top10Overview();
    await service.top10Tag('romans');
    await service.top10Tag('bestaat-niet');
    expect(queries).toBe(0);
  });

  it('answers the Top 60 and the Top 10 entries from the primary keys', async () => {
    // On the small demo tables the planner may prefer a sequential scan; with that option off it must still
    // find an index for every table the lists filter on (no full scan is the only way).
    const plan = async (query: string) => {
      if (t.database.kind === 'postgres') {
        const client = await t.database.pool!.connect();
        try {
          await client.query('SET enable_seqscan = off');
          return (await client.query(`EXPLAIN ${query}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await client.query('RESET enable_seqscan');
          client.release();
        }
      }
      await t.database.pglite!.query('SET enable_seqscan = off');
      try {
        const result = await t.database.pglite!.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`);
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await t.database.pglite!.query('RESET enable_seqscan');
      }
    };
    const top60Plan = await plan(
      `SELECT r.rank, b.title FROM rankings r JOIN books b ON b.id = r.book_id
        WHERE r.list = 'top60' AND r.week = (SELECT max(week) FROM rankings WHERE list = 'top60')
        ORDER BY r.rank LIMIT 60`,
    );
    expect(top60Plan).toMatch(/Index Scan using rankings_list_week_rank_pk on rankings/);
    expect(top60Plan).not.toMatch(/Seq Scan/);
    const entriesPlan = await plan(
      `SELECT e.rank, b.title FROM top10_entries e JOIN books b ON b.id = e.book_id
        WHERE e.rank <= 10 ORDER BY e.section_id, e.rank`,
    );
    expect(entriesPlan).toMatch(/Index Scan using top10_entries_section_id_rank_pk on top10_entries/);
    expect(entriesPlan).not.toMatch(/Seq Scan/);
  });
});

describe('summaryOf (the summaries view text)', () => {
  const long = `${'woord '.repeat(60)}einde`;
  it.each([
    ['the short description', 'Een korte pitch.', 'Lange tekst.', 'Een korte pitch.'],
    ['the description when there is no short one', null, 'Lange tekst.', 'Lange tekst.'],
    ["the description when the short one is '0'", '0', 'Lange tekst.', 'Lange tekst.'],
    ['nothing when both are empty or 0', ' ', '0', null],
    ['nothing when both are missing', null, null, null],
  ])('uses %s', (_name, short, description, expected) => {
    expect(summaryOf(short, description)).toBe(expected);
  });

  it('cuts a long description at a word within the maximum and marks the cut', () => {
    const summary = summaryOf(null, long)!;
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX + 1);
    expect(summary.endsWith('woord…')).toBe(true);
  });
});
