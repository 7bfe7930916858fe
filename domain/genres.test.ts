import { describe, expect, it } from 'vitest';
import { GENRES, genreByName, genreOfNur } from './genres.ts';

describe('genreOfNur (a genre is a range of NUR codes)', () => {
  it.each([
    ['770', 'zelfhulp'],
    ['779', 'zelfhulp'],
    ['720', 'spiritualiteit'],
    ['728', 'spiritualiteit'],
    ['800', 'management'],
    ['808', 'management'],
    ['854', 'gezondheid'],
    ['860', 'gezondheid'],
    ['300', 'literatuur'],
    ['320', 'literatuur'],
    ['329', 'literatuur'],
    ['330', 'spanning'],
    ['332', 'spanning'],
    ['339', 'spanning'],
    ['340', 'literatuur'],
    ['280', 'kinderboeken'],
    ['440', 'vrije-tijd'],
    ['500', 'reizen'],
    ['680', 'geschiedenis'],
    ['900', 'wetenschap'],
    [' 330 ', 'spanning'],
    [330, 'spanning'],
    ['750', null],
    ['100', null],
    ['33', null],
    ['3300', null],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('NUR %j → %s', (nur, expected) => {
    expect(genreOfNur(nur)?.name ?? null).toBe(expected);
  });

  it('gives every NUR code at most one genre', () => {
    for (let code = 100; code <= 999; code++) {
      const owners = GENRES.filter((g) => g.nur.some(([from, to]) => code >= from && code <= to));
      expect(owners.length, `NUR ${code}`).toBeLessThanOrEqual(1);
    }
  });
});

describe('genreByName', () => {
  it.each([
    ['spanning', 'Thrillers en spanning'],
    ['Spanning', 'Thrillers en spanning'],
    [' vrije-tijd ', 'Vrije tijd, koken en sport'],
    ['poëzie', null],
    ['', null],
  ])('%j → %s', (name, expected) => {
    expect(genreByName(name)?.displayValue ?? null).toBe(expected);
  });
});
