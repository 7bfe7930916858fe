// A few seconds of memory for rendered pages of anonymous visitors. Pages are built from data that is itself
// cached for 30 s (shell, lists, books), so the same address for the same shop and preferences renders the
// same HTML; rendering it again would only cost CPU. Each hit gets the request's own CSP nonce.
// Issue 16: a page kept together with the shop cookie it sets (which follows from the page and the key cookies,
// never from the visitor), so a visitor without cookies — a search engine, a shared link — is served from memory
// too. A page that sets any other cookie (session, guest cart, CSRF token, partner) is never kept. A page served
// more than once is compressed once: gzip parts between its nonces, joined around each response's own nonce.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export const PAGE_CACHE_TTL_MS = 10_000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Cookies that shape an anonymous page (part of the key). The affiliate cookie changes nothing rendered; the
 * anonymous CSRF cookie only the pages with a form, which are never kept (auth.ts isPersonalReply).
 */
const KEY_COOKIES = ['lw_shop', 'lw_prefs'];
const NEUTRAL_COOKIES = ['lw_affiliate', 'lw_csrf', '__Host-lw_csrf'];
/** Query parameters that make a page set a cookie (spec 1 §2.1 pc/PC): never served from the cache. */
const COOKIE_SETTING_PARAMS = /[?&](pc|PC)=/;
/** The one cookie a shared page may set: the shop of its book, category or search scope (spec 1 §2.6, §4). */
const PAGE_COOKIE = /^lw_shop=SHOP_[A-Z]+;/;

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The Set-Cookie values sent with every copy: only the page's shop cookie (shareableSetCookies). */
  cookies: string[];
  /** The nonce the body was rendered with, replaced by each request's own. */
  nonce: string;
  /** The body compressed once, made at its first hit (gzipParts; about a quarter of the body, not counted). */
  gzip?: GzipParts;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  clear(): void;
  /** Pages held, expired ones included until the next set sweeps them. */
  readonly size: number;
}

export function createPageCache(
  ttlMs: number = PAGE_CACHE_TTL_MS,
  maxBytes: number = PAGE_CACHE_MAX_BYTES,
  now: () => number = Date.now,
): PageCache {
  const entries = new Map<string, { at: number; page: CachedPage }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.page.body.length;
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at >= ttlMs) {
        remove(key);
        return undefined;
      }
      return entry.page;
    },
    set(key, page) {
      if (page.body.length > maxBytes) return;
      remove(key);
      // Pages whose time is over go first (decision 753): the oldest are at the front, so this stops at the first
      // live one. Before, they stayed until the byte limit pushed them out — 64 MB of pages nobody could be served.
      const at = now();
      for (const [old, entry] of entries) {
        if (at - entry.at < ttlMs) break;
        remove(old);
      }
      entries.set(key, { at, page });
      bytes += page.body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The cache key of a request, or null when its page must be rendered for it alone: not a GET, a cookie the
 * anonymous shop does not set (a session, a guest cart), or a parameter that sets a cookie. The protocol is
 * part of it: the shop cookie a page sets is Secure over HTTPS only.
 */
export function pageCacheKey(
  method: string,
  url: string,
  cookies: Readonly<Record<string, string | undefined>>,
  protocol = 'http',
) {
  if (method !== 'GET') return null;
  if (COOKIE_SETTING_PARAMS.test(url)) return null;
  const names = Object.keys(cookies);
  if (names.some((name) => !KEY_COOKIES.includes(name) && !NEUTRAL_COOKIES.includes(name))) return null;
  return [protocol, url, ...KEY_COOKIES.map((name) => cookies[name] ?? '')].join('\u0000');
}

/**
 * The Set-Cookie values a page may be shared with, or null when one of them belongs to this visitor alone:
 * only the shop cookie, which the page's address and the key cookies decide (server/http/app.ts shopFor).
 */
export function shareableSetCookies(setCookies: readonly string[]): string[] | null {
  return setCookies.every((cookie) => PAGE_COOKIE.test(cookie)) ? [...setCookies] : null;
}

/** A rendered page for a fresh response: the cached body with this request's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce === '' ? page.body : page.body.replaceAll(page.nonce, nonce);
}

/** A body compressed once: raw deflate parts of the text between its nonces, each ended on a byte boundary. */
export interface GzipParts {
  parts: Buffer[];
  /** The text parts, for the CRC of each response's body. */
  texts: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last, empty deflate block. */
const DEFLATE_END = deflateRawSync(Buffer.alloc(0));

/**
 * The body cut at its nonces and compressed part by part; each part ends with a full flush (byte-aligned, no
 * history), so the parts and a nonce compressed on its own join into one deflate stream (RFC 1951).
 */
export function gzipParts(page: CachedPage): GzipParts {
  const texts = (page.nonce === '' ? [page.body] : page.body.split(page.nonce)).map((t) => Buffer.from(t));
  const parts = texts.map((text) => deflateRawSync(text, { finishFlush: constants.Z_FULL_FLUSH }));
  return { parts, texts };
}

/** One response's gzip body (RFC 1952): the compressed parts around this response's nonce, stored as is. */
export function gzipWithNonce(gzip: GzipParts, nonce: string): Buffer {
  const nonceText = Buffer.from(nonce);
  const nonceDeflated = deflateRawSync(nonceText, { level: 0, finishFlush: constants.Z_FULL_FLUSH });
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  gzip.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(nonceDeflated);
      crc = crc32(nonceText, crc);
      size += nonceText.length;
    }
    chunks.push(part);
    crc = crc32(gzip.texts[i]!, crc);
    size += gzip.texts[i]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(DEFLATE_END, trailer);
  return Buffer.concat(chunks);
}
