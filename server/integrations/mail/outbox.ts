// The mail adapter without an SMTP server (development, tests, demos): each mail becomes one JSON file in the
// outbox folder, listed at /dev/mail, so nothing the shop sends is lost and no mail leaves the machine.
import { z } from 'zod';
import {
  DEFAULT_OUTBOX_LIMIT,
  listOutboxFiles,
  newOutboxId,
  readOutboxFile,
  writeOutboxFile,
} from '../outbox-files.ts';
import type { Mail, Mailer } from './mailer.ts';

// The files are read back from disk, so they are parsed like any other outside input.
const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.iso.datetime(),
  /** The files that went along, base64. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), base64: z.string() }))
    .optional(),
});

export type OutboxMail = z.infer<typeof outboxMailSchema>;
export type OutboxMailSummary = Pick<OutboxMail, 'id' | 'to' | 'subject' | 'sentAt'>;

export function createMailOutbox(dir: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, attachments = [] }: Mail) {
      const sentAt = new Date();
      const id = newOutboxId(sentAt);
      const record: OutboxMail = {
        id,
        to,
        from,
        subject,
        text,
        html,
        sentAt: sentAt.toISOString(),
        ...(attachments.length > 0
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                base64: Buffer.from(file.content).toString('base64'),
              })),
            }
          : {}),
      };
      await writeOutboxFile(dir, id, record);
    },
  };
}

/** The newest mails first. */
export async function listOutbox(
  dir: string,
  limit: number = DEFAULT_OUTBOX_LIMIT,
): Promise<OutboxMailSummary[]> {
  const mails = await listOutboxFiles(dir, (value) => outboxMailSchema.parse(value), limit);
  return mails.map(({ id, to, subject, sentAt }) => ({ id, to, subject, sentAt }));
}

/** One mail, or null for an unknown or malformed id. */
export function readOutboxMail(dir: string, id: string): Promise<OutboxMail | null> {
  return readOutboxFile(dir, id, (value) => outboxMailSchema.parse(value));
}
