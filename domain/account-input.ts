// Spec 2 §5 "Generic rules" and "Text inputs": how typed account data is cleaned and which generic checks it
// passes. Shared by the forms (in the browser, for early messages) and the server (which decides).

/** Spec 2 §5: email has whitespace removed (anywhere: a pasted address often carries a space or a tab). */
export function cleanEmail(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The form in which an email address is stored and compared: cleaned and lowercased. */
export function emailKey(value: string): string {
  return cleanEmail(value).toLowerCase();
}

/** Spec 2 §5: values are trimmed and apostrophes become backticks ("D'Hondt" → "D`Hondt"). */
export function cleanText(value: string): string {
  return value.trim().replace(/'/g, '`');
}

/** A stored text as the visitor typed it: the backticks of cleanText shown as apostrophes again. */
export function displayText(value: string): string {
  return value.replace(/`/g, "'");
}

/** Spec 2 §5: a zipcode longer than 6 characters loses its spaces ('1234 AB' → '1234AB'), and is trimmed. */
export function cleanZipcode(value: string): string {
  const trimmed = value.trim().toUpperCase();
  return trimmed.length > 6 ? trimmed.replace(/\s+/g, '') : trimmed;
}

/** Spec 2 §5: required means non-blank. */
export function isFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/**
 * Spec 2 §5 email rule: one @, a dot in the domain, no whitespace; addresses ending in '.co' are refused (a
 * typo of '.com' or '.co.uk' that would lose every mail we send).
 */
export function isValidEmail(value: string): boolean {
  if (!/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)) return false;
  if (value.length > 254) return false;
  return !/\.co$/i.test(value);
}

/**
 * Spec 2 §5 phone rule: an optional +, then digits, spaces, dashes, dots and parentheses. We also ask for 6 to 15
 * digits (ITU E.164 allows at most 15), so '-' or '()' alone is not a phone number.
 */
export function isValidPhone(value: string): boolean {
  if (!/^\+?[\d\s\-.()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/**
 * Spec 2 §5 profile: a zipcode of 4 digits is Belgian; the Dutch pattern (4 digits starting 1–9, an optional
 * space, 2 letters other than SA, SD and SS) is Dutch; anything else says nothing about the country.
 */
export function countryFromZipcode(zipcode: string): 'NL' | 'BE' | null {
  const value = zipcode.trim();
  if (/^\d{4}$/.test(value)) return 'BE';
  const dutch = /^[1-9]\d{3} ?([A-Za-z]{2})$/.exec(value);
  if (dutch && !['SA', 'SD', 'SS'].includes(dutch[1]!.toUpperCase())) return 'NL';
  return null;
}

/** An IBAN with a correct ISO 13616 check (mod 97 = 1); spaces allowed. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
