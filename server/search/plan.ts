// How one term is searched (issue 4 speed at 1,000,000 books). Every matching row PostgreSQL reads costs about
// a microsecond, and ranking one about ten; a common word matches 75,000 books. So no search reads or ranks
// more than a bounded number of rows:
// - ranked: at most `rankedLimit` matches (counted, with a cap, before anything else). Every match is read
//   once: exact counts per scope and the full relevance order (exact ISBN, exact title, stock, cover density +
//   trigram closeness). When the full text finds (almost) nothing, misspelt words are corrected to the
//   catalogue's own words (spelling.ts).
// - broad: more matches. Only the heading — title, ISBN, authors, subtitle, collection — counts as a match
//   (books.search_heading), the order is exact title, then stock priority and newest (an index order, so a
//   page reads only its own rows), and each scope is counted up to COUNT_CAP: above it 'meer dan 1.000'.
// The planner's row estimate (statistics only, no rows read) skips counting where it is clearly broad; it is
// accurate for one word and too low for words that go together ('elke dag'), which the capped count catches.
import { type SQL, sql } from 'drizzle-orm';
import { type SearchScope, searchWords, termIsbn, termKey, tsQueryText } from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { BOOKS, bookIndex } from './book-index.ts';
import { exactScopeCounts, scopeCondition } from './scope.ts';
import { correctedQuery } from './spelling.ts';

/** More matches than this (all books) make a results page search broad. */
export const RANKED_LIMIT = 1_000;
/**
 * The overlay ranks fewer, so it answers while the shopper types (decision 505: ranking a match costs about
 * 30 µs at a million books, so 500 took 15–70 ms).
 */
export const RANKED_LIMIT_TYPING = 100;
/**
 * Up to this many matches, the overlay's broad plan lists the titles closest to the term first (pg_trgm's
 * similarity of title and term, the main part of the rank) instead of the newest (decision 505).
 */
export const CLOSE_TITLES_TYPING = 200;
/** Exact title hits put first in a broad search. */
export const EXACT_TITLE_LIMIT = 50;
/** Counts stop here: a scope with more matches shows 'meer dan 1.000'. */
export const COUNT_CAP = 1_000;
/** A scope the planner expects to have this many times the cap is not counted at all. */
const TRUSTED_ESTIMATE_FACTOR = 2;
/** Fewer full-text matches than this (all books): try the typo correction. */
export const TYPO_FALLBACK_BELOW = 3;

export interface ScopeCounts {
  own: number;
  sb: number;
  all: number;
  /** The scopes with more matches than their count, which is then COUNT_CAP ('meer dan 1.000'). */
  capped: SearchScope[];
}

export interface SearchPlan {
  /** 'titles': only stop words ('alles', 'het') that many titles start with — listed in title order. */
  mode: 'ranked' | 'broad' | 'titles';
  /** The match condition on `books`. */
  match: SQL;
  /** Broad mode: the matches whose title (or ISBN) holds the words — listed before the other matches. */
  titleMatch: SQL;
  /** Relevance order keys: exact ISBN, exact title, then the rank (also for a broad plan's small scopes). */
  exact: SQL[];
  rank: SQL;
  /** Up to this many matches in a scope are ranked (a broad plan's own publications, say). */
  rankedLimit: number;
  countCap: number;
  /** Broad mode: a scope with at most this many matches lists the titles closest to the term first. */
  closeTitlesUpTo: number;
  /** Broad mode: the number of title matches per scope, counted when a page first needs it (up to the cap). */
  titleCounts: Partial<Record<SearchScope, number>>;
  /** The unaccented lowercase term, compared with books.search_title for exact title hits. */
  titleKey: string;
  /**
   * Broad mode: the title words the title match needs, all of them (its query is a plain AND of whole words),
   * so its title matches can be read in list order from search_title_terms (decision 500); null otherwise.
   */
  titleTerms: string[] | null;
  counts: ScopeCounts;
}

export interface PlanLimits {
  rankedLimit: number;
  countCap: number;
  /** A broad scope with at most this many matches lists its closest titles first (the overlay; 0: never). */
  closeTitlesUpTo?: number;
  /**
   * False: count the matches also where the planner's estimate says there are many (every scope up to the cap,
   * and the term's matches before the typo correction), as the typing index does; tests compare the two.
   */
  trustEstimates?: boolean;
}

export const NO_COUNTS: ScopeCounts = { own: 0, sb: 0, all: 0, capped: [] };

/** Plans the search of a checked term; `typing` matches the last word as a prefix (the overlay). */
export async function planSearch(
  db: Db,
  term: string,
  typing: boolean,
  limits: PlanLimits,
): Promise<SearchPlan> {
  const isbn = termIsbn(term);
  const titleKey = termKey(term);
  const tsText = tsQueryText(term, typing);
  const query = tsText ? sql`to_tsquery('dutch', lw_unaccent(${tsText}))` : null;
  const isbnMatch = isbn ? [sql`${bookIndex.sku} = ${isbn}`] : [];
  const plan = (
    mode: SearchPlan['mode'],
    match: SQL,
    rank: SQL,
    counts: ScopeCounts,
    titleMatch = match,
    titleTerms: string[] | null = null,
  ) => makePlan(term, limits, { mode, match, rank, counts, titleMatch, titleTerms });
  /** A heading match, listing the books whose title (or ISBN) holds the words first. */
  const headingBroad = async (q: SQL, terms: string[] | null = null) =>
    headingPlan(
      term,
      q,
      await cappedCounts(db, headingMatch(term, q), limits.countCap, limits.trustEstimates ?? true),
      limits,
      terms,
    );

  const full = query ? sql`${bookIndex.searchDocument} @@ ${query}` : null;
  // Only stop words ('het', 'de', 'van de'): the full text has nothing to look for; titles that are or start
  // with the term are what such a search means. The planner's estimate is asked at the same time (one round
  // trip fewer; for a query of stop words alone it is not used).
  const [{ lexemes, terms }, estimate] = full
    ? await Promise.all([queryLexemes(db, query!), estimateRows(db, full)])
    : [{ lexemes: 0, terms: null }, 0];
  const titlePrefix = sql`${bookIndex.searchTitle} like ${`${escapeLike(titleKey)}%`}`;
  if (lexemes === 0) {
    // The title is the term, or starts with it and a space: one range of the title index ('alles' to 'allet'),
    // the character after the term checked on the rows read (an OR would send PostgreSQL to the trigram index).
    const titleWords = sql`(${titlePrefix} and substr(${bookIndex.searchTitle}, ${[...titleKey].length + 1}, 1) in ('', ' '))`;
    const match = any([...isbnMatch, titleWords]);
    const rank = sql`similarity(${titleKey}, ${bookIndex.searchTitle})`;
    // Counted on the title index alone (an index-only scan): the scopes are counted only when few match.
    if ((await countUpTo(db, match, limits.rankedLimit)) <= limits.rankedLimit)
      return plan('ranked', match, rank, await exactScopeCounts(db, match));
    return plan(
      'titles',
      match,
      rank,
      await cappedCounts(db, match, limits.countCap, limits.trustEstimates ?? true),
    );
  }

  // Not trusting estimates (tests), the matches are counted whatever the planner expects.
  if (estimate <= limits.rankedLimit || limits.trustEstimates === false) {
    const match = documentMatch(term, full!);
    const counted = await scopeCountsUpTo(db, match, limits.rankedLimit);
    const found = counted.all;
    if (found >= TYPO_FALLBACK_BELOW && found <= limits.rankedLimit)
      return plan('ranked', match, rankWith(titleKey, query!), counted);
    if (found < TYPO_FALLBACK_BELOW) {
      // Typos: every word no book has replaced by the closest word books do have (spelling.ts).
      // Only the words a search uses (issue 11 #8): each is a trigram lookup in search_words.
      const { words, complete } = searchWords(term);
      const corrected = await correctedQuery(db, words, typing && complete);
      if (!corrected) return plan('ranked', match, rankWith(titleKey, query!), counted);
      return correctedPlan(db, term, typing, corrected, limits);
    }
  }
  return headingBroad(query!, terms);
}

/**
 * The plan of a term whose words no book holds, with the words corrected (spelling.ts): the books matching the
 * term or the corrected words, ranked — or, when the corrected word is a common one ('geheimm' → 'geheim'), a
 * broad search of the corrected words after all.
 */
export async function correctedPlan(
  db: Db,
  term: string,
  typing: boolean,
  corrected: string,
  limits: PlanLimits,
): Promise<SearchPlan> {
  const isbn = termIsbn(term);
  const titleKey = termKey(term);
  const either = sql`(to_tsquery('dutch', lw_unaccent(${tsQueryText(term, typing)})) || to_tsquery('simple', ${corrected}))`;
  const widened = any([
    ...(isbn ? [sql`${bookIndex.sku} = ${isbn}`] : []),
    sql`${bookIndex.searchTitle} like ${`${escapeLike(titleKey)}%`}`,
    sql`${bookIndex.searchDocument} @@ ${either}`,
  ]);
  const counts = await scopeCountsUpTo(db, widened, limits.rankedLimit);
  if (counts.all <= limits.rankedLimit)
    return makePlan(term, limits, {
      mode: 'ranked',
      match: widened,
      rank: rankWith(titleKey, either),
      counts,
    });
  const fixed = sql`to_tsquery('simple', ${corrected})`;
  const all = await cappedCounts(
    db,
    headingMatch(term, fixed),
    limits.countCap,
    limits.trustEstimates ?? true,
  );
  return headingPlan(term, fixed, all, limits, null);
}

/**
 * A ranked plan's match: the whole documents, the ISBN, and a title that starts with the term (so stop words the
 * document lacks still match: 'Gezond oud wo…').
 */
function documentMatch(term: string, full: SQL): SQL {
  const isbn = termIsbn(term);
  return any([
    ...(isbn ? [sql`${bookIndex.sku} = ${isbn}`] : []),
    sql`${bookIndex.searchTitle} like ${`${escapeLike(termKey(term))}%`}`,
    full,
  ]);
}

/**
 * Issue 33 (decision 755): whether planSearch's plan for a term is broad although few headings hold its words —
 * the whole documents hold more than a ranked search takes. As planSearch decides it: above the planner's
 * estimate of the documents' matches; where the estimate says few (or is not trusted), their count. `undefined`
 * where the estimate says few: planSearch then counts and ranks, and the caller leaves it to it.
 */
export async function documentsBroad(
  db: Db,
  term: string,
  typing: boolean,
  limits: PlanLimits,
): Promise<boolean | undefined> {
  const tsText = tsQueryText(term, typing);
  if (!tsText) return false;
  const full = sql`${bookIndex.searchDocument} @@ to_tsquery('dutch', lw_unaccent(${tsText}))`;
  if (limits.trustEstimates !== false)
    return (await estimateRows(db, full)) > limits.rankedLimit ? true : undefined;
  return (await countUpTo(db, documentMatch(term, full), limits.rankedLimit)) > limits.rankedLimit;
}

/** A plan of a term: its exact keys (ISBN, title) and limits with what the caller decided. */
function makePlan(
  term: string,
  limits: PlanLimits,
  parts: Pick<SearchPlan, 'mode' | 'match' | 'rank' | 'counts'> &
    Partial<Pick<SearchPlan, 'titleMatch' | 'titleTerms'>>,
): SearchPlan {
  const isbn = termIsbn(term);
  const titleKey = termKey(term);
  return {
    titleMatch: parts.match,
    titleTerms: null,
    ...parts,
    exact: [
      ...(isbn ? [sql`(${bookIndex.sku} = ${isbn}) desc`] : []),
      sql`(${bookIndex.searchTitle} = ${titleKey}) desc`,
    ],
    rankedLimit: limits.rankedLimit,
    countCap: limits.countCap,
    closeTitlesUpTo: limits.closeTitlesUpTo ?? 0,
    titleCounts: {},
    titleKey,
  };
}

/** Whether a broad plan lists the scope's title matches closest first (decision 505). */
export function closeTitlesFirst(plan: SearchPlan, scope: SearchScope): boolean {
  return !plan.counts.capped.includes(scope) && plan.counts[scope] <= plan.closeTitlesUpTo;
}

/** A broad plan's match: the heading holds the query (or the term is the book's ISBN). */
function headingMatch(term: string, q: SQL): SQL {
  const isbn = termIsbn(term);
  return any([...(isbn ? [sql`${bookIndex.sku} = ${isbn}`] : []), sql`${bookIndex.searchHeading} @@ ${q}`]);
}

/**
 * The broad plan of a heading query `q` with its counts (counted by cappedCounts, or by the typing index): the
 * heading matches, those whose title (or ISBN) holds the words first.
 */
export function headingPlan(
  term: string,
  q: SQL,
  counts: ScopeCounts,
  limits: PlanLimits,
  terms: string[] | null,
): SearchPlan {
  const isbn = termIsbn(term);
  return makePlan(term, limits, {
    mode: 'broad',
    match: headingMatch(term, q),
    titleMatch: any([
      ...(isbn ? [sql`${bookIndex.sku} = ${isbn}`] : []),
      sql`${bookIndex.searchTitleWords} @@ ${q}`,
    ]),
    rank: rankWith(termKey(term), q),
    counts,
    // An ISBN term also matches by its sku: the title words alone would not say the same.
    titleTerms: isbn ? null : terms,
  });
}

/**
 * The relevance of a match: the document's cover density (title weighs most) plus the trigram closeness of
 * the whole term to title and authors (so the shortest title holding the term comes first, and a typo still
 * ranks its intended book high), and a little more for a title that starts with the term.
 */
function rankWith(titleKey: string, query: SQL): SQL {
  const plain = sql`${titleKey}`;
  return sql`(ts_rank_cd(${bookIndex.searchDocument}, ${query}, 32)
    + word_similarity(${plain}, ${bookIndex.searchTitle}) + similarity(${plain}, ${bookIndex.searchTitle})
    + 0.6 * word_similarity(${plain}, ${bookIndex.searchAuthors})
    + case when ${bookIndex.searchTitle} like ${`${escapeLike(titleKey)}%`} then 0.1 else 0 end)`;
}

/**
 * A broad plan's title matches in a scope, counted up to the cap plus one (more than the cap: the title
 * matches alone fill every page there is). Kept on the plan, which is cached with its counts; only a page
 * beyond the last title match needs it.
 */
export async function titleMatchCount(db: Db, plan: SearchPlan, scope: SearchScope): Promise<number> {
  const known = plan.titleCounts[scope];
  if (known !== undefined) return known;
  const n = await countUpTo(db, sql`${plan.titleMatch} and ${scopeCondition(scope)}`, plan.countCap);
  plan.titleCounts[scope] = n;
  return n;
}

function any(parts: SQL[]): SQL {
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The query's number of nodes (0: only stop words) and, when it is a plain AND of whole words ('dag' &
 * 'meditatie', no prefix, phrase, OR or NOT), those words — as querytree writes them, quotes doubled inside.
 */
async function queryLexemes(db: Db, query: SQL): Promise<{ lexemes: number; terms: string[] | null }> {
  const [row] = await queryRows<{ n: number; tree: string }>(
    db,
    sql`select numnode(${query})::int as n, querytree(${query}) as tree`,
  );
  return { lexemes: row?.n ?? 0, terms: andedTerms(row?.tree ?? '') };
}

const QUOTED_TERM = /^'((?:[^']|'')+)'$/;

/** The words of a querytree that is word & word & …; null for anything else. */
export function andedTerms(tree: string): string[] | null {
  const terms: string[] = [];
  for (const part of tree.split(' & ')) {
    const word = QUOTED_TERM.exec(part)?.[1];
    if (word === undefined) return null;
    terms.push(word.replaceAll("''", "'"));
  }
  return terms.length > 0 ? [...new Set(terms)] : null;
}

/** The planner's row estimate for books matching a condition (from its statistics; no rows are read). */
async function estimateRows(db: Db, condition: SQL): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`explain (format json) select 1 from ${BOOKS} where ${condition}`,
  );
  const cell = Object.values(rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The matches counted per scope in one pass, reading no more than limit + 1 rows: exact counts (a ranked plan's)
 * when `all` is at most the limit; above it, only that there are more.
 */
async function scopeCountsUpTo(db: Db, match: SQL, limit: number): Promise<ScopeCounts> {
  const [row] = await queryRows<{ own: number; sb: number; all: number }>(
    db,
    sql`select count(*) filter (where own)::int as own, count(*) filter (where sb)::int as sb,
               count(*)::int as all
        from (select ${scopeCondition('own')} as own, ${scopeCondition('sb')} as sb from ${BOOKS}
              where ${match} limit ${limit + 1}) m`,
  );
  return { own: row?.own ?? 0, sb: row?.sb ?? 0, all: row?.all ?? 0, capped: [] };
}

/** The number of matches, counting no further than limit + 1 (reads at most that many rows). */
async function countUpTo(db: Db, condition: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${BOOKS} where ${condition} limit ${limit + 1}) m`,
  );
  return row?.n ?? 0;
}

/**
 * Each scope counted up to the cap. A scope the planner expects to hold several times the cap is not counted:
 * its estimate is reliable in that direction (too low, if anything, for words that go together). The own
 * publications are a few dozen books: always counted.
 */
async function cappedCounts(db: Db, match: SQL, cap: number, trustEstimates: boolean): Promise<ScopeCounts> {
  const count = async (scope: SearchScope) => {
    const where = sql`${match} and ${scopeCondition(scope)}`;
    const clearlyMore =
      trustEstimates && scope !== 'own' && (await estimateRows(db, where)) > cap * TRUSTED_ESTIMATE_FACTOR;
    const n = clearlyMore ? cap + 1 : await countUpTo(db, where, cap);
    return n > cap ? { n: cap, capped: true } : { n, capped: false };
  };
  const [own, sb, all] = await Promise.all([count('own'), count('sb'), count('all')]);
  const capped = (['own', 'sb', 'all'] as const).filter((s) => ({ own, sb, all })[s].capped);
  return { own: own.n, sb: sb.n, all: all.n, capped };
}
