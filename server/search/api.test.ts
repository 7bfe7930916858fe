// Issue 4 GET /api/v1/search through the whole app: the overlay's items and per-scope counts, the term rules,
// problem+json for bad parameters; POST /api/v1/search/queries storing a query; the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { rows, value } from '../../tests/support/seed-testing.ts';

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
    const res = await get('/search?q=zelfvertrouwen&scope=all');
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
  ])('%s is a problem+json 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  const save = (payload: unknown, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/search/queries',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('never stores a query on a read', async () => {
    const before = await savedCount();
    await get('/search?q=covey&scope=sb');
    expect(await savedCount()).toBe(before);
  });

  it('stores a query with the result count the overlay showed, and answers 201 with what it stored', async () => {
    const before = await savedCount();
    const overlay = (await get('/search?q=covey&scope=sb')).json() as SearchBody;
    const res = await save({ term: ' covey? ', scope: 'sb' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ term: 'covey', scope: 'sb', resultCount: overlay.total });
    expect(await savedCount()).toBe(before + 1);
    const [row] = await rows<{ term: string; scope: string; result_count: number }>(
      t.services.database,
      'select term, scope, result_count from search_queries order by id desc limit 1',
    );
    expect(row).toEqual({ term: 'covey', scope: 'sb', result_count: overlay.total });
  });

  it.each([
    [{ term: 'ab', scope: 'sb' }, 'term', 'Gebruik een langere zoekterm (minimaal 3 letters)'],
    [{ term: '  ?! ', scope: 'own' }, 'term', 'Gebruik een langere zoekterm (minimaal 3 letters)'],
    [{ scope: 'sb' }, 'term', 'term is verplicht.'],
    [{ term: 'covey', scope: 'elders' }, 'scope', 'scope moet own, sb of all zijn.'],
    [{ term: 'x'.repeat(201), scope: 'all' }, 'term', 'De zoekterm is te lang (hoogstens 200 tekens).'],
  ])('refuses %j with a problem+json 400 on %s', async (payload, field, message) => {
    const before = await savedCount();
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await savedCount()).toBe(before);
  });

  it('takes JSON only (a cross-site form cannot post one without asking first)', async () => {
    const res = await save('term=covey&scope=sb', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const plain = await save(JSON.stringify({ term: 'covey', scope: 'sb' }), 'text/plain');
    expect(plain.statusCode).toBe(400);
  });

  it('is in the OpenAPI document, the save with its request body, 201 and its 429 and 503', async () => {
    const doc = (await get('/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths)).toContain('/search');
    const post = doc.paths['/search/queries']?.post;
    expect(post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['term', 'scope'] } } },
    });
    expect(Object.keys(post?.responses ?? {})).toEqual(['201', '400', '403', '429', '503']);
  });
});
