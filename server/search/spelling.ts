// The typo fallback (issue 4: 'zelfvertrowen', 'mindfullness', 'Covy'; issue 16: a swap, 'psychloogie',
// 'midnset'). Matching a misspelt word against a million titles by trigram reads thousands of rows; the catalogue
// has far fewer distinct words. So each word of the term is stemmed like the search document, and a stem no
// book has is replaced by the word books do have that it means (search_words): the trigram index finds the
// near words, and domain/search-typos.ts keeps those within the typo budget of the word's length (one typo
// from 5 letters, two from 9; a swap of neighbouring letters is one typo), the fewest typos first. The result
// is an ordinary full-text query, as fast as any other.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { chooseCorrection, type NearWord } from '../../domain/search-typos.ts';
import { queryRows, type Db } from '../db/client.ts';
import { searchWords } from './schema.ts';

/**
 * The trigram similarity from which the index offers a near word. pg_trgm's default (0.3) misses one swap in
 * a word of 5 to 7 letters: a swap changes up to four of its trigrams ('agnst' and 'angst' share 2 of 10, 0.2).
 * Set for the lookup's own transaction only.
 */
export const NEAR_SIMILARITY = 0.2;
/** The near words per typed word handed to the typo count, closest first. */
export const NEAR_WORDS = 60;
/** A near word's length differs from the typed word's by at most this (two typos); not for a prefix. */
export const MAX_LENGTH_DIFFERENCE = 2;

/** One typed word with what the correction needs to know of it (from the database, or from the typing index). */
export interface WordRow {
  /** Its place among the words, from 1. */
  i: number;
  typed: string;
  stem: string | null;
  known: boolean;
  near: NearWord[] | null;
  /** Dutch compounds: this word and the next written as one ('hoog gevoelig' → hooggevoel), when books have it. */
  joined: string | null;
  /**
   * …and a word written as one that books hold as two ('burnout' → burn, out): a first part that books have as
   * it is typed (looked up before the second part is stemmed: one stemming per likely split) and the stem of
   * the rest.
   */
  split: [string, string] | null;
}

/** coalesce((ts_lexize('dutch_stem', text))[1], text): a text's stem, or the text itself for a stop word. */
export const stemOf = (text: SQL) => sql`coalesce((ts_lexize('dutch_stem', ${text}))[1], ${text})`;

/**
 * The typed words (a text array) with the next word of each: t(word, next, i), their unaccented forms u(typed,
 * next) and stems s(stem), null for a stop word — as the search document's words are stemmed.
 */
export function typedWords(words: SQLWrapper, next: SQLWrapper): SQL {
  return sql`unnest(${words}::text[], ${next}::text[]) with ordinality as t(word, next, i)
          cross join lateral (select lw_unaccent(t.word) as typed, lw_unaccent(t.next) as next) u
          cross join lateral (
            select case when cardinality(l) = 0 then null else coalesce(l[1], u.typed) end as stem
            from (select ts_lexize('dutch_stem', u.typed) as l) lexized
          ) s`;
}

/** A stem of the corrected query: letters and digits only, so nothing in it is tsquery syntax. */
const STEM = /^[\p{L}\p{N}]+$/u;

/**
 * The tsquery text (configuration 'simple': the words are stems already) with every unknown word corrected,
 * or null when nothing could be corrected. Stop words are left out; with `prefix` the last word is a prefix.
 * Besides typos, Dutch compounds: two words whose joined form books have become that word, and a word that
 * books hold as two words may also match those two.
 */
export async function correctedQuery(db: Db, words: string[], prefix: boolean): Promise<string | null> {
  if (words.length === 0) return null;
  const last = words.length;
  const known = (stem: SQL) => sql`exists (select 1 from ${searchWords} w where w.word = ${stem})`;
  // The near words of an unknown stem, by the trigram index (the `%` operator at NEAR_SIMILARITY), only
  // words of about the typed length (a prefix being typed may be shorter than its word).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(NEAR_SIMILARITY)}, true)`,
    );
    return queryRows<WordRow>(
      tx as unknown as Db,
      sql`select t.i::int as i, u.typed, s.stem, k.known, jn.joined, sp.split,
                 case when k.known or s.stem is null then null else (
                   select json_agg(json_build_object('word', n.word, 'similarity', n.similarity,
                            'books', n.books) order by n.similarity desc, n.books desc, n.word)
                   from (select w.word, similarity(w.word, s.stem)::float8 as similarity, w.books
                         from ${searchWords} w
                         where w.word % s.stem
                           and (${prefix ? sql`t.i = ${last} or ` : sql``}abs(length(w.word) - length(s.stem)) <= ${MAX_LENGTH_DIFFERENCE}
                                or abs(length(w.word) - length(t.word)) <= ${MAX_LENGTH_DIFFERENCE})
                         order by similarity(w.word, s.stem) desc, w.books desc, w.word
                         limit ${NEAR_WORDS}) n
                 ) end as near
          from ${typedWords(sql.param(words), sql.param(words.slice(1)))}
          cross join lateral (select ${known(sql`s.stem`)} as known) k
          left join lateral (
            select j.stem as joined from (select ${stemOf(sql`u.typed || u.next`)} as stem) j
            where u.next is not null and ${known(sql`j.stem`)}
          ) jn on true
          left join lateral (
            select array[wa.word, b.stem] as split
            from generate_series(3, length(u.typed) - 3) as c(at)
            join ${searchWords} wa on wa.word = left(u.typed, c.at)
            cross join lateral (select ${stemOf(sql`substr(u.typed, c.at + 1)`)} as stem) b
            join ${searchWords} wb on wb.word = b.stem
            order by least(wa.books, wb.books) desc, c.at
            limit 1
          ) sp on true
          order by t.i`,
    );
  });
  return assembleCorrection(rows, prefix);
}

/**
 * The corrected tsquery text from the words' rows (in order), or null when nothing was corrected: a compound
 * joined, an unknown word replaced by its closest catalogue word (chooseCorrection), a word split in two.
 */
export function assembleCorrection(rows: readonly WordRow[], prefix: boolean): string | null {
  const last = rows.length;
  let changed = false;
  const parts: string[] = [];
  const lastOf = (row: WordRow) => (prefix && row.i === last ? ':*' : '');
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at]!;
    if (row.stem === null) continue; // a stop word
    const next = rows[at + 1];
    if (row.joined && next && (!row.known || !next.known)) {
      if (!STEM.test(row.joined)) return null;
      parts.push(`${row.joined}${lastOf(next)}`);
      changed = true;
      at++;
      continue;
    }
    const fix =
      row.known || !row.near
        ? null
        : chooseCorrection({ typed: row.typed, stem: row.stem, near: row.near, prefix: lastOf(row) !== '' });
    const word = fix ?? row.stem;
    if (!STEM.test(word) || (row.split && !row.split.every((w) => STEM.test(w)))) return null;
    if (word !== row.stem) changed = true;
    if (row.split && !fix) {
      const [first, second] = row.split;
      const asTwo = `${first} & ${second}${lastOf(row)}`;
      parts.push(row.known ? `(${word}${lastOf(row)} | ${asTwo})` : `(${asTwo})`);
      changed = true;
    } else parts.push(`${word}${lastOf(row)}`);
  }
  return changed && parts.length > 0 ? parts.join(' & ') : null;
}
