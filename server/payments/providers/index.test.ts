// The provider chosen from the environment (issue 14 #5): the test gateway without MOLLIE_API_KEY, Mollie with
// it; the hosted page only with the test gateway; the start-up warnings.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { choosePaymentProvider, paymentProviderWarnings, registerPaymentProviderRoutes } from './index.ts';

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
      expect(app.hasRoute({ method: 'GET', url: '/test-gateway/:id' })).toBe(expected);
      expect(app.hasRoute({ method: 'POST', url: '/test-gateway/:id' })).toBe(expected);
      await app.close();
    }
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
      ['MOLLIE_API_KEY is niet gezet'],
    ],
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
