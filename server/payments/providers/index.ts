// Which payment provider the shop uses (DESIGN "payments"), from the environment: Mollie when MOLLIE_API_KEY is
// set (at MOLLIE_API_URL when that is set too: a stand-in, for tests), else the built-in test gateway — so a
// fresh `npm start` can complete a purchase with nothing configured. The composition root creates the choice
// once, hands `provider` to the payments service and calls registerPaymentProviderRoutes on the app.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createMollieProvider, MOLLIE } from './mollie.ts';
import type { PaymentProvider } from './provider.ts';
import { createTestGateway, TEST_GATEWAY, type TestGateway } from './test-gateway.ts';
import { registerTestGatewayRoutes } from './test-gateway-routes.ts';

export type PaymentProviderChoice =
  | { kind: typeof MOLLIE; provider: PaymentProvider; testGateway: null }
  | { kind: typeof TEST_GATEWAY; provider: TestGateway; testGateway: TestGateway };

export type PaymentEnv = Pick<Env, 'MOLLIE_API_KEY' | 'MOLLIE_API_URL'>;

export interface PaymentProviderDeps {
  /** The test gateway's store. */
  db: Db;
  /** The public origin (server/seo/origin.ts publicOrigin): the test gateway's hosted page lives there. */
  origin: string;
  /** The test gateway's webhook call (tests); the global fetch by default. */
  fetch?: typeof fetch;
}

export function choosePaymentProvider(env: PaymentEnv, deps: PaymentProviderDeps): PaymentProviderChoice {
  if (env.MOLLIE_API_KEY) {
    const provider = createMollieProvider({ apiKey: env.MOLLIE_API_KEY, apiEndpoint: env.MOLLIE_API_URL });
    return { kind: MOLLIE, provider, testGateway: null };
  }
  const gateway = createTestGateway({
    db: deps.db,
    origin: deps.origin,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  return { kind: TEST_GATEWAY, provider: gateway, testGateway: gateway };
}

/** The provider's own pages on our server: the test gateway's hosted page; nothing for Mollie. */
export async function registerPaymentProviderRoutes(
  app: FastifyInstance,
  choice: PaymentProviderChoice,
): Promise<void> {
  if (choice.testGateway) await registerTestGatewayRoutes(app, choice.testGateway);
}

/**
 * What start-up logs as a warning: a shop in production on its own domain that takes payments through the test
 * gateway (anyone can mark an order paid there), and a Mollie key sent somewhere else than Mollie.
 */
export function paymentProviderWarnings(env: PaymentEnv & Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL && !env.MOLLIE_API_KEY)
    warnings.push(
      'MOLLIE_API_KEY is niet gezet: betalingen lopen via de ingebouwde testbetaalpagina, waar iedereen een ' +
        'bestelling als betaald kan markeren. Zet MOLLIE_API_KEY voordat de winkel echte bestellingen aanneemt.',
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
