// Issue 11 #4: a redirect target taken from a request (`next`, the Referer behind register's and login's 'back one
// page') only ever leads to a path on this site; control characters and whitespace send the visitor to '/'
// instead of another host or a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, tokenOf } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const nextOf = (html: string) => /name="next" value="([^"]*)"/.exec(html)?.[1];

const HOSTILE = [
  '/\t/evil.example',
  '/\t\\evil.example',
  '//evil.example',
  '/\\evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\x0b/evil.example',
  'https://evil.example/',
];

describe('redirect targets from requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(HOSTILE)('login page with next=%j: no error, and the form goes back to /', async (next) => {
    const res = await browser(() => t).get(`/login?next=${encodeURIComponent(next)}`);
    expect(res.statusCode).toBe(200);
    expect(nextOf(res.body)).toBe('/');
  });

  it.each(HOSTILE)('login posted with next=%j lands on /, never elsewhere', async (next) => {
    const b = browser(() => t);
    const page = await b.get('/login');
    const res = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('a same-site next survives the login', async () => {
    const b = browser(() => t);
    const page = await b.get(`/login?next=${encodeURIComponent('/top60?view=covers')}`);
    expect(nextOf(page.body)).toBe('/top60?view=covers');
    const res = await b.post('/login', {
      _csrf: tokenOf(page.body),
      intent: 'login',
      email: klant.email,
      password: klant.password,
      next: '/top60?view=covers',
    });
    expect(res.headers.location).toBe('/top60?view=covers');
  });

  it.each(['http://localhost//evil.example/x', 'http://localhost/%09/evil.example'])(
    'register’s back from the Referer %s never leaves the site',
    async (referer) => {
      const res = await browser(() => t).get('/register', { referer });
      expect(res.statusCode).toBe(200);
      const next = nextOf(res.body) ?? '/';
      expect(next.startsWith('//')).toBe(false);
      expect(new URL(next, 'http://localhost').host).toBe('localhost');
    },
  );

  it.each(HOSTILE)('register posted with next=%j keeps the visitor on the site', async (next) => {
    const b = browser(() => t);
    const page = await b.get('/register');
    const email = `terug.${Math.random().toString(36).slice(2)}@voorbeeld.nl`;
    const res = await b.post('/register', {
      _csrf: tokenOf(page.body),
      firstname: 'Terug',
      lastname: 'Test',
      email,
      email2: email,
      password: 'leeslamp-op-zolder-7',
      password2: 'leeslamp-op-zolder-7',
      next,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
