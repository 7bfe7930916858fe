// Spec 3 §5 send to friend as tables: the recipient rows of a posted form, the rules with the spec's messages,
// names that cannot carry a header or a link, the addresses a mail may go to, the book link with ?pc= and header text.
import { describe, expect, it } from 'vitest';
import {
  bookLink,
  cleanSendToFriend,
  fieldOrder,
  headerText,
  isMailboxAddress,
  isPlainName,
  MAX_RECIPIENTS,
  parseRecipients,
  validateSendToFriend,
} from './send-to-friend.ts';

const wednesday = new Date('2026-11-25T12:00:00Z');
const rules = { maxTextLength: 20, now: wednesday };
const GENERAL = { key: 'form_errors.general' };
const EMAIL = { key: 'form_errors.email' };
const NAME = { key: 'form_errors.name_plain' };

describe('parseRecipients', () => {
  it.each([
    ['nothing posted: one empty row', {}, [{ row: 1, firstname: '', lastname: '', email: '' }], 1, false],
    [
      'rows in order, empty ones left out, names cleaned',
      {
        recipient_firstname_3: ' Kees ',
        recipient_email_3: 'kees@voorbeeld.nl',
        recipient_firstname_2: '',
        recipient_email_2: ' ',
        recipient_firstname_1: "D'Arcy",
        recipient_email_1: ' piet @voorbeeld.nl',
      },
      [
        { row: 1, firstname: 'D`Arcy', lastname: '', email: 'piet@voorbeeld.nl' },
        { row: 3, firstname: 'Kees', lastname: '', email: 'kees@voorbeeld.nl' },
      ],
      3,
      false,
    ],
    [
      'only row 2 filled: row 2 alone',
      { recipient_firstname_1: ' ', recipient_lastname_2: 'Smit' },
      [{ row: 2, firstname: '', lastname: 'Smit', email: '' }],
      2,
      false,
    ],
    [
      'unknown and out-of-range names ignored',
      {
        recipient_email_0: 'a@b.nl',
        recipient_email_100: 'a@b.nl',
        recipient_phone_1: '06',
        recipients: 'x',
      },
      [{ row: 1, firstname: '', lastname: '', email: '' }],
      1,
      false,
    ],
  ])('%s', (_, raw, recipients, rows, tooMany) => {
    expect(parseRecipients(raw as Record<string, string>)).toEqual({ recipients, rows, tooMany });
  });

  it(`more than ${MAX_RECIPIENTS} filled rows is too many; the form shows at most ${MAX_RECIPIENTS}`, () => {
    const raw = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`recipient_email_${i + 1}`, `r${i}@voorbeeld.nl`]),
    );
    const parsed = parseRecipients(raw);
    expect(parsed.recipients).toHaveLength(7);
    expect(parsed.tooMany).toBe(true);
    expect(parsed.rows).toBe(MAX_RECIPIENTS);
  });
});

describe('validateSendToFriend', () => {
  const valid = {
    firstname: 'Anna',
    lastname: 'de Vries',
    email: 'anna@voorbeeld.nl',
    message: 'Lees dit!',
    captcha: 'Woensdag',
    recipient_firstname_1: 'Piet',
    recipient_email_1: 'piet@voorbeeld.nl',
  };
  const check = (raw: Record<string, string>) => validateSendToFriend(cleanSendToFriend(raw), rules);

  it.each<[string, Record<string, string>, Record<string, unknown>]>([
    ['all good', valid, {}],
    ['lastnames and the message are optional', { ...valid, lastname: '', message: '' }, {}],
    [
      'sender firstname and email required, captcha required',
      { ...valid, firstname: ' ', email: '', captcha: '' },
      { firstname: GENERAL, email: GENERAL, captcha: GENERAL },
    ],
    [
      "the wrong day: 'De dag van vandaag klopt nog niet.'",
      { ...valid, captcha: 'dinsdag' },
      { captcha: { key: 'form_errors.captcha_weekday' } },
    ],
    [
      'recipient firstname and email required, email valid',
      { ...valid, recipient_firstname_1: '', recipient_email_1: 'piet@voorbeeld' },
      { recipient_firstname_1: GENERAL, recipient_email_1: EMAIL },
    ],
    [
      'each recipient on its own row',
      {
        ...valid,
        recipient_firstname_2: 'Kees',
        recipient_email_2: 'kees@',
        recipient_lastname_4: 'Smit',
      },
      { recipient_email_2: EMAIL, recipient_firstname_4: GENERAL, recipient_email_4: GENERAL },
    ],
    [
      'the same address twice: refused at the second row',
      { ...valid, recipient_firstname_2: 'Piet', recipient_email_2: 'PIET@voorbeeld.nl' },
      { recipient_email_2: { key: 'form_errors.recipient_twice' } },
    ],
    [
      'a message over maxLengthProfile: Deze invoer is niet correct.',
      { ...valid, message: 'x'.repeat(21) },
      { message: { key: 'form_errors.invalid_input' } },
    ],
    [
      'a header or a link in a name is refused',
      {
        ...valid,
        firstname: 'Anna\r\nBcc: x@evil.example',
        lastname: 'www.evil.example',
        recipient_firstname_1: 'Piet <piet@evil.example>',
      },
      { firstname: NAME, lastname: NAME, email: undefined, recipient_firstname_1: NAME },
    ],
    [
      'an address that would be two in a header is refused',
      { ...valid, email: 'anna,eve@voorbeeld.nl', recipient_email_1: 'piet@voorbeeld.nl\r\nBcc: a@b.nl' },
      { email: EMAIL, recipient_email_1: EMAIL },
    ],
  ])('%s', (_, raw, expected) => {
    expect(check(raw)).toEqual(
      Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined)),
    );
  });

  it('lists the fields in page order for the error summary', () => {
    expect(fieldOrder(2)).toEqual([
      'firstname',
      'lastname',
      'email',
      'recipient_firstname_1',
      'recipient_lastname_1',
      'recipient_email_1',
      'recipient_firstname_2',
      'recipient_lastname_2',
      'recipient_email_2',
      'message',
      'captcha',
    ]);
  });
});

describe('names and addresses', () => {
  it.each([
    ['Anna', true],
    ['Anne-Marie', true],
    ['D`Hondt', true],
    ["D'Hondt", true],
    ['J.P. van der Berg', true],
    ['Zoë Ångström', true],
    ['Łukasz', true],
    ['Anna\nBcc', false],
    ['Anna: hallo', false],
    ['voorbeeld.nl', false],
    ['Kijk op evil.example', false],
    ['http //x', false],
    ['Anna2', false],
    ['-Anna', false],
    ['x'.repeat(61), false],
  ])('name %j plain: %s', (name, plain) => {
    expect(isPlainName(name)).toBe(plain);
  });

  it.each([
    ['piet@voorbeeld.nl', true],
    ['piet.jansen+boek@mail.voorbeeld.be', true],
    ['piet@voorbeeld', false],
    ['"piet"@voorbeeld.nl', false],
    ['piet,eve@voorbeeld.nl', false],
    ['piet;eve@voorbeeld.nl', false],
    ['<piet@voorbeeld.nl>', false],
    ['piet@voorbeeld.co', false],
  ])('address %j may be mailed: %s', (address, ok) => {
    expect(isMailboxAddress(address)).toBe(ok);
  });
});

describe('bookLink', () => {
  it.each([
    [
      'https://leeswijzer.nl',
      '/book/9789493000032/water',
      'ANNA01',
      'https://leeswijzer.nl/book/9789493000032/water?pc=ANNA01',
    ],
    ['https://leeswijzer.nl', '/book/9789493000032', null, 'https://leeswijzer.nl/book/9789493000032'],
    ['https://leeswijzer.nl', '/book/978', 'bad code&x=1', 'https://leeswijzer.nl/book/978'],
    ['http://localhost:3303', '/book/978', 'p_1-2', 'http://localhost:3303/book/978?pc=p_1-2'],
  ])('%s + %s with %s', (origin, path, code, link) => {
    expect(bookLink(origin, path, code)).toBe(link);
  });
});

describe('headerText', () => {
  it.each([
    ['Anna tipt je een boek', 'Anna tipt je een boek'],
    ['Anna\r\nBcc: eve@evil.example', 'Anna Bcc: eve@evil.example'],
    ['a\u2028b\u0000c\td', 'a b c d'],
    ['x'.repeat(200), 'x'.repeat(150)],
  ])('%j → %j', (value, header) => {
    expect(headerText(value)).toBe(header);
  });
});
