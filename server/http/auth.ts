// Who is asking (issue 5): the session cookie → the signed-in viewer, looked up once per request; the CSRF
// token that belongs to this visitor; and the cookies that carry both. Over HTTPS the cookies get the __Host-
// prefix (Secure, Path=/, no Domain: no subdomain can set or read them).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfToken, isCsrfTokenValid } from '../accounts/csrf.ts';
import type { SignedIn } from '../accounts/service.ts';
import type { NewSession } from '../accounts/sessions.ts';
import type { Services } from '../services.ts';
import { ANONYMOUS, type Viewer } from '../accounts/viewer.ts';

export const SESSION_COOKIE = 'lw_session';
export const CSRF_COOKIE = 'lw_csrf';

export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

export function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookie(name: string, value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that starts a session (the cookie lives as long as the session's absolute expiry). */
export function sessionCookie(session: NewSession, secure: boolean, now = new Date()): string {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  return cookie(cookieName(SESSION_COOKIE, secure), session.id, secure, maxAge);
}

export function clearSessionCookie(secure: boolean): string {
  return cookie(cookieName(SESSION_COOKIE, secure), '', secure, 0);
}

/**
 * Adds a cookie on the reply at once (not through reply.setCookie, which waits for onSend), so the page cache
 * sees that this response is for this visitor only. Fastify itself appends a Set-Cookie to those already set
 * (setting the whole list again sent each earlier cookie twice; issue 11 #18).
 */
export function appendSetCookie(reply: FastifyReply, value: string): void {
  reply.header('set-cookie', value);
}

const personalReplies = new WeakSet<FastifyReply>();

/** A reply that carries something of this visitor's alone (a CSRF token): never kept by the page cache. */
export function isPersonalReply(reply: FastifyReply): boolean {
  return personalReplies.has(reply);
}

const signedInCache = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();

/** The session's viewer, asked of the database at most once per request. */
export function signedInOf(request: FastifyRequest, services: Services): Promise<SignedIn | null> {
  let found = signedInCache.get(request);
  if (!found) {
    const id = request.cookies[cookieName(SESSION_COOKIE, isSecure(request))];
    found = id ? services.accounts.signedIn(id) : Promise.resolve(null);
    signedInCache.set(request, found);
  }
  return found;
}

/** What loaders and actions know about the visitor's credentials (never anything from the page itself). */
export interface RequestAuth {
  viewer: Viewer;
  /** The session's hash, to end it at logout or keep it at a password change; null when anonymous. */
  sessionIdHash: string | null;
  /** The client address for throttling (X-Forwarded-For only behind a trusted proxy). */
  clientIp: string;
  secure: boolean;
  /** This visitor's CSRF token for a form; an anonymous visitor gets the cookie it is bound to. */
  csrfToken(): string;
  csrfValid(token: unknown): boolean;
  sessionCookie(session: NewSession): string;
  clearSessionCookie(): string;
}

export async function requestAuth(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  secret: string,
): Promise<RequestAuth> {
  const signedIn = await signedInOf(request, services);
  const secure = isSecure(request);
  const csrfName = cookieName(CSRF_COOKIE, secure);
  let anonymous = request.cookies[csrfName];
  const binding = () => {
    if (signedIn) return sessionBinding(signedIn.sessionIdHash);
    if (!anonymous || !/^[A-Za-z0-9_-]{22}$/.test(anonymous)) {
      anonymous = randomBytes(16).toString('base64url');
      appendSetCookie(reply, cookie(csrfName, anonymous, secure, 60 * 60 * 24 * 365));
    }
    return `anonymous:${anonymous}`;
  };
  return {
    viewer: signedIn?.viewer ?? ANONYMOUS,
    sessionIdHash: signedIn?.sessionIdHash ?? null,
    clientIp: request.ip,
    secure,
    csrfToken: () => {
      personalReplies.add(reply);
      return csrfToken(secret, binding());
    },
    csrfValid: (token) => {
      const bound = signedIn
        ? sessionBinding(signedIn.sessionIdHash)
        : anonymous
          ? `anonymous:${anonymous}`
          : null;
      return isCsrfTokenValid(secret, bound, token);
    },
    sessionCookie: (session) => sessionCookie(session, secure),
    clearSessionCookie: () => clearSessionCookie(secure),
  };
}

/** What a signed-in visitor's CSRF token is bound to: the session (a new one at every login). */
export function sessionBinding(sessionIdHash: string): string {
  return `session:${sessionIdHash}`;
}

/** The CSRF token of a signed-in API client (returned by login and GET /accounts/me, sent as X-CSRF-Token). */
export function sessionCsrfToken(secret: string, sessionIdHash: string): string {
  return csrfToken(secret, sessionBinding(sessionIdHash));
}
