// Spec 2 §4/§5 and spec 3 §4/§5 the partner application's rules as table tests with the spec's numbers and texts:
// motivation required and at most 750 characters, the book page yes + URL or no, guests tick no_spam and agreement;
// the page's view per partner status; the partner code's letters.
import { describe, expect, it } from 'vitest';
import { cleanBusiness, cleanPartner, cleanProfile } from './account-forms.ts';
import {
  applicationErrors,
  applicationView,
  cleanPartnerApplication,
  PARTNER_CODE_ALPHABET,
  PARTNER_MOTIVATION_MAX,
  partnerCodeFrom,
  validatePartnerApplication,
} from './partner-application.ts';

const VALID = {
  motivation: 'Ik schrijf over persoonlijke groei en raad wekelijks boeken aan.',
  url_bookpage_yesno: 'no',
};
const GUEST_TICKS = { no_spam: 'on', agreement: 'on' };

/** The message key each field gets (the Dutch texts: server/content/texts, spec.nl.ts and partners.nl.ts). */
function messages(raw: Record<string, string>, guest = false): Record<string, string> {
  const errors = validatePartnerApplication(cleanPartnerApplication(raw), { guest });
  return Object.fromEntries(Object.entries(errors).map(([field, ref]) => [field, ref!.key]));
}

describe('spec 2 §4 the application is valid with a motivation and a book-page answer', () => {
  it.each([
    ['a motivation and no book page', VALID, false, {}],
    [
      'a book page with its address',
      { ...VALID, url_bookpage_yesno: 'yes', url_bookpage: 'https://blog.nl/boeken' },
      false,
      {},
    ],
    [
      'an address typed without its scheme',
      { ...VALID, url_bookpage_yesno: 'yes', url_bookpage: 'www.blog.nl/boeken' },
      false,
      {},
    ],
    ['a guest with both ticks', { ...VALID, ...GUEST_TICKS }, true, {}],
    [
      'an empty form from a guest',
      {},
      true,
      {
        motivation: 'form_errors.general',
        url_bookpage_yesno: 'partner_application.book_page_choose',
        no_spam: 'partner_application.no_spam_required',
        agreement: 'partner_application.agreement_required',
      },
    ],
    [
      'an empty form from an account (no ticks asked)',
      {},
      false,
      {
        motivation: 'form_errors.general',
        url_bookpage_yesno: 'partner_application.book_page_choose',
      },
    ],
    [
      'yes without an address',
      { ...VALID, url_bookpage_yesno: 'yes', url_bookpage: ' ' },
      false,
      {
        url_bookpage: 'form_errors.general',
      },
    ],
    [
      'yes with something that is not a web address',
      { ...VALID, url_bookpage_yesno: 'yes', url_bookpage: 'javascript:alert(1)' },
      false,
      {
        url_bookpage: 'form_errors.website',
      },
    ],
    [
      'no with an address left in the field (ignored)',
      { ...VALID, url_bookpage: 'niet-een-adres' },
      false,
      {},
    ],
    [
      'an answer other than yes or no',
      { ...VALID, url_bookpage_yesno: 'misschien' },
      false,
      {
        url_bookpage_yesno: 'partner_application.book_page_choose',
      },
    ],
    [
      'a guest without the agreement',
      { ...VALID, no_spam: 'on' },
      true,
      {
        agreement: 'partner_application.agreement_required',
      },
    ],
  ])('%s', (_name, raw, guest, expected) => {
    expect(messages(raw as Record<string, string>, guest)).toEqual(expected);
  });
});

describe('spec 2 §9 the motivation is at most 750 characters', () => {
  it.each([
    [749, {}],
    [750, {}],
    [751, { motivation: 'form_errors.invalid_input' }],
  ])('%i characters', (n, expected) => {
    expect(messages({ ...VALID, motivation: 'a'.repeat(n) })).toEqual(expected);
  });

  it('counts an accented letter or an emoji as one character, as the counter does', () => {
    expect(PARTNER_MOTIVATION_MAX).toBe(750);
    expect(messages({ ...VALID, motivation: 'é'.repeat(375) + '📚'.repeat(375) })).toEqual({});
  });

  it('keeps the motivation’s line breaks and drops only the outer whitespace', () => {
    expect(cleanPartnerApplication({ motivation: '  Regel 1\r\nRegel 2 \n' }).motivation).toBe(
      'Regel 1\nRegel 2',
    );
  });
});

describe('spec 2 §2 which view /partner-registration shows', () => {
  it.each([
    ['a guest or an account without status', '', false, 'form'],
    ['status pend', 'pend', false, 'pending'],
    ['status on with a code (a partner)', 'on', true, 'registered'],
    ['status 1 (accepted, legacy value)', '1', false, 'registered'],
    ['flagged with a code whatever the status', '', true, 'registered'],
    ['an unknown status', 'x', false, 'form'],
  ] as const)('%s', (_name, status, isPartner, view) => {
    expect(applicationView({ partnerStatus: status, isPartner })).toBe(view);
  });
});

describe('the partner code made at approval', () => {
  it('is 8 letters of the readable alphabet, within the affiliate cookie’s pattern (decision 31)', () => {
    const code = partnerCodeFrom([0, 1, 2, 31, 32, 255, 100, 7]);
    expect(code).toBe('ABC9A9EH');
    expect(code).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(PARTNER_CODE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('refuses too few random bytes', () => {
    expect(() => partnerCodeFrom([1, 2, 3])).toThrow(RangeError);
  });
});

describe('issue 29: the whole form’s rules by the form’s field names, shared by the server and the page', () => {
  const COMPLETE = {
    firstname: 'Sanne',
    lastname: 'de Boer',
    email: 'sanne@voorbeeld.nl',
    phonenr: '020 123 45 67',
    address: 'Damrak',
    housenr: '12',
    zipcode: '1012 LG',
    city: 'Amsterdam',
    country_code: 'NL',
    password: 'Boekenwurm-1',
    password2: 'Boekenwurm-1',
    website: 'https://sanneleest.nl',
    bank_account: 'NL91 ABNA 0417 1643 00',
    account_holder: 'S. de Boer',
    account_city: 'Amsterdam',
    ...VALID,
    ...GUEST_TICKS,
  };
  const rules = {
    guest: true,
    userId: Number.MAX_SAFE_INTEGER,
    requiredHousenr: 0,
    countries: [{ code: 'NL', eu: true }],
    businessEnabled: true,
  };
  const keys = (changes: Record<string, string>) => {
    const fields: Record<string, string> = { ...COMPLETE, ...changes };
    const errors = applicationErrors(
      {
        personal: cleanProfile(fields),
        business: cleanBusiness(fields),
        partner: cleanPartner(fields),
        application: cleanPartnerApplication(fields),
        password: fields.password ?? '',
        password2: fields.password2 ?? '',
      },
      rules,
    );
    return Object.fromEntries(Object.entries(errors).map(([name, ref]) => [name, ref!.key]));
  };
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a complete application', {}, {}],
    ['a Dutch postcode of five digits', { zipcode: '12345' }, { zipcode: 'form_errors.zipcode_nl' }],
    ['a short KvK number', { nr_kvk: '12' }, { nr_kvk: 'form_errors.min_length' }],
    ['a wrong IBAN', { bank_account: 'NL00 BANK 0000 0000 00' }, { bank_account: 'form_errors.iban' }],
    ['no account holder', { account_holder: '' }, { account_holder: 'form_errors.general' }],
    ['passwords that differ', { password2: 'Boekenwurm-2' }, { password2: 'form_errors.pw_not_matching' }],
    ['no motivation', { motivation: '' }, { motivation: 'form_errors.general' }],
  ])('%s → %o', (_, changes, expected) => {
    expect(keys(changes)).toEqual(expected);
  });
});
