import { describe, expect, it } from 'vitest';
import { checkVatInput, countryForVatPrefix, normaliseVatNumber, vatPrefixFor } from './vat-number.ts';

describe('normaliseVatNumber', () => {
  it.each([
    ['nl 8590.48.016.b01', 'NL859048016B01'],
    ['BE 0403-170-701', 'BE0403170701'],
    ['  atu13585627\t', 'ATU13585627'],
    ['', ''],
  ])('turns %j into %s', (input, normalised) => {
    expect(normaliseVatNumber(input)).toBe(normalised);
  });
});

describe('VAT prefixes', () => {
  it.each([
    ['NL', 'NL'],
    ['BE', 'BE'],
    ['DE', 'DE'],
    ['AT', 'AT'],
    ['GR', 'EL'],
  ])('gives EU country %s the prefix %s and back', (countryCode, prefix) => {
    expect(vatPrefixFor(countryCode)).toBe(prefix);
    expect(countryForVatPrefix(prefix)).toBe(countryCode);
  });

  it('knows no prefix for countries outside the EU and no country for non-EU prefixes', () => {
    expect(vatPrefixFor('CH')).toBeNull();
    expect(vatPrefixFor('GB')).toBeNull();
    expect(countryForVatPrefix('GR')).toBeNull();
    expect(countryForVatPrefix('XI')).toBeNull();
    expect(countryForVatPrefix('CO')).toBeNull();
  });
});

describe('checkVatInput (spec 2 §5 Business)', () => {
  it.each([
    ['NL', 'NL859048016B01', 'NL', '859048016B01'],
    ['NL', 'nl 8590.48.016.b01', 'NL', '859048016B01'],
    ['BE', 'BE0403170701', 'BE', '0403170701'],
    ['BE', 'BE 1234.567.894', 'BE', '1234567894'],
    ['DE', 'DE136695976', 'DE', '136695976'],
    ['GR', 'EL094014201', 'EL', '094014201'],
    ['AT', 'ATU13585627', 'AT', 'U13585627'],
    ['FR', 'FR40303265045', 'FR', '40303265045'],
  ])('accepts for %s the number %s (prefix %s, number %s)', (country, vatNumber, vatPrefix, number) => {
    expect(checkVatInput({ profileCountryCode: country, profileCountryIsEu: true, vatNumber })).toEqual({
      ok: true,
      countryCode: country,
      vatPrefix,
      number,
    });
  });

  it.each([
    ['no country in the profile', null, true, 'NL859048016B01', 'vat.country_required', {}],
    ['an empty profile country, even with an empty number', '', true, '', 'vat.country_required', {}],
    ['an empty number', 'NL', true, '', 'vat.empty', {}],
    ['only separators', 'NL', true, ' . - ', 'vat.empty', {}],
    ['fewer than 3 characters (nrVAT minimum 3)', 'NL', true, 'NL', 'form_errors.min_length', { n: 3 }],
    ['fewer than 3 characters, also outside the EU', 'CH', false, 'N.L', 'form_errors.min_length', { n: 3 }],
    ['a profile country outside the EU', 'CH', false, 'CHE123456789', 'vat.invalid_input', {}],
    ['the UK, no longer in the EU', 'GB', false, 'GB123456789', 'vat.invalid_input', {}],
    ['a country flagged EU that has no VAT prefix', 'XX', true, 'NL859048016B01', 'vat.invalid_input', {}],
    ['a number without a country prefix', 'NL', true, '859048016B01', 'vat.invalid_input', {}],
    ["Greece's ISO code instead of its VAT prefix EL", 'GR', true, 'GR094014201', 'vat.invalid_input', {}],
    [
      'a Belgian number with Dutch personal data',
      'NL',
      true,
      'BE0403170701',
      'vat.country_mismatch',
      { vat_country: 'BE', country: 'NL' },
    ],
    [
      'a Greek number with German personal data, named by its ISO code',
      'DE',
      true,
      'EL094014201',
      'vat.country_mismatch',
      { vat_country: 'GR', country: 'DE' },
    ],
    [
      'a Dutch number without the B',
      'NL',
      true,
      'NL859048016001',
      'vat.invalid_for_country',
      { country: 'NL' },
    ],
    ['a Dutch number that is too short', 'NL', true, 'NL12345', 'vat.invalid_for_country', { country: 'NL' }],
    [
      'a Belgian number starting with 2',
      'BE',
      true,
      'BE2403170701',
      'vat.invalid_for_country',
      { country: 'BE' },
    ],
    ['a German number of 8 digits', 'DE', true, 'DE13669597', 'vat.invalid_for_country', { country: 'DE' }],
    ['a Greek number of 10 digits', 'GR', true, 'EL0940142011', 'vat.invalid_for_country', { country: 'GR' }],
    [
      'an Austrian number without the U',
      'AT',
      true,
      'AT13585627',
      'vat.invalid_for_country',
      { country: 'AT' },
    ],
  ])('refuses %s', (_label, profileCountryCode, profileCountryIsEu, vatNumber, key, params) => {
    expect(checkVatInput({ profileCountryCode, profileCountryIsEu, vatNumber })).toEqual({
      ok: false,
      key,
      params,
    });
  });
});
