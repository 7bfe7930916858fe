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
import { NO_COUNTS, planSearch, type ScopeCounts, type SearchPlan } from './plan.ts';
import { scopeCondition, stockFirst } from './scope.ts';
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
  options: { rankedLimit?: number } = {},
): SearchService {
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
      planSearch(db, term, typing, options.rankedLimit),
    );
  }

  /** One page of ids in the plan's order for the scope (spec 1 §2.4: sort 'id' is relevance for search). */
  async function pageIds(
    plan: SearchPlan,
    scope: SearchScope,
    view: PageView,
    perPage: number = view.perPage,
  ): Promise<number[]> {
    const where = sql`${scopeCondition(scope)} and ${plan.match}`;
    const offset = (view.page - 1) * perPage;
    const ids = (order: SQL[], condition: SQL, limit: number, skip: number) =>
      queryRows<{ id: number }>(
        db,
        sql`select ${books.id} as id from ${books} where ${condition}
            order by ${sql.join(order, sql`, `)} limit ${limit} offset ${skip}`,
      ).then((rows) => rows.map((r) => r.id));
    if (view.sort !== 'id') return ids(listOrder('search', view), where, perPage, offset);
    const stock = stockFirst(view.stockPriority);
    if (plan.mode === 'ranked') {
      return ids(
        [...plan.exact, ...stock, sql`${plan.rank} desc`, sql`${books.id} desc`],
        where,
        perPage,
        offset,
      );
    }
    // Broad: the exact title hits (an index lookup), then the rest in index order, so a page reads its rows only.
    const exactIds = await ids(
      [...stock, sql`${books.id} desc`],
      sql`${where} and ${books.searchTitle} = ${plan.titleKey}`,
      EXACT_TITLE_LIMIT,
      0,
    );
    const onPage = exactIds.slice(offset, offset + perPage);
    const rest = await ids(
      [...stock, sql`${books.id} desc`],
      exactIds.length > 0 ? sql`${where} and ${books.id} <> all(${sql.param(exactIds)}::int[])` : where,
      perPage - onPage.length,
      Math.max(0, offset - exactIds.length),
    );
    return [...onPage, ...rest];
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
        ...(allCounts.approximate.includes(scope) ? { approximate: true } : {}),
      };
      if (total === 0) return { term: checked.term, status: 'ok', total, counts: allCounts, page };
      const [ids, settings] = await Promise.all([pageIds(plan, scope, clamped), listSettings(now)]);
      page.books = await loadListBooks(db, ids, settings);
      return { term: checked.term, status: 'ok', total, counts: allCounts, page };
    },

    async resultsPage(input) {
      const [result, settings] = await Promise.all([service.search(input), listSettings(input.now)]);
      const none = { topMatch: null, elevated: null, intentions: [] };
      if (result.status !== 'ok' || result.page.view.page !== 1) return { ...result, ...none };
      const { term } = result;
      const scope = input.scope;
      const minLength = settingNumber(
        await settingsService.all(),
        'minLengthSearchSuggestion',
        DEFAULT_MIN_LENGTH_SEARCH_SUGGESTION,
      );
      const [top, elevated, intentions] = await Promise.all([
        topMatch(db, { term, scope, minLength, settings }),
        elevatedBooks(db, { term, scope, settings }),
        searchIntentions(db, { term, scope }),
      ]);
      return { ...result, topMatch: top, elevated, intentions };
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
