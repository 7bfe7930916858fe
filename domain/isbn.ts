// ISBN rules (DESIGN: the sku is the ISBN-13). Spec 1 §5: book identifiers shorter than 10 characters are
// resolved to an ISBN elsewhere; here only the pure number rules: check digits, validation, ISBN-10 → 13.

/** Removes the separators people type or print: hyphens and spaces. Letters other than X are kept (and fail). */
export function cleanIsbn(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** The ISBN-13 check digit for the first 12 digits: weights 1, 3, 1, 3 …; (10 − sum mod 10) mod 10. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`Expected 12 digits, got '${first12}'`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Appends the check digit to 12 digits. */
export function completeIsbn13(first12: string): string {
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** A valid ISBN-13: 13 digits with prefix 978 or 979 and a correct check digit (separators allowed). */
export function isValidIsbn13(input: string): boolean {
  const isbn = cleanIsbn(input);
  if (!/^97[89]\d{10}$/.test(isbn)) return false;
  return isbn13CheckDigit(isbn.slice(0, 12)) === isbn.charCodeAt(12) - 48;
}

/** The ISBN-10 check character for the first 9 digits: weights 10 … 2, mod 11; 10 is written 'X'. */
export function isbn10CheckDigit(first9: string): string {
  if (!/^\d{9}$/.test(first9)) throw new RangeError(`Expected 9 digits, got '${first9}'`);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (first9.charCodeAt(i) - 48) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** A valid ISBN-10: 9 digits and a check digit or 'X' (separators allowed). */
export function isValidIsbn10(input: string): boolean {
  const isbn = cleanIsbn(input);
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  return isbn10CheckDigit(isbn.slice(0, 9)) === isbn[9];
}

/** Converts a valid ISBN-10 to its ISBN-13 (prefix 978, new check digit); null when the input is invalid. */
export function isbn10To13(input: string): string | null {
  if (!isValidIsbn10(input)) return null;
  return completeIsbn13(`978${cleanIsbn(input).slice(0, 9)}`);
}

/** Any valid ISBN-10 or ISBN-13 as a bare ISBN-13; null otherwise. */
export function toIsbn13(input: string): string | null {
  const isbn = cleanIsbn(input);
  if (isbn.length === 13) return isValidIsbn13(isbn) ? isbn : null;
  if (isbn.length === 10) return isbn10To13(isbn);
  return null;
}
