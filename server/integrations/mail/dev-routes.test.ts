import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSmsOutbox } from '../sms/sms.ts';
import { registerDevMailRoutes } from './dev-routes.ts';
import { createMailer } from './mailer.ts';
import { listOutbox } from './outbox.ts';

const NONCE = 'dGVzdC1ub25jZQ==';

describe('/dev/mail', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-dev-mail-'));
  const mailOutboxDir = path.join(dir, 'mail');
  const smsOutboxDir = path.join(dir, 'sms');
  let app: FastifyInstance;
  let mailId: string;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:05 UTC on 31 December is already the next day and year in Amsterdam.
    vi.setSystemTime(new Date('2026-12-31T23:05:00.000Z'));
    await createMailer({ outboxDir: mailOutboxDir, from: 'Leeswijzer <noreply@leeswijzer.nl>' }).send({
      to: 'anna@example.nl',
      subject: 'Welkom bij Leeswijzer <& co>',
      text: 'Beste Anna,\n\nJe account is aangemaakt.',
      html: '<p>Beste Anna, je account is aangemaakt.</p><script>alert(1)</script>',
    });
    await createSmsOutbox(smsOutboxDir).send('+31612345678', 'Je code is 123456');
    vi.useRealTimers();
    mailId = (await listOutbox(mailOutboxDir))[0]!.id;

    app = Fastify();
    // As server/http/security-headers.ts does for every request.
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', async (request) => {
      request.cspNonce = NONCE;
    });
    registerDevMailRoutes(app, { mailOutboxDir, smsOutboxDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the sent mails and text messages with Amsterdam time, recipient and escaped subject', async () => {
    const response = await app.inject('/dev/mail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain('<h1>Verstuurde e-mails (ontwikkeling)</h1>');
    expect(response.body).toContain(`<style nonce="${NONCE}">`);
    expect(response.body).toContain(
      `<td>01-01-2027 00:05</td><td>anna@example.nl</td><td><a href="/dev/mail/${mailId}">Welkom bij Leeswijzer &lt;&amp; co&gt;</a></td>`,
    );
    expect(response.body).toContain(
      '<td>01-01-2027 00:05</td><td>+31612345678</td><td>Je code is 123456</td>',
    );
  });

  it('says so when nothing has been sent yet', async () => {
    const empty = Fastify();
    empty.decorateRequest('cspNonce', '');
    registerDevMailRoutes(empty, {
      mailOutboxDir: path.join(dir, 'none'),
      smsOutboxDir: path.join(dir, 'none'),
    });
    const response = await empty.inject('/dev/mail');
    expect(response.body).toContain('Nog geen e-mails verstuurd.');
    expect(response.body).toContain('Nog geen sms-berichten verstuurd.');
    await empty.close();
  });

  it('shows one mail with its headers, its text part and its HTML part in a sandboxed frame', async () => {
    const response = await app.inject(`/dev/mail/${mailId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<dd>Leeswijzer &lt;noreply@leeswijzer.nl&gt;</dd>');
    expect(response.body).toContain('<dd>anna@example.nl</dd>');
    expect(response.body).toContain('<dd>01-01-2027 00:05</dd>');
    expect(response.body).toContain('<pre>Beste Anna,\n\nJe account is aangemaakt.</pre>');
    expect(response.body).toContain(`<iframe sandbox src="/dev/mail/${mailId}/html"`);
    expect(response.body).not.toContain('<script>');
  });

  it("serves the mail's HTML under a sandboxing CSP that allows no script", async () => {
    const response = await app.inject(`/dev/mail/${mailId}/html`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe('<p>Beste Anna, je account is aangemaakt.</p><script>alert(1)</script>');
  });

  it.each([
    '/dev/mail/2026-01-01T00-00-00-000Z-00000000',
    '/dev/mail/2026-01-01T00-00-00-000Z-00000000/html',
    '/dev/mail/..%2Fsms',
    '/dev/mail/onzin/html',
  ])('answers 404 in Dutch for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('E-mail niet gevonden');
  });
});
