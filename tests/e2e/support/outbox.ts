// The mails the server under test sent: JSON files in DATA_DIR/mail-outbox (no SMTP_URL in the journeys).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  /** The files that went along (issue 29: the invoice PDF), base64. */
  attachments?: { filename: string; contentType: string; base64: string }[];
}

/** The newest mail to an address whose subject matches, or null. */
export function newestMail(to: string, subject: RegExp): OutboxMail | null {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail-outbox');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return null;
  }
  const mails = names
    .map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as OutboxMail)
    .filter((m) => m.to === to && subject.test(m.subject))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return mails[0] ?? null;
}
