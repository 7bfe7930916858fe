// Issue 29: postcodes and house numbers a carrier can deliver to, with spec 2 §5's patterns.
import { describe, expect, it } from 'vitest';
import { formatZipcode, housenrError, zipcodeError } from './carrier-address.ts';

describe('zipcodeError', () => {
  it.each([
    ['1015 CJ', 'NL', null],
    ['1015CJ', 'NL', null],
    ['1015cj', 'NL', null],
    ['9999 ZZ', 'NL', null],
    ['12345', 'NL', 'form_errors.zipcode_nl'],
    ['0123 AB', 'NL', 'form_errors.zipcode_nl'],
    ['1015 SA', 'NL', 'form_errors.zipcode_nl'],
    ['1015 SD', 'NL', 'form_errors.zipcode_nl'],
    ['1015 SS', 'NL', 'form_errors.zipcode_nl'],
    ['1015  CJ', 'NL', 'form_errors.zipcode_nl'],
    ['1015', 'NL', 'form_errors.zipcode_nl'],
    ['2000', 'BE', null],
    ['9999', 'BE', null],
    ['0999', 'BE', 'form_errors.zipcode_be'],
    ['20000', 'BE', 'form_errors.zipcode_be'],
    ['1015 CJ', 'BE', 'form_errors.zipcode_be'],
    ['10115', 'DE', null],
    ['SW1A 1AA', 'GB', null],
    ['', 'NL', null],
  ])('%s in %s → %s', (zipcode, country, key) => {
    expect(zipcodeError(zipcode, country)?.key ?? null).toBe(key);
  });
});

describe('housenrError', () => {
  it.each([
    ['12', 'NL', null],
    ['1', 'NL', null],
    ['99999', 'NL', null],
    ['abc', 'NL', 'form_errors.housenr_nl'],
    ['12A', 'NL', 'form_errors.housenr_nl'],
    ['12-3', 'NL', 'form_errors.housenr_nl'],
    ['0', 'NL', 'form_errors.housenr_nl'],
    ['012', 'NL', 'form_errors.housenr_nl'],
    ['123456', 'NL', 'form_errors.housenr_nl'],
    ['12 bus 3', 'BE', null],
    ['12a', 'DE', null],
    ['', 'NL', null],
  ])('%s in %s → %s', (housenr, country, key) => {
    expect(housenrError(housenr, country)?.key ?? null).toBe(key);
  });
});

describe('formatZipcode', () => {
  it.each([
    ['1015CJ', 'NL', '1015 CJ'],
    ['1015 CJ', 'NL', '1015 CJ'],
    ['1015cj', 'NL', '1015 CJ'],
    [' 1015CJ ', 'nl', '1015 CJ'],
    ['12345', 'NL', '12345'],
    ['2000', 'BE', '2000'],
    ['SW1A1AA', 'GB', 'SW1A1AA'],
  ])('%s in %s → %s', (zipcode, country, shown) => {
    expect(formatZipcode(zipcode, country)).toBe(shown);
  });
});
