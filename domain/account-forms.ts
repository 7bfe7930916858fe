// Spec 2 §5 validation of the account forms: register, login, password retrieval, profile, password change,
// business data and partner data. Messages are interface-text keys (form_errors.*) with their parameters, so
// the browser and the server show the same Dutch words. Server-only facts (is the email in use, is the
// password a common one) come in as arguments.
import {
  cleanEmail,
  cleanText,
  cleanZipcode,
  isFilled,
  isValidEmail,
  isValidIban,
  isValidPhone,
} from './account-input.ts';
import { housenrError, zipcodeError } from './carrier-address.ts';

export interface TextRef {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * A message per field, keyed by the field's name in the typed input the services take (`countryCode`,
 * `business.nrKvk`); a form is valid when it has none. FORM_FIELD_NAMES turns the keys into the form's names.
 */
export type FieldErrors = Partial<Record<string, TextRef>>;

/** DESIGN.md "Passwords": 8 (OWASP ASVS 5.0 6.2.1) instead of the spec's 5; the message stays the spec's. */
export const PASSWORD_MIN_LENGTH = 8;
/** Spec 2 §9: the chamber-of-commerce number has at least 4 characters. */
export const KVK_MIN_LENGTH = 4;

const required: TextRef = { key: 'form_errors.general' };
/** A select's value outside its list (a forged post or a country no longer offered). */
const choose: TextRef = { key: 'form_errors.choose' };
const emailRule: TextRef = { key: 'form_errors.email' };

/**
 * Issue 12 #5: the one table between the typed input's field names (the services' and the JSON API's) and the
 * account forms' field names, where they differ. Parsing a posted form (domain/account-schemas.ts) reads the form's
 * names through it, and a page shows the services' errors under the form's names through it.
 */
export const FORM_FIELD_NAMES: Readonly<Record<string, string>> = {
  hasSubscription: 'has_subscription',
  countryCode: 'country_code',
  currentPassword: 'email_password',
  passwordCurrent: 'password_current',
  'business.company': 'company',
  'business.nrKvk': 'nr_kvk',
  'business.nrVat': 'nr_vat',
  'partner.website': 'website',
  'partner.bankAccount': 'bank_account',
  'partner.accountHolder': 'account_holder',
  'partner.accountCity': 'account_city',
};

const INPUT_FIELD_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FORM_FIELD_NAMES).map(([input, form]) => [form, input]),
);

/** The typed input's name of a form field ('country_code' → 'countryCode', 'nr_kvk' → 'business.nrKvk'). */
export function inputFieldName(formName: string): string {
  return INPUT_FIELD_NAMES[formName] ?? formName;
}

/** Errors keyed by the typed input's names, keyed by the form's names instead (for a page). */
export function toFormErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([name, ref]) => [FORM_FIELD_NAMES[name] ?? name, ref]),
  );
}

/** A part's errors (business, partner: 'nrKvk', 'bankAccount') under the form's names ('nr_kvk', 'bank_account'). */
export function partFormErrors(part: 'business' | 'partner', errors: FieldErrors): FieldErrors {
  return toFormErrors(
    Object.fromEntries(Object.entries(errors).map(([name, ref]) => [`${part}.${name}`, ref])),
  );
}

export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** Spec 2 §5: the password rules (minimum length) plus the common-password refusal of DESIGN.md. */
export function passwordError(password: string, isCommon: (password: string) => boolean): TextRef | null {
  if (!isFilled(password)) return required;
  if ([...password].length < PASSWORD_MIN_LENGTH)
    return { key: 'form_errors.min_length', params: { n: PASSWORD_MIN_LENGTH } };
  if (isCommon(password)) return { key: 'form_errors.password_common' };
  return null;
}

// ── Register ────────────────────────────────────────────────────────────────

export interface RegisterInput {
  firstname: string;
  lastname: string;
  email: string;
  email2: string;
  phonenr: string;
  password: string;
  password2: string;
  hasSubscription: boolean;
}

/** Spec 2 §5 "Text inputs" applied to the register form (passwords are taken as typed). */
export function cleanRegister(raw: Readonly<Record<string, string | undefined>>): RegisterInput {
  return {
    firstname: cleanText(raw.firstname ?? ''),
    lastname: cleanText(raw.lastname ?? ''),
    email: cleanEmail(raw.email ?? ''),
    email2: cleanEmail(raw.email2 ?? ''),
    phonenr: (raw.phonenr ?? '').trim(),
    password: raw.password ?? '',
    password2: raw.password2 ?? '',
    hasSubscription: raw.has_subscription === 'on' || raw.has_subscription === 'true',
  };
}

/** Spec 2 §5 Register (the email-in-use check is the server's: form_errors.email_in_use_extended). */
export function validateRegister(
  input: RegisterInput,
  isCommonPassword: (password: string) => boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(input.firstname)) errors.firstname = required;
  if (!isFilled(input.lastname)) errors.lastname = required;
  if (!isFilled(input.email)) errors.email = required;
  else if (!isValidEmail(input.email)) errors.email = emailRule;
  if (!isFilled(input.email2)) errors.email2 = required;
  else if (input.email2.toLowerCase() !== input.email.toLowerCase())
    errors.email2 = { key: 'form_errors.email_not_matching' };
  if (isFilled(input.phonenr) && !isValidPhone(input.phonenr)) errors.phonenr = { key: 'form_errors.phone' };
  return { ...errors, ...newPasswordErrors(input, isCommonPassword) };
}

/** Spec 2 §5: a new password and its repeat (register, reset, an account from the order). */
export function newPasswordErrors(
  input: { password: string; password2: string },
  isCommonPassword: (password: string) => boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  const password = passwordError(input.password, isCommonPassword);
  if (password) errors.password = password;
  if (!isFilled(input.password2)) errors.password2 = required;
  else if (input.password2 !== input.password) errors.password2 = { key: 'form_errors.pw_not_matching' };
  return errors;
}

/** Spec 2 §2 Register: a first name of zero or one character gets a suggestion (not an error). */
export function suggestsFullFirstname(firstname: string): boolean {
  return [...firstname.trim()].length <= 1;
}

// ── Login and password retrieval ────────────────────────────────────────────

/** Spec 2 §5 Login: email and password required. */
export function validateLogin(input: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(input.email)) errors.email = required;
  if (!isFilled(input.password)) errors.password = required;
  return errors;
}

/** Spec 2 §5 Unsubscribe (and the retrieval and newsletter forms): one valid email, message form_errors.email. */
export function validateEmailOnly(email: string): FieldErrors {
  return isValidEmail(email) ? {} : { email: emailRule };
}

// ── What each account form's page checks in the browser (decision 563) ──────

/** A form's fields as posted, by their form names. */
export type PostedFields = Readonly<Record<string, string | undefined>>;

/** Newsletter, unsubscribe and password retrieval: one valid email (spaces removed, as spec 2 §5 cleans it). */
export function emailFormErrors(fields: PostedFields): FieldErrors {
  return validateEmailOnly(cleanEmail(fields.email ?? ''));
}

/** The login form (the page's and the checkout's). */
export function loginFormErrors(fields: PostedFields): FieldErrors {
  return validateLogin({ email: (fields.email ?? '').trim(), password: fields.password ?? '' });
}

/** The register form; whether a password is a common one, or the email in use, is the server's to say. */
export function registerFormErrors(fields: PostedFields): FieldErrors {
  return validateRegister(cleanRegister(fields), () => false);
}

/** The reset-password form (a common password is the server's to say). */
export function newPasswordFormErrors(fields: PostedFields): FieldErrors {
  return newPasswordErrors(
    { password: fields.password ?? '', password2: fields.password2 ?? '' },
    () => false,
  );
}

// ── Profile ─────────────────────────────────────────────────────────────────

export interface ProfileInput {
  firstname: string;
  lastname: string;
  email: string;
  phonenr: string;
  address: string;
  housenr: string;
  addition: string;
  zipcode: string;
  city: string;
  countryCode: string;
  hasSubscription: boolean;
}

export function cleanProfile(raw: Readonly<Record<string, string | undefined>>): ProfileInput {
  return {
    firstname: cleanText(raw.firstname ?? ''),
    lastname: cleanText(raw.lastname ?? ''),
    email: cleanEmail(raw.email ?? ''),
    phonenr: (raw.phonenr ?? '').trim(),
    address: cleanText(raw.address ?? ''),
    housenr: cleanText(raw.housenr ?? ''),
    addition: cleanText(raw.addition ?? ''),
    zipcode: cleanZipcode(raw.zipcode ?? ''),
    city: cleanText(raw.city ?? ''),
    countryCode: (raw.country_code ?? '').trim().toUpperCase(),
    hasSubscription: raw.has_subscription === 'on' || raw.has_subscription === 'true',
  };
}

export interface ProfileContext {
  userId: number;
  /** Setting requiredHousenr: accounts with a higher id must give a house number with their address. */
  requiredHousenr: number;
  /** Spec 2 §5: in the cart or partner context the address is required too. */
  addressRequired: boolean;
  /** The email differs from the profile's and another account has it (the server's check). */
  emailInUse: boolean;
  /** Country codes the dropdown offers. */
  countryCodes: readonly string[];
  /**
   * Issue 29: this address is where the parcel goes (the checkout without a separate delivery address): in the
   * Netherlands it then needs its house number, whatever the account's age.
   */
  delivers?: boolean;
}

/** Spec 2 §5 Profile. */
export function validateProfile(input: ProfileInput, context: ProfileContext): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(input.firstname)) errors.firstname = required;
  if (!isFilled(input.lastname)) errors.lastname = required;
  if (!isFilled(input.email)) errors.email = { key: 'form_errors.email_empty' };
  else if (!isValidEmail(input.email)) errors.email = emailRule;
  else if (context.emailInUse) errors.email = { key: 'form_errors.email_in_use' };
  if (!isFilled(input.phonenr)) errors.phonenr = required;
  else if (!isValidPhone(input.phonenr)) errors.phonenr = { key: 'form_errors.phone' };
  if (context.addressRequired) {
    for (const field of ['address', 'zipcode', 'city'] as const)
      if (!isFilled(input[field])) errors[field] = required;
  }
  const delivers = context.delivers === true && input.countryCode === 'NL';
  if ((housenrRequired(input, context) || delivers) && !isFilled(input.housenr)) errors.housenr = required;
  if (!context.countryCodes.includes(input.countryCode)) errors.countryCode = choose;
  Object.assign(errors, carrierErrors(input, errors));
  return errors;
}

/**
 * Issue 29: a postcode and house number a carrier can deliver to (domain/carrier-address.ts), for the fields that
 * have no message yet. Keys as `errors`'s, with `prefix` ('delivery.') for the delivery address.
 */
export function carrierErrors(
  address: { zipcode: string; housenr: string; countryCode: string },
  errors: FieldErrors,
  prefix = '',
): FieldErrors {
  const found: FieldErrors = {};
  const zipcode = zipcodeError(address.zipcode, address.countryCode);
  if (zipcode && !errors[`${prefix}zipcode`]) found[`${prefix}zipcode`] = zipcode;
  const housenr = housenrError(address.housenr, address.countryCode);
  if (housenr && !errors[`${prefix}housenr`]) found[`${prefix}housenr`] = housenr;
  return found;
}

/**
 * Spec 2 §5: the house number is required when the client id exceeds the setting requiredHousenr — for an
 * address that is given or required (older accounts kept the number in the address line; docs/decisions/).
 */
export function housenrRequired(
  input: Pick<ProfileInput, 'address'>,
  context: Pick<ProfileContext, 'userId' | 'requiredHousenr' | 'addressRequired'>,
): boolean {
  if (context.userId <= context.requiredHousenr) return false;
  return context.addressRequired || isFilled(input.address);
}

// ── Password change (profile tab) ───────────────────────────────────────────

export interface PasswordChangeInput {
  password: string;
  password2: string;
  passwordCurrent: string;
}

export type PasswordChange =
  { status: 'none' } | { status: 'invalid'; errors: FieldErrors } | { status: 'valid'; password: string };

/**
 * Spec 2 §4/§5 password form: nothing typed → no change; otherwise both new fields are required, equal and
 * strong enough, and the current password is required when the account has one (whether it is correct is the
 * server's check). Invalid with input → 'Controleer de ingevoerde wachtwoordgegevens.' for the form.
 */
export function passwordChange(
  input: PasswordChangeInput,
  options: { hasPassword: boolean; isCommon: (password: string) => boolean },
): PasswordChange {
  if (!input.password && !input.password2 && !input.passwordCurrent) return { status: 'none' };
  const errors: FieldErrors = {};
  const password = passwordError(input.password, options.isCommon);
  if (password) errors.password = password;
  if (!isFilled(input.password2)) errors.password2 = required;
  else if (input.password2 !== input.password) errors.password2 = { key: 'form_errors.pw_not_matching' };
  if (options.hasPassword && !isFilled(input.passwordCurrent)) errors.passwordCurrent = required;
  if (!isValid(errors)) return { status: 'invalid', errors: { ...errors, password_form: passwordCheck } };
  return { status: 'valid', password: input.password };
}

const passwordCheck: TextRef = { key: 'form_errors.password_check' };

/** Spec 2 §4 status texts under the password form. */
export function passwordStatusKey(change: PasswordChange): string {
  return change.status === 'valid' ? 'account.password.will_change' : 'account.password.unchanged';
}

// ── Business and partner data ───────────────────────────────────────────────

export interface BusinessInput {
  company: string;
  nrKvk: string;
  nrVat: string;
}

export function cleanBusiness(raw: Readonly<Record<string, string | undefined>>): BusinessInput {
  return {
    company: cleanText(raw.company ?? ''),
    nrKvk: (raw.nr_kvk ?? '').trim(),
    nrVat: (raw.nr_vat ?? '').trim(),
  };
}

/** Spec 2 §5 Business: KvK at least 4 characters when given (the VAT number: domain/vat-number.ts). */
export function validateBusiness(input: BusinessInput): FieldErrors {
  const errors: FieldErrors = {};
  if (isFilled(input.nrKvk) && input.nrKvk.length < KVK_MIN_LENGTH)
    errors.nrKvk = { key: 'form_errors.min_length', params: { n: KVK_MIN_LENGTH } };
  return errors;
}

export interface PartnerInput {
  website: string;
  bankAccount: string;
  accountHolder: string;
  accountCity: string;
}

export function cleanPartner(raw: Readonly<Record<string, string | undefined>>): PartnerInput {
  return {
    website: (raw.website ?? '').trim(),
    bankAccount: (raw.bank_account ?? '').replace(/\s+/g, '').toUpperCase(),
    accountHolder: cleanText(raw.account_holder ?? ''),
    accountCity: cleanText(raw.account_city ?? ''),
  };
}

/** Spec 2 §5 Partner form: all four required; the bank account must be a real IBAN (we pay commission to it). */
export function validatePartner(input: PartnerInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(input.website)) errors.website = required;
  if (!isFilled(input.bankAccount)) errors.bankAccount = required;
  else if (!isValidIban(input.bankAccount)) errors.bankAccount = { key: 'form_errors.iban' };
  if (!isFilled(input.accountHolder)) errors.accountHolder = required;
  if (!isFilled(input.accountCity)) errors.accountCity = required;
  return errors;
}

/** What the profile form's page checks in the browser (decision 563): server/accounts/profile.ts's rules by the
 * form's field names, minus what only the server knows (the email in use, VIES). */
export function profileFormErrors(
  fields: PostedFields,
  context: {
    userId: number;
    requiredHousenr: number;
    countryCodes: readonly string[];
    businessEnabled: boolean;
    partner: boolean;
  },
): FieldErrors {
  return {
    ...toFormErrors(
      validateProfile(cleanProfile(fields), {
        userId: context.userId,
        requiredHousenr: context.requiredHousenr,
        addressRequired: context.partner,
        emailInUse: false,
        countryCodes: context.countryCodes,
      }),
    ),
    ...(context.businessEnabled ? partFormErrors('business', validateBusiness(cleanBusiness(fields))) : {}),
    ...(context.partner ? partFormErrors('partner', validatePartner(cleanPartner(fields))) : {}),
  };
}
