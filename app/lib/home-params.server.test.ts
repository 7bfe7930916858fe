import { describe, expect, it } from 'vitest';
import { affiliateHeaders } from './affiliate.server.ts';
import { homeParams } from './home-params.server.ts';

const at = (query: string, path = '/') => homeParams(new URL(`http://shop.test${path}${query}`));

describe('homeParams (spec 1 §2.1 home query parameters)', () => {
  it.each([
    ['?isbn=9789493000001', '/book/9789493000001'],
    ['?ISBN=9789493000001', '/book/9789493000001'],
    ['?isbn=90-6134-427-X', '/book/90-6134-427-X'],
    ['?isbn=12', '/book/12'],
    // Issue 16: a valid ISBN typed with spaces or hyphens, or as ISBN-10, goes to its ISBN-13 address.
    ['?isbn=978 94 930 0000 1', '/book/9789493000001'],
    ['?isbn=978-94-930-0000-1', '/book/9789493000001'],
    ['?isbn=94-930-0000-1', '/book/9789493000001'],
    ['?isbn=9789493000001&guid=abc-123', '/book/9789493000001'],
    [
      '?guid=4f1c2a9e-8b7d-4e21-9c3a-1d2e3f4a5b6c',
      '/payment-result?guid=4f1c2a9e-8b7d-4e21-9c3a-1d2e3f4a5b6c',
    ],
    ['?isbn=<script>', null],
    ['?isbn=', null],
    // Issue 14: an order's guid is base64url (letters, digits, - and _).
    ['?guid=V_WyEaes1SQ-iFAQ2k3l9w', '/payment-result?guid=V_WyEaes1SQ-iFAQ2k3l9w'],
    ['?guid=../../etc', null],
    ['?guid=', null],
    ['', null],
  ])('%s → redirect %s', (query, redirect) => {
    expect(at(query).redirect).toBe(redirect);
  });

  it.each([
    ['?mailing=mailing2647&view=web', { tag: 'mailing2647', view: 'web' }],
    ['?mailing=mailing2104&view=pdf', { tag: 'mailing2104', view: 'pdf' }],
    ['?mailing=mailing2647', { tag: 'mailing2647', view: undefined }],
    ['?mailing=mailing2647&view=print', { tag: 'mailing2647', view: undefined }],
    ['?mailing=2647&view=web', null],
    ['?mailing=mailing26470&view=web', null],
    ['?view=web', null],
  ])('%s → newsletter dialog %j', (query, mailing) => {
    expect(at(query).mailing).toEqual(mailing);
  });

  it.each([
    ['?quote=3', 3],
    ['?quote=0', undefined],
    ['?quote=-2', undefined],
    ['?quote=1.5', undefined],
    ['?quote=abc', undefined],
    ['', undefined],
  ])('%s → quote %s', (query, quoteId) => {
    expect(at(query).quoteId).toBe(quoteId);
  });

  it.each([
    ['?mailing=mailing2647&view=web', '/', '/'],
    ['?quote=3&mailing=mailing2647&view=web', '/', '/?quote=3'],
    ['?mailing=mailing2647&view=pdf&pc=abc', '/all-books', '/all-books?pc=abc'],
  ])('closing the dialog of %s on %s goes to %s', (query, path, closeHref) => {
    expect(at(query, path).closeHref).toBe(closeHref);
  });
});

describe('affiliateHeaders (pc or PC, docs/decisions/ #31)', () => {
  // Issue 17: the lifetime is the setting affiliateCookieDays (30 here); the use is recorded elsewhere.
  const partners = { affiliateCookieDays: async () => 30, recordCodeUse: async () => {} };
  const cookie = async (address: string) =>
    (await affiliateHeaders(new URL(address), new Request(address), partners)).get('set-cookie');

  it.each([
    [
      'http://shop.test/?pc=partner_12-a',
      'lw_affiliate=partner_12-a; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ],
    ['http://shop.test/?PC=ABC', 'lw_affiliate=ABC; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax'],
    [
      'https://shop.test/?pc=abc',
      'lw_affiliate=abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure',
    ],
    ['http://shop.test/?pc=a;b', null],
    ['http://shop.test/?pc=' + 'x'.repeat(33), null],
    ['http://shop.test/', null],
  ])('%s → %s', async (address, expected) => {
    expect(await cookie(address)).toBe(expected);
  });
});
