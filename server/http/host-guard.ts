// Issue 11 #1 and #6: the shop answers only for its own host — PUBLIC_URL's host, or localhost / 127.0.0.1 /
// [::1] for a local run. A forged Host header (or X-Forwarded-Host behind a trusted proxy) gets a 400 before
// any handler runs, so it can neither end up in a link nor in a page another visitor is served from the page
// cache. The health checks stay open: load balancers probe them by the machine's own address and they hold no links.
import type { FastifyInstance } from 'fastify';
import { servedHostCheck } from '../seo/origin.ts';
import { sendErrorPage } from './error-pages.ts';

const PROBES = new Set(['/healthz', '/readyz']);
const UNKNOWN_HOST = ['Onbekend adres', 'Dit verzoek is niet voor een adres van Leeswijzer.'] as const;

export function registerHostGuard(app: FastifyInstance, origin: string): void {
  const isServed = servedHostCheck(origin);
  app.addHook('onRequest', async (request, reply) => {
    if (isServed(request.host) || PROBES.has(request.url)) return;
    request.log.info({ host: request.host }, 'request for an unknown host refused');
    return sendErrorPage(request, reply, 400, { text: UNKNOWN_HOST });
  });
}
