// Spec 3 §5: the client-step form read as the step's input (parseClientForm).
import { describe, expect, it } from 'vitest';
import { parseClientForm } from './checkout-client.ts';

describe('parseClientForm', () => {
  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    ['', false],
    ['off', false],
    [undefined, false],
  ])('has_delivery_address %s → %s', (value, expected) => {
    expect(parseClientForm({ has_delivery_address: value }).delivery.hasDeliveryAddress).toBe(expected);
  });

  it('reads the delivery_* fields, trims the checkout key, keeps passwords as typed', () => {
    const input = parseClientForm({
      checkout_key: '  abc  ',
      password: ' geheim ',
      password2: ' geheim ',
      delivery_name: 'Jan',
      delivery_company: 'Boek BV',
      delivery_address: 'Dorpsstraat',
      delivery_housenr: '12',
      delivery_addition: 'a',
      delivery_zipcode: '1234 AB',
      delivery_city: 'Utrecht',
      delivery_country_code: 'BE',
    });
    expect(input.checkoutKey).toBe('abc');
    expect(input.password).toBe(' geheim ');
    expect(input.password2).toBe(' geheim ');
    expect(input.delivery).toEqual({
      hasDeliveryAddress: false,
      name: 'Jan',
      company: 'Boek BV',
      address: 'Dorpsstraat',
      housenr: '12',
      addition: 'a',
      zipcode: '1234 AB',
      city: 'Utrecht',
      countryCode: 'BE',
    });
  });

  it('reads the business part only when is_business is ticked', () => {
    const fields = { company: 'Boek BV', nr_kvk: '12345678', nr_vat: 'NL123456789B01' };
    expect(parseClientForm(fields).business).toBeNull();
    expect(parseClientForm({ ...fields, is_business: 'on' }).business).not.toBeNull();
    expect(parseClientForm({ ...fields, is_business: 'on' }).business?.company).toBe('Boek BV');
  });

  it('missing fields read as empty text', () => {
    const input = parseClientForm({});
    expect(input.checkoutKey).toBe('');
    expect(input.delivery.city).toBe('');
    expect(input.personal.firstname).toBe('');
  });
});
