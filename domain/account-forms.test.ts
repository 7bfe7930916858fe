import { describe, expect, it } from 'vitest';
import {
  cleanBusiness,
  cleanPartner,
  cleanProfile,
  cleanRegister,
  housenrRequired,
  PASSWORD_MIN_LENGTH,
  passwordChange,
  passwordError,
  passwordStatusKey,
  suggestsFullFirstname,
  validateBusiness,
  validateEmailOnly,
  validateLogin,
  validatePartner,
  validateProfile,
  validateRegister,
} from './account-forms.ts';

const common = (p: string) => ['password', 'welkom123', 'qwertyuiop'].includes(p.toLowerCase());

const register = {
  firstname: 'Anna',
  lastname: "van 't Hek",
  email: 'anna@voorbeeld.nl',
  email2: 'anna@voorbeeld.nl',
  phonenr: '',
  password: 'boekenkast-42',
  password2: 'boekenkast-42',
  has_subscription: 'on',
};

describe('spec 2 §5 Register', () => {
  it('accepts a complete form and cleans it (apostrophe to backtick, subscription on)', () => {
    const input = cleanRegister(register);
    expect(input.lastname).toBe('van `t Hek');
    expect(input.hasSubscription).toBe(true);
    expect(validateRegister(input, common)).toEqual({});
  });

  it.each([
    ['firstname', { firstname: ' ' }, 'form_errors.general'],
    ['lastname', { lastname: '' }, 'form_errors.general'],
    ['email', { email: '' }, 'form_errors.general'],
    ['email', { email: 'anna@voorbeeld.co', email2: 'anna@voorbeeld.co' }, 'form_errors.email'],
    ['email2', { email2: 'anne@voorbeeld.nl' }, 'form_errors.email_not_matching'],
    ['email2', { email2: '' }, 'form_errors.general'],
    ['phonenr', { phonenr: '06-abc' }, 'form_errors.phone'],
    ['password', { password: 'kort', password2: 'kort' }, 'form_errors.min_length'],
    ['password', { password: 'welkom123', password2: 'welkom123' }, 'form_errors.password_common'],
    ['password2', { password2: 'boekenkast-43' }, 'form_errors.pw_not_matching'],
    ['password2', { password2: '' }, 'form_errors.general'],
  ])('%s: %j → %s', (field, change, key) => {
    const errors = validateRegister(cleanRegister({ ...register, ...change }), common);
    expect(errors[field]?.key).toBe(key);
  });

  it(`asks for at least ${PASSWORD_MIN_LENGTH} characters with the spec's message parameters`, () => {
    expect(passwordError('1234567', common)).toEqual({ key: 'form_errors.min_length', params: { n: 8 } });
    expect(passwordError('12345678', common)).toBeNull();
  });

  it('matches the repeated email whatever its case, after removing whitespace', () => {
    const input = cleanRegister({ ...register, email2: ' Anna@Voorbeeld.nl ' });
    expect(validateRegister(input, common).email2).toBeUndefined();
  });

  it.each([
    ['', true],
    ['A', true],
    [' A ', true],
    ['An', false],
  ])('a first name %j suggests the full first name: %s', (firstname, expected) => {
    expect(suggestsFullFirstname(firstname)).toBe(expected);
  });
});

describe('spec 2 §5 Login, retrieval and unsubscribe', () => {
  it('login needs email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: { key: 'form_errors.general' },
      password: { key: 'form_errors.general' },
    });
    expect(validateLogin({ email: 'a@b.nl', password: 'x' })).toEqual({});
  });

  it.each([
    ['', 'form_errors.email'],
    ['geen-adres', 'form_errors.email'],
    ['jan@voorbeeld.nl', undefined],
  ])('one email field %j → %s', (email, key) => {
    expect(validateEmailOnly(email).email?.key).toBe(key);
  });
});

const profile = {
  firstname: 'Anna',
  lastname: 'Jansen',
  email: 'anna@voorbeeld.nl',
  phonenr: '020 1234567',
  address: '',
  housenr: '',
  addition: '',
  zipcode: '',
  city: '',
  country_code: 'NL',
  has_subscription: 'on',
};
const context = {
  userId: 12,
  requiredHousenr: 0,
  addressRequired: false,
  emailInUse: false,
  countryCodes: ['NL', 'BE', 'DE'],
};

describe('spec 2 §5 Profile', () => {
  it('accepts the required fields alone outside the cart and partner context', () => {
    expect(validateProfile(cleanProfile(profile), context)).toEqual({});
  });

  it.each([
    ['firstname', { firstname: '' }, {}, 'form_errors.general'],
    ['lastname', { lastname: ' ' }, {}, 'form_errors.general'],
    ['email', { email: '' }, {}, 'form_errors.email_empty'],
    ['email', { email: 'anna@' }, {}, 'form_errors.email'],
    ['email', { email: 'bert@voorbeeld.nl' }, { emailInUse: true }, 'form_errors.email_in_use'],
    ['phonenr', { phonenr: '' }, {}, 'form_errors.general'],
    ['phonenr', { phonenr: 'bel me' }, {}, 'form_errors.phone'],
    ['address', {}, { addressRequired: true }, 'form_errors.general'],
    ['zipcode', {}, { addressRequired: true }, 'form_errors.general'],
    ['city', {}, { addressRequired: true }, 'form_errors.general'],
    ['housenr', { address: 'Kerkstraat' }, {}, 'form_errors.general'],
    ['countryCode', { country_code: 'XX' }, {}, 'form_errors.choose'],
    // Issue 29: addresses a carrier can deliver to.
    ['zipcode', { zipcode: '12345' }, {}, 'form_errors.zipcode_nl'],
    ['zipcode', { zipcode: '1015 SS' }, {}, 'form_errors.zipcode_nl'],
    ['zipcode', { zipcode: '12345', country_code: 'BE' }, {}, 'form_errors.zipcode_be'],
    ['zipcode', { zipcode: '1015 CJ' }, {}, undefined],
    ['housenr', { address: 'Kerkstraat', housenr: 'abc' }, {}, 'form_errors.housenr_nl'],
    ['housenr', { address: 'Kerkstraat', housenr: '12a', country_code: 'DE' }, {}, undefined],
    ['housenr', { address: 'Kerkstraat' }, { requiredHousenr: 99, delivers: true }, 'form_errors.general'],
    [
      'housenr',
      { address: 'Kerkstraat', country_code: 'BE' },
      { requiredHousenr: 99, delivers: true },
      undefined,
    ],
    ['housenr', { address: 'Kerkstraat' }, { requiredHousenr: 99 }, undefined],
  ])('%s: %j in %j → %s', (field, change, ctx, key) => {
    const errors = validateProfile(cleanProfile({ ...profile, ...change }), { ...context, ...ctx });
    expect(errors[field]?.key).toBe(key);
  });

  it.each([
    // client id, setting requiredHousenr, address given, address required → house number required
    [12, 0, 'Kerkstraat', false, true],
    [12, 0, '', false, false],
    [12, 0, '', true, true],
    [12, 20, 'Kerkstraat', false, false],
    [20, 20, 'Kerkstraat', true, false],
    [21, 20, 'Kerkstraat', false, true],
  ])(
    'client %i with requiredHousenr %i, address %j, address required %s → house number required %s',
    (userId, setting, address, addressRequired, expected) => {
      expect(housenrRequired({ address }, { userId, requiredHousenr: setting, addressRequired })).toBe(
        expected,
      );
    },
  );
});

describe('spec 2 §4/§5 password change on the profile tab', () => {
  const options = { hasPassword: true, isCommon: common };

  it('nothing typed: no change, "Je huidige wachtwoord wordt niet veranderd."', () => {
    const change = passwordChange({ password: '', password2: '', passwordCurrent: '' }, options);
    expect(change).toEqual({ status: 'none' });
    expect(passwordStatusKey(change)).toBe('account.password.unchanged');
  });

  it('valid: both fields equal, long enough, current given → "…wordt veranderd na het versturen…"', () => {
    const change = passwordChange(
      { password: 'nieuw-wachtwoord', password2: 'nieuw-wachtwoord', passwordCurrent: 'oud-wachtwoord' },
      options,
    );
    expect(change).toEqual({ status: 'valid', password: 'nieuw-wachtwoord' });
    expect(passwordStatusKey(change)).toBe('account.password.will_change');
  });

  it.each([
    [
      { password: 'nieuw-wachtwoord', password2: 'nieuw-wachtwoord', passwordCurrent: '' },
      'passwordCurrent',
      'form_errors.general',
    ],
    [
      { password: 'nieuw-wachtwoord', password2: 'ander-wachtwoord', passwordCurrent: 'x' },
      'password2',
      'form_errors.pw_not_matching',
    ],
    [{ password: 'kort', password2: 'kort', passwordCurrent: 'x' }, 'password', 'form_errors.min_length'],
    [{ password: '', password2: '', passwordCurrent: 'x' }, 'password', 'form_errors.general'],
  ])(
    'invalid with input %j: %s → %s, and "Controleer de ingevoerde wachtwoordgegevens."',
    (input, field, key) => {
      const change = passwordChange(input, options);
      expect(change.status).toBe('invalid');
      if (change.status !== 'invalid') return;
      expect(change.errors[field]?.key).toBe(key);
      expect(change.errors.password_form?.key).toBe('form_errors.password_check');
      expect(passwordStatusKey(change)).toBe('account.password.unchanged');
    },
  );

  it('an account without a password (registered from an order) sets one without a current password', () => {
    const change = passwordChange(
      { password: 'nieuw-wachtwoord', password2: 'nieuw-wachtwoord', passwordCurrent: '' },
      { hasPassword: false, isCommon: common },
    );
    expect(change.status).toBe('valid');
  });
});

describe('spec 2 §5 Business and Partner', () => {
  it.each([
    ['', undefined],
    ['123', 'form_errors.min_length'],
    ['1234', undefined],
  ])('KvK %j (minimum 4) → %s', (nrKvk, key) => {
    expect(validateBusiness(cleanBusiness({ company: 'Boek BV', nr_kvk: nrKvk })).nrKvk?.key).toBe(key);
  });

  const partner = {
    website: 'https://www.lezenislief.nl',
    bank_account: 'nl91 abna 0417 1643 00',
    account_holder: "A. D'Hondt",
    account_city: 'Utrecht',
  };

  it('accepts a complete partner form and cleans the IBAN', () => {
    const input = cleanPartner(partner);
    expect(input.bankAccount).toBe('NL91ABNA0417164300');
    expect(input.accountHolder).toBe('A. D`Hondt');
    expect(validatePartner(input)).toEqual({});
  });

  it.each([
    ['website', { website: '' }, 'form_errors.general'],
    ['bankAccount', { bank_account: '' }, 'form_errors.general'],
    ['bankAccount', { bank_account: 'NL00ABNA0417164300' }, 'form_errors.iban'],
    ['accountHolder', { account_holder: ' ' }, 'form_errors.general'],
    ['accountCity', { account_city: '' }, 'form_errors.general'],
  ])('%s: %j → %s', (field, change, key) => {
    expect(validatePartner(cleanPartner({ ...partner, ...change }))[field]?.key).toBe(key);
  });
});
