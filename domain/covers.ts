// Issue 31 "covers" (decisions #670–#674): the rules of stored covers — the sizes the pages ask for, which image
// formats a cover may come in, the limits of a download and an upload, when a failed fetch is tried again, and which
// addresses the covers job may not fetch from. Pure: the job (server/covers/) and the media route apply them.
import type { TextRef } from './account-forms.ts';

/**
 * Decision #670: two stored sizes, both WebP, fitted inside a 2:3 box and never enlarged. 'klein' serves every
 * list, card, cart line, search hit and mail (drawn 40–150 CSS px wide, so 320 covers them at twice the density);
 * 'groot' serves the book page (300 CSS px) and its share image.
 */
export const COVER_SIZES = {
  klein: { width: 320, height: 480 },
  groot: { width: 600, height: 900 },
} as const;
export type CoverSize = keyof typeof COVER_SIZES;

/** The address of a book's cover in a size: the small one keeps the address every page already used. */
export function coverPath(sku: string, size: CoverSize = 'klein'): string {
  const encoded = encodeURIComponent(sku);
  return size === 'klein' ? `/media/covers/${encoded}` : `/media/covers/groot/${encoded}`;
}

/**
 * The book page cover's drawn width (BookPage.module.css: 7rem beside the price on phones, at most 260 px from
 * 640 px up), so the browser takes the small file where 320 pixels are enough (a phone, a desktop at 1×).
 */
export const BOOK_COVER_SIZES = '(min-width: 640px) 260px, 112px';

/** The book page's srcset: both sizes with their widths. */
export function coverSrcSet(sku: string): string {
  return `${coverPath(sku, 'klein')} ${COVER_SIZES.klein.width}w, ${coverPath(sku, 'groot')} ${COVER_SIZES.groot.width}w`;
}

/** A sku that may name a file (the media route's own check): letters, digits and hyphens, at most 20. */
export function isCoverSku(sku: string): boolean {
  return /^[0-9A-Za-z-]{1,20}$/.test(sku);
}

/** Decision #671: what a cover may arrive as (as sharp names the format). No SVG: a cover is a picture, not code. */
export const COVER_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'];

/** Decision #671: the most a linked image may weigh (bytes); a larger answer is cut off and counts as failed. */
export const COVER_DOWNLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decision #674: the most an uploaded image may weigh. */
export const COVER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decision #671: how long one fetch (connect, answer and body) may take. */
export const COVER_FETCH_TIMEOUT_MS = 15_000;
/** Decision #671: redirects followed per fetch, each checked as the first address was. */
export const COVER_MAX_REDIRECTS = 3;

/** Decision #672: failed tries of one link before the job gives up on it (until the feed brings another link). */
export const COVER_MAX_TRIES = 5;

/** Decision #672: after the n-th failed try (1-based) the next comes 15 minutes × 4^(n−1) later: 15 min … 16 h. */
export function coverRetryAt(tries: number, now: Date): Date | null {
  if (tries >= COVER_MAX_TRIES) return null;
  const minutes = 15 * 4 ** Math.max(0, tries - 1);
  return new Date(now.getTime() + minutes * 60_000);
}

/** Why a fetch failed, as stored in books.cover_error and logged (never shown to customers). */
export type CoverFailure =
  | 'bad_url'
  | 'private_address'
  | 'too_many_redirects'
  | `http_${number}`
  | 'too_big'
  | 'timeout'
  | 'network'
  | 'not_image'
  | 'bad_sku';

/** Only http and https links are fetched (decision #671). */
export function fetchableUrl(link: string): URL | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

function ipv4Private(parts: number[]): boolean {
  const [a, b] = parts as [number, number, number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/**
 * Decision #671: an address the job must not fetch from — loopback, private, link-local, carrier-grade NAT,
 * multicast and reserved ranges, IPv4 or IPv6 (an IPv4-mapped IPv6 address is judged as its IPv4 address).
 * A host name is not an address: the adapter resolves it first.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) return ipv4Private(v4.slice(1).map(Number));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (!ip.includes(':')) return false;
  if (ip === '::' || ip === '::1') return true;
  const first = parseInt(ip.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (first & 0xff00) === 0xff00 || // multicast
    ip.startsWith('::ffff:') ||
    ip.startsWith('64:ff9b:')
  );
}

/** A host name that means this machine whatever DNS says. */
export function isLocalHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Decision #674: why an uploaded file is refused before it is read as an image (too big), as an interface text. */
export function coverUploadSizeError(byteLength: number): TextRef | null {
  if (byteLength === 0) return { key: 'beheer.covers.refused.not_image' };
  if (byteLength > COVER_UPLOAD_MAX_BYTES)
    return { key: 'beheer.covers.refused.too_big', params: { max: COVER_UPLOAD_MAX_BYTES / (1024 * 1024) } };
  return null;
}

/** Decision #674: the refusal of a file that is not an image in one of COVER_FORMATS. */
export const COVER_NOT_IMAGE: TextRef = { key: 'beheer.covers.refused.not_image' };
