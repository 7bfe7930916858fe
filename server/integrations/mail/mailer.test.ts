import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mailer over SMTP', () => {
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
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it('delivers the mail with recipient, UTF-8 subject, text part and HTML part to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent/never-used',
      from: 'Leeswijzer <noreply@leeswijzer.nl>',
    });
    expect(mailer.kind).toBe('smtp');

    await mailer.send({
      to: 'anna@example.nl',
      subject: 'Welkom bij Leeswijzer — je account',
      text: 'Beste Anna, je account is aangemaakt. Veel leesplezier met je eerste boek: café Één.',
      html: '<p>Beste Anna, je account is <strong>aangemaakt</strong>. Café Één.</p>',
    });

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('noreply@leeswijzer.nl');
    expect(message!.to).toEqual(['anna@example.nl']);
    const mail = readMime(message!.raw);
    expect(mail.headers.get('to')).toBe('anna@example.nl');
    expect(mail.headers.get('subject')).toBe('Welkom bij Leeswijzer — je account');
    expect(mail.parts.get('text/plain')).toBe(
      'Beste Anna, je account is aangemaakt. Veel leesplezier met je eerste boek: café Één.',
    );
    expect(mail.parts.get('text/html')).toBe(
      '<p>Beste Anna, je account is <strong>aangemaakt</strong>. Café Één.</p>',
    );
  });
});

// Just enough MIME to read what nodemailer sends: unfolded headers with RFC 2047 encoded words, and the parts
// of one multipart/alternative body in 7bit, quoted-printable or base64.
function readMime(raw: string): { headers: Map<string, string>; parts: Map<string, string> } {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('expected a multipart message');
  const parts = new Map<string, string>();
  for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
    const part = splitEntity(chunk.replace(/^\r\n/, ''));
    const type = (part.headers.get('content-type') ?? '').split(';')[0]!.trim();
    parts.set(
      type,
      decodeBody(part.body.replace(/\r\n$/, ''), part.headers.get('content-transfer-encoding')),
    );
  }
  return { headers, parts };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body.replace(/=\r\n/g, ''));
  return Buffer.from(body, 'latin1').toString('utf8');
}

function quotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(value.slice(i + 1, i + 3))) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(value.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
