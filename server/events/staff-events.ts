// Issue 31 "Content" (decisions 720, 721): what /beheer/evenementen reads and changes — the events of 'Ontmoet de
// auteur' (spec 3 §3 event) with their registrations counted. Adding and saving are each one transaction with their
// audit line (who, before → after); a save names the version of the values its form was shown with (decision 720:
// someone else's save in between is refused, not overwritten), and the places are checked against the places
// registrations took on the row locked in that same transaction (decision 721), so a registration arriving during
// the save either counts in the check or waits for it. A reference in use, or a ticket sku that is no product in
// the catalogue, is refused by its field. /events reads the table itself: a change shows on its next view. An event
// nobody registered for can be deleted (decision 743, superseding 720's "no delete" in part); the registrations are
// counted on the locked row, so one arriving at that moment is either counted or stores nothing.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FieldErrors, PostedFields, TextRef } from '../../domain/account-forms.ts';
import {
  type EventInput,
  eventDeleteRefusal,
  eventFormValues,
  parseEventForm,
  EVENT_FIELDS,
  PLACES_BELOW_TAKEN,
  placesHoldRegistrations,
  REFERENCE_TAKEN,
  TICKET_SKU_UNKNOWN,
} from '../../domain/content-events.ts';
import type { EventStatus } from '../../domain/events.ts';
import { settingsVersion } from '../../domain/setting-types.ts';
import { recordAudit } from '../audit/service.ts';
import { bookTitlesBySku } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { eventRegistrations, events } from './schema.ts';

/** One event as the staff page lists and edits it. */
export interface StaffEventRow extends EventInput {
  id: number;
  placesTaken: number;
  registrations: number;
  /** eventVersion of the stored values (the edit form's hidden field). */
  version: string;
}

export type EventAddResult = { kind: 'added'; id: number } | { kind: 'invalid'; errors: FieldErrors };
export type EventSaveResult =
  | { kind: 'saved' }
  | { kind: 'unchanged' }
  | { kind: 'not-found' }
  /** The event changed since the form was shown (decision 720). */
  | { kind: 'stale' }
  | { kind: 'invalid'; errors: FieldErrors };
export type EventRemoveResult =
  | { kind: 'deleted' }
  | { kind: 'not-found' }
  /** Decision 743: it has registrations (the message says how many and what to do instead). */
  | { kind: 'refused'; message: TextRef };

export interface StaffEventsService {
  /** Every event, the latest start first (those without a date on top), then by title. */
  list(): Promise<StaffEventRow[]>;
  get(id: number): Promise<StaffEventRow | null>;
  add(actorId: number, fields: PostedFields): Promise<EventAddResult>;
  /** `version`: eventVersion of the values the form was shown with. */
  save(actorId: number, id: number, fields: PostedFields, version: string): Promise<EventSaveResult>;
  /** Decision 743: deletes an event nobody registered for; one with registrations is refused. */
  remove(actorId: number, id: number): Promise<EventRemoveResult>;
  onChanged(listener: () => void): void;
}

export function eventSubject(id: number): string {
  return `evenement ${id}`;
}

/** The version of an event's stored values (the edit form's hidden field). */
export function eventVersion(event: EventInput): string {
  return settingsVersion(Object.entries(eventFormValues(event)));
}

type EventRow = typeof events.$inferSelect;

function inputOf(row: EventRow): EventInput {
  return {
    title: row.title,
    reference: row.reference,
    status: row.status as EventStatus,
    startsAt: row.startsAt,
    location: row.location,
    organisation: row.organisation,
    description: row.description,
    couponCode: row.couponCode,
    places: row.places,
    sku: row.sku,
    priceCents: row.priceCents,
    explanationForm: row.explanationForm,
    textAfterRegistration: row.textAfterRegistration,
    logo1: row.logo1,
    logo2: row.logo2,
  };
}

/** What the audit line keeps: the form's values as staff typed them (the start in Amsterdam time). */
const auditValues = (event: EventInput) => eventFormValues(event);

export function createStaffEventsService(db: Db): StaffEventsService {
  const listeners: (() => void)[] = [];
  const changed = <T extends { kind: string }>(result: T): T => {
    if (['added', 'saved', 'deleted'].includes(result.kind)) for (const listener of listeners) listener();
    return result;
  };
  const rows = (id?: number) =>
    db
      .select({ event: events, registrations: count(eventRegistrations.id) })
      .from(events)
      .leftJoin(eventRegistrations, eq(eventRegistrations.eventId, events.id))
      .where(id === undefined ? undefined : eq(events.id, id))
      .groupBy(events.id);
  const staffRow = ({ event, registrations }: { event: EventRow; registrations: number }) => ({
    ...inputOf(event),
    id: event.id,
    placesTaken: event.placesTaken,
    registrations,
    version: eventVersion(inputOf(event)),
  });
  /** The references and skus only the database can judge (inside the transaction). */
  const referenceErrors = async (tx: Db, input: EventInput, id: number | null): Promise<FieldErrors> => {
    const errors: FieldErrors = {};
    const [other] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.reference, input.reference));
    if (other && other.id !== id) errors[EVENT_FIELDS.reference] = REFERENCE_TAKEN;
    if (input.sku !== null && !(await bookTitlesBySku(tx, [input.sku])).has(input.sku))
      errors[EVENT_FIELDS.sku] = TICKET_SKU_UNKNOWN;
    return errors;
  };

  return {
    list: async () =>
      (await rows().orderBy(sql`${events.startsAt} desc nulls first`, asc(events.title))).map(staffRow),

    async get(id) {
      const [row] = await rows(id);
      return row ? staffRow(row) : null;
    },

    async add(actorId, fields) {
      const parsed = parseEventForm(fields);
      if (parsed.kind === 'invalid') return parsed;
      const value = parsed.value;
      const result = await db.transaction(async (tx): Promise<EventAddResult> => {
        const errors = await referenceErrors(tx, value, null);
        if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
        const [row] = await tx
          .insert(events)
          .values(value)
          .onConflictDoNothing({ target: events.reference })
          .returning({ id: events.id });
        // The same reference added at the same moment by someone else.
        if (!row) return { kind: 'invalid', errors: { [EVENT_FIELDS.reference]: REFERENCE_TAKEN } };
        await recordAudit(tx, {
          actorId,
          action: 'event.add',
          subject: eventSubject(row.id),
          before: null,
          after: auditValues(value),
        });
        return { kind: 'added', id: row.id };
      });
      return changed(result);
    },

    async save(actorId, id, fields, version) {
      const parsed = parseEventForm(fields);
      if (parsed.kind === 'invalid') return parsed;
      const value = parsed.value;
      const result = await db.transaction(async (tx): Promise<EventSaveResult> => {
        // The row locked: a registration taking places waits for this save, or is counted below.
        const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!row) return { kind: 'not-found' };
        const before = inputOf(row);
        if (eventVersion(before) !== version) return { kind: 'stale' };
        const errors = await referenceErrors(tx, value, id);
        if (!placesHoldRegistrations(value.places, row.placesTaken))
          errors[EVENT_FIELDS.places] = {
            ...PLACES_BELOW_TAKEN,
            params: { taken: String(row.placesTaken) },
          };
        if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
        const was = auditValues(before);
        const now = auditValues(value);
        const keys = Object.keys(now).filter((key) => was[key] !== now[key]);
        if (keys.length === 0) return { kind: 'unchanged' };
        await tx.update(events).set(value).where(eq(events.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'event.save',
          subject: eventSubject(id),
          before: Object.fromEntries(keys.map((key) => [key, was[key]])),
          after: Object.fromEntries(keys.map((key) => [key, now[key]])),
        });
        return { kind: 'saved' };
      });
      return changed(result);
    },

    async remove(actorId, id) {
      const result = await db.transaction(async (tx): Promise<EventRemoveResult> => {
        // The row locked first, as a save does: a registration in progress has locked it (its insert's key check
        // and its update of places_taken) and is counted below once it commits; one that comes after waits for this
        // transaction and then fails its key check, storing nothing (the event is gone).
        const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!row) return { kind: 'not-found' };
        const [registered] = await tx
          .select({ n: count() })
          .from(eventRegistrations)
          .where(eq(eventRegistrations.eventId, id));
        const refusal = eventDeleteRefusal(Number(registered?.n ?? 0));
        if (refusal) return { kind: 'refused', message: refusal };
        await tx.delete(events).where(eq(events.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'event.delete',
          subject: eventSubject(id),
          before: auditValues(inputOf(row)),
          after: null,
        });
        return { kind: 'deleted' };
      });
      return changed(result);
    },

    onChanged: (listener) => {
      listeners.push(listener);
    },
  };
}
