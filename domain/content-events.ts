// Issue 31 "Content" (decisions 720, 721): the rules of the staff's events page /beheer/evenementen. An event
// (spec 3 §3: title, description, organisation, logo1, logo2, reference, couponCode, explanationForm,
// textAfterRegistration, sku) with its place, start (a Dutch day DD-MM-JJJJ and a time HH:MM, Amsterdam), status,
// places and ticket price. The form's check here is the browser's and the server's (decision 620); whether a ticket
// sku is a product and whether the places still hold the registrations only the server can say. Pure.
import type { FieldErrors, PostedFields, TextRef } from './account-forms.ts';
import { amsterdamCalendarDate } from './dates.ts';
import { eventReference, type EventStatus } from './events.ts';
import { euroToCents } from './money.ts';
import { parseDutchDay } from './content-notifications.ts';

/** The form's field names, as posted. */
export const EVENT_FIELDS = {
  title: 'titel',
  reference: 'referentie',
  status: 'status',
  day: 'datum',
  time: 'tijd',
  location: 'plaats',
  organisation: 'organisatie',
  description: 'omschrijving',
  coupon: 'coupon',
  places: 'plaatsen',
  sku: 'ticket_sku',
  price: 'prijs',
  explanation: 'uitleg',
  after: 'na_aanmelding',
  logo1: 'logo1',
  logo2: 'logo2',
} as const;

export const EVENT_ORDER = Object.values(EVENT_FIELDS);

export const EVENT_TITLE_MAX = 200;
export const EVENT_LINE_MAX = 200;
export const EVENT_TEXT_MAX = 4000;
export const EVENT_COUPON_MAX = 50;
export const EVENT_REFERENCE_MAX = 80;
export const EVENT_PLACES_MAX = 100_000;
export const EVENT_LOGO_MAX = 200;
/** The status choices as the form posts them. */
export const EVENT_STATUSES: readonly EventStatus[] = ['planned', 'postponed'];

/** An event as the form gives it, ready to store (the columns of server/events/schema.ts). */
export interface EventInput {
  title: string;
  reference: string;
  status: EventStatus;
  startsAt: Date | null;
  location: string;
  organisation: string;
  description: string;
  couponCode: string;
  places: number;
  sku: string | null;
  priceCents: number | null;
  explanationForm: string;
  textAfterRegistration: string;
  logo1: string | null;
  logo2: string | null;
}

/** Decision 721: the places may not go below the places the registrations already took. */
export const PLACES_BELOW_TAKEN: TextRef = { key: 'beheer.events.places_below_taken' };
export const REFERENCE_TAKEN: TextRef = { key: 'beheer.events.reference_taken' };
export const TICKET_SKU_UNKNOWN: TextRef = { key: 'beheer.content.sku_unknown' };

/** 'HH:MM' or 'HH.MM' (19:30, 9.30) → minutes after midnight; '' → null; 'invalid' for the rest. */
export function parseEventTime(typed: string): number | null | 'invalid' {
  const text = typed.trim();
  if (text === '') return null;
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  if (!match) return 'invalid';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : 'invalid';
}

const amsterdamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant a day ('YYYY-MM-DD') and a clock time (minutes) name in Amsterdam. Amsterdam is UTC+1 or UTC+2; the
 * offset that gives back the same day and clock is the one (an hour the clocks skip in spring: null).
 */
export function amsterdamInstant(day: string, minutes: number): Date | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, 0, minutes) - offset * 3_600_000);
    if (amsterdamCalendarDate(candidate) === day && amsterdamClock.format(candidate) === clock)
      return candidate;
  }
  return null;
}

/** A stored start as the form shows it: 'DD-MM-JJJJ' and 'HH:MM' (Amsterdam), or two empty texts. */
export function eventStartFields(startsAt: Date | null): { day: string; time: string } {
  if (!startsAt) return { day: '', time: '' };
  return {
    day: amsterdamCalendarDate(startsAt).split('-').reverse().join('-'),
    time: amsterdamClock.format(startsAt),
  };
}

const IMAGE = /^\/?[\w.-]+(\/[\w.-]+)*$/;
const cleanSku = (typed: string) => typed.replace(/[\s-]/g, '');
const tooLong = (max: number): TextRef => ({ key: 'beheer.content.too_long', params: { max: String(max) } });

/**
 * The form's check, in the browser and on the server alike: a title, a reference of letters, digits and dashes
 * (the address /inschrijving/{ref}), a coupon code, a whole number of places, a real day with a real time (both
 * or neither), a status from the list, a ticket sku of 13 digits and a price in euros when given, lengths within
 * bounds and logos as file names.
 */
export function eventFormErrors(fields: PostedFields): FieldErrors {
  const f = EVENT_FIELDS;
  const errors: FieldErrors = {};
  const text = (name: string) => (fields[name] ?? '').trim();
  const title = text(f.title);
  if (title === '') errors[f.title] = { key: 'beheer.content.title_missing' };
  else if (title.length > EVENT_TITLE_MAX) errors[f.title] = tooLong(EVENT_TITLE_MAX);
  const reference = text(f.reference);
  if (reference === '') errors[f.reference] = { key: 'beheer.events.reference_missing' };
  else if (reference.length > EVENT_REFERENCE_MAX) errors[f.reference] = tooLong(EVENT_REFERENCE_MAX);
  else if (eventReference(reference) === null)
    errors[f.reference] = { key: 'beheer.events.reference_invalid' };
  if (!EVENT_STATUSES.includes(text(f.status) as EventStatus))
    errors[f.status] = { key: 'form_errors.choose' };
  const day = parseDutchDay(fields[f.day] ?? '');
  const time = parseEventTime(fields[f.time] ?? '');
  if (day === 'invalid') errors[f.day] = { key: 'beheer.content.day_invalid' };
  if (time === 'invalid') errors[f.time] = { key: 'beheer.events.time_invalid' };
  else if (time === null && day !== null && day !== 'invalid')
    errors[f.time] = { key: 'beheer.events.time_missing' };
  else if (time !== null && day === null) errors[f.day] = { key: 'beheer.events.day_missing' };
  else if (typeof day === 'string' && day !== 'invalid' && typeof time === 'number') {
    if (amsterdamInstant(day, time) === null) errors[f.time] = { key: 'beheer.events.time_skipped' };
  }
  for (const [name, max] of [
    [f.location, EVENT_LINE_MAX],
    [f.organisation, EVENT_LINE_MAX],
    [f.description, EVENT_TEXT_MAX],
    [f.explanation, EVENT_TEXT_MAX],
    [f.after, EVENT_TEXT_MAX],
  ] as const) {
    if (text(name).length > max) errors[name] = tooLong(max);
  }
  const coupon = text(f.coupon);
  if (coupon === '') errors[f.coupon] = { key: 'beheer.events.coupon_missing' };
  else if (coupon.length > EVENT_COUPON_MAX) errors[f.coupon] = tooLong(EVENT_COUPON_MAX);
  const places = text(f.places);
  if (!/^\d{1,6}$/.test(places) || Number(places) > EVENT_PLACES_MAX)
    errors[f.places] = {
      key: 'beheer.events.places_invalid',
      params: { max: String(EVENT_PLACES_MAX) },
    };
  const sku = cleanSku(fields[f.sku] ?? '');
  if (sku !== '' && !/^\d{13}$/.test(sku)) errors[f.sku] = { key: 'beheer.content.sku_invalid' };
  const price = text(f.price);
  if (price !== '') {
    const amount = euroToCents(price);
    if (amount === null || amount < 0) errors[f.price] = { key: 'beheer.events.price_invalid' };
  }
  for (const name of [f.logo1, f.logo2]) {
    const logo = text(name);
    if (logo !== '' && (logo.length > EVENT_LOGO_MAX || !IMAGE.test(logo) || logo.includes('..')))
      errors[name] = { key: 'beheer.content.img_invalid' };
  }
  return errors;
}

/** The form as posted → what to store, or the messages by the field. */
export function parseEventForm(
  fields: PostedFields,
): { kind: 'ok'; value: EventInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = eventFormErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = EVENT_FIELDS;
  const text = (name: string) => (fields[name] ?? '').trim();
  const orNull = (value: string) => (value === '' ? null : value);
  const day = parseDutchDay(fields[f.day] ?? '') as string | null;
  const time = parseEventTime(fields[f.time] ?? '') as number | null;
  const price = text(f.price);
  return {
    kind: 'ok',
    value: {
      title: text(f.title),
      reference: eventReference(text(f.reference))!,
      status: text(f.status) as EventStatus,
      startsAt: day !== null && time !== null ? amsterdamInstant(day, time) : null,
      location: text(f.location),
      organisation: text(f.organisation),
      description: (fields[f.description] ?? '').replace(/\r\n?/g, '\n').trim(),
      couponCode: text(f.coupon),
      places: Number(text(f.places)),
      sku: orNull(cleanSku(fields[f.sku] ?? '')),
      priceCents: price === '' ? null : euroToCents(price),
      explanationForm: (fields[f.explanation] ?? '').replace(/\r\n?/g, '\n').trim(),
      textAfterRegistration: (fields[f.after] ?? '').replace(/\r\n?/g, '\n').trim(),
      logo1: orNull(text(f.logo1)),
      logo2: orNull(text(f.logo2)),
    },
  };
}

/** A stored event as the form shows it (the posted names; money in euros with a comma). */
export function eventFormValues(event: EventInput): Record<string, string> {
  const f = EVENT_FIELDS;
  const start = eventStartFields(event.startsAt);
  return {
    [f.title]: event.title,
    [f.reference]: event.reference,
    [f.status]: event.status,
    [f.day]: start.day,
    [f.time]: start.time,
    [f.location]: event.location,
    [f.organisation]: event.organisation,
    [f.description]: event.description,
    [f.coupon]: event.couponCode,
    [f.places]: String(event.places),
    [f.sku]: event.sku ?? '',
    [f.price]: event.priceCents === null ? '' : (event.priceCents / 100).toFixed(2).replace('.', ','),
    [f.explanation]: event.explanationForm,
    [f.after]: event.textAfterRegistration,
    [f.logo1]: event.logo1 ?? '',
    [f.logo2]: event.logo2 ?? '',
  };
}

/**
 * Decision 743: an event can be deleted only while nobody registered for it — deleting would take the
 * registrations with it (the table cascades); one with registrations is set to 'Uitgesteld' instead. The refusal
 * names how many there are.
 */
export function eventDeleteRefusal(registrations: number): TextRef | null {
  if (registrations <= 0) return null;
  return {
    key: registrations === 1 ? 'beheer.events.delete_refused_one' : 'beheer.events.delete_refused',
    params: { count: String(registrations) },
  };
}

/** Decision 721: whether new places still hold the places registrations took. */
export function placesHoldRegistrations(places: number, placesTaken: number): boolean {
  return places >= placesTaken;
}
