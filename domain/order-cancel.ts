// Issue 30 "Cancel and refund: cancel an unpaid order" (decision 607): which orders staff may cancel, why the
// others cannot be, and what the cancel form on the order page asks (a reason from a fixed list, and whether the
// customer gets a mail). Only an order that left the checkout without being paid may be cancelled — a payment
// started or failed, or a bank transfer chosen (pending, void, banktransfer); one still in its checkout is the
// shopper's to finish, a paid one is refunded instead, a shipped one is gone, and one on account has its invoice
// (decision 611: a made invoice is undone only by a credit invoice). Each refusal is a text key
// (server/content/texts/beheer-orders.nl.ts) the page shows where the form would be. Pure.
import type { FieldErrors, PostedFields } from './account-forms.ts';
import type { OrderStatus } from './order-status.ts';

/** The facts the rule reads (the order as it is now, under its lock in the service). */
export interface CancelFacts {
  status: OrderStatus;
  /** Shipped by staff (orders.fulfilled_at). */
  fulfilled: boolean;
  /** Removed by the customer from the orders tab (orders.deleted_at). */
  deleted: boolean;
  /** On account (decision 611): its invoice is made, so only a credit invoice could undo it. */
  onAccount: boolean;
}

export type CancelRefusal = 'in_checkout' | 'paid' | 'shipped' | 'cancelled' | 'deleted' | 'on_account';

/** Why order `facts` cannot be cancelled; null when it can (pending, banktransfer or void, not deleted). */
export function cancelRefusal(facts: CancelFacts): CancelRefusal | null {
  if (facts.fulfilled) return 'shipped';
  if (facts.onAccount && facts.status !== 'paid') return 'on_account';
  switch (facts.status) {
    case 'cancelled':
    case 'paid':
      return facts.status;
    case 'open':
      return 'in_checkout';
    case 'pending':
    case 'banktransfer':
    case 'void':
      return facts.deleted ? 'deleted' : null;
  }
}

/** The refusal's Dutch text, by its key. */
export const cancelRefusalKey = (refusal: CancelRefusal) => `beheer.cancel.refused.${refusal}`;

/** The reasons staff choose from ('Anders' for everything else); the audit line and the timeline keep the id. */
export const CANCEL_REASONS = ['customer', 'unpaid', 'unavailable', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const cancelReasonKey = (reason: CancelReason) => `beheer.cancel.reason.${reason}`;

export function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && (CANCEL_REASONS as readonly string[]).includes(value);
}

export interface CancelInput {
  reason: CancelReason;
  /** 'Klant een mail sturen': checked by default on the form; an unchecked box is not posted. */
  notify: boolean;
}

/** The cancel form (fields reason, notify): a reason from the list or its message by the field. */
export function parseCancelForm(
  fields: PostedFields,
): { kind: 'ok'; input: CancelInput } | { kind: 'invalid'; errors: FieldErrors } {
  const reason = (fields.reason ?? '').trim();
  if (!isCancelReason(reason))
    return { kind: 'invalid', errors: { reason: { key: 'beheer.cancel.choose_reason' } } };
  return { kind: 'ok', input: { reason, notify: fields.notify === 'on' || fields.notify === '1' } };
}
