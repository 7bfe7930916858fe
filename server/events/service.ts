// The events capability (issue 15 #2, spec 3 §2/§3/§5): 'Ontmoet de auteur' (the upcoming and the postponed
// lectures), the coupon check and the registration. A registration is checked (domain/events.ts), counted against
// the limits (./limits.ts), then stored in one transaction with its places and its mails through the outbox: the
// places are taken by one conditional update (`places_taken + n <= places`), so parallel registrations for the last
// place can never oversell an event, and a registration is never mailed without being stored.
import { and, asc, eq, sql } from 'drizzle-orm';
import { HONEYPOT_FIELD, isSubmissionKey, DEFAULT_MAX_TEXT_LENGTH } from '../../domain/contact-forms.ts';
import type { FieldErrors } from '../../domain/account-forms.ts';
import {
  cleanRegistration,
  COUPON_FIELD,
  couponError,
  type EventStatus,
  eventReference,
  placesLeft,
  placesNeeded,
  type RegistrationInput,
  registrationState,
  type RegistrationState,
  validateRegistration,
} from '../../domain/events.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import { settingNumber, type SettingsService } from '../settings/service.ts';
import { type Admit, EVENT_LIMITS, eventLimitKeys } from './limits.ts';
import { registrationMail, staffRegistrationMail } from './mails.ts';
import { eventRegistrations, events } from './schema.ts';

export {
  createStaffRegistrationsService,
  type StaffEvent,
  type StaffEventPage,
  type StaffRegistration,
  type StaffRegistrationsService,
} from './staff-registrations.ts';
export {
  createStaffEventsService,
  eventSubject,
  eventVersion,
  type StaffEventRow,
  type StaffEventsService,
} from './staff-events.ts';

/** An event as the pages show it. */
export interface EventView {
  reference: string;
  title: string;
  description: string;
  organisation: string;
  location: string;
  logo1: string | null;
  logo2: string | null;
  explanationForm: string;
  sku: string | null;
  priceCents: number | null;
  status: EventStatus;
  startsAt: Date | null;
  places: number;
  placesLeft: number;
  state: RegistrationState;
}

export interface EventsOverview {
  /** Planned events that have not begun, soonest first. */
  upcoming: EventView[];
  /** Spec 3 §2 'All lectures are postponed': the postponed ones, by title. */
  postponed: EventView[];
}

export type CouponResult =
  | { kind: 'ok' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'not_found' };

export type RegisterResult =
  /**
   * Registered (id), or nothing to do: a resend of the same form, or the honeypot filled (id null). `mailed`:
   * whether a confirmation was queued (false over the per-recipient or the shop's hourly cap, decision 524).
   */
  | { kind: 'registered'; id: number | null; textAfterRegistration: string; mailed: boolean }
  | { kind: 'invalid'; errors: FieldErrors; values: RegistrationInput }
  /** No registration possible: sold out (or too few places for a guest too), postponed or begun. */
  | { kind: 'closed'; reason: Exclude<RegistrationState, 'open'> | 'not_enough_places' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'not_found' };

export interface EventsService {
  overview(now?: Date): Promise<EventsOverview>;
  /** One event by its reference (any case), or null. */
  event(reference: string, now?: Date): Promise<EventView | null>;
  /** Setting maxLengthProfile: the longest question. */
  maxTextLength(): Promise<number>;
  /** Spec 3 §2 the coupon check first (case-insensitive, spec 3 §5); counted per client address. */
  checkCoupon(reference: string, coupon: string, meta: { ip: string }): Promise<CouponResult>;
  register(
    reference: string,
    raw: Readonly<Record<string, string>>,
    meta: { ip: string },
    now?: Date,
  ): Promise<RegisterResult>;
}

export interface EventsDeps {
  db: Db;
  settings: SettingsService;
  admit: Admit;
  /** Wakes the outbox's delivery loop after a commit. */
  messagesQueued: () => void;
  /** The public origin, for the link in the confirmation. */
  origin: string;
}

type EventRow = typeof events.$inferSelect;

function view(row: EventRow, now: Date): EventView {
  const status = row.status as EventStatus;
  return {
    reference: row.reference,
    title: row.title,
    description: row.description,
    organisation: row.organisation,
    location: row.location,
    logo1: row.logo1,
    logo2: row.logo2,
    explanationForm: row.explanationForm,
    sku: row.sku,
    priceCents: row.priceCents,
    status,
    startsAt: row.startsAt,
    places: row.places,
    placesLeft: placesLeft(row),
    state: registrationState({ ...row, status }, now),
  };
}

/** Thrown inside the registration's transaction when the places are gone: rolls the stored registration back. */
class PlacesGone extends Error {}

export function createEventsService(deps: EventsDeps): EventsService {
  const { db } = deps;

  async function find(reference: string): Promise<EventRow | null> {
    const ref = eventReference(reference);
    if (!ref) return null;
    const [row] = await db.select().from(events).where(eq(events.reference, ref));
    return row ?? null;
  }

  async function settings() {
    const map = await deps.settings.all();
    return {
      maxTextLength: settingNumber(map, 'maxLengthProfile', DEFAULT_MAX_TEXT_LENGTH),
      staffEmail: map.get('formsStaffEmail') || map.get('contactEmail') || 'info@leeswijzer.nl',
    };
  }

  return {
    async overview(now = new Date()) {
      const rows = await db.select().from(events).orderBy(asc(events.startsAt), asc(events.title));
      const all = rows.map((row) => view(row, now));
      return {
        upcoming: all.filter((e) => e.state === 'open' || e.state === 'sold_out'),
        postponed: all
          .filter((e) => e.state === 'postponed')
          .sort((a, b) => a.title.localeCompare(b.title, 'nl')),
      };
    },

    async event(reference, now = new Date()) {
      const row = await find(reference);
      return row ? view(row, now) : null;
    },

    async maxTextLength() {
      return (await settings()).maxTextLength;
    },

    async checkCoupon(reference, coupon, meta) {
      const row = await find(reference);
      if (!row) return { kind: 'not_found' };
      const tries = await deps.admit(eventLimitKeys.coupon(meta.ip), EVENT_LIMITS.couponTriesPerAddress);
      if (tries.blocked) return { kind: 'throttled', retryAfterSeconds: tries.retryAfterSeconds };
      const error = couponError(coupon, row.couponCode);
      return error ? { kind: 'invalid', errors: { [COUPON_FIELD]: error } } : { kind: 'ok' };
    },

    async register(reference, raw, meta, now = new Date()) {
      const row = await find(reference);
      if (!row) return { kind: 'not_found' };
      const textAfterRegistration = row.textAfterRegistration;
      const key = raw.form_key;
      // A resend of a registration already stored (a reload after the post, a double click): its answer again.
      if (isSubmissionKey(key)) {
        const [done] = await db
          .select({ id: eventRegistrations.id })
          .from(eventRegistrations)
          .where(eq(eventRegistrations.submissionKey, key));
        if (done) return { kind: 'registered', id: null, textAfterRegistration, mailed: true };
      }
      const values = cleanRegistration(raw);
      const { maxTextLength, staffEmail } = await settings();
      // The coupon again (spec 3 §5: the form is invalid without it): the second step's post carries it.
      const coupon = couponError(raw[COUPON_FIELD], row.couponCode);
      if (coupon) return { kind: 'invalid', errors: { [COUPON_FIELD]: coupon }, values };
      const state = registrationState({ ...row, status: row.status as EventStatus }, now);
      if (state !== 'open') return { kind: 'closed', reason: state };
      const errors = validateRegistration(values, { maxTextLength });
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, values };
      const address = await deps.admit(eventLimitKeys.address(meta.ip), EVENT_LIMITS.registrationsPerAddress);
      if (address.blocked) return { kind: 'throttled', retryAfterSeconds: address.retryAfterSeconds };
      // Decision 354 of the forms: a robot that filled the honeypot gets a person's answer; nothing is stored.
      if ((raw[HONEYPOT_FIELD] ?? '') !== '')
        return { kind: 'registered', id: null, textAfterRegistration, mailed: true };
      const places = placesNeeded(values);
      const email = values.email.toLowerCase();
      // The mail limits are counted before the transaction, as the forms do (rate_limits is accounts' table; on
      // PGlite a statement outside a running transaction would wait for it). A confirmation goes to a typed
      // address: per recipient a day and (decision 524) for the shop an hour; the shop's count only when mailed.
      const confirm =
        !(await deps.admit(eventLimitKeys.recipient(email), EVENT_LIMITS.confirmationsPerRecipient))
          .blocked &&
        !(await deps.admit(eventLimitKeys.confirmations, EVENT_LIMITS.confirmationsPerHour)).blocked;
      const toStaff = !(await deps.admit(eventLimitKeys.staff, EVENT_LIMITS.staffMailsPerHour)).blocked;
      const submissionKey = isSubmissionKey(key) ? key : `server:${crypto.randomUUID()}`;
      const mailEvent = { ...row, textAfterRegistration };
      let id: number | null;
      try {
        id = await withTransaction(db, async (tx) => {
          const [registration] = await tx
            .insert(eventRegistrations)
            .values({ eventId: row.id, ...values, email, places, submissionKey })
            .onConflictDoNothing({ target: eventRegistrations.submissionKey })
            .returning({ id: eventRegistrations.id });
          // The same form sent twice at once: the other request registered it (and queues its mails).
          if (!registration) return null;
          // The one statement that takes the places: under parallel registrations PostgreSQL re-checks the
          // condition on the row each waiting update finds, so the last place goes to exactly one of them.
          const [taken] = await tx
            .update(events)
            .set({ placesTaken: sql`${events.placesTaken} + ${places}` })
            .where(
              and(
                eq(events.id, row.id),
                eq(events.status, 'planned'),
                sql`${events.placesTaken} + ${places} <= ${events.places}`,
              ),
            )
            .returning({ places: events.places, placesTaken: events.placesTaken });
          if (!taken) throw new PlacesGone();
          if (confirm)
            await enqueueMail(
              tx,
              `event-registration:${registration.id}:registrant`,
              registrationMail({ to: email, event: mailEvent, fields: values, places, origin: deps.origin }),
            );
          if (toStaff)
            await enqueueMail(
              tx,
              `event-registration:${registration.id}:staff`,
              staffRegistrationMail({
                to: staffEmail,
                id: registration.id,
                event: mailEvent,
                fields: values,
                places,
                placesLeft: placesLeft(taken),
              }),
            );
          return registration.id;
        });
      } catch (error) {
        if (!(error instanceof PlacesGone)) throw error;
        const fresh = await find(reference);
        return {
          kind: 'closed',
          reason: places === 2 && fresh && placesLeft(fresh) === 1 ? 'not_enough_places' : 'sold_out',
        };
      }
      if (id !== null) deps.messagesQueued();
      return { kind: 'registered', id, textAfterRegistration, mailed: id === null || confirm };
    },
  };
}
