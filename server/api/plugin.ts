// The versioned JSON API under /api/v1, with its OpenAPI document at /api/v1/openapi.json. Errors are RFC 9457
// problem+json; unknown API paths answer 404 as problem+json too, never the HTML 404 page.
import { isConnectionLost, RETRY_AFTER_SECONDS } from '../db/client.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCartApi } from '../cart/api.ts';
import { registerCatalogApi } from '../catalog/api.ts';
import { SUPPORTED_LANGS } from '../content/texts.ts';
import { registerAccountsApi } from '../accounts/api.ts';
import { isCsrfTokenValid, CSRF_HEADER } from '../accounts/csrf.ts';
import { sessionBinding, signedInOf } from '../http/auth.ts';
import { sendProblem } from '../http/problem.ts';
import { registerInvoiceRoute } from '../orders/routes.ts';
import { registerPaymentProviderRoutes } from '../payments/providers/index.ts';
import { registerPaymentWebhook } from '../payments/webhook-routes.ts';
import { registerSearchApi } from '../search/api.ts';
import { registerAddressApi } from '../address/api.ts';
import type { Services } from '../services.ts';
import { ApiRegistry } from './registry.ts';

export interface ApiOptions {
  version: string;
  /** Signs the CSRF tokens that signed-in clients send with every write. */
  sessionSecret: string;
  /** The public origin of links in mails (server/seo/origin.ts), never the request's Host. */
  origin: string;
}

export async function registerApi(
  app: FastifyInstance,
  services: Services,
  { version, sessionSecret, origin }: ApiOptions,
): Promise<void> {
  const api = new ApiRegistry();

  api.add({
    method: 'GET',
    path: '/texts',
    summary:
      'Alle Nederlandse interfaceteksten per sleutel (standaard uit het bestand, overschreven vanuit de database)',
    tags: ['content'],
    query: z.object({ lang: z.enum(SUPPORTED_LANGS).default('nl') }),
    response: z.record(z.string(), z.string()),
    handler: async ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=60');
      return services.texts.texts(query.lang);
    },
  });

  api.add({
    method: 'GET',
    path: '/features',
    summary: 'Ingeschakelde features met hun toegangsniveau',
    tags: ['settings'],
    response: z.array(z.object({ sku: z.string(), accessLevel: z.number().int() })),
    handler: async () =>
      (await services.settings.features())
        .filter((f) => f.enabled)
        .map(({ sku, accessLevel }) => ({ sku, accessLevel })),
  });

  registerCatalogApi(api, services, origin);
  registerSearchApi(api, services);
  registerAccountsApi(api, services, sessionSecret, { origin });
  registerAddressApi(api, services);
  registerCartApi(api, services);

  // Issue 14: the provider's webhook (a form post with only id=), the test gateway's hosted page when it is the
  // provider, and the invoice PDF. Plain routes outside the JSON registry: none of them speaks JSON.
  await registerPaymentWebhook(app, services.payments);
  await registerPaymentProviderRoutes(app, services.payments.choice);
  registerInvoiceRoute(app, services.orders);

  await app.register(
    async (scope) => {
      // A write with a session cookie must carry that session's CSRF token (from login or GET /accounts/me).
      scope.addHook('preHandler', async (request, reply) => {
        if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
        const signedIn = await signedInOf(request, services);
        if (!signedIn) return;
        if (
          isCsrfTokenValid(
            sessionSecret,
            sessionBinding(signedIn.sessionIdHash),
            request.headers[CSRF_HEADER],
          )
        )
          return;
        return sendProblem(reply, {
          title: 'Verzoek geweigerd',
          status: 403,
          detail:
            'Het beveiligingstoken (X-CSRF-Token) ontbreekt of klopt niet. Je vindt het in het antwoord van GET /api/v1/accounts/me.',
        });
      });
      api.mount(scope);
      const document = api.openApi({ title: 'Leeswijzer API', version });
      scope.get('/openapi.json', async () => document);
      // An explicit catch-all: otherwise the page renderer's '/*' would answer unknown API paths with HTML.
      scope.all('/*', async (request, reply) =>
        sendProblem(reply, {
          title: 'Niet gevonden',
          status: 404,
          detail: `Onbekend API-pad: ${request.url}`,
        }),
      );
      scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        // Issue 27 #1: the database is away for a moment: 503 with Retry-After, which a client may try again.
        if (isConnectionLost(error)) {
          request.log.warn({ err: error }, 'database connection lost');
          reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          return sendProblem(reply, { title: 'Er is een technische fout opgetreden.', status: 503 });
        }
        const status =
          error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error }, 'API-fout');
        return sendProblem(reply, {
          title: status === 500 ? 'Er is een technische fout opgetreden.' : 'Ongeldig verzoek',
          status,
          ...(status === 500 ? {} : { detail: error.message }),
        });
      });
    },
    { prefix: '/api/v1' },
  );
}
