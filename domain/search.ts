// Spec 1 §5 search rules, §4 "Search scope" and §9 search constants, as pure functions: what a typed term
// becomes before the database sees it.
import { toIsbn13 } from './isbn.ts';
import type { Shop, ToggleId } from './shop.ts';

/** Spec 1 §9: search minimum 3 characters; the special short term is 'CD'. */
export const MIN_SEARCH_LENGTH = 3;
export const SPECIAL_SHORT_TERM = 'CD';
/** Spec 1 §9: the overlay shows at most 10 results. */
export const OVERLAY_LIMIT = 10;
/** Spec 1 §5/§9: typing is debounced 250 ms before the overlay searches. */
export const SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_SCOPES = ['own', 'sb', 'all'] as const;
/** DESIGN.md: own = the publisher's own books, sb = all self-help books, all = every book. */
export type SearchScope = (typeof SEARCH_SCOPES)[number];

/** Spec 1 §5: ? and ! are stripped; the term is trimmed (and inner runs of spaces collapsed). */
export function normaliseTerm(raw: string): string {
  return raw.replace(/[?!]/g, '').replace(/\s+/g, ' ').trim();
}

export type TermCheck = { ok: true; term: string } | { ok: false; reason: 'empty' | 'too_short' };

/**
 * Spec 1 §5: a term needs at least 3 characters, or is 'CD' (any case). Empty after trimming is its own case:
 * zero results and no message; too short shows 'Gebruik een langere zoekterm (minimaal 3 letters)'.
 */
export function checkTerm(raw: string): TermCheck {
  const term = normaliseTerm(raw);
  if (term === '') return { ok: false, reason: 'empty' };
  if (term.length >= MIN_SEARCH_LENGTH || term.toUpperCase() === SPECIAL_SHORT_TERM)
    return { ok: true, term };
  return { ok: false, reason: 'too_short' };
}

/** A term that is an ISBN-10 or ISBN-13 (hyphens and spaces allowed) as the ISBN-13 to look up; else null. */
export function termIsbn(term: string): string | null {
  if (!/^[\d\s-]+[\dXx]$/.test(term)) return null;
  return toIsbn13(term);
}

/**
 * The words of a term for the full-text query: letters and digits only (so nothing the user types can be
 * tsquery syntax), lowercased. Hyphenated words ('zelf-hulp') become separate words.
 */
export function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/**
 * Issue 11 #8 (decision #163): a search uses at most this many distinct words. Every word is another term of the
 * full-text query and another typo lookup; 30-word terms made 20 concurrent searches take seconds each. A
 * person types a few words; a whole long title still finds its book by its first ten words (the ranking and
 * the exact-title check keep the whole term).
 */
export const MAX_SEARCH_WORDS = 10;

/**
 * The words a search uses: the term's words (termWords) without repeats, the first MAX_SEARCH_WORDS of them.
 * `complete` is false when words were left out: then the last word typed is not among them (no prefix).
 */
export function searchWords(term: string): { words: string[]; complete: boolean } {
  const distinct = [...new Set(termWords(term))];
  return { words: distinct.slice(0, MAX_SEARCH_WORDS), complete: distinct.length <= MAX_SEARCH_WORDS };
}

/**
 * The term as a search compares it as a whole (trigram closeness to titles and authors): the term itself, or,
 * when it has more words than a search uses, only those words — a trigram index lookup costs per trigram.
 */
export function searchText(term: string): string {
  const { words, complete } = searchWords(term);
  return complete ? term : words.join(' ');
}

/** While typing, a last word shorter than this is not yet a prefix worth searching ('stoïcisme v'). */
export const MIN_PREFIX_LENGTH = 3;

/**
 * The tsquery text for to_tsquery('dutch', …): every word must match; with `prefix` (typing in the overlay)
 * the last word matches as a prefix. Only the words a search uses count (searchWords: distinct, at most
 * MAX_SEARCH_WORDS; with words left out there is no prefix). A last word of one or two letters is left out while other words remain:
 * 'v:*' matches a third of the catalogue and narrows nothing down yet (the title-prefix match and the ranking
 * still see the whole term). Null when no word is left.
 */
export function tsQueryText(term: string, prefix: boolean): string | null {
  const { words: all, complete } = searchWords(term);
  const typing = prefix && complete;
  const words =
    typing && all.length > 1 && all[all.length - 1]!.length < MIN_PREFIX_LENGTH ? all.slice(0, -1) : all;
  if (words.length === 0) return null;
  const partial = typing && words.length === all.length;
  return words.map((w, i) => (partial && i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** DESIGN.md "Search scopes": the page URL's section values (spec) to our scope; unknown → null. */
export function scopeFromSection(section: string | null | undefined): SearchScope | null {
  switch (section?.toLowerCase()) {
    case 'sb':
      return 'own';
    case 'zb':
      return 'sb';
    case 'all':
    case 'sball':
      return 'all';
    default:
      return null;
  }
}

/** The URL section value for a scope (the inverse of scopeFromSection, with 'all' for all books). */
export function sectionForScope(scope: SearchScope): string {
  return scope === 'own' ? 'sb' : scope === 'sb' ? 'zb' : 'all';
}

/** Spec 1 §4: OWN and SB use SHOP_SB, ALL uses SHOP_ALL; toggle ids 1 own, 2 SB, 3 all (§9). */
export function scopeShop(scope: SearchScope): { shop: Shop; toggle: ToggleId } {
  if (scope === 'own') return { shop: 'SHOP_SB', toggle: 1 };
  if (scope === 'sb') return { shop: 'SHOP_SB', toggle: 2 };
  return { shop: 'SHOP_ALL', toggle: 3 };
}

/** Spec 1 §3 Book: the elevated header text when staff gave none. */
export const DEFAULT_ELEVATED_HEADER = 'aanbevolen';
/** Spec 1 §5: "5 in an initial check" — the minLengthSearchSuggestion setting when it is not set. */
export const DEFAULT_MIN_LENGTH_SEARCH_SUGGESTION = 5;

/**
 * A term as a lookup key: normalised, lowercased and without accents, so 'Zelfvertrouwen', ' zelfvertrouwen? '
 * and 'zélfvertrouwen' are one key (staff's elevated lists, search intentions, the did-you-mean prefix).
 */
export function termKey(term: string): string {
  return normaliseTerm(term).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Spec 1 §5: a 'did you mean' top match only when the term is longer than minLengthSearchSuggestion, the
 * book's title starts with the term, and the book is orderable.
 */
export function showsTopMatch(input: {
  term: string;
  minLength: number;
  title: string;
  orderable: boolean;
}): boolean {
  const key = termKey(input.term);
  return key.length > input.minLength && input.orderable && termKey(input.title).startsWith(key);
}

/**
 * A name as a key: unaccented lowercase words separated by single spaces, no punctuation — the rule of the
 * database function lw_name_key (migration 0004), so 'Stephen R. Covey' meets 'stephen r covey'.
 */
export function nameKey(term: string): string {
  return termWords(termKey(term)).join(' ');
}

/** The scope that belongs to an active toggle item (the inverse of scopeShop's toggle): 1 own, 2 SB, 3 all. */
export function scopeForToggle(toggle: ToggleId): SearchScope {
  return toggle === 1 ? 'own' : toggle === 2 ? 'sb' : 'all';
}

/**
 * Spec 1 §4 Search scope: on the results page the chosen scope sets the active toggle (1, 2 or 3) — when the
 * scope's shop is the one in force (an 'all' section without SHOP_ALL keeps the shop's own toggle). Null when
 * the page names no scope.
 */
export function searchPageToggle(section: string | null, shop: Shop): ToggleId | null {
  const scope = scopeFromSection(section);
  if (!scope) return null;
  const wanted = scopeShop(scope);
  return wanted.shop === shop ? wanted.toggle : null;
}

/** The results page of a term in a scope: /search-results?q={term}&section={section}. */
export function searchResultsHref(term: string, scope: SearchScope): string {
  return `/search-results?${new URLSearchParams({ q: term, section: sectionForScope(scope) })}`;
}

/**
 * Spec 1 §4 "Search overlay" / §8: when the chosen scope has no results, the scope to offer instead — the next
 * wider one with results (own → SB → all), else any other offered scope with results; null when none has any.
 */
export function widerScope(
  scope: SearchScope,
  counts: Readonly<Record<SearchScope, number>>,
  offered: readonly SearchScope[],
): SearchScope | null {
  const from = SEARCH_SCOPES.indexOf(scope);
  const order = [...SEARCH_SCOPES.slice(from + 1), ...SEARCH_SCOPES.slice(0, from)];
  return order.find((s) => offered.includes(s) && counts[s] > 0) ?? null;
}

/**
 * Spec 1 §4 "Search overlay": closing saves the query when it changed and is not empty. The key a saved query
 * is compared by: the normalised term in lower case ('' for a term that is not searched, which is never saved).
 */
export function savedQueryKey(raw: string): string {
  const checked = checkTerm(raw);
  return checked.ok ? checked.term.toLowerCase() : '';
}

/** Whether closing the overlay with this term saves it: searchable, and not the term saved last. */
export function shouldSaveQuery(raw: string, lastSavedKey: string | null): boolean {
  const key = savedQueryKey(raw);
  return key !== '' && key !== lastSavedKey;
}
