// Findability over HTTP: robots.txt, the XML sitemaps, and canonical, Open Graph and breadcrumb markup on
// the server-rendered pages, on the demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';

const OWN_PATH = '/book/9789493000001/meer-zelfvertrouwen';
const REPLACED_SKU = '9789087655396';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const metaContent = (html: string, attr: string) =>
  new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1] ?? null;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe.each(eachDatabase())('findability over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves robots.txt that closes private pages and names the sitemap on the public origin', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const lines = res.body.split('\n');
    for (const rule of ['/api/', '/account', '/shoppingcart', '/checkout', '/login', '/search-results'])
      expect(lines).toContain(`Disallow: ${rule}`);
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('serves a sitemap index naming the pages, book and author sitemaps, compressed when asked', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(locs(res.body)).toEqual([
      'http://localhost/sitemaps/pages.xml',
      'http://localhost/sitemaps/books-1.xml',
      'http://localhost/sitemaps/authors-1.xml',
    ]);
    const gz = await t.app.inject({
      url: '/sitemaps/books-1.xml',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('br');
  });

  it('lists a known book at its canonical address with lastmod, and no replaced book', async () => {
    const res = await t.app.inject({ url: '/sitemaps/books-1.xml', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      new RegExp(`<url><loc>http://localhost${OWN_PATH}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod></url>`),
    );
    expect(res.body).not.toContain(REPLACED_SKU);
    const listed = locs(res.body);
    expect(listed.length).toBe((await t.services.seo.bookSitemap(1))!.length);
    expect(listed.length).toBeGreaterThan(20_000);
  });

  it('lists the fixed, category and author pages, and answers 404 for a sitemap that does not exist', async () => {
    const pages = locs(
      (await t.app.inject({ url: '/sitemaps/pages.xml', headers: { host: 'localhost' } })).body,
    );
    expect(pages).toContain('http://localhost/');
    expect(pages).toContain('http://localhost/sitemap');
    expect(pages).toContain('http://localhost/category/psychologie');
    expect(pages).not.toContain('http://localhost/category/eigen%20uitgaven');
    const authors = locs((await t.app.inject({ url: '/sitemaps/authors-1.xml' })).body);
    expect(authors.every((loc) => /\/author\/\d+$/.test(loc))).toBe(true);
    for (const url of ['/sitemaps/books-2.xml', '/sitemaps/books-0.xml', '/sitemaps/other.xml']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe('Deze sitemap bestaat niet.');
    }
  });

  it('gives the home page a clean canonical address and Open Graph tags', async () => {
    const res = await t.app.inject({ url: '/?pc=partner1&quote=2', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe('http://localhost/');
    expect(metaContent(res.body, 'property="og:url"')).toBe('http://localhost/');
    expect(metaContent(res.body, 'property="og:type"')).toBe('website');
    expect(metaContent(res.body, 'property="og:locale"')).toBe('nl_NL');
    expect(metaContent(res.body, 'property="og:site_name"')).toBe('Leeswijzer');
    expect(metaContent(res.body, 'property="og:image"')).toBe('http://localhost/og-image.png');
    expect(metaContent(res.body, 'name="description"')).toContain('zelfhulpboeken');
    const image = await t.app.inject({ url: '/og-image.png' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('gives the all-books home its own canonical address', async () => {
    const res = await t.app.inject({ url: '/all-books?sort=title', headers: { host: 'localhost' } });
    expect(canonicalOf(res.body)).toBe('http://localhost/all-books');
  });

  it('gives a book page its canonical address, cover image, breadcrumbs and BreadcrumbList', async () => {
    const res = await t.app.inject({ url: `${OWN_PATH}/reviews?pc=abc`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(`http://localhost${OWN_PATH}`);
    expect(metaContent(res.body, 'property="og:type"')).toBe('book');
    expect(metaContent(res.body, 'property="og:title"')).toBe('Meer zelfvertrouwen');
    expect(metaContent(res.body, 'property="og:image"')).toBe(
      'http://localhost/media/covers/groot/9789493000001',
    );
    expect(res.body).toContain('<nav aria-label="Kruimelpad"');
    expect(res.body).toMatch(/<span aria-current="page"[^>]*>Meer zelfvertrouwen<\/span>/);
    const ld = jsonLdOf(res.body);
    const book = ld.find((x) => x['@type'] === 'Book');
    expect(book).toMatchObject({
      url: `http://localhost${OWN_PATH}`,
      image: 'http://localhost/media/covers/groot/9789493000001',
      publisher: { '@type': 'Organization', name: 'Leeswijzer' },
      offers: { availability: expect.stringMatching(/^https:\/\/schema\.org\//) },
    });
    const trail = ld.find((x) => x['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(trail.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Home',
      item: 'http://localhost/',
    });
    expect(trail.itemListElement.at(-1)).toMatchObject({
      name: 'Meer zelfvertrouwen',
      item: `http://localhost${OWN_PATH}`,
    });
  });

  it('points the Dutch /boek/ address at the /book/ canonical address', async () => {
    const res = await t.app.inject({
      url: `/boek/9789493000001/meer-zelfvertrouwen`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(`http://localhost${OWN_PATH}`);
  });

  it('asks search engines not to index the 404 page and an unknown book', async () => {
    for (const url of ['/bestaat-niet', '/book/9789999999999']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(metaContent(res.body, 'name="robots"'), url).toBe('noindex');
      expect(canonicalOf(res.body), url).toBeNull();
      expect(res.body, url).toMatch(/<title>[^<]+ – Leeswijzer<\/title>/);
      expect(metaContent(res.body, 'name="description"'), url).toBeTruthy();
    }
  });

  it('renders the /sitemap page with its sections, breadcrumbs and meta', async () => {
    const res = await t.app.inject({ url: '/sitemap', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sitemap – Leeswijzer</title>');
    expect(canonicalOf(res.body)).toBe('http://localhost/sitemap');
    for (const heading of [
      'Categorieën zelfhulpboeken',
      'Categorieën in Alle boeken',
      'Overige pagina’s',
      'Onze auteurs',
    ])
      expect(res.body).toContain(`>${heading}</h2>`);
    expect(res.body).toContain('href="/category/zelfontwikkeling"');
    expect(res.body).toContain('href="/subcategory/zelfvertrouwen"');
    expect(res.body).toContain('href="/category/romans"');
    expect(res.body).toContain('href="/authors"');
    expect(res.body).toMatch(/href="\/author\/\d+"[^>]*>Annemiek van der Berg</);
    expect(res.body).not.toContain('href="/category/eigen%20uitgaven"');
    expect(jsonLdOf(res.body).find((x) => x['@type'] === 'BreadcrumbList')).toBeTruthy();
  });
});

describe('findability with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { publicUrl: 'https://www.leeswijzer.nl/' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses the configured origin whatever local host the request names', async () => {
    const headers = { host: '127.0.0.1:3000' };
    expect((await t.app.inject({ url: '/robots.txt', headers })).body).toContain(
      'Sitemap: https://www.leeswijzer.nl/sitemap.xml',
    );
    expect(locs((await t.app.inject({ url: '/sitemap.xml', headers })).body)[0]).toBe(
      'https://www.leeswijzer.nl/sitemaps/pages.xml',
    );
    const book = await t.app.inject({ url: OWN_PATH, headers });
    expect(canonicalOf(book.body)).toBe(`https://www.leeswijzer.nl${OWN_PATH}`);
    expect(JSON.stringify(jsonLdOf(book.body))).not.toContain('127.0.0.1');
  });
});
