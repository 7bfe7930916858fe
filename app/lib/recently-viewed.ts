// Spec 1 §3 "Recently viewed": one list for logged-in users and one for anonymous visitors (key 0), each
// keeping the 5 latest books, stored locally. localStorage 'recentlyViewed' holds { "<userId>": Item[] }, with
// enough of each book to draw a card without asking the server.
import { useSyncExternalStore } from 'react';

export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 5;
/** The anonymous visitors' list in storage: a storage key only, never a user id (issue 12 #6). */
const VISITORS_LIST = 0;

/** Whose list the page shows and fills: the logged-in user's id, or the visitors' list. */
export function recentlyViewedOwner(
  viewer: { loggedIn: false } | { loggedIn: true; userId: number } | undefined,
): number {
  return viewer?.loggedIn ? viewer.userId : VISITORS_LIST;
}

export interface RecentlyViewedItem {
  sku: string;
  title: string;
  author: string;
  href: string;
  coverUrl: string;
}

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function isItem(value: unknown): value is RecentlyViewedItem {
  const v = value as Partial<RecentlyViewedItem> | null;
  return (
    !!v &&
    typeof v.sku === 'string' &&
    typeof v.title === 'string' &&
    typeof v.author === 'string' &&
    typeof v.href === 'string' &&
    typeof v.coverUrl === 'string'
  );
}

/** Browser only: the list of this user (0 for visitors), newest first; bad entries are dropped. */
export function readRecentlyViewed(userId: number): RecentlyViewedItem[] {
  const list = readAll()[String(userId)];
  return Array.isArray(list) ? list.filter(isItem).slice(0, RECENTLY_VIEWED_MAX) : [];
}

/** Browser only: puts a book in front of the user's list, without duplicates, keeping 5. */
export function recordRecentlyViewed(userId: number, item: RecentlyViewedItem): void {
  const all = readAll();
  const next = [item, ...readRecentlyViewed(userId).filter((i) => i.sku !== item.sku)].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ ...all, [String(userId)]: next }));
  } catch {
    // Storage full or blocked (private mode): recently viewed is a nicety, never an error.
  }
}

const NONE: RecentlyViewedItem[] = [];
let cache: { raw: string | null; userId: number; items: RecentlyViewedItem[] } | null = null;

/** The user's list as a hook: empty on the server and while hydrating, then read from storage. */
export function useRecentlyViewed(userId: number): RecentlyViewedItem[] {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('storage', onChange);
      return () => window.removeEventListener('storage', onChange);
    },
    () => {
      // A stable snapshot: the same array until the stored text changes.
      const raw = localStorage.getItem(RECENTLY_VIEWED_KEY);
      if (cache?.raw !== raw || cache.userId !== userId)
        cache = { raw, userId, items: readRecentlyViewed(userId) };
      return cache.items;
    },
    () => NONE,
  );
}
