// Spec 1 §2.1 and §2.6: a partner code in `pc` or `PC` is stored as the affiliate id (docs/decisions.md #31).
// Server-only: the cookie is httpOnly, so orders are attributed by the server, never by page scripts.
import { z } from 'zod';

export const AFFILIATE_COOKIE = 'lw_affiliate';
const THIRTY_DAYS = 60 * 60 * 24 * 30;
const affiliateSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** The Set-Cookie value that stores a partner code as the affiliate id (also a partner's own at login, spec 2 §4). */
export function affiliateCookie(code: string, secure: boolean): string {
  return `${AFFILIATE_COOKIE}=${code}; Path=/; Max-Age=${THIRTY_DAYS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Response headers that store a valid partner code from the address; empty when there is none. */
export function affiliateHeaders(url: URL): Headers {
  const headers = new Headers();
  const code = affiliateSchema.safeParse(url.searchParams.get('pc') ?? url.searchParams.get('PC'));
  if (code.success) headers.append('set-cookie', affiliateCookie(code.data, url.protocol === 'https:'));
  return headers;
}
