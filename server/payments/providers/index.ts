// Which payment provider the shop uses (DESIGN "payments"), from the environment: Mollie when MOLLIE_API_KEY is
// set (at MOLLIE_API_URL when that is set too: a stand-in, for tests), else the built-in test gateway — so a
// fresh `npm start` can complete a purchase with nothing configured. Issue 27 #3 (decision 512): in production
// on a domain the test gateway, where anyone marks their own order paid, is off unless PAYMENTS=test asks for it
// (then every page says so); without it and without Mollie the shop has no provider and offers bank transfer
// only. The composition root creates the choice once, hands `provider` to the payments service and calls
// registerPaymentProviderRoutes on the app.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { isLocalPublicUrl } from '../../env.ts';
import { createMollieProvider, MOLLIE } from './mollie.ts';
import { type PaymentProvider, PaymentProviderRejectedError } from './provider.ts';
import { createTestGateway, TEST_GATEWAY, type TestGateway } from './test-gateway.ts';
import { registerTestGatewayRoutes } from './test-gateway-routes.ts';

/** No provider: the payment step offers bank transfer only (decision 512). */
export const NO_PROVIDER = 'none';

export type PaymentProviderChoice =
  | { kind: typeof MOLLIE; provider: PaymentProvider; testGateway: null; testShop?: false }
  | {
      kind: typeof TEST_GATEWAY;
      provider: TestGateway;
      testGateway: TestGateway;
      /** Every page says that payments are not real: the test gateway in a shop on a domain (PAYMENTS=test). */
      testShop?: boolean;
    }
  | { kind: typeof NO_PROVIDER; provider: PaymentProvider; testGateway: null; testShop?: false };

export type PaymentEnv = Pick<Env, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL'> &
  Partial<Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'PAYMENTS'>>;

/** Whether this is a shop that takes real orders: production with a PUBLIC_URL that is not this machine. */
function isLiveShop(env: Partial<Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>>): boolean {
  return env.NODE_ENV === 'production' && !isLocalPublicUrl(env.PUBLIC_URL);
}

/**
 * Issue 27 #3 (decision 512), the pure decision: Mollie with a key; else the test gateway in development, tests
 * and a local demo, and in a live shop only with PAYMENTS=test (a test shop, said on every page); else none.
 */
export function paymentProviderKind(env: PaymentEnv): {
  kind: PaymentProviderChoice['kind'];
  testShop: boolean;
} {
  if (env.MOLLIE_API_KEY) return { kind: MOLLIE, testShop: false };
  if (!isLiveShop(env)) return { kind: TEST_GATEWAY, testShop: env.PAYMENTS === 'test' };
  return env.PAYMENTS === 'test'
    ? { kind: TEST_GATEWAY, testShop: true }
    : { kind: NO_PROVIDER, testShop: false };
}

/**
 * The provider of a shop without one: it lists no methods (the payment step adds bank transfer, domain/
 * payment-methods.ts offeredMethods), refuses to make a payment and knows none (so cancels and refunds none).
 */
export const noPaymentProvider: PaymentProvider = {
  name: NO_PROVIDER,
  createPayment() {
    return Promise.reject(
      new PaymentProviderRejectedError(NO_PROVIDER, 422, 'no payment provider: bank transfer only', 'method'),
    );
  },
  getPayment: () => Promise.resolve(null),
  cancelPayment: () => Promise.resolve(null),
  listMethods: () => Promise.resolve([]),
  refundPayment() {
    return Promise.reject(
      new PaymentProviderRejectedError(NO_PROVIDER, 404, 'no payment provider: no payments'),
    );
  },
};

export interface PaymentProviderDeps {
  /** The test gateway's store. */
  db: Db;
  /** The public origin (server/seo/origin.ts publicOrigin): the test gateway's hosted page lives there. */
  origin: string;
  /** The test gateway's webhook call (tests); the global fetch by default. */
  fetch?: typeof fetch;
}

export function choosePaymentProvider(env: PaymentEnv, deps: PaymentProviderDeps): PaymentProviderChoice {
  const { kind, testShop } = paymentProviderKind(env);
  if (kind === MOLLIE) {
    const provider = createMollieProvider({ apiKey: env.MOLLIE_API_KEY!, apiEndpoint: env.MOLLIE_API_URL });
    return { kind: MOLLIE, provider, testGateway: null };
  }
  if (kind === NO_PROVIDER) return { kind: NO_PROVIDER, provider: noPaymentProvider, testGateway: null };
  const gateway = createTestGateway({
    db: deps.db,
    origin: deps.origin,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  return { kind: TEST_GATEWAY, provider: gateway, testGateway: gateway, testShop };
}

/**
 * The provider's own pages on our server: the test gateway's hosted page. Without the test gateway (Mollie, or
 * none) its address answers 404 to every method, so nothing there can mark an order paid (issue 27 #3).
 */
export async function registerPaymentProviderRoutes(
  app: FastifyInstance,
  choice: PaymentProviderChoice,
): Promise<void> {
  if (choice.testGateway) {
    await registerTestGatewayRoutes(app, choice.testGateway);
    return;
  }
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, null),
    );
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/test-gateway/:id',
      handler: async () => {
        // The app's error handler turns this into its Dutch 404 page (server/http/error-pages.ts).
        throw Object.assign(new Error('no test gateway in this shop'), { statusCode: 404 });
      },
    });
  });
}

/**
 * What start-up logs as a warning: a shop in production on its own domain without Mollie — bank transfer only,
 * or with PAYMENTS=test the test gateway (anyone can mark an order paid there) — and a Mollie key sent somewhere
 * else than Mollie.
 */
export function paymentProviderWarnings(env: PaymentEnv): string[] {
  const warnings: string[] = [];
  const { kind } = paymentProviderKind(env);
  if (kind === NO_PROVIDER)
    warnings.push(
      'MOLLIE_API_KEY is niet gezet: de winkel biedt alleen betalen per overboeking aan (de ingebouwde ' +
        'testbetaalpagina staat in productie uit). Zet MOLLIE_API_KEY voor iDEAL en andere online betalingen, ' +
        'of PAYMENTS=test voor een testwinkel.',
    );
  if (kind === TEST_GATEWAY && isLiveShop(env))
    warnings.push(
      'PAYMENTS=test: betalingen lopen via de ingebouwde testbetaalpagina, waar iedereen een bestelling als ' +
        'betaald kan markeren; elke pagina meldt dat dit een testwinkel is. Zet MOLLIE_API_KEY voordat de ' +
        'winkel echte bestellingen aanneemt.',
    );
  if (env.MOLLIE_API_KEY && env.MOLLIE_API_URL)
    warnings.push(
      `MOLLIE_API_URL is gezet: betalingen gaan naar ${new URL(env.MOLLIE_API_URL).origin} in plaats van naar ` +
        'Mollie. Alleen bedoeld voor tests.',
    );
  return warnings;
}

export type { PaymentProvider } from './provider.ts';
export {
  isProviderUnavailable,
  PaymentProviderRejectedError,
  PaymentProviderUnavailableError,
  PROVIDER_TIMEOUT_MS,
} from './provider.ts';
