// Text messages (two-step verification codes and the like). SmsSender is the seam: a real SMS provider's adapter
// implements the same interface and is chosen at start-up, as the mailer chooses SMTP; until then every message
// goes to an outbox folder, listed with the mails at /dev/mail.
import { z } from 'zod';
import { DEFAULT_OUTBOX_LIMIT, listOutboxFiles, newOutboxId, writeOutboxFile } from '../outbox-files.ts';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
  readonly kind: 'outbox';
}

const outboxSmsSchema = z.object({
  id: z.string(),
  to: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});

export type OutboxSms = z.infer<typeof outboxSmsSchema>;

export function createSmsOutbox(dir: string): SmsSender {
  return {
    kind: 'outbox',
    async send(to, text) {
      const sentAt = new Date();
      const id = newOutboxId(sentAt);
      const record: OutboxSms = { id, to, text, sentAt: sentAt.toISOString() };
      await writeOutboxFile(dir, id, record);
    },
  };
}

/** The newest messages first. */
export function listSmsOutbox(dir: string, limit: number = DEFAULT_OUTBOX_LIMIT): Promise<OutboxSms[]> {
  return listOutboxFiles(dir, (value) => outboxSmsSchema.parse(value), limit);
}
