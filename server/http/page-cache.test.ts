import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  createPageCache,
  gzipParts,
  gzipWithNonce,
  pageCacheKey,
  shareableSetCookies,
  withNonce,
} from './page-cache.ts';

const page = (body: string, nonce = 'N1') => ({ status: 200, headers: [], cookies: [], body, nonce });

describe('pageCacheKey', () => {
  it.each([
    ['GET', '/category/psychologie', {}, true],
    ['GET', '/book/9789493000001', { lw_shop: 'SHOP_ALL', lw_prefs: '{}', lw_affiliate: 'ABC' }, true],
    ['POST', '/category/psychologie', {}, false],
    ['HEAD', '/', {}, false],
    ['GET', '/?pc=PARTNER1', {}, false], // sets the affiliate cookie
    ['GET', '/book/1?PC=X', {}, false],
    ['GET', '/', { session: 'abc' }, false], // a session: rendered for that visitor alone
  ] as const)('%s %s with %o is cacheable: %s', (method, url, cookies, cacheable) => {
    expect(pageCacheKey(method, url, cookies) !== null).toBe(cacheable);
  });

  it('keeps shops and preferences apart, and ignores the affiliate cookie', () => {
    const own = pageCacheKey('GET', '/', { lw_shop: 'SHOP_SB' });
    expect(own).not.toBe(pageCacheKey('GET', '/', { lw_shop: 'SHOP_ALL' }));
    expect(own).not.toBe(pageCacheKey('GET', '/', { lw_shop: 'SHOP_SB', lw_prefs: '{"cookies":1}' }));
    expect(own).toBe(pageCacheKey('GET', '/', { lw_shop: 'SHOP_SB', lw_affiliate: 'X' }));
  });

  it('keeps HTTP and HTTPS apart (the shop cookie is Secure over HTTPS only)', () => {
    expect(pageCacheKey('GET', '/', {}, 'http')).not.toBe(pageCacheKey('GET', '/', {}, 'https'));
  });

  it.each([
    ['lw_guest', { lw_guest: 'g'.repeat(43) }],
    ['lw_session', { lw_session: 'abc' }],
    ['__Host-lw_session', { '__Host-lw_session': 'abc' }],
    ['__Host-lw_guest', { '__Host-lw_guest': 'g'.repeat(43) }],
  ])('renders for a visitor with %s (theirs alone)', (_name, cookies) => {
    expect(pageCacheKey('GET', '/book/9789493000001', cookies)).toBeNull();
  });
});

describe('shareableSetCookies (issue 16)', () => {
  const shop = 'lw_shop=SHOP_ALL; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax';
  it.each([
    ['nothing', [], []],
    ['the shop cookie a book page sets', [shop], [shop]],
    ['the shop cookie over HTTPS', [`${shop}; Secure`], [`${shop}; Secure`]],
    ['an anonymous CSRF cookie', [shop, 'lw_csrf=abcdefghijklmnopqrstuv; Path=/'], null],
    ['a secure CSRF cookie', ['__Host-lw_csrf=abcdefghijklmnopqrstuv; Path=/; Secure'], null],
    ['a guest cart', [`lw_guest=${'g'.repeat(43)}; Path=/`, shop], null],
    ['a session', ['lw_session=abc; Path=/', shop], null],
    ['a partner cookie', ['lw_affiliate=PARTNER1; Path=/', shop], null],
    ['a shop cookie with another value', ['lw_shop=abc; Path=/'], null],
    ['a cookie whose name starts like the shop cookie', ['lw_shopper=SHOP_SB; Path=/'], null],
  ] as const)('%s → %o', (_what, cookies, shared) => {
    expect(shareableSetCookies(cookies)).toEqual(shared);
  });
});

describe('createPageCache', () => {
  it('forgets a page after its time', () => {
    let time = 0;
    const cache = createPageCache(10_000, 1_000, () => time);
    cache.set('a', page('<p>a</p>'));
    time = 9_999;
    expect(cache.get('a')?.body).toBe('<p>a</p>');
    time = 10_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the pages whose time is over at the next set, long before the byte limit (decision 753)', () => {
    let time = 0;
    const cache = createPageCache(10_000, 1_000_000, () => time);
    for (let n = 0; n < 50; n++) cache.set(`book ${n}`, page(`<p>${n}</p>`));
    time = 5_000;
    cache.set('later', page('<p>later</p>'));
    expect(cache.size).toBe(51);
    time = 10_000;
    cache.set('now', page('<p>now</p>'));
    expect(cache.size).toBe(2);
    expect(cache.get('later')?.body).toBe('<p>later</p>');
  });

  it('drops the oldest pages when the byte limit is reached, and never keeps a page larger than it', () => {
    const cache = createPageCache(10_000, 10);
    cache.set('a', page('aaaa'));
    cache.set('b', page('bbbb'));
    cache.set('c', page('cccc'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('bbbb');
    cache.set('big', page('x'.repeat(11)));
    expect(cache.get('big')).toBeUndefined();
  });

  it('gives every response its own nonce', () => {
    expect(withNonce(page('<script nonce="N1"></script><style nonce="N1">', 'N1'), 'N2')).toBe(
      '<script nonce="N2"></script><style nonce="N2">',
    );
  });
});

describe('gzipWithNonce (issue 16: a page compressed once for every copy)', () => {
  const text = Array.from({ length: 3000 }, (_, i) => `<p>boek ${i} — ${randomBytes(6).toString('hex')}</p>`);
  it.each([
    ['nonces inside', `<script nonce="N1">a</script>${text.join('')}<style nonce="N1"></style>x`, 'N1'],
    ['a nonce at both ends', `N1${text.slice(0, 50).join('')}N1`, 'N1'],
    ['no nonce in the body', text.slice(0, 10).join(''), 'N1'],
    ['rendered without a nonce', '<p>€ 12,50 ünïcode</p>', ''],
    ['an empty body', '', 'N1'],
  ])('%s: unzips to the page with this response’s nonce', (_what, body, nonce) => {
    const cached = { ...page(body, nonce) };
    const parts = gzipParts(cached);
    for (const fresh of ['Zm9vYmFyYmF6cXV4cXV1eA', 'x']) {
      expect(gunzipSync(gzipWithNonce(parts, fresh)).toString()).toBe(withNonce(cached, fresh));
    }
  });
});
