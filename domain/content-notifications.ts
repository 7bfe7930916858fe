// Issue 31 "Content" (decisions 700–703): the rules of the staff's notifications page /beheer/mededelingen. A
// notification (spec 1 §3: optional sku, reason, title, description) opens the shop's dialog while it is active
// and inside its window; staff type the window as Dutch days (DD-MM-JJJJ, spec 1 §9): shown from the start of the
// first day until the end of the last, Amsterdam time. The form's check here is the browser's and the server's
// (decision 620); whether a typed sku is a book in the catalogue only the server can say. Pure.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { addDays, amsterdamCalendarDate, isPlainDate } from './dates.ts';

/** The form's field names, as posted. */
export const NOTIFICATION_FIELDS = {
  title: 'titel',
  description: 'omschrijving',
  reason: 'reden',
  sku: 'sku',
  from: 'vanaf',
  until: 'tot_en_met',
  active: 'actief',
} as const;

export const NOTIFICATION_ORDER = Object.values(NOTIFICATION_FIELDS);

export const TITLE_MAX = 200;
export const REASON_MAX = 200;
export const DESCRIPTION_MAX = 4000;

/** A notification as the form gives it, ready to store. */
export interface NotificationInput {
  title: string;
  description: string;
  reason: string;
  sku: string | null;
  /** The first instant it shows; null: from now on. */
  shownFrom: Date | null;
  /** The first instant it no longer shows (the end of the last day); null: until switched off. */
  shownUntil: Date | null;
  active: boolean;
}

/** 'DD-MM-JJJJ' (or the 'YYYY-MM-DD' a date picker sends) → 'YYYY-MM-DD'; '' → null; 'invalid' for the rest. */
export function parseDutchDay(typed: string): string | null | 'invalid' {
  const text = typed.trim();
  if (text === '') return null;
  const dutch = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  const date = dutch
    ? `${dutch[3]}-${dutch[2]!.padStart(2, '0')}-${dutch[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : null;
  return date !== null && isPlainDate(date) ? date : 'invalid';
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', as the form shows a stored day. */
const dutchDay = (date: string): string => date.split('-').reverse().join('-');

/** The instant a calendar day starts in Amsterdam (midnight exists every day: the clocks move at 02:00/03:00). */
export function amsterdamDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  for (const hours of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d) - hours * 3_600_000);
    const before = new Date(candidate.getTime() - 1);
    if (amsterdamCalendarDate(candidate) === date && amsterdamCalendarDate(before) !== date) return candidate;
  }
  throw new RangeError(`No Amsterdam midnight for ${date}`);
}

/** The window's days as the form shows them: the first day, and the last day (the day before shownUntil). */
export function windowDays(n: { shownFrom: Date | null; shownUntil: Date | null }): {
  from: string;
  until: string;
} {
  return {
    from: n.shownFrom ? dutchDay(amsterdamCalendarDate(n.shownFrom)) : '',
    until: n.shownUntil ? dutchDay(amsterdamCalendarDate(new Date(n.shownUntil.getTime() - 1))) : '',
  };
}

/** Decision 701: shown while active and inside its window (from inclusive, until exclusive). */
export function isNotificationShown(
  n: { active: boolean; shownFrom: Date | null; shownUntil: Date | null },
  now: Date,
): boolean {
  if (!n.active) return false;
  if (n.shownFrom && n.shownFrom.getTime() > now.getTime()) return false;
  if (n.shownUntil && n.shownUntil.getTime() <= now.getTime()) return false;
  return true;
}

const cleanSku = (typed: string) => typed.replace(/[\s-]/g, '');

/**
 * The form's check, in the browser and on the server alike: a title and a description, lengths within bounds, a
 * sku of 13 digits when given (the ISBN the catalogue keys books by), real days, the last not before the first.
 */
export function notificationFormErrors(fields: PostedFields): FieldErrors {
  const f = NOTIFICATION_FIELDS;
  const errors: FieldErrors = {};
  const title = (fields[f.title] ?? '').trim();
  const description = (fields[f.description] ?? '').trim();
  const reason = (fields[f.reason] ?? '').trim();
  const sku = cleanSku(fields[f.sku] ?? '');
  if (title === '') errors[f.title] = { key: 'beheer.content.title_missing' };
  else if (title.length > TITLE_MAX)
    errors[f.title] = { key: 'beheer.content.too_long', params: { max: String(TITLE_MAX) } };
  if (description === '') errors[f.description] = { key: 'beheer.content.description_missing' };
  else if (description.length > DESCRIPTION_MAX)
    errors[f.description] = { key: 'beheer.content.too_long', params: { max: String(DESCRIPTION_MAX) } };
  if (reason.length > REASON_MAX)
    errors[f.reason] = { key: 'beheer.content.too_long', params: { max: String(REASON_MAX) } };
  if (sku !== '' && !/^\d{13}$/.test(sku)) errors[f.sku] = { key: 'beheer.content.sku_invalid' };
  const from = parseDutchDay(fields[f.from] ?? '');
  const until = parseDutchDay(fields[f.until] ?? '');
  if (from === 'invalid') errors[f.from] = { key: 'beheer.content.day_invalid' };
  if (until === 'invalid') errors[f.until] = { key: 'beheer.content.day_invalid' };
  else if (until !== null && from !== null && from !== 'invalid' && until < from)
    errors[f.until] = { key: 'beheer.content.until_before_from' };
  return errors;
}

/** The form as posted → what to store, or the messages by the field. */
export function parseNotificationForm(
  fields: PostedFields,
): { kind: 'ok'; value: NotificationInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = notificationFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = NOTIFICATION_FIELDS;
  const from = parseDutchDay(fields[f.from] ?? '') as string | null;
  const until = parseDutchDay(fields[f.until] ?? '') as string | null;
  const sku = cleanSku(fields[f.sku] ?? '');
  return {
    kind: 'ok',
    value: {
      title: (fields[f.title] ?? '').trim(),
      description: (fields[f.description] ?? '').trim(),
      reason: (fields[f.reason] ?? '').trim(),
      sku: sku === '' ? null : sku,
      shownFrom: from === null ? null : amsterdamDayStart(from),
      shownUntil: until === null ? null : amsterdamDayStart(addDays(until, 1)),
      active: fields[f.active] === 'on',
    },
  };
}

/** The message for a well-formed sku that is no book in the catalogue (the server's only). */
export const SKU_UNKNOWN: TextRef = { key: 'beheer.content.sku_unknown' };
