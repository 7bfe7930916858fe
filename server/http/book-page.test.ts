// Spec 1 §2.6 book page over HTTP: status codes, redirects, the affiliate cookie and structured data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isbn10CheckDigit } from '../../domain/isbn.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';

const OWN_SKU = '9789493000001';
const OWN_PATH = `/book/${OWN_SKU}/meer-zelfvertrouwen`;

describe.each(eachDatabase())('book page over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 with "Dit boek is nog niet in onze database opgenomen" inside the shell for an unknown book', async () => {
    for (const url of [
      '/book/9789999999999',
      '/boek/onzin',
      '/book/9789493000001/meer-zelfvertrouwen/prijzen',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Dit boek is nog niet in onze database opgenomen');
      expect(res.body).toContain('Uitgeverij &amp; de grootste website voor zelfontwikkeling'); // the shell
    }
  });

  it('redirects an ISBN-10 and a book id permanently to the canonical address, keeping the tab', async () => {
    const isbn10 = OWN_SKU.slice(3, 12) + isbn10CheckDigit(OWN_SKU.slice(3, 12));
    const res = await t.app.inject({ url: `/book/${isbn10}/reviews` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${OWN_PATH}/reviews`);
    const byId = await t.app.inject({ url: '/boek/1' });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(OWN_PATH);
  });

  it('adds the title slug when seoTitles is 1, keeping the tab and the query', async () => {
    const res = await t.app.inject({ url: `/book/${OWN_SKU}` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(OWN_PATH);
    const tab = await t.app.inject({ url: `/book/${OWN_SKU}/specifications?pc=abc` });
    expect(tab.headers.location).toBe(`${OWN_PATH}/specifications?pc=abc`);
    const wrongSlug = await t.app.inject({ url: `/book/${OWN_SKU}/oude-titel/reviews` });
    expect(wrongSlug.headers.location).toBe(`${OWN_PATH}/reviews`);
  });

  it('sends a replaced book on to its replacement (302)', async () => {
    const res = await t.app.inject({ url: '/book/9789087655396' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/book\/9781235143496\//);
  });

  it('stores a valid partner code from pc or PC in an httpOnly affiliate cookie, and ignores a bad one', async () => {
    const res = await t.app.inject({ url: `${OWN_PATH}?PC=partner_12-a` });
    expect(res.statusCode).toBe(200);
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('lw_affiliate='));
    expect(cookie).toMatch(/^lw_affiliate=partner_12-a; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax/);
    const bad = await t.app.inject({ url: `${OWN_PATH}?pc=${encodeURIComponent('<script>')}` });
    expect(String(bad.headers['set-cookie'])).not.toContain('lw_affiliate');
    const tooLong = await t.app.inject({ url: `${OWN_PATH}?pc=${'a'.repeat(33)}` });
    expect(String(tooLong.headers['set-cookie'])).not.toContain('lw_affiliate');
  });

  it('renders the page with title, canonical link, Open Graph and schema.org Book JSON-LD', async () => {
    const res = await t.app.inject({ url: OWN_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Meer zelfvertrouwen – Annemiek van der Berg | Leeswijzer</title>');
    expect(res.body).toMatch(
      /<link rel="canonical" href="http:\/\/[^"]+\/book\/9789493000001\/meer-zelfvertrouwen"/,
    );
    expect(res.body).toContain('<meta property="og:type" content="book"/>');
    const match = /<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/s.exec(res.body);
    const ld = JSON.parse(match![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Book',
      isbn: OWN_SKU,
      author: [{ '@type': 'Person', name: 'Annemiek van der Berg' }],
      offers: { priceCurrency: 'EUR', price: expect.stringMatching(/^\d+\.\d\d$/) },
    });
  });

  it('shows the tab the address names, with aria-current on its link', async () => {
    const res = await t.app.inject({ url: `${OWN_PATH}/specifications` });
    expect(res.statusCode).toBe(200);
    const current = res.body.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? [];
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/book/9789493000001/meer-zelfvertrouwen/specifications"');
    expect(res.body).toContain('<dt>ISBN</dt><dd>9789493000001</dd>');
    expect(res.body).toContain('<dd>Leeswijzer</dd>');
  });
});
