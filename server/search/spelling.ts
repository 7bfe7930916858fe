// The typo fallback (issue 4: 'zelfvertrowen', 'mindfullness', 'Covy'). Matching a misspelt word against a
// million titles by trigram reads thousands of rows; the catalogue has far fewer distinct words. So each word
// of the term is stemmed like the search document, and a stem no book has is replaced by the closest stem
// that books do have (search_words, trigram-indexed, most books first on a tie). The result is an ordinary
// full-text query, as fast as any other.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { searchWords } from './schema.ts';

/** pg_trgm's similarity below which a stem is not taken as meant (its default threshold is 0.3). */
const MIN_SIMILARITY = 0.35;

/**
 * The tsquery text (configuration 'simple': the words are stems already) with every unknown word corrected,
 * or null when nothing could be corrected. Stop words are left out; with `prefix` the last word is a prefix.
 */
export async function correctedQuery(db: Db, words: string[], prefix: boolean): Promise<string | null> {
  if (words.length === 0) return null;
  const rows = await queryRows<{ i: number; stem: string | null; known: boolean; fix: string | null }>(
    db,
    sql`select t.i::int as i, s.stem,
               exists (select 1 from ${searchWords} w where w.word = s.stem) as known,
               (select w.word from ${searchWords} w
                where w.word % s.stem and similarity(w.word, s.stem) >= ${MIN_SIMILARITY}
                order by similarity(w.word, s.stem) desc, w.books desc, w.word
                limit 1) as fix
        from unnest(${sql.param(words)}::text[]) with ordinality as t(word, i)
        cross join lateral (
          select case when cardinality(l) = 0 then null else coalesce(l[1], lw_unaccent(t.word)) end as stem
          from (select ts_lexize('dutch_stem', lw_unaccent(t.word)) as l) x
        ) s
        order by t.i`,
  );
  const last = rows.length;
  let changed = false;
  const parts: string[] = [];
  for (const row of rows) {
    if (row.stem === null) continue; // a stop word
    const word = row.known || !row.fix ? row.stem : row.fix;
    if (!/^[\p{L}\p{N}]+$/u.test(word)) return null;
    if (word !== row.stem) changed = true;
    parts.push(prefix && row.i === last ? `${word}:*` : word);
  }
  return changed && parts.length > 0 ? parts.join(' & ') : null;
}
