// IBAN check digits, validity and print form (ISO 13616 / ISO 7064 MOD 97-10), with the standard example numbers.
import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, ibanCheckDigits, isValidBic, isValidIban } from './iban.ts';

describe('isValidIban', () => {
  it.each([
    ['NL91ABNA0417164300', true],
    ['NL91 ABNA 0417 1643 00', true],
    ['nl91abna0417164300', true],
    ['BE68539007547034', true],
    ['DE89370400440532013000', true],
    ['GB82WEST12345698765432', true],
    ['NL92ABNA0417164300', false], // check digits off by one
    ['NL91ABNA0417164301', false], // a digit changed
    ['NL91ABNA041716430', false], // one short for NL
    ['BE6853900754703', false], // one short for BE
    ['NL91', false],
    ['', false],
    ['91NLABNA0417164300', false],
  ])('%s → %s', (iban, expected) => {
    expect(isValidIban(iban)).toBe(expected);
  });
});

describe('ibanCheckDigits', () => {
  it.each([
    ['NL', 'ABNA0417164300', '91'],
    ['BE', '539007547034', '68'],
    ['DE', '370400440532013000', '89'],
    ['NL', 'INGB0001234567', '20'],
  ])('%s %s → %s', (country, bban, expected) => {
    expect(ibanCheckDigits(country, bban)).toBe(expected);
    expect(isValidIban(`${country}${expected}${bban}`)).toBe(true);
  });
});

describe('compactIban and formatIban', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
    [' nl91 abna 0417 1643 00 ', 'NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
    ['BE68-5390-0754-7034', 'BE68539007547034', 'BE68 5390 0754 7034'],
  ])('%j', (typed, compact, printed) => {
    expect(compactIban(typed)).toBe(compact);
    expect(formatIban(typed)).toBe(printed);
  });
});

describe('isValidBic', () => {
  it.each([
    ['ABNANL2A', true],
    ['RABONL2U', true],
    ['KREDBEBB', true],
    ['DEUTDEFF500', true],
    ['abnanl2a', true],
    ['ABNANL2', false],
    ['ABNA NL2A', false],
    ['', false],
  ])('%j → %s', (bic, expected) => {
    expect(isValidBic(bic)).toBe(expected);
  });
});
