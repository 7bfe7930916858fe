// POST /api/v1/payments/webhook (DESIGN "Money flow"): the provider's call after a payment changed — Mollie's and
// the test gateway's alike, a form body with only `id=<payment id>`. Nothing in the call is believed: the status
// is fetched from the provider (server/payments/service.ts sync). An id we never made answers 200 and changes
// nothing (a provider must not retry it, a prober learns nothing); a provider that cannot answer now gets 503, so
// it calls again later. No cookies, no CSRF token: this is no browser request, and it can change nothing the
// provider does not confirm.
import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './service.ts';

export const WEBHOOK_PATH = '/api/v1/payments/webhook';
/** A form with one id: a few bytes. */
const FORM_LIMIT = 1024;
/** Mollie's ids (tr_…) and the test gateway's (tg_…) are short; anything longer is not ours. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export async function registerPaymentWebhook(app: FastifyInstance, payments: PaymentsService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const id = request.body instanceof URLSearchParams ? request.body.get('id') : null;
      if (!id || !ID_PATTERN.test(id)) return reply.status(200).send('');
      const result = await payments.sync(id);
      request.log.info({ providerId: id, result }, 'payment webhook');
      if (result === 'unavailable') return reply.status(503).header('retry-after', '60').send('');
      return reply.status(200).send('');
    });
  });
}
