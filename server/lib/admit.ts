// The shape of an abuse limit and of the counting function that enforces it, shared by every capability with a
// form (forms, events, reviews, partners): the counting itself is accounts' rate_limits upsert
// (server/accounts/throttle.ts `hit`), handed in by server/services.ts as `admit`, so parallel sends cannot all
// slip under a limit. The searches count in the same table in batches (`TakeBatch`, accounts' `take`).

export interface Limit {
  max: number;
  windowMs: number;
}

export interface Admission {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Counts one attempt under `key` and says whether it went over `limit`. */
export type Admit = (key: string, limit: Limit) => Promise<Admission>;

/** What a batch of attempts got: how many are within the limit, and when the window they count in ends. */
export interface Grant {
  granted: number;
  windowEndsAt: Date;
}

/** Counts `wanted` attempts under `key` at once and says how many of them are within `limit`. */
export type TakeBatch = (key: string, limit: Limit, wanted: number) => Promise<Grant>;

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
