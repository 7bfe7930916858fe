// Issue 30 (decision 610): staff record a bank transfer that reached the shop's own account. Spec 2 §9's bank
// transfer is paid to the shop's IBAN with the order number as reference; no provider tells the shop it arrived,
// so until staff say so the order waits. What staff type — the amount as on the bank statement, the day it was
// credited and the bank's reference — is checked here; the order then becomes paid as by any payment (the paid
// hook: invoice, commission, mail). Only the full amount is recorded: a different sum is the customer's to sort
// out with the shop (a partial transfer is not an order paid), and the message says what the order costs.
import type { FieldErrors } from './account-forms.ts';
import { isPlainDate } from './dates.ts';
import { type Cents, euroToCents, formatEuro } from './money.ts';
import type { OrderStatus } from './order-status.ts';

/** The form's fields (Dutch, as the page posts them). */
export const RECEIVED_FIELDS = { amount: 'bedrag', date: 'datum', reference: 'kenmerk' } as const;
/** A SEPA transfer's remittance information holds at most 140 characters. */
export const REFERENCE_MAX = 140;

/** Why no payment can be recorded; each has its Dutch text 'beheer.received.refused.<reason>'. */
export type ReceivedRefusal = 'paid' | 'in_checkout';

/**
 * Money is never refused: any order that left its checkout unpaid may be recorded paid — waiting for a transfer,
 * on account, a failed online payment, or one staff cancelled (the customer paid anyway).
 */
export function receivedRefusal(order: { status: OrderStatus | string }): ReceivedRefusal | null {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'open') return 'in_checkout';
  return null;
}

export interface ReceivedFacts {
  totalCents: Cents;
  /** The shop's calendar date today and the day the order was placed ('YYYY-MM-DD'). */
  today: string;
  placedOn: string;
}

export interface ReceivedPayment {
  amountCents: Cents;
  /** The day the money was credited ('YYYY-MM-DD'). */
  receivedOn: string;
  reference: string;
}

/** A date as a date field sends it ('2026-11-30') or as typed where the browser has no date field ('30-11-2026'). */
function plainDate(typed: string): string | null {
  const value = typed.trim();
  if (isPlainDate(value)) return value;
  const dutch = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value);
  if (!dutch) return null;
  const iso = `${dutch[3]}-${dutch[2]!.padStart(2, '0')}-${dutch[1]!.padStart(2, '0')}`;
  return isPlainDate(iso) ? iso : null;
}

type Fields = Readonly<Record<string, string | undefined>>;

/** The form's messages by field (the page and the browser check with this one function). */
export function paymentReceivedFormErrors(fields: Fields, facts: ReceivedFacts): FieldErrors {
  const errors: FieldErrors = {};
  const amountTyped = (fields[RECEIVED_FIELDS.amount] ?? '').trim();
  const amount = euroToCents(amountTyped);
  if (amountTyped === '') errors[RECEIVED_FIELDS.amount] = { key: 'form_errors.general' };
  else if (amount === null) errors[RECEIVED_FIELDS.amount] = { key: 'beheer.received.amount_invalid' };
  else if (amount !== facts.totalCents)
    errors[RECEIVED_FIELDS.amount] = {
      key: 'beheer.received.amount_other',
      params: { total: formatEuro(facts.totalCents) },
    };
  const day = plainDate(fields[RECEIVED_FIELDS.date] ?? '');
  if (day === null) errors[RECEIVED_FIELDS.date] = { key: 'beheer.received.date_invalid' };
  else if (day > facts.today) errors[RECEIVED_FIELDS.date] = { key: 'beheer.received.date_future' };
  else if (day < facts.placedOn) errors[RECEIVED_FIELDS.date] = { key: 'beheer.received.date_before_order' };
  if ((fields[RECEIVED_FIELDS.reference] ?? '').trim().length > REFERENCE_MAX)
    errors[RECEIVED_FIELDS.reference] = {
      key: 'beheer.received.reference_long',
      params: { max: REFERENCE_MAX },
    };
  return errors;
}

export function parsePaymentReceived(
  fields: Fields,
  facts: ReceivedFacts,
): { kind: 'ok'; payment: ReceivedPayment } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = paymentReceivedFormErrors(fields, facts);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return {
    kind: 'ok',
    payment: {
      amountCents: facts.totalCents,
      receivedOn: plainDate(fields[RECEIVED_FIELDS.date] ?? '')!,
      reference: (fields[RECEIVED_FIELDS.reference] ?? '').trim().replace(/\s+/g, ' '),
    },
  };
}
