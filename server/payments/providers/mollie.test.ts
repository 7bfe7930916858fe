// Contract test of the Mollie adapter (issue 14 #5): the real @mollie/api-client against a stand-in of Mollie's
// API on loopback (tests/support/fake-mollie.ts) replaying Mollie's documented answers — create payment, get
// payment, cancel payment (only while isCancelable), list methods with and without iDEAL banks, problem answers,
// 5xx and no answer at all.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../../domain/money.ts';
import {
  type FakeMollie,
  type FakeMollieStatus,
  startFakeMollie,
} from '../../../tests/support/fake-mollie.ts';
import { centsFromMollieValue, createMollieProvider, mollieAmountValue, stateFromMollie } from './mollie.ts';
import {
  type CreatePaymentInput,
  PaymentProviderRejectedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
} from './provider.ts';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
/**
 * Short, for the tests that wait for the deadline (no answer, a retry pause) to take well under a second. Every
 * other test runs with the shop's own deadline (PROVIDER_TIMEOUT_MS): on a busy machine a request and its retry
 * took more than this, and the deadline answered first.
 */
const TIMEOUT_MS = 400;

let fake: FakeMollie;
let mollie: PaymentProvider;
/** The same client with the short deadline. */
let hasty: PaymentProvider;
let tlsBefore: string | undefined;
let counter = 0;

function request(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  counter += 1;
  return {
    orderGuid: `9f1c2d4e-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    amountCents: cents(2345),
    description: `Leeswijzer bestelling 2026-${10000 + counter}`,
    method: 'ideal',
    issuer: null,
    redirectUrl: 'https://www.leeswijzer.nl/payment-result?guid=abc',
    webhookUrl: 'https://www.leeswijzer.nl/api/v1/payments/webhook',
    idempotencyKey: `payment-attempt-${counter}-${Date.now()}`,
    ...over,
  };
}

beforeAll(async () => {
  // The client trusts only its own CA bundle; the fake's certificate is self-signed (see fake-mollie.ts).
  tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  fake = await startFakeMollie();
  mollie = createMollieProvider({ apiKey: API_KEY, apiEndpoint: fake.url });
  hasty = createMollieProvider({ apiKey: API_KEY, apiEndpoint: fake.url, timeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  await fake?.close();
  if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore;
});

beforeEach(() => {
  fake.requests.length = 0;
  fake.idealIssuers = true;
  fake.uncancelableMethods.clear();
});

describe('amounts and statuses', () => {
  it.each([
    [2345, '23.45'],
    [1, '0.01'],
    [100, '1.00'],
    [1000000, '10000.00'],
  ])('%i cents ↔ "%s"', (amount, value) => {
    expect(mollieAmountValue(cents(amount))).toBe(value);
    expect(centsFromMollieValue(value)).toBe(amount);
  });

  it.each(['23.4', '23', '1e3', '-1.00', ' 1.00'])('reads no amount from "%s"', (value) => {
    expect(centsFromMollieValue(value)).toBeNull();
  });

  it.each([
    ['open', 'open'],
    ['pending', 'open'],
    ['authorized', 'open'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
    ['something-new', 'open'],
  ])('Mollie %s → %s', (status, state) => {
    expect(stateFromMollie(status)).toBe(state);
  });
});

describe('createPayment', () => {
  it('posts the documented body with the key and the idempotency key, and returns the checkout link', async () => {
    const input = request({ issuer: 'ideal_INGBNL2A' });
    const created = await mollie.createPayment(input);

    expect(created.providerId).toMatch(/^tr_[A-Za-z0-9]{10}$/);
    expect(created.status).toBe('open');
    expect(created.checkoutUrl).toBe(fake.url.replace('/v2/', `/checkout/${created.providerId}`));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v2/payments',
      authorization: `Bearer ${API_KEY}`,
      idempotencyKey: input.idempotencyKey,
      body: {
        amount: { currency: 'EUR', value: '23.45' },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        metadata: { orderGuid: input.orderGuid },
        locale: 'nl_NL',
      },
    });
  });

  it('sends no issuer when none is chosen (iDEAL 2.0)', async () => {
    await mollie.createPayment(request({ issuer: null }));
    expect(fake.requests[0]?.body).not.toHaveProperty('issuer');
  });

  it('gets the same payment for a repeated idempotency key', async () => {
    const input = request();
    const first = await mollie.createPayment(input);
    const again = await mollie.createPayment(input);
    expect(again.providerId).toBe(first.providerId);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual([input.idempotencyKey, input.idempotencyKey]);
  });

  it('survives one 500: the client tries again with the same idempotency key, and one payment is made', async () => {
    const input = request();
    const before = fake.payments.size;
    fake.failNext({ status: 500, retryAfter: 0 });
    const created = await mollie.createPayment(input);
    expect(created.status).toBe('open');
    expect(fake.requests.map((r) => [r.method, r.idempotencyKey])).toEqual([
      ['POST', input.idempotencyKey],
      ['POST', input.idempotencyKey],
    ]);
    expect(fake.payments.size).toBe(before + 1);
  });

  it.each([
    ['an unknown method', { method: 'bitcoin' }, 'method'],
    ['a bank that Mollie does not know', { issuer: 'ideal_FAKENL2A' }, 'issuer'],
    ['no description', { description: '' }, 'description'],
  ] as const)("turns Mollie's 422 for %s into a rejection naming the field", async (_label, over, field) => {
    const error = await mollie.createPayment(request(over)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderRejectedError);
    expect(error).toMatchObject({ provider: 'mollie', status: 422, field });
  });

  it("turns Mollie's 401 for a refused API key into a rejection", async () => {
    const refused = createMollieProvider({ apiKey: 'test_short', apiEndpoint: fake.url });
    const error = await refused.createPayment(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderRejectedError);
    expect(error).toMatchObject({ status: 401 });
    expect(fake.requests[0]?.authorization).toBe('Bearer test_short');
  });

  it("turns Mollie's 429 (too many requests) into unavailable: busy", async () => {
    fake.failNext({ status: 429 });
    await expect(mollie.createPayment(request())).rejects.toMatchObject({
      name: 'PaymentProviderUnavailableError',
      reason: 'busy',
    });
  });
});

describe('getPayment', () => {
  it.each([
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
    ['pending', 'open'],
    ['authorized', 'open'],
  ] as const)('reads a payment Mollie reports %s as %s', async (mollieStatus: FakeMollieStatus, state) => {
    const input = request({ amountCents: cents(1995) });
    const { providerId } = await mollie.createPayment(input);
    await fake.settle(providerId, mollieStatus);
    fake.requests.length = 0;

    const payment = await mollie.getPayment(providerId);

    expect(payment).toEqual({
      providerId,
      status: state,
      amountCents: 1995,
      method: 'ideal',
      paidAt: mollieStatus === 'paid' ? expect.any(Date) : null,
      orderGuid: input.orderGuid,
      cancelable: false,
    });
    expect(fake.requests).toMatchObject([{ method: 'GET', path: `/v2/payments/${providerId}` }]);
  });

  it('reads an open payment, its method not yet chosen', async () => {
    const { providerId } = await mollie.createPayment(request());
    expect(await mollie.getPayment(providerId)).toMatchObject({
      status: 'open',
      paidAt: null,
      cancelable: true,
    });
  });

  it("knows no payment for an id Mollie does not know (Mollie's 404)", async () => {
    expect(await mollie.getPayment('tr_unknown0000')).toBeNull();
    expect(fake.requests).toMatchObject([{ method: 'GET', path: '/v2/payments/tr_unknown0000' }]);
  });

  it.each(['', 'tr_', '../methods', 'tr_abc/../../x', 'ord_abc', "tr_' or 1=1"])(
    'asks Mollie nothing for the forged id %j',
    async (id) => {
      expect(await mollie.getPayment(id)).toBeNull();
      expect(fake.requests).toEqual([]);
    },
  );
});

describe('cancelPayment', () => {
  it('cancels an open payment with DELETE /v2/payments/{id} and reads the cancelled payment', async () => {
    const { providerId } = await mollie.createPayment(request({ method: 'creditcard' }));
    fake.requests.length = 0;

    expect(await mollie.cancelPayment(providerId)).toMatchObject({
      providerId,
      status: 'canceled',
      cancelable: false,
    });
    expect(fake.requests).toMatchObject([{ method: 'DELETE', path: `/v2/payments/${providerId}` }]);
    expect(fake.payments.get(providerId)!.status).toBe('canceled');
  });

  it("turns Mollie's 422 into a rejection: a method Mollie will not cancel, or a payment final already", async () => {
    fake.uncancelableMethods.add('ideal');
    const open = await mollie.createPayment(request({ method: 'ideal' }));
    expect(await mollie.getPayment(open.providerId)).toMatchObject({ status: 'open', cancelable: false });
    await expect(mollie.cancelPayment(open.providerId)).rejects.toMatchObject({
      name: 'PaymentProviderRejectedError',
      status: 422,
    });
    expect(fake.payments.get(open.providerId)!.status).toBe('open');
    const paid = await mollie.createPayment(request({ method: 'creditcard' }));
    await fake.settle(paid.providerId, 'paid');
    await expect(mollie.cancelPayment(paid.providerId)).rejects.toBeInstanceOf(PaymentProviderRejectedError);
    expect(fake.payments.get(paid.providerId)!.status).toBe('paid');
  });

  it('knows no payment for an unknown id, and asks Mollie nothing for a forged one', async () => {
    expect(await mollie.cancelPayment('tr_unknown0000')).toBeNull();
    expect(fake.requests).toMatchObject([{ method: 'DELETE', path: '/v2/payments/tr_unknown0000' }]);
    fake.requests.length = 0;
    expect(await mollie.cancelPayment('tr_abc/../../x')).toBeNull();
    expect(fake.requests).toEqual([]);
  });
});

describe('refundPayment (issue 30)', () => {
  it('posts the amount and description with the idempotency key; a repeat of the key refunds once', async () => {
    const paid = await mollie.createPayment(request({ method: 'creditcard' }));
    await fake.settle(paid.providerId, 'paid');
    fake.requests.length = 0;
    const input = {
      providerId: paid.providerId,
      amountCents: cents(1000),
      description: 'Terugbetaling bestelling 10042',
      idempotencyKey: 'refund-key-1',
    };
    const first = await mollie.refundPayment(input);
    expect(first.refundId).toMatch(/^re_/);
    expect(fake.requests).toMatchObject([
      {
        method: 'POST',
        path: `/v2/payments/${paid.providerId}/refunds`,
        idempotencyKey: 'refund-key-1',
        body: { amount: { currency: 'EUR', value: '10.00' }, description: 'Terugbetaling bestelling 10042' },
      },
    ]);
    expect(await mollie.refundPayment(input)).toEqual(first);
    expect(fake.refunds.filter((r) => r.paymentId === paid.providerId)).toHaveLength(1);
  });

  it("turns Mollie's 422 into a rejection: more than remains, or a payment not paid", async () => {
    const open = await mollie.createPayment(request({ method: 'creditcard' }));
    await expect(
      mollie.refundPayment({
        providerId: open.providerId,
        amountCents: cents(100),
        description: 'x',
        idempotencyKey: 'k2',
      }),
    ).rejects.toMatchObject({ name: 'PaymentProviderRejectedError', status: 422 });
    await fake.settle(open.providerId, 'paid');
    await expect(
      mollie.refundPayment({
        providerId: open.providerId,
        amountCents: cents(999_999),
        description: 'x',
        idempotencyKey: 'k3',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderRejectedError);
  });
});

describe('listMethods', () => {
  it('lists the methods for the amount and billing country, with the iDEAL banks Mollie returns', async () => {
    const methods = await mollie.listMethods({ amountCents: cents(2345), billingCountry: 'NL' });

    expect(methods.map((m) => [m.id, m.description])).toEqual([
      ['ideal', 'iDEAL'],
      ['creditcard', 'Creditcard'],
      ['bancontact', 'Bancontact'],
      ['paypal', 'PayPal'],
      ['banktransfer', 'Overboeking'],
    ]);
    expect(methods[0]!.issuers).toEqual([
      { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
      { id: 'ideal_INGBNL2A', name: 'ING' },
      { id: 'ideal_RABONL2U', name: 'Rabobank' },
    ]);
    const [asked] = fake.requests;
    expect(asked).toMatchObject({ method: 'GET', path: '/v2/methods' });
    expect(Object.fromEntries(asked!.query)).toEqual({
      'amount[value]': '23.45',
      'amount[currency]': 'EUR',
      billingCountry: 'NL',
      include: 'issuers',
      locale: 'nl_NL',
    });
  });

  it('gives iDEAL no banks when Mollie returns none (iDEAL 2.0)', async () => {
    fake.idealIssuers = false;
    const methods = await mollie.listMethods({ amountCents: cents(2345), billingCountry: 'NL' });
    expect(methods.find((m) => m.id === 'ideal')?.issuers).toEqual([]);
    expect(methods.every((m) => m.issuers.length === 0)).toBe(true);
  });
});

describe('when Mollie cannot answer: the typed unavailable error, within the deadline', () => {
  it.each([500, 502, 503] as const)('%i three times (the client gives up) → server-error', async (status) => {
    fake.failNext({ status, retryAfter: 0 }, 3);
    const error = await mollie.createPayment(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect(error).toMatchObject({ provider: 'mollie', reason: 'server-error' });
    expect(fake.requests).toHaveLength(3);
  });

  it("500 without Retry-After: the client's 2 s pause outlasts the deadline → timeout", async () => {
    // Its own fake: the client's retry comes 2 s later, after this test, and must not reach the shared one.
    const own = await startFakeMollie();
    try {
      own.failNext({ status: 500 }, 3);
      const provider = createMollieProvider({ apiKey: API_KEY, apiEndpoint: own.url, timeoutMs: TIMEOUT_MS });
      const started = performance.now();
      const error = await provider
        .listMethods({ amountCents: cents(100), billingCountry: 'NL' })
        .catch((e) => e);
      expect(error).toMatchObject({ name: 'PaymentProviderUnavailableError', reason: 'timeout' });
      expect(own.requests).toHaveLength(1);
      console.log(
        `500 then a 2 s retry pause: unavailable after ${Math.round(performance.now() - started)} ms`,
      );
    } finally {
      await own.close();
    }
  });

  it.each([
    ['createPayment', () => hasty.createPayment(request())],
    ['getPayment', () => hasty.getPayment('tr_hanging0000')],
    ['listMethods', () => hasty.listMethods({ amountCents: cents(100), billingCountry: 'BE' })],
  ])('no answer to %s → timeout', async (name, call) => {
    fake.failNext({ hang: true });
    const started = performance.now();
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect(error).toMatchObject({ reason: 'timeout' });
    console.log(`${name} without an answer: unavailable after ${Math.round(performance.now() - started)} ms`);
  });

  it('no server at all → network', async () => {
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createMollieProvider({ apiKey: API_KEY, apiEndpoint: `https://127.0.0.1:${port}/v2/` });
    await expect(nowhere.getPayment('tr_abcdefghij')).rejects.toMatchObject({
      name: 'PaymentProviderUnavailableError',
      reason: 'network',
    });
  });
});

describe('the webhook, as Mollie calls it', () => {
  it('posts only id=tr_… to the webhook URL given at creation', async () => {
    const calls: { contentType: string | undefined; body: string }[] = [];
    const shop = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        calls.push({ contentType: req.headers['content-type'], body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    try {
      const webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/v1/payments/webhook`;
      const { providerId } = await mollie.createPayment(request({ webhookUrl }));
      expect(await fake.settle(providerId, 'paid')).toBe(200);
      expect(calls).toEqual([{ contentType: 'application/x-www-form-urlencoded', body: `id=${providerId}` }]);
      expect((await mollie.getPayment(providerId))?.status).toBe('paid');
    } finally {
      shop.closeAllConnections();
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});
