// Issue 4 search engine over the books' search document (Dutch full text, migration 0003), with trigram
// matches for typos. plan.ts decides per term how (ranked or broad) and counts; a page is then the page's ids
// in the plan's order and their cards. Plans are cached 30 s per term, like list counts.
// Issue 11 #8: a search statement that runs out of time (PostgreSQL's statement_timeout on the search pool,
// server/db/client.ts) becomes a SearchTimeout, which pages and the API answer with a Dutch message and 503;
// admit() counts a client's searches and saved queries against the limits of client-limit.ts (in memory on
// PGlite, shared by every process on PostgreSQL).
import type { Cents } from '../../domain/money.ts';
import { type SQL, sql } from 'drizzle-orm';
import { clampPage, DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import {
  checkTerm,
  DEFAULT_MIN_LENGTH_SEARCH_SUGGESTION,
  OVERLAY_LIMIT,
  type SearchScope,
  termIsbn,
} from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { searchQueries } from './schema.ts';
import { BOOKS, bookIndex } from './book-index.ts';
import {
  type BookListPage,
  type ListBook,
  listOrder,
  type ListSettings,
  loadListBooks,
  loadListBooksByIds,
  loadListBooksOf,
  readListSettings,
} from '../catalog/index.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import {
  type ElevatedBooks,
  elevatedBooks,
  type SearchIntention,
  searchIntentions,
  topMatch,
} from './page-extras.ts';
import {
  CLOSE_TITLES_TYPING,
  closeTitlesFirst,
  COUNT_CAP,
  escapeLike,
  EXACT_TITLE_LIMIT,
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
import { titleTermIds } from './title-terms.ts';
import type { TypingSource } from './typing-source.ts';
import { degradedAnswer, typingAnswer } from './typing.ts';
import { type AdvancedSearchInput, type AdvancedSearchResult, createAdvancedSearch } from './advanced.ts';
import { type SettingsService, settingNumber } from '../settings/service.ts';
import { type ClientLimiter, type LimitResult, searchLimiters } from './client-limit.ts';

const PLAN_CACHE_ENTRIES = 5_000;
/**
 * A broad first page looks for its title matches among this many books of the scope per card, in list order
 * (decision #472): 10,000 books for a page of 25, so matches that make up 0.25 % of those books fill it.
 */
const TITLE_WINDOW_PER_CARD = 400;

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
  /**
   * The database ran out of time for the full search, so the typing index answered: heading words and prefixes,
   * counts up to the cap (decision 750). The page shows it as any other result.
   */
  degraded?: true;
}

export interface Suggestion {
  sku: string;
  title: string;
  author: string | null;
  priceCents: Cents | null;
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
  /**
   * Issue 16: the page of the book whose ISBN (10 or 13 digits, hyphens and spaces allowed) the term is, in any
   * scope — a shopper who types an ISBN means that one book, and the results page opens it. Null otherwise.
   */
  isbnBook: string | null;
}

/**
 * Thrown by a search method when the database ended one of its statements for taking too long (SQLSTATE 57014,
 * statement_timeout): not a fault of the shop, so the caller answers with the 'search.timeout' text and 503.
 */
export class SearchTimeout extends Error {
  constructor() {
    super('De zoekopdracht duurde te lang.');
    this.name = 'SearchTimeout';
  }
}

/** PostgreSQL's query_canceled (statement_timeout), found on the error or on what it wraps (Drizzle's cause). */
export function isStatementTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** What a search of a client counts against: searches (pages and API reads) or saved overlay queries. */
export type SearchKind = 'search' | 'save';

/** A page's search for one client: its result, or why there is none (issue 11 #8). */
export type Guarded<T> =
  { status: 'ok'; value: T } | { status: 'throttled'; retryAfterSeconds: number } | { status: 'timeout' };

export interface SearchService {
  /**
   * Issue 11 #8/#16: counts one search (or saved query) of a client address against its limit (shared by
   * every process on PostgreSQL, decision #470); 'throttled' with the seconds to wait when it is over. Callers
   * ask before searching.
   */
  admit(kind: SearchKind, address: string): Promise<LimitResult>;
  /**
   * For pages: counts a search of the client address, then runs it; 'throttled' over the limit (nothing is
   * searched), 'timeout' when the database ended a statement of it (a SearchTimeout).
   */
  guard<T>(address: string, run: () => Promise<T>): Promise<Guarded<T>>;
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
  options: {
    limits?: { page: PlanLimits; typing: PlanLimits };
    /** The per-client limiters (tests give their own, with a fake clock). */
    clientLimiters?: { searches: ClientLimiter; savedQueries: ClientLimiter };
    /** Books per card in a broad first page's title window (tests take both ways: 0 never fills it). */
    titleWindowPerCard?: number;
    /** Read title matches from search_title_terms where the plan allows (decision 500); tests compare both. */
    titleTerms?: boolean;
    /** Issue 16 (decision 504): the overlay's broad searches answered from memory while the index is current. */
    typing?: TypingSource;
  } = {},
): SearchService {
  const clientLimiters = options.clientLimiters ?? searchLimiters(true);
  const limits = options.limits ?? {
    page: { rankedLimit: RANKED_LIMIT, countCap: COUNT_CAP },
    typing: { rankedLimit: RANKED_LIMIT_TYPING, countCap: COUNT_CAP, closeTitlesUpTo: CLOSE_TITLES_TYPING },
  };
  const plans = createTtlCache<string, SearchPlan>(undefined, PLAN_CACHE_ENTRIES);
  const windowPerCard = options.titleWindowPerCard ?? TITLE_WINDOW_PER_CARD;
  const useTitleTerms = options.titleTerms ?? true;

  const listSettings = (now?: Date) => readListSettings(settingsService, now);

  function planFor(term: string, typing: boolean): Promise<SearchPlan> {
    return plans.get(`${typing ? 'p' : 'w'}|${term.toLowerCase()}`, () =>
      planSearch(db, term, typing, typing ? limits.typing : limits.page),
    );
  }

  const ids = (order: SQL[], condition: SQL, limit: number, skip: number) =>
    queryRows<{ id: number }>(
      db,
      sql`select ${bookIndex.id} as id from ${BOOKS} where ${condition}
          order by ${sql.join(order, sql`, `)} limit ${limit} offset ${skip}`,
    ).then((rows) => rows.map((r) => r.id));

  /**
   * One page of cards in the plan's order for the scope (spec 1 §2.4: sort 'id' is relevance for search). Where
   * one query chooses the page, its ids and their cards are one statement (decision #471).
   */
  async function pageBooks(
    plan: SearchPlan,
    scope: SearchScope,
    view: PageView,
    settings: ListSettings,
    perPage: number = view.perPage,
  ): Promise<ListBook[]> {
    const where = sql`${scopeCondition(scope)} and ${plan.match}`;
    const offset = (view.page - 1) * perPage;
    const cards = (order: SQL[]) =>
      loadListBooksOf(
        db,
        sql`array(select ${bookIndex.id} from ${BOOKS} where ${where}
                  order by ${sql.join(order, sql`, `)} limit ${perPage} offset ${offset})`,
        settings,
      );
    if (view.sort !== 'id') return cards(listOrder('search', view));
    const stock = stockFirst(view.stockPriority);
    const rankAll =
      plan.mode === 'ranked' ||
      (!plan.counts.capped.includes(scope) && plan.counts[scope] <= plan.rankedLimit);
    if (rankAll) return cards([...plan.exact, ...stock, sql`${plan.rank} desc`, sql`${bookIndex.id} desc`]);
    // Titles that start with stop words ('alles …'): in the title index's order, the term itself first.
    if (plan.mode === 'titles')
      return cards([sql`${bookIndex.searchTitle} using ~<~`, sql`${bookIndex.id} desc`]);
    return loadListBooks(db, await broadPageIds(plan, scope, view, perPage), settings);
  }

  /**
   * A broad plan's page: the exact titles (an index lookup), then the other titles that hold the words, then the
   * other matches (authors, subtitles, collections), each in list order so a page reads only its own rows.
   */
  async function broadPageIds(
    plan: SearchPlan,
    scope: SearchScope,
    view: PageView,
    perPage: number,
  ): Promise<number[]> {
    const where = sql`${scopeCondition(scope)} and ${plan.match}`;
    const offset = (view.page - 1) * perPage;
    const order = [...stockFirst(view.stockPriority), newestFirst(view.stockPriority)];
    const titledBy = (notExact: SQL) => sql`${scopeCondition(scope)} and ${plan.titleMatch}${notExact}`;
    const exactFirst = ids(
      order,
      sql`${scopeCondition(scope)} and ${bookIndex.searchTitle} = ${plan.titleKey}`,
      EXACT_TITLE_LIMIT,
      0,
    );
    // A term of whole words reads its title matches in list order from search_title_terms (decision 500), after
    // the exact titles, which it leaves out by id (so only when all of them were found).
    // The overlay's smaller broad scopes: the title matches closest to the term first (decision 505).
    const close = closeTitlesFirst(plan, scope);
    const byTerms = useTitleTerms && plan.titleTerms !== null && !close;
    // Otherwise: a title equal to the term holds the term's words: the title index alone finds these. On a first
    // page the other title matches are looked for at the same time (titledWindow), leaving the exact ones out by
    // their title: the same books as leaving out the exact ids, as long as all of them were found (fewer than
    // EXACT_TITLE_LIMIT). Otherwise, or when the window held too few, they are read after the exact titles.
    const [exactIds, firstTitled] = await Promise.all([
      exactFirst,
      offset === 0 && !byTerms && !close ? titledWindow(plan, scope, order, perPage) : null,
    ]);
    const allExact = exactIds.length < EXACT_TITLE_LIMIT;
    const notExact =
      exactIds.length > 0 ? sql` and ${bookIndex.id} <> all(${sql.param(exactIds)}::int[])` : sql``;
    const page = exactIds.slice(offset, offset + perPage);
    const skip = Math.max(0, offset - exactIds.length);
    let needed = perPage - page.length;
    if (needed > 0) {
      const titled = () => {
        if (byTerms && allExact)
          return titleTermIds(db, {
            terms: plan.titleTerms!,
            scope,
            stockPriority: view.stockPriority,
            exclude: exactIds,
            limit: needed,
            offset: skip,
          });
        if (firstTitled && allExact) return firstTitled.slice(0, needed);
        // Closest: the titles that start with the term, then the most similar (pg_trgm), then the newest.
        const closest = [
          sql`(${bookIndex.searchTitle} like ${`${escapeLike(plan.titleKey)}%`}) desc`,
          sql`similarity(${plan.titleKey}, ${bookIndex.searchTitle}) desc`,
          sql`${bookIndex.id} desc`,
        ];
        return ids(close ? closest : order, titledBy(notExact), needed, skip);
      };
      const got = await titled();
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

  /**
   * The first `limit` title matches that are not the exact title, in list order, looked for among the first
   * TITLE_WINDOW_PER_CARD × limit books of the scope read in that order (the list index; reading stops at the
   * last match needed). Null when the window holds fewer: then the title index finds them all and they are
   * sorted. A common title word costs a few thousand rows read in order instead of every match's row (9,579 for
   * 'secret life' at 1 M books, each on its own page). The filter keeps the inner order (no sort above it).
   */
  async function titledWindow(
    plan: SearchPlan,
    scope: SearchScope,
    order: SQL[],
    limit: number,
  ): Promise<number[] | null> {
    const hit = sql`(${plan.titleMatch} and ${bookIndex.searchTitle} <> ${plan.titleKey})`;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select w.id from (select ${bookIndex.id} as id, ${hit} as hit from ${BOOKS}
                            where ${scopeCondition(scope)} order by ${sql.join(order, sql`, `)}
                            limit ${windowPerCard * limit}) w
          where w.hit limit ${limit}`,
    );
    return rows.length === limit ? rows.map((r) => r.id) : null;
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

  /**
   * Issue 33 (decision 750): when a statement of the full search runs out of time, the typing index answers
   * (degradedAnswer) and the shopper gets results instead of an error; without a current index the timeout stays.
   */
  async function search(input: SearchInput): Promise<SearchResult> {
    try {
      return await fullSearch(input);
    } catch (error) {
      if (!isStatementTimeout(error)) throw error;
      const degraded = await degradedSearch(input);
      if (!degraded) throw error;
      return degraded;
    }
  }

  async function degradedSearch({ term: raw, scope, view, now }: SearchInput): Promise<SearchResult | null> {
    const checked = checkTerm(raw);
    const index = options.typing?.current();
    if (!checked.ok || !index) return null;
    const found = await degradedAnswer(db, index, {
      term: checked.term,
      scope,
      limit: view.page * view.perPage,
      countCap: limits.page.countCap,
    });
    if (!found) return null;
    const { counts } = found;
    const total = counts[scope];
    const clamped = clampPage(view, total);
    const from = (clamped.page - 1) * clamped.perPage;
    const books = await loadListBooks(
      db,
      found.ids.slice(from, from + clamped.perPage),
      await listSettings(now),
    );
    const page: BookListPage = {
      listType: 'search',
      total,
      view: clamped,
      books,
      ...(counts.capped.includes(scope) ? { capped: true } : {}),
    };
    return { term: checked.term, status: 'ok', total, counts, page, degraded: true };
  }

  async function fullSearch({ term: raw, scope, view, now }: SearchInput): Promise<SearchResult> {
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
    page.books = await pageBooks(plan, scope, clamped, await listSettings(now));
    return { term: checked.term, status: 'ok', total, counts: allCounts, page };
  }

  /** Issue 16: the page address of the book with this ISBN, whatever the scope; null when there is none. */
  async function isbnBook(term: string, now?: Date): Promise<string | null> {
    const isbn = termIsbn(term);
    if (!isbn) return null;
    const found = await ids([sql`${bookIndex.id}`], sql`${bookIndex.sku} = ${isbn}`, 1, 0);
    if (found.length === 0) return null;
    const [book] = await loadListBooks(db, found, await listSettings(now));
    return book?.href ?? null;
  }

  async function resultsPage(input: SearchInput): Promise<SearchPage> {
    const checked = checkTerm(input.term);
    // The first page's extras and the ISBN's book do not depend on the results: asked for at the same time.
    const extras =
      checked.ok && input.view.page === 1 ? pageExtras(checked.term, input.scope, input.now) : null;
    const isbn = checked.ok ? isbnBook(checked.term, input.now) : Promise.resolve(null);
    // Awaited below; this only keeps a failure while searching from going unheard.
    extras?.catch(() => {});
    isbn.catch(() => {});
    const result = await search(input);
    const none = { topMatch: null, elevated: null, intentions: [], isbnBook: await isbn };
    if (!extras || result.status !== 'ok' || result.page.view.page !== 1) return { ...result, ...none };
    // Beside an answer the typing index gave, extras that ran out of time are left out, not an error.
    const found = await extras.catch((error: unknown) => {
      if (result.degraded && isStatementTimeout(error)) return null;
      throw error;
    });
    return { ...result, ...none, ...found };
  }

  /**
   * The overlay's plan and, where memory chose it, its first page: from the typing index while it is current
   * (decision 504), else the database's typing plan.
   */
  async function typingPlan(
    term: string,
    scope: SearchScope,
    perPage: number,
  ): Promise<{ plan: SearchPlan; ids: number[] | null }> {
    const index = options.typing?.current();
    const fast = index
      ? await typingAnswer(db, index, { term, scope, limit: perPage, limits: limits.typing })
      : null;
    return fast ?? { plan: await planFor(term, true), ids: null };
  }

  async function suggest(input: Parameters<SearchService['suggest']>[0]): Promise<Suggestions> {
    const checked = checkTerm(input.term);
    if (!checked.ok) return { term: '', status: checked.reason, total: 0, counts: NO_COUNTS, items: [] };
    const perPage = Math.min(input.limit ?? OVERLAY_LIMIT, OVERLAY_LIMIT);
    try {
      return await fullSuggest(checked.term, input.scope, perPage, input.now);
    } catch (error) {
      // As the results page (decision 750): out of time, the typing index answers the overlay.
      const index = options.typing?.current();
      if (!isStatementTimeout(error) || !index) throw error;
      const found = await degradedAnswer(db, index, {
        term: checked.term,
        scope: input.scope,
        limit: perPage,
        countCap: limits.page.countCap,
      });
      if (!found) throw error;
      const books = await loadListBooksByIds(db, found.ids, await listSettings(input.now));
      const { counts } = found;
      return {
        term: checked.term,
        status: 'ok',
        total: counts[input.scope],
        counts,
        items: books.map(toSuggestion),
      };
    }
  }

  async function fullSuggest(
    term: string,
    scope: SearchScope,
    perPage: number,
    now?: Date,
  ): Promise<Suggestions> {
    const checked = { term };
    // Issue 29 #7 (decision 557): the books are the overlay's (the last word as a prefix), the numbers the
    // results page's for the same term, so 'Toon alle N resultaten' leads to a page of N.
    const [{ plan, ids }, results] = await Promise.all([
      typingPlan(checked.term, scope, perPage),
      planFor(checked.term, false),
    ]);
    const allCounts = results.counts;
    const total = allCounts[scope];
    if (plan.counts[scope] === 0)
      return { term: checked.term, status: 'ok', total, counts: allCounts, items: [] };
    const view: PageView = { ...DEFAULT_PAGE_VIEW, stockPriority: false };
    const settings = await listSettings(now);
    const books = ids
      ? await loadListBooksByIds(db, ids, settings)
      : await pageBooks(plan, scope, view, settings, perPage);
    const items = books.map(toSuggestion);
    return { term: checked.term, status: 'ok', total, counts: allCounts, items };
  }

  async function saveQuery({
    term,
    scope,
  }: {
    term: string;
    scope: SearchScope;
  }): Promise<SavedQuery | null> {
    const checked = checkTerm(term);
    if (!checked.ok) return null;
    // The count the overlay showed for this term: the results page's (decision 557).
    const resultCount = (await planFor(checked.term, false)).counts[scope];
    await db.insert(searchQueries).values({ term: checked.term, scope, resultCount });
    return { term: checked.term, scope, resultCount };
  }

  return {
    admit: async (kind, address) =>
      (kind === 'save' ? clientLimiters.savedQueries : clientLimiters.searches).hit(address),
    async guard(address, run) {
      const admitted = await clientLimiters.searches.hit(address);
      if (admitted.status === 'throttled') return admitted;
      try {
        return { status: 'ok', value: await run() };
      } catch (error) {
        if (error instanceof SearchTimeout) return { status: 'timeout' };
        throw error;
      }
    },
    search: (input) => timed(() => search(input)),
    resultsPage: (input) => timed(() => resultsPage(input)),
    advanced: (input) => timed(() => advanced(input)),
    suggest: (input) => timed(() => suggest(input)),
    saveQuery: (input) => timed(() => saveQuery(input)),
  };
}

/** Runs a search, turning the database's statement timeout into a SearchTimeout (issue 11 #8). */
async function timed<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isStatementTimeout(error)) throw new SearchTimeout();
    throw error;
  }
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
