// Issue 4 search engine over the books' search document (Dutch full text, migration 0003), with trigram
// matches for typos. plan.ts decides per term how (ranked or broad) and counts; a page is then the page's ids
// in the plan's order and their cards. Plans are cached 30 s per term, like list counts.
import { type SQL, sql } from 'drizzle-orm';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { clampPage, DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import {
  checkTerm,
  DEFAULT_MIN_LENGTH_SEARCH_SUGGESTION,
  OVERLAY_LIMIT,
  type SearchScope,
} from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { books, searchQueries } from '../db/schema.ts';
import { listOrder, type ListSettings, loadListBooks } from '../catalog/lists/list-query.ts';
import type { BookListPage, ListBook } from '../catalog/lists/types.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import {
  type ElevatedBooks,
  elevatedBooks,
  type SearchIntention,
  searchIntentions,
  topMatch,
} from './page-extras.ts';
import {
  COUNT_CAP,
  NO_COUNTS,
  type PlanLimits,
  planSearch,
  RANKED_LIMIT,
  RANKED_LIMIT_TYPING,
  type ScopeCounts,
  type SearchPlan,
  titleMatchCount,
} from './plan.ts';
import { newestFirst, scopeCondition, stockFirst } from './scope.ts';
import { type AdvancedSearchInput, type AdvancedSearchResult, createAdvancedSearch } from './advanced.ts';
import { type SettingsService, settingNumber } from '../settings/service.ts';

const DEFAULT_MAX_DAYS_EXPECTED = 30;
const PLAN_CACHE_ENTRIES = 5_000;
/** Exact title hits put first in a broad search. */
const EXACT_TITLE_LIMIT = 50;

export type { ScopeCounts } from './plan.ts';

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

/** The results page (spec 1 §2.1): the ranked page and, on its first page, what the page shows besides. */
export interface SearchPage extends SearchResult {
  /** Spec 1 §5 'did you mean'. */
  topMatch: ListBook | null;
  elevated: ElevatedBooks | null;
  intentions: SearchIntention[];
}

export interface SearchService {
  search(input: SearchInput): Promise<SearchResult>;
  resultsPage(input: SearchInput): Promise<SearchPage>;
  /** Spec 1 §2.1 /search-advanced: the books meeting every criterion of the advanced form (server/search/advanced.ts). */
  advanced(input: AdvancedSearchInput): Promise<AdvancedSearchResult>;
  /** The as-you-type overlay: at most 10 books, the last word matched as a prefix. */
  suggest(input: { term: string; scope: SearchScope; limit?: number; now?: Date }): Promise<Suggestions>;
  /**
   * Stores a query for staff statistics (term, scope, result count, time — nothing about the visitor). The
   * count is the overlay's (the last word as a prefix), counted here rather than taken from the caller. Null,
   * and nothing stored, for a term that is not searched (empty or too short).
   */
  saveQuery(input: { term: string; scope: SearchScope }): Promise<SavedQuery | null>;
}

export interface SavedQuery {
  term: string;
  scope: SearchScope;
  resultCount: number;
}

export function createSearchService(
  db: Db,
  settingsService: SettingsService,
  /** Lower limits let tests reach the broad mode on the small demo catalogue. */
  options: { limits?: { page: PlanLimits; typing: PlanLimits } } = {},
): SearchService {
  const limits = options.limits ?? {
    page: { rankedLimit: RANKED_LIMIT, countCap: COUNT_CAP },
    typing: { rankedLimit: RANKED_LIMIT_TYPING, countCap: COUNT_CAP },
  };
  const plans = createTtlCache<string, SearchPlan>(undefined, PLAN_CACHE_ENTRIES);

  async function listSettings(now = new Date()): Promise<ListSettings> {
    const map = await settingsService.all();
    return {
      skuSoonAvailable: map.get('skuSoonAvailable') ?? null,
      seoTitles: map.get('seoTitles') ?? null,
      maxDaysExpected: settingNumber(map, 'maxDaysExpected', DEFAULT_MAX_DAYS_EXPECTED),
      today: amsterdamCalendarDate(now),
    };
  }

  function planFor(term: string, typing: boolean): Promise<SearchPlan> {
    return plans.get(`${typing ? 'p' : 'w'}|${term.toLowerCase()}`, () =>
      planSearch(db, term, typing, typing ? limits.typing : limits.page),
    );
  }

  const ids = (order: SQL[], condition: SQL, limit: number, skip: number) =>
    queryRows<{ id: number }>(
      db,
      sql`select ${books.id} as id from ${books} where ${condition}
          order by ${sql.join(order, sql`, `)} limit ${limit} offset ${skip}`,
    ).then((rows) => rows.map((r) => r.id));

  /** One page of ids in the plan's order for the scope (spec 1 §2.4: sort 'id' is relevance for search). */
  async function pageIds(
    plan: SearchPlan,
    scope: SearchScope,
    view: PageView,
    perPage: number = view.perPage,
  ): Promise<number[]> {
    const where = sql`${scopeCondition(scope)} and ${plan.match}`;
    const offset = (view.page - 1) * perPage;
    if (view.sort !== 'id') return ids(listOrder('search', view), where, perPage, offset);
    const stock = stockFirst(view.stockPriority);
    const rankAll =
      plan.mode === 'ranked' ||
      (!plan.counts.capped.includes(scope) && plan.counts[scope] <= plan.rankedLimit);
    if (rankAll) {
      return ids(
        [...plan.exact, ...stock, sql`${plan.rank} desc`, sql`${books.id} desc`],
        where,
        perPage,
        offset,
      );
    }
    if (plan.mode === 'titles') {
      // Titles that start with stop words ('alles …'): in the title index's order, the term itself first.
      return ids([sql`${books.searchTitle} using ~<~`, sql`${books.id} desc`], where, perPage, offset);
    }
    // Broad: the exact titles (an index lookup), then the other titles that hold the words, then the other
    // matches (authors, subtitles, collections), each in list order so a page reads only its own rows.
    const order = [...stock, newestFirst(view.stockPriority)];
    // A title equal to the term holds the term's words: the title index alone finds these.
    const exactIds = await ids(
      order,
      sql`${scopeCondition(scope)} and ${books.searchTitle} = ${plan.titleKey}`,
      EXACT_TITLE_LIMIT,
      0,
    );
    const notExact =
      exactIds.length > 0 ? sql` and ${books.id} <> all(${sql.param(exactIds)}::int[])` : sql``;
    const page = exactIds.slice(offset, offset + perPage);
    const titled = sql`${scopeCondition(scope)} and ${plan.titleMatch}${notExact}`;
    const skip = Math.max(0, offset - exactIds.length);
    let needed = perPage - page.length;
    if (needed > 0) {
      const got = await ids(order, titled, needed, skip);
      page.push(...got);
      needed -= got.length;
      if (needed > 0) {
        // The title matches ended on this page (their number is skip + got), or before it: then count them.
        const titles =
          got.length > 0 || skip === 0
            ? skip + got.length
            : (await titleMatchCount(db, plan, scope)) - exactIds.length;
        const others = sql`${where} and not (${plan.titleMatch})`;
        page.push(...(await ids(order, others, needed, Math.max(0, skip - titles))));
      }
    }
    return page;
  }

  /** Spec 1 §5 'did you mean', §7.3 elevated results and search intentions for a term (page-extras.ts). */
  async function pageExtras(term: string, scope: SearchScope, now?: Date) {
    const [settings, all] = await Promise.all([listSettings(now), settingsService.all()]);
    const minLength = settingNumber(all, 'minLengthSearchSuggestion', DEFAULT_MIN_LENGTH_SEARCH_SUGGESTION);
    const [top, elevated, intentions] = await Promise.all([
      topMatch(db, { term, scope, minLength, settings }),
      elevatedBooks(db, { term, scope, settings }),
      searchIntentions(db, { term, scope }),
    ]);
    return { topMatch: top, elevated, intentions };
  }

  const advanced = createAdvancedSearch(db, listSettings);

  const service: SearchService = {
    advanced,

    async search({ term: raw, scope, view, now }) {
      const checked = checkTerm(raw);
      if (!checked.ok) return emptyResult(checked.reason, view);
      const plan = await planFor(checked.term, false);
      const allCounts = plan.counts;
      const total = allCounts[scope];
      const clamped = clampPage(view, total);
      const page: BookListPage = {
        listType: 'search',
        total,
        view: clamped,
        books: [],
        ...(allCounts.capped.includes(scope) ? { capped: true } : {}),
      };
      if (total === 0) return { term: checked.term, status: 'ok', total, counts: allCounts, page };
      const [ids, settings] = await Promise.all([pageIds(plan, scope, clamped), listSettings(now)]);
      page.books = await loadListBooks(db, ids, settings);
      return { term: checked.term, status: 'ok', total, counts: allCounts, page };
    },

    async resultsPage(input) {
      const none = { topMatch: null, elevated: null, intentions: [] };
      const checked = checkTerm(input.term);
      // The first page's extras do not depend on the results: asked for at the same time.
      const extras =
        checked.ok && input.view.page === 1 ? pageExtras(checked.term, input.scope, input.now) : null;
      extras?.catch(() => {}); // awaited below; this only keeps a failure while searching from going unheard
      const result = await service.search(input);
      if (!extras || result.status !== 'ok' || result.page.view.page !== 1) return { ...result, ...none };
      return { ...result, ...(await extras) };
    },

    async suggest({ term: raw, scope, limit = OVERLAY_LIMIT, now }) {
      const checked = checkTerm(raw);
      if (!checked.ok) return { term: '', status: checked.reason, total: 0, counts: NO_COUNTS, items: [] };
      const plan = await planFor(checked.term, true);
      const allCounts = plan.counts;
      const total = allCounts[scope];
      if (total === 0) return { term: checked.term, status: 'ok', total, counts: allCounts, items: [] };
      const view: PageView = { ...DEFAULT_PAGE_VIEW, stockPriority: false };
      const [ids, settings] = await Promise.all([
        pageIds(plan, scope, view, Math.min(limit, OVERLAY_LIMIT)),
        listSettings(now),
      ]);
      const items = (await loadListBooks(db, ids, settings)).map(toSuggestion);
      return { term: checked.term, status: 'ok', total, counts: allCounts, items };
    },

    async saveQuery({ term, scope }) {
      const checked = checkTerm(term);
      if (!checked.ok) return null;
      const resultCount = (await planFor(checked.term, true)).counts[scope];
      await db.insert(searchQueries).values({ term: checked.term, scope, resultCount });
      return { term: checked.term, scope, resultCount };
    },
  };
  return service;
}

function emptyResult(status: TermStatus, view: PageView): SearchResult {
  const page: BookListPage = { listType: 'search', total: 0, view: clampPage(view, 0), books: [] };
  return { term: '', status, total: 0, counts: NO_COUNTS, page };
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
