// The PaymentProvider interface (DESIGN "payments", "Money flow"): what the shop asks of a payment provider —
// create a payment, read its status, cancel a payment a newer one replaced, list the methods it offers — whatever
// provider is behind it (the built-in test gateway by default, Mollie with MOLLIE_API_KEY). The shop never believes
// a status it did not fetch here.
//
// Errors are typed: `PaymentProviderUnavailableError` when the provider cannot answer now (a 5xx, a timeout, no
// connection — every call is bounded, none hangs), `PaymentProviderRejectedError` when it refused the request
// (a 4xx: a bad amount, an unknown method). An unknown payment id is no error: getPayment returns null.
import type { PaymentMethodOption } from '../../../domain/payment-methods.ts';
import type { PaymentState } from '../../../domain/payment-status.ts';
import type { Cents } from '../../../domain/money.ts';

export interface CreatePaymentInput {
  /** The order's unguessable guid; kept with the payment (Mollie metadata), read back by getPayment. */
  orderGuid: string;
  /** The amount to pay, incl. VAT, in euro cents (> 0). */
  amountCents: Cents;
  /** Shown to the shopper by the provider and on their bank statement ('Leeswijzer bestelling 2026-10042'). */
  description: string;
  /** A provider method id ('ideal', 'creditcard', …; domain/payment-methods.ts). */
  method: string;
  /** The chosen bank, only for iDEAL and only when the provider listed banks. */
  issuer?: string | null;
  /** Where the provider sends the shopper back (on PUBLIC_URL). */
  redirectUrl: string;
  /** Where the provider reports a status change: a POST with only `id=<providerId>` (on PUBLIC_URL). */
  webhookUrl: string;
  /**
   * One key per payment attempt, reused when the same attempt is retried (after a timeout, say): the provider
   * then answers with the payment it already made instead of a second one.
   */
  idempotencyKey: string;
}

export interface CreatedPayment {
  providerId: string;
  /** The provider's page to send the shopper to; null when there is none (spec 3 §4: the error window opens). */
  checkoutUrl: string | null;
  status: PaymentState;
}

export interface ProviderPayment {
  providerId: string;
  status: PaymentState;
  amountCents: Cents;
  /** The method used; null while the shopper has not chosen one on the provider's page. */
  method: string | null;
  paidAt: Date | null;
  /** The order guid given at creation; the shop checks it against the order it holds for this payment. */
  orderGuid: string | null;
  /**
   * The provider would cancel it now (Mollie's isCancelable: only some methods, and only while open; the test
   * gateway: any open payment).
   */
  cancelable: boolean;
}

export interface ListMethodsInput {
  amountCents: Cents;
  /** ISO 3166-1 alpha-2 billing country; providers may leave out methods that country cannot use. */
  billingCountry: string;
}

export interface PaymentProvider {
  /** 'test-gateway' or 'mollie': logged with payments, shown nowhere to shoppers. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** The payment as the provider knows it now; null when the provider knows no payment with this id. */
  getPayment(providerId: string): Promise<ProviderPayment | null>;
  /**
   * Cancels an open payment so the shopper can no longer pay it (Mollie: DELETE /v2/payments/{id}); the payment
   * as it is afterwards. Null when the provider knows no such payment; PaymentProviderRejectedError when it
   * cannot be cancelled (not cancelable for its method, or final already).
   */
  cancelPayment(providerId: string): Promise<ProviderPayment | null>;
  /** The methods for this amount and country, iDEAL banks included only when the provider lists them. */
  listMethods(input: ListMethodsInput): Promise<PaymentMethodOption[]>;
  /**
   * Issue 30: gives (part of) a paid payment back (Mollie: POST /v2/payments/{id}/refunds). The idempotency key
   * makes a repeat of the same request give the same refund, never a second one; the provider's refund id.
   * PaymentProviderRejectedError when the provider refuses (more than remains refundable, not paid).
   */
  refundPayment(input: RefundPaymentInput): Promise<{ refundId: string }>;
}

export interface RefundPaymentInput {
  providerId: string;
  amountCents: Cents;
  /** Shown on the customer's bank statement ('Terugbetaling bestelling 10042'). */
  description: string;
  idempotencyKey: string;
}

/** Every call to a provider ends within this time (a hanging provider must not hang a checkout). */
export const PROVIDER_TIMEOUT_MS = 6_000;

export type UnavailableReason = 'timeout' | 'server-error' | 'network' | 'busy';

/** The provider cannot answer now: try again later; nothing is known about the payment's state. */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
  constructor(
    readonly provider: string,
    readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(`payment provider ${provider} unavailable (${reason})`, options);
  }
}

/** The provider refused the request (HTTP 4xx): retrying the same request will not help. */
export class PaymentProviderRejectedError extends Error {
  override readonly name = 'PaymentProviderRejectedError';
  constructor(
    readonly provider: string,
    /** The HTTP status (422, 400, …), or 409 for an idempotency key reused with another request. */
    readonly status: number,
    readonly detail: string,
    /** The request field the provider names, when it names one ('amount', 'method'). */
    readonly field: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(`payment provider ${provider} refused the request (${status}): ${detail}`, options);
  }
}

export function isProviderUnavailable(error: unknown): error is PaymentProviderUnavailableError {
  return error instanceof PaymentProviderUnavailableError;
}

/**
 * `work` bounded by `timeoutMs`: after that the call fails with the unavailable error, whatever `work` does
 * later (its late result or failure is dropped, never unhandled). For clients that cannot be aborted.
 */
export async function withDeadline<T>(provider: string, timeoutMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderUnavailableError(provider, 'timeout')), timeoutMs);
  });
  work.catch(() => {}); // a failure after the deadline is nobody's to handle
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
