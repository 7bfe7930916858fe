// Send to friend (issue 15 #4): a visitor tips a book to one or more friends. The form is checked
// (domain/send-to-friend.ts, the weekday captcha of domain/weekday-captcha.ts), counted against its limits in the
// database (per client address, per sender address and per recipient, by the same atomic upsert as every form),
// then stored in form_messages (kind 'friend') with one mail per recipient through the outbox in one transaction.
// The partner code in the book link is the visitor's affiliate cookie, read by the caller: never the posted field.
// Issue 27 #5 (decision 520): the weekday captcha is known in advance and a sender address is typed freely, so the
// MAILS are capped too — per client address and for the whole shop an hour, every recipient counted — and the links
// in the message are not mailed (domain/mail-links.ts; links to the shop itself stay, the book link is ours).
import { eq } from 'drizzle-orm';
import type { FieldErrors, TextRef } from '../../domain/account-forms.ts';
import { displayText } from '../../domain/account-input.ts';
import { DEFAULT_MAX_TEXT_LENGTH, HONEYPOT_FIELD, isSubmissionKey } from '../../domain/contact-forms.ts';
import { withoutForeignLinks } from '../../domain/mail-links.ts';
import {
  bookLink,
  cleanSendToFriend,
  isPartnerCode,
  MAX_RECIPIENTS,
  type Recipient,
  recipientField,
  validateSendToFriend,
} from '../../domain/send-to-friend.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { settingNumber, type SettingsService } from '../settings/service.ts';
import type { Admit, Limit } from './limits.ts';
import { formMessages } from './schema.ts';
import { sendToFriendMail } from './send-to-friend-mail.ts';

/** The kind of a tip in form_messages (the table holds every form's messages; /beheer lists them all). */
export const FRIEND_KIND = 'friend';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Decision 389: the send-to-friend limits, counted in accounts' rate_limits. */
export const FRIEND_LIMITS = {
  /** Tips sent (valid or caught by the honeypot) from one client address an hour. */
  perClientAddress: { max: 10, windowMs: HOUR },
  /** Tips with one sender email a day: a person tips a few friends, a spammer many. */
  perSender: { max: 5, windowMs: DAY },
  /** Tips mailed to one address a day, from anyone: beyond it the tip is stored, not mailed. */
  perRecipient: { max: 2, windowMs: DAY },
  /**
   * Decision 520: mails (one per recipient) from one client address an hour, whatever sender address is typed:
   * beyond it the tip is refused, nothing stored or mailed, with the message next to the recipients over it.
   */
  mailsPerClientAddress: { max: 10, windowMs: HOUR },
  /** Decision 520: tip mails of the whole shop an hour, from all addresses together (a spread-out robot). */
  mailsPerHour: { max: 200, windowMs: HOUR },
} satisfies Record<string, Limit>;

export const friendLimitKeys = {
  clientAddress: (ip: string) => `friend:ip:${ip}`,
  sender: (email: string) => `friend:from:${email.toLowerCase()}`,
  recipient: (email: string) => `friend:to:${email.toLowerCase()}`,
  clientMails: (ip: string) => `friend:mails:ip:${ip}`,
  shopMails: 'friend:mails',
};

/** The book a tip is about, with its own path (/book/{sku}[/{slug}]). */
export interface FriendBook {
  sku: string;
  title: string;
  path: string;
}

export type SendToFriendResult =
  /** Stored (id) with `mailed` mails queued; id null: nothing to do (a resend of the same form, the honeypot). */
  | { kind: 'ok'; id: number | null; mailed: number }
  | { kind: 'unknown_book' }
  | { kind: 'invalid'; errors: FieldErrors; formError: TextRef | null }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /**
   * Decision 520: over a mail cap (per client address or for the shop, an hour): nothing stored or mailed; the
   * messages stand next to the recipients' emails over the cap, the form keeps its input.
   */
  | { kind: 'capped'; errors: FieldErrors; formError: TextRef; retryAfterSeconds: number };

export interface SendToFriendService {
  /** The book of the form and the longest message (setting maxLengthProfile); null for an unknown book. */
  form(sku: string): Promise<{ book: FriendBook; maxTextLength: number } | null>;
  send(
    sku: string,
    raw: Readonly<Record<string, string>>,
    meta: { ip: string; partnerCode: string | null; now?: Date },
  ): Promise<SendToFriendResult>;
}

export interface SendToFriendDeps {
  db: Db;
  settings: SettingsService;
  admit: Admit;
  findBook: (sku: string) => Promise<FriendBook | null>;
  messagesQueued: () => void;
  /** The public origin: the book link in the mail is absolute. */
  origin: string;
}

const recipientLine = (r: Recipient) =>
  `${displayText([r.firstname, r.lastname].filter(Boolean).join(' '))} <${r.email}>`;

export function createSendToFriendService(deps: SendToFriendDeps): SendToFriendService {
  const { db } = deps;

  async function maxTextLength(): Promise<number> {
    return settingNumber(await deps.settings.all(), 'maxLengthProfile', DEFAULT_MAX_TEXT_LENGTH);
  }

  return {
    async form(sku) {
      const [book, max] = await Promise.all([deps.findBook(sku), maxTextLength()]);
      return book ? { book, maxTextLength: max } : null;
    },

    async send(sku, raw, meta) {
      const now = meta.now ?? new Date();
      const key = raw.form_key;
      // A resend of a tip already stored (a reload after the post, a double click): its answer again, nothing new.
      if (isSubmissionKey(key)) {
        const [done] = await db
          .select({ id: formMessages.id })
          .from(formMessages)
          .where(eq(formMessages.submissionKey, key));
        if (done) return { kind: 'ok', id: null, mailed: 0 };
      }
      const book = await deps.findBook(sku);
      if (!book) return { kind: 'unknown_book' };
      const input = cleanSendToFriend(raw);
      const errors = validateSendToFriend(input, { maxTextLength: await maxTextLength(), now });
      const formError: TextRef | null = input.tooMany
        ? { key: 'form_errors.too_many_recipients', params: { n: MAX_RECIPIENTS } }
        : null;
      if (Object.keys(errors).length > 0 || formError) return { kind: 'invalid', errors, formError };

      const client = await deps.admit(friendLimitKeys.clientAddress(meta.ip), FRIEND_LIMITS.perClientAddress);
      if (client.blocked) return { kind: 'throttled', retryAfterSeconds: client.retryAfterSeconds };
      // Decision 354: a robot that filled the honeypot gets the same answer as a person, and nothing is stored.
      if ((raw[HONEYPOT_FIELD] ?? '') !== '') return { kind: 'ok', id: null, mailed: 0 };
      const sender = await deps.admit(friendLimitKeys.sender(input.email), FRIEND_LIMITS.perSender);
      if (sender.blocked) return { kind: 'throttled', retryAfterSeconds: sender.retryAfterSeconds };
      // Decision 520: every recipient is a mail, counted per client address and for the whole shop before anything
      // is stored; one over a cap refuses the whole tip (a half-sent tip would confuse the sender).
      const capped: FieldErrors = {};
      let retryAfterSeconds = 0;
      for (const r of input.recipients) {
        const client = await deps.admit(
          friendLimitKeys.clientMails(meta.ip),
          FRIEND_LIMITS.mailsPerClientAddress,
        );
        const shop = client.blocked
          ? client
          : await deps.admit(friendLimitKeys.shopMails, FRIEND_LIMITS.mailsPerHour);
        if (!shop.blocked) continue;
        const minutes = Math.max(1, Math.ceil(shop.retryAfterSeconds / 60));
        capped[recipientField('email', r.row)] = client.blocked
          ? {
              key: 'form_errors.friend_cap_address',
              params: { max: FRIEND_LIMITS.mailsPerClientAddress.max, minutes },
            }
          : { key: 'form_errors.friend_cap_shop', params: { minutes } };
        retryAfterSeconds = Math.max(retryAfterSeconds, shop.retryAfterSeconds);
      }
      if (Object.keys(capped).length > 0)
        return { kind: 'capped', errors: capped, formError: { key: 'friend.not_sent' }, retryAfterSeconds };
      // Each recipient counted on its own: one over its daily limit is stored but not mailed; the sender is not told
      // (whether an address is tipped often is nobody else's business).
      const mailable: Recipient[] = [];
      for (const r of input.recipients)
        if (!(await deps.admit(friendLimitKeys.recipient(r.email), FRIEND_LIMITS.perRecipient)).blocked)
          mailable.push(r);
      // The message as stored is what was typed (staff see it); the friend's mail has no links but the shop's own.
      const mailedMessage = withoutForeignLinks(input.message, deps.origin).text;

      const partnerCode = isPartnerCode(meta.partnerCode) ? meta.partnerCode : null;
      const link = bookLink(deps.origin, book.path, partnerCode);
      const fields: Record<string, string> = {
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        book: `${book.title} (${book.sku})`,
        recipients: input.recipients.map(recipientLine).join('\n'),
        message: input.message,
        ...(partnerCode ? { partner_code: partnerCode } : {}),
        ...(mailable.length < input.recipients.length
          ? {
              not_mailed: input.recipients
                .filter((r) => !mailable.includes(r))
                .map((r) => r.email)
                .join('\n'),
            }
          : {}),
      };
      const submissionKey = isSubmissionKey(key) ? key : `server:${crypto.randomUUID()}`;
      const id = await withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(formMessages)
          .values({ kind: FRIEND_KIND, fields, senderEmail: input.email.toLowerCase(), submissionKey })
          .onConflictDoNothing({ target: formMessages.submissionKey })
          .returning({ id: formMessages.id });
        // The same form sent twice at once: the other request stored it (and queues its mails).
        if (!row) return null;
        for (const r of mailable)
          await enqueueMail(
            tx,
            `friend:${row.id}:${r.row}`,
            sendToFriendMail({
              to: r.email,
              recipientFirstname: r.firstname,
              sender: { firstname: input.firstname, lastname: input.lastname },
              message: mailedMessage,
              book,
              link,
            }),
          );
        return row.id;
      });
      if (id === null) return { kind: 'ok', id: null, mailed: 0 };
      deps.messagesQueued();
      return { kind: 'ok', id, mailed: mailable.length };
    },
  };
}
