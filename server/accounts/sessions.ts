// Server-side sessions (issue 5): a new random id at every login, destroyed at logout, an idle expiry that
// slides with use and an absolute expiry that does not (docs/decisions/). The cookie carries the id; the
// table its hash.
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from './schema.ts';
import { isTokenShaped, newToken, tokenHash } from './tokens.ts';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so browsing costs no write per page. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionRecord {
  idHash: string;
  userId: number;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface NewSession {
  /** The cookie value; never stored. */
  id: string;
  idHash: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: number, now = new Date()): Promise<NewSession> {
  const id = newToken();
  const idHash = tokenHash(id);
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({ idHash, userId, createdAt: now, lastSeenAt: now, expiresAt });
  // Sessions past their absolute expiry go at the next login of anyone (an index range on expires_at); one
  // that went idle sooner is removed when it is next presented, or at its absolute expiry at the latest.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { id, idHash, expiresAt };
}

/** The live session for a cookie value, touched when it was last seen a while ago; null when none or expired. */
export async function findSession(
  db: Db,
  id: string | undefined,
  now = new Date(),
): Promise<SessionRecord | null> {
  if (!isTokenShaped(id)) return null;
  const idHash = tokenHash(id);
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt.getTime() <= now.getTime() || idleSince >= SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (idleSince >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    return { ...row, lastSeenAt: now };
  }
  return row;
}

export async function destroySession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** After a password change: every other session of the account ends (a thief's copy too). */
export async function destroyOtherSessions(db: Db, userId: number, keepIdHash: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}

export async function sessionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}
