// The abuse limits of the review form (issue 15 #6), counted in the database in fixed windows by accounts'
// rate_limits (the same upsert as the login and form limits, so parallel sends cannot all slip under a limit). The
// counting function (`admit`) is handed in by server/services.ts.
import { DAY_MS, HOUR_MS, type Limit } from '../lib/admit.ts';

export type { Admit, Limit } from '../lib/admit.ts';

/** Decision 380. */
export const REVIEW_SEND_LIMITS = {
  /** Reviews from one client address an hour: a reader writes one or two, a robot many. */
  perAddress: { max: 5, windowMs: HOUR_MS },
  /** Confirmations to one address a day: anyone may type a stranger's address; the review is stored anyway. */
  confirmationsPerRecipient: { max: 3, windowMs: DAY_MS },
  /** Mails to the staff mailbox an hour; beyond it reviews are stored and wait in /beheer/recensies. */
  staffMailsPerHour: { max: 60, windowMs: HOUR_MS },
} satisfies Record<string, Limit>;

export const reviewLimitKeys = {
  address: (ip: string) => `reviews:ip:${ip}`,
  recipient: (email: string) => `reviews:to:${email.toLowerCase()}`,
  staff: 'reviews:staff',
};
