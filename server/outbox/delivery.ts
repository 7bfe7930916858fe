// The outbox's delivery loop (issue 12 #2): sends the due rows of outbox_messages, retries a failure with
// exponential backoff, marks a sent row 'sent' (its body emptied) and a row that failed its last attempt
// 'failed' with the last error and a log line. In-process: server/main.ts starts it and stops it at shutdown;
// tests call `runOnce`/`drain` themselves instead of starting it.
// Several app processes may run it at once: a pass claims its rows in one UPDATE over a
// `SELECT … FOR UPDATE SKIP LOCKED` (another process's claimed rows are skipped, never waited for) and stamps
// them with its claim token and a lease (claimed_until); a sender that dies mid-send loses its claim when the
// lease ends, and the row is tried again. Sending is at-least-once only when a sender dies between the mail
// server's acceptance and the 'sent' mark, or the server's answer to the data is lost; in every other case a row
// is sent once, and a repeat carries the same Message-ID (the row's id) so the recipient's server can drop it.
// Issue 27 #4 (decisions 515–517): the lease is short (60 s) and renewed every 20 s while a pass holds rows, so a
// living sender keeps its claim however long a send takes and a dead one's claims are free within a minute; on the
// embedded database (one process by its lock) the start releases every claim at once. A send that finds the
// server unavailable (MailServerUnavailableError: no connection, a timeout, a dropped connection) is not the
// message's fault: it and the rest of the batch on that channel go back unclaimed and uncounted, and that channel
// pauses for 30 s, after which one pass tries again; other channels go on.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { outboxMessages } from './schema.ts';
import type { AttachmentRef, MailAttachment, Mailer } from '../integrations/mail/mailer.ts';
import type { SmsSender } from '../integrations/sms/sms.ts';

/** Where the loop reports: pino's (Fastify's app.log) signature, so one JSON line per event. */
export interface DeliveryLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface DeliveryOptions {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  now?: () => Date;
  log?: DeliveryLog;
  /** Attempts before a message is 'failed' (default 8: about an hour of retries with the default backoff). */
  maxAttempts?: number;
  /** Rows one pass claims at a time. */
  batchSize?: number;
  /** How long a claim holds before it is renewed (every third of it while a pass holds rows). */
  leaseMs?: number;
  /** How long a channel rests after its server was unavailable before one pass tries it again. */
  unavailablePauseMs?: number;
  /** The wait after the n-th failed attempt (n ≥ 1). */
  backoffMs?: (attempt: number) => number;
  /** How often the started loop looks for due rows (a `notify` after a commit starts a pass at once). */
  intervalMs?: number;
  /**
   * Makes a file a queued mail names (issue 29: the invoice PDF of a paid order). A mail that names one is not
   * sent without it: an error here counts as a failed attempt and the mail is tried again later.
   */
  attachment?: (ref: AttachmentRef) => Promise<MailAttachment>;
}

export interface PassResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxHealth {
  /** Waiting to be sent (first try or a retry). */
  pending: number;
  /** Gave up after the last attempt: someone must look (last_error says why). */
  failed: number;
  /** Pending and due for longer than STUCK_AFTER_MS: the loop is not running or cannot reach the database. */
  stuck: number;
}

export interface MessageDelivery {
  /** One pass: claims up to a batch of due rows and sends them. */
  runOnce(): Promise<PassResult>;
  /** Passes until one claims nothing (every due row sent, retried later or failed); the totals. */
  drain(): Promise<PassResult>;
  /**
   * Starts the loop (server/main.ts). `releaseClaims`: no other process can be sending (the embedded database's
   * lock), so every claim is a dead process's and is freed before the first pass.
   */
  start(options?: { releaseClaims?: boolean }): void;
  /** Stops the loop and waits for the running pass (graceful shutdown, before the database closes). */
  stop(): Promise<void>;
  /** A message was committed: run a pass soon rather than at the next interval. No-op when not started. */
  notify(): void;
  health(): Promise<OutboxHealth>;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
/** Decision 516: a claim's lease, renewed every third of it while the pass runs. */
export const DEFAULT_LEASE_MS = 60_000;
/** Decision 517: how long a channel rests after its server was unavailable. */
export const DEFAULT_UNAVAILABLE_PAUSE_MS = 30_000;
export const STUCK_AFTER_MS = 15 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;

/** 30 s, 1, 2, 4 … minutes, at most an hour. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

interface ClaimedRow {
  id: number;
  idempotency_key: string;
  channel: string;
  recipient: string;
  subject: string;
  body: Record<string, string> | string;
  attempts: number;
}

const consoleLog: DeliveryLog = {
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

export function createDelivery(options: DeliveryOptions): MessageDelivery {
  const { db, mailer, sms } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? consoleLog;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const unavailablePauseMs = options.unavailablePauseMs ?? DEFAULT_UNAVAILABLE_PAUSE_MS;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const intervalMs = options.intervalMs ?? 5_000;

  // Channels whose server was unavailable, until when they rest; and since when (for the log line when back).
  const pausedUntil = new Map<string, number>();
  const unavailableSince = new Map<string, number>();

  async function claim(token: string, at: Date): Promise<ClaimedRow[]> {
    const until = new Date(at.getTime() + leaseMs);
    // Due up to the end of `at`'s millisecond: the database stamps a new row with microseconds (now()), this
    // clock has whole milliseconds, and a pass in the millisecond a row was queued found it not yet due and left it
    // for the next interval (a CI run read no mail after a tip: 2026-12-01).
    const dueBefore = new Date(at.getTime() + 1);
    const resting = [...pausedUntil].filter(([, end]) => end > at.getTime()).map(([channel]) => channel);
    const rows = await queryRows<ClaimedRow>(
      db,
      // Due order: a message that just met an unavailable server waits behind the others that are due.
      sql`update ${outboxMessages}
          set claim_token = ${token}, claimed_until = ${until}, attempts = attempts + 1
          where id in (
            select id from ${outboxMessages}
            where status = 'pending' and next_attempt_at < ${dueBefore}
              and (claimed_until is null or claimed_until < ${at})
              ${
                resting.length > 0
                  ? sql`and channel not in (${sql.join(
                      resting.map((c) => sql`${c}`),
                      sql`, `,
                    )})`
                  : sql``
              }
            order by next_attempt_at, id
            limit ${batchSize}
            for update skip locked)
          returning id, idempotency_key, channel, recipient, subject, body, attempts`,
    );
    // RETURNING keeps no order: send a batch in queue order, so one person's mails arrive as they were written.
    return rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function send(row: ClaimedRow): Promise<void> {
    const body = typeof row.body === 'string' ? (JSON.parse(row.body) as Record<string, string>) : row.body;
    if (row.channel === 'mail')
      await mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: body.text ?? '',
        html: body.html ?? '',
        id: `outbox-${row.id}-${createHash('sha256').update(row.idempotency_key).digest('hex').slice(0, 12)}`,
        attachments: await attachmentsOf(body.attach),
      });
    else if (row.channel === 'sms') await sms.send(row.recipient, body.text ?? '');
    else throw new Error(`unknown channel '${row.channel}'`);
  }

  async function attachmentsOf(attach: string | undefined): Promise<MailAttachment[]> {
    if (!attach) return [];
    const refs = JSON.parse(attach) as AttachmentRef[];
    if (!options.attachment) throw new Error('a mail names an attachment, but no maker is configured');
    return Promise.all(refs.map((ref) => options.attachment!(ref)));
  }

  const mine = (row: ClaimedRow, token: string) =>
    and(eq(outboxMessages.id, row.id), eq(outboxMessages.claimToken, token));

  /** Gives claimed rows back as if they had not been claimed (the attempt not counted). */
  async function unclaim(where: SQL | undefined, nextAttemptAt?: Date, lastError?: string): Promise<void> {
    await db
      .update(outboxMessages)
      .set({
        claimToken: null,
        claimedUntil: null,
        attempts: sql`${outboxMessages.attempts} - 1`,
        ...(nextAttemptAt ? { nextAttemptAt } : {}),
        ...(lastError ? { lastError } : {}),
      })
      .where(where);
  }

  function serverUnavailable(row: ClaimedRow, error: unknown, at: number): void {
    pausedUntil.set(row.channel, at + unavailablePauseMs);
    if (unavailableSince.has(row.channel)) return;
    unavailableSince.set(row.channel, at);
    log.warn(
      { channel: row.channel, messageId: row.id, error: errorText(error), pauseMs: unavailablePauseMs },
      'berichtenserver niet bereikbaar: berichten wachten tot hij weer antwoordt',
    );
  }

  function serverAnswered(channel: string, at: number): void {
    const since = unavailableSince.get(channel);
    if (since === undefined) return;
    unavailableSince.delete(channel);
    pausedUntil.delete(channel);
    log.warn({ channel, unavailableMs: at - since }, 'berichtenserver weer bereikbaar');
  }

  async function runOnce(): Promise<PassResult> {
    const token = randomBytes(12).toString('base64url');
    const claimedAt = now();
    const rows = await claim(token, claimedAt);
    const result: PassResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
    if (rows.length === 0) return result;
    // The lease is renewed while this pass holds rows; a renewal that fails is logged, and a row is only sent
    // while the claim is known to hold.
    let heldUntil = claimedAt.getTime() + leaseMs;
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(() => {
      const at = now();
      renewing = db
        .update(outboxMessages)
        .set({ claimedUntil: new Date(at.getTime() + leaseMs) })
        .where(and(eq(outboxMessages.claimToken, token), eq(outboxMessages.status, 'pending')))
        .then(
          () => (heldUntil = at.getTime() + leaseMs),
          (error: unknown) =>
            log.error({ error: errorText(error) }, 'berichtenbezorging: claim niet verlengd'),
        );
    }, leaseMs / 3);
    renewal.unref();
    try {
      await sendClaimed(rows, token, result, () => now().getTime() < heldUntil);
    } finally {
      clearInterval(renewal);
      await renewing;
    }
    return result;
  }

  async function sendClaimed(
    rows: ClaimedRow[],
    token: string,
    result: PassResult,
    stillHeld: () => boolean,
  ): Promise<void> {
    const unavailable = new Set<string>();
    for (const row of rows) {
      if (unavailable.has(row.channel)) continue;
      // A claim that may have run out (renewals failed): leave the row, whoever holds it now sends it.
      if (!stillHeld()) break;
      try {
        await send(row);
      } catch (error) {
        const lastError = errorText(error);
        if (serverUnavailableError(error)) {
          const at = now().getTime();
          unavailable.add(row.channel);
          serverUnavailable(row, error, at);
          await unclaim(mine(row, token), new Date(at + unavailablePauseMs), lastError);
          // The rest of this channel's batch goes back at once, for the next pass (or another process).
          await unclaim(
            and(
              eq(outboxMessages.claimToken, token),
              eq(outboxMessages.channel, row.channel),
              eq(outboxMessages.status, 'pending'),
            ),
          );
          result.retried++;
          continue;
        }
        // The server answered (a refusal): it is there.
        serverAnswered(row.channel, now().getTime());
        const released = { claimToken: null, claimedUntil: null, lastError };
        if (row.attempts >= maxAttempts) {
          await db
            .update(outboxMessages)
            .set({ ...released, status: 'failed' })
            .where(mine(row, token));
          result.failed++;
          log.error(
            {
              messageId: row.id,
              key: row.idempotency_key,
              channel: row.channel,
              attempts: row.attempts,
              error: lastError,
            },
            'bericht niet verstuurd: opgegeven na de laatste poging',
          );
        } else {
          const next = new Date(now().getTime() + backoffMs(row.attempts));
          await db
            .update(outboxMessages)
            .set({ ...released, nextAttemptAt: next })
            .where(mine(row, token));
          result.retried++;
          log.warn(
            {
              messageId: row.id,
              key: row.idempotency_key,
              channel: row.channel,
              attempts: row.attempts,
              error: lastError,
              nextAttemptAt: next.toISOString(),
            },
            'bericht niet verstuurd: volgende poging later',
          );
        }
        continue;
      }
      // Sent: the body goes (it may hold a single-use link); recipient, subject and key stay as the record.
      await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: now(),
          body: {},
          claimToken: null,
          claimedUntil: null,
          lastError: null,
        })
        .where(mine(row, token));
      result.sent++;
      serverAnswered(row.channel, now().getTime());
    }
  }

  async function drain(): Promise<PassResult> {
    const total: PassResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const pass = await runOnce();
      total.claimed += pass.claimed;
      total.sent += pass.sent;
      total.retried += pass.retried;
      total.failed += pass.failed;
      if (pass.claimed === 0) return total;
    }
  }

  // The started loop: one pass at a time; a notify during a pass asks for another one right after it.
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  function schedule(delay: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    timer = null;
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .then(
        () => undefined,
        (error: unknown) => log.error({ error: errorText(error) }, 'berichtenbezorging: ronde mislukt'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(intervalMs);
      });
  }

  return {
    runOnce,
    drain,
    start(startOptions = {}) {
      if (started) return;
      started = true;
      if (!startOptions.releaseClaims) return schedule(0);
      running = db
        .update(outboxMessages)
        .set({ claimToken: null, claimedUntil: null })
        .where(and(eq(outboxMessages.status, 'pending'), isNotNull(outboxMessages.claimToken)))
        .then(
          () => undefined,
          (error: unknown) =>
            log.error({ error: errorText(error) }, 'berichtenbezorging: claims niet vrijgegeven'),
        )
        .finally(() => {
          running = null;
          schedule(0);
        });
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    notify() {
      if (started) schedule(0);
    },
    async health() {
      const stuckBefore = new Date(now().getTime() - STUCK_AFTER_MS);
      const [row] = await queryRows<{ pending: number; failed: number; stuck: number }>(
        db,
        // Each count reads only its partial index (pending, failed), never the sent rows.
        sql`select
              (select count(*) from ${outboxMessages} where status = 'pending')::int as pending,
              (select count(*) from ${outboxMessages} where status = 'failed')::int as failed,
              (select count(*) from ${outboxMessages}
                where status = 'pending' and next_attempt_at < ${stuckBefore})::int as stuck`,
      );
      return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, stuck: row?.stuck ?? 0 };
    },
  };
}

/**
 * A send that found its server unavailable (MailServerUnavailableError, or any adapter's error marked so): the
 * server's fault, not the message's.
 */
function serverUnavailableError(error: unknown): boolean {
  return error instanceof Error && (error as { serverUnavailable?: unknown }).serverUnavailable === true;
}

/** The error as one short line for last_error and the log (an SMTP answer, a network error). */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}
