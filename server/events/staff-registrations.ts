// Issue 30 (back office I): the registrations for 'Ontmoet de auteur' as staff see them — every event with its
// number of registrations and its places (/beheer/aanmeldingen), one event's registrations in the order they came
// in, a page at a time (/beheer/aanmeldingen/{id}), and the same registrations in batches for the CSV export: each
// batch one query after the last id read (keyset), so an export of any size holds one batch in memory and never
// keeps the database's one connection (PGlite) to itself between batches.
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { EXPORT_BATCH_ROWS, REGISTRATIONS_PER_PAGE } from '../../domain/staff-signups.ts';
import type { EventStatus } from '../../domain/events.ts';
import type { Db } from '../db/client.ts';
import { eventRegistrations, events } from './schema.ts';

export interface StaffEvent {
  id: number;
  reference: string;
  title: string;
  location: string;
  status: EventStatus;
  startsAt: Date | null;
  places: number;
  placesTaken: number;
  /** Registrations stored (one with a guest counts once here, twice in placesTaken). */
  registrations: number;
}

/** One registration, as typed (spec 3 §3 event registration). */
export interface StaffRegistration {
  id: number;
  createdAt: Date;
  firstname: string;
  middlename: string;
  lastname: string;
  email: string;
  phonenr: string;
  guestFirstname: string;
  guestMiddlename: string;
  guestLastname: string;
  guestEmail: string;
  question: string;
  places: number;
}

export interface StaffEventPage {
  event: StaffEvent;
  registrations: StaffRegistration[];
  page: number;
  pages: number;
}

export interface StaffRegistrationsService {
  /** Every event, the latest start first (postponed ones without a date on top). */
  events(): Promise<StaffEvent[]>;
  /** One event with a page of its registrations, the first registered first; null for an unknown event. */
  event(id: number, page: number): Promise<StaffEventPage | null>;
  /** The event's registrations in batches, the first registered first (the CSV export). */
  batches(eventId: number, batchRows?: number): AsyncGenerator<StaffRegistration[]>;
}

const EVENT_COLUMNS = {
  id: events.id,
  reference: events.reference,
  title: events.title,
  location: events.location,
  status: events.status,
  startsAt: events.startsAt,
  places: events.places,
  placesTaken: events.placesTaken,
  registrations: count(eventRegistrations.id),
};

const REGISTRATION_COLUMNS = {
  id: eventRegistrations.id,
  createdAt: eventRegistrations.createdAt,
  firstname: eventRegistrations.firstname,
  middlename: eventRegistrations.middlename,
  lastname: eventRegistrations.lastname,
  email: eventRegistrations.email,
  phonenr: eventRegistrations.phonenr,
  guestFirstname: eventRegistrations.guestFirstname,
  guestMiddlename: eventRegistrations.guestMiddlename,
  guestLastname: eventRegistrations.guestLastname,
  guestEmail: eventRegistrations.guestEmail,
  question: eventRegistrations.question,
  places: eventRegistrations.places,
};

type EventRow = Omit<StaffEvent, 'status'> & { status: string };
const staffEvent = (row: EventRow): StaffEvent => ({ ...row, status: row.status as EventStatus });

export function createStaffRegistrationsService(db: Db): StaffRegistrationsService {
  const eventsWhere = (id?: number) =>
    db
      .select(EVENT_COLUMNS)
      .from(events)
      .leftJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
      .where(id === undefined ? undefined : eq(events.id, id))
      .groupBy(events.id);

  return {
    async events() {
      const rows = await eventsWhere().orderBy(sql`${events.startsAt} desc nulls first`, asc(events.title));
      return rows.map(staffEvent);
    },

    async event(id, page) {
      const [row] = await eventsWhere(id);
      if (!row) return null;
      const event = staffEvent(row);
      const registrations = await db
        .select(REGISTRATION_COLUMNS)
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, id))
        .orderBy(asc(eventRegistrations.id))
        .limit(REGISTRATIONS_PER_PAGE)
        .offset((page - 1) * REGISTRATIONS_PER_PAGE);
      return {
        event,
        registrations,
        page,
        pages: Math.max(1, Math.ceil(event.registrations / REGISTRATIONS_PER_PAGE)),
      };
    },

    async *batches(eventId, batchRows = EXPORT_BATCH_ROWS) {
      let after = 0;
      for (;;) {
        const rows = await db
          .select(REGISTRATION_COLUMNS)
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, eventId), gt(eventRegistrations.id, after)))
          .orderBy(asc(eventRegistrations.id))
          .limit(batchRows);
        if (rows.length > 0) yield rows;
        if (rows.length < batchRows) return;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
