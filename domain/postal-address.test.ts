// Spec 3 §3: billing and delivery addresses as envelope lines for the invoice and the order mails.
import { describe, expect, it } from 'vitest';
import { addressLines, type PostalAddress, sameAddress } from './postal-address.ts';

const anna: PostalAddress = {
  name: 'Anna de Vries',
  company: '',
  address: 'Keizersgracht',
  housenr: '12',
  addition: 'A',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
  countryName: 'Nederland',
};

describe('addressLines', () => {
  it('writes a Dutch address without the country', () => {
    expect(addressLines(anna)).toEqual(['Anna de Vries', 'Keizersgracht 12 A', '1015 CJ Amsterdam']);
  });

  it('shows a Dutch postcode stored without its space with the space (issue 29)', () => {
    expect(addressLines({ ...anna, zipcode: '1015CJ' })).toEqual([
      'Anna de Vries',
      'Keizersgracht 12 A',
      '1015 CJ Amsterdam',
    ]);
  });

  it('adds the company under the name and the country for an address abroad', () => {
    expect(
      addressLines({
        ...anna,
        company: 'Boekhandel De Zolder',
        address: 'Meir',
        housenr: '50',
        addition: '',
        zipcode: '2000',
        city: 'Antwerpen',
        countryCode: 'BE',
        countryName: 'België',
      }),
    ).toEqual(['Anna de Vries', 'Boekhandel De Zolder', 'Meir 50', '2000 Antwerpen', 'België']);
  });

  it('leaves no empty lines and no double spaces for missing parts (the house number kept in the street)', () => {
    expect(
      addressLines({
        ...anna,
        address: '  Dorpsstraat 1 ',
        housenr: '',
        addition: '',
        zipcode: '',
        city: 'Ee',
      }),
    ).toEqual(['Anna de Vries', 'Dorpsstraat 1', 'Ee']);
  });

  it('shows the stored backticks as the apostrophes the visitor typed (spec 2 §5)', () => {
    expect(addressLines({ ...anna, name: 'Jan D`Hondt', address: '`s-Gravenweg' })).toEqual([
      "Jan D'Hondt",
      "'s-Gravenweg 12 A",
      '1015 CJ Amsterdam',
    ]);
  });

  it('falls back to the country code when a foreign address has no country name', () => {
    expect(addressLines({ ...anna, countryCode: 'de', countryName: '' }).at(-1)).toBe('DE');
  });
});

describe('sameAddress', () => {
  it('ignores case, spacing and the space in the zipcode', () => {
    expect(
      sameAddress(anna, { ...anna, zipcode: '1015cj', city: ' amsterdam', name: 'Anna  de Vries' }),
    ).toBe(true);
  });

  it.each([
    ['name', { name: 'Piet de Vries' }],
    ['house number', { housenr: '14' }],
    ['addition', { addition: '' }],
    ['company', { company: 'Kantoor B.V.' }],
    ['country', { countryCode: 'BE', countryName: 'België' }],
  ])('tells addresses apart by their %s', (_, change) => {
    expect(sameAddress(anna, { ...anna, ...change })).toBe(false);
  });
});
