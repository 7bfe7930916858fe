// Spec 1 §2.1 and §2.6: a partner code in `pc` or `PC` is stored as the affiliate id (docs/decisions/ #31).
// Server-only: the cookie is httpOnly, so orders are attributed by the server, never by page scripts. Issue 17 #3:
// the last click wins (a new code replaces the cookie), the lifetime is the setting affiliateCookieDays (default
// 30), and a code's use is recorded (spec 3 §7 activatePCUse) only when it changes the visitor's cookie — a page
// with pc/PC is never served from the page cache, and a reload of the same link writes nothing.
import { z } from 'zod';
import type { PartnersService } from '../../server/partners/service';

export const AFFILIATE_COOKIE = 'lw_affiliate';
const DAY_SECONDS = 60 * 60 * 24;
const affiliateSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** The Set-Cookie value that stores a partner code as the affiliate id (also a partner's own at login, spec 2 §4). */
export function affiliateCookie(code: string, secure: boolean, days: number): string {
  return `${AFFILIATE_COOKIE}=${code}; Path=/; Max-Age=${days * DAY_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that forgets the affiliate id (a partner's own code at logout, spec 2 §4). */
export function clearAffiliateCookie(secure: boolean): string {
  return `${AFFILIATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The visitor's current affiliate cookie value, or null. */
export function currentCode(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AFFILIATE_COOKIE) return rest.join('=');
  }
  return null;
}

/**
 * Response headers that store a valid partner code from the address (last click wins); empty when there is none.
 * A code new to this visitor's cookie is recorded as used today.
 */
export async function affiliateHeaders(
  url: URL,
  request: Request,
  partners: Pick<PartnersService, 'affiliateCookieDays' | 'recordCodeUse'>,
): Promise<Headers> {
  const headers = new Headers();
  const code = affiliateSchema.safeParse(url.searchParams.get('pc') ?? url.searchParams.get('PC'));
  if (!code.success) return headers;
  const days = await partners.affiliateCookieDays();
  headers.append('set-cookie', affiliateCookie(code.data, url.protocol === 'https:', days));
  if (currentCode(request) !== code.data) await partners.recordCodeUse(code.data);
  return headers;
}
