// The page cache in the running app: a second anonymous view of a page is served from memory with a fresh
// CSP nonce; visitors with a session, cookie-setting addresses and other shops get their own render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('page cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { pageCacheSeconds: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });

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

  it('renders for a visitor with another cookie, for a partner link and for a page that sets the shop', async () => {
    const session = await t.app.inject({ url: '/category/psychologie', cookies: { session: 'x' } });
    expect(session.headers['x-page-cache']).toBeUndefined();
    const partner = await t.app.inject({ url: '/?pc=PARTNER1', cookies: { lw_shop: 'SHOP_SB' } });
    expect(partner.headers['x-page-cache']).toBeUndefined();
    expect(String(partner.headers['set-cookie'])).toContain('lw_affiliate=PARTNER1');
    // No shop cookie yet: the response sets it, so it is not shared.
    const fresh = await t.app.inject({ url: '/ebooks' });
    expect(String(fresh.headers['set-cookie'])).toContain('lw_shop=');
    const again = await t.app.inject({ url: '/ebooks' });
    expect(again.headers['x-page-cache']).not.toBe('hit');
  });

  it('does not share a 404', async () => {
    const cookies = { lw_shop: 'SHOP_SB' };
    await t.app.inject({ url: '/category/bestaat-niet', cookies });
    const again = await t.app.inject({ url: '/category/bestaat-niet', cookies });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBeUndefined();
  });
});
