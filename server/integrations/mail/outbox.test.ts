import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';
import { listOutbox, readOutboxMail } from './outbox.ts';

const FROM = 'Leeswijzer <noreply@leeswijzer.nl>';

function mail(to: string, subject: string) {
  return { to, subject, text: `Tekst voor ${to}`, html: `<p>HTML voor ${to}</p>` };
}

describe('mail outbox', () => {
  let dir: string;
  let outboxDir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lw-outbox-'));
    outboxDir = path.join(dir, 'nested', 'mail');
    // Only Date is faked, so the file system's own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('chooses the outbox without an SMTP URL and writes each mail as one JSON file in a created folder', async () => {
    vi.setSystemTime(new Date('2026-11-25T07:30:12.345Z'));
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: FROM });
    expect(mailer.kind).toBe('outbox');

    await mailer.send(mail('anna@example.nl', 'Welkom bij Leeswijzer'));

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2026-11-25T07-30-12-345Z-[0-9a-f]{8}\.json$/);
    const stored = JSON.parse(readFileSync(path.join(outboxDir, files[0]!), 'utf8'));
    expect(stored).toEqual({
      id: files[0]!.slice(0, -'.json'.length),
      to: 'anna@example.nl',
      from: FROM,
      subject: 'Welkom bij Leeswijzer',
      text: 'Tekst voor anna@example.nl',
      html: '<p>HTML voor anna@example.nl</p>',
      sentAt: '2026-11-25T07:30:12.345Z',
    });
  });

  it('lists the newest mail first, up to the limit, and reads a mail back by its id', async () => {
    const mailer = createMailer({ outboxDir, from: FROM });
    vi.setSystemTime(new Date('2026-11-25T07:30:00.000Z'));
    await mailer.send(mail('eerste@example.nl', 'Eerste'));
    vi.setSystemTime(new Date('2026-11-25T09:00:00.000Z'));
    await mailer.send(mail('derde@example.nl', 'Derde'));
    vi.setSystemTime(new Date('2026-11-25T08:15:00.000Z'));
    await mailer.send(mail('tweede@example.nl', 'Tweede'));

    const listed = await listOutbox(outboxDir);
    expect(listed.map((m) => m.subject)).toEqual(['Derde', 'Tweede', 'Eerste']);
    expect(listed[0]).toEqual({
      id: expect.stringMatching(/^2026-11-25T09-00-00-000Z-[0-9a-f]{8}$/),
      to: 'derde@example.nl',
      subject: 'Derde',
      sentAt: '2026-11-25T09:00:00.000Z',
    });
    expect((await listOutbox(outboxDir, 2)).map((m) => m.subject)).toEqual(['Derde', 'Tweede']);

    const read = await readOutboxMail(outboxDir, listed[1]!.id);
    expect(read).toMatchObject({
      to: 'tweede@example.nl',
      from: FROM,
      html: '<p>HTML voor tweede@example.nl</p>',
    });
  });

  it('leaves no temporary files behind and lists only finished mails', async () => {
    const mailer = createMailer({ outboxDir, from: FROM });
    await Promise.all([mailer.send(mail('a@example.nl', 'A')), mailer.send(mail('b@example.nl', 'B'))]);
    writeFileSync(path.join(outboxDir, '2026-11-25T07-30-12-345Z-0000abcd.json.1234abcd.tmp'), '{');

    expect(readdirSync(outboxDir).filter((name) => name.endsWith('.json'))).toHaveLength(2);
    expect(await listOutbox(outboxDir)).toHaveLength(2);
  });

  it('answers an empty list for an outbox folder that does not exist yet', async () => {
    expect(await listOutbox(path.join(dir, 'missing'))).toEqual([]);
  });

  it('answers null for an unknown id and refuses ids that could leave the folder', async () => {
    const mailer = createMailer({ outboxDir, from: FROM });
    await mailer.send(mail('anna@example.nl', 'Geheim'));
    const [stored] = await listOutbox(outboxDir);
    // A JSON file beside the outbox that a traversal id would reach.
    writeFileSync(path.join(dir, 'nested', 'outside.json'), JSON.stringify({ ...stored, subject: 'Buiten' }));

    expect(await readOutboxMail(outboxDir, '2026-01-01T00-00-00-000Z-00000000')).toBeNull();
    expect(await readOutboxMail(outboxDir, '../outside')).toBeNull();
    expect(await readOutboxMail(outboxDir, `../mail/${stored!.id}`)).toBeNull();
    expect(await readOutboxMail(outboxDir, `${stored!.id}.json`)).toBeNull();
    expect(await readOutboxMail(outboxDir, `${stored!.id}\n`)).toBeNull();
  });
});
