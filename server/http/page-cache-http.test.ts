// The page cache in the running app: a second anonymous view of a page is served from memory with a fresh
// CSP nonce; visitors with a session, cookie-setting addresses and other shops get their own render. A visitor
// without cookies gets the cached page with the shop cookie it sets, never another visitor's cookie (issue 16).
import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

const cookieList = (res: LightMyRequestResponse): string[] => {
  const set = res.headers['set-cookie'];
  return set === undefined ? [] : Array.isArray(set) ? set : [String(set)];
};

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('page cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { pageCacheSeconds: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An orderable book of the demo catalogue. */
  const aBook = async () => (await orderableBooks(t.services.database.db, 1))[0]!.sku;

  it('serves the second view from memory with that response’s own nonce', async () => {
    const cookies = { lw_shop: 'SHOP_SB' };
    const first = await t.app.inject({ url: '/category/psychologie', cookies });
    const second = await t.app.inject({ url: '/category/psychologie', cookies });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    const nonce1 = nonceOf(String(first.headers['content-security-policy']));
    const nonce2 = nonceOf(String(second.headers['content-security-policy']));
    expect(nonce1).toBeTruthy();
    expect(nonce2).not.toBe(nonce1);
    expect(second.body).toContain(`nonce="${nonce2}"`);
    expect(second.body).not.toContain(`nonce="${nonce1}"`);
    expect(second.body.replaceAll(nonce2!, 'N')).toBe(first.body.replaceAll(nonce1!, 'N'));
  });

  it('sends a hit compressed once: gzip around that response’s own nonce (issue 16)', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await t.app.inject({ url: '/category/zelfontwikkeling', headers });
    const hits = [
      await t.app.inject({ url: '/category/zelfontwikkeling', headers }),
      await t.app.inject({ url: '/category/zelfontwikkeling', headers }),
    ];
    const plain = await t.app.inject({ url: '/category/zelfontwikkeling' });
    expect(first.headers['x-page-cache']).toBe('miss');
    for (const hit of [...hits, plain]) expect(hit.headers['x-page-cache']).toBe('hit');
    const nonce = (res: Awaited<typeof first>) => nonceOf(String(res.headers['content-security-policy']))!;
    const expected = plain.body.replaceAll(nonce(plain), 'N');
    for (const hit of hits) {
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(String(hit.headers.vary)).toContain('Accept-Encoding');
      const body = gunzipSync(hit.rawPayload).toString();
      expect(body).toContain(`nonce="${nonce(hit)}"`);
      expect(body.replaceAll(nonce(hit), 'N')).toBe(expected);
      expect(hit.rawPayload.length).toBeLessThan(body.length / 3);
    }
    expect(nonce(hits[0]!)).not.toBe(nonce(hits[1]!));
  });

  it('renders for a visitor with another cookie, for a partner link and for a page that sets the shop', async () => {
    const session = await t.app.inject({ url: '/category/psychologie', cookies: { session: 'x' } });
    expect(session.headers['x-page-cache']).toBeUndefined();
    const partner = await t.app.inject({ url: '/?pc=PARTNER1', cookies: { lw_shop: 'SHOP_SB' } });
    expect(partner.headers['x-page-cache']).toBeUndefined();
    expect(String(partner.headers['set-cookie'])).toContain('lw_affiliate=PARTNER1');
  });

  it('serves a visitor without cookies from memory, with the shop cookie the page sets (issue 16)', async () => {
    const book = (await t.app.inject({ url: `/book/${await aBook()}` })).headers.location!;
    expect(book).toMatch(/^\/book\/\d{13}\//);
    for (const url of [book, '/category/psychologie', '/']) {
      const first = await t.app.inject({ url });
      const second = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['x-page-cache'], url).toBe('miss');
      expect(second.headers['x-page-cache'], url).toBe('hit');
      expect(cookieList(first), url).toEqual([expect.stringMatching(/^lw_shop=SHOP_[A-Z]+;/)]);
      expect(cookieList(second), url).toEqual(cookieList(first));
    }
    // The returning visitor keeps their own entry, without a cookie to set.
    const shop = /^lw_shop=([A-Z_]+)/.exec(cookieList(await t.app.inject({ url: book }))[0]!)![1]!;
    await t.app.inject({ url: book, cookies: { lw_shop: shop } });
    const returning = await t.app.inject({ url: book, cookies: { lw_shop: shop } });
    expect(returning.headers['x-page-cache']).toBe('hit');
    expect(returning.headers['set-cookie']).toBeUndefined();
  });

  it('never stores or serves a visitor’s own cookie: CSRF token, partner, guest cart, session (issue 16)', async () => {
    // A form page sets the visitor's CSRF cookie next to the shop cookie: two visitors, two tokens, no copy.
    const a = await t.app.inject({ url: '/login' });
    const b = await t.app.inject({ url: '/login' });
    const csrf = (res: Awaited<typeof a>) => cookieList(res).find((c) => c.startsWith('lw_csrf='));
    expect(csrf(a)).toBeTruthy();
    expect(csrf(b)).toBeTruthy();
    expect(csrf(b)).not.toBe(csrf(a));
    expect(b.headers['x-page-cache']).toBeUndefined();
    // A partner link sets the partner cookie; the next visitor of the page gets none.
    await t.app.inject({ url: '/ebooks?pc=PARTNER1' });
    const after = await t.app.inject({ url: '/ebooks' });
    expect(cookieList(after).some((c) => c.startsWith('lw_affiliate'))).toBe(false);
    // A guest with a cart and a signed-in visitor render their own page; it is not kept for the next visitor.
    const guest = browser(() => t);
    const sku = await aBook();
    expect((await guest.post('/shoppingcart', { intent: 'add', sku, back: '/top60' })).statusCode).toBe(303);
    const member = browser(() => t);
    const form = await member.get('/login');
    const login = await member.post('/login', {
      _csrf: tokenOf(form.body),
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next: '/top60',
    });
    expect(login.statusCode).toBe(302);
    for (const visitor of [guest, member]) {
      const own = await visitor.get('/top60');
      expect(own.headers['x-page-cache']).toBeUndefined();
      expect(own.headers['cache-control']).toContain('no-store');
    }
    const anonymous = await t.app.inject({ url: '/top60' });
    expect(anonymous.headers['x-page-cache']).toBe('miss');
    expect(cookieList(anonymous)).toEqual([expect.stringMatching(/^lw_shop=/)]);
    const secrets = [...guest.jar.values(), ...member.jar.values()].filter((v) => v.length >= 20);
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    const again = await t.app.inject({ url: '/top60' });
    for (const secret of secrets) {
      expect(again.body).not.toContain(secret);
      expect(String(again.headers['set-cookie'])).not.toContain(secret);
    }
    // The guest's header counter stays theirs.
    expect(visibleText((await guest.get('/top60')).body)).toContain('1 artikelen');
    expect(visibleText(again.body)).not.toContain('1 artikelen');
  });

  it('does not share a 404', async () => {
    const cookies = { lw_shop: 'SHOP_SB' };
    await t.app.inject({ url: '/category/bestaat-niet', cookies });
    const again = await t.app.inject({ url: '/category/bestaat-niet', cookies });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBeUndefined();
  });
});
