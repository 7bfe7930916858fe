// Issue 16 (decision 506): the typing index's words are the database's. On both databases, for the demo
// catalogue's own words (titles, subtitles, authors, descriptions) and a dropped, doubled and swapped letter in
// each: the query's terms equal the querytree of to_tsquery('dutch', lw_unaccent(…)), whole and as a prefix;
// each typed word's stem, joined stem and splits equal what the database answers (typing.ts databaseWords);
// every stop word is one to PostgreSQL; and the unaccent rules read from the database take the accents off every
// title as lw_unaccent does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords, tsQueryText } from '../../domain/search.ts';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { DUTCH_STOP_WORDS, localWords, type UnaccentRules, unaccent } from './dutch-words.ts';
import { databaseWords } from './typing.ts';
import { readUnaccentRules } from './typing-source.ts';

describe.each(eachDatabase('dialect'))('Dutch words in JavaScript on %s', (kind) => {
  let t: TestDatabase;
  let rules: UnaccentRules;
  let words: string[];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    rules = await readUnaccentRules(t.database.db);
    const found = await rows<{ w: string }>(
      t.database,
      `select distinct w from (select regexp_split_to_table(lower(title || ' ' || coalesce(subtitle, '') || ' ' ||
         coalesce(author_names, '') || ' ' || coalesce(left(short_description, 300), '')), '[^[:alnum:]]+') as w
         from (select * from books order by id limit 400) b) x where length(w) > 0 order by w`,
    );
    const plain = found.map((r) => r.w);
    const typos = plain
      .filter((w, i) => w.length > 4 && i % 2 === 0)
      .flatMap((w) => [
        w.slice(0, 2) + w.slice(3),
        w.slice(0, 3) + w[2] + w.slice(3),
        w.slice(0, 2) + w[3] + w[2] + w.slice(4),
      ]);
    words = [...new Set([...plain, ...typos])];
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('has read the unaccent rules', () => {
    expect(rules.get('é')).toBe('e');
    expect(rules.size).toBeGreaterThan(100);
  });

  it('leaves out the words PostgreSQL leaves out', async () => {
    const stop = [...DUTCH_STOP_WORDS];
    const kept = await rows<{ w: string }>(
      t.database,
      `select w from unnest($1::text[]) w where cardinality(ts_lexize('dutch_stem', w)) > 0`,
      [stop],
    );
    expect(kept).toEqual([]);
  });

  it('takes accents off titles as lw_unaccent does', async () => {
    const titles = await rows<{ title: string; u: string }>(
      t.database,
      `select title, lw_unaccent(title) as u from books where title ~ '[^[:ascii:]]' order by id limit 500`,
    );
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.map((r) => unaccent(rules, r.title))).toEqual(titles.map((r) => r.u));
  });

  it('makes the query terms and typed words the database makes, for the catalogue’s words and their typos', async () => {
    const differ: string[] = [];
    let local = 0;
    // Two words at a time (the second as a prefix while typing): joined stems and splits of both.
    for (let i = 0; i < words.length; i += 2) {
      const term = `${words[i]} ${words[i + 1] ?? ''}`.trim();
      for (const typing of [false, true]) {
        const tsText = tsQueryText(term, typing);
        if (!tsText) continue;
        const { words: typed } = searchWords(term);
        const mine = localWords(rules, tsText, typed);
        if (!mine) continue;
        local++;
        const theirs = await databaseWords(t.database.db, tsText, typed);
        const shape = (x: typeof theirs) => JSON.stringify(x && x.terms.length > 0 ? x : null);
        if (shape(mine) !== shape(theirs))
          differ.push(`${term} (${typing}): ${shape(theirs)} ≠ ${shape(mine)}`);
      }
    }
    console.log(`Dutch words on ${kind}: ${local} terms made in JavaScript, ${differ.length} differ`);
    expect(differ.slice(0, 10)).toEqual([]);
    expect(local).toBeGreaterThan(1000);
  });
});
