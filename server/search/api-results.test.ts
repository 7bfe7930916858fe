// GET /api/v1/search/results through the whole app: the results page's search as JSON — the same books, in the
// same order, as the page; counts per scope; the first page's extras; problem+json for bad parameters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW } from '../../domain/paging.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';

interface ResultsBody {
  term: string;
  status: string;
  message: string | null;
  total: number;
  page: number;
  pages: number;
  capped: boolean;
  counts: { own: number; sb: number; all: number; capped: string[] };
  items: { sku: string; title: string }[];
  topMatch: { sku: string; title: string } | null;
  elevated: { header: string; items: { sku: string }[] } | null;
  intentions: { kind: string; name: string; href: string }[];
}

describe.each(eachDatabase())('search results API on %s', (kind) => {
  let t: TestApp;
  const get = async (url: string) => t.app.inject({ url: `/api/v1${url}` });
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the same ranked books as the results page, with the counts of every scope', async () => {
    const res = await get('/search/results?q=zelfvertrouwen&scope=sb');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ResultsBody;
    const page = await t.services.search.resultsPage({
      term: 'zelfvertrouwen',
      scope: 'sb',
      view: DEFAULT_PAGE_VIEW,
    });
    expect(body.status).toBe('ok');
    expect(body.total).toBe(page.total);
    expect(body.counts).toEqual(page.counts);
    expect(body.items.map((b) => b.sku)).toEqual(page.page.books.map((b) => b.sku));
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('gives the first page its extras: elevated books under their header and the category intention', async () => {
    const body = (await get('/search/results?q=zelfvertrouwen&scope=sb')).json() as ResultsBody;
    expect(body.elevated?.items.length).toBeGreaterThan(0);
    expect(body.intentions).toContainEqual(expect.objectContaining({ name: 'Zelfvertrouwen' }));
    const second = (
      await get('/search/results?q=zelfvertrouwen&scope=sb&page=2&per=10')
    ).json() as ResultsBody;
    expect(second.page).toBe(2);
    expect(second).toMatchObject({ topMatch: null, elevated: null, intentions: [] });
  });

  it("says a term is too short in the spec's words and searches nothing", async () => {
    const body = (await get('/search/results?q=ab')).json() as ResultsBody;
    expect(body).toMatchObject({
      status: 'too_short',
      message: 'Gebruik een langere zoekterm (minimaal 3 letters)',
      total: 0,
      items: [],
    });
  });

  it.each([
    ['/search/results?q=covey&scope=everything', 'scope'],
    ['/search/results?q=covey&per=7', 'per'],
    ['/search/results?q=zelfvertrouwen&page=999', 'page'],
  ])('%s is a problem+json 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[0].field).toBe(field);
  });
});
