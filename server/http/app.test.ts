import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { books } from '../catalog/schema.ts';
import { interfaceTexts } from '../content/schema.ts';
import { features } from '../settings/schema.ts';

describe.each(eachDatabase())('HTTP server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders the own shop home server-side with its payoff', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Uitgeverij &amp; de grootste website voor zelfontwikkeling');
    expect(res.headers['set-cookie']).toContain('lw_shop=SHOP_SB');
  });

  it('switches to the all-books shop on /all-books and remembers it on other pages', async () => {
    const res = await t.app.inject({ url: '/all-books' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Een dag zonder boek ...');
    expect(String(res.headers['set-cookie'])).toContain('lw_shop=SHOP_ALL');
    const later = await t.app.inject({ url: '/404', cookies: { lw_shop: 'SHOP_ALL' } });
    expect(later.body).toContain('Een dag zonder boek ...');
    const home = await t.app.inject({ url: '/', cookies: { lw_shop: 'SHOP_ALL' } });
    expect(home.body).toContain('Uitgeverij &amp; de grootste website voor zelfontwikkeling');
  });

  it('sends /all-books to the own shop home when the SHOP_ALL feature is off', async () => {
    await t.services.database.db.update(features).set({ enabled: false }).where(eq(features.sku, 'SHOP_ALL'));
    t.services.settings.invalidate();
    try {
      const res = await t.app.inject({ url: '/all-books' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
      const home = await t.app.inject({ url: '/', cookies: { lw_shop: 'SHOP_ALL' } });
      expect(home.body).not.toContain('aria-label="Kies een winkel"'); // no toggle without the feature
      expect(home.body).not.toContain('href="/all-books"'); // nor any link into the all-books shop
    } finally {
      await t.services.database.db
        .update(features)
        .set({ enabled: true })
        .where(eq(features.sku, 'SHOP_ALL'));
      t.services.settings.invalidate();
    }
  });

  it('resolves the shop from the page path on client-side data requests too', async () => {
    const all = await t.app.inject({ url: '/all-books.data', cookies: { lw_shop: 'SHOP_SB' } });
    expect(String(all.headers['set-cookie'])).toContain('lw_shop=SHOP_ALL');
    const home = await t.app.inject({ url: '/_root.data', cookies: { lw_shop: 'SHOP_ALL' } });
    expect(String(home.headers['set-cookie'])).toContain('lw_shop=SHOP_SB');
  });

  it('answers any unknown path with HTTP 404 and the 404 page', async () => {
    for (const url of ['/bestaat-niet', '/a/b/c?x=1', '/404']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Pagina niet gevonden');
    }
  });

  it('sends CSP with a per-response nonce that the inline scripts carry, nosniff and frame protection', async () => {
    const a = await t.app.inject({ url: '/' });
    const b = await t.app.inject({ url: '/' });
    const csp = String(a.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(b.headers['content-security-policy'])).not.toContain(nonce);
    expect(a.body).toContain(`<script nonce="${nonce}"`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(a.headers['strict-transport-security']).toBeUndefined(); // no TLS here
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the page’s CSS in its head with the response’s style nonce, and no render-blocking stylesheet (issue 16)', async () => {
    const res = await t.app.inject({ url: '/' });
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const style =
      /<style nonce="([^"]+)" data-precedence="page" data-href="([^"]+)">([\s\S]*?)<\/style>/.exec(head);
    expect(style?.[1]).toBe(nonce);
    const hrefs = style![2]!.split(' ');
    expect(hrefs.some((href) => /^\/assets\/root-[\w-]+\.css$/.test(href))).toBe(true);
    // The built files' own text, the root's global CSS among it (its design tokens).
    for (const href of hrefs) {
      const file = path.join('build/client/assets', href.replace(/^\/assets\/|#$/g, ''));
      expect(style![3]).toContain(readFileSync(file, 'utf8').trim());
    }
    expect(style![3]).toContain('--');
    // No stylesheet file to fetch: each inlined one has only a disabled link (never fetched) for React Router's
    // navigations to find (decision 468).
    const links = head.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(hrefs);
    expect(links.every((link) => link.includes(' disabled=""'))).toBe(true);
  });

  it('compresses pages for clients that accept gzip', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves built client assets with immutable caching, precompressed', async () => {
    const asset = readdirSync('build/client/assets').find(
      (f) => f.startsWith('entry.client') && f.endsWith('.js'),
    )!;
    const res = await t.app.inject({ url: `/assets/${asset}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const br = await t.app.inject({ url: `/assets/${asset}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(`build/client/assets/${asset}.br`))).toBe(true);
  });

  it('reports health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    // The test app runs without the typing index (issue 16, decision 504): the database answers the overlay.
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({
      status: 'ok',
      database: kind,
      typingIndex: 'off',
    });
    expect((await t.app.inject({ url: '/version.json' })).json()).toEqual({ version: '2.30.22' });
  });

  it('serves the interface texts by key, with database overrides', async () => {
    const res = await t.app.inject({ url: '/api/v1/texts?lang=nl' });
    expect(res.statusCode).toBe(200);
    const texts = res.json() as Record<string, string>;
    expect(texts['shell.payoff_sb']).toBe('Uitgeverij & de grootste website voor zelfontwikkeling');
    expect(texts['errors.error_login']).toBeTruthy();
    expect(texts['form_errors.general']).toBeTruthy();

    await t.services.database.db
      .insert(interfaceTexts)
      .values({ lang: 'nl', key: 'shell.payoff_all', value: 'Een dag zonder boek is een dag niet geleefd' });
    t.services.texts.invalidate();
    const after = (await t.app.inject({ url: '/api/v1/texts' })).json() as Record<string, string>;
    expect(after['shell.payoff_all']).toBe('Een dag zonder boek is een dag niet geleefd');
    const page = await t.app.inject({ url: '/all-books' });
    expect(page.body).toContain('Een dag zonder boek is een dag niet geleefd');
  });

  it('answers bad API input and unknown API paths with problem+json', async () => {
    const bad = await t.app.inject({ url: '/api/v1/texts?lang=xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json()).toMatchObject({ status: 400, title: 'Ongeldige invoer', errors: [{ field: 'lang' }] });
    const missing = await t.app.inject({ url: '/api/v1/bestaat-niet' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('describes the API in an OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      openapi: string;
      paths: Record<string, { get?: { parameters: { name: string }[] } }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/texts']?.get?.parameters.map((p) => p.name)).toEqual(['lang']);
  });

  it('generates a cacheable SVG cover with title and author when no image exists', async () => {
    const [book] = await t.services.database.db.query.books.findMany({
      limit: 1,
      orderBy: (b, { asc }) => asc(b.id),
    });
    const res = await t.app.inject({ url: `/media/covers/${book!.sku}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    const firstWord = book!.title.split(' ')[0]!.replace(/[<>&"']/g, '');
    expect(res.body).toContain(firstWord);
    expect((await t.app.inject({ url: '/media/covers/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('sets the shop of the book on a book page: all books outside the SB range, the own shop for own publications', async () => {
    const [outside] = await t.services.database.db
      .select({ sku: books.sku })
      .from(books)
      .where(eq(books.inSb, false))
      .limit(1);
    const all = await t.app.inject({ url: `/book/${outside!.sku}`, cookies: { lw_shop: 'SHOP_SB' } });
    expect(String(all.headers['set-cookie'])).toContain('lw_shop=SHOP_ALL');
    const own = await t.app.inject({ url: '/boek/9789493000001', cookies: { lw_shop: 'SHOP_ALL' } });
    expect(String(own.headers['set-cookie'])).toContain('lw_shop=SHOP_SB');
    // Client-side data requests for a book page resolve the shop the same way.
    const data = await t.app.inject({
      url: `/book/${outside!.sku}/x.data`,
      cookies: { lw_shop: 'SHOP_SB' },
    });
    expect(String(data.headers['set-cookie'])).toContain('lw_shop=SHOP_ALL');
  });
});

describe('media files', () => {
  it('serves files from DATA_DIR/media and refuses paths outside it', async () => {
    const t = await openTestApp('pglite');
    try {
      const dir = path.join(t.dataDir, 'media', 'newsletters');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'wk2105.htm'), '<p>Nieuwsbrief week 5</p>');
      const res = await t.app.inject({ url: '/media/newsletters/wk2105.htm' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Nieuwsbrief week 5');
      writeFileSync(path.join(t.dataDir, 'session-secret'), 'geheim');
      const outside = await t.app.inject({ url: '/media/..%2Fsession-secret' });
      expect(outside.statusCode).not.toBe(200);
      expect(outside.body).not.toContain('geheim');
      expect((await t.app.inject({ url: '/media/newsletters/bestaat-niet.pdf' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('HTTP server behind a TLS proxy', () => {
  it('adds HSTS only when the request came over HTTPS', async () => {
    const t = await openTestApp('pglite', { trustProxy: true });
    try {
      const tls = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toContain('max-age=31536000');
      const plain = await t.app.inject({ url: '/healthz' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
