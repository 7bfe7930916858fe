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
    '/login',
    '/login?view=retrieve',
    '/register',
    '/unsubscribe',
    '/newsletter',
  ])('%s loads at most 130 KB of gzipped JavaScript', async (url) => {
    const html = (await t.app.inject({ url, cookies: { lw_shop: 'SHOP_ALL' } })).body;
    expect(firstLoadBytes(html)).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('the account page loads at most 130 KB of gzipped JavaScript', async () => {
    const login = await t.services.accounts.login(
      { email: 'klant@leeswijzer.nl', password: 'Leesplezier-2026' },
      { ip: '127.0.0.1', origin: 'http://localhost' },
    );
    if (login.status !== 'ok') throw new Error('demo login failed');
    const res = await t.app.inject({ url: '/account/profile', cookies: { lw_session: login.session.id } });
    expect(res.statusCode).toBe(200);
    expect(firstLoadBytes(res.body)).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});

/** The gzipped size of the scripts a server-rendered page preloads. */
function firstLoadBytes(html: string): number {
  const files = new Set(
    [...html.matchAll(/(?:href|src|from)="?(\/assets\/[^"\s]+\.js)"?/g)].map((m) => m[1]!),
  );
  expect(files.size).toBeGreaterThan(2);
  let total = 0;
  for (const file of files)
    total += gzipSync(readFileSync(path.join('build/client', file)), { level: 9 }).length;
  return total;
}
