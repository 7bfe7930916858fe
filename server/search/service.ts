// Issue 4 search engine: one ranked query over the books' search document (Dutch full text, migration 0003)
// OR-ed with trigram word similarity on title and authors (typos, half-typed words), filtered by scope.
// A page is three queries: the counts of all three scopes at once, the page's ids, and their cards.
import { type SQL, sql } from 'drizzle-orm';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { OWN_EDITION } from '../../domain/labels.ts';
import { clampPage, type PageView } from '../../domain/paging.ts';
import { checkTerm, OVERLAY_LIMIT, type SearchScope, termIsbn, tsQueryText } from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { books, searchQueries } from '../db/schema.ts';
import { listOrder, type ListSettings, loadListBooks } from '../catalog/lists/list-query.ts';
import type { BookListPage, ListBook } from '../catalog/lists/types.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { type SettingsService, settingNumber } from '../settings/service.ts';

const DEFAULT_MAX_DAYS_EXPECTED = 30;
const COUNT_CACHE_ENTRIES = 5_000;

export interface ScopeCounts {
  own: number;
  sb: number;
  all: number;
}

export type TermStatus = 'ok' | 'empty' | 'too_short';

export interface SearchInput {
  term: string;
  scope: SearchScope;
  view: PageView;
  now?: Date;
}

export interface SearchResult {
  /** The term as searched (? and ! stripped, trimmed); '' when nothing was searched. */
  term: string;
  status: TermStatus;
  total: number;
  counts: ScopeCounts;
  page: BookListPage;
}

export interface Suggestion {
  sku: string;
  title: string;
  author: string | null;
  priceCents: number | null;
  coverUrl: string;
  href: string;
}

export interface Suggestions {
  term: string;
  status: TermStatus;
  total: number;
  counts: ScopeCounts;
  items: Suggestion[];
}

export interface SearchService {
  search(input: SearchInput): Promise<SearchResult>;
  /** The as-you-type overlay: at most 10 books, the last word matched as a prefix. */
  suggest(input: { term: string; scope: SearchScope; limit?: number; now?: Date }): Promise<Suggestions>;
  /** Stores a query for staff statistics (term, scope, result count, time — nothing about the visitor). */
  saveQuery(input: { term: string; scope: SearchScope; resultCount: number }): Promise<void>;
}

const NO_COUNTS: ScopeCounts = { own: 0, sb: 0, all: 0 };

/** The parts of one search as SQL: the match condition and the relevance order keys. */
interface Matcher {
  match: SQL;
  /** Exact ISBN, then exact title. */
  exact: SQL[];
  rank: SQL;
}

export function createSearchService(db: Db, settingsService: SettingsService): SearchService {
  const counts = createTtlCache<string, ScopeCounts>(undefined, COUNT_CACHE_ENTRIES);

  async function listSettings(now = new Date()): Promise<ListSettings> {
    const map = await settingsService.all();
    return {
      skuSoonAvailable: map.get('skuSoonAvailable') ?? null,
      seoTitles: map.get('seoTitles') ?? null,
      maxDaysExpected: settingNumber(map, 'maxDaysExpected', DEFAULT_MAX_DAYS_EXPECTED),
      today: amsterdamCalendarDate(now),
    };
  }

  function scopeCounts(term: string, matcher: Matcher, typing: boolean): Promise<ScopeCounts> {
    return counts.get(`${typing ? 'p' : 'w'}|${term.toLowerCase()}`, async () => {
      const [row] = await queryRows<{ own: number; sb: number; all: number }>(
        db,
        sql`select count(*) filter (where ${scopeCondition('own')})::int as own,
                   count(*) filter (where ${scopeCondition('sb')})::int as sb,
                   count(*)::int as all
            from ${books} where ${matcher.match}`,
      );
      return row ?? NO_COUNTS;
    });
  }

  async function rankedIds(
    matcher: Matcher,
    scope: SearchScope,
    order: SQL[],
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select ${books.id} as id from ${books}
          where ${scopeCondition(scope)} and ${matcher.match}
          order by ${sql.join(order, sql`, `)}
          limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => r.id);
  }

  return {
    async search({ term: raw, scope, view, now }) {
      const checked = checkTerm(raw);
      if (!checked.ok) return emptyResult(checked.reason, view);
      const matcher = buildMatcher(checked.term, false);
      const allCounts = await scopeCounts(checked.term, matcher, false);
      const total = allCounts[scope];
      const clamped = clampPage(view, total);
      const page: BookListPage = { listType: 'search', total, view: clamped, books: [] };
      if (total === 0) return { term: checked.term, status: 'ok', total, counts: allCounts, page };
      // Spec 1 §2.4: for search, sort 'id' is relevance (with stock priority when on); other sorts as lists.
      const order =
        clamped.sort === 'id'
          ? [
              ...matcher.exact,
              ...stockFirst(clamped.stockPriority),
              sql`${matcher.rank} desc`,
              sql`${books.id} desc`,
            ]
          : listOrder('search', clamped);
      const [ids, settings] = await Promise.all([
        rankedIds(matcher, scope, order, clamped.perPage, (clamped.page - 1) * clamped.perPage),
        listSettings(now),
      ]);
      page.books = await loadListBooks(db, ids, settings);
      return { term: checked.term, status: 'ok', total, counts: allCounts, page };
    },

    async suggest({ term: raw, scope, limit = OVERLAY_LIMIT, now }) {
      const checked = checkTerm(raw);
      if (!checked.ok) return { term: '', status: checked.reason, total: 0, counts: NO_COUNTS, items: [] };
      const matcher = buildMatcher(checked.term, true);
      const allCounts = await scopeCounts(checked.term, matcher, true);
      const total = allCounts[scope];
      if (total === 0) return { term: checked.term, status: 'ok', total, counts: allCounts, items: [] };
      const order = [...matcher.exact, sql`${matcher.rank} desc`, sql`${books.id} desc`];
      const [ids, settings] = await Promise.all([
        rankedIds(matcher, scope, order, Math.min(limit, OVERLAY_LIMIT), 0),
        listSettings(now),
      ]);
      const items = (await loadListBooks(db, ids, settings)).map(toSuggestion);
      return { term: checked.term, status: 'ok', total, counts: allCounts, items };
    },

    async saveQuery({ term, scope, resultCount }) {
      const checked = checkTerm(term);
      if (!checked.ok) return;
      await db.insert(searchQueries).values({ term: checked.term, scope, resultCount });
    },
  };
}

function emptyResult(status: TermStatus, view: PageView): SearchResult {
  const page: BookListPage = { listType: 'search', total: 0, view: clampPage(view, 0), books: [] };
  return { term: '', status, total: 0, counts: NO_COUNTS, page };
}

/** DESIGN.md scopes: own = the publisher's own editions, sb = the self-help range, all = every book. */
function scopeCondition(scope: SearchScope): SQL {
  if (scope === 'own') return sql`${books.sbEdition} = ${sql.raw(`'${OWN_EDITION}'`)}`;
  if (scope === 'sb') return sql`${books.inSb}`;
  return sql`true`;
}

function stockFirst(on: boolean): SQL[] {
  return on ? [sql`(${books.stock} <> 1) asc`] : [];
}

// Stored unaccented lowercase title and authors (migration 0003), with trigram indexes: no function per row.
const titleKey = books.searchTitle;
const authorsKey = books.searchAuthors;

/**
 * The match and rank of a term. A book matches when every word is in its document (stemmed, unaccented; the
 * last word as a prefix while typing), or when the whole term is a close word match of its title or authors
 * (typos), or when the term is its ISBN. Rank: the document's cover density (title weighs most) plus the
 * trigram closeness to title and authors, so a typo still ranks its intended book high, and the
 * whole-title similarity, so the shortest title that holds the term comes first.
 */
function buildMatcher(term: string, typing: boolean): Matcher {
  const isbn = termIsbn(term);
  const tsText = tsQueryText(term, typing);
  const plain = sql`lw_unaccent(lower(${term}))`;
  const query = tsText ? sql`to_tsquery('dutch', lw_unaccent(${tsText}))` : null;
  const parts: SQL[] = [sql`${plain} <% ${titleKey}`, sql`${plain} <% ${authorsKey}`];
  if (query) parts.unshift(sql`${books.searchDocument} @@ ${query}`);
  if (isbn) parts.unshift(sql`${books.sku} = ${isbn}`);
  const rank = sql`(${query ? sql`ts_rank_cd(${books.searchDocument}, ${query}, 32)` : sql`0`}
    + word_similarity(${plain}, ${titleKey}) + similarity(${plain}, ${titleKey})
    + 0.6 * word_similarity(${plain}, ${authorsKey})
    + case when ${titleKey} like ${plain} || '%' then 0.1 else 0 end)`;
  const exact = [...(isbn ? [sql`(${books.sku} = ${isbn}) desc`] : []), sql`(${titleKey} = ${plain}) desc`];
  return { match: sql`(${sql.join(parts, sql` or `)})`, exact, rank };
}

function toSuggestion(book: ListBook): Suggestion {
  return {
    sku: book.sku,
    title: book.title,
    author: book.authors.map((a) => a.name).join(', ') || null,
    priceCents: book.priceCents,
    coverUrl: book.coverUrl,
    href: book.href,
  };
}
