// The payments capability (issue 14 #5, DESIGN "Money flow"): the shop's payment attempts with the provider
// behind the PaymentProvider interface (the test gateway by default, Mollie with MOLLIE_API_KEY). It opens an
// attempt inside the order's transaction, asks the provider for the payment after that commit (never holding a
// transaction over a network call), and follows the payment until it is final: by the webhook (only an id comes
// in; the status is always fetched from the provider), by the shopper's return and by a poll of open payments.
//
// What a final state does to the order is the orders capability's: it hands its hooks in (paid: the order paid
// with its invoice number, cart and mails; ended: the order void), run in the same transaction as the payment's
// conditional update — so a state is applied once, whatever comes in how often.
//
// A replaced attempt (superseded: the shopper started another way to pay, or changed the order) is cancelled at
// the provider once its replacement is made (cancelReplaced, after the caller's commit), and again by any later
// check that finds it still open and cancelable (the return, the poller): so it cannot be paid as well. The
// provider may refuse (Mollie allows cancelling only some methods): then it stays open until it expires, and
// a payment of it is handled as before (decision 362; a second payment of a paid order is logged for a refund).
import { applyReportedState, type PaymentState } from '../../domain/payment-status.ts';
import type { PaymentMethodOption } from '../../domain/payment-methods.ts';
import type { Cents } from '../../domain/money.ts';
import type { Db } from '../db/client.ts';
import { isTransaction, withTransaction } from '../db/transaction.ts';
import {
  attemptByKey,
  attemptByProviderId,
  attemptsOf,
  currentOpenAttempt,
  markChecked,
  type NewAttempt,
  openAttempt,
  openAttemptsSince,
  type PaymentAttempt,
  recordManualPayment,
  recordProviderPayment,
  replacedOpenAttempts,
  setAsideUnstarted,
  settleAttempt,
  supersedeOpenAttempts,
} from './attempts.ts';
import {
  isProviderUnavailable,
  PaymentProviderRejectedError,
  type PaymentProvider,
  type PaymentProviderChoice,
} from './providers/index.ts';
import type { ProviderPayment } from './providers/provider.ts';

export type { PaymentAttempt } from './attempts.ts';
export type { PaymentProviderChoice } from './providers/index.ts';

/** What the orders capability does when a payment ends; each runs inside the payment's own transaction. */
export interface PaymentHooks {
  /** The order's guid, to check against the one the provider kept with the payment; null when gone. */
  orderGuid(db: Db, orderId: number): Promise<string | null>;
  /** The attempt became paid (the provider said so, for the attempt's amount). */
  paid(tx: Db, attempt: PaymentAttempt): Promise<void>;
  /** The attempt failed, was cancelled or expired. */
  ended(tx: Db, attempt: PaymentAttempt): Promise<void>;
}

export interface PaymentLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const CONSOLE_LOG: PaymentLog = {
  info: () => {},
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

export interface PaymentsDeps {
  db: Db;
  choice: PaymentProviderChoice;
  hooks: PaymentHooks;
  /** The public origin: the provider's webhook URL is on it. */
  origin: string;
  log?: PaymentLog;
  /** Told after a commit that queued mail (a paid order), so the delivery loop sends it at once. */
  messagesQueued?: () => void;
}

export type MethodsResult = { kind: 'ok'; methods: PaymentMethodOption[] } | { kind: 'unavailable' };

export type StartResult =
  | { kind: 'ok'; attempt: PaymentAttempt; checkoutUrl: string | null }
  /** The provider could not be reached or timed out: nothing is known to be made; try again. */
  | { kind: 'unavailable' }
  /** The provider refused the request (a method it does not offer for this amount, say). */
  | { kind: 'rejected'; field: string | null }
  /** A newer attempt replaced this one while the provider made it: that payment is cancelled, not shown. */
  | { kind: 'replaced' };

/** What a webhook, a return or a poll did with one payment. */
export type SyncResult =
  /** No attempt of ours has this id (or the provider knows none): nothing changed. */
  | 'unknown'
  /** The provider could not answer now: the webhook answers 503 so the provider tries again. */
  | 'unavailable'
  | 'unchanged'
  | 'changed'
  /** The provider reports another final state than the recorded one, or a payment of another order: logged. */
  | 'conflict';

export interface PollSummary {
  checked: number;
  changed: number;
  unavailable: number;
}

/**
 * How long an open payment is polled after it was made (decision 300): the longest a payment of the methods we
 * offer stays open at Mollie (PayPal, 3 hours), with margin; after that it is final at the provider, and a
 * webhook that still comes is handled as always.
 */
export const POLL_WINDOW_MS = 4 * 60 * 60_000;
/** Payments checked per poll round (a minute): the oldest-checked first. */
export const POLL_BATCH = 50;

export interface PaymentsService {
  readonly provider: PaymentProvider;
  /** The provider as chosen at start (the composition root registers its pages from it). */
  readonly choice: PaymentProviderChoice;
  /** The webhook URL the provider calls (on the public origin). */
  readonly webhookUrl: string;
  /** The provider's methods for this amount and billing country (domain/payment-methods.ts applies the rules). */
  listMethods(amountCents: Cents, billingCountry: string): Promise<MethodsResult>;
  /** Inside the order's transaction (its row locked): the attempt for this key, made when new. */
  openAttempt(
    tx: Db,
    input: Omit<NewAttempt, 'provider'>,
  ): Promise<{ attempt: PaymentAttempt; created: boolean }>;
  /**
   * Issue 30 (decision 610), inside the order's transaction (its row locked): a payment staff saw arrive on the
   * shop's own account, recorded paid and handed to the paid hook in that transaction; the same key again finds
   * the recorded one and changes nothing (created false).
   */
  recordReceived(
    tx: Db,
    input: { orderId: number; clientKey: string; method: string; amountCents: Cents; paidAt: Date },
  ): Promise<{ attempt: PaymentAttempt; created: boolean }>;
  /** Inside the order's transaction: its open attempts no longer count (the order is being changed or paid otherwise). */
  supersedeOpen(tx: Db, orderId: number): Promise<void>;
  /** The order's attempts, newest first. */
  attemptsOf(orderId: number, db?: Db): Promise<PaymentAttempt[]>;
  attemptByKey(orderId: number, clientKey: string, db?: Db): Promise<PaymentAttempt | null>;
  /** The order's open attempt that counts (not superseded); null when there is none. */
  currentOpen(orderId: number, db?: Db): Promise<PaymentAttempt | null>;
  /**
   * After the caller's commit: the order's replaced attempts still open at the provider are cancelled there
   * (their new state applied). Returns how many are still payable (the provider refused or could not answer).
   */
  cancelReplaced(orderId: number): Promise<number>;
  /**
   * After the order's transaction committed: the provider makes the payment (idempotent per attempt key, so
   * parallel or repeated starts of one attempt make one payment) and the attempt records it.
   */
  start(
    attempt: PaymentAttempt,
    order: { guid: string; description: string; returnUrl: string },
  ): Promise<StartResult>;
  /** Inside a transaction: an attempt the provider could not make no longer counts as open. */
  setAsideUnstarted(tx: Db, attemptId: number): Promise<boolean>;
  /** The webhook: the payment with this provider id, fetched from the provider and applied. */
  sync(providerId: string): Promise<SyncResult>;
  /** The shopper's return (and the result page): the order's open attempts fetched and applied. */
  refreshOrder(orderId: number): Promise<SyncResult[]>;
  /** One round of the poller: open payments whose webhook never came, within POLL_WINDOW_MS. */
  poll(now?: Date): Promise<PollSummary>;
  /**
   * Issue 30: gives `amountCents` of a paid attempt back through its provider, the key sent along so a repeat
   * never refunds twice. 'unavailable': unknown whether it happened — try again with the same key.
   */
  refund(
    attempt: PaymentAttempt,
    input: { amountCents: Cents; description: string; key: string },
  ): Promise<RefundOutcome>;
}

export type RefundOutcome =
  { kind: 'refunded'; refundId: string } | { kind: 'rejected'; detail: string } | { kind: 'unavailable' };

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const { db, hooks } = deps;
  const provider = deps.choice.provider;
  const log = deps.log ?? CONSOLE_LOG;
  const webhookUrl = `${new URL(deps.origin).origin}/api/v1/payments/webhook`;

  /** Fetches the provider's word on an attempt and applies it (a replaced one still open is cancelled). */
  async function apply(attempt: PaymentAttempt): Promise<SyncResult> {
    if (!attempt.providerId) return 'unknown';
    let reported;
    try {
      reported = await provider.getPayment(attempt.providerId);
    } catch (error) {
      if (isProviderUnavailable(error)) return 'unavailable';
      log.error({ err: error, payment: attempt.id }, 'payment status could not be fetched');
      return 'unavailable';
    }
    if (!reported) {
      log.warn({ payment: attempt.id, providerId: attempt.providerId }, 'provider knows no such payment');
      return 'unknown';
    }
    if (attempt.superseded && attempt.status === 'open' && reported.status === 'open' && reported.cancelable)
      return cancel(attempt);
    return applyReported(attempt, reported);
  }

  /** Cancels a replaced attempt's payment at the provider and applies what it answers. */
  async function cancel(attempt: PaymentAttempt): Promise<SyncResult> {
    let reported;
    try {
      reported = await provider.cancelPayment(attempt.providerId!);
    } catch (error) {
      if (error instanceof PaymentProviderRejectedError) {
        // Not cancelable for its method, or final by now (paid, say): what it is now is fetched and applied.
        log.warn(
          { payment: attempt.id, providerId: attempt.providerId, status: error.status },
          'the provider did not cancel a replaced payment',
        );
        const after = await provider.getPayment(attempt.providerId!).catch(() => null);
        return after ? applyReported(attempt, after) : 'unavailable';
      }
      if (!isProviderUnavailable(error))
        log.error({ err: error, payment: attempt.id }, 'a replaced payment could not be cancelled');
      return 'unavailable';
    }
    if (!reported) return 'unknown';
    log.info({ payment: attempt.id, providerId: attempt.providerId }, 'replaced payment cancelled');
    return applyReported(attempt, reported);
  }

  /** Applies the provider's word on an attempt; the transaction holds the attempt's update and the order's. */
  async function applyReported(attempt: PaymentAttempt, reported: ProviderPayment): Promise<SyncResult> {
    const guid = await hooks.orderGuid(db, attempt.orderId);
    if (reported.orderGuid !== null && reported.orderGuid !== guid) {
      log.error({ payment: attempt.id, providerId: attempt.providerId }, 'payment belongs to another order');
      return 'conflict';
    }
    const decision = applyReportedState(attempt.status, reported.status);
    if (decision.kind === 'conflict') {
      log.error({ payment: attempt.id, ...decision }, 'provider reports another final state; left for staff');
      return 'conflict';
    }
    if (decision.kind === 'unchanged') {
      await markChecked(db, attempt.id);
      return 'unchanged';
    }
    const to = decision.to as Exclude<PaymentState, 'open'>;
    const result = await withTransaction(db, async (tx) => {
      const settled = await settleAttempt(tx, attempt.id, to, reported.paidAt);
      if (!settled) return 'unchanged' as const; // another process applied it first
      if (to === 'paid') {
        if (reported.amountCents !== settled.amountCents) {
          // Paid, but not what we asked: the money is recorded, the order is not marked paid (staff decide).
          log.error(
            { payment: settled.id, asked: settled.amountCents, paid: reported.amountCents },
            'paid amount differs from the attempt',
          );
        } else {
          await hooks.paid(tx, settled);
        }
      } else {
        await hooks.ended(tx, settled);
      }
      return 'changed' as const;
    });
    if (result === 'changed') {
      log.info({ payment: attempt.id, status: to }, 'payment status changed');
      if (!isTransaction(db)) deps.messagesQueued?.();
    }
    return result;
  }

  return {
    provider,
    choice: deps.choice,
    webhookUrl,

    async listMethods(amountCents, billingCountry) {
      try {
        return { kind: 'ok', methods: await provider.listMethods({ amountCents, billingCountry }) };
      } catch (error) {
        if (!isProviderUnavailable(error)) log.error({ err: error }, 'payment methods could not be listed');
        return { kind: 'unavailable' };
      }
    },

    async refund(attempt, input) {
      if (attempt.status !== 'paid' || !attempt.providerId)
        return { kind: 'rejected', detail: 'de betaling is niet betaald' };
      // A payment made with another provider than today's (the shop changed providers) is refunded by hand.
      if (attempt.provider !== provider.name)
        return { kind: 'rejected', detail: `de betaling liep via ${attempt.provider}` };
      try {
        const done = await provider.refundPayment({
          providerId: attempt.providerId,
          amountCents: input.amountCents,
          description: input.description,
          idempotencyKey: input.key,
        });
        return { kind: 'refunded', refundId: done.refundId };
      } catch (error) {
        if (isProviderUnavailable(error)) return { kind: 'unavailable' };
        if (error instanceof PaymentProviderRejectedError) return { kind: 'rejected', detail: error.detail };
        log.error({ err: error, payment: attempt.id }, 'refund failed');
        return { kind: 'unavailable' };
      }
    },

    openAttempt: (tx, input) => openAttempt(tx, { ...input, provider: provider.name }),
    async recordReceived(tx, input) {
      const recorded = await recordManualPayment(tx, input);
      if (recorded.created) await hooks.paid(tx, recorded.attempt);
      return recorded;
    },
    supersedeOpen: (tx, orderId) => supersedeOpenAttempts(tx, orderId),
    attemptsOf: (orderId, on = db) => attemptsOf(on, orderId),
    attemptByKey: (orderId, clientKey, on = db) => attemptByKey(on, orderId, clientKey),
    currentOpen: (orderId, on = db) => currentOpenAttempt(on, orderId),

    async cancelReplaced(orderId) {
      let payable = 0;
      for (const attempt of await replacedOpenAttempts(db, orderId)) {
        const result = await cancel(attempt);
        const now = await attemptByProviderId(db, attempt.providerId!);
        if (result === 'unavailable' || now?.status === 'open') payable++;
      }
      return payable;
    },
    setAsideUnstarted: (tx, attemptId) => setAsideUnstarted(tx, attemptId),

    async start(attempt, order) {
      if (attempt.providerId) return { kind: 'ok', attempt, checkoutUrl: attempt.checkoutUrl };
      try {
        const created = await provider.createPayment({
          orderGuid: order.guid,
          amountCents: attempt.amountCents,
          description: order.description,
          method: attempt.method,
          issuer: attempt.issuer,
          redirectUrl: order.returnUrl,
          webhookUrl,
          idempotencyKey: attempt.attemptKey,
        });
        const recorded = await recordProviderPayment(db, attempt.id, created.providerId, created.checkoutUrl);
        if (!recorded || recorded.providerId !== created.providerId) {
          // Another start of this attempt recorded a different payment: a provider without idempotency. Ours is
          // the recorded one; the other is never shown to the shopper and expires unpaid.
          log.error(
            { payment: attempt.id, providerId: created.providerId },
            'second provider payment for one attempt',
          );
        }
        const current = recorded ?? attempt;
        if (current.superseded && current.status === 'open') {
          // Replaced by a newer attempt while the provider made this one: never shown, cancelled at once.
          await cancel(current);
          return { kind: 'replaced' };
        }
        return { kind: 'ok', attempt: current, checkoutUrl: current.checkoutUrl };
      } catch (error) {
        if (error instanceof PaymentProviderRejectedError) {
          log.warn(
            { payment: attempt.id, status: error.status, field: error.field },
            'provider refused the payment',
          );
          return { kind: 'rejected', field: error.field };
        }
        if (!isProviderUnavailable(error))
          log.error({ err: error, payment: attempt.id }, 'payment start failed');
        return { kind: 'unavailable' };
      }
    },

    async sync(providerId) {
      const attempt = await attemptByProviderId(db, providerId);
      if (!attempt) return 'unknown';
      return apply(attempt);
    },

    async refreshOrder(orderId) {
      const open = (await attemptsOf(db, orderId)).filter((a) => a.status === 'open' && a.providerId);
      const results: SyncResult[] = [];
      for (const attempt of open) results.push(await apply(attempt));
      return results;
    },

    async poll(now = new Date()) {
      const open = await openAttemptsSince(db, new Date(now.getTime() - POLL_WINDOW_MS), POLL_BATCH);
      const summary: PollSummary = { checked: 0, changed: 0, unavailable: 0 };
      for (const attempt of open) {
        const result = await apply(attempt);
        summary.checked++;
        if (result === 'changed') summary.changed++;
        if (result === 'unavailable') {
          summary.unavailable++;
          break; // the provider is down: the next round tries again
        }
      }
      return summary;
    },
  };
}
