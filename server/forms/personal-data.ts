// Issue 32 (decisions 820–822, 825): the forms' part of a customer's data export and of closing the account — the
// contact, call-me-back, press and send-to-friend messages sent from the account's address. The confirmation of
// each already went to that address, so the export shows its owner nothing new. Closing deletes them (they would
// go after 12 months anyway, server/forms/retention.ts).
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';

export const formsPersonalData: PersonalDataPart = {
  name: 'forms',
  tables: ['form_messages'],
  async collect(db, subject) {
    const messages = await queryRows<Record<string, unknown>>(
      db,
      sql`select id, kind, fields, sender_email, created_at, handled_at from form_messages
          where lower(sender_email) = ${subject.email} order by created_at`,
    );
    return { form_messages: messages };
  },
  async erase(tx, subject) {
    await tx.execute(sql`delete from form_messages where lower(sender_email) = ${subject.email}`);
  },
};
