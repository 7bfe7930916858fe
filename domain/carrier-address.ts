// Issue 29: Dutch and Belgian addresses as a carrier needs them. Spec 2 §5 gives the Dutch postcode pattern (four
// digits starting 1–9, an optional space, two letters other than SA, SD and SS) and the Belgian one (four digits)
// to set the country; a parcel needs them to be right, so an address in the Netherlands or Belgium must match its
// country's pattern, and a Dutch house number is a number (PostNL's address check knows no other), its letter or
// 'bis' in the addition field. Spec 2 §5 stores a postcode longer than six characters without its space
// ('1015 CJ' → '1015CJ', domain/account-input.ts cleanZipcode); it is shown with the space wherever it is shown.
import type { TextRef } from './account-forms.ts';

const DUTCH = /^([1-9]\d{3}) ?([A-Z]{2})$/;
const BELGIAN = /^[1-9]\d{3}$/;
const NOT_DUTCH_LETTERS = ['SA', 'SD', 'SS'];
/** A Dutch house number: 1 to 99999, no leading zero (letters and 'bis' go in the addition). */
const DUTCH_HOUSENR = /^[1-9]\d{0,4}$/;

/** The postcode as it is written on an envelope: '1015CJ' in the Netherlands → '1015 CJ'; others as stored. */
export function formatZipcode(zipcode: string, countryCode: string): string {
  const value = zipcode.trim().toUpperCase();
  if (countryCode.toUpperCase() !== 'NL') return zipcode.trim();
  const dutch = DUTCH.exec(value);
  return dutch ? `${dutch[1]} ${dutch[2]}` : zipcode.trim();
}

/** Whether a postcode can be that country's: checked for NL and BE; any other country's is taken as given. */
export function zipcodeError(zipcode: string, countryCode: string): TextRef | null {
  const value = zipcode.trim().toUpperCase();
  if (value === '') return null; // whether it is required is the form's rule
  switch (countryCode.toUpperCase()) {
    case 'NL': {
      const dutch = DUTCH.exec(value);
      return dutch && !NOT_DUTCH_LETTERS.includes(dutch[2]!) ? null : { key: 'form_errors.zipcode_nl' };
    }
    case 'BE':
      return BELGIAN.test(value) ? null : { key: 'form_errors.zipcode_be' };
    default:
      return null;
  }
}

/** A house number in the Netherlands is a number; abroad any text is taken. Empty is the form's rule. */
export function housenrError(housenr: string, countryCode: string): TextRef | null {
  const value = housenr.trim();
  if (value === '' || countryCode.toUpperCase() !== 'NL') return null;
  return DUTCH_HOUSENR.test(value) ? null : { key: 'form_errors.housenr_nl' };
}
