// The audit capability's table (issue 30: "an audit log of every staff change — who, when, what, before →
// after"). A row is written in the same transaction as the change it records, so a change and its line in the
// log are there together or not at all. Only server/audit/ imports it (eslint.config.js TABLE_OWNERS).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One staff change. actor_id: the staff member's user id (kept as a number, not a foreign key: the log outlives
 * an account); action: what was done ('review.approve', 'partner.approve' …, domain/audit.ts); subject: what it
 * was done to ('review 12', 'order 10042'); before / after: the changed fields' values (null where there was
 * nothing before or after).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(sql`${t.at} desc`, sql`${t.id} desc`)],
);
