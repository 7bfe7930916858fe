import { describe, expect, it } from 'vitest';
import {
  cleanEmail,
  cleanText,
  cleanZipcode,
  countryFromZipcode,
  displayText,
  emailKey,
  isFilled,
  isValidEmail,
  isValidIban,
  isValidPhone,
} from './account-input.ts';

describe('spec 2 §5 text inputs', () => {
  it.each([
    [' jan@voorbeeld.nl ', 'jan@voorbeeld.nl'],
    ['jan @ voorbeeld.nl', 'jan@voorbeeld.nl'],
    ['jan@voor\tbeeld.nl\n', 'jan@voorbeeld.nl'],
  ])('cleanEmail removes whitespace: %j → %j', (input, expected) => {
    expect(cleanEmail(input)).toBe(expected);
  });

  it('emailKey lowercases for storage and comparison', () => {
    expect(emailKey(' Jan@Voorbeeld.NL')).toBe('jan@voorbeeld.nl');
  });

  it.each([
    ["  D'Hondt ", 'D`Hondt'],
    ["'s-Hertogenbosch", '`s-Hertogenbosch'],
    ['Jansen', 'Jansen'],
  ])('cleanText trims and turns apostrophes into backticks: %j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('displayText shows the stored backticks as apostrophes again', () => {
    expect(displayText(cleanText("D'Hondt"))).toBe("D'Hondt");
  });

  it.each([
    ['1234 AB', '1234AB'],
    [' 1234ab ', '1234AB'],
    ['1000', '1000'],
    ['12345', '12345'],
    ['D-12345', 'D-12345'],
  ])('cleanZipcode: %j → %j (longer than 6: spaces removed)', (input, expected) => {
    expect(cleanZipcode(input)).toBe(expected);
  });

  it.each([
    ['', false],
    ['   ', false],
    [' a ', true],
  ])('required means non-blank: %j → %s', (input, expected) => {
    expect(isFilled(input)).toBe(expected);
  });
});

describe('spec 2 §5 email rule', () => {
  it.each([
    ['jan@voorbeeld.nl', true],
    ['jan.jansen+boeken@mail.voorbeeld.com', true],
    ['jan@voorbeeld.co.uk', true],
    ['jan@voorbeeld.co', false],
    ['jan@voorbeeld.CO', false],
    ['jan@voorbeeld', false],
    ['jan.voorbeeld.nl', false],
    ['jan@@voorbeeld.nl', false],
    ['jan @voorbeeld.nl', false],
    ['@voorbeeld.nl', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('spec 2 §5 phone rule: optional +, then digits, spaces, dashes, dots and parentheses', () => {
  it.each([
    ['+31 (0)20-123.45.67', true],
    ['020 1234567', true],
    ['0612345678', true],
    ['+32 470 12 34 56', true],
    ['06-1234567a', false],
    ['++31201234567', false],
    ['-', false],
    ['12345', false],
    ['1234567890123456', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('spec 2 §5 zipcode → country: 4 digits BE; 4 digits from 1, optional space, 2 letters but SA/SD/SS → NL', () => {
  it.each([
    ['1000', 'BE'],
    ['9000', 'BE'],
    ['1234 AB', 'NL'],
    ['1234ab', 'NL'],
    ['9999ZZ', 'NL'],
    ['0123 AB', null],
    ['1234 SA', null],
    ['1234 sd', null],
    ['1234SS', null],
    ['12345', null],
    ['1234 A', null],
    ['', null],
  ])('%j → %s', (input, expected) => {
    expect(countryFromZipcode(input)).toBe(expected);
  });
});

describe('IBAN check (partner bank account)', () => {
  it.each([
    ['NL91ABNA0417164300', true],
    ['NL91 ABNA 0417 1643 00', true],
    ['BE68539007547034', true],
    ['DE89370400440532013000', true],
    ['NL91ABNA0417164301', false],
    ['NL91ABNA', false],
    ['1234567', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidIban(input)).toBe(expected);
  });
});
