// Issue 4 GET /api/v1/search through the whole app: the overlay's items and per-scope counts, the term rules,
// problem+json for bad parameters, save=1 storing the query, and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { value } from '../db/seed/testing.ts';

interface SearchBody {
  term: string;
  status: string;
  message: string | null;
  total: number;
  counts: { own: number; sb: number; all: number };
  items: { sku: string; title: string; author: string | null; priceCents: number | null; coverUrl: string }[];
}

describe.each(eachDatabase())('search API on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string) => t.app.inject({ url: `/api/v1${url}` });
  const savedCount = () => value<number>(t.services.database, 'select count(*)::int from search_queries');
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the overlay: at most 10 items and the counts of every scope', async () => {
    const res = await get('/search?q=zelfvert&scope=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json() as SearchBody;
    expect(body.status).toBe('ok');
    expect(body.items).toHaveLength(10);
    expect(body.total).toBe(body.counts.all);
    expect(body.counts.own).toBeGreaterThan(0);
    expect(body.items[0]).toMatchObject({ title: expect.any(String), coverUrl: expect.any(String) });
  });

  it('finds a book by ISBN-10 with hyphens, first', async () => {
    const body = (await get('/search?q=94-930-0000-1&scope=own&limit=3')).json() as SearchBody;
    expect(body.items[0]).toMatchObject({ sku: '9789493000001', title: 'Meer zelfvertrouwen' });
  });

  it("shows the spec's text for a too-short term and searches nothing", async () => {
    const body = (await get('/search?q=ab')).json() as SearchBody;
    expect(body).toMatchObject({
      status: 'too_short',
      message: 'Gebruik een langere zoekterm (minimaal 3 letters)',
      total: 0,
      items: [],
    });
    expect(((await get('/search?q=%20%3F')).json() as SearchBody).status).toBe('empty');
  });

  it.each([
    ['/search?q=covey&scope=everything', 'scope'],
    ['/search?q=covey&limit=11', 'limit'],
    ['/search?q=covey&limit=x', 'limit'],
    ['/search?q=covey&save=yes', 'save'],
  ])('%s is a problem+json 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('saves the query only with save=1 and only when it was searched', async () => {
    const before = await savedCount();
    await get('/search?q=covey&scope=sb');
    expect(await savedCount()).toBe(before);
    const res = await get('/search?q=covey&scope=sb&save=1');
    expect(res.headers['cache-control']).toBe('no-store');
    await get('/search?q=ab&save=1');
    expect(await savedCount()).toBe(before + 1);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/search');
  });
});
