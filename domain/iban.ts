// IBANs (ISO 13616) of the shop's bank accounts, shown in the bank-transfer instructions (spec 2 §9): the check
// that a configured number is whole (mod 97), the check digits themselves, and the grouping by four in which
// banks print them. Only the structure is checked, not the country's own account-number rules.

/** Length of an IBAN per country, for the countries the shop's accounts and customers are likely in. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
};

/** An IBAN as typed (spaces, lower case) in its electronic form: 'NL91ABNA0417164300'. */
export function compactIban(text: string): string {
  return text.replace(/[\s\u00a0-]/g, '').toUpperCase();
}

/** The remainder of a long digit string modulo 97, read seven digits at a time behind the running remainder. */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/** Letters as numbers (A = 10 … Z = 35), the way ISO 7064 MOD 97-10 reads them. */
function numeric(text: string): string {
  return [...text].map((c) => parseInt(c, 36).toString()).join('');
}

/** The two check digits of a country's account number (BBAN): 'NL', 'ABNA0417164300' → '91'. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const rest = mod97(numeric(`${bban}${countryCode}00`.toUpperCase()));
  return String(98 - rest).padStart(2, '0');
}

/** Whether `text` is a structurally valid IBAN: known length for its country (if listed) and check digits. */
export function isValidIban(text: string): boolean {
  const iban = compactIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return mod97(numeric(`${iban.slice(4)}${iban.slice(0, 4)}`)) === 1;
}

/** The IBAN in groups of four, as printed: 'NL91 ABNA 0417 1643 00'. */
export function formatIban(text: string): string {
  return compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whether `text` looks like a BIC (ISO 9362): bank, country, location and an optional branch. */
export function isValidBic(text: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(text.trim().toUpperCase());
}
