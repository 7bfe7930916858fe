// The forms capability (issue 15): the contact, call-me-back and press forms sent, stored and mailed. A sent form
// is checked (domain/contact-forms.ts), counted against the limits (./limits.ts), then stored with its mails to
// staff and to the sender in one transaction through the outbox: a message is never mailed without being stored,
// never stored without its mails queued. Staff read the stored messages at /beheer.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  cleanContactForm,
  type ContactFormKind,
  DEFAULT_MAX_TEXT_LENGTH,
  HONEYPOT_FIELD,
  isSubmissionKey,
  senderEmail,
  validateContactForm,
} from '../../domain/contact-forms.ts';
import type { FieldErrors } from '../../domain/account-forms.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { recordAudit } from '../audit/service.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { settingNumber, type SettingsService } from '../settings/service.ts';
import { confirmationMail, staffMail } from './mails.ts';

/** How long form messages are kept (decision 392), for the privacy page. */
export { FORM_MESSAGE_MONTHS } from './retention.ts';
import { type Admit, FORM_LIMITS, limitKeys } from './limits.ts';
import { formMessages } from './schema.ts';

/** A book of the press request's select: an own publication. */
export interface PressBook {
  sku: string;
  title: string;
}

export interface FormSettings {
  /** Setting maxLengthProfile: the longest text-area text. */
  maxTextLength: number;
}

export type SubmitResult =
  /** Stored and mailed (id), or nothing to do: a resend of the same form, or the honeypot filled (id null). */
  | { kind: 'ok'; id: number | null }
  | { kind: 'invalid'; errors: FieldErrors; values: Record<string, string> }
  | { kind: 'throttled'; retryAfterSeconds: number };

export interface FormMessage {
  id: number;
  kind: ContactFormKind;
  fields: Record<string, string>;
  senderEmail: string | null;
  createdAt: Date;
  handledAt: Date | null;
}

export interface FormsService {
  settings(): Promise<FormSettings>;
  /** The press request's book select: the own publications by title. */
  pressBooks(): Promise<readonly PressBook[]>;
  submit(
    kind: ContactFormKind,
    raw: Readonly<Record<string, string>>,
    meta: { ip: string },
  ): Promise<SubmitResult>;
  /** Staff: the stored messages, newest first. */
  messages(page: { page: number; perPage: number }): Promise<{ messages: FormMessage[]; total: number }>;
  /** Staff: how many messages are not marked handled yet (the dashboard, issue 30). */
  openMessageCount(): Promise<number>;
  /** Staff: a message handled (once; a second click changes nothing). False when there is no such open message. */
  markHandled(id: number, actorId: number, now?: Date): Promise<boolean>;
}

export interface FormsDeps {
  db: Db;
  settings: SettingsService;
  admit: Admit;
  ownPublications: () => Promise<readonly PressBook[]>;
  /** Wakes the outbox's delivery loop after a commit. */
  messagesQueued: () => void;
  /** The public origin, for the link in the staff mail. */
  origin: string;
}

export function createFormsService(deps: FormsDeps): FormsService {
  const { db } = deps;

  async function settings(): Promise<FormSettings & { staffEmail: string }> {
    const map = await deps.settings.all();
    return {
      maxTextLength: settingNumber(map, 'maxLengthProfile', DEFAULT_MAX_TEXT_LENGTH),
      // Issue 15 #1: staff mail goes to formsStaffEmail, else to the shop's contact address.
      staffEmail: map.get('formsStaffEmail') || map.get('contactEmail') || 'info@leeswijzer.nl',
    };
  }

  return {
    async settings() {
      const { maxTextLength } = await settings();
      return { maxTextLength };
    },

    pressBooks: () => deps.ownPublications(),

    async submit(kind, raw, meta) {
      const values = cleanContactForm(kind, raw);
      const key = raw.form_key;
      // A resend of a form already stored (a reload after the post, a double click): its answer again, nothing new.
      if (isSubmissionKey(key)) {
        const [done] = await db
          .select({ id: formMessages.id })
          .from(formMessages)
          .where(eq(formMessages.submissionKey, key));
        if (done) return { kind: 'ok', id: null };
      }
      const { maxTextLength, staffEmail } = await settings();
      const books = kind === 'press' ? await deps.ownPublications() : [];
      const errors = validateContactForm(kind, values, {
        maxTextLength,
        ownSkus: new Set(books.map((b) => b.sku)),
      });
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, values };
      const address = await deps.admit(limitKeys.address(meta.ip), FORM_LIMITS.perAddress);
      if (address.blocked) return { kind: 'throttled', retryAfterSeconds: address.retryAfterSeconds };
      // Decision 354: a robot that filled the honeypot gets the same answer as a person, and nothing is stored.
      if ((raw[HONEYPOT_FIELD] ?? '') !== '') return { kind: 'ok', id: null };
      const sender = senderEmail(values);
      // A confirmation goes to a typed address: per recipient a day and (decision 520) for the shop an hour.
      const confirm = sender
        ? !(await deps.admit(limitKeys.recipient(sender), FORM_LIMITS.confirmationsPerRecipient)).blocked &&
          !(await deps.admit(limitKeys.confirmations, FORM_LIMITS.confirmationsPerHour)).blocked
        : false;
      const toStaff = !(await deps.admit(limitKeys.staff, FORM_LIMITS.staffMailsPerHour)).blocked;
      const bookTitle = books.find((b) => b.sku === values.book_select)?.title ?? null;
      const submissionKey = isSubmissionKey(key) ? key : `server:${crypto.randomUUID()}`;
      const id = await withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(formMessages)
          .values({
            kind,
            // The press request keeps the book's title beside its sku, as it was when asked (for /beheer).
            fields: bookTitle ? { ...values, book_title: bookTitle } : values,
            senderEmail: sender,
            submissionKey,
          })
          .onConflictDoNothing({ target: formMessages.submissionKey })
          .returning({ id: formMessages.id });
        // The same form sent twice at once: the other request stored it (and queues its mails).
        if (!row) return null;
        if (toStaff)
          await enqueueMail(
            tx,
            `form:${row.id}:staff`,
            staffMail({ to: staffEmail, id: row.id, kind, fields: values, bookTitle, origin: deps.origin }),
          );
        if (confirm && sender)
          await enqueueMail(
            tx,
            `form:${row.id}:sender`,
            confirmationMail({ to: sender, kind, fields: values, bookTitle, origin: deps.origin }),
          );
        return row.id;
      });
      if (id !== null) deps.messagesQueued();
      return { kind: 'ok', id };
    },

    async markHandled(id, actorId, now = new Date()) {
      return withTransaction(db, async (tx) => {
        const rows = await tx
          .update(formMessages)
          .set({ handledAt: now })
          .where(and(eq(formMessages.id, id), isNull(formMessages.handledAt)))
          .returning({ id: formMessages.id });
        if (rows.length === 0) return false;
        await recordAudit(
          tx,
          {
            actorId,
            action: 'message.handle',
            subject: `bericht ${id}`,
            before: { handled: false },
            after: { handled: true },
          },
          now,
        );
        return true;
      });
    },

    async openMessageCount() {
      const [row] = await db.select({ n: count() }).from(formMessages).where(isNull(formMessages.handledAt));
      return row?.n ?? 0;
    },

    async messages({ page, perPage }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(formMessages)
          .orderBy(desc(formMessages.createdAt), desc(formMessages.id))
          .limit(perPage)
          .offset((Math.max(1, page) - 1) * perPage),
        db.select({ n: count() }).from(formMessages),
      ]);
      return {
        messages: rows.map((r) => ({
          id: r.id,
          kind: r.kind as ContactFormKind,
          fields: r.fields,
          senderEmail: r.senderEmail,
          createdAt: r.createdAt,
          handledAt: r.handledAt,
        })),
        total: total?.n ?? 0,
      };
    },
  };
}
