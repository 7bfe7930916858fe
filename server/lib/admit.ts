// The shape of an abuse limit and of the counting function that enforces it, shared by every capability with a
// form (forms, events, reviews, partners): the counting itself is accounts' rate_limits upsert
// (server/accounts/throttle.ts `hit`), handed in by server/services.ts as `admit`, so parallel sends cannot all
// slip under a limit.

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

export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
