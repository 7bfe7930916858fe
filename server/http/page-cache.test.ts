import { describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey, withNonce } from './page-cache.ts';

const page = (body: string, nonce = 'N1') => ({ status: 200, headers: [], body, nonce });

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
