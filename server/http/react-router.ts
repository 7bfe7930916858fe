// Serves React Router's server build from Fastify: Node request → Web Request (body streamed, aborted when
// the client goes away) → handler(request, loadContext) → headers and streamed body on the Fastify reply.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { isPersonalReply } from './auth.ts';
import { type PageCache, pageCacheKey, withNonce } from './page-cache.ts';

export interface ReactRouterOptions {
  build: ServerBuild;
  mode: string;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => Promise<AppLoadContext> | AppLoadContext;
  /** Rendered pages of anonymous visitors, kept a few seconds; without it every request renders. */
  pageCache?: PageCache;
}

export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  await app.register(async (scope) => {
    // Actions read the raw body themselves (forms, multipart): do not let Fastify consume it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/*', async (request, reply) => {
      const { pageCache } = options;
      const key = pageCache ? pageCacheKey(request.method, request.url, request.cookies) : null;
      const hit = key === null ? undefined : pageCache?.get(key);
      if (hit) {
        reply.status(hit.status);
        for (const [name, value] of hit.headers) reply.header(name, value);
        reply.header('x-page-cache', 'hit');
        return reply.send(withNonce(hit, request.cspNonce));
      }
      const webRequest = toWebRequest(request, reply);
      const context = await options.getLoadContext(request, reply);
      const response = await handle(webRequest, context);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) {
        const existing = reply.getHeader('set-cookie');
        const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
        reply.header('set-cookie', [...before, ...cookies]);
      }
      if (!response.body) return reply.send();
      if (
        key !== null &&
        pageCache &&
        !isPersonalReply(reply) &&
        isShareable(response, cookies.length > 0 || reply.hasHeader('set-cookie'))
      ) {
        const body = await response.text();
        pageCache.set(key, {
          status: response.status,
          headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
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
 * Only a complete success that sets no cookie and does not ask to stay private (a page with a per-visitor
 * form token must send `Cache-Control: private`) may be shown to other visitors.
 */
function isShareable(response: Response, setsCookie: boolean): boolean {
  if (response.status !== 200 || setsCookie) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(private|no-store)\b/.test(cacheControl);
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
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
