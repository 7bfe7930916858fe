// The provider chosen from the environment (issue 14 #5): the test gateway without MOLLIE_API_KEY, Mollie with
// it; the hosted page only with the test gateway; the start-up warnings.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import {
  choosePaymentProvider,
  paymentProviderKind,
  paymentProviderWarnings,
  registerPaymentProviderRoutes,
} from './index.ts';

const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
// Neither provider touches the database when it is made.
const deps = { db: {} as Db, origin: 'http://localhost:3000' };

describe('choosePaymentProvider', () => {
  it('uses the test gateway when no Mollie key is set', () => {
    const choice = choosePaymentProvider({}, deps);
    expect(choice.kind).toBe('test-gateway');
    expect(choice.provider.name).toBe('test-gateway');
    expect(choice.testGateway).toBe(choice.provider);
  });

  it('uses Mollie with MOLLIE_API_KEY, with or without MOLLIE_API_URL', () => {
    for (const env of [
      { MOLLIE_API_KEY: KEY },
      { MOLLIE_API_KEY: KEY, MOLLIE_API_URL: 'https://127.0.0.1:4443/v2/' },
    ]) {
      const choice = choosePaymentProvider(env, deps);
      expect(choice.kind).toBe('mollie');
      expect(choice.provider.name).toBe('mollie');
      expect(choice.testGateway).toBeNull();
    }
  });

  it('registers the hosted page only for the test gateway', async () => {
    for (const [env, expected] of [
      [{}, true],
      [{ MOLLIE_API_KEY: KEY }, false],
    ] as const) {
      const app = Fastify();
      await registerPaymentProviderRoutes(app, choosePaymentProvider(env, deps));
      await app.ready();
      // Without the gateway its address is a 404 for every method; with it, a form without a status is a 400.
      const post = await app.inject({
        method: 'POST',
        url: '/test-gateway/1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'status=',
      });
      expect(post.statusCode).toBe(expected ? 400 : 404);
      await app.close();
    }
  });
});

describe('real payments only in production (issue 27 #3, decision 512)', () => {
  const LIVE = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.nl' } as const;
  it.each([
    ['development', { NODE_ENV: 'development' }, 'test-gateway', false],
    ['npm start (no PUBLIC_URL)', { NODE_ENV: 'production' }, 'test-gateway', false],
    [
      'production on 127.0.0.1',
      { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:4173' },
      'test-gateway',
      false,
    ],
    [
      'development on a domain',
      { NODE_ENV: 'development', PUBLIC_URL: 'https://shop.example.nl' },
      'test-gateway',
      false,
    ],
    ['production on a domain', LIVE, 'none', false],
    ['production on a domain with PAYMENTS=test', { ...LIVE, PAYMENTS: 'test' }, 'test-gateway', true],
    ['production on a domain with Mollie', { ...LIVE, MOLLIE_API_KEY: KEY }, 'mollie', false],
    ['Mollie wins over PAYMENTS=test', { ...LIVE, MOLLIE_API_KEY: KEY, PAYMENTS: 'test' }, 'mollie', false],
    [
      'a local demo asking for the banner',
      { NODE_ENV: 'production', PAYMENTS: 'test' },
      'test-gateway',
      true,
    ],
  ] as const)('%s → %s', (_label, env, kind, testShop) => {
    expect(paymentProviderKind(env)).toEqual({ kind, testShop });
    const choice = choosePaymentProvider(env, deps);
    expect(choice.kind).toBe(kind);
    expect(choice.testShop === true).toBe(testShop);
  });

  it('without a provider lists no methods (bank transfer only), makes no payment and has no hosted page', async () => {
    const choice = choosePaymentProvider(LIVE, deps);
    expect(choice.testGateway).toBeNull();
    expect(await choice.provider.listMethods({ amountCents: 2000 as never, billingCountry: 'NL' })).toEqual(
      [],
    );
    expect(await choice.provider.getPayment('tr_x')).toBeNull();
    expect(await choice.provider.cancelPayment('tr_x')).toBeNull();
    await expect(
      choice.provider.createPayment({
        orderGuid: 'g',
        amountCents: 2000 as never,
        description: 'x',
        method: 'ideal',
        redirectUrl: 'https://shop.example.nl/',
        webhookUrl: 'https://shop.example.nl/api/v1/payments/webhook',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ name: 'PaymentProviderRejectedError', status: 422 });
    const app = Fastify();
    await registerPaymentProviderRoutes(app, choice);
    await app.ready();
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({
        method,
        url: '/test-gateway/1',
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'status=paid' }
          : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    await app.close();
  });
});

describe('paymentProviderWarnings', () => {
  it.each([
    ['local demo (no PUBLIC_URL)', { NODE_ENV: 'production' }, []],
    ['development on a domain', { NODE_ENV: 'development', PUBLIC_URL: 'https://test.leeswijzer.nl' }, []],
    [
      'production with Mollie',
      { NODE_ENV: 'production', PUBLIC_URL: 'https://www.leeswijzer.nl', MOLLIE_API_KEY: KEY },
      [],
    ],
    [
      'production on a domain without Mollie',
      { NODE_ENV: 'production', PUBLIC_URL: 'https://www.leeswijzer.nl' },
      ['MOLLIE_API_KEY is niet gezet: de winkel biedt alleen betalen per overboeking aan'],
    ],
    [
      'production on a domain with the test gateway',
      { NODE_ENV: 'production', PUBLIC_URL: 'https://www.leeswijzer.nl', PAYMENTS: 'test' },
      ['PAYMENTS=test: betalingen lopen via de ingebouwde testbetaalpagina'],
    ],
    ['production on 127.0.0.1', { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }, []],
    [
      'a Mollie stand-in',
      { NODE_ENV: 'test', MOLLIE_API_KEY: KEY, MOLLIE_API_URL: 'https://127.0.0.1:4443/v2/' },
      ['MOLLIE_API_URL is gezet: betalingen gaan naar https://127.0.0.1:4443'],
    ],
  ] as const)('%s', (_label, env, starts) => {
    const warnings = paymentProviderWarnings(env);
    expect(warnings).toHaveLength(starts.length);
    starts.forEach((start, i) => expect(warnings[i]).toContain(start));
  });
});
