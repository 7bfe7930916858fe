// Spec 3 §2/§3/§5/§8 events ('Ontmoet de auteur', issue 15 #2): the registration form's fields, how its input is
// cleaned, its validation rules, the coupon check, how many places a registration takes and whether an event
// takes registrations. Messages are interface-text keys, so the browser and the server say the same Dutch words.
import type { FieldErrors, TextRef } from './account-forms.ts';
import { cleanEmail, cleanText, isFilled, isValidEmail, isValidPhone } from './account-input.ts';
import { textLength } from './contact-forms.ts';

/** Spec 3 §3 event registration, in page order (the form's names are the spec's). */
export const REGISTRATION_FIELDS = [
  'firstname',
  'middlename',
  'lastname',
  'email',
  'phonenr',
  'guestFirstname',
  'guestMiddlename',
  'guestLastname',
  'guestEmail',
  'question',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationInput = Record<RegistrationField, string>;

export const GUEST_FIELDS = ['guestFirstname', 'guestMiddlename', 'guestLastname', 'guestEmail'] as const;

/** The coupon field of the first step (spec 3 §2 'It first does a coupon check'). */
export const COUPON_FIELD = 'coupon';

const required: TextRef = { key: 'form_errors.general' };
const emailRule: TextRef = { key: 'form_errors.email' };
const phoneRule: TextRef = { key: 'form_errors.phone' };
const invalidTextArea: TextRef = { key: 'form_errors.invalid_input' };
/** Decision 366: our wording for a coupon that does not match (the spec: 'the form stays invalid'). */
export const COUPON_WRONG: TextRef = { key: 'events.coupon_wrong' };

/** Spec 2 §5 text inputs: names trimmed (apostrophes as backticks), emails without whitespace, the question
 * keeps its line breaks and loses only outer whitespace. */
export function cleanRegistration(raw: Readonly<Record<string, string | undefined>>): RegistrationInput {
  const input = {} as RegistrationInput;
  for (const field of REGISTRATION_FIELDS) {
    const value = raw[field] ?? '';
    if (field === 'email' || field === 'guestEmail') input[field] = cleanEmail(value);
    else if (field === 'phonenr') input[field] = value.trim();
    else if (field === 'question') input[field] = value.replace(/\r\n?/g, '\n').trim();
    else input[field] = cleanText(value);
  }
  return input;
}

/** Whether the registration brings a guest: any guest field filled. */
export function hasGuest(input: Readonly<RegistrationInput>): boolean {
  return GUEST_FIELDS.some((field) => isFilled(input[field]));
}

/** Decision 365: a registration takes a place for the registrant and one for the guest. */
export function placesNeeded(input: Readonly<RegistrationInput>): 1 | 2 {
  return hasGuest(input) ? 2 : 1;
}

/**
 * Spec 3 §5 event registration: firstname, lastname, email and phonenr required, email and phone formats checked;
 * the guest fields optional — but a guest needs a first name (decision 366) and a guest email must be valid; the
 * question (ours) optional, at most maxLengthProfile characters ('Deze invoer is niet correct.').
 */
export function validateRegistration(
  input: Readonly<RegistrationInput>,
  rules: { maxTextLength: number },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(input.firstname)) errors.firstname = required;
  if (!isFilled(input.lastname)) errors.lastname = required;
  if (!isFilled(input.email)) errors.email = required;
  else if (!isValidEmail(input.email)) errors.email = emailRule;
  if (!isFilled(input.phonenr)) errors.phonenr = required;
  else if (!isValidPhone(input.phonenr)) errors.phonenr = phoneRule;
  if (hasGuest(input) && !isFilled(input.guestFirstname)) errors.guestFirstname = required;
  if (isFilled(input.guestEmail) && !isValidEmail(input.guestEmail)) errors.guestEmail = emailRule;
  if (textLength(input.question) > rules.maxTextLength) errors.question = invalidTextArea;
  return errors;
}

/** What the registration form's page checks in the browser (decision 563). */
export function registrationFormErrors(
  fields: Readonly<Record<string, string | undefined>>,
  rules: { maxTextLength: number },
): FieldErrors {
  return validateRegistration(cleanRegistration(fields), rules);
}

/** Spec 3 §5 coupon: required (what the page can say before the server compares it). */
export function couponMissing(typed: string | undefined): TextRef | null {
  return (typed ?? '').trim() === '' ? required : null;
}

/** Spec 3 §5 coupon: required, and equal to the event's coupon code case-insensitively (outer spaces ignored). */
export function couponError(typed: string | undefined, couponCode: string): TextRef | null {
  const value = (typed ?? '').trim();
  const missing = couponMissing(value);
  if (missing) return missing;
  const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('nl');
  return fold(value) === fold(couponCode.trim()) ? null : COUPON_WRONG;
}

export type EventStatus = 'planned' | 'postponed';

export interface EventPlaces {
  status: EventStatus;
  startsAt: Date | null;
  places: number;
  placesTaken: number;
}

/** Places still free (never below 0). */
export function placesLeft(event: Pick<EventPlaces, 'places' | 'placesTaken'>): number {
  return Math.max(0, event.places - event.placesTaken);
}

/**
 * Whether an event takes registrations now: 'postponed' (spec 3 §2 'All lectures are postponed': no new date,
 * no registration), 'past' (it has begun), 'sold_out' (spec 3 §8: no place left) or 'open' (a planned event
 * without a date yet takes registrations too).
 */
export type RegistrationState = 'open' | 'sold_out' | 'postponed' | 'past';

export function registrationState(event: EventPlaces, now: Date): RegistrationState {
  if (event.status === 'postponed') return 'postponed';
  if (event.startsAt !== null && event.startsAt.getTime() <= now.getTime()) return 'past';
  return placesLeft(event) === 0 ? 'sold_out' : 'open';
}

/** The event reference of /inschrijving/{ref}: letters, digits and dashes, compared lower case. */
export function eventReference(value: string | undefined): string | null {
  const ref = (value ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9-]{0,79}$/.test(ref) ? ref : null;
}

const EVENT_DATE = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const EVENT_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
});

/** When an event starts, as the shop says it (Europe/Amsterdam): 'vrijdag 12 maart 2027, 19.30 uur'. */
export function formatEventStart(startsAt: Date): string {
  return `${EVENT_DATE.format(startsAt)}, ${EVENT_TIME.format(startsAt).replace(':', '.')} uur`;
}
