// Random secrets handed to the browser or a mailbox (session ids, reset and confirmation links): 256 bits,
// base64url; the database keeps only their SHA-256, so a leaked table opens nothing.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as we hand them out: 43 base64url characters (anything else is not looked up). */
export function isTokenShaped(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
