// Issue 13: a guest's identity for the server-side cart and wishlist — a random 256-bit token in the httpOnly
// cookie `lw_guest` (SameSite=Lax, Path=/, 60 days; `__Host-lw_guest` over HTTPS, as the session cookie), set
// only when a guest first adds something, so a first visit without cookies stays page-cacheable. The database
// keeps only the token's SHA-256 (server/cart/schema.ts). Page actions get these through the load context.
import { createHash, randomBytes } from 'node:crypto';

export const GUEST_COOKIE = 'lw_guest';
/** Spec: guest carts live 60 days after their last change (pruned by server/cart/prune.ts); the cookie as long. */
export const GUEST_CART_DAYS = 60;
const MAX_AGE_SECONDS = GUEST_CART_DAYS * 24 * 60 * 60;

/** The cookie's name on this connection: the __Host- prefix over HTTPS (no subdomain can set or read it). */
export function guestCookieName(secure: boolean): string {
  return secure ? `__Host-${GUEST_COOKIE}` : GUEST_COOKIE;
}

/** A fresh guest token: 32 random bytes, base64url (43 characters). */
export function newGuestToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token as we hand them out; anything else in the cookie is ignored (never looked up). */
export function isGuestToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What the carts table stores for a token. */
export function guestTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The well-formed guest token among a request's cookies, or null. */
export function guestTokenOf(
  cookies: Readonly<Record<string, string | undefined>>,
  secure: boolean,
): string | null {
  const value = cookies[guestCookieName(secure)];
  return isGuestToken(value) ? value : null;
}

function cookie(secure: boolean, value: string, maxAge: number): string {
  return [
    `${guestCookieName(secure)}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that gives a guest their cart token. */
export function guestCookie(token: string, secure: boolean): string {
  if (!isGuestToken(token)) throw new RangeError('not a guest token');
  return cookie(secure, token, MAX_AGE_SECONDS);
}

/** The Set-Cookie value that forgets the guest cart (after a merge at login, at logout). */
export function clearGuestCookie(secure: boolean): string {
  return cookie(secure, '', 0);
}
