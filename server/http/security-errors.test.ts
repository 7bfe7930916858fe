// Issue 11, the error paths (#10–#14, #18): what a careless client or an attacker sends that no page or endpoint
// takes — null bytes, refused media files, methods and bodies pages do not take, stalled and huge bodies,
// malformed addresses, unknown API parameters — gets a 4xx page (problem+json under /api) with the usual
// security headers, is logged as a refusal and not as an error, and never holds a connection. Through the whole
// app (fastify.inject), and a raw socket against a listening server for the timeouts.
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageTitle } from '../../app/lib/meta.ts';
import { browser, tokenOf } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { mergeSetCookies } from './react-router.ts';

const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

/** The headers helmet and the CSP hook put on every page; an error page must carry them too. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  for (const name of SECURITY_HEADERS) expect(res.headers[name], `${what}: ${name}`).toBeTruthy();
  expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
}

function expectPage(res: LightMyRequestResponse, status: number, what: string) {
  expect(res.statusCode, what).toBe(status);
  expect(res.headers['content-type'], what).toContain('text/html');
  expect(res.body, what).toContain('lang="nl"');
  expect(res.body, what).not.toContain('shell.title_format');
  expectSecurityHeaders(res, what);
}

function expectProblem(res: LightMyRequestResponse, status: number, what: string) {
  expect(res.statusCode, what).toBe(status);
  expect(res.headers['content-type'], what).toContain('application/problem+json');
  expect(res.json().status, what).toBe(status);
  expectSecurityHeaders(res, what);
}

describe.each(eachDatabase())('error paths on %s', (kind) => {
  let t: TestApp;
  const logLines: { level: number; msg?: string; url?: string }[] = [];
  beforeAll(async () => {
    t = await openTestApp(kind, {
      logLevel: 'info',
      logStream: { write: (line) => void logLines.push(JSON.parse(line)) },
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    logLines.length = 0;
  });
  /** Log lines at level error (50) or above since the test began: a refusal is not one. */
  const errorsLogged = () => logLines.filter((line) => line.level >= 50);

  it('issue 11 #10: a null byte in a search term, a page name or a query is a 400/404, never SQL', async () => {
    expectProblem(await t.app.inject({ url: '/api/v1/search?q=a%00b' }), 400, 'API search');
    expectProblem(await t.app.inject({ url: '/api/v1/categories/a%00b/books' }), 400, 'API category');
    expectPage(await t.app.inject({ url: '/category/a%00b' }), 404, 'category page');
    expectPage(await t.app.inject({ url: '/author/a%00b' }), 404, 'author page');
    expectPage(await t.app.inject({ url: '/search-results?q=a%00b' }), 400, 'results page');
    expect(errorsLogged()).toEqual([]);
  });

  it('issue 11 #10: a null byte in a JSON email (login, register, reset, unsubscribe, newsletter) is a 400 on that field', async () => {
    const email = 'a\u0000b@voorbeeld.nl';
    const posts: [string, object][] = [
      ['/api/v1/accounts/login', { email, password: 'iets-geheims-123' }],
      [
        '/api/v1/accounts/register',
        { firstname: 'A', lastname: 'B', email, email2: email, password: 'x', password2: 'x' },
      ],
      ['/api/v1/accounts/password-reset', { email }],
      ['/api/v1/accounts/unsubscribe', { email }],
      ['/api/v1/newsletter/subscriptions', { email }],
    ];
    for (const [url, payload] of posts) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expectProblem(res, 400, url);
      expect(res.json().errors, url).toContainEqual({
        field: 'email',
        message: 'Dit veld bevat een ongeldig teken (een nul-byte).',
      });
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('issue 11 #10: a null byte in a posted page form is a 400 page, not a failed action', async () => {
    const b = browser(() => t);
    const page = await b.get('/login');
    const res = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'login',
      email: 'a\u0000b@voorbeeld.nl',
      password: 'iets-geheims-123',
    });
    expectPage(res, 400, 'login form');
    expect(errorsLogged()).toEqual([]);
  });

  it('issue 11 #11: refused media names are a 403 or 404 page logged as a refusal, never a 500', async () => {
    writeFileSync(path.join(t.dataDir, 'media', '.env'), 'SECRET=geheim\n');
    for (const url of [
      '/media/',
      '/media/.env',
      '/media/%5C',
      '/media/..%2F.env',
      `/media/${'a'.repeat(300)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect([403, 404], url).toContain(res.statusCode);
      expectPage(res, res.statusCode, url);
      expect(res.body, url).not.toContain('SECRET');
    }
    expect(errorsLogged()).toEqual([]);
    expect(logLines.some((line) => line.msg === 'request refused')).toBe(true);
  });

  it('issue 11 #12: page posts without a form, with JSON, text or a broken multipart are a 400 or 415 page', async () => {
    const cases: [string, Record<string, string>, string, number][] = [
      ['no body', {}, '', 400],
      ['JSON', { 'content-type': 'application/json' }, '{"email":"a@b.nl"}', 415],
      ['text', { 'content-type': 'text/plain' }, 'email=a@b.nl', 415],
      ['broken multipart', { 'content-type': 'multipart/form-data; boundary=xyz' }, '--xyz\r\nkapot', 400],
    ];
    for (const url of ['/login', '/register', '/newsletter', '/']) {
      for (const [what, headers, payload, status] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'sec-fetch-site': 'same-origin', ...headers },
          payload,
        });
        expectPage(res, status, `${what} to ${url}`);
      }
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('issue 11 #12: PUT, PATCH, DELETE and TRACE on pages are a 405 page with Allow', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'TRACE'] as const) {
      for (const url of ['/', '/login', '/book/9789020000000']) {
        const res = await t.app.inject({ method, url, headers: { 'sec-fetch-site': 'same-origin' } });
        expectPage(res, 405, `${method} ${url}`);
        expect(res.headers.allow).toBe('GET, HEAD, POST');
        expect(res.body).toContain('<title>Niet toegestaan – Leeswijzer</title>');
      }
    }
    expect(errorsLogged()).toEqual([]);
  });

  it('issue 11 #12: a form posted as before still reaches the action (a stale token is its 403, not a 400)', async () => {
    const b = browser(() => t);
    await b.get('/login');
    const res = await b.post('/login', { _csrf: 'oud', intent: 'login', email: klant.email, password: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it('issue 11 #13: every page for a visitor with a session is private, no-store and varies by cookie', async () => {
    const b = browser(() => t);
    const login = await b.get('/login');
    const res = await b.post('/login', {
      _csrf: tokenOf(login.body),
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next: '/',
    });
    expect(res.statusCode).toBe(302);
    for (const url of ['/', '/top60', '/all-books', '/authors', '/category/onbekend', '/bestaat-niet']) {
      const page = await b.get(url);
      expect(page.headers['cache-control'], url).toBe('private, no-store');
      expect(String(page.headers.vary), url).toMatch(/\bCookie\b/i);
    }
    // An anonymous visitor's home stays shareable (the page cache and browsers may keep it).
    const anonymous = await t.app.inject({ url: '/' });
    expect(String(anonymous.headers['cache-control'] ?? '')).not.toContain('no-store');
  });

  it('issue 11 #18: a malformed address is our 400 page (problem+json under /api) with the security headers', async () => {
    for (const url of ['/book/%ZZ', '/category/%E0%A4%A', '/%ZZ?x=1']) {
      const res = await t.app.inject({ url });
      expectPage(res, 400, url);
      expect(res.body).toContain('<title>Ongeldig verzoek – Leeswijzer</title>');
      expect(res.body).not.toContain('FST_ERR_BAD_URL');
    }
    const api = await t.app.inject({ url: '/api/v1/%ZZ' });
    expectProblem(api, 400, '/api/v1/%ZZ');
    expect(api.body).not.toContain('FST_ERR_BAD_URL');
  });

  it("issue 11 #18: the 405 and technical error pages have a Dutch title, not the raw 'shell.title_format'", async () => {
    // A form posted to a page without an action: React Router's 405, rendered without root data.
    const b = browser(() => t);
    await b.get('/');
    const res = await b.post('/', { a: '1' });
    expect(res.statusCode).toBe(405);
    expect(res.body).toContain('<title>Er ging iets mis – Leeswijzer</title>');
    // meta() without root data (any failure before the root loader) has the same fallback.
    expect(pageTitle([], 'Er ging iets mis')).toBe('Er ging iets mis – Leeswijzer');
  });

  it('issue 11 #18: logging out sets lw_shop once, not once from the load context and once from the page', async () => {
    const b = browser(() => t);
    const login = await b.get('/login');
    await b.post('/login', {
      _csrf: tokenOf(login.body),
      intent: 'login',
      email: klant.email,
      password: klant.password,
    });
    const page = await b.get('/logout');
    b.jar.delete('lw_shop'); // a visitor whose shop cookie is gone (or never set)
    const res = await b.post('/logout', { _csrf: tokenOf(page.body) });
    expect(res.statusCode).toBe(302);
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    expect(cookies.filter((c) => c.startsWith('lw_shop='))).toHaveLength(1);
    expect(mergeSetCookies(['lw_shop=SHOP_ALL; Path=/', 'lw_csrf=x'], ['lw_shop=SHOP_SB; Path=/'])).toEqual([
      'lw_csrf=x',
      'lw_shop=SHOP_SB; Path=/',
    ]);
  });

  it('issue 11 #18: a first visit to a page with a form sets lw_shop and lw_csrf once each', async () => {
    for (const url of ['/login', '/register', '/newsletter']) {
      const res = await t.app.inject({ url });
      const names = [res.headers['set-cookie'] ?? []].flat().map((c) => c.slice(0, c.indexOf('=')));
      expect(names.sort(), url).toEqual(['lw_csrf', 'lw_shop']);
    }
  });

  it('issue 11 #18: unknown query parameters on the API are a 400 like unknown body fields', async () => {
    for (const url of [
      '/api/v1/new-books?unknown=1',
      '/api/v1/new-books?page[]=1',
      '/api/v1/categories?x=1',
      '/api/v1/features?x=1',
      '/api/v1/top-lists/top60?shop=SHOP_SB&extra=1',
      '/api/v1/search?q=tao&foo=bar',
    ]) {
      const res = await t.app.inject({ url });
      expectProblem(res, 400, url);
      expect(res.json().detail, url).toContain('Onbekende parameter');
    }
    expect((await t.app.inject({ url: '/api/v1/new-books?page=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/search/advanced?title=tao' })).statusCode).toBe(200);
    const openApi = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(openApi.statusCode).toBe(200);
    expect(openApi.json().paths['/new-books'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'page',
    );
  });
});

describe('issue 11 #14: stalled and oversized bodies do not hold a connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await openTestApp('pglite', { requestTimeoutMs: 300 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends `head` (and then nothing), and resolves with what came back once the server closed the socket. */
  function exchange(head: string, limitMs: number): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', () => {}); // a reset after the answer is a close too
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`socket still open after ${limitMs} ms; got: ${answer.slice(0, 80)}`));
      }, limitMs);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  it('a POST whose body stops halfway gets a 408 and a closed connection after the request timeout', async () => {
    const { answer, closedAfterMs } = await exchange(
      'POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 1000\r\n\r\nemail=a%40b',
      5_000,
    );
    console.log(`partial body: closed after ${closedAfterMs} ms (request timeout 300 ms)`);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a 10 MB body to a page is refused with 413 before it is sent, and the connection is closed', async () => {
    for (const url of ['/', '/login']) {
      const { answer, closedAfterMs } = await exchange(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          `Content-Length: ${10 * 1024 * 1024}\r\n\r\n${'a'.repeat(1000)}`,
        5_000,
      );
      console.log(`10 MB announced to ${url}: closed after ${closedAfterMs} ms`);
      expect(answer).toMatch(/^HTTP\/1\.1 413/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('Verzoek te groot');
    }
  });

  it('a 10 MB JSON body to the API is a 413 problem and a closed connection (Fastify closes it itself)', async () => {
    const { answer } = await exchange(
      'POST /api/v1/accounts/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n{"email":"`,
      5_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('application/problem+json');
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('a refused method with a body closes the connection instead of waiting for the rest', async () => {
    const { answer } = await exchange(
      'PUT /login HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\nabc',
      5_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
  });
});
