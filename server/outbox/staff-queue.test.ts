// Issue 30: the staff's mail queue from the service's side, on each database — the list newest first by status and
// recipient (a typed % taken literally), 50 a page, without any message's body; "retry now" puts a failed message
// back with one more attempt (the count goes on), brings a waiting one forward, writes one audit line and nudges
// the loop; a second press, a message due already and a sent message change nothing and write nothing, and a sent
// message is never sent again. On PostgreSQL two retries of one failed message at the same moment make one change.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_MAIL_FILTER, type StaffMailFilter } from '../../domain/staff-mail.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { auditLog } from '../audit/schema.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { createDelivery } from './delivery.ts';
import { enqueueMail, enqueueSms } from './outbox.ts';
import { outboxMessages } from './schema.ts';
import { ALREADY_DUE_MS, createStaffQueueService } from './staff-queue.ts';

const ACTOR = 1;

// 'parallel': two retries of one message at the same moment, which only the server runs side by side.
describe.each(eachDatabase('parallel'))('the staff mail queue on %s (issue 30)', (kind) => {
  let t: TestServices;
  const domain = `wachtrij-${kind}.voorbeeld.nl`;
  let keys = 0;
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  const db = () => t.database.db;

  /** Queues a mail to `who@domain` and returns its id. */
  async function queue(who: string, subject = `Onderwerp ${++keys}`): Promise<number> {
    const key = `staff-queue-test:${kind}:${++keys}`;
    await enqueueMail(db(), key, {
      to: `${who}@${domain}`,
      subject,
      text: 'Herstel je wachtwoord: https://www.leeswijzer.nl/reset-password/geheim',
      html: '<p>geheim</p>',
    });
    const [row] = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, key));
    return row!.id;
  }
  const set = (id: number, values: Partial<typeof outboxMessages.$inferInsert>) =>
    db().update(outboxMessages).set(values).where(eq(outboxMessages.id, id));
  const rowOf = async (id: number) =>
    (await db().select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
  const auditLines = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.subject, `mail ${id}`)));
  const list = (filter: Partial<StaffMailFilter>) =>
    t.services.staffQueue.list({ ...DEFAULT_STAFF_MAIL_FILTER, ...filter });
  const mailsTo = async (address: string) => (await t.integrations.mails()).filter((m) => m.to === address);

  it('lists the messages newest first, by status and by part of the recipient, never with a body', async () => {
    const sent = await queue('lijst.verstuurd');
    await t.integrations.mails();
    const failed = await queue('lijst.mislukt');
    await set(failed, { status: 'failed', attempts: 8, lastError: '550 5.1.1 Onbekende ontvanger' });
    const pending = await queue('Lijst.Wachtend');
    await set(pending, {
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      attempts: 2,
      lastError: '451 Later',
    });
    await enqueueSms(
      db(),
      `staff-queue-test:${kind}:sms`,
      `+3161234${kind === 'pglite' ? '0001' : '0002'}`,
      'Code 1234',
    );

    // A typed % is a %, not 'anything'.
    expect((await list({ q: 'lijst.%' })).messages).toEqual([]);
    const ours = await list({ q: `LIJST.` });
    expect(ours.messages.map((m) => m.id)).toEqual([pending, failed, sent]);
    for (const message of ours.messages) expect(Object.keys(message)).not.toContain('body');

    const failedRow = (await list({ view: 'failed', q: 'lijst.mislukt' })).messages;
    expect(failedRow).toEqual([
      expect.objectContaining({
        id: failed,
        status: 'failed',
        attempts: 8,
        lastError: '550 5.1.1 Onbekende ontvanger',
        nextAttemptAt: null,
        sentAt: null,
        retryable: true,
        channel: 'mail',
      }),
    ]);
    const sentRow = (await list({ view: 'sent', q: 'lijst.verstuurd' })).messages;
    expect(sentRow).toEqual([expect.objectContaining({ id: sent, status: 'sent', retryable: false })]);
    expect(sentRow[0]!.sentAt).toBeInstanceOf(Date);
    const pendingRow = (await list({ view: 'pending', q: 'LIJST.WACHTEND' })).messages;
    expect(pendingRow).toEqual([expect.objectContaining({ id: pending, attempts: 2, retryable: true })]);
    expect(pendingRow[0]!.nextAttemptAt).toBeInstanceOf(Date);
    expect((await list({ view: 'sent', q: 'lijst.mislukt' })).total).toBe(0);
    const sms = (await list({ q: '+3161234' })).messages.find((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ subject: '', channel: 'sms' });
  });

  it('pages 50 at a time with the count over every page', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 51; i++) ids.push(await queue(`pagina.${i}`));
    const first = await list({ q: 'pagina.' });
    expect(first).toMatchObject({ total: 51, page: 1, pages: 2 });
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]!.id).toBe(ids[50]);
    const second = await list({ q: 'pagina.', page: 2 });
    expect(second.messages.map((m) => m.id)).toEqual([ids[0]]);
  });

  it('retry: a failed message is back with one more attempt, one audit line, the loop nudged; then sent once', async () => {
    const nudges: number[] = [];
    const staffQueue = createStaffQueueService({ db: db(), messagesQueued: () => nudges.push(1) });
    const id = await queue('opnieuw');
    await set(id, { status: 'failed', attempts: 8, lastError: '554 Geweigerd' });
    const at = new Date();
    expect(await staffQueue.retry(id, ACTOR, at)).toEqual({ kind: 'done' });
    expect(nudges).toHaveLength(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 8,
      lastError: '554 Geweigerd',
      claimToken: null,
    });
    expect(row.nextAttemptAt.getTime()).toBe(at.getTime());
    const lines = await auditLines(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: ACTOR,
      before: { status: 'failed' },
      after: { status: 'pending', next_attempt: at.toISOString() },
    });

    // A second press: due already, nothing changes and nothing is written.
    expect(await staffQueue.retry(id, ACTOR)).toEqual({ kind: 'unchanged' });
    expect(nudges).toHaveLength(1);

    expect(await mailsTo(`opnieuw@${domain}`)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 9, lastError: null });
    // Sent: never again, however often staff press.
    expect(await staffQueue.retry(id, ACTOR)).toEqual({ kind: 'unchanged' });
    expect(await t.services.staffQueue.retry(id, ACTOR)).toEqual({ kind: 'unchanged' });
    expect(await mailsTo(`opnieuw@${domain}`)).toHaveLength(1);
    expect(await auditLines(id)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
  });

  it('retry: a message that fails its extra attempt is given up again, its attempts counted on', async () => {
    const id = await queue('weer.mis');
    await set(id, { status: 'failed', attempts: 8, lastError: '554 Geweigerd' });
    const refusing: Mailer = {
      kind: 'outbox',
      send: async () => {
        throw new Error('550 Postbus vol');
      },
    };
    const at = new Date(Date.now() + 1000);
    const delivery = createDelivery({
      db: db(),
      mailer: refusing,
      sms: t.integrations.sms,
      now: () => at,
      log: { warn: () => {}, error: () => {} },
    });
    expect(await t.services.staffQueue.retry(id, ACTOR)).toEqual({ kind: 'done' });
    await delivery.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 9, lastError: '550 Postbus vol' });
    expect(await t.services.staffQueue.retry(id, ACTOR)).toEqual({ kind: 'done' });
    expect(await mailsTo(`weer.mis@${domain}`)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 10 });
    expect(await auditLines(id)).toHaveLength(2);
  });

  it('retry: a waiting message comes forward; one due within a minute, or unknown, is left', async () => {
    const later = await queue('later');
    const soon = await queue('straks');
    const now = new Date();
    await set(later, { nextAttemptAt: new Date(now.getTime() + 3_600_000), attempts: 5 });
    await set(soon, { nextAttemptAt: new Date(now.getTime() + ALREADY_DUE_MS - 1000), attempts: 1 });
    expect(await t.services.staffQueue.retry(later, ACTOR, now)).toEqual({ kind: 'done' });
    expect(await rowOf(later)).toMatchObject({ status: 'pending', attempts: 5, nextAttemptAt: now });
    expect((await auditLines(later))[0]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'pending', next_attempt: now.toISOString() },
    });
    expect(await t.services.staffQueue.retry(soon, ACTOR, now)).toEqual({ kind: 'unchanged' });
    expect(await auditLines(soon)).toHaveLength(0);
    expect(await t.services.staffQueue.retry(2_000_000_000, ACTOR, now)).toEqual({ kind: 'not_found' });
    await t.integrations.mails();
  });

  it('two retries of one failed message at the same moment: one change, one audit line, one mail', async () => {
    const ids = [await queue('tegelijk.een'), await queue('tegelijk.twee')];
    await db()
      .update(outboxMessages)
      .set({ status: 'failed', attempts: 8, lastError: '421 Te druk' })
      .where(inArray(outboxMessages.id, ids));
    for (const id of ids) {
      const results = await Promise.all([
        t.services.staffQueue.retry(id, ACTOR),
        t.services.staffQueue.retry(id, ACTOR + 1),
      ]);
      expect(results.map((r) => r.kind).sort()).toEqual(['done', 'unchanged']);
      expect(await auditLines(id)).toHaveLength(1);
      const rows = await db()
        .select({ status: outboxMessages.status })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id));
      expect(rows).toEqual([{ status: 'pending' }]);
    }
    for (const who of ['tegelijk.een', 'tegelijk.twee'])
      expect(await mailsTo(`${who}@${domain}`)).toHaveLength(1);
  });
});
