// How the shop sends mail (DESIGN "mail"): over SMTP when SMTP_URL is set, otherwise into the outbox folder.
// Callers see only the Mailer interface, so the choice is made once, at start-up.
// Issue 27 #4: SMTP waits are short (SMTP_TIMEOUTS), so a mail server that hangs costs one send half a minute,
// not nodemailer's default 10 minutes; a send that found the server unreachable or silent throws
// MailServerUnavailableError, so the delivery loop pauses the mail channel instead of counting it against the
// message. Every mail carries a Message-ID made from its stable id: a retry after a lost answer has the same one.
import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { EDNS, isTransientError } from 'nodemailer/lib/errors';
import { createMailOutbox } from './outbox.ts';

/** A file that goes along with a mail (issue 29: the invoice PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * A file to make and attach when the mail is sent: the outbox keeps the reference, not the file, and the delivery
 * loop makes it from the shop's data (server/outbox/delivery.ts `attachment`).
 */
export interface AttachmentRef {
  kind: 'invoice';
  /** The order's guid. */
  ref: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable id of this message (the outbox row's): the same Message-ID on every attempt. */
  id?: string;
  /** Files to make at sending (a queued mail). */
  attach?: AttachmentRef[];
  /** The files made (a mail being sent). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

/** nodemailer's waits, in ms. Its defaults are 2 min to connect, 30 s for the greeting, 10 min of silence. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
  dnsTimeout: number;
}

/**
 * The shop's SMTP waits (decision 515): well below the outbox claim's 60-second lease. A query in SMTP_URL
 * overrides one (`smtp://host:587?socketTimeout=60000`), as nodemailer reads it.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

/**
 * The mail server, not this message, is the problem: no connection, no greeting, no answer within the waits, a
 * dropped connection or a 421 ("closing"). The delivery loop stops sending mail for a while and does not count
 * the attempt. Whether a message whose answer was lost after its data went out was accepted is unknown: it is
 * sent again with the same Message-ID.
 */
export class MailServerUnavailableError extends Error {
  override readonly name = 'MailServerUnavailableError';
  readonly serverUnavailable = true;
}

/** The Message-ID for a stable id: `<id@domain of the sender>` (RFC 5322 msg-id). */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'leeswijzer.nl';
  const local = /^[A-Za-z0-9._-]{1,64}$/.test(id)
    ? id
    : createHash('sha256').update(id).digest('hex').slice(0, 32);
  return `<${local}@${domain}>`;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  /** Shorter waits for tests; the shop uses SMTP_TIMEOUTS. */
  timeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  if (!options.smtpUrl) return createMailOutbox(options.outboxDir, options.from);
  // Options first, then the URL: nodemailer lets the URL's query win.
  const transport = createTransport({ ...SMTP_TIMEOUTS, ...options.timeouts, url: options.smtpUrl });
  const { from } = options;
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, id, attachments = [] }) {
      try {
        await transport.sendMail({
          from,
          to,
          subject,
          text,
          html,
          ...(id ? { messageId: messageIdFor(id, from) } : {}),
          attachments: attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        });
      } catch (error) {
        if (serverUnavailable(error))
          throw new MailServerUnavailableError((error as Error).message, { cause: error });
        throw error;
      }
    },
  };
}

function serverUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; responseCode?: number };
  return isTransientError(e) || e.code === EDNS;
}
