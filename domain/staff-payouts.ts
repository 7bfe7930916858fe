// Issue 30 (back office I): the rules of the staff's payouts page /beheer/uitbetalingen that are not the payout
// rules themselves (those are domain/payouts.ts, spec 2 §9): which quarter the page shows, the quarters it offers,
// why a partner's quarter is paid, saved or not paid, the day staff say a payout was transferred (decision 587)
// and the names a payout carries in the bank's SEPA file (decision 589). Pure: the page parses, the service acts.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { addDays, isPlainDate } from './dates.ts';
import {
  formatQuarter,
  MAX_SAVED_QUARTERS,
  parseQuarter,
  type PayoutDecision,
  previousQuarter,
  type Quarter,
  quarterEnd,
  quarterOf,
} from './payouts.ts';

/** How many quarters back the page's choice of quarter goes (two years of payouts). */
export const STAFF_PAYOUT_QUARTERS = 8;

type Params = { get(name: string): string | null };

/** The quarters staff can choose, the newest first: the running one and the ones before it. */
export function payoutQuarterChoices(today: string): string[] {
  const choices: string[] = [];
  let q = quarterOf(today);
  for (let i = 0; i < STAFF_PAYOUT_QUARTERS; i++) {
    choices.push(formatQuarter(q));
    q = previousQuarter(q);
  }
  return choices;
}

/**
 * The quarter of the address (?kwartaal=2026Q3). Without one: the quarter that ended last, the one a payout run is
 * due for. A value that is no quarter gets its message by its field and the page shows the default.
 */
export function parsePayoutQuarter(
  params: Params,
  today: string,
): { quarter: Quarter; error: TextRef | null } {
  const fallback = previousQuarter(quarterOf(today));
  const typed = (params.get('kwartaal') ?? '').trim();
  if (typed === '') return { quarter: fallback, error: null };
  const quarter = parseQuarter(typed);
  return quarter ? { quarter, error: null } : { quarter: fallback, error: { key: 'form_errors.choose' } };
}

/** '2026Q3' → '3e kwartaal 2026', as the page, the mail and the bank statement name a quarter. */
export function quarterLabel(q: Quarter): string {
  return `${q.quarter}e kwartaal ${q.year}`;
}

/**
 * Why a partner's quarter came out as it did (spec 2 §9), as a text key: nothing or under € 5 is carried over;
 * € 5–10 is saved (the how-manieth of 4 quarters); € 10 and more is paid, and so is € 5–10 after 4 saved quarters.
 * savedQuarters: the quarters saved since the last payment before this one.
 */
export function payoutReason(decision: PayoutDecision, savedQuarters: number): TextRef {
  if (decision.status === 'below')
    return {
      key: decision.amountCents === 0 ? 'beheer.payouts.reason.nothing' : 'beheer.payouts.reason.below',
    };
  if (decision.status === 'saved')
    return {
      key: 'beheer.payouts.reason.saved',
      params: { n: savedQuarters + 1, max: MAX_SAVED_QUARTERS },
    };
  return {
    key:
      savedQuarters >= MAX_SAVED_QUARTERS ? 'beheer.payouts.reason.paid_saved' : 'beheer.payouts.reason.paid',
  };
}

/**
 * The day staff transferred a payout (decision 587), as typed: DD-MM-JJJJ (how the shop writes dates, spec 2 §9)
 * or the YYYY-MM-DD a date picker sends. It is a real calendar day, not before `earliest` (the day after the
 * quarter's last day: the money was not due before) and not after today.
 */
export function parsePaidOn(
  typed: string,
  limits: { earliest: string; today: string },
): { kind: 'ok'; date: string } | { kind: 'invalid'; error: TextRef } {
  const text = typed.trim();
  if (text === '') return { kind: 'invalid', error: { key: 'beheer.payouts.paid_on_missing' } };
  const dutch = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  const date = dutch
    ? `${dutch[3]}-${dutch[2]!.padStart(2, '0')}-${dutch[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : null;
  if (date === null || !isPlainDate(date))
    return { kind: 'invalid', error: { key: 'beheer.payouts.paid_on_invalid' } };
  if (date < limits.earliest)
    return {
      kind: 'invalid',
      error: { key: 'beheer.payouts.paid_on_early', params: { date: dutchDate(limits.earliest) } },
    };
  if (date > limits.today) return { kind: 'invalid', error: { key: 'beheer.payouts.paid_on_future' } };
  return { kind: 'ok', date };
}

const dutchDate = (date: string) => date.split('-').reverse().join('-');

/** The first day a quarter's payout can have been transferred: the day after its last day, when a run can pay it. */
export function paidOnEarliest(quarter: string): string {
  const q = parseQuarter(quarter);
  if (!q) throw new RangeError(`Expected a quarter like 2026Q3, got '${quarter}'`);
  return addDays(quarterEnd(q), 1);
}

/**
 * The 'mark paid' form's check (field paid_on), in the browser and on the server alike (decision 620): the rules
 * of parsePaidOn for the payout's quarter and today.
 */
export function paidOnFormErrors(
  fields: PostedFields,
  limits: { earliest: string; today: string },
): FieldErrors {
  const parsed = parsePaidOn(fields.paid_on ?? '', limits);
  return parsed.kind === 'invalid' ? { paid_on: parsed.error } : {};
}

/**
 * A payout's reference at the bank (decision 589): the end-to-end id the partner's statement shows, unique per
 * partner and quarter as the payout row is, in the SEPA character set and far under its 35 characters.
 */
export function payoutReference(payout: { quarter: string; partnerId: number }): string {
  return `LW-${payout.quarter}-P${payout.partnerId}`;
}

/** The unstructured remittance line of a payout's transfer. */
export function payoutRemittance(quarter: string): string {
  const q = parseQuarter(quarter);
  return `Commissie Leeswijzer ${q ? quarterLabel(q) : quarter}`;
}

/** The SEPA file's name: the day it was made, so two files of one day sort together. */
export function sepaFileName(today: string): string {
  if (!isPlainDate(today)) throw new RangeError(`Expected a YYYY-MM-DD date, got '${today}'`);
  return `uitbetalingen-${today}.xml`;
}
