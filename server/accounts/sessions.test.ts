// Sessions: a random id per login, only its hash stored, idle and absolute expiry, ended at logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { sessions } from './schema.ts';
import {
  createSession,
  destroyOtherSessions,
  findSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCount,
} from './sessions.ts';
import { tokenHash } from './tokens.ts';

describe.each(eachDatabase())('sessions on %s', (kind) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const start = new Date('2026-11-25T10:00:00Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  it('gives a 256-bit random id and stores only its SHA-256', async () => {
    const session = await createSession(t.database.db, 1, start);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, 1));
    expect(rows.map((r) => r.idHash)).toContain(tokenHash(session.id));
    expect(rows.map((r) => r.idHash)).not.toContain(session.id);
    expect((await findSession(t.database.db, session.id, later(1000)))?.userId).toBe(1);
  });

  it('ends after a week without use, and slides with use', async () => {
    const session = await createSession(t.database.db, 1, start);
    expect(await findSession(t.database.db, session.id, later(SESSION_IDLE_MS - 60_000))).not.toBeNull();
    // Used just now, so another almost-week is fine …
    expect(await findSession(t.database.db, session.id, later(2 * SESSION_IDLE_MS - 120_000))).not.toBeNull();
    // … but a week of silence ends it.
    expect(await findSession(t.database.db, session.id, later(3 * SESSION_IDLE_MS))).toBeNull();
  });

  it('ends after 30 days whatever the use', async () => {
    const session = await createSession(t.database.db, 2, start);
    for (let day = 1; day < 30; day += 5) {
      expect(await findSession(t.database.db, session.id, later(day * 24 * 60 * 60_000))).not.toBeNull();
    }
    expect(await findSession(t.database.db, session.id, later(SESSION_ABSOLUTE_MS))).toBeNull();
  });

  it('removes sessions past their absolute expiry at the next login', async () => {
    const old = await createSession(t.database.db, 4, start);
    await createSession(t.database.db, 1, later(SESSION_ABSOLUTE_MS + 1000));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.idHash, old.idHash));
    expect(rows).toEqual([]);
  });

  it('ignores a cookie value that is not one of ours', async () => {
    expect(await findSession(t.database.db, 'x', start)).toBeNull();
    expect(await findSession(t.database.db, "' or 1=1 --", start)).toBeNull();
    expect(await findSession(t.database.db, 'A'.repeat(43), start)).toBeNull();
  });

  it('ends the other sessions of an account and keeps the current one', async () => {
    const now = new Date();
    const mine = await createSession(t.database.db, 3, now);
    await createSession(t.database.db, 3, now);
    await createSession(t.database.db, 3, now);
    await destroyOtherSessions(t.database.db, 3, mine.idHash);
    expect(await sessionCount(t.database.db, 3)).toBe(1);
    expect(await findSession(t.database.db, mine.id, now)).not.toBeNull();
  });
});
