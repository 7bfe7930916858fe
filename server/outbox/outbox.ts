// Writing to the transactional outbox (issue 12 #2, DESIGN "mail"): a message the shop sends is a row in
// outbox_messages, written with the same executor (so in the same transaction) as the change that causes it;
// the delivery loop (./delivery.ts) sends it after the commit. A rolled-back change leaves no message, and a
// message is never lost to a mail server that was down at the moment of the answer.
// The idempotency key names the event that causes the message ('welcome:<user id>', 'reset:<token hash>'):
// the unique index makes a repeated event (a provider's webhook sent twice, a retried request) a no-op.
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMessages } from './schema.ts';
import type { Mail } from '../integrations/mail/mailer.ts';

export type OutboxChannel = 'mail' | 'sms';

/** Queues a mail; false when a message with this key exists already (the event was handled before). */
export async function enqueueMail(db: Db, key: string, mail: Mail): Promise<boolean> {
  const rows = await db
    .insert(outboxMessages)
    .values({
      idempotencyKey: key,
      channel: 'mail',
      recipient: mail.to,
      subject: mail.subject,
      body: {
        text: mail.text,
        html: mail.html,
        // Files are made when the mail is sent (./delivery.ts): the row keeps what to attach, not the file.
        ...(mail.attach?.length ? { attach: JSON.stringify(mail.attach) } : {}),
      },
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/** A queued message as staff may see it: never its body (decision 572). */
export interface QueuedMessageFacts {
  key: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

/** Issue 30: the messages queued under these keys (an order's mails), oldest first. */
export async function messagesByKeys(db: Db, keys: readonly string[]): Promise<QueuedMessageFacts[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      key: outboxMessages.idempotencyKey,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
      lastError: outboxMessages.lastError,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.idempotencyKey, [...keys]))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}

/** Queues a text message; false when a message with this key exists already. */
export async function enqueueSms(db: Db, key: string, to: string, text: string): Promise<boolean> {
  const rows = await db
    .insert(outboxMessages)
    .values({ idempotencyKey: key, channel: 'sms', recipient: to, body: { text } })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

/**
 * Queues a message only for the rows a query finds, in one `insert … select` (issue 11 #17): a request for a
 * known and an unknown address runs the same statement, and only a known one stores a row. `recipient` is an
 * expression over `from` (the account's email or phone number); `from` is the rest of the select
 * ('users where email = …').
 */
export async function enqueueWhere(
  db: Db,
  message: { key: string; channel: OutboxChannel; subject: string; body: Record<string, string> },
  recipient: SQL,
  from: SQL,
): Promise<void> {
  await db.execute(
    sql`insert into ${outboxMessages} (idempotency_key, channel, recipient, subject, body)
        select ${message.key}, ${message.channel}, ${recipient}, ${message.subject}, ${JSON.stringify(message.body)}::jsonb
        from ${from}
        on conflict (idempotency_key) do nothing`,
  );
}
