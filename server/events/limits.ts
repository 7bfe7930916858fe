// The abuse limits of the events pages (issue 15 #2, #6), counted in the database in fixed windows by accounts'
// rate_limits (the same upsert as the login and form limits: parallel posts cannot all slip under a limit). The
// events capability gets the counting function handed in by server/services.ts (`admit`), as the forms do.
import { DAY_MS, HOUR_MS, type Limit } from '../lib/admit.ts';

export type { Admit, Limit } from '../lib/admit.ts';

export const EVENT_LIMITS = {
  /** Coupon tries from one client address (decision 368): a person mistypes a few; guessing codes stops here. */
  couponTriesPerAddress: { max: 20, windowMs: HOUR_MS },
  /** Registrations sent (valid or caught by the honeypot) from one address: a family registers a few. */
  registrationsPerAddress: { max: 10, windowMs: HOUR_MS },
  /** Confirmations to one address a day: anyone may type a stranger's address; the registration stands anyway. */
  confirmationsPerRecipient: { max: 3, windowMs: DAY_MS },
  /**
   * Decision 524: confirmations an hour from all addresses together (each goes to a typed, unchecked address; a
   * full lecture hall is a few dozen an hour): beyond it the registration stands and staff are mailed, the
   * registrant is told on the page that no confirmation comes.
   */
  confirmationsPerHour: { max: 100, windowMs: HOUR_MS },
  /** Registration mails to the staff mailbox an hour; beyond it the registrations are stored only. */
  staffMailsPerHour: { max: 60, windowMs: HOUR_MS },
} satisfies Record<string, Limit>;

export const eventLimitKeys = {
  coupon: (ip: string) => `events:coupon:ip:${ip}`,
  address: (ip: string) => `events:ip:${ip}`,
  recipient: (email: string) => `events:to:${email.toLowerCase()}`,
  staff: 'events:staff',
  confirmations: 'events:confirmations',
};
