// Issue 32 (decisions 820–822, 825, 832): the events' part of a customer's data export and of closing the account —
// the registrations made with the account's address. Closing deletes them and gives their places back.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { PersonalDataPart } from '../lib/personal-data.ts';

export const eventsPersonalData: PersonalDataPart = {
  name: 'events',
  tables: ['event_registrations'],
  async collect(db, subject) {
    const registrations = await queryRows<Record<string, unknown>>(
      db,
      sql`select r.id, r.event_id, e.title as event_title, r.firstname, r.middlename, r.lastname, r.email,
                 r.phonenr, r.guest_firstname, r.guest_middlename, r.guest_lastname, r.guest_email, r.question,
                 r.places, r.created_at
          from event_registrations r join events e on e.id = r.event_id
          where lower(r.email) = ${subject.email} order by r.created_at`,
    );
    return { event_registrations: registrations };
  },
  async erase(tx, subject) {
    await tx.execute(sql`
      with gone as (delete from event_registrations where lower(email) = ${subject.email}
                    returning event_id, places),
           per_event as (select event_id, sum(places)::int as places from gone group by event_id)
      update events set places_taken = greatest(0, places_taken - per_event.places)
      from per_event where events.id = per_event.event_id`);
  },
};
