// How one term is searched (issue 4 speed at 1,000,000 books). Ranking by relevance means reading every
// matching row, which is fine for a few thousand matches and takes seconds for a common word ('leven' matches
// 75,000 books). So the planner's own estimate decides between two modes:
// - ranked: at most RANKED_LIMIT expected matches. Every match is read once: exact counts per scope and the
//   full relevance order (exact ISBN, exact title, stock, cover density + trigram closeness). When the full
//   text finds (almost) nothing, misspelt words are corrected to the catalogue's own words (spelling.ts).
// - broad: more expected matches. Only title, ISBN, authors, subtitle and collection count as a match (weights
//   A and B), the order is exact title, then stock priority and newest (an index order, so a page reads only
//   its own rows), and the counts are the planner's estimates, shown as approximate.
import { type SQL, sql } from 'drizzle-orm';
import {
  roundEstimate,
  type SearchScope,
  termIsbn,
  termKey,
  termWords,
  tsQueryText,
} from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { books } from '../db/schema.ts';
import { scopeCondition } from './scope.ts';
import { correctedQuery } from './spelling.ts';

/** Above this many estimated matches (all books) a search is broad. */
export const RANKED_LIMIT = 2_000;
/** Fewer full-text matches than this (all books): add the trigram matches for typos. */
const TYPO_FALLBACK_BELOW = 3;
/** In a broad search, a scope expected to have at most this many matches is counted (up to this many). */
const COUNT_CAP = 1_000;

export interface ScopeCounts {
  own: number;
  sb: number;
  all: number;
  /** The scopes whose count is the database's estimate, rounded (broad searches). */
  approximate: SearchScope[];
}

export interface SearchPlan {
  mode: 'ranked' | 'broad';
  /** The match condition on `books`. */
  match: SQL;
  /** Relevance order keys (ranked mode): exact ISBN, exact title, then the rank. */
  exact: SQL[];
  rank: SQL;
  /** The unaccented lowercase term, compared with books.search_title for exact title hits. */
  titleKey: string;
  counts: ScopeCounts;
}

export const NO_COUNTS: ScopeCounts = { own: 0, sb: 0, all: 0, approximate: [] };

/** Plans the search of a checked term; `typing` matches the last word as a prefix (the overlay). */
export async function planSearch(
  db: Db,
  term: string,
  typing: boolean,
  rankedLimit: number = RANKED_LIMIT,
): Promise<SearchPlan> {
  const isbn = termIsbn(term);
  const titleKey = termKey(term);
  const tsText = tsQueryText(term, typing);
  const query = tsText ? sql`to_tsquery('dutch', lw_unaccent(${tsText}))` : null;
  const exact = [
    ...(isbn ? [sql`(${books.sku} = ${isbn}) desc`] : []),
    sql`(${books.searchTitle} = ${titleKey}) desc`,
  ];
  const isbnMatch = isbn ? [sql`${books.sku} = ${isbn}`] : [];

  // Only stop words ('het', 'de', 'van de'): the full text has nothing to look for; titles that are or start
  // with the term are what such a search means.
  const lexemes = query ? await lexemeCount(db, query) : 0;
  if (lexemes === 0) {
    const titleMatch = sql`(${books.searchTitle} = ${titleKey} or ${books.searchTitle} like ${`${escapeLike(titleKey)} %`})`;
    const match = any([...isbnMatch, titleMatch]);
    const counts = await countsFor(db, match, rankedLimit);
    return {
      mode: counts.approximate.length > 0 ? 'broad' : 'ranked',
      match,
      exact,
      rank: sql`similarity(${titleKey}, ${books.searchTitle})`,
      titleKey,
      counts,
    };
  }

  const estimate = await estimateRows(db, sql`${books.searchDocument} @@ ${query!}`);
  if (estimate > rankedLimit) {
    const weighted = sql`to_tsquery('dutch', lw_unaccent(${weightedQuery(tsText!)}))`;
    const match = any([...isbnMatch, sql`${books.searchDocument} @@ ${weighted}`]);
    return {
      mode: 'broad',
      match,
      exact,
      // Not used: a broad page is in index order.
      rank: sql`0.0`,
      titleKey,
      counts: await countsFor(db, match, rankedLimit),
    };
  }

  const plain = sql`${titleKey}`;
  const rankWith = (q: SQL) => sql`(ts_rank_cd(${books.searchDocument}, ${q}, 32)
    + word_similarity(${plain}, ${books.searchTitle}) + similarity(${plain}, ${books.searchTitle})
    + 0.6 * word_similarity(${plain}, ${books.searchAuthors})
    + case when ${books.searchTitle} like ${`${escapeLike(titleKey)}%`} then 0.1 else 0 end)`;
  // A title that starts with the term also matches: stop words the document lacks ('Gezond oud wo…').
  const titlePrefix = sql`${books.searchTitle} like ${`${escapeLike(titleKey)}%`}`;
  let match = any([...isbnMatch, titlePrefix, sql`${books.searchDocument} @@ ${query!}`]);
  let rank = rankWith(query!);
  let counts = await exactCounts(db, match);
  if (counts.all < TYPO_FALLBACK_BELOW) {
    // Typos: every word no book has replaced by the closest word books do have (spelling.ts).
    const corrected = await correctedQuery(db, termWords(term), typing);
    if (corrected) {
      const either = sql`(${query!} || to_tsquery('simple', ${corrected}))`;
      // The corrected word may be a common one ('geheimm' → 'geheim'): then it is a broad search after all.
      if ((await estimateRows(db, sql`${books.searchDocument} @@ ${either}`)) > rankedLimit) {
        const weighted = sql`to_tsquery('simple', ${weightedQuery(corrected)})`;
        const broad = any([...isbnMatch, sql`${books.searchDocument} @@ ${weighted}`]);
        return {
          mode: 'broad',
          match: broad,
          exact,
          rank: sql`0.0`,
          titleKey,
          counts: await countsFor(db, broad, rankedLimit),
        };
      }
      match = any([...isbnMatch, titlePrefix, sql`${books.searchDocument} @@ ${either}`]);
      rank = rankWith(either);
      counts = await exactCounts(db, match);
    }
  }
  return { mode: 'ranked', match, exact, rank, titleKey, counts };
}

/** The tsquery text with every word limited to weights A and B (title, ISBN, authors, subtitle, collection). */
function weightedQuery(tsText: string): string {
  return tsText
    .split(' & ')
    .map((word) => (word.endsWith(':*') ? `${word}AB` : `${word}:AB`))
    .join(' & ');
}

function any(parts: SQL[]): SQL {
  return sql`(${sql.join(parts, sql` or `)})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function lexemeCount(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select numnode(${query})::int as n`);
  return row?.n ?? 0;
}

/** The planner's row estimate for books matching a condition (from its statistics; no rows are read). */
async function estimateRows(db: Db, condition: SQL): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${books} where ${condition}`,
  );
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** Every scope counted in one pass over the matches. */
async function exactCounts(db: Db, match: SQL): Promise<ScopeCounts> {
  const [row] = await queryRows<{ own: number; sb: number; all: number }>(
    db,
    sql`select count(*) filter (where ${scopeCondition('own')})::int as own,
               count(*) filter (where ${scopeCondition('sb')})::int as sb,
               count(*)::int as all
        from ${books} where ${match}`,
  );
  return { own: row?.own ?? 0, sb: row?.sb ?? 0, all: row?.all ?? 0, approximate: [] };
}

/**
 * Counts per scope: exact while the estimate is small enough to read, otherwise the estimate. A scope's
 * estimate can be far off (the self-help books use some words more than others), so a small one is checked
 * by counting at most COUNT_CAP matches. The own publications are a few dozen books: always exact.
 */
async function countsFor(db: Db, match: SQL, rankedLimit: number): Promise<ScopeCounts> {
  const estimate = await estimateRows(db, match);
  if (estimate <= rankedLimit) return exactCounts(db, match);
  const count = async (scope: SearchScope) => {
    const where = sql`${match} and ${scopeCondition(scope)}`;
    const expected = scope === 'own' ? 0 : await estimateRows(db, where);
    if (expected <= COUNT_CAP) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from ${books} where ${where} limit ${COUNT_CAP + 1}) m`,
      );
      const n = row?.n ?? 0;
      if (n <= COUNT_CAP || scope === 'own') return { n, approximate: false };
    }
    return { n: roundEstimate(Math.max(expected, COUNT_CAP + 1)), approximate: true };
  };
  const [own, sb, all] = await Promise.all([count('own'), count('sb'), count('all')]);
  const approximate = (['own', 'sb', 'all'] as const).filter((s) => ({ own, sb, all })[s].approximate);
  return { own: own.n, sb: sb.n, all: all.n, approximate };
}
