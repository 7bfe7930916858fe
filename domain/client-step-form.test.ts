// Spec 3 §4 "Checkout validity": the continue button follows the address, profile and password sections; issue
// 29: the page names the fields still wrong by their form names, with the server's messages.
import { describe, expect, it } from 'vitest';
import { type ClientValidity, clientStepErrors } from './client-step-form.ts';

const clientStepValid = (fields: Record<string, string>, context: ClientValidity) =>
  Object.keys(clientStepErrors(fields, context)).length === 0;

const VALID = {
  firstname: 'Anna',
  lastname: 'de Vries',
  email: 'anna@example.nl',
  phonenr: '020 123 45 67',
  address: 'Keizersgracht',
  housenr: '12',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  country_code: 'NL',
};
const GUEST = { countryCodes: ['NL', 'BE'], isGuest: true, deliveryEnabled: true, businessEnabled: true };

describe('the client step is valid (no errors)', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['complete personal data', {}, true],
    ['no last name', { lastname: '' }, false],
    ['no street (required in the cart)', { address: '' }, false],
    ['an email without a domain', { email: 'anna@' }, false],
    ['a phone number with letters', { phonenr: 'bel me' }, false],
    ['an unknown country', { country_code: 'XX' }, false],
    ['a ticked delivery box with nothing typed (no delivery address)', { has_delivery_address: 'on' }, true],
    ['a half-typed delivery address', { has_delivery_address: 'on', delivery_name: 'Piet' }, false],
    [
      'a whole delivery address',
      {
        has_delivery_address: 'on',
        delivery_name: 'Piet',
        delivery_address: 'Dam',
        delivery_housenr: '1',
        delivery_zipcode: '1012 JS',
        delivery_city: 'Amsterdam',
        delivery_country_code: 'NL',
      },
      true,
    ],
    ['a half-typed delivery address with the box off', { delivery_name: 'Piet' }, true],
    ['business ticked without a company name', { is_business: 'on' }, false],
    [
      'business with a KvK number of 3 characters',
      { is_business: 'on', company: 'Boek BV', nr_kvk: '123' },
      false,
    ],
    ['business with a company name', { is_business: 'on', company: 'Boek BV' }, true],
    ['a password of 4 characters', { password: 'abcd', password2: 'abcd' }, false],
    ['passwords that differ', { password: 'Boekenwurm-1', password2: 'Boekenwurm-2' }, false],
    ['a password repeated', { password: 'Boekenwurm-1', password2: 'Boekenwurm-1' }, true],
  ])('%s → %s', (_, changes, valid) => {
    expect(clientStepValid({ ...VALID, ...changes }, GUEST)).toBe(valid);
  });

  it('leaves a logged-in customer’s password fields alone and the business part when it is switched off', () => {
    const customer = { ...GUEST, isGuest: false, businessEnabled: false };
    expect(clientStepValid({ ...VALID, password: 'x', is_business: 'on' }, customer)).toBe(true);
  });
});

describe('clientStepErrors', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a phone number with letters', { phonenr: 'abc' }, { phonenr: 'form_errors.phone' }],
    ['a Dutch postcode of five digits', { zipcode: '12345' }, { zipcode: 'form_errors.zipcode_nl' }],
    ['a Dutch house number in letters', { housenr: 'abc' }, { housenr: 'form_errors.housenr_nl' }],
    [
      'a delivery postcode (named as its field)',
      {
        has_delivery_address: 'on',
        delivery_name: 'Piet',
        delivery_address: 'Dam',
        delivery_housenr: '1',
        delivery_zipcode: '1012',
        delivery_city: 'Amsterdam',
        delivery_country_code: 'NL',
      },
      { delivery_zipcode: 'form_errors.zipcode_nl' },
    ],
    ['a company missing (named company)', { is_business: 'on' }, { company: 'form_errors.general' }],
    [
      'a short KvK number (named nr_kvk)',
      { is_business: 'on', company: 'B', nr_kvk: '12' },
      { nr_kvk: 'form_errors.min_length' },
    ],
    [
      'passwords that differ',
      { password: 'Boekenwurm-1', password2: 'Boekenwurm-2' },
      { password2: 'form_errors.pw_not_matching' },
    ],
  ])('%s → %o', (_, changes, expected) => {
    const errors = clientStepErrors({ ...VALID, ...changes }, GUEST);
    expect(Object.fromEntries(Object.entries(errors).map(([name, ref]) => [name, ref!.key]))).toEqual(
      expected,
    );
  });
});
