// Spec 1 §2.1 and §2.6: a partner code in `pc` or `PC` is stored as the affiliate id (docs/decisions.md #31).
// Server-only: the cookie is httpOnly, so orders are attributed by the server, never by page scripts.
import { z } from 'zod';

export const AFFILIATE_COOKIE = 'lw_affiliate';
const THIRTY_DAYS = 60 * 60 * 24 * 30;
const affiliateSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** Response headers that store a valid partner code from the address; empty when there is none. */
export function affiliateHeaders(url: URL): Headers {
  const headers = new Headers();
  const code = affiliateSchema.safeParse(url.searchParams.get('pc') ?? url.searchParams.get('PC'));
  if (code.success) {
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    headers.append(
      'set-cookie',
      `${AFFILIATE_COOKIE}=${code.data}; Path=/; Max-Age=${THIRTY_DAYS}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return headers;
}
