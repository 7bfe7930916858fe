// The abuse limits of the review form (issue 15 #6), counted in the database in fixed windows by accounts'
// rate_limits (the same upsert as the login and form limits, so parallel sends cannot all slip under a limit). The
// counting function (`admit`) is handed in by server/services.ts.

export interface Limit {
  max: number;
  windowMs: number;
}

export interface Admission {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Counts one attempt under `key` and says whether it went over `limit` (server/accounts/throttle.ts hit). */
export type Admit = (key: string, limit: Limit) => Promise<Admission>;

const HOUR = 60 * 60_000;

/** Decision 380. */
export const REVIEW_SEND_LIMITS = {
  /** Reviews from one client address an hour: a reader writes one or two, a robot many. */
  perAddress: { max: 5, windowMs: HOUR },
  /** Confirmations to one address a day: anyone may type a stranger's address; the review is stored anyway. */
  confirmationsPerRecipient: { max: 3, windowMs: 24 * HOUR },
  /** Mails to the staff mailbox an hour; beyond it reviews are stored and wait in /beheer/recensies. */
  staffMailsPerHour: { max: 60, windowMs: HOUR },
} satisfies Record<string, Limit>;

export const reviewLimitKeys = {
  address: (ip: string) => `reviews:ip:${ip}`,
  recipient: (email: string) => `reviews:to:${email.toLowerCase()}`,
  staff: 'reviews:staff',
};
