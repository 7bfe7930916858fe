// Issue 33 #3: the book cards of the home page and the Top 60 link each book page's own address (spec 1 §2.1: with
// seoTitles '1' that is /book/{isbn}/{slug}), so following one costs no 301 round trip first — a redirect before
// every book page is 150 ms or more on a phone. Every book link of both pages is followed as a browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

describe('book links on the home page and the Top 60', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/', '/top60'])(
    '%s links every book at its own address, answered without a redirect',
    async (path) => {
      const page = await t.app.inject({ url: path });
      expect(page.statusCode).toBe(200);
      const links = [...new Set([...page.body.matchAll(/href="(\/book\/[^"#?]+)"/g)].map((m) => m[1]!))];
      expect(links.length).toBeGreaterThan(path === '/' ? 10 : 50);
      const redirected: string[] = [];
      for (const link of links) {
        const answer = await t.app.inject({ url: link });
        if (answer.statusCode !== 200)
          redirected.push(`${link} → ${answer.statusCode} ${answer.headers.location ?? ''}`);
      }
      expect(redirected).toEqual([]);
    },
  );
});
