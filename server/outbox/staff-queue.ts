// Issue 30 (back office I): the staff's view of the transactional outbox at /beheer/mail — every message the
// shop queued (mail and SMS), newest first, by status and searched by recipient, 50 a page — and "retry now"
// for a message that failed or waits for a later attempt (decisions 570–573).
// What staff see of a message is its envelope: recipient, subject, status, times, attempts and the last error.
// Never its body: a password reset or an email change carries a single-use link, and whoever reads it could take
// over the account (decision 572). This module does not even select the body.
// A sent message is never touched here, so a retry can never send one twice; a retry is one conditional change of
// the row under its lock plus one audit line, in one transaction (a second press, or another admin first, changes
// nothing and writes nothing), after which the delivery loop is nudged.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { STAFF_MAIL_PER_PAGE, type StaffMailFilter, type StaffMailView } from '../../domain/staff-mail.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import type { OutboxChannel } from './outbox.ts';
import { outboxMessages } from './schema.ts';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** One message as staff see it: everything but its body. */
export interface StaffMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  /** '' for a text message (SMS has no subject). */
  subject: string;
  status: OutboxStatus;
  /** Tries so far, a manual retry's included (decision 571). */
  attempts: number;
  createdAt: Date;
  /** When the loop tries a pending message next; null for a sent or failed one (nothing is planned). */
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  /** The mail server's (or SMS gateway's) last refusal; kept on a retry until the next attempt ends. */
  lastError: string | null;
  /** Whether "retry now" would change anything (see retry). */
  retryable: boolean;
}

export interface StaffMessagePage {
  messages: StaffMessage[];
  /** The messages that match the filter, over every page. */
  total: number;
  page: number;
  pages: number;
}

export type RetryResult =
  /** Back in the queue, due now (a failed message) or due now instead of later (a waiting one). */
  | { kind: 'done' }
  /** Sent already, or due already (or being sent): nothing to do, nothing written. */
  | { kind: 'unchanged' }
  | { kind: 'not_found' };

export interface StaffQueueService {
  list(filter: StaffMailFilter): Promise<StaffMessagePage>;
  /** "Retry now" by staff member `actorId` (decisions 570, 571). */
  retry(id: number, actorId: number, now?: Date): Promise<RetryResult>;
}

/**
 * Decision 570: a pending message due within this time counts as due already — the loop passes every few seconds
 * and a retry's nudge starts a pass at once, so moving it forward would change nothing worth a line in the log;
 * and two presses at once, whose clocks may differ by a few milliseconds, stay one change.
 */
export const ALREADY_DUE_MS = 60_000;

const VIEW_CONDITION: Record<StaffMailView, () => SQL | undefined> = {
  all: () => undefined,
  pending: () => eq(outboxMessages.status, 'pending'),
  sent: () => eq(outboxMessages.status, 'sent'),
  failed: () => eq(outboxMessages.status, 'failed'),
};

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Envelope {
  status: string;
  nextAttemptAt: Date;
}

/** Whether a retry at `now` would change the message: failed, or pending and not due within ALREADY_DUE_MS. */
function retryable(row: Envelope, now: Date): boolean {
  if (row.status === 'failed') return true;
  return row.status === 'pending' && row.nextAttemptAt.getTime() > now.getTime() + ALREADY_DUE_MS;
}

export function createStaffQueueService(deps: {
  db: Db;
  /** A message was put back in the queue: the delivery loop runs a pass now (outbox.notify()). */
  messagesQueued: () => void;
}): StaffQueueService {
  const { db } = deps;
  return {
    async list(filter) {
      const where = and(
        ...[
          VIEW_CONDITION[filter.view](),
          filter.q ? sql`lower(${outboxMessages.recipient}) like ${containing(filter.q)}` : undefined,
        ].filter((condition): condition is SQL => condition !== undefined),
      );
      const now = new Date();
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: outboxMessages.id,
            channel: outboxMessages.channel,
            recipient: outboxMessages.recipient,
            subject: outboxMessages.subject,
            status: outboxMessages.status,
            attempts: outboxMessages.attempts,
            createdAt: outboxMessages.createdAt,
            nextAttemptAt: outboxMessages.nextAttemptAt,
            sentAt: outboxMessages.sentAt,
            lastError: outboxMessages.lastError,
          })
          .from(outboxMessages)
          .where(where)
          // Newest first by the id: rows are numbered as they are written, and the primary key's index serves the
          // order (created_at has no index of its own; migrations are another step's).
          .orderBy(desc(outboxMessages.id))
          .limit(STAFF_MAIL_PER_PAGE)
          .offset((filter.page - 1) * STAFF_MAIL_PER_PAGE),
        db.select({ n: count() }).from(outboxMessages).where(where),
      ]);
      const total = counted?.n ?? 0;
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel as OutboxChannel,
          recipient: row.recipient,
          subject: row.subject,
          status: row.status as OutboxStatus,
          attempts: row.attempts,
          createdAt: row.createdAt,
          nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
          sentAt: row.sentAt,
          lastError: row.lastError,
          retryable: retryable(row, now),
        })),
        total,
        page: filter.page,
        pages: Math.max(1, Math.ceil(total / STAFF_MAIL_PER_PAGE)),
      };
    },

    async retry(id, actorId, now = new Date()) {
      const result = await withTransaction(db, async (tx): Promise<RetryResult> => {
        // The row under its lock: a second retry at the same moment waits here and then sees the first's change.
        const [row] = await tx
          .select({ status: outboxMessages.status, nextAttemptAt: outboxMessages.nextAttemptAt })
          .from(outboxMessages)
          .where(eq(outboxMessages.id, id))
          .for('update');
        if (!row) return { kind: 'not_found' };
        if (!retryable(row, now)) return { kind: 'unchanged' };
        // Decision 571: the attempts count on (the history stays true); a failed message gets one more attempt,
        // and the loop gives it up again if that one fails too (attempts past the maximum).
        await tx
          .update(outboxMessages)
          .set({ status: 'pending', nextAttemptAt: now, claimToken: null, claimedUntil: null })
          .where(eq(outboxMessages.id, id));
        await recordAudit(
          tx,
          {
            actorId,
            action: 'mail.retry',
            subject: `mail ${id}`,
            before:
              row.status === 'failed'
                ? { status: 'failed' }
                : { status: 'pending', next_attempt: row.nextAttemptAt.toISOString() },
            after: { status: 'pending', next_attempt: now.toISOString() },
          },
          now,
        );
        return { kind: 'done' };
      });
      if (result.kind === 'done') deps.messagesQueued();
      return result;
    },
  };
}
