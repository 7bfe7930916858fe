// Issue 11, origins and links: #1 (a forged Host never ends up in a mail, SMS or page link; unknown hosts get a
// 400), #6 (no cached page carries another host) and #7 (behind a proxy the client address is the one the
// trusted hop added, not the left-most X-Forwarded-For entry the client wrote).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { browser, tokenOf } from '../../tests/support/page-browser.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { PASSWORD, apiClient } from '../../tests/support/api-test-client.ts';

const ORIGIN = 'https://www.leeswijzer.nl';

describe.each(eachDatabase())('origins and links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { publicUrl: `${ORIGIN}/`, pageCacheSeconds: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const { call, register } = apiClient(() => t);

  it('#1: a password reset for a forged Host is refused and mails nothing', async () => {
    const email = 'host.aanval@voorbeeld.nl';
    await register(email);
    const before = (await t.integrations.mails()).length;
    const forged = await call('POST', '/accounts/password-reset', {
      body: { email },
      headers: { host: 'evil.example' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(forged.json()).toMatchObject({ title: 'Onbekend adres', status: 400 });
    expect((await t.integrations.mails()).length).toBe(before);
  });

  it('#1: a reset asked on a local address links to the public origin, never to the request host', async () => {
    const email = 'host.lokaal@voorbeeld.nl';
    await register(email);
    const res = await call('POST', '/accounts/password-reset', {
      body: { email },
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(202);
    const mail = (await t.integrations.mails()).findLast((m) => m.to === email);
    expect(mail?.text).toMatch(new RegExp(`${ORIGIN}/reset-password/[\\w-]{43}`));
    expect(mail?.text).not.toContain('127.0.0.1');
  });

  it('#1: the login page’s forgot-password form on a forged Host is refused before the action runs', async () => {
    const b = browser(() => t);
    const page = await b.get('/login?view=retrieve');
    const before = (await t.integrations.mails()).length;
    const res = await b.post(
      '/login',
      { _csrf: tokenOf(page.body), intent: 'retrieve', email: 'klant@leeswijzer.nl', channel: 'email' },
      { host: 'evil.example' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Onbekend adres');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect((await t.integrations.mails()).length).toBe(before);
  });

  it('#1: a forged X-Forwarded-Host is refused only when the proxy is trusted, and never makes a link', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { 'x-forwarded-host': 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toContain('evil.example');
  });

  it('#1: health checks answer for any host (load balancers probe by address)', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { host: '10.1.2.3:3000' } });
    expect(res.statusCode).toBe(200);
  });

  it('#6: a page asked for a forged Host is refused and not cached; the next visitor gets the public origin', async () => {
    for (const url of ['/top60', '/authors', '/category/psychologie', '/search-results?q=stilte']) {
      const canonical = !url.startsWith('/search-results'); // results pages are not indexed
      const forged = await t.app.inject({ url, headers: { host: 'evil.example' } });
      expect(forged.statusCode, url).toBe(400);
      expect(forged.headers['x-page-cache'], url).toBeUndefined();
      const next = await t.app.inject({ url, cookies: { lw_shop: 'SHOP_SB' } });
      expect(next.statusCode, url).toBe(200);
      expect(next.body, url).not.toContain('evil.example');
      if (canonical) expect(next.body, url).toContain(`<link rel="canonical" href="${ORIGIN}/`);
    }
  });

  it('#6: a page rendered for 127.0.0.1 and then served to localhost from the cache links to the public origin', async () => {
    const local = await t.app.inject({
      url: '/top60',
      headers: { host: '127.0.0.1:3000' },
      cookies: { lw_shop: 'SHOP_SB' },
    });
    const cached = await t.app.inject({ url: '/top60', cookies: { lw_shop: 'SHOP_SB' } });
    expect(cached.headers['x-page-cache']).toBe('hit');
    for (const res of [local, cached]) {
      expect(res.body).toContain(`property="og:url" content="${ORIGIN}/top60"`);
      expect(res.body).not.toContain('127.0.0.1');
    }
  });

  it('#1: a new account’s mails also link to the public origin', async () => {
    const res = await call('POST', '/accounts/register', {
      body: {
        firstname: 'Sanne',
        lastname: 'de Wit',
        email: 'host.welkom@voorbeeld.nl',
        email2: 'host.welkom@voorbeeld.nl',
        password: PASSWORD,
        password2: PASSWORD,
      },
      headers: { host: 'localhost:3000' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const links = (await t.integrations.mails())
      .filter((m) => m.to === 'host.welkom@voorbeeld.nl')
      .flatMap((m) => m.text.match(/https?:\/\/[^\s/]+/g) ?? []);
    expect(links.every((link) => link === ORIGIN)).toBe(true);
  });
});

describe('the client address behind a proxy (#7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY=true: one hop, the proxy in front of us.
    t = await openTestApp('pglite', { trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });
  const { call } = apiClient(() => t);

  it('throttles failed logins by the address the proxy added, whatever the client writes before it', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const res = await call('POST', '/accounts/login', {
        body: { email: `proxy.${i}@voorbeeld.nl`, password: 'fout-wachtwoord-1' },
        headers: { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.77` },
      });
      statuses.push(res.statusCode);
    }
    const throttled = statuses.filter((s) => s === 429).length;
    console.log(`#7: 30 failed logins behind one proxy hop, forged left-most addresses: ${throttled} × 429`);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(throttled).toBeGreaterThanOrEqual(5);
  });

  it('still tells real clients apart: another proxied address is not throttled', async () => {
    const res = await call('POST', '/accounts/login', {
      body: { email: 'proxy.ander@voorbeeld.nl', password: 'fout-wachtwoord-1' },
      headers: { 'x-forwarded-for': '192.0.2.78' },
    });
    expect(res.statusCode).toBe(401);
  });
});
