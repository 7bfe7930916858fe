// Issue 31 "Interface texts" (spec 1 §1: interface texts are loaded from the product's API and referred to by keys;
// decisions 650–654): the rules for a text staff type at /beheer/teksten/:key. An override replaces the default
// file's text for its key; it may not be empty (a blank would hide the key's place on the page), and it keeps
// every {placeholder} of the default, because the pages fill those in (formatText) — a lost {n} would show a
// sentence without its number. Also which shop page shows a key, for the link on the edit page. Pure.
import type { FieldErrors } from './account-forms.ts';
import { STATIC_PAGE_PATHS } from './static-pages.ts';

/** The edit form's one field (Dutch, as the page posts it). */
export const TEXT_FIELD = 'tekst';
/** Well above the longest default (a static page's text, about 5,000 characters); a paste of a whole book is not. */
export const TEXT_MAX = 20_000;

/** The {name} placeholders of a text, each once, in their first order. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/** The default's placeholders the typed text left out. */
export function missingPlaceholders(typed: string, fallback: string | null): string[] {
  if (fallback === null) return [];
  const kept = new Set(placeholdersOf(typed));
  return placeholdersOf(fallback).filter((name) => !kept.has(name));
}

/**
 * The edit form's messages: an empty text, one too long, or one that lost a placeholder of the key's default
 * (`fallback`, null for a key without a default). Line ends are the browser's (CRLF); they count as typed.
 */
export function interfaceTextFormErrors(
  fields: Readonly<Record<string, string | undefined>>,
  fallback: string | null,
): FieldErrors {
  const typed = fields[TEXT_FIELD] ?? '';
  if (typed.trim() === '') return { [TEXT_FIELD]: { key: 'beheer.texts.error.empty' } };
  if (typed.length > TEXT_MAX)
    return { [TEXT_FIELD]: { key: 'beheer.texts.error.long', params: { n: TEXT_MAX } } };
  const missing = missingPlaceholders(typed, fallback);
  if (missing.length > 0) {
    const names = missing.map((name) => `{${name}}`).join(', ');
    return { [TEXT_FIELD]: { key: 'beheer.texts.error.placeholders', params: { names } } };
  }
  return {};
}

/** The text as saved: the browser's CRLF line ends as LF, as the default files write them; nothing else changes. */
export function cleanInterfaceText(typed: string): string {
  return typed.replace(/\r\n?/g, '\n');
}

/**
 * Where a key's text shows, by its prefix (the longest that matches): the page staff open from the edit page to see
 * their change. Texts used on many pages or only in mails have none.
 */
const SHOWN_ON: readonly [prefix: string, path: string][] = [
  ['cart.', '/shoppingcart'],
  ['checkout.', '/shoppingcart/client'],
  ['payment.', '/shoppingcart/payment'],
  ['wishlist.', '/wishlist'],
  ['search.', '/search-results'],
  ['advanced.', '/search-advanced'],
  ['account.', '/account'],
  ['login.', '/login'],
  ['register.', '/register'],
  ['home.', '/'],
  ['shell.', '/'],
  ['footer.', '/'],
  ['beheer.texts.', '/beheer/teksten'],
  ['beheer.', '/beheer'],
  // Each static page's texts, and the texts all download pages share (shown on the first).
  ...Object.entries(STATIC_PAGE_PATHS).map(([key, path]): [string, string] => [`static.${key}.`, path]),
  ['static.download.', STATIC_PAGE_PATHS.download_placebo],
];

export function pageShowingText(key: string): string | null {
  let best: [string, string] | null = null;
  for (const entry of SHOWN_ON) {
    if (key.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}

/** Search as staff expect it: case and accents ignored ('cafe' finds 'café'), spaces at the ends dropped. */
export function searchForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether a key matches the typed search, by its key or its effective text (or its default). */
export function textMatches(
  query: string,
  entry: { key: string; text: string; fallback: string | null },
): boolean {
  const q = searchForm(query);
  if (q === '') return true;
  return [entry.key, entry.text, entry.fallback ?? ''].some((s) => searchForm(s).includes(q));
}
