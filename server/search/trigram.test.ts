// Issue 16 (decision 504): the typing index's trigram similarity is pg_trgm's, on both databases — the near words
// it offers for a typo are the ones the trigram index of search_words offers (spelling.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { similarity, similarityToMany, trigrams } from './trigram.ts';

const PAIRS: [string, string][] = [
  ['agnst', 'angst'],
  ['psychloogie', 'psycholog'],
  ['zelfvertruow', 'zelfvertrouw'],
  ['covy', 'covey'],
  ['a', 'ab'],
  ['intuïtie', 'intuitie'],
  ['burn-out', 'burnout'],
  ['ikkigai', 'ikigai'],
  ['mindsett', 'mindset'],
  ['Kahneman', 'kahenman'],
];

describe('pg_trgm trigrams', () => {
  it('pads each word with two spaces before and one after', () => {
    expect([...trigrams('ab')].sort()).toEqual(['  a', ' ab', 'ab ']);
  });
});

describe.each(eachDatabase('dialect'))('the trigram similarity on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('is PostgreSQL’s for typed words and the catalogue’s own words', async () => {
    const catalogue = await rows<{ word: string }>(
      t.database,
      `select word from search_words order by books desc, word limit 40`,
    );
    const typos = catalogue.map(({ word }, i): [string, string] => [
      word.slice(0, 1 + (i % (word.length - 1))) + word.slice(2 + (i % (word.length - 1))),
      word,
    ]);
    const pairs = [...PAIRS, ...typos];
    const expected = await rows<{ s: number }>(
      t.database,
      `select similarity(a, b)::float8 as s from unnest($1::text[], $2::text[]) with ordinality as p(a, b, n) order by n`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    expect(pairs.map(([a, b]) => similarity(a, b))).toEqual(expected.map((r) => r.s));
    // The same figures one term at a time against many texts (the typing index's closest titles).
    expect(pairs.map(([a, b]) => similarityToMany(a)(b))).toEqual(expected.map((r) => r.s));
  });

  it('is PostgreSQL’s for whole titles against a term', async () => {
    const titles = await rows<{ title: string; s: number }>(
      t.database,
      `select search_title as title, similarity('kracht van het', search_title)::float8 as s
       from books order by id limit 300`,
    );
    const closeness = similarityToMany('kracht van het');
    expect(titles.map((r) => closeness(r.title))).toEqual(titles.map((r) => r.s));
  });
});
