// Spec 3 §3 and §5: the three contact-type forms — contact, call-me-back and press request — their fields, how
// typed input is cleaned, and their validation rules. Messages are interface-text keys (form_errors.*), so the
// browser and the server say the same Dutch words. Facts the server holds (the longest question from the setting
// maxLengthProfile, the skus of the own publications) come in as arguments.
import type { FieldErrors, TextRef } from './account-forms.ts';
import {
  cleanEmail,
  cleanText,
  cleanZipcode,
  isFilled,
  isValidEmail,
  isValidPhone,
} from './account-input.ts';

export const CONTACT_FORM_KINDS = ['contact', 'callback', 'press'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];

/** Spec 3 §3 the fields of each form, in page order (the press request's requested book is `book_select`). */
export const CONTACT_FORM_FIELDS = {
  contact: ['firstname', 'lastname', 'email', 'phonenr', 'question'],
  callback: ['firstname', 'lastname', 'phonenr', 'email', 'question'],
  press: [
    'firstname',
    'lastname',
    'email',
    'phonenr',
    'address',
    'housenr',
    'zipcode',
    'city',
    'media',
    'book_select',
    'remark',
  ],
} as const satisfies Record<ContactFormKind, readonly string[]>;

/** The text areas of each form: they get the maxLengthProfile limit, the counter and 'Deze invoer is niet correct.'. */
export const CONTACT_TEXT_AREAS: Readonly<Record<ContactFormKind, readonly string[]>> = {
  contact: ['question'],
  callback: ['question'],
  press: ['remark'],
};

/** Spec 3 §5 call-me-back: names at least 2 characters, the phone number at least 8. */
export const CALLBACK_NAME_MIN_LENGTH = 2;
export const CALLBACK_PHONE_MIN_LENGTH = 8;
/** Spec 3 §5: the setting maxLengthProfile has no value in the spec; the seed's 1000 is the fallback too. */
export const DEFAULT_MAX_TEXT_LENGTH = 1000;

/** A form's cleaned input: every field of the form as text. */
export type ContactFormInput = Record<string, string>;

export interface ContactFormRules {
  /** Setting maxLengthProfile: the longest text-area text, in characters. */
  maxTextLength: number;
  /** The press request's book select: the skus of the own publications. */
  ownSkus: ReadonlySet<string>;
}

const required: TextRef = { key: 'form_errors.general' };
const choose: TextRef = { key: 'form_errors.choose' };
const emailRule: TextRef = { key: 'form_errors.email' };
const phoneRule: TextRef = { key: 'form_errors.phone' };
const invalidTextArea: TextRef = { key: 'form_errors.invalid_input' };

/** Characters as a reader counts them (an emoji or an accented letter is one). */
export function textLength(value: string): number {
  return [...value].length;
}

/** Spec 3 §5 the remaining-characters counter: never below 0. */
export function remainingCharacters(value: string, max: number): number {
  return Math.max(0, max - textLength(value));
}

/** Spec 2 §5 "Text inputs" applied to one of these forms: names trimmed (apostrophes kept as backticks), email
 * without whitespace, zipcode compacted; text areas keep their line breaks and lose only outer whitespace. */
export function cleanContactForm(
  kind: ContactFormKind,
  raw: Readonly<Record<string, string | undefined>>,
): ContactFormInput {
  const input: ContactFormInput = {};
  for (const field of CONTACT_FORM_FIELDS[kind]) {
    const value = raw[field] ?? '';
    if (field === 'email') input[field] = cleanEmail(value);
    else if (field === 'zipcode') input[field] = cleanZipcode(value);
    else if (field === 'phonenr' || field === 'book_select') input[field] = value.trim();
    else if (CONTACT_TEXT_AREAS[kind].includes(field)) input[field] = value.replace(/\r\n?/g, '\n').trim();
    else input[field] = cleanText(value);
  }
  return input;
}

function minLength(value: string, n: number): TextRef | null {
  if (!isFilled(value)) return required;
  return textLength(value) < n ? { key: 'form_errors.min_length', params: { n } } : null;
}

/** Spec 3 §5 "Text areas show 'Deze invoer is niet correct.' when invalid and non-empty". */
function textArea(value: string, max: number, isRequired: boolean): TextRef | null {
  if (!isFilled(value)) return isRequired ? required : null;
  return textLength(value) > max ? invalidTextArea : null;
}

/** Spec 3 §5 Contact: firstname required; email required and valid; phonenr a valid phone number (when given);
 * question required, at most maxLengthProfile characters. */
export function validateContact(input: ContactFormInput, rules: ContactFormRules): FieldErrors {
  const errors: FieldErrors = {};
  if (!isFilled(input.firstname)) errors.firstname = required;
  if (!isFilled(input.email)) errors.email = required;
  else if (!isValidEmail(input.email!)) errors.email = emailRule;
  if (isFilled(input.phonenr) && !isValidPhone(input.phonenr!)) errors.phonenr = phoneRule;
  const question = textArea(input.question ?? '', rules.maxTextLength, true);
  if (question) errors.question = question;
  return errors;
}

/** Spec 3 §5 Call-me-back: firstname and lastname required, at least 2 characters; phonenr required, at least 8
 * characters (and a phone number: decision 356); email valid when given. The question is optional. */
export function validateCallback(input: ContactFormInput, rules: ContactFormRules): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['firstname', 'lastname'] as const) {
    const error = minLength(input[field] ?? '', CALLBACK_NAME_MIN_LENGTH);
    if (error) errors[field] = error;
  }
  const phone = minLength(input.phonenr ?? '', CALLBACK_PHONE_MIN_LENGTH);
  if (phone) errors.phonenr = phone;
  else if (!isValidPhone(input.phonenr!)) errors.phonenr = phoneRule;
  if (isFilled(input.email) && !isValidEmail(input.email!)) errors.email = emailRule;
  const question = textArea(input.question ?? '', rules.maxTextLength, false);
  if (question) errors.question = question;
  return errors;
}

/** Spec 3 §5 Press request: every name, address, phone, media and remark field required; email valid; the phone
 * number a phone number; the requested book one of the own publications. */
export function validatePress(input: ContactFormInput, rules: ContactFormRules): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['firstname', 'lastname', 'address', 'housenr', 'zipcode', 'city', 'media'] as const)
    if (!isFilled(input[field])) errors[field] = required;
  if (!isFilled(input.email)) errors.email = required;
  else if (!isValidEmail(input.email!)) errors.email = emailRule;
  if (!isFilled(input.phonenr)) errors.phonenr = required;
  else if (!isValidPhone(input.phonenr!)) errors.phonenr = phoneRule;
  if (!rules.ownSkus.has(input.book_select ?? ''))
    errors.book_select = isFilled(input.book_select) ? choose : required;
  const remark = textArea(input.remark ?? '', rules.maxTextLength, true);
  if (remark) errors.remark = remark;
  return errors;
}

export function validateContactForm(
  kind: ContactFormKind,
  input: ContactFormInput,
  rules: ContactFormRules,
): FieldErrors {
  if (kind === 'contact') return validateContact(input, rules);
  if (kind === 'callback') return validateCallback(input, rules);
  return validatePress(input, rules);
}

/** What the form's page checks in the browser (decision 563): the fields as posted, cleaned and checked as the
 * service does. */
export function contactFormErrors(
  kind: ContactFormKind,
  fields: Readonly<Record<string, string | undefined>>,
  rules: ContactFormRules,
): FieldErrors {
  return validateContactForm(kind, cleanContactForm(kind, fields), rules);
}

/** The address a confirmation goes to: the sender's valid email, or none (call-me-back without an email). */
export function senderEmail(input: ContactFormInput): string | null {
  const email = input.email ?? '';
  return isValidEmail(email) ? email.toLowerCase() : null;
}

/** The honeypot (decision 354): a visually hidden field people never see, so anything typed in it is a robot's. */
export const HONEYPOT_FIELD = 'homepage';

/** The hidden key of one rendered form (decision 353): a resend of the same form stores and mails nothing again. */
export function isSubmissionKey(value: string | undefined): value is string {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value ?? '');
}
