// Issue 15: a sent form's mails through a loopback SMTP server (the real mailer, the outbox's delivery loop): the
// staff mail and the confirmation reach exactly the two envelope recipients, with the fixed subjects, and a name
// with line breaks and a 'Bcc:' in it stays in the body — a visitor never writes a header or adds a recipient.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../services.ts';
import { APP_VERSION } from '../version.ts';
import { createMailer } from '../integrations/mail/mailer.ts';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { TEST_HASH, testIntegrations } from '../../tests/support/test-integrations.ts';

interface Received {
  to: string[];
  raw: string;
}

describe.each(eachDatabase())('form mails over SMTP on %s', (kind) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  let db: TestDatabase;
  let services: Services;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    db = await openTestDatabase(kind);
    const fakes = testIntegrations();
    services = createServices(db.database, APP_VERSION, {
      integrations: {
        ...fakes,
        mailer: createMailer({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          outboxDir: '/nonexistent/never-used',
          from: 'Leeswijzer <noreply@leeswijzer.nl>',
        }),
        attachOutbox: () => {},
      },
      hashParams: TEST_HASH,
    });
  });

  afterAll(async () => {
    await db?.dispose();
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('sends the staff mail and the confirmation to their two addresses only, headers untouched by the input', async () => {
    const sender = `smtp-${kind}@voorbeeld.nl`;
    const result = await services.forms.submit(
      'contact',
      {
        firstname: 'Eva\r\nBcc: stiekem@evil.example\r\nSubject: gewonnen',
        email: sender,
        question: 'Vraag\r\nBcc: ook@evil.example',
        form_key: `smtp-test-key-${kind}-0001`,
      },
      { ip: '192.0.2.77' },
    );
    expect(result.kind).toBe('ok');
    await services.outbox.drain();
    const envelopes = received.map((r) => r.to).sort();
    expect(envelopes).toEqual([['info@leeswijzer.nl'], [sender]].sort());
    for (const mail of received) {
      const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^bcc:/im);
      expect(head).not.toContain('evil.example');
      expect(head).not.toContain('gewonnen');
    }
    const subjects = received.map((r) => /^Subject: (.*)$/m.exec(r.raw)?.[1]?.trim()).sort();
    expect(subjects).toEqual(
      [
        `Nieuw contactformulier (bericht ${result.kind === 'ok' ? result.id : ''})`,
        'We hebben je contactformulier ontvangen',
      ].sort(),
    );
  });
});
