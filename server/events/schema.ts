// The events capability's tables (issue 15 #2, spec 3 §3 event and event registration): the lectures of
// 'Ontmoet de auteur' with their places, and the registrations for them. Only server/events/ imports them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Spec 3 §3 event: title, description, organisation, logo1, logo2, reference, couponCode, explanationForm,
 * textAfterRegistration, sku. reference is the {ref} of /inschrijving/{ref}, stored lower case. status: 'planned'
 * (registration open while places are left) or 'postponed' (spec 3 §2: shown under the postponed lectures, no
 * registration); starts_at is null when no new date is known. places: the capacity; places_taken counts the
 * registered people (a registration with a guest takes two), raised only by one conditional update
 * (`where places_taken + n <= places`), and the check keeps the table itself from ever holding an oversold event.
 * price_cents: the ticket price shown (spec 3 §9: 20 euro in the example), null: free; sku: the ticket product.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    location: text('location').notNull().default(''),
    logo1: text('logo1'),
    logo2: text('logo2'),
    couponCode: text('coupon_code').notNull(),
    explanationForm: text('explanation_form').notNull().default(''),
    textAfterRegistration: text('text_after_registration').notNull().default(''),
    sku: text('sku'),
    priceCents: integer('price_cents'),
    status: text('status').notNull().default('planned'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    places: integer('places').notNull(),
    placesTaken: integer('places_taken').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_reference_idx').on(t.reference),
    index('events_starts_idx').on(t.startsAt),
    check('events_status', sql`${t.status} in ('planned', 'postponed')`),
    check('events_places', sql`${t.places} >= 0 and ${t.placesTaken} between 0 and ${t.places}`),
    check('events_price', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

/**
 * Spec 3 §3 event registration: firstname, middlename, lastname, email, phonenr, the optional guest fields and a
 * question, as typed (trimmed). places: 1, or 2 with a guest. submission_key: the hidden key of the rendered
 * form, unique, so a resend of the same form registers nobody twice and takes no second place. No client address
 * is kept (the limits count in accounts' rate_limits).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull(),
    middlename: text('middlename').notNull().default(''),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phonenr: text('phonenr').notNull(),
    guestFirstname: text('guest_firstname').notNull().default(''),
    guestMiddlename: text('guest_middlename').notNull().default(''),
    guestLastname: text('guest_lastname').notNull().default(''),
    guestEmail: text('guest_email').notNull().default(''),
    question: text('question').notNull().default(''),
    places: integer('places').notNull(),
    submissionKey: text('submission_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_submission_key_idx').on(t.submissionKey),
    index('event_registrations_event_idx').on(t.eventId, t.createdAt),
    check('event_registrations_places', sql`${t.places} in (1, 2)`),
  ],
);
