// The built-in test gateway (DESIGN "payments"): the default PaymentProvider, so that a fresh `npm start` can
// complete a purchase with nothing configured. It behaves like an outside provider in the ways the shop depends
// on: its own store (test_gateway_payments), a hosted page on our own server where the shopper decides how the
// payment ends (server/payments/providers/test-gateway-routes.ts), idempotent creation per key, and a webhook
// like Mollie's — a POST with only `id=<payment id>`, after which the shop fetches the status itself — and a
// cancel of any open payment (the shop cancels a payment a newer one replaced; the answer is the cancelled
// payment, which the shop applies itself, so no webhook is called for it).
//
// It moves no money: anyone who reaches the hosted page can mark that payment paid. server/payments/providers/
// index.ts warns at start-up when it is the provider of a shop in production.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cents } from '../../../domain/money.ts';
import {
  BANK_TRANSFER,
  IDEAL,
  type Issuer,
  type PaymentMethodOption,
} from '../../../domain/payment-methods.ts';
import { isPaymentState, type PaymentState } from '../../../domain/payment-status.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { testGatewayPayments, testGatewayRefunds } from '../schema.ts';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  PaymentProviderRejectedError,
  type PaymentProvider,
  type ProviderPayment,
} from './provider.ts';

export const TEST_GATEWAY = 'test-gateway';

/** iDEAL test banks, with Mollie's issuer ids, so the bank list (DESIGN iDEAL 2.0) is shown and tested. */
export const TEST_GATEWAY_ISSUERS: readonly Issuer[] = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
  { id: 'ideal_BUNQNL2A', name: 'bunq' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
];

/** The methods the gateway offers, in Mollie's ids and the shop's Dutch names (spec 1 §9 payment logos). */
export const TEST_GATEWAY_METHODS: readonly PaymentMethodOption[] = [
  { id: IDEAL, description: 'iDEAL', issuers: TEST_GATEWAY_ISSUERS },
  { id: 'bancontact', description: 'Bancontact', issuers: [] },
  { id: 'creditcard', description: 'Creditcard', issuers: [] },
  { id: 'paypal', description: 'PayPal', issuers: [] },
  { id: BANK_TRANSFER, description: 'Overboeking', issuers: [] },
];

/** How long the gateway waits for the shop's webhook to answer (it is on the same server, normally ms). */
export const WEBHOOK_TIMEOUT_MS = 5_000;

export interface TestGatewayPayment {
  id: string;
  orderGuid: string;
  amountCents: number;
  description: string;
  method: string;
  issuer: string | null;
  status: PaymentState;
  redirectUrl: string;
  webhookUrl: string;
  paidAt: Date | null;
}

/** What choosing an outcome on the hosted page did. */
export type SettleResult =
  | { kind: 'unknown' }
  | {
      kind: 'settled';
      payment: TestGatewayPayment;
      /** false: the payment was final already (a second click, a stale page) or 'open' was chosen. */
      changed: boolean;
      /** The webhook call: only made when the status changed, like Mollie's. */
      webhook: 'delivered' | 'failed' | 'not-called';
    };

export interface TestGateway extends PaymentProvider {
  /** The payment behind the hosted page; null for an unknown id. */
  find(id: string): Promise<TestGatewayPayment | null>;
  /**
   * The shopper's choice on the hosted page: a final status is set only while the payment is open (one
   * conditional update, so two clicks or two tabs cannot both win), and then the webhook is called once.
   */
  settle(id: string, status: PaymentState): Promise<SettleResult>;
}

export interface TestGatewayOptions {
  db: Db;
  /** The shop's public origin: the hosted page is `${origin}/test-gateway/{id}`. */
  origin: string;
  /** For the webhook call (tests count and fail calls); the global fetch by default. */
  fetch?: typeof fetch;
  webhookTimeoutMs?: number;
}

/** The hosted page of a gateway payment. */
export function testGatewayPath(id: string): string {
  return `/test-gateway/${encodeURIComponent(id)}`;
}

/** A gateway payment id: 'tg_' and 24 URL-safe random characters (144 bits: not guessable). */
function newPaymentId(): string {
  return `tg_${randomBytes(18).toString('base64url')}`;
}

type Row = typeof testGatewayPayments.$inferSelect;

function fromRow(row: Row): TestGatewayPayment {
  return {
    id: row.id,
    orderGuid: row.orderGuid,
    amountCents: row.amountCents,
    description: row.description,
    method: row.method,
    issuer: row.issuer,
    status: isPaymentState(row.status) ? row.status : 'open',
    redirectUrl: row.redirectUrl,
    webhookUrl: row.webhookUrl,
    paidAt: row.paidAt,
  };
}

function providerPaymentOf(payment: TestGatewayPayment): ProviderPayment {
  return {
    providerId: payment.id,
    status: payment.status,
    amountCents: cents(payment.amountCents),
    method: payment.method,
    paidAt: payment.paidAt,
    orderGuid: payment.orderGuid,
    cancelable: payment.status === 'open',
  };
}

function rejected(status: number, detail: string, field: string | null = null): PaymentProviderRejectedError {
  return new PaymentProviderRejectedError(TEST_GATEWAY, status, detail, field);
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The checks a provider makes of a create request (Mollie answers these with 422). */
function validate(input: CreatePaymentInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw rejected(422, 'The amount must be at least € 0,01.', 'amount');
  if (input.description.trim() === '') throw rejected(422, 'The description is required.', 'description');
  const method = TEST_GATEWAY_METHODS.find((m) => m.id === input.method);
  if (!method) throw rejected(422, `The payment method '${input.method}' is not offered.`, 'method');
  const issuer = input.issuer ?? null;
  if (issuer !== null && !method.issuers.some((i) => i.id === issuer))
    throw rejected(422, `The issuer '${issuer}' is not offered for ${method.id}.`, 'issuer');
  if (!isHttpUrl(input.redirectUrl)) throw rejected(422, 'The redirect URL is invalid.', 'redirectUrl');
  if (!isHttpUrl(input.webhookUrl)) throw rejected(422, 'The webhook URL is invalid.', 'webhookUrl');
  if (input.idempotencyKey.trim() === '') throw rejected(400, 'The idempotency key is empty.', null);
}

/** Whether a stored payment was made by the same request (a retry) rather than another one with the same key. */
function sameRequest(row: Row, input: CreatePaymentInput): boolean {
  return (
    row.orderGuid === input.orderGuid &&
    row.amountCents === input.amountCents &&
    row.method === input.method &&
    row.issuer === (input.issuer ?? null)
  );
}

export function createTestGateway(options: TestGatewayOptions): TestGateway {
  const { db } = options;
  const origin = new URL(options.origin).origin;
  const post = options.fetch ?? fetch;
  const webhookTimeoutMs = options.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS;

  const created = (row: Row): CreatedPayment => ({
    providerId: row.id,
    checkoutUrl: `${origin}${testGatewayPath(row.id)}`,
    status: fromRow(row).status,
  });

  async function callWebhook(payment: TestGatewayPayment): Promise<'delivered' | 'failed'> {
    try {
      const response = await post(payment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: payment.id }).toString(),
        signal: AbortSignal.timeout(webhookTimeoutMs),
        redirect: 'manual',
      });
      await response.body?.cancel();
      return response.ok ? 'delivered' : 'failed';
    } catch {
      // Mollie retries for hours; here the shop's return check and its poll of open payments cover a miss.
      return 'failed';
    }
  }

  async function find(id: string): Promise<TestGatewayPayment | null> {
    const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
    return row ? fromRow(row) : null;
  }

  return {
    name: TEST_GATEWAY,
    find,

    async createPayment(input) {
      validate(input);
      const [inserted] = await db
        .insert(testGatewayPayments)
        .values({
          id: newPaymentId(),
          idempotencyKey: input.idempotencyKey,
          orderGuid: input.orderGuid,
          amountCents: input.amountCents,
          description: input.description,
          method: input.method,
          issuer: input.issuer ?? null,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
        })
        .onConflictDoNothing({ target: testGatewayPayments.idempotencyKey })
        .returning();
      if (inserted) return created(inserted);
      // The key was used before: the same request gets the same payment, another request is refused.
      const [existing] = await db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error('test gateway: idempotency key conflict without a row');
      if (!sameRequest(existing, input))
        throw rejected(409, 'The idempotency key was used before for another request.', null);
      return created(existing);
    },

    async getPayment(providerId): Promise<ProviderPayment | null> {
      const payment = await find(providerId);
      return payment ? providerPaymentOf(payment) : null;
    },

    async cancelPayment(providerId) {
      const [cancelled] = await db
        .update(testGatewayPayments)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(and(eq(testGatewayPayments.id, providerId), eq(testGatewayPayments.status, 'open')))
        .returning();
      if (!cancelled && !(await find(providerId))) return null;
      if (!cancelled) throw rejected(422, 'The payment cannot be canceled: it is final already.', null);
      return providerPaymentOf(fromRow(cancelled));
    },

    async refundPayment(input) {
      // Like Mollie: only a paid payment, never more than it has left; the same key gives the same refund.
      return withTransaction(db, async (tx) => {
        const [payment] = await tx
          .select()
          .from(testGatewayPayments)
          .where(eq(testGatewayPayments.id, input.providerId))
          .for('update');
        if (!payment) throw rejected(404, 'No payment exists with this id.', null);
        const [known] = await tx
          .select()
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.idempotencyKey, input.idempotencyKey));
        if (known) {
          if (known.paymentId !== input.providerId || known.amountCents !== input.amountCents)
            throw rejected(409, 'The idempotency key was used before for another request.', null);
          return { refundId: known.id };
        }
        if (payment.status !== 'paid') throw rejected(422, 'The payment is not paid.', null);
        const [taken] = await tx
          .select({ cents: sql<string>`coalesce(sum(${testGatewayRefunds.amountCents}), 0)` })
          .from(testGatewayRefunds)
          .where(eq(testGatewayRefunds.paymentId, payment.id));
        if (Number(taken!.cents) + input.amountCents > payment.amountCents)
          throw rejected(422, 'The amount is higher than the amount that remains refundable.', 'amount');
        const [refund] = await tx
          .insert(testGatewayRefunds)
          .values({
            id: `re_${randomBytes(8).toString('hex')}`,
            idempotencyKey: input.idempotencyKey,
            paymentId: payment.id,
            amountCents: input.amountCents,
          })
          .returning();
        return { refundId: refund!.id };
      });
    },

    async listMethods(input) {
      // Like Mollie: nothing below one cent; the billing country changes nothing for these methods (the
      // shop's own rule takes iDEAL away abroad, domain/payment-methods.ts).
      if (input.amountCents < 1) return [];
      return TEST_GATEWAY_METHODS.map((m) => ({ ...m, issuers: [...m.issuers] }));
    },

    async settle(id, status) {
      if (status !== 'open') {
        const [changed] = await db
          .update(testGatewayPayments)
          .set({
            status,
            updatedAt: sql`now()`,
            paidAt: status === 'paid' ? sql`now()` : null,
          })
          .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.status, 'open')))
          .returning();
        if (changed) {
          const payment = fromRow(changed);
          return { kind: 'settled', payment, changed: true, webhook: await callWebhook(payment) };
        }
      }
      const payment = await find(id);
      if (!payment) return { kind: 'unknown' };
      return { kind: 'settled', payment, changed: false, webhook: 'not-called' };
    },
  };
}
