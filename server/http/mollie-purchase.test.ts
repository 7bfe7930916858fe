// Issue 14 "Done when": a whole purchase with MOLLIE_API_KEY set, against the fake of Mollie's API on loopback
// (tests/support/fake-mollie.ts) — the real @mollie/api-client, the shop listening on its PUBLIC_URL so the fake's
// webhook reaches it over HTTP as Mollie's would. A guest without JavaScript: cart → client step → review →
// iDEAL → Mollie's hosted page (the fake's) → paid → webhook → the result page, one confirmation mail, and the
// invoice PDF whose total is the cart's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { type FakeMollie, startFakeMollie } from '../../tests/support/fake-mollie.ts';
import { browser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { readPdfText } from '../../tests/support/pdf-text.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { GUEST_FORM } from '../../tests/support/order-fixtures.ts';
import { freePort } from '../../tests/support/free-port.ts';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

/** The value attribute of a named input of a rendered page. */
function inputValue(html: string, name: string): string {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return (tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined) ?? '';
}

/** '€ 1.234,56' → 123456 */
function printedCents(text: string): number {
  const match = /€\s?(-?)([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: '${text}'`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/\./g, '')) * 100 + Number(match[3]));
}

describe.each(eachDatabase())('a purchase with MOLLIE_API_KEY against the fake Mollie on %s', (kind) => {
  let t: TestApp;
  let fake: FakeMollie;
  let tlsBefore: string | undefined;
  let origin: string;

  beforeAll(async () => {
    // The client trusts only its own CA bundle; the fake's certificate is self-signed (see fake-mollie.ts). This
    // test file runs in a worker process of its own.
    tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    fake = await startFakeMollie({ idealIssuers: false });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await openTestApp(kind, {
      publicUrl: origin,
      payments: { MOLLIE_API_KEY: API_KEY, MOLLIE_API_URL: fake.url },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await t?.close();
    await fake?.close();
    if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore;
  });

  it('a guest pays with iDEAL at Mollie: paid by the webhook, one mail, the invoice total is the cart total', async () => {
    const b = browser(() => t);
    const books = await orderableBooks(
      t.services.database.db,
      2,
      sql`price_incl_cents between 1000 and 3000 and weight_g between 1 and 500`,
    );
    for (const book of books)
      await b.post('/shoppingcart', { intent: 'add', sku: book.sku, back: '/category/zelfontwikkeling' });
    const cart = (await b.get('/api/v1/cart')).json() as { totals: { totalCents: number } };
    expect(cart.totals.totalCents).toBeGreaterThan(0);

    const client = (await b.get('/shoppingcart/client')).body;
    const saved = await b.post('/shoppingcart/client', {
      _csrf: tokenOf(client),
      intent: 'client',
      checkout_key: 'checkout-key-mollie',
      email: 'mollie-koper@example.nl',
      ...GUEST_FORM,
    });
    expect(saved.headers.location, visibleText(saved.body).slice(0, 300)).toBe('/shoppingcart/review');
    expect(
      printedCents(
        visibleText((await b.get('/shoppingcart/review')).body)
          .split('Totaal')
          .at(-1)!,
      ),
    ).toBe(cart.totals.totalCents);

    // Mollie cannot answer (three 500s: the client gives up): the form says so with a 503 and Retry-After, and the
    // shopper can try again (issue 27 #1: every 503 says when).
    const first = (await b.get('/shoppingcart/payment')).body;
    fake.failNext({ status: 500, retryAfter: 0, onlyPost: true }, 3);
    const refused = await b.post('/shoppingcart/payment', {
      _csrf: tokenOf(first),
      intent: 'pay',
      order: inputValue(first, 'order'),
      method: 'ideal',
      attempt_key: inputValue(first, 'attempt_key'),
      order_content: inputValue(first, 'order_content'),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(visibleText(refused.body)).toContain('Start betaling');
    const tried = fake.requests.length;

    // The payment step lists Mollie's methods; iDEAL 2.0 offers no bank here, and none is asked for.
    const step = (await b.get('/shoppingcart/payment')).body;
    expect(step).toContain('value="ideal"');
    expect(step).not.toContain('name="issuer"');
    const guid = inputValue(step, 'order');
    const started = await b.post('/shoppingcart/payment', {
      _csrf: tokenOf(step),
      intent: 'pay',
      order: guid,
      method: 'ideal',
      attempt_key: inputValue(step, 'attempt_key'),
      order_content: inputValue(step, 'order_content'),
    });
    expect(started.headers.location).toBe(`/payment?order=${guid}`);
    const created = fake.requests
      .slice(tried)
      .filter((r) => r.method === 'POST' && r.path === '/v2/payments');
    expect(created).toHaveLength(1);
    expect(created[0]!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(created[0]!.body).toMatchObject({
      amount: { currency: 'EUR', value: (cart.totals.totalCents / 100).toFixed(2) },
      method: 'ideal',
      redirectUrl: `${origin}/?guid=${guid}`,
      webhookUrl: `${origin}/api/v1/payments/webhook`,
    });

    // /payment sends the browser to Mollie's hosted page; there the shopper pays, and Mollie calls the webhook.
    const redirecting = (await b.get(`/payment?order=${guid}`)).body;
    const checkoutUrl = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(redirecting)?.[1] ?? '';
    const id = /\/checkout\/(tr_[A-Za-z0-9]+)$/.exec(checkoutUrl.replace(/&amp;/g, '&'))?.[1];
    expect(id, checkoutUrl).toBeDefined();
    expect(await fake.settle(id!, 'paid')).toBe(200);
    // A repeated webhook changes nothing.
    expect(await fake.settle(id!, 'paid')).toBe(200);

    const [order] = await queryRows<{ status: string; total: number }>(
      t.services.database.db,
      sql`select status, total_cents as total from orders where guid = ${guid}`,
    );
    expect(order).toEqual({ status: 'paid', total: cart.totals.totalCents });
    const result = await b.get(`/payment-result?guid=${guid}`);
    expect(visibleText(result.body)).toContain('Bedankt voor je bestelling!');
    const mails = (await t.integrations.mails()).filter((m) => m.to === 'mollie-koper@example.nl');
    expect(mails).toHaveLength(1);

    const invoice = await b.get(`/invoice/${guid}`);
    expect(invoice.headers['content-type']).toMatch(/^application\/pdf/);
    const lines = readPdfText(invoice.rawPayload).lines;
    const total = lines.find((l) => l.startsWith('Totaal incl. btw'));
    expect(printedCents(total!)).toBe(cart.totals.totalCents);
    console.log(
      `Mollie purchase on ${kind}: cart ${cart.totals.totalCents} cents = order = invoice; ` +
        `${fake.requests.length} requests to Mollie, 2 webhooks, ${mails.length} mail`,
    );
  });
});
