// Spec 2 §5 Business: the VAT number's input rules before it goes to VIES (nrVAT minimum 3, EU countries only,
// the number's prefix must be the profile country's, and the rest must have that country's VIES syntax).

/**
 * The 27 member states by ISO 3166-1 code: the VAT prefix VIES uses and the syntax of the part after it (the formats
 * the Commission publishes in the VIES FAQ; check digits are left to VIES). Greece is 'GR' in ISO but 'EL' in VAT.
 * Northern Ireland's 'XI' is left out: profiles hold ISO countries, and 'XI' is no ISO country of its own.
 */
const VAT_COUNTRIES: ReadonlyMap<string, { prefix: string; syntax: RegExp }> = new Map([
  ['AT', { prefix: 'AT', syntax: /^U\d{8}$/ }],
  ['BE', { prefix: 'BE', syntax: /^[01]\d{9}$/ }],
  ['BG', { prefix: 'BG', syntax: /^\d{9,10}$/ }],
  ['CY', { prefix: 'CY', syntax: /^\d{8}[A-Z]$/ }],
  ['CZ', { prefix: 'CZ', syntax: /^\d{8,10}$/ }],
  ['DE', { prefix: 'DE', syntax: /^\d{9}$/ }],
  ['DK', { prefix: 'DK', syntax: /^\d{8}$/ }],
  ['EE', { prefix: 'EE', syntax: /^\d{9}$/ }],
  ['ES', { prefix: 'ES', syntax: /^[0-9A-Z]\d{7}[0-9A-Z]$/ }],
  ['FI', { prefix: 'FI', syntax: /^\d{8}$/ }],
  ['FR', { prefix: 'FR', syntax: /^[0-9A-Z]{2}\d{9}$/ }],
  ['GR', { prefix: 'EL', syntax: /^\d{9}$/ }],
  ['HR', { prefix: 'HR', syntax: /^\d{11}$/ }],
  ['HU', { prefix: 'HU', syntax: /^\d{8}$/ }],
  ['IE', { prefix: 'IE', syntax: /^(?:\d{7}[A-Z]{1,2}|\d[A-Z+*]\d{5}[A-Z])$/ }],
  ['IT', { prefix: 'IT', syntax: /^\d{11}$/ }],
  ['LT', { prefix: 'LT', syntax: /^(?:\d{9}|\d{12})$/ }],
  ['LU', { prefix: 'LU', syntax: /^\d{8}$/ }],
  ['LV', { prefix: 'LV', syntax: /^\d{11}$/ }],
  ['MT', { prefix: 'MT', syntax: /^\d{8}$/ }],
  ['NL', { prefix: 'NL', syntax: /^\d{9}B\d{2}$/ }],
  ['PL', { prefix: 'PL', syntax: /^\d{10}$/ }],
  ['PT', { prefix: 'PT', syntax: /^\d{9}$/ }],
  ['RO', { prefix: 'RO', syntax: /^[1-9]\d{1,9}$/ }],
  ['SE', { prefix: 'SE', syntax: /^\d{10}01$/ }],
  ['SI', { prefix: 'SI', syntax: /^[1-9]\d{7}$/ }],
  ['SK', { prefix: 'SK', syntax: /^\d{10}$/ }],
]);

const COUNTRY_BY_PREFIX: ReadonlyMap<string, string> = new Map(
  [...VAT_COUNTRIES].map(([countryCode, { prefix }]) => [prefix, countryCode]),
);

/** Spec 2 §5: nrVAT minimum 3 (a prefix and at least one character). */
const VAT_NUMBER_MIN_LENGTH = 3;

/** Uppercases and drops the separators people type or copy from letterheads: spaces, dots and dashes. */
export function normaliseVatNumber(input: string): string {
  return input.replace(/[\s.-]/g, '').toUpperCase();
}

/** The VAT prefix of an EU member state ('GR' → 'EL'); null for any other country. */
export function vatPrefixFor(countryCode: string): string | null {
  return VAT_COUNTRIES.get(countryCode)?.prefix ?? null;
}

/** The ISO country code of an EU VAT prefix ('EL' → 'GR'); null when it is no EU prefix (also for 'GR'). */
export function countryForVatPrefix(prefix: string): string | null {
  return COUNTRY_BY_PREFIX.get(prefix) ?? null;
}

export type VatInputErrorKey =
  | 'vat.country_required'
  | 'vat.empty'
  | 'form_errors.min_length'
  | 'vat.invalid_input'
  | 'vat.country_mismatch'
  | 'vat.invalid_for_country';

export type VatInputCheck =
  | { ok: true; countryCode: string; vatPrefix: string; number: string }
  | { ok: false; key: VatInputErrorKey; params: Readonly<Record<string, string | number>> };

export interface VatInput {
  /** The ISO code of the country in the personal data; null or '' when none is chosen. */
  profileCountryCode: string | null;
  /** The country table's EU flag for that country. */
  profileCountryIsEu: boolean;
  vatNumber: string;
}

/**
 * Spec 2 §5 Business: whether a VAT number may be sent to VIES, and if so its prefix and the rest (which VIES takes
 * separately). The errors are text keys with their parameters, checked in the spec's order.
 */
export function checkVatInput({
  profileCountryCode,
  profileCountryIsEu,
  vatNumber,
}: VatInput): VatInputCheck {
  if (!profileCountryCode) return fail('vat.country_required');
  const normalised = normaliseVatNumber(vatNumber);
  if (normalised === '') return fail('vat.empty');
  if (normalised.length < VAT_NUMBER_MIN_LENGTH)
    return fail('form_errors.min_length', { n: VAT_NUMBER_MIN_LENGTH });

  // The country table decides what is EU; a flagged country without a VAT prefix of ours cannot be checked either.
  const profileCountry = VAT_COUNTRIES.get(profileCountryCode);
  if (!profileCountryIsEu || !profileCountry) return fail('vat.invalid_input');

  const vatPrefix = normalised.slice(0, 2);
  const vatCountry = countryForVatPrefix(vatPrefix);
  if (vatCountry === null) return fail('vat.invalid_input');
  if (vatCountry !== profileCountryCode) {
    return fail('vat.country_mismatch', { vat_country: vatCountry, country: profileCountryCode });
  }

  const number = normalised.slice(2);
  if (!profileCountry.syntax.test(number)) {
    return fail('vat.invalid_for_country', { country: profileCountryCode });
  }
  return { ok: true, countryCode: profileCountryCode, vatPrefix, number };
}

function fail(key: VatInputErrorKey, params: Record<string, string | number> = {}): VatInputCheck {
  return { ok: false, key, params };
}
