// The outbox's table (issue 12 #2, #6 schema split). Only server/outbox/ imports it (eslint.config.js TABLE_OWNERS);
// the capabilities write messages through server/outbox/outbox.ts.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (issue 12 #2, DESIGN "mail"): every message the shop sends (mail, SMS; later
 * webhook-driven events) is first a row here, written in the transaction of the change that causes it, then
 * sent by the delivery loop (server/outbox/delivery.ts). idempotency_key names the event ('reset:<token hash>',
 * 'welcome:<user id>'): the same event never gives two rows. A sender claims due rows with FOR UPDATE SKIP
 * LOCKED and a lease (claimed_until), so two app processes never send one row twice and a crashed sender's
 * claim runs out. status: 'pending' → 'sent', or 'failed' after the last attempt (last_error kept). A sent
 * row's body is emptied: it may hold a single-use link, and the database keeps no usable link (issue 5).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_key_idx').on(t.idempotencyKey),
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_messages_failed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);
