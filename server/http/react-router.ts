// Serves React Router's server build from Fastify: Node request → Web Request (body streamed, aborted when
// the client goes away) → handler(request, loadContext) → headers and streamed body on the Fastify reply.
//
// Before React Router sees a request (issue 11 #12, #14): pages take GET, HEAD and POST only (405 otherwise);
// a POST must carry a readable form of at most PAGE_BODY_LIMIT bytes (415 another type, 413 larger, 400 no
// body, a broken one or a null byte in a field), read by Fastify within the server's request timeout, so an
// action never fails on the body and a refused body never keeps the connection.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { isConnectionLost, RETRY_AFTER_SECONDS } from '../db/client.ts';
import { isPersonalReply } from './auth.ts';
import type { LeeswijzerContext } from './load-context.ts';
import { PAGE_METHODS, sendErrorPage } from './error-pages.ts';
import {
  gzipParts,
  gzipWithNonce,
  type PageCache,
  pageCacheKey,
  shareableSetCookies,
  withNonce,
} from './page-cache.ts';

/** The largest form a page takes: the account forms are a few kilobytes; /test-upload's file is held to it too. */
export const PAGE_BODY_LIMIT = 1024 * 1024;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** What a page with something of this visitor's (a session, a form token) says to every cache on the way. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

export interface ReactRouterOptions {
  build: ServerBuild;
  mode: string;
  getLoadContext: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<Omit<LeeswijzerContext, 'noteError'>> | Omit<LeeswijzerContext, 'noteError'>;
  /** Rendered pages of anonymous visitors, kept a few seconds; without it every request renders. */
  pageCache?: PageCache;
  /** The largest form body in bytes (PAGE_BODY_LIMIT when absent). */
  bodyLimit?: number;
}

export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  await app.register(async (scope) => {
    // Forms only, read whole by Fastify (its body limit answers 413, another type 415 through the error
    // handler); the action gets the bytes again as the Web request's body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      FORM_TYPES,
      { parseAs: 'buffer', bodyLimit: options.bodyLimit ?? PAGE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // Refused before the body is read (TRACE would not even make a Web request): the 405 page, connection closed.
    scope.addHook('onRequest', async (request, reply) => {
      if ((PAGE_METHODS as readonly string[]).includes(request.method)) return;
      request.log.info({ method: request.method }, 'method refused on a page');
      return sendErrorPage(request, reply, 405, { close: hasBody(request) });
    });
    scope.all('/*', async (request, reply) => {
      if (request.method === 'POST' && !(await isReadableForm(request))) {
        request.log.info('unreadable form refused');
        return sendErrorPage(request, reply, 400);
      }
      const { pageCache } = options;
      const key = pageCache
        ? pageCacheKey(request.method, request.url, request.cookies, request.protocol)
        : null;
      const hit = key === null ? undefined : pageCache?.get(key);
      if (hit) {
        reply.status(hit.status);
        for (const [name, value] of hit.headers) reply.header(name, value);
        if (hit.cookies.length > 0) reply.header('set-cookie', hit.cookies);
        reply.header('x-page-cache', 'hit');
        // Issue 16: compressed once, not per copy (the compression cost more than the rest of a hit).
        if (/\bgzip\b(?!;\s*q=0(\.0+)?\b)/.test(String(request.headers['accept-encoding'] ?? ''))) {
          hit.gzip ??= gzipParts(hit);
          reply.header('content-encoding', 'gzip');
          reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
          return reply.send(gzipWithNonce(hit.gzip, request.cspNonce));
        }
        return reply.send(withNonce(hit, request.cspNonce));
      }
      const webRequest = toWebRequest(request, reply);
      let connectionLost = false;
      const context: AppLoadContext = {
        ...(await options.getLoadContext(request, reply)),
        noteError: (error) => {
          if (isConnectionLost(error)) connectionLost = true;
        },
      };
      const response = await handle(webRequest, context);
      reply.status(response.status);
      // Issue 27 #1: the technical-error page of a lost database connection says when to try again.
      if (connectionLost && response.status >= 500) {
        reply.status(503);
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      const existing = reply.getHeader('set-cookie');
      if (cookies.length > 0 || Array.isArray(existing)) {
        const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
        // Fastify appends to a Set-Cookie header already there: remove it first, then set the one list.
        reply.removeHeader('set-cookie');
        reply.header('set-cookie', mergeSetCookies(before, cookies));
      }
      // Issue 11 #13: a page for a visitor with a session (first name, CSRF token) or with a form token is
      // theirs alone, whatever the route said; its body depends on the cookies. Issue 13: so is every page of a
      // guest with a cart (the header counters).
      if (context.auth.sessionIdHash !== null || context.guestToken !== null || isPersonalReply(reply)) {
        reply.header('cache-control', PERSONAL_CACHE_CONTROL);
        reply.header('vary', varyWithCookie(reply.getHeader('vary')));
      }
      if (!response.body) return reply.send();
      // Issue 16: kept with the cookies it sets only when those are the page's own (the shop cookie).
      const shared = key !== null && pageCache ? shareableSetCookies(setCookiesOf(reply)) : null;
      if (key !== null && pageCache && shared && !isPersonalReply(reply) && isShareable(response)) {
        const body = await response.text();
        pageCache.set(key, {
          status: response.status,
          headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
          cookies: shared,
          body,
          nonce: request.cspNonce,
        });
        reply.header('x-page-cache', 'miss');
        return reply.send(body);
      }
      return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    });
  });
}

/**
 * Only a complete success that does not ask to stay private (a page with a per-visitor form token must send
 * `Cache-Control: private`) may be shown to other visitors.
 */
function isShareable(response: Response): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store)\b/.test(cacheControl);
}

/**
 * The reply's cookies (the shop and the anonymous CSRF cookie from the load context) and the page's, one per
 * cookie (issue 11 #18: lw_shop was sent twice): when the page sets a cookie the load context set too
 * (logout's lw_shop), or one was added twice, the last value wins. A cookie is its name, path and domain.
 */
export function mergeSetCookies(before: readonly string[], after: readonly string[]): string[] {
  const identity = (cookie: string) => {
    const [pair = '', ...attributes] = cookie.split(';');
    const attribute = (name: string) =>
      attributes
        .map((a) => a.trim())
        .find((a) => a.toLowerCase().startsWith(`${name}=`))
        ?.slice(name.length + 1)
        .toLowerCase() ?? '';
    return [pair.slice(0, pair.indexOf('=')).trim(), attribute('path'), attribute('domain')].join(';');
  };
  const last = new Map<string, string>();
  for (const cookie of [...before, ...after]) {
    last.delete(identity(cookie));
    last.set(identity(cookie), cookie);
  }
  return [...last.values()];
}

/** The Set-Cookie values on a reply, as a list. */
function setCookiesOf(reply: FastifyReply): string[] {
  const value = reply.getHeader('set-cookie');
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function varyWithCookie(vary: unknown): string {
  const names = (vary === undefined ? '' : String(vary))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toLowerCase() === 'cookie' || name === '*')
    ? names.join(', ')
    : [...names, 'Cookie'].join(', ');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Whether a POST carries a form the action can read: the parsed bytes of a form type, that make a FormData
 * (a broken multipart does not) without a null byte in any field (no name or address holds one, issue 11 #10).
 */
async function isReadableForm(request: FastifyRequest): Promise<boolean> {
  if (!Buffer.isBuffer(request.body)) return false;
  try {
    const form = await new Response(bytesOf(request.body), {
      headers: { 'content-type': String(request.headers['content-type']) },
    }).formData();
    for (const [name, value] of form) {
      if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer) as Uint8Array<ArrayBuffer>;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // Only a POST gets here with a body: the form Fastify read (isReadableForm checked it).
  const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? request.body : null;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: bytesOf(body) } : {}),
  } as RequestInit);
}
