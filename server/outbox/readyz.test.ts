// Issue 12 #2: /readyz shows the outbox's failed and stuck messages but still answers 200 — a mail server that
// is down does not take the app out of the load balancer; the database does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { outboxMessages } from './schema.ts';

describe('/readyz and the outbox (issue 12 #2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issue 12 #2: counts failed messages and stays 200', async () => {
    const ready = async () => {
      const res = await t.app.inject({ url: '/readyz' });
      return { code: res.statusCode, body: res.json() as { messages: Record<string, unknown> } };
    };
    expect((await ready()).body.messages).toEqual({ pending: 0, failed: 0, stuck: 0, ok: true });
    await t.services.database.db.insert(outboxMessages).values({
      idempotencyKey: 'readyz:failed',
      channel: 'mail',
      recipient: 'lezer@voorbeeld.nl',
      subject: 'Kwam niet aan',
      body: { text: '', html: '' },
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox onbekend',
    });
    const after = await ready();
    expect(after.code).toBe(200);
    expect(after.body).toMatchObject({ status: 'ok', messages: { failed: 1, ok: false } });
  });
});
