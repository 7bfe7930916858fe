// A small in-memory cache for data that is the same for every visitor and changes rarely (settings, texts,
// the shell, home lists). It keeps the promise, so concurrent requests share one load, and forgets failures.
// Each process has its own copy; a change made elsewhere shows within the TTL.

/** Issue 16: 20 s, so that with the page cache's 10 s a change shows in every app process within 30 s. */
export const SHARED_DATA_TTL_MS = 20_000;
let sharedDataTtlMs = SHARED_DATA_TTL_MS;

/** DATA_CACHE_SECONDS (server/env.ts), set once at start-up before the services make their caches. */
export function setSharedDataTtl(ms: number): void {
  sharedDataTtlMs = ms;
}

export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
  /** Entries held, expired ones included until the next load sweeps them. */
  readonly size: number;
}

/**
 * Every load first drops the entries whose time is over (decision 753): they are the oldest, at the front of the
 * map, so the sweep stops at the first live one. Without it a cache keyed by address kept every expired entry up
 * to maxEntries — 2,000 book pages whatever the traffic — and the shop grew under a varied load.
 * maxEntries bounds caches keyed by visitor input (a count per list): past it the oldest entry is dropped, so
 * a crawler walking every author cannot grow the process without limit. `clock` is the time the entries age by
 * (a test moves it instead of waiting, decision 702).
 */
export function createTtlCache<K, V>(
  ttlMs: number = sharedDataTtlMs,
  maxEntries: number = Infinity,
  clock: () => number = () => Date.now(),
): TtlCache<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && clock() - hit.at < ttlMs) return hit.value;
      const at = clock();
      for (const [old, entry] of entries) {
        if (at - entry.at < ttlMs) break;
        entries.delete(old);
      }
      const value = load();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, { at, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
