// Top lists and newsletters as JSON through the whole app on the demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { rows, value } from '../../tests/support/seed-testing.ts';

describe.each(eachDatabase())('top lists and newsletters API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function get<T>(url: string, status = 200): Promise<T> {
    const res = await t.app.inject({ url: `/api/v1${url}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    return res.json() as T;
  }

  it('answers the Top 60 of the latest week in rank order', async () => {
    const body = await get<{ week: number; weekOfYear: number; books: { rank: number; sku: string }[] }>(
      '/top-lists/top60',
    );
    const week = await value<number>(
      t.services.database,
      `SELECT max(week) FROM rankings WHERE list = 'top60'`,
    );
    expect(body.week).toBe(week);
    expect(body.weekOfYear).toBe(week % 100);
    expect(body.books).toHaveLength(60);
    expect(body.books.map((b) => b.rank)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const first = await rows<{ sku: string }>(
      t.services.database,
      `SELECT b.sku FROM rankings r JOIN books b ON b.id = r.book_id WHERE r.list = 'top60' AND r.week = $1 AND r.rank = 1`,
      [week],
    );
    expect(body.books[0]!.sku).toBe(first[0]!.sku);
  });

  it('answers every Top 10 section and one by its tag; an unknown tag is a 404 with the spec text', async () => {
    const sections = await get<{ tag: string; url: string; books: unknown[] }[]>('/top-lists/top10');
    const count = await value<number>(t.services.database, 'SELECT count(*)::int FROM top10_sections');
    expect(sections).toHaveLength(count);
    const withBooks = sections.find((s) => s.books.length > 0)!;
    expect(withBooks.url).toBe(`/subcategory/top10${withBooks.tag}`);
    const one = await get<{ tag: string; books: unknown[] }>(`/top-lists/top10/${withBooks.tag}`);
    expect(one.books.length).toBeLessThanOrEqual(10);
    const missing = await get<{ detail: string }>('/top-lists/top10/bestaat-niet', 404);
    expect(missing.detail).toBe('Er is hier geen Top 10 van bekend');
  });

  it('lists the newsletters of a shop with links by the file rules', async () => {
    const own = await get<{ week: number; webUrl: string | null; pdfUrl: string | null }[]>('/newsletters');
    const shown = await value<number>(
      t.services.database,
      'SELECT count(*)::int FROM newsletters WHERE show_on_sb',
    );
    expect(own).toHaveLength(shown);
    expect(own.map((n) => n.week)).toEqual([...own.map((n) => n.week)].sort((a, b) => b - a));
    const all = await get<unknown[]>('/newsletters?shop=SHOP_ALL');
    expect(all.length).toBeGreaterThanOrEqual(own.length);
    await get('/newsletters?shop=SHOP_X', 400);
  });

  it('documents the new paths in the OpenAPI document', async () => {
    const doc = await get<{ paths: Record<string, unknown> }>('/openapi.json');
    for (const path of ['/top-lists/top60', '/top-lists/top10', '/top-lists/top10/{tag}', '/newsletters'])
      expect(doc.paths).toHaveProperty([path]);
  });
});
