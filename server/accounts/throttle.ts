// Throttling in fixed windows, counted in the database (every app process sees the same counts). Keys name
// what is counted: 'login:account-ip:<email>:<address>', 'login:account:<email>', 'login:ip:<address>',
// 'register:ip:<address>' … An attempt is counted by one upsert that returns the new count (`hit`) before the
// work it limits, so parallel attempts cannot all slip under the limit (issue 11 #3); the searches, too frequent
// to write each one, take a batch of attempts at once (`take`, decision #470). The client address
// is Fastify's request.ip, which reads X-Forwarded-For only behind a trusted proxy (TRUST_PROXY), so a forged
// header changes nothing.
import { eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { Grant } from '../lib/admit.ts';
import { rateLimits } from './schema.ts';

export interface Limit {
  /** How many attempts the window allows. */
  max: number;
  windowMs: number;
}

export interface ThrottleState {
  blocked: boolean;
  /** Seconds until the window ends (for Retry-After and the message). */
  retryAfterSeconds: number;
}

/** The limits of issues 5 and 11 (docs/decisions/). */
export const LIMITS = {
  /**
   * Issue 11 #15: logins to one account from one address, every attempt counted before the password is
   * checked; a success forgets this address's attempts. Guessing from one address stops here without
   * locking the owner out elsewhere.
   */
  loginPerAccountAddress: { max: 5, windowMs: 15 * 60_000 },
  /**
   * Logins to one account from anywhere (every attempt, successes too): stops a guess spread over many
   * addresses. The profile's current-password checks count here as well.
   */
  loginPerAccount: { max: 20, windowMs: 15 * 60_000 },
  /** Logins from one address to any account, successes too (issue 11 #2: a flood of logins is throttled). */
  loginPerAddress: { max: 20, windowMs: 15 * 60_000 },
  /** Issue 11 #5: every registration attempt from an address, valid or not. */
  registerPerAddress: { max: 20, windowMs: 60 * 60_000 },
  resetPerAccount: { max: 3, windowMs: 60 * 60_000 },
  resetPerAddress: { max: 10, windowMs: 60 * 60_000 },
  mailingPerAddress: { max: 10, windowMs: 60 * 60_000 },
  mailsPerRecipient: { max: 3, windowMs: 24 * 60 * 60_000 },
  /**
   * Decision 524: mails to a typed, unchecked address an hour for the whole shop (every process counts in this
   * table), beside the per-recipient and per-address limits. Newsletter confirmations: a signup over it is refused
   * ("try again in N minutes"; without its link the signup is worthless).
   */
  newsletterConfirmationsPerHour: { max: 200, windowMs: 60 * 60_000 },
  /** Welcome mails: over it the account is made and works, only the (informative) welcome mail is not sent. */
  welcomeMailsPerHour: { max: 100, windowMs: 60 * 60_000 },
  /** Email changes (each mails the new address): over it the change is refused next to the email field. */
  emailChangeMailsPerHour: { max: 60, windowMs: 60 * 60_000 },
  /** Issue 14: the checkout's email check ('bekend' or not) from one address; a household checks a few. */
  checkoutEmailPerAddress: { max: 30, windowMs: 15 * 60_000 },
  /** Issue 11 #9: email changes an account may ask (with the right password) a day; each sends two mails. */
  emailChangePerAccount: { max: 5, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, Limit>;

/** Decision 524: the rate_limits keys of the shop-wide hourly caps on mails to typed addresses. */
export const SHOP_MAIL_KEYS = {
  newsletter: 'mailing:confirmations',
  welcome: 'register:welcome',
  emailChange: 'email-change:mails',
};

function state(windowStart: Date, count: number, limit: Limit, now: Date, counting: boolean): ThrottleState {
  const ends = windowStart.getTime() + limit.windowMs;
  const blocked = counting ? count > limit.max : count >= limit.max;
  return { blocked, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** Counts one attempt and says whether it is over the limit (a new window starts when the old one ended). */
export async function hit(db: Db, key: string, limit: Limit, now = new Date()): Promise<ThrottleState> {
  const row = await count(db, key, limit, 1, now);
  return state(row.windowStart, row.count, limit, now, true);
}

/**
 * Counts `wanted` attempts at once and says how many of them are within the limit (0 when it was reached
 * before). For a limit whose attempts are too frequent to write each one (the searches, decision #470): a
 * process takes a batch and spends it in memory. The upsert locks the row, so parallel takes from several
 * processes never grant more than `limit.max` in one window between them.
 */
export async function take(
  db: Db,
  key: string,
  limit: Limit,
  wanted: number,
  now = new Date(),
): Promise<Grant> {
  const row = await count(db, key, limit, wanted, now);
  const before = row.count - wanted;
  return {
    granted: Math.max(0, Math.min(wanted, limit.max - before)),
    windowEndsAt: new Date(row.windowStart.getTime() + limit.windowMs),
  };
}

/** Adds n attempts to the key's window (a new window when the old one ended); the window and its new count. */
async function count(
  db: Db,
  key: string,
  limit: Limit,
  n: number,
  now: Date,
): Promise<{ windowStart: Date; count: number }> {
  const expired = new Date(now.getTime() - limit.windowMs);
  const [row] = await queryRows<{ window_start: Date | string; count: number }>(
    db,
    sql`insert into ${rateLimits} (key, window_start, count) values (${key}, ${now}, ${n})
        on conflict (key) do update set
          window_start = case when ${rateLimits.windowStart} <= ${expired} then ${now} else ${rateLimits.windowStart} end,
          count = case when ${rateLimits.windowStart} <= ${expired} then ${n} else ${rateLimits.count} + ${n} end
        returning window_start, count`,
  );
  return { windowStart: new Date(row!.window_start), count: row!.count };
}

/** Whether the limit is reached, without counting (the profile's current-password check counts only a failure). */
export async function peek(db: Db, key: string, limit: Limit, now = new Date()): Promise<ThrottleState> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStart.getTime() <= now.getTime() - limit.windowMs)
    return { blocked: false, retryAfterSeconds: 0 };
  return state(row.windowStart, row.count, limit, now, false);
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Every window whose key starts with `prefix` (all addresses of one account: 'login:account-ip:<email>:'). */
export async function clearPrefix(db: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(rateLimits).where(sql`${rateLimits.key} like ${pattern}`);
}

/** Old windows go now and then (at a login), so the table stays the size of the last hour. */
export async function pruneWindows(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 24 * 60 * 60_000)));
}
