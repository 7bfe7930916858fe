// The Mollie adapter (DESIGN "payments"): the PaymentProvider over @mollie/api-client, used when MOLLIE_API_KEY
// is set. Amounts go as Mollie's "12.34" strings in EUR, the order guid rides along as metadata, the shop's
// idempotency key goes in Mollie's Idempotency-Key header, and methods come from Mollie with the iDEAL banks
// only when Mollie lists them (iDEAL 2.0 chooses the bank on the iDEAL page). A payment a newer one replaced is
// cancelled with DELETE /v2/payments/{id} (payments.cancel) — which Mollie allows only while its isCancelable is
// true (depending on the method, and only while open); Mollie answers any other cancel with a 422.
//
// The client has no timeout and cannot be aborted; on a 5xx it tries again twice, two seconds apart (POSTs
// with the same idempotency key). So every call is bounded here (withDeadline): a hanging or failing Mollie
// gives PaymentProviderUnavailableError within PROVIDER_TIMEOUT_MS, never a hanging checkout.
import {
  createMollieClient,
  Locale,
  MethodInclude,
  MollieApiError,
  type MollieClient,
  type Payment,
  type PaymentMethod,
} from '@mollie/api-client';
import { type Cents, cents } from '../../../domain/money.ts';
import type { PaymentMethodOption } from '../../../domain/payment-methods.ts';
import type { PaymentState } from '../../../domain/payment-status.ts';
import {
  PaymentProviderRejectedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
  PROVIDER_TIMEOUT_MS,
  type ProviderPayment,
  withDeadline,
} from './provider.ts';

export const MOLLIE = 'mollie';
const CURRENCY = 'EUR';

export interface MollieProviderOptions {
  apiKey: string;
  /** MOLLIE_API_URL: a stand-in of Mollie's API (tests); Mollie's own (https://api.mollie.com/v2/) without it. */
  apiEndpoint?: string | undefined;
  /** How long a call may take in all, the client's own retries included (PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Cents as Mollie's amount value: 2345 → "23.45" (exact: integer arithmetic, no floats). */
export function mollieAmountValue(amount: Cents): string {
  if (amount < 0) throw new RangeError('a payment amount is never negative');
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** Mollie's amount value as cents: "23.45" → 2345; null for anything else ("23.4", "1e3"). */
export function centsFromMollieValue(value: string): Cents | null {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  if (!match) return null;
  return cents(Number(match[1]) * 100 + Number(match[2]));
}

/**
 * Mollie's payment status in the shop's states: `pending` (the bank is processing) and `authorized` (held, not
 * yet captured) are not paid and not over, so they stay open; an unknown new status is open too, never paid.
 */
export function stateFromMollie(status: string): PaymentState {
  switch (status) {
    case 'paid':
    case 'failed':
    case 'canceled':
    case 'expired':
      return status;
    default:
      return 'open';
  }
}

/**
 * A failed call as the shop's typed error: no HTTP status (no connection, an unreadable answer) or a 5xx →
 * unavailable; 429 → unavailable (busy); any other 4xx → rejected with Mollie's detail and field.
 */
export function providerError(error: unknown): Error {
  if (error instanceof PaymentProviderUnavailableError || error instanceof PaymentProviderRejectedError)
    return error;
  // The client's ApiError: Mollie's problem (status, title, detail, field), or a failure without a status.
  if (!(error instanceof MollieApiError))
    return new PaymentProviderUnavailableError(MOLLIE, 'network', { cause: error });
  const status = error.statusCode;
  if (status === undefined) return new PaymentProviderUnavailableError(MOLLIE, 'network', { cause: error });
  if (status >= 500) return new PaymentProviderUnavailableError(MOLLIE, 'server-error', { cause: error });
  if (status === 429) return new PaymentProviderUnavailableError(MOLLIE, 'busy', { cause: error });
  return new PaymentProviderRejectedError(MOLLIE, status, error.message, error.field ?? null, {
    cause: error,
  });
}

function orderGuidOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const guid = (metadata as Record<string, unknown>).orderGuid;
  return typeof guid === 'string' ? guid : null;
}

function fromMollie(payment: Payment): ProviderPayment | null {
  // The shop only makes EUR payments: another currency is not a payment of ours.
  const amount = payment.amount.currency === CURRENCY ? centsFromMollieValue(payment.amount.value) : null;
  if (amount === null) return null;
  return {
    providerId: payment.id,
    status: stateFromMollie(payment.status),
    amountCents: amount,
    method: payment.method ?? null,
    paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
    orderGuid: orderGuidOf(payment.metadata),
    cancelable: payment.isCancelable === true,
  };
}

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const client: MollieClient = createMollieClient({
    apiKey: options.apiKey,
    versionStrings: ['Leeswijzer/2'],
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;

  /** One bounded call, its failure typed. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await withDeadline(MOLLIE, timeoutMs, work());
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    name: MOLLIE,

    async createPayment(input) {
      const payment = await call(() =>
        client.payments.create({
          amount: { currency: CURRENCY, value: mollieAmountValue(input.amountCents) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: input.method as PaymentMethod,
          ...(input.issuer ? { issuer: input.issuer } : {}),
          metadata: { orderGuid: input.orderGuid },
          locale: Locale.nl_NL,
          idempotencyKey: input.idempotencyKey,
        }),
      );
      return {
        providerId: payment.id,
        checkoutUrl: payment.getCheckoutUrl(),
        status: stateFromMollie(payment.status),
      };
    },

    async getPayment(providerId) {
      // A webhook id is whatever was posted: only Mollie's shape (tr_ and letters/digits) is sent on.
      if (!/^tr_[A-Za-z0-9]{1,64}$/.test(providerId)) return null;
      try {
        return fromMollie(await call(() => client.payments.get(providerId)));
      } catch (error) {
        if (error instanceof PaymentProviderRejectedError && (error.status === 404 || error.status === 410))
          return null;
        throw error;
      }
    },

    async cancelPayment(providerId) {
      if (!/^tr_[A-Za-z0-9]{1,64}$/.test(providerId)) return null;
      try {
        return fromMollie(await call(() => client.payments.cancel(providerId)));
      } catch (error) {
        if (error instanceof PaymentProviderRejectedError && (error.status === 404 || error.status === 410))
          return null;
        throw error;
      }
    },

    async refundPayment(input) {
      const refund = await call(() =>
        client.paymentRefunds.create({
          paymentId: input.providerId,
          amount: { currency: CURRENCY, value: mollieAmountValue(input.amountCents) },
          description: input.description,
          idempotencyKey: input.idempotencyKey,
        }),
      );
      return { refundId: refund.id };
    },

    async listMethods(input): Promise<PaymentMethodOption[]> {
      const methods = await call(() =>
        client.methods.list({
          amount: { currency: CURRENCY, value: mollieAmountValue(input.amountCents) },
          billingCountry: input.billingCountry,
          include: MethodInclude.issuers,
          locale: Locale.nl_NL,
        }),
      );
      return methods.map((method) => ({
        id: method.id,
        description: method.description,
        issuers: (method.issuers ?? []).map((issuer) => ({ id: issuer.id, name: issuer.name })),
      }));
    },
  };
}
