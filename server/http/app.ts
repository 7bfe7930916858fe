// The one Fastify server: security headers, compression, static client assets, /media, /api/v1, health
// checks and, for everything else, React Router's server rendering.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { activeToggle, resolveShop, type Shop, type ToggleId } from '../../domain/shop.ts';
import { registerApi } from '../api/plugin.ts';
import { isConnectionLost, RETRY_AFTER_SECONDS } from '../db/client.ts';
import { clearGuestCookie, guestCookie, guestTokenOf } from '../cart/guest-cookie.ts';
import { cartOwner } from '../cart/service.ts';
import { registerShellAsset } from './shell-asset.ts';
import { registerTextsAsset } from './texts-asset.ts';
import { registerMediaRoutes } from '../media/routes.ts';
import { registerSeoRoutes } from '../seo/routes.ts';
import type { Services } from '../services.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { registerDevMailRoutes } from '../integrations/mail/dev-routes.ts';
import { appendSetCookie, requestAuth } from './auth.ts';
import { registerCatalogueUpload } from './catalogue-upload.ts';
import { registerContentUploads } from './content-uploads.ts';
import { registerCoverUpload } from './cover-upload.ts';
import { registerEbookRoutes } from './ebook-routes.ts';
import { registerContentImageUploads } from './content-image-upload.ts';
import { registerCrossSiteGuard } from './cross-site.ts';
import { frameworkErrorPage, registerErrorPages } from './error-pages.ts';
import { registerHostGuard } from './host-guard.ts';
import type { LeeswijzerContext } from './load-context.ts';
import { createPageCache } from './page-cache.ts';
import { registerReactRouter } from './react-router.ts';
import { createStylesheetReader } from './stylesheets.ts';
import {
  SEARCH_SCOPES,
  type SearchScope,
  scopeFromSection,
  scopeShop,
  searchPageToggle,
} from '../../domain/search.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export const SHOP_COOKIE = 'lw_shop';
const ONE_YEAR = 60 * 60 * 24 * 365;

export interface AppOptions {
  services: Services;
  build: ServerBuild;
  /** Folder with the built client files (build/client). */
  clientDir: string;
  dataDir: string;
  version: string;
  mode?: string;
  logLevel?: string;
  /**
   * TRUST_PROXY (server/env.ts): false, the number of proxy hops in front of us, or the proxies' addresses;
   * the client address is then the one the trusted hop added to X-Forwarded-For (issue 11 #7).
   */
  trustProxy?: boolean | number | string;
  /** The origin of every absolute link (server/seo/origin.ts publicOrigin); the only host served besides localhost. */
  publicOrigin: string;
  /** Seconds to keep anonymous visitors' rendered pages (server/http/page-cache.ts); 0 or absent: off. */
  pageCacheSeconds?: number;
  /** SESSION_SECRET: signs the CSRF tokens. */
  sessionSecret: string;
  /** The outbox folders listed at /dev/mail; only outside production. */
  devMail?: { mailOutboxDir: string; smsOutboxDir: string };
  /**
   * Milliseconds a client has to send a whole request, headers and body (Node answers 408 and closes the
   * connection; issue 11 #14); REQUEST_TIMEOUT_MS when absent. Tests pass a short one.
   */
  requestTimeoutMs?: number;
  /** The largest ONIX upload in bytes (server/http/catalogue-upload.ts); tests pass a small one. */
  onixUploadMaxBytes?: number;
  /** Where the log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
}

/** Issue 11 #14: a request's headers and body arrive within 30 s, or the connection is closed with a 408. */
export const REQUEST_TIMEOUT_MS = 30_000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: proxyTrust(options.trustProxy ?? false),
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // Issue 11 #14: a slow or stalled body ends with a 408 and a closed connection; an idle socket (no request
    // under way) goes after twice that. Node checks the deadlines every connectionsCheckingInterval.
    requestTimeout: requestTimeout,
    connectionTimeout: 2 * requestTimeout,
    http: {
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeout / 4))),
    },
    // Issue 11 #18: a malformed address (/book/%ZZ) gets our 400 page or problem, not Fastify's bare JSON.
    frameworkErrors: frameworkErrorPage,
  });
  // First, so every route added below keeps this error handler (server/http/error-pages.ts).
  registerErrorPages(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app);
  registerHostGuard(app, options.publicOrigin);
  registerCrossSiteGuard(app);
  // Pages are compressed per response, so the levels are chosen for speed (issue 16: a first view's CPU). On a
  // 130 KB book page brotli quality 3 takes 0.6 ms and gives what gzip's default gives in 1.4 ms (the default, 11,
  // is meant for files compressed once); gzip level 4 takes 0.9 ms for 6 % more bytes than its default. Static
  // files come precompressed from the build.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 4 },
  });
  await app.register(cookie);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await services.database.exec('SELECT 1');
      // Issue 12 #2: the outbox's failed and stuck messages are shown, but stay 200 — taking this process out of
      // the load balancer would not bring a mail server back (decisions: /readyz and the outbox).
      const messages = await services.outbox.health();
      return {
        status: 'ok',
        database: services.database.kind,
        messages: { ...messages, ok: messages.failed === 0 && messages.stuck === 0 },
        // Issue 16 (decision 504): while the typing index is read the database answers the overlay (still ready).
        typingIndex: services.typingIndex ? (services.typingIndex.current() ? 'current' : 'reading') : 'off',
      };
    } catch (error) {
      // Issue 27 #1: while the database is away this process stays up and says so; the load balancer waits.
      request.log.error({ err: error }, 'database not ready');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({
        status: 'unavailable',
        database: services.database.kind,
        reason: isConnectionLost(error) ? 'connection' : 'error',
      });
    }
  });
  app.get('/version.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: options.version };
  });

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600',
      );
    },
  });
  await registerMediaRoutes(app, services, options.dataDir);
  await registerApi(app, services, {
    version: options.version,
    sessionSecret: options.sessionSecret,
    origin: options.publicOrigin,
  });
  if (options.devMail) registerDevMailRoutes(app, options.devMail);
  await registerSeoRoutes(app, services, { origin: options.publicOrigin });
  registerTextsAsset(app, services);
  registerShellAsset(app, services);
  await registerCatalogueUpload(app, services, {
    sessionSecret: options.sessionSecret,
    ...(options.onixUploadMaxBytes ? { maxBytes: options.onixUploadMaxBytes } : {}),
  });
  await registerCoverUpload(app, services, { sessionSecret: options.sessionSecret });
  await registerContentImageUploads(app, services, { sessionSecret: options.sessionSecret });
  await registerContentUploads(app, services, { sessionSecret: options.sessionSecret });
  await registerEbookRoutes(app, services, { sessionSecret: options.sessionSecret });

  const stylesheet = createStylesheetReader(options.clientDir);
  const pageCache = options.pageCacheSeconds ? createPageCache(options.pageCacheSeconds * 1000) : null;
  // Issue 15 #3: a published review shows on the next view of its book page, for anonymous visitors too.
  if (pageCache) services.reviews.onPublished(() => pageCache.clear());
  // Issue 31 (decision #686): a book staff changed shows on this process's next view, for anonymous visitors too.
  if (pageCache) services.staffBooks.onChanged(() => pageCache.clear());
  // Issue 31 (decision 651): changed interface texts show on anonymous pages too, within the texts' 5 s.
  if (pageCache) services.texts.onChanged(() => pageCache.clear());
  // Issue 31 (decision 702): a staff change to the notifications shows at once in this process's pages.
  if (pageCache) services.staffNotifications.onChanged(() => pageCache.clear());
  if (pageCache) services.staffBanners.onChanged(() => pageCache.clear());
  if (pageCache) services.staffQuotes.onChanged(() => pageCache.clear());
  // Issue 31 (decision 715): an author's description or picture, a category's name, shops or image.
  if (pageCache) services.staffAuthors.onChanged(() => pageCache.clear());
  if (pageCache) services.staffCategories.onChanged(() => pageCache.clear());
  // Issue 31 (decisions 720, 722, 723): events, home tips and Top 10 sections too.
  if (pageCache) services.staffEvents.onChanged(() => pageCache.clear());
  if (pageCache) services.staffTips.onChanged(() => pageCache.clear());
  if (pageCache) services.staffTop10.onChanged(() => pageCache.clear());
  if (pageCache) services.staffNewsletters.onChanged(() => pageCache.clear());
  if (pageCache) services.staffVideos.onChanged(() => pageCache.clear());
  if (pageCache) services.staffBannerImages.onChanged(() => pageCache.clear());
  await registerReactRouter(app, {
    build: options.build,
    ...(pageCache ? { pageCache } : {}),
    mode: options.mode ?? 'production',
    getLoadContext: async (request, reply): Promise<Omit<LeeswijzerContext, 'noteError'>> => {
      const auth = await requestAuth(request, reply, services, options.sessionSecret);
      const { viewer } = auth;
      const shop = await shopFor(request, viewer, services);
      const shopCookie = (value: Shop) =>
        app.serializeCookie(SHOP_COOKIE, value, {
          path: '/',
          sameSite: 'lax',
          httpOnly: true,
          secure: request.protocol === 'https',
          maxAge: ONE_YEAR,
        });
      if (request.cookies[SHOP_COOKIE] !== shop) appendSetCookie(reply, shopCookie(shop));
      const guestToken = guestTokenOf(request.cookies, auth.secure);
      return {
        services,
        shop,
        toggle: pageToggle(request.url, shop),
        viewer,
        auth,
        guestToken,
        cartOwner: cartOwner(viewer, guestToken),
        guestCookie: (token) => guestCookie(token, auth.secure),
        clearGuestCookie: () => clearGuestCookie(auth.secure),
        shopCookie,
        nonce: request.cspNonce,
        stylesheet,
        requestId: request.id,
        origin: options.publicOrigin,
      };
    },
  });

  return app;
}

/**
 * Fastify's `trustProxy`. `true` would trust every X-Forwarded-For entry and take the left-most, which the client
 * writes itself, and a plain number is refused by Fastify 5.12 (it cannot tell a proxy from a direct client); so a
 * hop count becomes a function that trusts the socket peer and the n − 1 entries after it (proxy-addr walks from
 * the socket inwards), and the client is the address the outermost trusted hop added.
 */
export function proxyTrust(
  value: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === true) return proxyTrust(1);
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/**
 * The page a request is for. After hydration React Router fetches loader data from '/all-books.data' (and
 * '/_root.data' for '/'), so the shop is resolved from the page's own path, not the data URL.
 */
export function pagePath(url: string): string {
  const pathname = new URL(url, 'http://x').pathname;
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page === '/_root' ? '/' : page;
}

/** Spec 1 §4: the toggle item of the page; on the results page the chosen scope's item (1, 2 or 3). */
function pageToggle(url: string, shop: Shop): ToggleId {
  const pathname = pagePath(url);
  const onResults =
    pathname === '/search-results'
      ? searchPageToggle(new URL(url, 'http://x').searchParams.get('section'), shop)
      : null;
  return onResults ?? activeToggle(pathname, shop);
}

/** The identifier in /book/{sku}… and /boek/{sku}… page paths. */
export function bookIdentifierOf(pathname: string): string | null {
  const match = /^\/(?:book|boek)\/([^/]+)/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

async function shopFor(request: FastifyRequest, viewer: Viewer, services: Services): Promise<Shop> {
  const pathname = pagePath(request.url);
  const shopAllAvailable = await services.shell.shopAllAvailable(viewer);
  // Spec 1 §2.6: the book page sets the shop of its book (an unknown book keeps the remembered shop).
  const identifier = bookIdentifierOf(pathname);
  if (identifier !== null) {
    const bookShop = await services.bookPage.shopForSku(identifier);
    if (bookShop) return bookShop === 'SHOP_ALL' && shopAllAvailable ? 'SHOP_ALL' : 'SHOP_SB';
  }
  // Spec 1 §4 Search scope: the results page's section and the advanced search's scope set the shop (own and
  // SB: SHOP_SB, all: SHOP_ALL).
  const scope = searchScopeOf(pathname, new URL(request.url, 'http://x').searchParams);
  if (scope) {
    const { shop } = scopeShop(scope);
    return shop === 'SHOP_ALL' && !shopAllAvailable ? 'SHOP_SB' : shop;
  }
  const remembered = resolveShop({ pathname, remembered: request.cookies[SHOP_COOKIE], shopAllAvailable });
  // Spec 1 §7.2 checkShopForCategory/SubCategory: a category of the all-books shop switches to that shop; one
  // that is in both shops keeps the remembered shop.
  const shelf = categoryOf(pathname);
  if (shelf !== null) {
    const shops = await services.lists.shopsForCategory(shelf.kind, shelf.name);
    if (shops && shops.length > 0 && !shops.includes(remembered)) {
      const wanted = shops[0]!;
      return wanted === 'SHOP_ALL' && !shopAllAvailable ? remembered : wanted;
    }
  }
  return remembered;
}

/** The name in /category/{name} and /subcategory/{name} page paths (and their Dutch aliases). */
export function categoryOf(pathname: string): { kind: 'category' | 'subcategory'; name: string } | null {
  const match = /^\/(category|categorie|subcategory|subcategorie)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  try {
    return {
      kind: match[1].startsWith('sub') ? 'subcategory' : 'category',
      name: decodeURIComponent(match[2]),
    };
  } catch {
    return null;
  }
}

/** The search scope a search page's address asks for: `section` on the results page, `scope` on the advanced one. */
export function searchScopeOf(pathname: string, params: URLSearchParams): SearchScope | null {
  if (pathname === '/search-results') return scopeFromSection(params.get('section'));
  if (pathname === '/search-advanced') {
    const scope = params.get('scope');
    return SEARCH_SCOPES.find((s) => s === scope) ?? null;
  }
  return null;
}
