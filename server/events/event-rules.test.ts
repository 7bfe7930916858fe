// Spec 3 §5 event registration and coupon rules (domain/events.ts), spec 3 §8 sold out, as tables with the
// spec's texts (through the default Dutch texts the keys stand for; domain/ itself imports no texts).
import { describe, expect, it } from 'vitest';
import { defaultTextsNl } from '../content/texts/index.ts';
import {
  cleanRegistration,
  couponError,
  eventReference,
  formatEventStart,
  placesLeft,
  placesNeeded,
  registrationState,
  type RegistrationInput,
  validateRegistration,
} from '../../domain/events.ts';

const text = (key: string | undefined) => (key ? defaultTextsNl[key] : undefined);
const REQUIRED = 'Vul dit veld in.';
const EMAIL = 'Vul een geldig e-mailadres in.';
const INVALID = 'Deze invoer is niet correct.';

const valid: RegistrationInput = cleanRegistration({
  firstname: 'Anna',
  lastname: 'de Vries',
  email: 'anna@voorbeeld.nl',
  phonenr: '06 1234 5678',
});

describe('spec 3 §5 event registration', () => {
  it.each<[string, Partial<RegistrationInput>, Record<string, string>]>([
    ['all required fields filled', {}, {}],
    ['no firstname', { firstname: '' }, { firstname: REQUIRED }],
    ['no lastname', { lastname: ' ' }, { lastname: REQUIRED }],
    ['no email', { email: '' }, { email: REQUIRED }],
    ['an email without a domain', { email: 'anna@' }, { email: EMAIL }],
    ['no phonenr', { phonenr: '' }, { phonenr: REQUIRED }],
    [
      'a phonenr with letters',
      { phonenr: 'bel me' },
      { phonenr: 'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 45 67 of +32 470 12 34 56.' },
    ],
    ['a guest with a first name only (guest fields optional)', { guestFirstname: 'Piet' }, {}],
    ['a guest email without a guest name', { guestEmail: 'piet@voorbeeld.nl' }, { guestFirstname: REQUIRED }],
    ['an invalid guest email', { guestFirstname: 'Piet', guestEmail: 'piet@' }, { guestEmail: EMAIL }],
    ['a question of 1000 characters', { question: 'x'.repeat(1000) }, {}],
    ['a question of 1001 characters', { question: 'x'.repeat(1001) }, { question: INVALID }],
  ])('%s', (_name, change, expected) => {
    const errors = validateRegistration({ ...valid, ...change }, { maxTextLength: 1000 });
    expect(Object.fromEntries(Object.entries(errors).map(([field, ref]) => [field, text(ref?.key)]))).toEqual(
      expected,
    );
  });

  it('cleans names and emails, keeps the line breaks of the question', () => {
    expect(
      cleanRegistration({
        firstname: "  Anne-Marie D'Hondt ",
        email: ' Anna@Voorbeeld.nl ',
        guestEmail: 'piet @voorbeeld.nl',
        question: ' Is er parkeerplaats?\r\nGroet ',
      }),
    ).toMatchObject({
      firstname: 'Anne-Marie D`Hondt',
      email: 'Anna@Voorbeeld.nl',
      guestEmail: 'piet@voorbeeld.nl',
      question: 'Is er parkeerplaats?\nGroet',
      middlename: '',
    });
  });

  it.each<[string, Partial<RegistrationInput>, number]>([
    ['alone', {}, 1],
    ['with a guest', { guestFirstname: 'Piet' }, 2],
    ['with only a guest middle name typed', { guestMiddlename: 'van' }, 2],
  ])('a registration %s takes its places', (_name, change, places) => {
    expect(placesNeeded({ ...valid, ...change })).toBe(places);
  });
});

describe('spec 3 §5 coupon: required, equal to the event coupon case-insensitively', () => {
  it.each<[string, string, string | undefined]>([
    ['AUTEUR2027', 'AUTEUR2027', undefined],
    ['auteur2027', 'AUTEUR2027', undefined],
    ['  Auteur2027 ', 'AUTEUR2027', undefined],
    ['ÉÉN-LEZING', 'één-lezing', undefined],
    ['', 'AUTEUR2027', REQUIRED],
    ['AUTEUR2026', 'AUTEUR2027', 'Deze couponcode klopt niet. Kijk nog eens in je uitnodiging.'],
  ])('%j against %j', (typed, code, message) => {
    expect(text(couponError(typed, code)?.key)).toBe(message);
  });
});

describe('whether an event takes registrations (spec 3 §2, §8)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const future = new Date('2027-03-12T19:30:00Z');
  it.each<[string, Parameters<typeof registrationState>[0], string, number]>([
    ['places left', { status: 'planned', startsAt: future, places: 40, placesTaken: 12 }, 'open', 28],
    ['the last place', { status: 'planned', startsAt: future, places: 40, placesTaken: 39 }, 'open', 1],
    ['all places taken', { status: 'planned', startsAt: future, places: 30, placesTaken: 30 }, 'sold_out', 0],
    ['postponed', { status: 'postponed', startsAt: null, places: 50, placesTaken: 0 }, 'postponed', 50],
    ['begun', { status: 'planned', startsAt: now, places: 40, placesTaken: 2 }, 'past', 38],
    ['no date yet', { status: 'planned', startsAt: null, places: 10, placesTaken: 0 }, 'open', 10],
  ])('%s: %s', (_name, event, state, left) => {
    expect(registrationState(event, now)).toBe(state);
    expect(placesLeft(event)).toBe(left);
  });

  it('the sold-out text', () => {
    expect(text('events.sold_out')).toBe(
      'Deze lezing is uitverkocht: alle plaatsen zijn vergeven. Houd deze pagina in de gaten voor nieuwe lezingen.',
    );
  });
});

describe('event reference of /inschrijving/{ref}', () => {
  it.each<[string | undefined, string | null]>([
    ['lezing-rotterdam-2027', 'lezing-rotterdam-2027'],
    ['Lezing-Rotterdam-2027', 'lezing-rotterdam-2027'],
    ['', null],
    [undefined, null],
    ['../etc', null],
    ['-begint-met-streep', null],
  ])('%j → %j', (value, ref) => {
    expect(eventReference(value)).toBe(ref);
  });
});

describe('when an event starts, in Amsterdam time', () => {
  it.each<[string, string]>([
    ['2027-03-20T18:30:00Z', 'zaterdag 20 maart 2027, 19.30 uur'],
    ['2027-05-15T08:00:00Z', 'zaterdag 15 mei 2027, 10.00 uur'],
    ['2026-12-31T23:15:00Z', 'vrijdag 1 januari 2027, 00.15 uur'],
  ])('%s → %s', (instant, text) => {
    expect(formatEventStart(new Date(instant))).toBe(text);
  });
});
