// CSRF tokens for forms (issue 5): an HMAC of what binds the visitor — the session id when logged in, else a
// random anonymous cookie — under the server secret. A forged page on another site can neither read the token
// nor compute it. (Cross-site requests are refused before this by server/http/cross-site.ts: defence in depth.)
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function csrfToken(secret: string, binding: string): string {
  return createHmac('sha256', secret).update(`csrf:${binding}`).digest('base64url');
}

export function isCsrfTokenValid(secret: string, binding: string | null, token: unknown): boolean {
  if (!binding || typeof token !== 'string' || token.length === 0) return false;
  const expected = Buffer.from(csrfToken(secret, binding));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
