// Issue 16 typo tolerance, as the search engines shoppers know (Meilisearch, Typesense, Algolia): how many typos a
// word may hold, what one typo is, and which of the catalogue's words a misspelt word is taken to mean.

/** Issue 16: one typo from a word of 5 letters, two from 9 (Meilisearch's minWordSizeForTypos defaults). */
export const ONE_TYPO_FROM = 5;
export const TWO_TYPOS_FROM = 9;

/** The typos a word of this many letters may hold: 0 below 5 letters, 1 from 5, 2 from 9. */
export function typoBudget(letters: number): number {
  return letters >= TWO_TYPOS_FROM ? 2 : letters >= ONE_TYPO_FROM ? 1 : 0;
}

/**
 * The number of typos between two words: a missing, extra or wrong letter, or two neighbouring letters swapped,
 * each counts one (the optimal string alignment distance, a restricted Damerau–Levenshtein). Stops counting
 * above `max`: the answer is then max + 1.
 */
export function typoDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  // Three rows of the table: the one before the previous (for swaps), the previous and the current.
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/**
 * The typos between what was typed so far and the start of a word: the distance to the closest beginning of the
 * word (the overlay matches the last word as a prefix; 'psychlo' is one typo from 'psychol…').
 */
export function prefixTypoDistance(typed: string, word: string, max: number): number {
  const letters = [...word];
  const length = [...typed].length;
  let best = max + 1;
  for (let n = Math.max(0, length - max); n <= Math.min(letters.length, length + max); n++)
    best = Math.min(best, typoDistance(typed, letters.slice(0, n).join(''), max));
  return best;
}

/** A word of the catalogue near a typed word (search_words: stems of titles, authors, subtitles, collections). */
export interface NearWord {
  word: string;
  /** pg_trgm's similarity to the typed word's stem, 0–1. */
  similarity: number;
  /** The number of books that hold the word. */
  books: number;
}

/** pg_trgm's similarity from which a word of fewer than 5 letters is taken as meant (issue 4's rule: 'Covy'). */
export const CLOSE_SIMILARITY = 0.35;

/**
 * The catalogue word a typed word means, or null. `typed` is the word as typed (unaccented, lower case), `stem`
 * its stem as the search document holds words. Within the typo budget of the typed word's length (counted
 * from the stem or from the typed word, whichever is closer; as a prefix when the word is still being typed)
 * the fewest typos win, then the closest and the most common word. A word of fewer than 5 letters has no typo
 * budget: there the closest word of similarity 0.35 or more is taken (issue 4: 'Covy' → covey).
 */
export function chooseCorrection(input: {
  typed: string;
  stem: string;
  near: readonly NearWord[];
  prefix: boolean;
}): string | null {
  const budget = typoBudget([...input.typed].length);
  const byCloseness = (a: NearWord, b: NearWord) =>
    b.similarity - a.similarity || b.books - a.books || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
  if (budget === 0)
    return input.near.filter((n) => n.similarity >= CLOSE_SIMILARITY).sort(byCloseness)[0]?.word ?? null;
  const distance = (word: string) =>
    Math.min(
      ...[input.stem, input.typed].map((from) =>
        input.prefix ? prefixTypoDistance(from, word, budget) : typoDistance(from, word, budget),
      ),
    );
  const within = input.near
    .map((n) => ({ ...n, typos: distance(n.word) }))
    .filter((n) => n.typos <= budget)
    .sort((a, b) => a.typos - b.typos || byCloseness(a, b));
  return within[0]?.word ?? null;
}
