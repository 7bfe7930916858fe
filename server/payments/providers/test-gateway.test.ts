// The built-in test gateway (issue 14 #5): idempotent creation, statuses, cancelling an open payment (issue 27),
// methods, the hosted page (no JavaScript: plain GET and form POST) and its Mollie-like webhook call, on PGlite
// and on PostgreSQL. The parallel tests print their figures.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../domain/money.ts';
import type { PaymentState } from '../../../domain/payment-status.ts';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.ts';
import { queryRows } from '../../db/client.ts';
import { registerErrorPages } from '../../http/error-pages.ts';
import { type CreatePaymentInput, PaymentProviderRejectedError } from './provider.ts';
import { createTestGateway, TEST_GATEWAY_ISSUERS, type TestGateway } from './test-gateway.ts';
import { registerTestGatewayRoutes } from './test-gateway-routes.ts';

const ORIGIN = 'http://localhost:3000';
const PARALLEL = 20;

// The shop's webhook endpoint stand-in: records each call's body; each test may make it fail or hang.
type Answer = (req: IncomingMessage, res: ServerResponse) => void;
let hooks: Server;
let webhookUrl: string;
let received: { contentType: string | undefined; body: string }[];
let answer: Answer;
const ok: Answer = (_req, res) => res.writeHead(200).end();

beforeAll(async () => {
  hooks = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], body });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/api/v1/payments/webhook`;
});

afterAll(async () => {
  hooks.closeAllConnections();
  await new Promise((resolve) => hooks.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = ok;
});

let counter = 0;
function request(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  counter += 1;
  return {
    orderGuid: `guid-${counter}-${Math.random().toString(36).slice(2)}`,
    amountCents: cents(2345),
    description: `Leeswijzer bestelling 2026-${10000 + counter}`,
    method: 'ideal',
    issuer: 'ideal_INGBNL2A',
    redirectUrl: `${ORIGIN}/payment-result?guid=abc`,
    webhookUrl,
    idempotencyKey: `attempt-${counter}-${Math.random().toString(36).slice(2)}`,
    ...over,
  };
}

describe.each(eachDatabase('parallel'))('test gateway on %s', (kind) => {
  let t: TestDatabase;
  let gateway: TestGateway;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    gateway = createTestGateway({ db: t.database.db, origin: ORIGIN });
    app = Fastify({ logger: false });
    registerErrorPages(app);
    await registerTestGatewayRoutes(app, gateway);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  describe('createPayment and getPayment', () => {
    it('creates an open payment with a hosted page on the shop and reads it back', async () => {
      const input = request();
      const created = await gateway.createPayment(input);
      expect(created.providerId).toMatch(/^tg_[A-Za-z0-9_-]{24}$/);
      expect(created).toEqual({
        providerId: created.providerId,
        checkoutUrl: `${ORIGIN}/test-gateway/${created.providerId}`,
        status: 'open',
      });
      expect(await gateway.getPayment(created.providerId)).toEqual({
        providerId: created.providerId,
        status: 'open',
        amountCents: 2345,
        method: 'ideal',
        paidAt: null,
        orderGuid: input.orderGuid,
        cancelable: true,
      });
    });

    it('cancels an open payment (its page then offers nothing to pay); a final one is refused (422)', async () => {
      const open = await gateway.createPayment(request());
      expect(await gateway.cancelPayment(open.providerId)).toMatchObject({
        providerId: open.providerId,
        status: 'canceled',
        cancelable: false,
      });
      const page = await app.inject({ method: 'GET', url: `/test-gateway/${open.providerId}` });
      expect(page.body).toContain('Deze testbetaling is al afgerond.');
      expect(page.body).not.toContain('value="paid"');
      const paid = await gateway.createPayment(request());
      await gateway.settle(paid.providerId, 'paid');
      await expect(gateway.cancelPayment(paid.providerId)).rejects.toMatchObject({
        name: 'PaymentProviderRejectedError',
        status: 422,
      });
      expect((await gateway.getPayment(paid.providerId))?.status).toBe('paid');
      await expect(gateway.cancelPayment(open.providerId)).rejects.toBeInstanceOf(
        PaymentProviderRejectedError,
      );
      expect(await gateway.cancelPayment('tg_doesnotexist000000000000')).toBeNull();
      // A cancel calls no webhook: the shop applies the answer it gets.
      expect(received.filter((r) => r.body.includes(open.providerId))).toEqual([]);
    });

    it('refunds a paid payment once per key, never more than it has left (issue 30)', async () => {
      const paid = await gateway.createPayment(request());
      const refund = (amount: number, idempotencyKey: string) =>
        gateway.refundPayment({
          providerId: paid.providerId,
          amountCents: cents(amount),
          description: 'x',
          idempotencyKey,
        });
      await expect(refund(100, 'open')).rejects.toMatchObject({ status: 422 });
      await gateway.settle(paid.providerId, 'paid');
      const first = await refund(2000, 'r1');
      expect(first.refundId).toMatch(/^re_/);
      expect(await refund(2000, 'r1')).toEqual(first);
      await expect(refund(500, 'r1')).rejects.toMatchObject({ status: 409 });
      await expect(refund(346, 'r2')).rejects.toMatchObject({ status: 422, field: 'amount' });
      expect((await refund(345, 'r3')).refundId).not.toBe(first.refundId);
      await expect(
        gateway.refundPayment({
          providerId: 'tg_doesnotexist000000000000',
          amountCents: cents(1),
          description: 'x',
          idempotencyKey: 'r4',
        }),
      ).rejects.toMatchObject({ status: 404 });
    });

    it('knows no payment for an unknown or forged id', async () => {
      expect(await gateway.getPayment('tg_doesnotexist000000000000')).toBeNull();
      expect(await gateway.getPayment("tg_' or 1=1 --")).toBeNull();
    });

    it('answers a repeated request with the same key with the same payment', async () => {
      const input = request();
      const first = await gateway.createPayment(input);
      const again = await gateway.createPayment({ ...input });
      expect(again).toEqual(first);
    });

    it(`makes one payment of ${PARALLEL} parallel creates with one key`, async () => {
      const input = request();
      const results = await Promise.all(Array.from({ length: PARALLEL }, () => gateway.createPayment(input)));
      const ids = new Set(results.map((r) => r.providerId));
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from test_gateway_payments where order_guid = ${input.orderGuid}`,
      );
      expect(ids.size).toBe(1);
      expect(row!.n).toBe(1);
      console.log(`${kind}: ${PARALLEL} parallel creates with one idempotency key → ${row!.n} payment`);
    });

    it('refuses a key used before for another request (409)', async () => {
      const input = request();
      await gateway.createPayment(input);
      await expect(gateway.createPayment({ ...input, amountCents: cents(2346) })).rejects.toMatchObject({
        name: 'PaymentProviderRejectedError',
        status: 409,
      });
    });

    it.each([
      ['amount 0', { amountCents: cents(0) }, 'amount'],
      ['a negative amount', { amountCents: cents(-100) }, 'amount'],
      ['an unknown method', { method: 'bitcoin', issuer: null }, 'method'],
      ['a bank that is not listed', { issuer: 'ideal_FAKENL2A' }, 'issuer'],
      ['a bank with creditcard', { method: 'creditcard' }, 'issuer'],
      ['no redirect URL', { redirectUrl: '/payment-result' }, 'redirectUrl'],
      ['a webhook URL that is no http(s) URL', { webhookUrl: 'javascript:alert(1)' }, 'webhookUrl'],
      ['an empty description', { description: ' ' }, 'description'],
    ] as const)('refuses %s (422)', async (_label, over, field) => {
      const error = await gateway.createPayment(request(over)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderRejectedError);
      expect(error).toMatchObject({ status: 422, field });
    });

    it('takes iDEAL without a bank (iDEAL 2.0 chooses it at the bank)', async () => {
      const created = await gateway.createPayment(request({ issuer: null }));
      expect(created.status).toBe('open');
    });
  });

  describe('listMethods', () => {
    it('offers iDEAL with test banks, Bancontact, creditcard, PayPal and bank transfer', async () => {
      const methods = await gateway.listMethods({ amountCents: cents(2345), billingCountry: 'NL' });
      expect(methods.map((m) => m.id)).toEqual([
        'ideal',
        'bancontact',
        'creditcard',
        'paypal',
        'banktransfer',
      ]);
      expect(methods[0]!.issuers).toEqual(TEST_GATEWAY_ISSUERS);
      expect(methods.slice(1).every((m) => m.issuers.length === 0)).toBe(true);
    });

    it('offers nothing for no amount', async () => {
      expect(await gateway.listMethods({ amountCents: cents(0), billingCountry: 'NL' })).toEqual([]);
    });
  });

  describe('settle and the webhook', () => {
    it.each(['paid', 'failed', 'canceled', 'expired'] as const)(
      'sets %s once and calls the webhook with only the id',
      async (status) => {
        const { providerId } = await gateway.createPayment(request());
        const result = await gateway.settle(providerId, status);
        expect(result).toMatchObject({ kind: 'settled', changed: true, webhook: 'delivered' });
        expect(received).toEqual([
          { contentType: 'application/x-www-form-urlencoded', body: `id=${providerId}` },
        ]);
        const payment = await gateway.getPayment(providerId);
        expect(payment?.status).toBe(status);
        expect(payment?.paidAt !== null).toBe(status === 'paid');
      },
    );

    it('never changes a final payment: a second choice is no change and no webhook', async () => {
      const { providerId } = await gateway.createPayment(request());
      await gateway.settle(providerId, 'canceled');
      const again = await gateway.settle(providerId, 'paid');
      expect(again).toMatchObject({ kind: 'settled', changed: false, webhook: 'not-called' });
      expect((await gateway.getPayment(providerId))?.status).toBe('canceled');
      expect(received).toHaveLength(1);
    });

    it("leaves a payment open on 'nog open', without a webhook", async () => {
      const { providerId } = await gateway.createPayment(request());
      expect(await gateway.settle(providerId, 'open')).toMatchObject({
        changed: false,
        webhook: 'not-called',
      });
      expect((await gateway.getPayment(providerId))?.status).toBe('open');
      expect(received).toEqual([]);
    });

    it('knows no payment to settle for an unknown id', async () => {
      expect(await gateway.settle('tg_unknown', 'paid')).toEqual({ kind: 'unknown' });
      expect(received).toEqual([]);
    });

    it(`lets exactly one of ${PARALLEL} parallel choices win, with one webhook call`, async () => {
      const { providerId } = await gateway.createPayment(request());
      const choices = Array.from({ length: PARALLEL }, (_, i): PaymentState =>
        i % 2 === 0 ? 'paid' : 'failed',
      );
      const results = await Promise.all(choices.map((status) => gateway.settle(providerId, status)));
      const winners = results.filter((r) => r.kind === 'settled' && r.changed);
      expect(winners).toHaveLength(1);
      expect(received).toHaveLength(1);
      console.log(
        `${kind}: ${PARALLEL} parallel choices on one payment → ${winners.length} change, ${received.length} webhook call`,
      );
    });

    it('keeps the new status when the webhook fails or does not answer in time', async () => {
      answer = (_req, res) => res.writeHead(500).end();
      const failing = await gateway.createPayment(request());
      expect(await gateway.settle(failing.providerId, 'paid')).toMatchObject({
        changed: true,
        webhook: 'failed',
      });

      // Never answers: a gateway with a 300 ms webhook timeout (the shop's is 5 s) ends the wait.
      answer = () => {};
      const impatient = createTestGateway({ db: t.database.db, origin: ORIGIN, webhookTimeoutMs: 300 });
      const hanging = await impatient.createPayment(request());
      expect(await impatient.settle(hanging.providerId, 'paid')).toMatchObject({
        changed: true,
        webhook: 'failed',
      });
      expect((await gateway.getPayment(hanging.providerId))?.status).toBe('paid');
      hooks.closeAllConnections();
    });
  });

  describe('the hosted page (no JavaScript)', () => {
    it('shows the amount, description, method with bank and one button per outcome', async () => {
      const { providerId } = await gateway.createPayment(request({ description: 'Bestelling <b>10042</b>' }));
      const page = await app.inject({ method: 'GET', url: `/test-gateway/${providerId}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('<h1>Testbetaling</h1>');
      expect(page.body).toContain('er wordt geen geld afgeschreven');
      expect(page.body).toContain('<dd>€ 23,45</dd>');
      expect(page.body).toContain('<dd>iDEAL (ING)</dd>');
      expect(page.body).toContain('Bestelling &lt;b&gt;10042&lt;/b&gt;');
      expect(page.body).not.toContain('<b>10042</b>');
      const buttons = [...page.body.matchAll(/<button type="submit" name="status" value="(\w+)">([^<]+)</g)];
      expect(buttons.map((b) => [b[1], b[2]])).toEqual([
        ['paid', 'Betaald'],
        ['failed', 'Mislukt'],
        ['canceled', 'Geannuleerd'],
        ['expired', 'Verlopen'],
        ['open', 'Nog open (later afronden)'],
      ]);
      expect(page.body).toContain(`<form method="post" action="/test-gateway/${providerId}">`);
    });

    it('settles by a form post, calls the webhook and sends the shopper back (303)', async () => {
      const input = request();
      const { providerId } = await gateway.createPayment(input);
      const posted = await app.inject({
        method: 'POST',
        url: `/test-gateway/${providerId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'status=paid',
      });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toBe(input.redirectUrl);
      expect(received).toEqual([
        { contentType: 'application/x-www-form-urlencoded', body: `id=${providerId}` },
      ]);
      expect((await gateway.getPayment(providerId))?.status).toBe('paid');

      const page = await app.inject({ method: 'GET', url: `/test-gateway/${providerId}` });
      expect(page.body).toContain('<dd>betaald</dd>');
      expect(page.body).toContain('Deze testbetaling is al afgerond.');
      expect(page.body).not.toContain('<button');
    });

    it.each([
      ['an unknown payment', 'tg_unknown', 'status=paid', 404],
      ['no status', null, '', 400],
      ['a status that is no choice', null, 'status=refunded', 400],
    ] as const)('refuses a post for %s (%i)', async (_label, id, payload, statusCode) => {
      const target = id ?? (await gateway.createPayment(request())).providerId;
      const posted = await app.inject({
        method: 'POST',
        url: `/test-gateway/${target}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(posted.statusCode).toBe(statusCode);
      expect(posted.headers['content-type']).toContain('text/html');
      expect(received).toEqual([]);
    });

    it('answers an unknown payment page with the 404 page', async () => {
      const page = await app.inject({ method: 'GET', url: '/test-gateway/tg_unknown' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Pagina niet gevonden');
    });
  });
});
