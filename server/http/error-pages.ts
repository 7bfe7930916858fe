// The answers of requests that never reach a page or an endpoint (issue 11 #10–#14, #18): a malformed
// address, a null byte, a method or body that no page takes, a file the media folder refuses, a failure. Pages
// get a small Dutch HTML page, /api a problem+json; both with the usual security headers, also when Fastify
// answers before the onRequest hooks ran (frameworkErrors). 4xx are the client's doing and logged as info.
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLost, RETRY_AFTER_SECONDS } from '../db/client.ts';
import { escapeHtml } from '../lib/html.ts';
import { sendProblem } from './problem.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const TECHNICAL_ERROR = [
  'Er is een technische fout opgetreden.',
  'Probeer het zo nog eens. Blijft het probleem bestaan? Neem dan contact op met de uitgeverij.',
] as const;

/** The statuses these pages know, each with its Dutch title and advice. */
const PAGES = {
  400: ['Ongeldig verzoek', 'Dit verzoek kunnen we niet lezen. Controleer het adres of probeer het opnieuw.'],
  403: ['Geen toegang', 'Dit bestand wordt niet gedeeld.'],
  404: ['Pagina niet gevonden', 'De pagina die je zoekt bestaat niet (meer).'],
  405: ['Niet toegestaan', 'Deze pagina kan niet op deze manier worden opgevraagd.'],
  408: ['Verzoek duurde te lang', 'Het verzoek kwam niet op tijd binnen. Probeer het opnieuw.'],
  413: ['Verzoek te groot', 'Wat je verstuurde is groter dan een formulier hier mag zijn.'],
  // Issue 32: a link that worked once and no longer does (an e-book's download link: expired, used up, refunded).
  410: ['Niet meer beschikbaar', 'Deze link werkt niet meer.'],
  415: [
    'Niet-ondersteund formaat',
    'Deze pagina neemt alleen formulieren aan (application/x-www-form-urlencoded of multipart/form-data).',
  ],
  500: TECHNICAL_ERROR,
  // Issue 27 #1: the database is away for a moment (a failover, a restart); the same words, and Retry-After.
  503: TECHNICAL_ERROR,
} as const satisfies Record<number, readonly [string, string]>;

export type ErrorPageStatus = keyof typeof PAGES;

/** The methods pages take: reading, and posting a form to a page's action. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The headers helmet and the CSP hook put on every response; set here too when Fastify answers a malformed
 * address before any hook ran (the names and values are the ones of server/http/security-headers.ts).
 */
function ensureSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.hasHeader('content-security-policy')) return;
  if (!request.cspNonce) request.cspNonce = randomBytes(16).toString('base64');
  reply.headers({
    'content-security-policy': contentSecurityPolicy(request.cspNonce),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'x-request-id': request.id,
  });
}

/** A page's title and advice: the status's own, or those of a refusal with a reason of its own. */
export type PageText = readonly [title: string, advice: string];

function errorPageHtml([title, advice]: PageText, nonce: string): string {
  return (
    `<!doctype html><html lang="nl"><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} – Leeswijzer</title>` +
    `<style nonce="${escapeHtml(nonce)}">body{font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem}</style>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(advice)}</p>` +
    '<p><a href="/">Naar de homepage</a></p></main></body></html>'
  );
}

/**
 * Answers with the error page of `status` (problem+json under /api). `close`: the request's body was not read
 * (a refused method, type or size), so the connection is closed after the answer instead of kept for the rest.
 * `text`: a title and advice of its own instead of the status's (an unknown host, a cross-site form).
 */
export function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: ErrorPageStatus,
  options: { close?: boolean; detail?: string; text?: PageText } = {},
): FastifyReply {
  const text = options.text ?? PAGES[status];
  ensureSecurityHeaders(request, reply);
  if (options.close) reply.header('connection', 'close');
  if (status === 405) reply.header('allow', PAGE_METHODS.join(', '));
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  // An error page is never kept by a cache: it says nothing about the address for the next visitor.
  reply.header('cache-control', 'no-store');
  if (isApiUrl(request.url)) {
    const [title, advice] = text;
    return sendProblem(reply, {
      title,
      status,
      ...(options.detail ? { detail: options.detail } : status >= 500 ? {} : { detail: advice }),
    });
  }
  return reply.status(status).type('text/html; charset=utf-8').send(errorPageHtml(text, request.cspNonce));
}

/**
 * The status an error stands for: its own 4xx (Fastify's body errors, the static files' 403 for a dotfile or
 * a folder), 404 for a name the file system cannot hold, 503 for a lost database connection, or 500.
 */
export function errorStatusOf(error: Partial<FastifyError> & { status?: number }): ErrorPageStatus {
  if (isConnectionLost(error)) return 503;
  // A name longer than the file system takes (/media/aaaa…) is a file that does not exist.
  if (error.code === 'ENAMETOOLONG' || error.code === 'ENOENT' || error.code === 'ENOTDIR') return 404;
  const status = error.statusCode ?? error.status ?? 500;
  if (status in PAGES) return status as ErrorPageStatus;
  return status >= 400 && status < 500 ? 400 : 500;
}

/**
 * Fastify's `frameworkErrors`: a malformed percent-encoding in the path (/book/%ZZ) or an over-long parameter
 * reach neither routes nor hooks; they get the 400 page (problem+json under /api) instead of Fastify's JSON.
 */
export function frameworkErrorPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code, url: request.url }, 'malformed address refused');
  void sendErrorPage(request, reply, 400, { close: request.method !== 'GET' && request.method !== 'HEAD' });
}

/** A null byte, raw or encoded, anywhere in the address: no name, term or key ever contains one (issue 11 #10). */
export function hasNullByte(url: string): boolean {
  return /%00|\0/i.test(url);
}

/**
 * The error handler, 404 handler and null-byte guard of the whole server. Registered before any route so that
 * every scope inherits the handler (a route keeps the handler of the moment it was added).
 */
export function registerErrorPages(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { status?: number }, request, reply) => {
    const status = errorStatusOf(error);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else if (status === 503) request.log.warn({ err: error }, 'database connection lost');
    else
      request.log.info({ statusCode: status, code: error.code, message: error.message }, 'request refused');
    if (reply.sent || reply.raw.headersSent) return;
    // A body Fastify refused (too large, wrong type, cut off) was not read to its end: close afterwards.
    return sendErrorPage(request, reply, status, { close: ![403, 404, 500, 503].includes(status) });
  });
  app.setNotFoundHandler((request, reply) => sendErrorPage(request, reply, 404));
  app.addHook('onRequest', async (request, reply) => {
    if (!hasNullByte(request.url)) return;
    const [pathname] = request.url.split('?');
    request.log.info({ url: request.url }, 'null byte in the address refused');
    // In the path a null byte names nothing (404); in the query it is a bad parameter (400).
    return sendErrorPage(request, reply, isApiUrl(request.url) || !hasNullByte(pathname!) ? 400 : 404);
  });
}
