import { describe, expect, it } from 'vitest';
import {
  cleanIsbn,
  completeIsbn13,
  isbn10CheckDigit,
  isbn10To13,
  isbn13CheckDigit,
  isValidIsbn10,
  isValidIsbn13,
  toIsbn13,
} from './isbn.ts';

describe('ISBN-13 check digit', () => {
  it.each([
    ['978014300723', 4],
    ['978906005664', 6],
    ['978030640615', 7],
    ['979109166708', 1],
    ['978000000000', 2],
    ['978902544125', 8],
  ])('computes the check digit of %s as %i', (first12, digit) => {
    expect(isbn13CheckDigit(first12)).toBe(digit);
  });

  it('refuses input that is not 12 digits', () => {
    expect(() => isbn13CheckDigit('97801430072')).toThrow(RangeError);
    expect(() => isbn13CheckDigit('97801430072X')).toThrow(RangeError);
  });

  it('completes 12 digits to a valid ISBN-13', () => {
    expect(completeIsbn13('978030640615')).toBe('9780306406157');
    expect(isValidIsbn13(completeIsbn13('979123456789'))).toBe(true);
  });
});

describe('ISBN-13 validation', () => {
  it.each(['9780306406157', '978-0-306-40615-7', '978 0 306 40615 7', '9791091667081'])(
    'accepts %s',
    (isbn) => {
      expect(isValidIsbn13(isbn)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '9780306406158'],
    ['a prefix other than 978/979', '9770306406157'],
    ['12 digits', '978030640615'],
    ['14 digits', '97803064061570'],
    ['letters', '978030640615A'],
    ['an empty string', ''],
  ])('rejects %s', (_label, isbn) => {
    expect(isValidIsbn13(isbn)).toBe(false);
  });
});

describe('ISBN-10', () => {
  it.each([
    ['030640615', '2'],
    ['080442957', 'X'],
    ['014300723', '8'],
  ])('computes the check character of %s as %s', (first9, check) => {
    expect(isbn10CheckDigit(first9)).toBe(check);
  });

  it('validates with X as check digit, in either case', () => {
    expect(isValidIsbn10('080442957X')).toBe(true);
    expect(isValidIsbn10('0-8044-2957-x')).toBe(true);
    expect(isValidIsbn10('0804429579')).toBe(false);
    expect(isValidIsbn10('X804429570')).toBe(false);
  });

  it.each([
    ['0306406152', '9780306406157'],
    ['0-306-40615-2', '9780306406157'],
    ['080442957X', '9780804429573'],
    ['0143007238', '9780143007234'],
  ])('converts %s to ISBN-13 %s', (isbn10, isbn13) => {
    expect(isbn10To13(isbn10)).toBe(isbn13);
    expect(isValidIsbn13(isbn13)).toBe(true);
  });

  it('does not convert an invalid ISBN-10', () => {
    expect(isbn10To13('0306406153')).toBeNull();
  });
});

describe('toIsbn13 and cleanIsbn', () => {
  it('strips hyphens and spaces', () => {
    expect(cleanIsbn(' 978-0 306-40615-7 ')).toBe('9780306406157');
  });

  it('accepts either form and returns a bare ISBN-13', () => {
    expect(toIsbn13('978-0-306-40615-7')).toBe('9780306406157');
    expect(toIsbn13('0306406152')).toBe('9780306406157');
  });

  it('returns null for anything else', () => {
    expect(toIsbn13('12345')).toBeNull();
    expect(toIsbn13('9780306406158')).toBeNull();
  });
});
