// Issue 16 (decision 504): the typing index's lookups on a handful of books — prefixes as ranges of the sorted
// words, the other words checked per book, counts per scope up to the cap, a broad page's order (exact titles,
// title matches, other matches, each newest first), ISBN lexemes left out, typo candidates by trigram.
import { describe, expect, it } from 'vitest';
import { buildTypingIndex, type IndexedBook } from './typing-index.ts';

const book = (
  id: number,
  title: string,
  heading: string[],
  titled: string[],
  scope: Partial<IndexedBook> = {},
) => ({
  id,
  title,
  inSb: false,
  own: false,
  heading,
  titled,
  ...scope,
});

// In list order: newest (highest id) first.
const BOOKS: IndexedBook[] = [
  book(
    9,
    'psychologie van het geld',
    ['psycholog', 'geld', '9789000000009'],
    ['psycholog', 'geld', '9789000000009'],
    { inSb: true },
  ),
  book(8, 'positieve psychologie', ['positiev', 'psycholog'], ['positiev', 'psycholog'], {
    inSb: true,
    own: true,
  }),
  book(7, 'de psyche', ['psych', 'jung'], ['psych']),
  book(6, 'geld en geluk', ['geld', 'geluk', 'psycholog'], ['geld', 'geluk']),
  book(5, 'psycholoog', ['psycholoog'], ['psycholoog'], { inSb: true }),
  book(4, 'positieve psychologie', ['positiev', 'psycholog'], ['positiev', 'psycholog']),
];
const VOCABULARY = [
  { word: 'psycholog', books: 4 },
  { word: 'psycholoog', books: 1 },
  { word: 'psych', books: 1 },
  { word: 'geld', books: 2 },
  { word: 'geluk', books: 1 },
  { word: 'positiev', books: 2 },
];
const index = buildTypingIndex(BOOKS, VOCABULARY);
const words = (text: string) =>
  text
    .split(' ')
    .map((w) => (w.endsWith('*') ? { word: w.slice(0, -1), prefix: true } : { word: w, prefix: false }));

describe('the typing index', () => {
  it.each([
    // term, own, sb, all
    ['psych*', 1, 3, 6],
    ['psycholog', 1, 2, 4],
    ['psycholog*', 1, 2, 4],
    ['geld psych*', 0, 1, 2],
    ['positiev psycholog', 1, 1, 2],
    ['angst', 0, 0, 0],
    ['9789000000009', 0, 0, 0],
    ['97890*', 0, 0, 0],
  ])('counts %j: own %i, sb %i, all %i', (term, own, sb, all) => {
    expect(index.counts(words(term), 100)).toEqual({ own, sb, all, capped: [] });
  });

  it('counts up to the cap and names the scopes with more', () => {
    expect(index.counts(words('psych*'), 2)).toEqual({ own: 1, sb: 2, all: 2, capped: ['sb', 'all'] });
  });

  it('lists exact titles, then title matches, then other matches, each newest first', () => {
    const page = (term: string, titleKey: string, scope: 'own' | 'sb' | 'all' = 'all', limit = 10) =>
      index.page({ terms: words(term), titleKey, scope, limit, exactLimit: 50 });
    expect(page('positiev psycholog', 'positieve psychologie')).toEqual([8, 4]);
    expect(page('psycholog*', 'psycholog')).toEqual([9, 8, 4, 6]);
    // An exact title leads even where its words are not the term's (as service.ts lists them).
    expect(page('psycholog*', 'psycholoog')).toEqual([5, 9, 8, 4, 6]);
    expect(page('psych*', 'psych', 'sb')).toEqual([9, 8, 5]);
    expect(page('psych*', 'psych', 'all', 2)).toEqual([9, 8]);
  });

  it('counts titles that start with a text', () => {
    expect(index.titlePrefixCount('positieve psy', 5)).toBe(2);
    expect(index.titlePrefixCount('positieve psy', 1)).toBe(1);
    expect(index.titlePrefixCount('psyche', 5)).toBe(0);
  });

  it('offers the catalogue words near a typed stem, closest and most common first', () => {
    expect(index.wordBooks('geld')).toBe(2);
    expect(index.wordBooks('geldd')).toBeUndefined();
    const near = index.nearWords('psycholgo', 0.2, () => true, 60).map((n) => n.word);
    expect(near.slice(0, 2)).toEqual(['psycholog', 'psycholoog']);
    expect(index.nearWords('psycholgo', 0.2, (w) => w.length > 9, 60).map((n) => n.word)).toEqual([
      'psycholoog',
    ]);
  });
});
