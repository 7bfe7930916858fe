// GET /invoice/{guid} (issue 14 #9, the mails' link, server/orders/mails.ts orderLinks): the invoice PDF of a
// paid order, application/pdf, opened in the browser. The guid is the key (as for the result page: guests reach
// their order only through it); an order that is not paid has no invoice (404 page, as for an unknown guid).
import type { FastifyInstance } from 'fastify';
import type { OrdersService } from './service.ts';

export const INVOICE_PATH = '/invoice/:guid';
const GUID = /^[A-Za-z0-9_-]{16,64}$/;

/** An error the app's error handler turns into its Dutch page (server/http/error-pages.ts). */
function refusal(statusCode: 404 | 503, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

export function registerInvoiceRoute(app: FastifyInstance, orders: OrdersService): void {
  app.get<{ Params: { guid: string } }>(INVOICE_PATH, async (request, reply) => {
    const guid = request.params.guid;
    if (!GUID.test(guid)) throw refusal(404, 'unknown invoice');
    const result = await orders.invoice(guid);
    if (result.kind === 'not-found' || result.kind === 'not-paid')
      throw refusal(404, 'no invoice for this order');
    if (result.kind === 'unavailable') throw refusal(503, 'invoice unavailable: seller settings incomplete');
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('content-disposition', `inline; filename="${result.filename}"`)
      .type('application/pdf')
      .send(result.pdf);
  });
}
