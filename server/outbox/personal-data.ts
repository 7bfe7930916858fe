// Issue 32 (decisions 820–822, 828): the outbox's part of a customer's data export and of closing the account —
// the mails the shop sent (or is sending) to the account's address. A sent mail's body is empty already (issue 5).
// Closing deletes the sent and failed rows; pending ones still go out, the closing confirmation among them, and
// its row stays as the shop's proof that it confirmed the erasure.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';

export const outboxPersonalData: PersonalDataPart = {
  name: 'outbox',
  tables: ['outbox_messages'],
  async collect(db, subject) {
    const messages = await queryRows<Record<string, unknown>>(
      db,
      sql`select id, channel, recipient, subject, body, status, created_at, sent_at from outbox_messages
          where lower(recipient) = ${subject.email} order by created_at, id`,
    );
    return { outbox_messages: messages };
  },
  async erase(tx, subject) {
    await tx.execute(
      sql`delete from outbox_messages where lower(recipient) = ${subject.email} and status <> 'pending'`,
    );
  },
};
