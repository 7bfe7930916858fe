// Issue 31 covers (decisions #670–#674): the sizes' addresses, the retry schedule, which addresses the covers job
// may not fetch from, which links it fetches at all, and the upload's size refusal.
import { describe, expect, it } from 'vitest';
import {
  COVER_MAX_TRIES,
  COVER_UPLOAD_MAX_BYTES,
  coverPath,
  coverRetryAt,
  coverSrcSet,
  coverUploadSizeError,
  fetchableUrl,
  isCoverSku,
  isLocalHostName,
  isPrivateAddress,
} from './covers.ts';

describe('cover addresses', () => {
  it('keeps the address every list used for the small size and gives the large one its own', () => {
    expect(coverPath('9789493000001')).toBe('/media/covers/9789493000001');
    expect(coverPath('9789493000001', 'klein')).toBe('/media/covers/9789493000001');
    expect(coverPath('9789493000001', 'groot')).toBe('/media/covers/groot/9789493000001');
    expect(coverSrcSet('9789493000001')).toBe(
      '/media/covers/9789493000001 320w, /media/covers/groot/9789493000001 600w',
    );
  });

  it.each([
    ['9789493000001', true],
    ['ABC-12', true],
    ['../etc/passwd', false],
    ['a/b', false],
    ['', false],
    ['123456789012345678901', false],
  ])('sku %j may name a file: %s', (sku, expected) => {
    expect(isCoverSku(sku)).toBe(expected);
  });
});

describe('coverRetryAt (decision #672)', () => {
  const now = new Date('2026-11-30T10:00:00Z');
  it.each([
    [1, '2026-11-30T10:15:00.000Z'],
    [2, '2026-11-30T11:00:00.000Z'],
    [3, '2026-11-30T14:00:00.000Z'],
    [4, '2026-12-01T02:00:00.000Z'],
  ])('after %i failed tries the next is at %s', (tries, expected) => {
    expect(coverRetryAt(tries, now)?.toISOString()).toBe(expected);
  });

  it('gives up after the last try', () => {
    expect(coverRetryAt(COVER_MAX_TRIES, now)).toBeNull();
    expect(coverRetryAt(COVER_MAX_TRIES + 1, now)).toBeNull();
  });
});

describe('isPrivateAddress (decision #671)', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['::1', true],
    ['[::1]', true],
    ['::', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['2a00:1450:400e::200e', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST.', true],
    ['covers.localhost', true],
    ['localhost.example.nl', false],
    ['www.leeswijzer.nl', false],
  ])('host name %s means this machine: %s', (host, expected) => {
    expect(isLocalHostName(host)).toBe(expected);
  });
});

describe('fetchableUrl (decision #671)', () => {
  it.each([
    ['https://images.example.nl/cover.jpg', true],
    ['http://images.example.nl/cover.jpg', true],
    ['ftp://images.example.nl/cover.jpg', false],
    ['file:///etc/passwd', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['not a link', false],
    ['', false],
  ])('%j → %s', (link, expected) => {
    expect(fetchableUrl(link) !== null).toBe(expected);
  });
});

describe('coverUploadSizeError (decision #674)', () => {
  it('refuses an empty file as no image and a file over the limit as too big', () => {
    expect(coverUploadSizeError(0)).toEqual({ key: 'beheer.covers.refused.not_image' });
    expect(coverUploadSizeError(COVER_UPLOAD_MAX_BYTES + 1)).toEqual({
      key: 'beheer.covers.refused.too_big',
      params: { max: 10 },
    });
    expect(coverUploadSizeError(COVER_UPLOAD_MAX_BYTES)).toBeNull();
    expect(coverUploadSizeError(1)).toBeNull();
  });
});
