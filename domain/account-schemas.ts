// Issue 12 #5, one input model: a zod schema per account form, shared by the page actions and the JSON API,
// parsing what was sent ('on' checkboxes, untrimmed text, missing fields) into the typed input the services
// take. The schemas read the typed input's field names (the API's); a posted form gets there through
// `fromFormRecord` (domain/account-forms.ts FORM_FIELD_NAMES, the one table of the form's names). The rules that
// need the server (common passwords, is the email in use, the country list, VIES) stay in the services, which
// also count every attempt before they refuse one (issue 11 #5). Browser-safe, but imported only by page actions
// (dropped from the client bundle with them) and the server: no zod in the first load (decisions #198); the
// browser's early messages use the plain rule functions of domain/account-forms.ts.
import { z } from 'zod';
import {
  type BusinessInput,
  type FieldErrors,
  inputFieldName,
  type PartnerInput,
  type ProfileInput,
  type RegisterInput,
} from './account-forms.ts';
import { cleanEmail, cleanText, cleanZipcode } from './account-input.ts';

/** Anything but text in a text field: 'Deze invoer is niet correct.' under that field. */
const NOT_TEXT = 'form_errors.invalid_input';

/** A text field: a missing one is '', the rest as `clean` makes it (trimmed at least). */
const textOf = (clean: (value: string) => string) =>
  z
    .string({ error: NOT_TEXT })
    .optional()
    .transform((value) => clean(value ?? ''));

const trimmed = textOf((value) => value.trim());
const text = textOf(cleanText);
const email = textOf(cleanEmail);
/** Passwords are taken as typed: a space may be part of one. */
const password = textOf((value) => value);

/** A checkbox: the form's 'on' (or 'true'), or the API's boolean; unticked or missing is false. */
const checkbox = z
  .union([z.boolean(), z.string()], { error: NOT_TEXT })
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** A group of fields (business, partner) that may be left out: then every field of it is ''. */
const group = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const registerSchema = z.object({
  firstname: text,
  lastname: text,
  email,
  email2: email,
  phonenr: trimmed,
  password,
  password2: password,
  hasSubscription: checkbox,
}) satisfies z.ZodType<RegisterInput, unknown>;

export const loginSchema = z.object({ email: password, password });
export type LoginInput = z.output<typeof loginSchema>;

export const passwordRetrievalSchema = z.object({
  email: password,
  channel: z
    .string({ error: NOT_TEXT })
    .optional()
    .transform((value): 'sms' | 'email' => (value === 'sms' ? 'sms' : 'email')),
});
export type PasswordRetrievalInput = z.output<typeof passwordRetrievalSchema>;

export const passwordResetSchema = z.object({ password, password2: password });
export type PasswordResetInput = z.output<typeof passwordResetSchema>;

export const newsletterSignupSchema = z.object({ email: password, firstname: password });
export type NewsletterSignupInput = z.output<typeof newsletterSignupSchema>;

export const unsubscribeSchema = z.object({ email: password });
export type UnsubscribeInput = z.output<typeof unsubscribeSchema>;

const businessSchema = z.object({
  company: text,
  nrKvk: trimmed,
  nrVat: trimmed,
}) satisfies z.ZodType<BusinessInput, unknown>;

const partnerSchema = z.object({
  website: trimmed,
  bankAccount: textOf((value) => value.replace(/\s+/g, '').toUpperCase()),
  accountHolder: text,
  accountCity: text,
}) satisfies z.ZodType<PartnerInput, unknown>;

/**
 * The profile tab's forms together (spec 2 §4 'Verstuur wijzigingen'): personal data, the current password for
 * a new email (`currentPassword`), the password change, business and partner data. The service uses business
 * only when the setting is on and partner only for partners.
 */
export const profileUpdateSchema = z.object({
  firstname: text,
  lastname: text,
  email,
  phonenr: trimmed,
  address: text,
  housenr: text,
  addition: text,
  zipcode: textOf(cleanZipcode),
  city: text,
  countryCode: textOf((value) => value.trim().toUpperCase()),
  hasSubscription: checkbox,
  currentPassword: password,
  password,
  password2: password,
  passwordCurrent: password,
  business: group(businessSchema),
  partner: group(partnerSchema),
});
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** The personal part of a profile update, as domain/account-forms.ts validates it. */
export function personalOf(input: ProfileUpdateInput): ProfileInput {
  const {
    currentPassword: _c,
    password: _p,
    password2: _p2,
    passwordCurrent: _pc,
    business: _b,
    partner: _pa,
    ...personal
  } = input;
  return personal;
}

export type Parsed<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

/** What was sent, parsed by a form's schema: the typed input, or a message per field (typed input's names). */
export function parseInput<S extends z.ZodType>(schema: S, values: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'form';
    errors[field] ??= { key: issue.message.startsWith('form_errors.') ? issue.message : NOT_TEXT };
  }
  return { ok: false, errors };
}

/**
 * A posted form's fields (by the form's names) as the typed input's object: 'country_code' → countryCode,
 * 'nr_kvk' → business.nrKvk. Fields the schema does not know (_csrf, next, intent) are dropped by it.
 */
export function fromFormRecord(
  fields: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [formName, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const path = inputFieldName(formName).split('.');
    let target = values;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[path[path.length - 1]!] = value;
  }
  return values;
}

/** A form record parsed by a form's schema (tests and pages; pages go through app/lib/forms.server.ts). */
export function parseFormRecord<S extends z.ZodType>(
  schema: S,
  fields: Readonly<Record<string, string | undefined>>,
): Parsed<z.output<S>> {
  return parseInput(schema, fromFormRecord(fields));
}

/** The typed input of a form record that cannot fail (every field a string): for tests and fixed forms. */
export function formInput<S extends z.ZodType>(
  schema: S,
  fields: Readonly<Record<string, string | undefined>>,
): z.output<S> {
  const parsed = parseFormRecord(schema, fields);
  if (!parsed.ok) throw new Error(`form not parsed: ${JSON.stringify(parsed.errors)}`);
  return parsed.input;
}
