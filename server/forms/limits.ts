// The abuse limits of the contact-type forms (issue 15 #6), counted in the database in fixed windows by accounts'
// rate_limits (the same upsert as the login limits: parallel sends cannot all slip under a limit). The forms
// capability gets the counting function handed in by server/services.ts (`admit`), as the cart does.

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

export const FORM_LIMITS = {
  /** Sent forms (valid or caught by the honeypot) from one client address: a person sends a few, a robot many. */
  perAddress: { max: 10, windowMs: HOUR },
  /** Confirmations to one address a day: anyone may type a stranger's address; the message is stored anyway. */
  confirmationsPerRecipient: { max: 3, windowMs: 24 * HOUR },
  /** Mails to the staff mailbox an hour, from all addresses together; beyond it messages are stored, seen in /beheer. */
  staffMailsPerHour: { max: 60, windowMs: HOUR },
} satisfies Record<string, Limit>;

export const limitKeys = {
  address: (ip: string) => `forms:ip:${ip}`,
  recipient: (email: string) => `forms:to:${email.toLowerCase()}`,
  staff: 'forms:staff',
};
