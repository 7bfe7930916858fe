import { describe, expect, it } from 'vitest';
import { authorLetter, letterOfLastname } from './author-letters.ts';

describe('authorLetter', () => {
  it.each([
    ['b', 'B'],
    [' Z ', 'Z'],
    ['#', '#'],
    ['', 'A'],
    [null, 'A'],
    ['AB', 'A'],
    ['é', 'A'],
  ] as const)('%s → %s', (value, letter) => {
    expect(authorLetter(value)).toBe(letter);
  });
});

describe('letterOfLastname', () => {
  it.each([
    ['Berg', 'B'],
    ['covey', 'C'],
    ['Émile', '#'],
    ['3Dprint', '#'],
  ] as const)('%s → %s', (lastname, letter) => {
    expect(letterOfLastname(lastname)).toBe(letter);
  });
});
