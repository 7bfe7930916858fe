// CSRF, first line (issue 5): a state-changing request (POST, PUT, PATCH, DELETE) that a browser says comes from
// another site is refused before any handler runs — pages, forms and the JSON API alike. The browser says so in
// Sec-Fetch-Site (every current browser), else in Origin; a request with neither is no cross-site browser
// request. The same rule as Go's net/http CrossOriginProtection. Form tokens (server/accounts/csrf.ts) and
// SameSite=Lax cookies are the second and third lines.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendErrorPage } from './error-pages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(request: Pick<FastifyRequest, 'method' | 'headers' | 'host'>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true; // 'null' (a sandboxed frame, a privacy redirect) or garbage: not us
  }
}

const CROSS_SITE = [
  'Dit verzoek is niet uitgevoerd',
  'Het formulier werd vanaf een andere website verstuurd. Ga naar Leeswijzer zelf en probeer het daar opnieuw.',
] as const;

export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteWrite(request)) return;
    return sendErrorPage(request, reply, 403, { text: CROSS_SITE });
  });
}
