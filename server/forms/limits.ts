// The abuse limits of the contact-type forms (issue 15 #6), counted in the database in fixed windows by accounts'
// rate_limits (the same upsert as the login limits: parallel sends cannot all slip under a limit). The forms
// capability gets the counting function handed in by server/services.ts (`admit`), as the cart does.
import { DAY_MS, HOUR_MS, type Limit } from '../lib/admit.ts';

export type { Admit, Limit } from '../lib/admit.ts';

export const FORM_LIMITS = {
  /** Sent forms (valid or caught by the honeypot) from one client address: a person sends a few, a robot many. */
  perAddress: { max: 10, windowMs: HOUR_MS },
  /** Confirmations to one address a day: anyone may type a stranger's address; the message is stored anyway. */
  confirmationsPerRecipient: { max: 3, windowMs: DAY_MS },
  /**
   * Decision 520: confirmations an hour from all addresses together (each goes to a typed, unchecked address):
   * beyond it the message is stored and staff are mailed, the confirmation is not.
   */
  confirmationsPerHour: { max: 100, windowMs: HOUR_MS },
  /** Mails to the staff mailbox an hour, from all addresses together; beyond it messages are stored, seen in /beheer. */
  staffMailsPerHour: { max: 60, windowMs: HOUR_MS },
} satisfies Record<string, Limit>;

export const limitKeys = {
  address: (ip: string) => `forms:ip:${ip}`,
  recipient: (email: string) => `forms:to:${email.toLowerCase()}`,
  staff: 'forms:staff',
  confirmations: 'forms:confirmations',
};
