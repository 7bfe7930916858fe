// Spec 2 §3 order_onaccount and issue 30 "'On account' for business customers: ship before payment, invoice with
// a payment term" (decision 611). Staff let an unpaid order of a business customer go on account: its invoice is
// made at that moment (number and date), it may be shipped before the money is in, and it is due after the
// payment term — the shop's setting (paymentTermDays, 30 when unset), changeable per order on the form. Which
// orders may, the term's bounds and the due date are decided here; the service does it in one transaction.
import type { FieldErrors } from './account-forms.ts';
import { addDays } from './dates.ts';
import type { OrderStatus } from './order-status.ts';

/** The setting that holds the shop's usual payment term in days. */
export const PAYMENT_TERM_SETTING = 'paymentTermDays';
/** Dutch business-to-business practice: 30 days (the statutory term when nothing is agreed, BW 6:119a). */
export const DEFAULT_PAYMENT_TERM_DAYS = 30;
/** Longer than 60 days needs a written agreement between businesses (BW 6:119a); 90 leaves room for one. */
export const PAYMENT_TERM_MAX_DAYS = 90;
export const PAYMENT_TERM_MIN_DAYS = 1;

/** The form's field (Dutch, as the page posts it). */
export const ON_ACCOUNT_FIELDS = { term: 'termijn' } as const;

/** Why an order cannot go on account; each has its Dutch text 'beheer.on_account.refused.<reason>'. */
export type OnAccountRefusal = 'paid' | 'in_checkout' | 'already' | 'not_unpaid' | 'not_business';

/** The statuses of an unpaid order that left its checkout: a payment started, a transfer chosen, or failed. */
const UNPAID: readonly OrderStatus[] = ['pending', 'banktransfer', 'void'];

/**
 * An order may go on account when it left its checkout unpaid and is made out to a business (a company name on
 * the order: the invoice is addressed to it). Null when it may.
 */
export function onAccountRefusal(order: {
  status: OrderStatus;
  onAccount: boolean;
  company: string;
}): OnAccountRefusal | null {
  if (order.onAccount) return 'already';
  if (order.status === 'paid') return 'paid';
  if (order.status === 'open') return 'in_checkout';
  if (!UNPAID.includes(order.status)) return 'not_unpaid';
  if (order.company.trim() === '') return 'not_business';
  return null;
}

/** A term as typed: whole days within the bounds; null for anything else. */
export function parsePaymentTerm(typed: string): number | null {
  const match = /^\s*(\d{1,3})\s*$/.exec(typed);
  if (!match) return null;
  const days = Number(match[1]);
  return days >= PAYMENT_TERM_MIN_DAYS && days <= PAYMENT_TERM_MAX_DAYS ? days : null;
}

/** The form's message by its field (the page and the browser check with this one function). */
export function onAccountFormErrors(fields: Readonly<Record<string, string | undefined>>): FieldErrors {
  if (parsePaymentTerm(fields[ON_ACCOUNT_FIELDS.term] ?? '') !== null) return {};
  return {
    [ON_ACCOUNT_FIELDS.term]: {
      key: 'beheer.on_account.term_invalid',
      params: { min: PAYMENT_TERM_MIN_DAYS, max: PAYMENT_TERM_MAX_DAYS },
    },
  };
}

/** The shop's usual term from its setting; the default when the setting is missing or not a usable term. */
export function paymentTermOf(setting: string | undefined): number {
  return parsePaymentTerm(setting ?? '') ?? DEFAULT_PAYMENT_TERM_DAYS;
}

/** The day the invoice is due: its date (the shop's calendar date) plus the term. */
export function paymentDueOn(invoiceDay: string, days: number): string {
  return addDays(invoiceDay, days);
}

/** Overdue: on account, unpaid, and the due day has passed (paying on the due day itself is in time). */
export function isOverdue(order: { paymentDueOn: string | null; paid: boolean }, today: string): boolean {
  return order.paymentDueOn !== null && !order.paid && today > order.paymentDueOn;
}
