// /dev/mail: the mails and text messages the outbox adapters wrote, for developers and testers (DESIGN "mail").
// Registered only outside production. A mail's HTML is served from its own address with a sandboxing CSP and
// shown in a sandboxed frame, so a mail's markup can neither run script nor reach the shop's pages.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SHOP_TIME_ZONE } from '../../../domain/dates.ts';
import { listSmsOutbox } from '../sms/sms.ts';
import { escapeHtml } from '../../lib/html.ts';
import { listOutbox, readOutboxMail } from './outbox.ts';

const LIST_LIMIT = 100;
const MAIL_HTML_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";
const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1f23}' +
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}' +
  'pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}iframe{width:100%;height:40rem;border:1px solid #ccc}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:700}dd{margin:0}';

const amsterdamTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as 'DD-MM-YYYY HH:mm' in Europe/Amsterdam. */
function formatSentAt(iso: string): string {
  const part = Object.fromEntries(amsterdamTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}

export function registerDevMailRoutes(
  app: FastifyInstance,
  options: { mailOutboxDir: string; smsOutboxDir: string },
): void {
  app.get('/dev/mail', async (request, reply) => {
    const [mails, messages] = await Promise.all([
      listOutbox(options.mailOutboxDir, LIST_LIMIT),
      listSmsOutbox(options.smsOutboxDir, LIST_LIMIT),
    ]);
    const mailRows = mails.map(
      (m) =>
        `<tr><td>${formatSentAt(m.sentAt)}</td><td>${escapeHtml(m.to)}</td>` +
        `<td><a href="/dev/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(geen onderwerp)')}</a></td></tr>`,
    );
    const smsRows = messages.map(
      (s) =>
        `<tr><td>${formatSentAt(s.sentAt)}</td><td>${escapeHtml(s.to)}</td><td>${escapeHtml(s.text)}</td></tr>`,
    );
    const body =
      `<h2>E-mails</h2>${table(['Verstuurd', 'Aan', 'Onderwerp'], mailRows, 'Nog geen e-mails verstuurd.')}` +
      `<h2>Sms-berichten</h2>${table(['Verstuurd', 'Aan', 'Bericht'], smsRows, 'Nog geen sms-berichten verstuurd.')}`;
    return sendPage(reply, request.cspNonce, 'Verstuurde e-mails (ontwikkeling)', body);
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const mail = await readOutboxMail(options.mailOutboxDir, request.params.id);
    if (!mail) return sendNotFound(reply, request.cspNonce);
    const headers: [string, string][] = [
      ['Verstuurd', formatSentAt(mail.sentAt)],
      ['Van', mail.from],
      ['Aan', mail.to],
      ['Onderwerp', mail.subject],
    ];
    const body =
      '<p><a href="/dev/mail">Alle verstuurde berichten</a></p>' +
      `<dl>${headers.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>` +
      `<h2>Tekst</h2><pre>${escapeHtml(mail.text)}</pre>` +
      `<h2>HTML</h2><iframe sandbox src="/dev/mail/${encodeURIComponent(mail.id)}/html" title="HTML-versie van de e-mail"></iframe>`;
    return sendPage(reply, request.cspNonce, mail.subject || '(geen onderwerp)', body);
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id/html', async (request, reply) => {
    const mail = await readOutboxMail(options.mailOutboxDir, request.params.id);
    if (!mail) return sendNotFound(reply, request.cspNonce);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', MAIL_HTML_CSP)
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8')
      .send(mail.html);
  });
}

function table(headings: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<p>${empty}</p>`;
  const head = headings.map((h) => `<th scope="col">${h}</th>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function sendPage(
  reply: FastifyReply,
  nonce: string,
  title: string,
  body: string,
  status = 200,
): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="nl"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${escapeHtml(title)} — Leeswijzer</title><style nonce="${nonce}">${STYLE}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

function sendNotFound(reply: FastifyReply, nonce: string): FastifyReply {
  return sendPage(
    reply,
    nonce,
    'E-mail niet gevonden',
    '<p>Deze e-mail staat niet (meer) in de outbox.</p><p><a href="/dev/mail">Alle verstuurde berichten</a></p>',
    404,
  );
}
