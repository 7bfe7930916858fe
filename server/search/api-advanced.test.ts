// GET /api/v1/search/advanced through the whole app: a page of books in the list envelope with the criteria as
// searched, the form's Dutch messages as problem+json per field, strict parameters, and the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';

interface Envelope {
  total: number;
  page: number;
  perPage: number;
  pages: number;
  sort: string;
  query: Record<string, string>;
  counts: { own: number; sb: number; all: number } | null;
  items: { sku: string; title: string; priceCents: number | null; orderable: boolean; english: boolean }[];
}

describe.each(eachDatabase())('advanced search API on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string) => t.app.inject({ url: `/api/v1/search/advanced${url}` });
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a page of books meeting every criterion, with the criteria as searched', async () => {
    const res = await get('?title=zelfvertrouwen&price_to=25&availability=orderable&per=10&sort=price_incl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json() as Envelope;
    expect(body.query).toEqual({
      title: 'zelfvertrouwen',
      price_to: '25',
      availability: 'orderable',
      scope: 'sb',
    });
    expect(body).toMatchObject({ page: 1, perPage: 10, sort: 'price_incl', counts: null });
    expect(body.total).toBeGreaterThan(10);
    expect(body.items).toHaveLength(10);
    for (const item of body.items) {
      expect(item.title.toLowerCase()).toContain('zelfvertrouwen');
      expect(item.orderable).toBe(true);
      expect(item.priceCents!).toBeLessThanOrEqual(2500);
    }
    const prices = body.items.map((i) => i.priceCents!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds a book by ISBN-10 and gives the wider scope counts when the scope has nothing', async () => {
    const hit = (await get('?isbn=94-930-0000-1&scope=own')).json() as Envelope;
    expect(hit.items.map((i) => i.sku)).toEqual(['9789493000001']);
    const none = (await get('?author=Kahneman&scope=own')).json() as Envelope;
    expect(none.total).toBe(0);
    expect(none.counts!.sb).toBeGreaterThan(0);
  });

  it.each([
    ['?isbn=123', 'isbn', 'Vul een geldig ISBN in (10 of 13 cijfers)'],
    ['?price_from=20&price_to=10', 'price_to', 'De prijs tot en met mag niet lager zijn dan de prijs vanaf'],
    ['?price_from=twaalf', 'price_from', 'Vul een bedrag in euro’s in, bijvoorbeeld 12,50'],
    ['?category=bestaat-niet', 'category', 'Kies een categorie uit de lijst'],
    ['?title=ab', 'title', 'Vul voor de titel een woord van minimaal 3 letters in'],
    ['?q=ab', 'q', 'Gebruik een langere zoekterm (minimaal 3 letters)'],
  ])('%s is a problem+json 400 naming %s with the form’s message', async (url, field, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ field, message }]);
  });

  it('asks for a field when none is given', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Vul minimaal één zoekveld in');
  });

  it.each([
    ['?title=geluk&scope=everything', 'scope'],
    ['?title=geluk&availability=soon', 'availability'],
    ['?title=geluk&per=7', 'per'],
    ['?title=geluk&page=999', 'page'],
    [`?title=${'a'.repeat(101)}`, 'title'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    const names = doc.paths['/search/advanced']!.get.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['title', 'author', 'isbn', 'price_from', 'scope', 'page']));
  });
});
