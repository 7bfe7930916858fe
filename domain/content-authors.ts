// Issue 31 "Content" (decisions 710, 713): the rules of the staff's authors pages /beheer/auteurs — the search by
// name (the words of a name, in any order, each matched inside the full name without accents) and the author's
// form: the description the shop's author page shows (spec 1 §3 Author description; empty: the page says 'Er is
// geen verdere informatie over {name} beschikbaar'). The check here is the browser's and the server's (decision 620).
import type { FieldErrors, PostedFields } from './account-forms.ts';

export const AUTHOR_FIELDS = { description: 'beschrijving' } as const;
export const AUTHOR_ORDER = Object.values(AUTHOR_FIELDS);
/** Decision 713: a description is a few paragraphs; the book's own is at most 20,000. */
export const AUTHOR_DESCRIPTION_MAX = 5000;
/** The shortest search worth a query (two letters: 'Li'). */
export const AUTHOR_SEARCH_MIN = 2;

export interface AuthorInput {
  description: string | null;
}

/** A description as stored: line ends made \n, spaces at either end gone. */
const cleanDescription = (typed: string) => typed.replace(/\r\n?/g, '\n').trim();

export function authorFormErrors(fields: PostedFields): FieldErrors {
  const description = cleanDescription(fields[AUTHOR_FIELDS.description] ?? '');
  return description.length > AUTHOR_DESCRIPTION_MAX
    ? {
        [AUTHOR_FIELDS.description]: {
          key: 'beheer.content.too_long',
          params: { max: String(AUTHOR_DESCRIPTION_MAX) },
        },
      }
    : {};
}

export function parseAuthorForm(
  fields: PostedFields,
): { kind: 'ok'; value: AuthorInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = authorFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const description = cleanDescription(fields[AUTHOR_FIELDS.description] ?? '');
  return { kind: 'ok', value: { description: description === '' ? null : description } };
}

export type AuthorSearch = { kind: 'all' } | { kind: 'too-short' } | { kind: 'words'; words: string[] };

/** The typed search: nothing is every author; otherwise its words, lowercased without accents. */
export function authorSearchOf(q: string): AuthorSearch {
  const words = q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');
  if (words.length === 0) return { kind: 'all' };
  if (words.join('').length < AUTHOR_SEARCH_MIN) return { kind: 'too-short' };
  return { kind: 'words', words: words.slice(0, 5).map((w) => w.slice(0, 50)) };
}

export function authorSearchFormErrors(fields: PostedFields): FieldErrors {
  return authorSearchOf(fields.q ?? '').kind === 'too-short'
    ? { q: { key: 'beheer.authors.too_short', params: { min: String(AUTHOR_SEARCH_MIN) } } }
    : {};
}
