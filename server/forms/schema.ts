// The forms capability's table (issue 15): every message a visitor sends with the contact, call-me-back and press
// forms, stored before any mail goes, so staff see it at /beheer even when a mail was lost. Only server/forms/
// imports it (eslint.config.js TABLE_OWNERS).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One sent form. kind: 'contact' | 'callback' | 'press' (domain/contact-forms.ts); fields: the cleaned input by
 * field name; sender_email: the address the confirmation went to (null: none given, a call-me-back);
 * submission_key: the hidden key of the rendered form, unique, so a resend of the same form stores nothing twice;
 * handled_at: set when staff handled it (null: open). No client address is kept (the limits count in rate_limits).
 */
export const formMessages = pgTable(
  'form_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    senderEmail: text('sender_email'),
    submissionKey: text('submission_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('form_messages_submission_key_idx').on(t.submissionKey),
    index('form_messages_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);
