import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canGoForward,
  changePerPage,
  changeSort,
  clampPage,
  DEFAULT_PAGE_VIEW,
  defaultEbooksView,
  goToPage,
  jumpBack,
  jumpForward,
  next,
  type PageView,
  pageCount,
  pageViewToSearch,
  pageWindow,
  parsePageView,
  previous,
  resetForNavigation,
  resetSort,
  setStockPriority,
  showsStockPriority,
  sortOptions,
} from './paging.ts';

const TOTAL = 1000; // 40 pages at 25 per page
const at = (page: number, rangeFrom = 1, over: Partial<PageView> = {}): PageView => ({
  ...DEFAULT_PAGE_VIEW,
  page,
  rangeFrom,
  rangeTo: rangeFrom + 5,
  ...over,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageCount (spec 1 §4: pages run from 1 to N)', () => {
  it.each([
    [1000, 25, 40],
    [1000, 250, 4],
    [1001, 25, 41],
    [24, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [1, 10, 1],
    [0, 25, 0],
  ])('%i books at %i per page → %i pages', (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });
});

describe('defaults (spec 1 §4 and §9, spec 3 §9)', () => {
  it('starts on page 1, by ID descending, 25 per page, range 1–6, stock priority on', () => {
    expect(DEFAULT_PAGE_VIEW).toEqual({
      page: 1,
      perPage: 25,
      sort: 'id',
      order: 'desc',
      view: 'summaries',
      stockPriority: true,
      rangeFrom: 1,
      rangeTo: 6,
    });
  });
});

describe('pageWindow (spec 1 §9: a window of 6 page numbers)', () => {
  it.each([
    ['page 1 of 40', at(1), TOTAL, range(1, 6)],
    ['page 6 of 40, window 1–6', at(6), TOTAL, range(1, 6)],
    ['page 7 of 40, window 2–7', at(7, 2), TOTAL, range(2, 7)],
    ['3 pages only', at(2), 60, range(1, 3)],
    ['no books', at(1), 0, []],
    ['a window past the end is pulled back', at(40, 38), TOTAL, range(35, 40)],
    ['a page outside its window brings the window along', at(20, 1), TOTAL, range(15, 20)],
    ['a page beyond the last shows the last window', at(45, 40), TOTAL, range(35, 40)],
  ])('%s → %j', (_name, view, total, expected) => {
    expect(pageWindow(view, total)).toEqual(expected);
  });
});

describe('next and previous (spec 1 §4: move by one, shift the window at its edge)', () => {
  it.each([
    ['next inside the window', next(at(3), TOTAL), 4, 1],
    ['next at the right edge shifts the window', next(at(6), TOTAL), 7, 2],
    ['next again shifts again', next(at(7, 2), TOTAL), 8, 3],
    ['next on the last page does nothing', next(at(40, 35), TOTAL), 40, 35],
    ['previous inside the window', previous(at(8, 3), TOTAL), 7, 3],
    ['previous at the left edge shifts the window', previous(at(8, 8), TOTAL), 7, 7],
    ['previous to page 1 resets the range to 1–6', previous(at(2), TOTAL), 1, 1],
    ['previous on page 1 does nothing', previous(at(1), TOTAL), 1, 1],
  ])('%s → page %i, window from %i', (_name, view, page, rangeFrom) => {
    expect(view).toMatchObject({ page, rangeFrom, rangeTo: rangeFrom + 5 });
  });

  it('walks from page 1 to 40 and back with the window always holding the page', () => {
    let view = at(1);
    for (let i = 0; i < 45; i++) {
      view = next(view, TOTAL);
      expect(pageWindow(view, TOTAL)).toContain(view.page);
    }
    expect(view).toMatchObject({ page: 40, rangeFrom: 35 });
    for (let i = 0; i < 45; i++) {
      view = previous(view, TOTAL);
      expect(pageWindow(view, TOTAL)).toContain(view.page);
    }
    expect(view).toMatchObject({ page: 1, rangeFrom: 1, rangeTo: 6 });
  });
});

describe('jumpForward and jumpBack (spec 1 §4 and §9: fast-forward and back move up to 6)', () => {
  it.each<[string, (view: PageView, total: number) => PageView, PageView, number, number, number[]]>([
    ['forward from page 1', jumpForward, at(1), TOTAL, 7, range(7, 12)],
    ['forward from page 7', jumpForward, at(7, 7), TOTAL, 13, range(13, 18)],
    ['forward from page 31 (window pulled back)', jumpForward, at(31, 31), TOTAL, 37, range(35, 40)],
    ['forward from page 37 moves only 3', jumpForward, at(37, 35), TOTAL, 40, range(35, 40)],
    ['forward on the last page does nothing', jumpForward, at(40, 35), TOTAL, 40, range(35, 40)],
    ['forward with 3 pages', jumpForward, at(1), 60, 3, range(1, 3)],
    ['back from page 13', jumpBack, at(13, 13), TOTAL, 7, range(7, 12)],
    ['back from page 7 to page 1 (range 1–6)', jumpBack, at(7, 2), TOTAL, 1, range(1, 6)],
    ['back from page 4 moves only 3', jumpBack, at(4), TOTAL, 1, range(1, 6)],
    ['back on page 1 does nothing', jumpBack, at(1), TOTAL, 1, range(1, 6)],
  ])('%s', (_name, jump, view, total, page, window) => {
    const after = jump(view, total);
    expect(after.page).toBe(page);
    expect(pageWindow(after, total)).toEqual(window);
  });
});

describe('canGoBack and canGoForward (spec 1 §4: inactive on page 1 and on the last page)', () => {
  it.each([
    [1, TOTAL, false, true],
    [2, TOTAL, true, true],
    [39, TOTAL, true, true],
    [40, TOTAL, true, false],
    [1, 25, false, false],
    [1, 0, false, false],
  ])('page %i of %i books → back %s, forward %s', (page, total, back, forward) => {
    expect(canGoBack(at(page))).toBe(back);
    expect(canGoForward(at(page), total)).toBe(forward);
  });
});

describe('goToPage', () => {
  it.each([
    ['a number in the window keeps the window', at(3), 5, 5, 1],
    ['page 1 resets the range to 1–6', at(9, 4), 1, 1, 1],
    ['beyond the last page → the last page', at(3), 99, 40, 35],
    ['0 → page 1', at(3), 0, 1, 1],
    ['NaN → page 1', at(3), Number.NaN, 1, 1],
  ])('%s', (_name, view, page, expectedPage, rangeFrom) => {
    expect(goToPage(view, page, TOTAL)).toMatchObject({
      page: expectedPage,
      rangeFrom,
      rangeTo: rangeFrom + 5,
    });
  });
});

describe('changePerPage (spec 1 §4: page 1 only when the current page would no longer exist)', () => {
  it.each([
    ['page 30 at 25 → 250 per page (4 pages): page 1', at(30, 25), 250, 1, 1],
    ['page 4 at 25 → 250 per page (4 pages): stays on page 4', at(4), 250, 4, 1],
    ['page 5 at 25 → 250 per page (4 pages): page 1', at(5), 250, 1, 1],
    ['page 30 at 25 → 10 per page (100 pages): stays on page 30', at(30, 25), 10, 30, 25],
    ['page 40 at 25 → 50 per page (20 pages): page 1', at(40, 35), 50, 1, 1],
    ['page 20 at 25 → 50 per page (20 pages): page 20, window pulled back', at(20, 20), 50, 20, 15],
  ])('%s', (_name, view, perPage, page, rangeFrom) => {
    expect(changePerPage(view, perPage as 10 | 50 | 250, TOTAL)).toMatchObject({
      perPage,
      page,
      rangeFrom,
      rangeTo: rangeFrom + 5,
    });
  });
});

describe('sorting (spec 1 §2.4 and §4)', () => {
  it.each<[string, PageView, Parameters<typeof changeSort>[1], Pick<PageView, 'sort' | 'order'>]>([
    ['clicking the active sort toggles desc → asc', at(9, 4), 'id', { sort: 'id', order: 'asc' }],
    [
      'clicking the active sort toggles asc → desc',
      at(9, 4, { sort: 'title', order: 'asc' }),
      'title',
      { sort: 'title', order: 'desc' },
    ],
    ['another sort item starts ascending', at(9, 4), 'price_incl', { sort: 'price_incl', order: 'asc' }],
    [
      'from title desc to release date',
      at(2, 1, { sort: 'title', order: 'desc' }),
      'release_date',
      { sort: 'release_date', order: 'asc' },
    ],
  ])('%s, back to page 1 and range 1–6', (_name, view, sort, expected) => {
    expect(changeSort(view, sort)).toEqual({ ...view, ...expected, page: 1, rangeFrom: 1, rangeTo: 6 });
  });

  it("'Verwijder sortering' resets to ID descending on page 1", () => {
    const view = at(12, 7, { sort: 'author_lastname', order: 'asc' });
    expect(resetSort(view)).toEqual({
      ...view,
      sort: 'id',
      order: 'desc',
      page: 1,
      rangeFrom: 1,
      rangeTo: 6,
    });
  });
});

describe('stock priority (spec 1 §2.4 and §4)', () => {
  it('is reset to on, with page 1 and ID DESC, when the category changes; per page and view are kept', () => {
    const view = at(12, 7, {
      stockPriority: false,
      sort: 'title',
      order: 'asc',
      perPage: 50,
      view: 'covers',
    });
    expect(resetForNavigation(view)).toEqual({ ...DEFAULT_PAGE_VIEW, perPage: 50, view: 'covers' });
  });

  it('switching it reorders the list, so back to page 1', () => {
    expect(setStockPriority(at(12, 7), false)).toEqual({ ...DEFAULT_PAGE_VIEW, stockPriority: false });
  });

  it.each([
    ['category', 'id', true],
    ['subcategory', 'id', true],
    ['language', 'id', true],
    ['search', 'id', true],
    ['category', 'title', false],
    ['search', 'release_date', false],
    ['author', 'id', false],
    ['new', 'id', false],
    ['products', 'id', false],
    ['all', 'id', false],
  ] as const)('checkbox on a %s list sorted by %s → %s', (listType, sort, expected) => {
    expect(showsStockPriority(listType, sort)).toBe(expected);
  });
});

describe('sortOptions (spec 1 §2.4: author_lastname hidden on author pages; §2.8 e-books)', () => {
  it.each([
    ['category', ['title', 'price_incl', 'author_lastname', 'release_date']],
    ['search', ['title', 'price_incl', 'author_lastname', 'release_date']],
    ['author', ['title', 'price_incl', 'release_date']],
    ['author_sb', ['title', 'price_incl', 'release_date']],
    ['ebooks', ['title', 'author_lastname']],
  ] as const)('%s → %j', (listType, expected) => {
    expect(sortOptions(listType)).toEqual(expected);
  });
});

describe('defaultEbooksView (spec 1 §2.8: summaries below 5 e-books, else covers)', () => {
  it.each([
    [0, 'summaries'],
    [4, 'summaries'],
    [5, 'covers'],
    [40, 'covers'],
  ])('%i e-books → %s', (count, expected) => {
    expect(defaultEbooksView(count)).toBe(expected);
  });
});

describe('clampPage (an old link past the last page)', () => {
  it.each([
    [at(45, 40), TOTAL, 40, 35],
    [at(3), TOTAL, 3, 1],
    [at(3), 0, 1, 1],
  ])('%j with %i books → page %i, window from %i', (view, total, page, rangeFrom) => {
    expect(clampPage(view, total)).toMatchObject({ page, rangeFrom });
  });
});

describe('parsePageView (list state in the URL; unknown values fall back to the defaults)', () => {
  it.each<[string, string, Partial<PageView>]>([
    ['an empty query', '', {}],
    ['page 3', 'page=3', { page: 3 }],
    ['page 9 without a window: the page at its right edge', 'page=9', { page: 9, rangeFrom: 4, rangeTo: 9 }],
    ['page 9 with its window', 'page=9&from=9', { page: 9, rangeFrom: 9, rangeTo: 14 }],
    [
      'a window that misses the page is moved to it',
      'page=9&from=20',
      { page: 9, rangeFrom: 9, rangeTo: 14 },
    ],
    ['page 0 → 1', 'page=0', {}],
    ['page -4 → 1', 'page=-4', {}],
    ['page abc → 1', 'page=abc', {}],
    ['page 2.5 → 1', 'page=2.5', {}],
    ['per 50', 'per=50', { perPage: 50 }],
    ['per 250', 'per=250', { perPage: 250 }],
    ['per 30 is not an option', 'per=30', {}],
    ['per abc', 'per=abc', {}],
    ['sort by title ascending', 'sort=title&order=asc', { sort: 'title', order: 'asc' }],
    ['unknown sort and order', 'sort=rating&order=up', {}],
    ['covers view', 'view=covers', { view: 'covers' }],
    ['unknown view', 'view=grid', {}],
    ['stock priority off', 'stock=0', { stockPriority: false }],
    ['stock priority yes (unknown)', 'stock=yes', {}],
  ])('%s', (_name, query, expected) => {
    expect(parsePageView(new URLSearchParams(query))).toEqual({ ...DEFAULT_PAGE_VIEW, ...expected });
  });

  it("takes a page's own defaults (the own-books page: 250 per page)", () => {
    expect(parsePageView(new URLSearchParams(''), { perPage: 250 }).perPage).toBe(250);
    expect(parsePageView(new URLSearchParams('per=25'), { perPage: 250 }).perPage).toBe(25);
  });
});

describe('pageViewToSearch (only what differs from the defaults)', () => {
  it.each<[string, PageView, string]>([
    ['the defaults', DEFAULT_PAGE_VIEW, ''],
    ['page 7 after next (window 2–7)', at(7, 2), 'page=7'],
    ['page 7 after a jump (window 7–12)', at(7, 7), 'page=7&from=7'],
    [
      'everything changed',
      at(3, 1, { perPage: 100, sort: 'price_incl', order: 'asc', view: 'list', stockPriority: false }),
      'page=3&per=100&sort=price_incl&order=asc&view=list&stock=0',
    ],
  ])('%s → %j', (_name, view, query) => {
    expect(pageViewToSearch(view).toString()).toBe(query);
  });

  it('leaves out the page default: 250 per page on the own-books page', () => {
    expect(pageViewToSearch({ ...DEFAULT_PAGE_VIEW, perPage: 250 }, { perPage: 250 }).toString()).toBe('');
    expect(pageViewToSearch(DEFAULT_PAGE_VIEW, { perPage: 250 }).toString()).toBe('per=25');
  });

  it('round-trips every state the transitions reach', () => {
    let view = DEFAULT_PAGE_VIEW as PageView;
    const steps = [
      (v: PageView) => next(v, TOTAL),
      (v: PageView) => jumpForward(v, TOTAL),
      (v: PageView) => changeSort(v, 'title'),
      (v: PageView) => jumpForward(v, TOTAL),
      (v: PageView) => changeSort(v, 'title'),
      (v: PageView) => changePerPage(v, 10, TOTAL),
      (v: PageView) => jumpForward(v, TOTAL),
      (v: PageView) => previous(v, TOTAL),
      (v: PageView) => setStockPriority(v, false),
      (v: PageView) => goToPage(v, 100, TOTAL),
      (v: PageView) => jumpBack(v, TOTAL),
    ];
    for (const step of steps) {
      view = step(view);
      expect(parsePageView(pageViewToSearch(view))).toEqual(view);
    }
  });
});
