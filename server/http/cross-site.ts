// CSRF, first line (issue 5): a state-changing request (POST, PUT, PATCH, DELETE) that a browser says comes from
// another site is refused before any handler runs — pages, forms and the JSON API alike. The browser says so in
// Sec-Fetch-Site (every current browser), else in Origin; a request with neither is no cross-site browser
// request. The same rule as Go's net/http CrossOriginProtection. Form tokens (server/accounts/csrf.ts) and
// SameSite=Lax cookies are the second and third lines.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendProblem } from './problem.ts';

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

export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteWrite(request)) return;
    if (request.url.startsWith('/api/')) {
      return sendProblem(reply, {
        title: 'Verzoek geweigerd',
        status: 403,
        detail: 'Dit verzoek kwam van een andere website en is daarom niet uitgevoerd.',
      });
    }
    return reply
      .status(403)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="nl"><meta charset="utf-8"><title>Verzoek geweigerd — Leeswijzer</title>' +
          `<style nonce="${request.cspNonce}">body{font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem}</style>` +
          '<body><h1>Dit verzoek is niet uitgevoerd</h1><p>Het formulier werd vanaf een andere website verstuurd. ' +
          'Ga naar Leeswijzer zelf en probeer het daar opnieuw.</p><p><a href="/">Naar de homepage</a></p></body></html>',
      );
  });
}
