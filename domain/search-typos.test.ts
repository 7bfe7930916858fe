// Issue 16 typo tolerance: the budget per word length, the typo count (swaps count one) and the choice of the
// meant word.
import { describe, expect, it } from 'vitest';
import { chooseCorrection, prefixTypoDistance, typoBudget, typoDistance } from './search-typos.ts';

describe('typoBudget (issue 16: one typo from 5 letters, two from 9)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [8, 1],
    [9, 2],
    [14, 2],
  ])('%i letters → %i typos', (letters, budget) => expect(typoBudget(letters)).toBe(budget));
});

describe('typoDistance (a missing, extra or wrong letter, or two neighbours swapped, each one typo)', () => {
  it.each([
    ['psychologie', 'psychologie', 0],
    ['psychloogie', 'psychologie', 1], // swap
    ['midnset', 'mindset', 1], // swap
    ['zelfvertruowen', 'zelfvertrouwen', 1], // swap
    ['agnst', 'angst', 1], // swap of letters 2 and 3 of 5
    ['psycologie', 'psychologie', 1], // missing
    ['mindfullness', 'mindfulness', 1], // doubled
    ['leiderscap', 'leiderschap', 1],
    ['kiyosakki', 'kiyosaki', 1],
    ['zelfvertorwen', 'zelfvertrouwen', 2], // a swap and a missing letter
    ['ca', 'abc', 3], // optimal string alignment: no edit of a swapped pair
    ['', 'abc', 3],
  ])('%j → %j: %i', (a, b, d) => {
    expect(typoDistance(a, b)).toBe(d);
    expect(typoDistance(b, a)).toBe(d);
  });

  it('stops counting above the maximum', () => {
    expect(typoDistance('abcdefgh', 'hgfedcba', 2)).toBe(3);
    expect(typoDistance('kort', 'veel langer woord', 2)).toBe(3);
  });

  it('counts a prefix being typed against the beginning of a word', () => {
    expect(prefixTypoDistance('psychlo', 'psychologie', 1)).toBe(1);
    expect(prefixTypoDistance('zelfvert', 'zelfvertrouw', 1)).toBe(0);
    expect(prefixTypoDistance('xyzvert', 'zelfvertrouw', 1)).toBe(2);
  });
});

describe('chooseCorrection', () => {
  const near = (...words: [string, number, number][]) =>
    words.map(([word, similarity, books]) => ({ word, similarity, books }));

  it('takes the word within the budget with the fewest typos, before closer-looking words', () => {
    const words = near(['agnan', 0.33, 1], ['aust', 0.22, 2], ['kunst', 0.2, 40], ['angst', 0.2, 12]);
    expect(chooseCorrection({ typed: 'agnst', stem: 'agnst', near: words, prefix: false })).toBe('angst');
  });

  it('counts from the stem or the typed word, whichever is closer', () => {
    // 'vertrouwn' stems to itself; the catalogue holds the stem 'vertrouw'.
    const words = near(['vertrouw', 0.5, 30], ['vertroost', 0.3, 2]);
    expect(chooseCorrection({ typed: 'vertrouwn', stem: 'vertrouwn', near: words, prefix: false })).toBe(
      'vertrouw',
    );
  });

  it('on a tie in typos takes the closer, then the more common word', () => {
    const words = near(['mindy', 0.4, 1], ['minds', 0.4, 9], ['mindt', 0.3, 50]);
    expect(chooseCorrection({ typed: 'mindx', stem: 'mindx', near: words, prefix: false })).toBe('minds');
  });

  it('matches a word being typed as a prefix', () => {
    const words = near(['psychologie', 0.33, 20], ['psyche', 0.3, 4]);
    expect(chooseCorrection({ typed: 'psychlo', stem: 'psychlo', near: words, prefix: true })).toBe(
      'psychologie',
    );
  });

  it('below 5 letters takes a close word (issue 4), from 5 only a word within the budget', () => {
    // Four letters have no typo budget; 'covey' is close enough by trigrams.
    expect(
      chooseCorrection({ typed: 'covy', stem: 'covy', near: near(['covey', 0.5, 3]), prefix: false }),
    ).toBe('covey');
    expect(
      chooseCorrection({ typed: 'xqzwv', stem: 'xqzwv', near: near(['quiz', 0.2, 3]), prefix: false }),
    ).toBeNull();
    // 'gevoelig' (stem 'gevoel') is not two typos from 'hooggevoel', however alike their trigrams.
    expect(
      chooseCorrection({
        typed: 'gevoelig',
        stem: 'gevoel',
        near: near(['hooggevoel', 0.5, 3]),
        prefix: false,
      }),
    ).toBeNull();
  });
});
