// Issue 16 (decision 506): a term's words as PostgreSQL's 'dutch' text search configuration makes them, in
// JavaScript, so the overlay's typing index needs no statement to learn them. The same steps as
// to_tsquery('dutch', lw_unaccent(…)) and spelling.ts's ts_lexize('dutch_stem', …): the accents taken off with
// the database's own unaccent rules (read from it with the index: typing-source.ts), then per word the Snowball
// Dutch stemmer (snowball-stemmers: the stemmer PostgreSQL builds in, the same stems — dutch-words.test.ts checks
// them against the database) or, for a word with digits, the word itself (the 'simple' dictionary), and the
// Snowball Dutch stop words (PostgreSQL's tsearch_data/dutch.stop) left out. A word these steps cannot be sure
// of (after unaccent, anything but letters and digits) makes the whole term the database's to read (null).
import snowball from 'snowball-stemmers';
import type { IndexTerm } from './typing-index.ts';

const stemmer = snowball.newStemmer('dutch');

/** PostgreSQL's tsearch_data/dutch.stop (Snowball's Dutch stop words), in its order. */
export const DUTCH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan zou of ' +
    'wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben deze ' +
    'u want nog zal me zij nu ge geen omdat iets worden toch al waren veel meer doen toen moet ben zonder kan hun ' +
    'dus alles onder ja eens hier wie werd altijd doch wordt wezen kunnen ons zelf tegen na reeds wil kon niets ' +
    'uw iemand geweest andere'
  ).split(' '),
);

/** The characters lw_unaccent changes, and what it makes of each (read from the database). */
export type UnaccentRules = ReadonlyMap<string, string>;

/** Lowercase letters and ASCII digits only: one token of PostgreSQL's parser, which lowercases nothing here. */
const LOWERCASE_LETTERS_AND_DIGITS = /^(?:\p{Ll}|\p{Lo}|[0-9])+$/u;
const HAS_DIGIT = /\d/;

/** lw_unaccent of a text, character by character. */
export function unaccent(rules: UnaccentRules, text: string): string {
  let out = '';
  for (const ch of text) out += rules.get(ch) ?? ch;
  return out;
}

/** ts_lexize('dutch_stem', word): null for a stop word, else its Snowball stem. */
export function dutchStem(word: string): string | null {
  return DUTCH_STOP_WORDS.has(word) ? null : stemmer.stem(word);
}

/**
 * A word's lexeme in a 'dutch' tsquery: digits (alone or with letters) as they are, other words stemmed, stop
 * words null.
 */
export function dutchLexeme(word: string): string | null {
  return HAS_DIGIT.test(word) ? word : dutchStem(word);
}

/** A typed word as the database stems it: spelling.ts's rows without the near words (typing.ts reads them from
 * the database or makes them here). */
export interface LocalWord {
  i: number;
  typed: string;
  stem: string | null;
  /** The stem of this word and the next written as one. */
  joined: string | null;
  /** Every split of the word in two: its first part as typed and the stem of the rest. */
  splits: { first: string; rest: string }[];
}

/** coalesce((ts_lexize('dutch_stem', text))[1], text). */
const stemOrSelf = (text: string) => dutchStem(text) ?? text;

/**
 * The query's terms (the querytree of to_tsquery('dutch', lw_unaccent(tsText)), tsText from domain/search.ts
 * tsQueryText) and each typed word's row (spelling.ts's, without the near words) for the term's words
 * (searchWords) — or null where a word is not plainly lowercase letters and digits after unaccent.
 */
export function localWords(
  rules: UnaccentRules,
  tsText: string,
  words: readonly string[],
): { terms: IndexTerm[]; rows: LocalWord[] } | null {
  const plain = (w: string) => {
    const u = unaccent(rules, w);
    return LOWERCASE_LETTERS_AND_DIGITS.test(u) ? u : null;
  };
  const terms: IndexTerm[] = [];
  for (const part of tsText.split(' & ')) {
    const prefix = part.endsWith(':*');
    const word = plain(prefix ? part.slice(0, -2) : part);
    if (word === null) return null;
    const lexeme = dutchLexeme(word);
    if (lexeme !== null) terms.push({ word: lexeme, prefix });
  }
  const typed = words.map(plain);
  if (typed.some((w) => w === null)) return null;
  const rows = (typed as string[]).map((w, i, all): LocalWord => {
    const next = all[i + 1];
    const letters = [...w];
    const splits: LocalWord['splits'] = [];
    for (let at = 3; at <= letters.length - 3; at++)
      splits.push({ first: letters.slice(0, at).join(''), rest: stemOrSelf(letters.slice(at).join('')) });
    return {
      i: i + 1,
      typed: w,
      stem: dutchStem(w),
      joined: next === undefined ? null : stemOrSelf(w + next),
      splits,
    };
  });
  return { terms, rows };
}
