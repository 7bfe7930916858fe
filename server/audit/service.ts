// The audit capability (issue 30): the log of every staff change — who, when, what, before → after. A service
// that changes something for staff calls recordAudit with its own transaction, so the change and its line are
// committed together; /beheer/logboek reads the log newest first.
import { asc, count, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from './schema.ts';

export interface AuditEntry {
  /** The staff member's user id (from the session, never from the form); domain/staff-access.ts SHOP_ACTOR_ID for the shop itself. */
  actorId: number;
  /** What was done, e.g. 'review.approve' (the log page names it in Dutch: beheer.audit.action.*). */
  action: string;
  /** What it was done to, e.g. 'recensie 12', 'bestelling 10042'. */
  subject: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one line of the log with the executor of the change (its transaction). */
export async function recordAudit(tx: Db, entry: AuditEntry, at = new Date()): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    actorId: entry.actorId,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditLine extends Required<AuditEntry> {
  id: number;
  at: Date;
}

export interface AuditService {
  /** Newest first. */
  list(page: { page: number; perPage: number }): Promise<{ lines: AuditLine[]; total: number }>;
}

/** Issue 30: the lines about one subject ('bestelling 10042'), oldest first — an order's timeline. */
export async function auditLinesOf(db: Db, subject: string): Promise<AuditLine[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, subject))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null }));
}

/** Issue 31: the last lines whose action starts with `prefix` ('settings.'), newest first — a page's own history. */
export async function latestAuditLines(db: Db, prefix: string, limit: number): Promise<AuditLine[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, `${prefix.replace(/[\\%_]/g, '\\$&')}%`))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null }));
}

export function createAuditService(db: Db): AuditService {
  return {
    async list({ page, perPage }) {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(auditLog),
      ]);
      return {
        lines: rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null })),
        total: counted?.n ?? 0,
      };
    },
  };
}
