// Issue 16 overlay speed (decision 504): the overlay's broad searches answered from the typing index. plan.ts
// asks the database four to six statements per input (the query's words and the planner's estimate, capped
// counts per scope, exact titles, the title window, the typo lookup); here one statement stems the typed words
// (PostgreSQL's own Dutch stemmer, so the words are those plan.ts would search), the index counts and chooses
// the page in memory, and one more statement reads its cards. Only where plan.ts would make the same broad plan:
// more heading matches than the ranked limit, for the words as typed or — when they match (almost) nothing —
// for the words corrected as spelling.ts corrects them (the near words found in memory) — and, for fewer heading
// matches, where the whole documents hold more than a ranked search takes (decision 755: the planner's estimate,
// one statement that reads no rows; two words with the second half typed). Everything else (ISBNs, stop words
// alone, ranked searches, compounds split in two) is null here, and plan.ts answers it.
import { type SQL, sql } from 'drizzle-orm';
import { searchWords, termIsbn, termKey, tsQueryText } from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { BOOKS, bookIndex } from './book-index.ts';
import {
  closeTitlesFirst,
  correctedPlan,
  documentsBroad,
  EXACT_TITLE_LIMIT,
  headingPlan,
  NO_COUNTS,
  type PlanLimits,
  type SearchPlan,
  TYPO_FALLBACK_BELOW,
} from './plan.ts';
import {
  assembleCorrection,
  MAX_LENGTH_DIFFERENCE,
  NEAR_SIMILARITY,
  NEAR_WORDS,
  stemOf,
  typedWords,
  type WordRow,
} from './spelling.ts';
import type { IndexCounts, IndexTerm, TypingIndex } from './typing-index.ts';
import { localWords, type LocalWord } from './dutch-words.ts';
import type { SearchScope } from '../../domain/search.ts';

/** A term of this many digits may be the start of an ISBN, which the index leaves out. */
const ISBN_LIKE_DIGITS = 5;

export interface TypingAnswer {
  plan: SearchPlan;
  /** The scope's first page, chosen in memory; null where plan.ts's order ranks the scope (few matches). */
  ids: number[] | null;
}

const TERM = /^'((?:[^']|'')+)'(:\*)?$/;

/** The terms of a querytree that is term & term & … (the last maybe a prefix); null for anything else. */
export function treeTerms(tree: string): IndexTerm[] | null {
  const terms: IndexTerm[] = [];
  for (const part of tree.split(' & ')) {
    const m = TERM.exec(part);
    if (!m) return null;
    terms.push({ word: m[1]!.replaceAll("''", "'"), prefix: m[2] !== undefined });
  }
  return terms.length > 0 ? terms : null;
}

/** The terms of a corrected query (spelling.ts: stems joined by ' & ', the last maybe with ':*'); null for a split. */
export function correctedTerms(corrected: string): IndexTerm[] | null {
  if (/[()|]/.test(corrected)) return null;
  return corrected
    .split(' & ')
    .map((part) =>
      part.endsWith(':*') ? { word: part.slice(0, -2), prefix: true } : { word: part, prefix: false },
    );
}

/**
 * The overlay's plan for a checked term from the index, and the scope's first page; null where plan.ts answers.
 */
export async function typingAnswer(
  db: Db,
  index: TypingIndex,
  input: { term: string; scope: SearchScope; limit: number; limits: PlanLimits },
): Promise<TypingAnswer | null> {
  const { term, scope, limit, limits } = input;
  if (termIsbn(term)) return null;
  const tsText = tsQueryText(term, true);
  if (!tsText) return null;
  const { words, complete } = searchWords(term);
  // The words as PostgreSQL makes them: in JavaScript with the database's unaccent rules (decision 506), or
  // asked from the database where a word is not plain letters and digits.
  const local = index.unaccentRules ? localWords(index.unaccentRules, tsText, words) : null;
  const read = local ?? (await databaseWords(db, tsText, words));
  if (!read || read.terms.length === 0) return null;
  const { terms } = read;
  if (terms.some((t) => /^\d+$/.test(t.word) && t.word.length >= ISBN_LIKE_DIGITS)) return null;
  const q = sql`to_tsquery('dutch', lw_unaccent(${tsText}))`;
  const found = index.counts(terms, limits.countCap);
  if (isBroad(found, limits)) return answer(index, { term, q, terms, counts: found, scope, limit, limits });
  if (found.all >= TYPO_FALLBACK_BELOW) {
    // Few headings hold the words — two words with the second half typed, say ('elke dag gel'): plan.ts's plan is
    // broad all the same, these headings, when the whole documents hold many (decision 755); else it ranks them.
    if ((await documentsBroad(db, term, true, limits)) !== true) return null;
    return answer(index, { term, q, terms, counts: found, scope, limit, limits });
  }
  // (Almost) nothing in the headings: plan.ts corrects the words when the whole documents hold fewer than three
  // matches too (a title that starts with the term counts as one).
  const matches =
    index.titlePrefixCount(termKey(term), TYPO_FALLBACK_BELOW) + (await documentMatches(db, tsText));
  if (matches >= TYPO_FALLBACK_BELOW) return null;
  const rows = read.rows.map((w) => wordRow(index, w, words, complete));
  const corrected = assembleCorrection(rows, complete);
  // Nothing matches and nothing is corrected: plan.ts finds nothing either.
  if (!corrected && matches === 0 && found.all === 0)
    return { plan: headingPlan(term, q, NO_COUNTS, limits, null), ids: [] };
  const fixedTerms = corrected ? correctedTerms(corrected) : null;
  if (!corrected || !fixedTerms) return null;
  const fixedCounts = index.counts(fixedTerms, limits.countCap);
  // Few books hold the corrected words: ranked by the database over the term's and the corrected words' matches.
  if (!isBroad(fixedCounts, limits))
    return { plan: await correctedPlan(db, term, true, corrected, limits), ids: null };
  const fixed = sql`to_tsquery('simple', ${corrected})`;
  return answer(index, { term, q: fixed, terms: fixedTerms, counts: fixedCounts, scope, limit, limits });
}

/**
 * The query's words as PostgreSQL's Dutch configuration stems them (its querytree), and each typed word with its
 * stem, the stem of it and the next word written as one, and the stems of its splits (what spelling.ts asks,
 * without the near words). Reads no table; prepared once per connection, as planning it costs more than running.
 */
function prepareWords(db: Db) {
  return db
    .select({
      tree: sql<string>`querytree(x.q)`,
      words: sql<LocalWord[] | null>`(
          select json_agg(json_build_object('i', t.i, 'typed', u.typed, 'stem', s.stem, 'joined', j.stem,
                   'splits', array(select json_build_object('first', left(u.typed, c.at), 'rest',
                                          ${stemOf(sql`substr(u.typed, c.at + 1)`)})
                                   from generate_series(3, length(u.typed) - 3) as c(at) order by c.at))
                 order by t.i)
          from ${typedWords(sql.placeholder('words'), sql.placeholder('next'))}
          cross join lateral (
            select case when u.next is null then null else ${stemOf(sql`(u.typed || u.next)`)} end as stem
          ) j)`,
    })
    .from(sql`(select to_tsquery('dutch', lw_unaccent(${sql.placeholder('ts')}::text)) as q) x`)
    .prepare('lw_typing_words');
}

/** The query's terms and the typed words' rows, from the database (null: no plain query of words). */
export async function databaseWords(
  db: Db,
  tsText: string,
  words: string[],
): Promise<{ terms: IndexTerm[]; rows: LocalWord[] } | null> {
  const [row] = await preparedWords(db).execute({ ts: tsText, words, next: words.slice(1) });
  const terms = treeTerms(row?.tree ?? '');
  return row && terms ? { terms, rows: row.words ?? [] } : null;
}

const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareWords>>();

function preparedWords(db: Db): ReturnType<typeof prepareWords> {
  let query = preparedByDb.get(db);
  if (!query) preparedByDb.set(db, (query = prepareWords(db)));
  return query;
}

/** More heading matches than a ranked search takes: plan.ts's plan is broad too. */
function isBroad(counts: { all: number; capped: SearchScope[] }, limits: PlanLimits): boolean {
  return counts.capped.includes('all') || counts.all > limits.rankedLimit;
}

/** The whole documents' matches, counted up to TYPO_FALLBACK_BELOW (a few rare words: a quick index lookup). */
async function documentMatches(db: Db, tsText: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${BOOKS}
          where ${bookIndex.searchDocument} @@ to_tsquery('dutch', lw_unaccent(${tsText}))
          limit ${TYPO_FALLBACK_BELOW}) m`,
  );
  return row?.n ?? 0;
}

/** spelling.ts's row of a typed word, with what the database answers there looked up in the index instead. */
function wordRow(index: TypingIndex, w: LocalWord, words: readonly string[], prefix: boolean): WordRow {
  const known = w.stem !== null && index.wordBooks(w.stem) !== undefined;
  const typedLength = [...(words[w.i - 1] ?? '')].length;
  const stemLength = w.stem === null ? 0 : [...w.stem].length;
  const last = prefix && w.i === words.length;
  const near =
    known || w.stem === null
      ? null
      : index.nearWords(
          w.stem,
          NEAR_SIMILARITY,
          (word) => {
            const length = [...word].length;
            return (
              last ||
              Math.abs(length - stemLength) <= MAX_LENGTH_DIFFERENCE ||
              Math.abs(length - typedLength) <= MAX_LENGTH_DIFFERENCE
            );
          },
          NEAR_WORDS,
        );
  const joined = w.joined !== null && index.wordBooks(w.joined) !== undefined ? w.joined : null;
  let split: [string, string] | null = null;
  let best = -1;
  for (const { first, rest } of w.splits) {
    const a = index.wordBooks(first);
    const b = index.wordBooks(rest);
    if (a === undefined || b === undefined) continue;
    if (Math.min(a, b) > best) {
      best = Math.min(a, b);
      split = [first, rest];
    }
  }
  return { i: w.i, typed: w.typed, stem: w.stem, known, near, joined, split };
}

function answer(
  index: TypingIndex,
  input: {
    term: string;
    q: SQL;
    terms: IndexTerm[];
    counts: { own: number; sb: number; all: number; capped: SearchScope[] };
    scope: SearchScope;
    limit: number;
    limits: PlanLimits;
  },
): TypingAnswer {
  const { term, q, terms, counts, scope, limit, limits } = input;
  const plan = headingPlan(term, q, counts, limits, null);
  // service.ts pageBooks: a scope with few matches is ranked (by the database); the others in list order.
  const ranked = !counts.capped.includes(scope) && counts[scope] <= limits.rankedLimit;
  const ids = ranked
    ? null
    : index.page({
        terms,
        titleKey: termKey(term),
        scope,
        limit,
        exactLimit: EXACT_TITLE_LIMIT,
        closest: closeTitlesFirst(plan, scope),
      });
  return { plan, ids };
}

/**
 * Issue 33 (decision 750): the cheaper answer when the database ran out of time for a search — the books whose
 * heading holds the words (the last one as a prefix), from the index in memory: counted per scope up to
 * `countCap`, the scope's first `limit` in the index's order (exact titles, other titles, other headings). Only
 * the words may be asked from the database (one statement that reads no table). Null where the index cannot
 * answer the term (an ISBN, nothing but stop words).
 */
export async function degradedAnswer(
  db: Db,
  index: TypingIndex,
  input: { term: string; scope: SearchScope; limit: number; countCap: number },
): Promise<{ counts: IndexCounts; ids: number[] } | null> {
  const { term, scope, limit, countCap } = input;
  if (termIsbn(term)) return null;
  const tsText = tsQueryText(term, true);
  if (!tsText) return null;
  const { words } = searchWords(term);
  const read =
    (index.unaccentRules ? localWords(index.unaccentRules, tsText, words) : null) ??
    (await databaseWords(db, tsText, words));
  if (!read || read.terms.length === 0) return null;
  const { terms } = read;
  const ids = index.page({ terms, titleKey: termKey(term), scope, limit, exactLimit: EXACT_TITLE_LIMIT });
  return { counts: index.counts(terms, countCap), ids };
}
