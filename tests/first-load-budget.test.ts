// DESIGN.md: the first-load JavaScript of any page stays within 130 KB gzipped (React and React Router take
// ~109 KB). Measured from what the server-rendered page itself preloads, so a development build of React or a
// heavy import in the shell fails here rather than in production.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './support/test-app.ts';

const BUDGET_BYTES = 130 * 1024;

describe('first-load JavaScript budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    '/',
    '/all-books',
    '/bestaat-niet',
    '/book/9789493000001/meer-zelfvertrouwen',
    '/category/zelfontwikkeling',
    '/subcategory/zelfvertrouwen',
    '/authors',
    '/our-publications/our_books',
    '/ebooks',
    '/new-books',
    '/top60?view=summaries',
    '/category/top10',
    '/subcategory/top10thrillers',
    '/overview-newsletters',
    '/videos',
    '/sitemap',
    '/search-results?q=zelfvertrouwen',
    '/search-advanced?title=zelfvertrouwen&availability=orderable',
    '/search-advanced?isbn=123',
  ])('%s loads at most 130 KB of gzipped JavaScript', async (url) => {
    const html = (await t.app.inject({ url, cookies: { lw_shop: 'SHOP_ALL' } })).body;
    const files = new Set(
      [...html.matchAll(/(?:href|src|from)="?(\/assets\/[^"\s]+\.js)"?/g)].map((m) => m[1]!),
    );
    expect(files.size).toBeGreaterThan(2);
    let total = 0;
    for (const file of files)
      total += gzipSync(readFileSync(path.join('build/client', file)), { level: 9 }).length;
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
