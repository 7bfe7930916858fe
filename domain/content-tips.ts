// Issue 31 "Content" (decision 722): the rules of the staff's home tips page /beheer/tips — the own shop's home
// carousel of own-publication tips (spec 1 §2.3 "an autoplaying carousel of own-publication tips"). Staff add a
// book by its ISBN, remove one and move one up or down; the carousel shows them in that order. Pure.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';

export const TIP_FIELDS = { isbn: 'isbn' } as const;
export const TIP_ORDER = Object.values(TIP_FIELDS);
/** The carousel shows at most this many (server/catalog/home.ts TIPS_LIMIT). */
export const TIPS_MAX = 12;

export const TIP_UNKNOWN: TextRef = { key: 'beheer.content.sku_unknown' };
export const TIP_NOT_OWN: TextRef = { key: 'beheer.tips.not_own' };
export const TIP_ALREADY: TextRef = { key: 'beheer.tips.already' };
export const TIPS_FULL: TextRef = { key: 'beheer.tips.full', params: { max: String(TIPS_MAX) } };

/** An ISBN as typed: spaces and dashes left out. */
export function cleanIsbn(typed: string | undefined): string {
  return (typed ?? '').replace(/[\s-]/g, '');
}

/** The add form's check (browser and server): an ISBN of 13 digits. */
export function tipFormErrors(fields: PostedFields): FieldErrors {
  const isbn = cleanIsbn(fields[TIP_FIELDS.isbn]);
  if (isbn === '') return { [TIP_FIELDS.isbn]: { key: 'beheer.tips.isbn_missing' } };
  if (!/^\d{13}$/.test(isbn)) return { [TIP_FIELDS.isbn]: { key: 'beheer.tips.isbn_invalid' } };
  return {};
}

export type TipMove = 'up' | 'down';

/**
 * The order after moving `sku` one place up (towards the first) or down; the same order when it cannot move
 * (the first up, the last down) or is not in the list.
 */
export function moveTip<T extends string>(order: readonly T[], sku: T, move: TipMove): T[] {
  const at = order.indexOf(sku);
  const to = move === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}
