// Issue 14 over HTTP, with the built-in test gateway as the provider (the default of a fresh start): the
// gateway's hosted page settles a payment, the webhook (a form post with only id=) makes the order paid, the
// invoice opens as a PDF; unknown, forged and malformed webhook calls answer 200 and change nothing; a provider
// that cannot answer gets 503.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { newGuest, orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { queryRows } from '../db/client.ts';
import { clientInput, guestVisitor } from '../../tests/support/order-fixtures.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(eachDatabase())('payment and invoice routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const status = async (guid: string) =>
    (
      await queryRows<{ status: string }>(
        t.services.database.db,
        sql`select status from orders where guid = ${guid}`,
      )
    )[0]!.status;

  async function startedOrder(ip: string): Promise<{ guid: string; url: URL }> {
    const owner = newGuest();
    const [book] = await orderableBooks(t.services.database.db, 1);
    await t.services.cart.add(owner, book!.sku, 2, { clientIp: ip });
    const visitor = guestVisitor(owner, ip);
    const saved = await t.services.checkout.saveClient(visitor, clientInput());
    if (saved.kind !== 'ok') throw new Error(saved.kind);
    const step = await t.services.checkout.paymentStep(visitor);
    if (step.kind !== 'ok') throw new Error(step.kind);
    // The gateway lists iDEAL banks: the bank list shows and a bank is needed (DESIGN iDEAL 2.0).
    expect(step.step.showsIssuers).toBe(true);
    const started = await t.services.checkout.startPayment(visitor, saved.guid, {
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      attemptKey: step.step.attemptKey,
    });
    if (started.kind !== 'redirect') throw new Error(started.kind);
    return { guid: saved.guid, url: new URL(started.url) };
  }

  it('paid on the test gateway, confirmed by the webhook; the invoice opens as a PDF', async () => {
    const { guid, url } = await startedOrder('192.0.2.120');
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Testbetaling');
    expect((await t.app.inject({ method: 'GET', url: `/invoice/${guid}` })).statusCode).toBe(404);

    const settled = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: FORM,
      payload: 'status=paid',
    });
    expect(settled.statusCode).toBe(303);
    expect(settled.headers.location).toBe(`http://localhost/?guid=${guid}`);
    const id = url.pathname.split('/').pop()!;
    // The gateway's own webhook call went nowhere (no server listens in this test): the provider's later call.
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: FORM,
      payload: `id=${id}`,
    });
    expect(webhook.statusCode).toBe(200);
    expect(await status(guid)).toBe('paid');

    const invoice = await t.app.inject({ method: 'GET', url: `/invoice/${guid}` });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['cache-control']).toBe('private, no-store');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('unknown, forged and malformed webhook calls: 200, nothing changed', async () => {
    const { guid } = await startedOrder('192.0.2.121');
    for (const payload of [
      'id=tr_unknown123',
      'id=tg_' + 'x'.repeat(24),
      'id=',
      '',
      "id=1' or '1'='1",
      `id=${'a'.repeat(200)}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: FORM,
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"x"}',
    });
    expect(json.statusCode).toBe(415);
    expect(await status(guid)).toBe('pending');
  });

  it('the provider cannot answer: 503 with Retry-After, so it calls again', async () => {
    const payments = t.services.payments;
    const sync = payments.sync;
    payments.sync = async () => 'unavailable';
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: FORM,
        payload: 'id=tr_abc',
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
    } finally {
      payments.sync = sync;
    }
  });

  it('an invoice address that is not a paid order is a 404 page', async () => {
    for (const path of ['/invoice/abc', '/invoice/' + 'A'.repeat(22), '/invoice/%3Cscript%3E']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });
});
