import { describe, expect, it } from 'vitest';
import { checkDeliveryAddress, type DeliveryAddressInput } from './delivery-address.ts';

const full: DeliveryAddressInput = {
  hasDeliveryAddress: true,
  name: 'Jan de Boer',
  company: '',
  address: 'Keizersgracht',
  housenr: '12',
  addition: 'A',
  zipcode: '1015cj',
  city: 'Amsterdam',
  countryCode: '',
};

describe('checkDeliveryAddress (spec 3 §5)', () => {
  it('a full address is taken, the country defaulting to NL and the zipcode cleaned', () => {
    const result = checkDeliveryAddress(full);
    const { hasDeliveryAddress: _on, ...address } = full;
    expect(result).toEqual({ ok: true, delivery: { ...address, zipcode: '1015CJ', countryCode: 'NL' } });
  });

  it.each([
    ['the box unticked', { hasDeliveryAddress: false, city: '' }, null],
    [
      'ticked but nothing typed',
      { name: '', address: '', housenr: '', addition: '', zipcode: '', city: '' },
      null,
    ],
  ])('%s → no delivery address', (_name, change, expected) => {
    expect(checkDeliveryAddress({ ...full, ...change })).toEqual({ ok: true, delivery: expected });
  });

  it.each([
    ['a Dutch postcode of five digits', { zipcode: '12345' }, 'delivery.zipcode', 'form_errors.zipcode_nl'],
    [
      'a Belgian postcode of letters',
      { zipcode: '1015 CJ', countryCode: 'BE' },
      'delivery.zipcode',
      'form_errors.zipcode_be',
    ],
    ['a Dutch house number of letters', { housenr: 'abc' }, 'delivery.housenr', 'form_errors.housenr_nl'],
    ['an empty house number', { housenr: '' }, 'delivery.housenr', 'form_errors.general'],
  ])('issue 29: %s is refused by its field', (_name, change, field, key) => {
    const result = checkDeliveryAddress({ ...full, ...change });
    expect(result.ok ? {} : result.errors).toEqual({ [field]: { key } });
  });

  it('the setting off → no delivery address whatever was typed', () => {
    expect(checkDeliveryAddress(full, false)).toEqual({ ok: true, delivery: null });
  });

  it.each([
    ['name', { name: '' }, ['delivery.name']],
    ['address and city', { address: '', city: ' ' }, ['delivery.address', 'delivery.city']],
    ['housenr', { housenr: '' }, ['delivery.housenr']],
    ['zipcode', { zipcode: '' }, ['delivery.zipcode']],
  ])('missing %s → those fields required', (_name, change, fields) => {
    const result = checkDeliveryAddress({ ...full, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual([...fields].sort());
  });

  it('company and addition are optional', () => {
    expect(checkDeliveryAddress({ ...full, company: '', addition: '' }).ok).toBe(true);
  });

  it('a country outside the list is refused', () => {
    const result = checkDeliveryAddress({ ...full, countryCode: 'XX' }, true, ['NL', 'BE']);
    expect(result).toEqual({ ok: false, errors: { 'delivery.countryCode': { key: 'form_errors.choose' } } });
  });
});
