// Spec 3 §5 validation of the contact, call-me-back and press forms (domain/contact-forms.ts) as tables, with
// the spec's texts (the keys resolved through the interface texts, so a changed key or wording fails here).
import { describe, expect, it } from 'vitest';
import { defaultTextsNl } from '../content/texts/index.ts';
import {
  cleanContactForm,
  type ContactFormKind,
  remainingCharacters,
  senderEmail,
  validateContactForm,
} from '../../domain/contact-forms.ts';

const rules = { maxTextLength: 20, ownSkus: new Set(['SB001', 'SB002']) };

function messages(kind: ContactFormKind, raw: Record<string, string>): Record<string, string> {
  const errors = validateContactForm(kind, cleanContactForm(kind, raw), rules);
  return Object.fromEntries(
    Object.entries(errors).map(([field, ref]) => [
      field,
      defaultTextsNl[ref!.key]!.replace('{n}', String(ref!.params?.n ?? '')),
    ]),
  );
}

const REQUIRED = 'Vul dit veld in.';
const CHOOSE = 'Kies een van de mogelijkheden uit de lijst.';
const EMAIL = 'Vul een geldig e-mailadres in.';
const INVALID = 'Deze invoer is niet correct.';
const PHONE = defaultTextsNl['form_errors.phone']!;

const contactOk = { firstname: 'Anna', email: 'anna@voorbeeld.nl', question: 'Wanneer komt deel 2?' };
const callbackOk = { firstname: 'Jo', lastname: 'de Vries', phonenr: '06 1234 5678' };
const pressOk = {
  firstname: 'Piet',
  lastname: 'Bakker',
  email: 'piet@krant.nl',
  phonenr: '020 123 45 67',
  address: 'Damrak',
  housenr: '1',
  zipcode: '1012 LG',
  city: 'Amsterdam',
  media: 'Het Dagblad',
  book_select: 'SB002',
  remark: 'Graag een exemplaar.',
};

describe('spec 3 §5 contact', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['valid without a phone number or last name', contactOk, {}],
    ['everything empty', {}, { firstname: REQUIRED, email: REQUIRED, question: REQUIRED }],
    ['an invalid email', { ...contactOk, email: 'anna@voorbeeld' }, { email: EMAIL }],
    ['an email with spaces is cleaned', { ...contactOk, email: ' anna @voorbeeld.nl ' }, {}],
    ['a phone number that is not one', { ...contactOk, phonenr: 'bel me' }, { phonenr: PHONE }],
    ['a valid phone number', { ...contactOk, phonenr: '+31 (0)20-123.45.67' }, {}],
    ['a question of 20 characters (the maximum)', { ...contactOk, question: 'x'.repeat(20) }, {}],
    ['a question of 21 characters', { ...contactOk, question: 'x'.repeat(21) }, { question: INVALID }],
    ['a question of blanks', { ...contactOk, question: ' \n ' }, { question: REQUIRED }],
  ])('%s', (_, raw, expected) => {
    expect(messages('contact', raw)).toEqual(expected);
  });
});

describe('spec 3 §5 call-me-back', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['valid without email and question', callbackOk, {}],
    ['everything empty', {}, { firstname: REQUIRED, lastname: REQUIRED, phonenr: REQUIRED }],
    [
      'names of one character',
      { ...callbackOk, firstname: 'J', lastname: ' V ' },
      { firstname: 'Gebruik minimaal 2 karakters', lastname: 'Gebruik minimaal 2 karakters' },
    ],
    [
      'a phone number of 7 characters',
      { ...callbackOk, phonenr: '0612345' },
      { phonenr: 'Gebruik minimaal 8 karakters' },
    ],
    ['8 characters but no phone number', { ...callbackOk, phonenr: 'abcdefgh' }, { phonenr: PHONE }],
    ['an invalid email when given', { ...callbackOk, email: 'jo@' }, { email: EMAIL }],
    ['a valid email', { ...callbackOk, email: 'jo@voorbeeld.be' }, {}],
    ['a question too long', { ...callbackOk, question: 'é'.repeat(21) }, { question: INVALID }],
  ])('%s', (_, raw, expected) => {
    expect(messages('callback', raw)).toEqual(expected);
  });
});

describe('spec 3 §5 press request', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['valid', pressOk, {}],
    [
      'everything empty',
      {},
      {
        firstname: REQUIRED,
        lastname: REQUIRED,
        email: REQUIRED,
        phonenr: REQUIRED,
        address: REQUIRED,
        housenr: REQUIRED,
        zipcode: REQUIRED,
        city: REQUIRED,
        media: REQUIRED,
        book_select: REQUIRED,
        remark: REQUIRED,
      },
    ],
    ['a book that is not an own publication', { ...pressOk, book_select: 'OTHER1' }, { book_select: CHOOSE }],
    ['an invalid email', { ...pressOk, email: 'piet.krant.nl' }, { email: EMAIL }],
    ['a remark too long', { ...pressOk, remark: 'y'.repeat(21) }, { remark: INVALID }],
  ])('%s', (_, raw, expected) => {
    expect(messages('press', raw)).toEqual(expected);
  });
});

describe('counter, cleaning and the sender', () => {
  it.each([
    ['', 20, 20],
    ['abc', 20, 17],
    ['😀é', 20, 18],
    ['x'.repeat(25), 20, 0],
  ])('%j of %i leaves %i', (value, max, left) => {
    expect(remainingCharacters(value, max)).toBe(left);
  });

  it('keeps line breaks in a text area and turns apostrophes in names into backticks', () => {
    const input = cleanContactForm('contact', { firstname: " D'Hondt ", question: ' a\r\nb ' });
    expect(input.firstname).toBe('D`Hondt');
    expect(input.question).toBe('a\nb');
  });

  it('confirms to a valid email only', () => {
    expect(senderEmail({ email: 'Anna@Voorbeeld.nl' })).toBe('anna@voorbeeld.nl');
    expect(senderEmail({ email: '' })).toBeNull();
    expect(senderEmail({ email: 'x@y' })).toBeNull();
  });
});
