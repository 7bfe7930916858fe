// Spec 1 §5 search rules, §4 "Search scope" and §9 search constants, as pure functions: what a typed term
// becomes before the database sees it.
import { toIsbn13 } from './isbn.ts';
import type { Shop, ToggleId } from './shop.ts';

/** Spec 1 §9: search minimum 3 characters; the special short term is 'CD'. */
export const MIN_SEARCH_LENGTH = 3;
export const SPECIAL_SHORT_TERM = 'CD';
/** Spec 1 §9: the overlay shows at most 10 results. */
export const OVERLAY_LIMIT = 10;

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
 * The tsquery text for to_tsquery('dutch', …): every word must match; with `prefix` (typing in the overlay
 * and the results of a half-typed word) the last word matches as a prefix. Null when no word is left.
 */
export function tsQueryText(term: string, prefix: boolean): string | null {
  const words = termWords(term);
  if (words.length === 0) return null;
  return words.map((w, i) => (prefix && i === words.length - 1 ? `${w}:*` : w)).join(' & ');
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
