// Issue 12 #5: the account forms' schemas — form data in, the typed input the services take (or messages keyed
// by field) out: 'on' checkboxes, trimming and cleaning, missing fields, and the one table of the form's names.
import { describe, expect, it } from 'vitest';
import { FORM_FIELD_NAMES, inputFieldName, toFormErrors } from './account-forms.ts';
import {
  formInput,
  fromFormRecord,
  loginSchema,
  newsletterSignupSchema,
  parseFormRecord,
  parseInput,
  passwordResetSchema,
  passwordRetrievalSchema,
  profileUpdateSchema,
  registerSchema,
  unsubscribeSchema,
} from './account-schemas.ts';

describe('issue 12 #5: the register schema', () => {
  const typed = {
    firstname: "  Anna D'Hondt ",
    lastname: ' de Vries',
    email: ' anna @voorbeeld.nl',
    email2: 'anna@voorbeeld.nl\t',
    phonenr: ' 020 123 45 67 ',
    password: ' geheim wachtwoord ',
    password2: ' geheim wachtwoord ',
  };

  it.each([
    ['on', true],
    ['true', true],
    ['', false],
    [undefined, false],
  ])("reads the newsletter checkbox %j as %s ('on' → boolean)", (box, expected) => {
    expect(formInput(registerSchema, { ...typed, has_subscription: box }).hasSubscription).toBe(expected);
  });

  it('trims and cleans text (apostrophes as backticks, no spaces in an email) and keeps passwords as typed', () => {
    expect(formInput(registerSchema, typed)).toEqual({
      firstname: 'Anna D`Hondt',
      lastname: 'de Vries',
      email: 'anna@voorbeeld.nl',
      email2: 'anna@voorbeeld.nl',
      phonenr: '020 123 45 67',
      password: ' geheim wachtwoord ',
      password2: ' geheim wachtwoord ',
      hasSubscription: false,
    });
  });

  it("makes missing fields '' (the service then says 'Vul dit veld in.') and drops unknown ones", () => {
    expect(formInput(registerSchema, { _csrf: 'x', next: '/boeken' })).toEqual({
      firstname: '',
      lastname: '',
      email: '',
      email2: '',
      phonenr: '',
      password: '',
      password2: '',
      hasSubscription: false,
    });
  });

  it('takes the API’s boolean for the checkbox, and refuses a number in a text field under that field', () => {
    expect(parseInput(registerSchema, { ...typed, hasSubscription: true })).toMatchObject({
      ok: true,
      input: { hasSubscription: true },
    });
    expect(parseInput(registerSchema, { ...typed, firstname: 42 })).toEqual({
      ok: false,
      errors: { firstname: { key: 'form_errors.invalid_input' } },
    });
  });
});

describe('issue 12 #5: the profile schema', () => {
  const form = {
    firstname: ' Lotte ',
    lastname: 'Jansen',
    email: 'lotte@voorbeeld.nl ',
    phonenr: '06 12345678',
    address: " 's-Gravendijkwal ",
    housenr: ' 12 ',
    addition: '',
    zipcode: ' 3014 ea ',
    city: 'Rotterdam',
    country_code: ' nl',
    has_subscription: 'on',
    email_password: ' mijn wachtwoord',
    password: '',
    password2: '',
    password_current: '',
    company: " Boekhandel 't Hoekje ",
    nr_kvk: ' 12345678 ',
    nr_vat: ' NL123456789B01 ',
    website: ' https://www.hoekje.nl ',
    bank_account: 'nl91 abna 0417 1643 00',
    account_holder: "A. D'Hondt",
    account_city: ' Utrecht ',
    _csrf: 'token',
  };

  it("reads every field by the form's name into the typed input, cleaned, business and partner as groups", () => {
    expect(formInput(profileUpdateSchema, form)).toEqual({
      firstname: 'Lotte',
      lastname: 'Jansen',
      email: 'lotte@voorbeeld.nl',
      phonenr: '06 12345678',
      address: '`s-Gravendijkwal',
      housenr: '12',
      addition: '',
      zipcode: '3014EA',
      city: 'Rotterdam',
      countryCode: 'NL',
      hasSubscription: true,
      currentPassword: ' mijn wachtwoord',
      password: '',
      password2: '',
      passwordCurrent: '',
      business: { company: 'Boekhandel `t Hoekje', nrKvk: '12345678', nrVat: 'NL123456789B01' },
      partner: {
        website: 'https://www.hoekje.nl',
        bankAccount: 'NL91ABNA0417164300',
        accountHolder: 'A. D`Hondt',
        accountCity: 'Utrecht',
      },
    });
  });

  it("leaves business and partner '' when the form has no such fieldset, and the unticked checkbox false", () => {
    const input = formInput(profileUpdateSchema, { firstname: 'Lotte' });
    expect(input.business).toEqual({ company: '', nrKvk: '', nrVat: '' });
    expect(input.partner).toEqual({ website: '', bankAccount: '', accountHolder: '', accountCity: '' });
    expect(input.hasSubscription).toBe(false);
  });

  it("names a wrong value by the input's name, and a page shows it under the form's name", () => {
    const parsed = parseInput(profileUpdateSchema, { business: { nrKvk: 1234 }, countryCode: ['NL'] });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        countryCode: { key: 'form_errors.invalid_input' },
        'business.nrKvk': { key: 'form_errors.invalid_input' },
      },
    });
    if (!parsed.ok)
      expect(toFormErrors(parsed.errors)).toEqual({
        country_code: { key: 'form_errors.invalid_input' },
        nr_kvk: { key: 'form_errors.invalid_input' },
      });
  });
});

describe('issue 12 #5: the login, retrieval, reset and newsletter schemas', () => {
  it.each([
    ['login', loginSchema, { email: 'a@b.nl', password: ' x ' }, { email: 'a@b.nl', password: ' x ' }],
    ['login', loginSchema, {}, { email: '', password: '' }],
    [
      'retrieval',
      passwordRetrievalSchema,
      { email: 'a@b.nl', channel: 'sms' },
      { email: 'a@b.nl', channel: 'sms' },
    ],
    [
      'retrieval',
      passwordRetrievalSchema,
      { email: 'a@b.nl', channel: 'fax' },
      { email: 'a@b.nl', channel: 'email' },
    ],
    ['retrieval', passwordRetrievalSchema, { email: 'a@b.nl' }, { email: 'a@b.nl', channel: 'email' }],
    ['reset', passwordResetSchema, { password: 'p', intent: 'x' }, { password: 'p', password2: '' }],
    ['newsletter signup', newsletterSignupSchema, { email: 'a@b.nl' }, { email: 'a@b.nl', firstname: '' }],
    ['unsubscribe', unsubscribeSchema, { email: ' a@b.nl ', next: '/' }, { email: ' a@b.nl ' }],
  ] as const)('parses the %s form %j into the service input %j', (_name, schema, fields, expected) => {
    expect(parseFormRecord(schema, fields)).toEqual({ ok: true, input: expected });
  });
});

describe("issue 12 #5: the one table of the form's field names", () => {
  it('goes both ways for every renamed field', () => {
    for (const [input, form] of Object.entries(FORM_FIELD_NAMES)) expect(inputFieldName(form)).toBe(input);
    expect(inputFieldName('firstname')).toBe('firstname');
  });

  it("nests a posted form's group fields under their group and keeps the others flat", () => {
    expect(fromFormRecord({ nr_kvk: '1', bank_account: '2', country_code: 'NL', city: 'Ede' })).toEqual({
      business: { nrKvk: '1' },
      partner: { bankAccount: '2' },
      countryCode: 'NL',
      city: 'Ede',
    });
  });

  it('keeps the password form’s own message key as it is', () => {
    expect(toFormErrors({ passwordCurrent: { key: 'a' }, password_form: { key: 'b' } })).toEqual({
      password_current: { key: 'a' },
      password_form: { key: 'b' },
    });
  });
});
