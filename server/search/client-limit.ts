// Issue 11 #8 and #16: how often one client address may search, and save a query, in this process. Search is the
// hottest read path, so the count is kept in memory (no database write per search): fixed windows per address in
// a bounded map. Per process: behind N app processes an address gets N times the limit (decision #165).
// The address is Fastify's request.ip (X-Forwarded-For only behind a trusted proxy).

export interface ClientLimit {
  /** How many requests one address may make in a window. */
  max: number;
  windowMs: number;
}

/**
 * Searches (results page, overlay, results and advanced API) per address: the overlay asks at most once per
 * 250 ms pause while typing, so a person stays well below this; a flood does not (decision #165).
 */
export const SEARCHES_PER_CLIENT: ClientLimit = { max: 60, windowMs: 10_000 };
/** Saved overlay queries per address (a database write each; the overlay saves once per closing, #16). */
export const SAVED_QUERIES_PER_CLIENT: ClientLimit = { max: 10, windowMs: 60_000 };
/** Addresses remembered at most; beyond, the oldest window is forgotten (memory stays bounded in a flood). */
const MAX_CLIENTS = 10_000;

export type LimitResult = { status: 'ok' } | { status: 'throttled'; retryAfterSeconds: number };

export interface ClientLimiter {
  /** Counts one request of an address and says whether it is within the limit. */
  hit(address: string): LimitResult;
}

export function createClientLimiter(
  limit: ClientLimit,
  now: () => number = Date.now,
  maxClients: number = MAX_CLIENTS,
): ClientLimiter {
  // Insertion order is window-start order (a new window is re-inserted), so expired windows are at the front.
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(address) {
      const at = now();
      for (const [key, window] of windows) {
        if (at - window.start < limit.windowMs && windows.size <= maxClients) break;
        windows.delete(key);
      }
      let window = windows.get(address);
      if (!window || at - window.start >= limit.windowMs) {
        windows.delete(address);
        window = { start: at, count: 0 };
        windows.set(address, window);
      }
      window.count += 1;
      if (window.count <= limit.max) return { status: 'ok' };
      return {
        status: 'throttled',
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + limit.windowMs - at) / 1000)),
      };
    },
  };
}

/** A limiter that never refuses (SEARCH_RATE_LIMIT=off: benchmarks that search hundreds of times a second). */
const UNLIMITED: ClientLimiter = { hit: () => ({ status: 'ok' }) };

/**
 * The search limiters of this process; off only with SEARCH_RATE_LIMIT=off (server/env.ts: the search benchmark
 * asks hundreds of searches a second from one address).
 */
export function searchLimiters(
  enabled = true,
  now: () => number = Date.now,
): { searches: ClientLimiter; savedQueries: ClientLimiter } {
  if (!enabled) return { searches: UNLIMITED, savedQueries: UNLIMITED };
  return {
    searches: createClientLimiter(SEARCHES_PER_CLIENT, now),
    savedQueries: createClientLimiter(SAVED_QUERIES_PER_CLIENT, now),
  };
}
