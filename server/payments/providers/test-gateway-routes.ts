// The test gateway's hosted page (DESIGN "payments"): GET /test-gateway/{id} shows the payment with one button
// per outcome — betaald, mislukt, geannuleerd, verlopen, nog open — and POST /test-gateway/{id} (a plain form,
// no JavaScript) settles it, calls the shop's webhook like Mollie and sends the shopper back to the shop's
// redirect URL. Plain HTML in Dutch; registered only when the test gateway is the provider.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatEuro } from '../../../domain/money.ts';
import type { PaymentState } from '../../../domain/payment-status.ts';
import { escapeHtml } from '../../lib/html.ts';
import { TEST_GATEWAY_METHODS, type TestGateway, type TestGatewayPayment } from './test-gateway.ts';

/** The outcomes on the page, in the order shown, with their Dutch labels. */
export const TEST_GATEWAY_CHOICES: readonly { status: PaymentState; label: string }[] = [
  { status: 'paid', label: 'Betaald' },
  { status: 'failed', label: 'Mislukt' },
  { status: 'canceled', label: 'Geannuleerd' },
  { status: 'expired', label: 'Verlopen' },
  { status: 'open', label: 'Nog open (later afronden)' },
];

const STATUS_TEXT: Record<PaymentState, string> = {
  open: 'open',
  paid: 'betaald',
  failed: 'mislukt',
  canceled: 'geannuleerd',
  expired: 'verlopen',
};

/** A form of a few bytes: one field. */
const FORM_LIMIT = 1024;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1d1f23}' +
  '.notice{background:#fff4d6;border:1px solid #e0c060;padding:.75rem 1rem;border-radius:.4rem}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}dt{font-weight:700}dd{margin:0}' +
  'form{display:grid;gap:.6rem;margin-top:1.5rem}button{font:inherit;padding:.7rem 1rem;border-radius:.4rem;' +
  'border:1px solid #767676;background:#fff;cursor:pointer;text-align:left}button[value=paid]{background:#1f6f43;' +
  'color:#fff;border-color:#1f6f43}';

function methodText(payment: TestGatewayPayment): string {
  const method = TEST_GATEWAY_METHODS.find((m) => m.id === payment.method);
  const issuer = method?.issuers.find((i) => i.id === payment.issuer);
  const name = method?.description ?? payment.method;
  return issuer ? `${name} (${issuer.name})` : name;
}

function pageHtml(payment: TestGatewayPayment, nonce: string): string {
  const details: [string, string][] = [
    ['Bedrag', formatEuro(payment.amountCents)],
    ['Omschrijving', payment.description],
    ['Betaalmethode', methodText(payment)],
    ['Status', STATUS_TEXT[payment.status]],
  ];
  const action = `/test-gateway/${encodeURIComponent(payment.id)}`;
  const choices =
    payment.status === 'open'
      ? `<form method="post" action="${escapeHtml(action)}">` +
        TEST_GATEWAY_CHOICES.map(
          (c) => `<button type="submit" name="status" value="${c.status}">${escapeHtml(c.label)}</button>`,
        ).join('') +
        '</form>'
      : `<p>Deze testbetaling is al afgerond.</p><p><a href="${escapeHtml(payment.redirectUrl)}">Terug naar de winkel</a></p>`;
  return (
    '<!doctype html><html lang="nl"><meta charset="utf-8"><meta name="robots" content="noindex">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>Testbetaling – Leeswijzer</title>' +
    `<style nonce="${escapeHtml(nonce)}">${STYLE}</style>` +
    '<body><main><h1>Testbetaling</h1>' +
    '<p class="notice">Dit is de ingebouwde testbetaalpagina van Leeswijzer: er wordt geen geld afgeschreven. ' +
    'Kies hoe de betaling afloopt.</p>' +
    `<dl>${details.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>` +
    `${choices}</main></body></html>`
  );
}

/** An error the app's error handler turns into its Dutch page (server/http/error-pages.ts). */
function refusal(statusCode: 400 | 404, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

function chosenStatus(body: unknown): PaymentState | null {
  if (!(body instanceof URLSearchParams)) return null;
  const value = body.get('status');
  return TEST_GATEWAY_CHOICES.find((c) => c.status === value)?.status ?? null;
}

export async function registerTestGatewayRoutes(app: FastifyInstance, gateway: TestGateway): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    scope.get<{ Params: { id: string } }>('/test-gateway/:id', async (request, reply) => {
      const payment = await gateway.find(request.params.id);
      if (!payment) throw refusal(404, 'unknown test gateway payment');
      return sendPage(request, reply, payment);
    });

    scope.post<{ Params: { id: string } }>('/test-gateway/:id', async (request, reply) => {
      const status = chosenStatus(request.body);
      if (status === null) throw refusal(400, 'no valid status chosen');
      const result = await gateway.settle(request.params.id, status);
      if (result.kind === 'unknown') throw refusal(404, 'unknown test gateway payment');
      request.log.info(
        { payment: result.payment.id, status: result.payment.status, webhook: result.webhook },
        'test gateway payment settled',
      );
      return reply.header('cache-control', 'no-store').redirect(result.payment.redirectUrl, 303);
    });
  });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, payment: TestGatewayPayment): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(pageHtml(payment, request.cspNonce ?? ''));
}
