// Issue 12 #2, the transactional outbox's delivery loop, on PGlite and PostgreSQL: a mail server that refuses
// three times and then accepts gets the mail exactly once; a message that keeps failing ends 'failed' with its
// last error, a log line and a count in /readyz; the idempotency key stops a second row; a dead sender's claim
// runs out; a message queued in the millisecond of a pass is sent in it; and on PostgreSQL two loops running at
// once over 50 messages send each exactly once.
import { count, eq, like, sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { openDatabase } from '../db/client.ts';
import { outboxMessages } from './schema.ts';
import { createMailer, type Mail, type Mailer } from '../integrations/mail/mailer.ts';
import type { SmsSender } from '../integrations/sms/sms.ts';
import { createDelivery, defaultBackoffMs, type DeliveryLog } from './delivery.ts';
import { enqueueMail, enqueueSms } from './outbox.ts';

/** Where a mailer without SMTP would write (a message that is not sent over SMTP never lands in the project). */
const OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'lw-outbox-test-'));

const noSms: SmsSender = {
  kind: 'outbox',
  send: async () => {
    throw new Error('no SMS expected');
  },
};

/** A clock the test moves; it starts a second ahead, so rows written now (database time) are due. */
function fakeClock() {
  let at = Date.now() + 1000;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

function recordingLog() {
  const lines: { level: 'warn' | 'error'; message: string; fields: object }[] = [];
  const log: DeliveryLog = {
    warn: (fields, message) => lines.push({ level: 'warn', message, fields }),
    error: (fields, message) => lines.push({ level: 'error', message, fields }),
  };
  return { log, lines };
}

let keys = 0;
const mail = (subject: string, to = 'lezer@voorbeeld.nl'): Mail => ({
  to,
  subject,
  text: `${subject}: https://www.leeswijzer.nl/reset-password/geheim`,
  html: `<p>${subject}</p>`,
});

describe.each(eachDatabase('connections'))('the outbox delivery loop on %s (issue 12 #2)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const db = () => t.database.db;
  const rowOf = async (key: string) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key)))[0]!;

  it('issue 12 #2: an SMTP server that refuses three times and then accepts gets exactly one mail', async () => {
    let tries = 0;
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          tries++;
          if (tries <= 3)
            return callback(Object.assign(new Error('Tijdelijk niet beschikbaar'), { responseCode: 451 }));
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.server.address() as AddressInfo).port;
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: OUTBOX_DIR,
        from: 'Leeswijzer <noreply@leeswijzer.nl>',
      });
      const clock = fakeClock();
      const { log, lines } = recordingLog();
      const delivery = createDelivery({ db: db(), mailer, sms: noSms, now: clock.now, log });
      const key = `smtp-test:${kind}`;
      expect(await enqueueMail(db(), key, mail('Welkom bij Leeswijzer'))).toBe(true);

      const passes = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        passes.push(await delivery.runOnce());
        clock.advance(defaultBackoffMs(attempt)); // the retry is due only after its backoff
      }
      console.log(
        `issue 12 #2 on ${kind}: SMTP refused ${Math.min(tries, 3)} times, ${tries} attempts, ${received.length} mail received`,
      );
      expect(passes.map((p) => [p.retried, p.sent])).toEqual([
        [1, 0],
        [1, 0],
        [1, 0],
        [0, 1],
        [0, 0],
      ]);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Welkom bij Leeswijzer');
      const row = await rowOf(key);
      expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null, claimToken: null });
      expect(row.body).toEqual({}); // a sent row keeps no link
      expect(lines.filter((l) => l.level === 'warn')).toHaveLength(3);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('issue 12 #2: a retry waits for its backoff, growing from 30 seconds', async () => {
    const clock = fakeClock();
    let calls = 0;
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        calls++;
        throw new Error('verbinding geweigerd');
      },
    };
    const delivery = createDelivery({
      db: db(),
      mailer: failing,
      sms: noSms,
      now: clock.now,
      log: recordingLog().log,
    });
    const key = `backoff:${kind}:${++keys}`;
    await enqueueMail(db(), key, mail('Backoff'));
    await delivery.runOnce();
    clock.advance(29_000);
    expect((await delivery.runOnce()).claimed).toBe(0);
    clock.advance(1_000);
    expect((await delivery.runOnce()).claimed).toBe(1);
    clock.advance(59_000);
    expect((await delivery.runOnce()).claimed).toBe(0);
    expect(calls).toBe(2);
    expect((await rowOf(key)).nextAttemptAt.getTime()).toBe(clock.now().getTime() - 59_000 + 60_000);
    await db().delete(outboxMessages).where(eq(outboxMessages.idempotencyKey, key)); // not due for the next tests
  });

  it('issue 12 #2: a message queued in the millisecond of a pass is sent in that pass', async () => {
    // The database stamps next_attempt_at with microseconds, the loop's clock has whole milliseconds. A time long
    // past, so that only this row is due then.
    const sent: Mail[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (m) => void sent.push(m) };
    const key = `same-millisecond:${kind}:${++keys}`;
    await enqueueMail(db(), key, mail('Zelfde milliseconde'));
    await db()
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`'2026-01-05T09:30:00.123456Z'::timestamptz` })
      .where(eq(outboxMessages.idempotencyKey, key));
    const at = new Date('2026-01-05T09:30:00.123Z');
    const delivery = createDelivery({ db: db(), mailer, sms: noSms, now: () => at, log: recordingLog().log });
    expect(await delivery.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(sent.map((m) => m.subject)).toEqual(['Zelfde milliseconde']);
    expect((await rowOf(key)).status).toBe('sent');
  });

  it('issue 12 #2: a message that fails its last attempt stays visible: failed, its last error, a log line, a count', async () => {
    const clock = fakeClock();
    const { log, lines } = recordingLog();
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('550 mailbox onbekend');
      },
    };
    const delivery = createDelivery({
      db: db(),
      mailer: failing,
      sms: noSms,
      now: clock.now,
      log,
      maxAttempts: 3,
    });
    const before = await delivery.health();
    const key = `failing:${kind}:${++keys}`;
    await enqueueMail(db(), key, mail('Gaat niet lukken'));
    for (let attempt = 1; attempt <= 4; attempt++) {
      await delivery.runOnce();
      clock.advance(defaultBackoffMs(attempt));
    }
    const row = await rowOf(key);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: '550 mailbox onbekend' });
    expect(row.body).not.toEqual({}); // kept, so the message can still be looked at and sent again by hand
    const errors = lines.filter((l) => l.level === 'error' && (l.fields as { key?: string }).key === key);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.fields).toMatchObject({ key, attempts: 3, error: '550 mailbox onbekend' });
    const after = await delivery.health();
    expect(after.failed).toBe(before.failed + 1);
  });

  it('issue 12 #2: a message due for long without being sent counts as stuck', async () => {
    const clock = fakeClock();
    const delivery = createDelivery({
      db: db(),
      mailer: createMailer({ outboxDir: OUTBOX_DIR, from: 'x' }),
      sms: noSms,
      now: clock.now,
    });
    const before = await delivery.health();
    await enqueueMail(db(), `stuck:${kind}:${++keys}`, mail('Blijft liggen'));
    expect((await delivery.health()).stuck).toBe(before.stuck);
    clock.advance(16 * 60_000); // nobody ran a pass for 16 minutes
    const after = await delivery.health();
    expect(after.stuck).toBeGreaterThan(before.stuck);
    expect(after.pending).toBeGreaterThan(0);
    await delivery.drain(); // leave nothing due for the other tests
  });

  it('issue 12 #2: the idempotency key stops a second row for the same event', async () => {
    const key = `welcome:idempotent-${kind}`;
    expect(await enqueueMail(db(), key, mail('Welkom'))).toBe(true);
    expect(await enqueueMail(db(), key, mail('Welkom (nog eens)'))).toBe(false);
    expect(await enqueueSms(db(), key, '0612345678', 'Welkom')).toBe(false);
    const [row] = await db()
      .select({ n: count() })
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, key));
    expect(row!.n).toBe(1);
  });

  it("issue 12 #2: a dead sender's claim runs out, and then the message is sent", async () => {
    const clock = fakeClock();
    const sent: string[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (m) => void sent.push(m.subject) };
    const delivery = createDelivery({ db: db(), mailer, sms: noSms, now: clock.now, leaseMs: 60_000 });
    const key = `lease:${kind}:${++keys}`;
    await enqueueMail(db(), key, mail('Na de lease'));
    // Another process claimed it and died before sending.
    await db()
      .update(outboxMessages)
      .set({ claimToken: 'dood', claimedUntil: new Date(clock.now().getTime() + 60_000), attempts: 1 })
      .where(eq(outboxMessages.idempotencyKey, key));
    await delivery.drain();
    expect(sent).not.toContain('Na de lease');
    clock.advance(61_000);
    await delivery.drain();
    expect(sent.filter((s) => s === 'Na de lease')).toHaveLength(1);
    expect(await rowOf(key)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it.runIf(kind === 'postgres')(
    'issue 12 #2: two delivery loops (two connection pools) running at once over 50 messages send each exactly once',
    async () => {
      const url = (t.database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const other = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 4 });
      try {
        const sent: string[] = [];
        const byLoop = [0, 0];
        const mailerOf = (loop: number): Mailer => ({
          kind: 'smtp',
          send: async (m) => {
            await new Promise((resolve) => setTimeout(resolve, 1)); // a send takes a moment: the loops interleave
            sent.push(m.subject);
            byLoop[loop]!++;
          },
        });
        for (let i = 0; i < 50; i++) await enqueueMail(db(), `race:${i}`, mail(`race ${i}`));
        const loops = [
          createDelivery({ db: db(), mailer: mailerOf(0), sms: noSms, batchSize: 3 }),
          createDelivery({ db: other.db, mailer: mailerOf(1), sms: noSms, batchSize: 3 }),
        ];
        await Promise.all([loops[0]!.drain(), loops[1]!.drain(), loops[0]!.drain(), loops[1]!.drain()]);
        const raced = sent.filter((s) => s.startsWith('race '));
        console.log(
          `issue 12 #2 on postgres: 50 messages, two loops sent ${byLoop[0]} + ${byLoop[1]} = ${raced.length}, ${new Set(raced).size} distinct`,
        );
        expect(raced).toHaveLength(50);
        expect(new Set(raced).size).toBe(50);
        expect(byLoop[0]).toBeGreaterThan(0);
        expect(byLoop[1]).toBeGreaterThan(0);
        const [row] = await db()
          .select({ n: count() })
          .from(outboxMessages)
          .where(like(outboxMessages.idempotencyKey, 'race:%'));
        expect(row!.n).toBe(50);
      } finally {
        await other.close();
      }
    },
  );
});
