// Spec 2 §2/§4/§5 and spec 3 §4/§5 the partner application (/partner-registration): the application's own fields
// (motivation, book page yes + URL or no, for guests no_spam and agreement), which view the page shows for an
// account's partner status, and the partner code made when staff approve. The profile, business and partner
// sections use the account rules of ./account-forms.ts (address required: the partner context of spec 2 §5).
import {
  type BusinessInput,
  cleanBusiness,
  cleanPartner,
  cleanProfile,
  type FieldErrors,
  newPasswordErrors,
  partFormErrors,
  type PartnerInput,
  type ProfileInput,
  type TextRef,
  toFormErrors,
  validateBusiness,
  validatePartner,
  validateProfile,
} from './account-forms.ts';
import { isFilled } from './account-input.ts';
import { checkVatInput } from './vat-number.ts';
import { partnerStatus } from './roles.ts';

/** Spec 2 §9 / spec 3 §9: the motivation is at most 750 characters. */
export const PARTNER_MOTIVATION_MAX = 750;
/** The book-page URL is a web address; as long as a review's website may be. */
export const BOOK_PAGE_URL_MAX = 200;

/** Spec 2 §3 Partner application: url_bookpage_yesno is 'yes' or 'no'. */
export const BOOK_PAGE_ANSWERS = ['yes', 'no'] as const;
export type BookPageAnswer = (typeof BOOK_PAGE_ANSWERS)[number];

/** The fields of the application itself, by their form names, in page order. */
export const APPLICATION_FIELDS = [
  'motivation',
  'url_bookpage_yesno',
  'url_bookpage',
  'no_spam',
  'agreement',
] as const;

export interface PartnerApplicationInput {
  motivation: string;
  /** '' when neither answer was chosen. */
  bookPage: BookPageAnswer | '';
  /** With an http(s) scheme ('www.blog.nl' → 'http://www.blog.nl'); '' when the answer is no. */
  urlBookpage: string;
  noSpam: boolean;
  agreement: boolean;
}

const ticked = (value: string | undefined) => value === 'on' || value === 'true';

/** Characters as a reader counts them (an emoji or an accented letter is one). */
export function motivationLength(value: string): number {
  return [...value].length;
}

/** A web address with its scheme: what a visitor types without one gets http:// (as a reviewer's website). */
export function withScheme(value: string): string {
  const compact = value.trim().replace(/\s+/g, '');
  if (compact === '') return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(compact) ? compact : `http://${compact}`;
}

/** An http(s) address with a host that has a dot: nothing else (javascript:, mailto:) becomes a link for staff. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || value.length > BOOK_PAGE_URL_MAX) return false;
  try {
    const url = new URL(value);
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Spec 2 §5 "Text inputs" for the application's fields; the motivation keeps its line breaks. */
export function cleanPartnerApplication(
  raw: Readonly<Record<string, string | undefined>>,
): PartnerApplicationInput {
  const answer = (raw.url_bookpage_yesno ?? '').trim();
  const bookPage = (BOOK_PAGE_ANSWERS as readonly string[]).includes(answer)
    ? (answer as BookPageAnswer)
    : '';
  return {
    motivation: (raw.motivation ?? '').replace(/\r\n?/g, '\n').trim(),
    bookPage,
    urlBookpage: bookPage === 'no' ? '' : withScheme(raw.url_bookpage ?? ''),
    noSpam: ticked(raw.no_spam),
    agreement: ticked(raw.agreement),
  };
}

const required: TextRef = { key: 'form_errors.general' };

/**
 * Spec 2 §4 Partner application (spec 3 §4/§5): the motivation is filled and at most 750 characters ('Deze invoer
 * is niet correct.' over it, the text-area rule); the book-page answer is yes with a URL, or no; a guest also ticks
 * no_spam and agreement. Errors are keyed by the form's field names.
 */
export function validatePartnerApplication(
  input: PartnerApplicationInput,
  context: { guest: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(input.motivation)) errors.motivation = required;
  else if (motivationLength(input.motivation) > PARTNER_MOTIVATION_MAX)
    errors.motivation = { key: 'form_errors.invalid_input' };
  if (input.bookPage === '') errors.url_bookpage_yesno = { key: 'partner_application.book_page_choose' };
  else if (input.bookPage === 'yes') {
    if (!isFilled(input.urlBookpage)) errors.url_bookpage = required;
    else if (!isWebAddress(input.urlBookpage)) errors.url_bookpage = { key: 'form_errors.website' };
  }
  if (context.guest) {
    if (!input.noSpam) errors.no_spam = { key: 'partner_application.no_spam_required' };
    if (!input.agreement) errors.agreement = { key: 'partner_application.agreement_required' };
  }
  return errors;
}

/** The whole application as typed: the profile, business and partner parts, the application, a guest's password. */
export interface ApplicationParts {
  personal: ProfileInput;
  business: BusinessInput;
  partner: PartnerInput;
  application: PartnerApplicationInput;
  password: string;
  password2: string;
}

export interface ApplicationRules {
  guest: boolean;
  /** The account's id, or above every id for a new account (its house number is required: decision 141). */
  userId: number;
  requiredHousenr: number;
  countries: readonly { code: string; eu: boolean }[];
  businessEnabled: boolean;
}

/**
 * Spec 2 §4/§5 and spec 3 §4: every rule of the application form, keyed by the form's field names — the profile
 * with its address required, the business part (when the setting is on; a VAT number that fits the country), the
 * partner part, a guest's new password and the application itself. The server and the page apply the same.
 */
export function applicationErrors(parts: ApplicationParts, rules: ApplicationRules): FieldErrors {
  const errors: FieldErrors = {
    ...toFormErrors(
      validateProfile(parts.personal, {
        userId: rules.userId,
        requiredHousenr: rules.requiredHousenr,
        addressRequired: true,
        emailInUse: false,
        countryCodes: rules.countries.map((c) => c.code),
      }),
    ),
    ...(rules.businessEnabled ? partFormErrors('business', validateBusiness(parts.business)) : {}),
    ...partFormErrors('partner', validatePartner(parts.partner)),
  };
  if (rules.businessEnabled && isFilled(parts.business.nrVat) && !errors.nr_vat) {
    const country = rules.countries.find((c) => c.code === parts.personal.countryCode);
    const vat = checkVatInput({
      profileCountryCode: parts.personal.countryCode || null,
      profileCountryIsEu: country?.eu ?? false,
      vatNumber: parts.business.nrVat,
    });
    if (!vat.ok) errors.nr_vat = { key: vat.key, params: vat.params };
  }
  if (rules.guest)
    Object.assign(
      errors,
      newPasswordErrors(parts, () => false),
    );
  return { ...errors, ...validatePartnerApplication(parts.application, { guest: rules.guest }) };
}

/** What the application form's page checks in the browser (decision 563), from the fields as posted; an
 * account's email is its own (not a field of the form). */
export function applicationFormErrors(
  fields: Readonly<Record<string, string | undefined>>,
  rules: ApplicationRules & { accountEmail: string | null },
): FieldErrors {
  return applicationErrors(
    {
      personal: {
        ...cleanProfile(fields),
        ...(rules.accountEmail === null ? {} : { email: rules.accountEmail }),
      },
      business: cleanBusiness(fields),
      partner: cleanPartner(fields),
      application: cleanPartnerApplication(fields),
      password: fields.password ?? '',
      password2: fields.password2 ?? '',
    },
    rules,
  );
}

/** What /partner-registration shows an account: the form, the pending header, or 'already registered'. */
export type ApplicationView = 'form' | 'pending' | 'registered';

/**
 * Spec 2 §2 / spec 3 §4: status pend shows the pending header; an existing partner (flagged with a code, or
 * accepted: on or 1) sees 'already registered'; everyone else (guests included) gets the form.
 */
export function applicationView(account: {
  partnerStatus: string | null | undefined;
  isPartner: boolean;
}): ApplicationView {
  if (account.isPartner) return 'registered';
  const status = partnerStatus(account.partnerStatus);
  if (status === 'active') return 'registered';
  if (status === 'pending') return 'pending';
  return 'form';
}

/** The letters of a partner code: capitals and digits that cannot be mistaken for each other (no I, O, 0, 1). */
export const PARTNER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PARTNER_CODE_LENGTH = 8;

/**
 * A partner code from random bytes (one per letter): the affiliate cookie's pattern (decision 31,
 * ^[A-Za-z0-9_-]{1,32}$), easy to read aloud and type. Uniqueness is the database's (users_partner_code_idx).
 */
export function partnerCodeFrom(bytes: ArrayLike<number>): string {
  if (bytes.length < PARTNER_CODE_LENGTH) throw new RangeError('partnerCodeFrom needs 8 bytes');
  let code = '';
  for (let i = 0; i < PARTNER_CODE_LENGTH; i++)
    code += PARTNER_CODE_ALPHABET[bytes[i]! % PARTNER_CODE_ALPHABET.length];
  return code;
}
