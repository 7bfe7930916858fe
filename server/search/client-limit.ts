// Issue 11 #8 and #16: how often one client address may search, and save a query. Search is the hottest read
// path, so no search waits for a database write of its own:
// - on the embedded database (one process) the count is kept in memory: fixed windows per address in a bounded
//   map (decision #165);
// - on PostgreSQL, where several app processes (WORKERS, or several machines) share the limit, the count is
//   accounts' rate_limits row of the address, taken a batch at a time: a process adds SEARCH_BATCH searches to
//   the shared count in one upsert and spends them in memory (issue 16, decision #470). The upsert never grants
//   more than the limit between all processes; searches a process took but did not spend before the window
//   ended are lost, so behind N processes an address gets between max − (N − 1) × (batch − 1) and max.
// The address is Fastify's request.ip (X-Forwarded-For only behind a trusted proxy).
import type { Grant, TakeBatch } from '../lib/admit.ts';

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
/**
 * Searches a process takes from the shared count at once: one write per five searches of an address (a visitor's
 * few searches in a window cost one), and at most 4 × (N − 1) searches of the 60 stranded in the other processes.
 */
export const SEARCH_BATCH = 5;

export type LimitResult = { status: 'ok' } | { status: 'throttled'; retryAfterSeconds: number };

export interface ClientLimiter {
  /** Counts one request of an address and says whether it is within the limit. */
  hit(address: string): LimitResult | Promise<LimitResult>;
}

const throttled = (endsAt: number, at: number): LimitResult => ({
  status: 'throttled',
  retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at) / 1000)),
});

export function createClientLimiter(
  limit: ClientLimit,
  now: () => number = Date.now,
  maxClients: number = MAX_CLIENTS,
): { hit(address: string): LimitResult } {
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
      return throttled(window.start + limit.windowMs, at);
    },
  };
}

/** An address's batch in this process: searches left to spend in the shared window that ends at `endsAt`. */
interface Batch {
  endsAt: number;
  left: number;
  /** The shared count reached the limit in this window: refuse without asking again until it ends. */
  spent: boolean;
  /** The take under way: parallel requests of the address wait for it instead of each writing. */
  taking: Promise<void> | null;
}

/**
 * A limit shared by every process on one database: `take` adds `batch` requests of an address to its shared
 * count (accounts' rate_limits upsert) and says how many are within the limit; they are spent here without
 * further writes. Once the shared count is reached, the address is refused in memory until its window ends.
 */
export function createSharedClientLimiter(
  limit: ClientLimit,
  options: {
    /** The rate_limits key prefix ('search', 'search-save'); the address follows. */
    name: string;
    take: TakeBatch;
    batch: number;
    now?: () => number;
    maxClients?: number;
  },
): { hit(address: string): Promise<LimitResult> } {
  const { name, take, batch, now = Date.now, maxClients = MAX_CLIENTS } = options;
  // Insertion order is window order (a batch of a new window is a new entry), so ended windows are in front.
  const batches = new Map<string, Batch>();
  const refill = async (address: string, entry: Batch) => {
    const grant: Grant = await take(`${name}:ip:${address}`, limit, batch);
    const endsAt = grant.windowEndsAt.getTime();
    // Searches left from an earlier window are not this window's.
    entry.left = endsAt === entry.endsAt ? entry.left + grant.granted : grant.granted;
    entry.endsAt = endsAt;
    entry.spent = grant.granted < batch;
  };
  return {
    async hit(address) {
      for (;;) {
        const at = now();
        for (const [key, entry] of batches) {
          if (entry.taking || (at < entry.endsAt && batches.size <= maxClients)) break;
          batches.delete(key);
        }
        let entry = batches.get(address);
        if (!entry) {
          entry = { endsAt: 0, left: 0, spent: false, taking: null };
          batches.set(address, entry);
        }
        if (at < entry.endsAt) {
          if (entry.left > 0) {
            entry.left -= 1;
            return { status: 'ok' };
          }
          if (entry.spent) return throttled(entry.endsAt, at);
        }
        const current = entry;
        current.taking ??= refill(address, current).finally(() => {
          current.taking = null;
        });
        await current.taking;
      }
    },
  };
}

/** A limiter that never refuses (SEARCH_RATE_LIMIT=off: benchmarks that search hundreds of times a second). */
const UNLIMITED: ClientLimiter = { hit: () => ({ status: 'ok' }) };

/**
 * The search limiters: in memory, or with `shared` counted across processes (PostgreSQL); off only with
 * SEARCH_RATE_LIMIT=off (server/env.ts: the search benchmark asks hundreds of searches a second from one address).
 */
export function searchLimiters(
  enabled = true,
  shared?: { take: TakeBatch },
  now: () => number = Date.now,
): { searches: ClientLimiter; savedQueries: ClientLimiter } {
  if (!enabled) return { searches: UNLIMITED, savedQueries: UNLIMITED };
  if (!shared) {
    return {
      searches: createClientLimiter(SEARCHES_PER_CLIENT, now),
      savedQueries: createClientLimiter(SAVED_QUERIES_PER_CLIENT, now),
    };
  }
  return {
    searches: createSharedClientLimiter(SEARCHES_PER_CLIENT, {
      name: 'search',
      take: shared.take,
      batch: SEARCH_BATCH,
      now,
    }),
    // A saved query is a database write anyway: counted one by one, exactly.
    savedQueries: createSharedClientLimiter(SAVED_QUERIES_PER_CLIENT, {
      name: 'search-save',
      take: shared.take,
      batch: 1,
      now,
    }),
  };
}
