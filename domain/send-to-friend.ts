// Spec 3 §3, §4 and §5 send to friend: the sender (firstname, lastname, email), one or more recipients (firstname,
// lastname, email), an optional message, the hidden partner code and the weekday captcha; how the posted form is
// read (recipients as numbered rows), cleaned and checked, and the book link the mail carries. Names reach a mail's
// subject, so they hold letters and a few marks only: no line breaks, no addresses or links of the sender's own.
import type { FieldErrors, TextRef } from './account-forms.ts';
import { cleanEmail, cleanText, isFilled, isValidEmail } from './account-input.ts';
import { textLength } from './contact-forms.ts';
import { captchaError } from './weekday-captcha.ts';

/** Decision 388: at most 5 recipients a send (one mail each, none sees the others' addresses). */
export const MAX_RECIPIENTS = 5;
/** The longest name (a sender's or a recipient's first or last name). */
export const NAME_MAX_LENGTH = 60;

export const SENDER_FIELDS = ['firstname', 'lastname', 'email'] as const;
export const RECIPIENT_PARTS = ['firstname', 'lastname', 'email'] as const;
type RecipientPart = (typeof RECIPIENT_PARTS)[number];

/** The posted name of a recipient row's field: recipient_email_2 is the second recipient's email. */
export const recipientField = (part: RecipientPart, row: number) => `recipient_${part}_${row}`;
const RECIPIENT_FIELD = /^recipient_(firstname|lastname|email)_([1-9]\d?)$/;

const required: TextRef = { key: 'form_errors.general' };
const emailRule: TextRef = { key: 'form_errors.email' };
const nameRule: TextRef = { key: 'form_errors.name_plain' };
const twice: TextRef = { key: 'form_errors.recipient_twice' };
const invalidTextArea: TextRef = { key: 'form_errors.invalid_input' };

export interface Recipient {
  /** The row on the form (1 …), for the messages next to its fields. */
  row: number;
  firstname: string;
  lastname: string;
  email: string;
}

export interface SendToFriendInput {
  firstname: string;
  lastname: string;
  email: string;
  message: string;
  captcha: string;
  recipients: Recipient[];
  /** Rows the form shows (at least 1, at most MAX_RECIPIENTS). */
  rows: number;
  /** More filled rows were posted than MAX_RECIPIENTS allows (only a hand-made post does that). */
  tooMany: boolean;
}

/** A name: letters (any script), spaces, dots, hyphens and apostrophes (stored as backticks), nothing else. */
const NAME = /^[\p{L}\p{M}](?:[\p{L}\p{M} .`'-]*[\p{L}\p{M}.])?$/u;
/** 'voorbeeld.nl' in a name would become a link in many mail clients. */
const DOMAIN_LIKE = /[\p{L}\p{N}-]\.\p{L}{2,}/u;

export function isPlainName(value: string): boolean {
  return textLength(value) <= NAME_MAX_LENGTH && NAME.test(value) && !DOMAIN_LIKE.test(value);
}

/**
 * An address a mail may go to: a valid email (spec 2 §5) whose characters cannot make it two addresses or a
 * display name in a header (no comma, semicolon, quote, angle bracket or colon).
 */
export function isMailboxAddress(value: string): boolean {
  return isValidEmail(value) && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value);
}

/**
 * The recipient rows of a posted form: every filled row (a row with any of its three fields typed), in row order;
 * with none filled, the first row, empty (for its required messages). `rows` is what the form shows again.
 */
export function parseRecipients(raw: Readonly<Record<string, string | undefined>>): {
  recipients: Recipient[];
  rows: number;
  tooMany: boolean;
} {
  const byRow = new Map<number, Recipient>();
  for (const [name, value] of Object.entries(raw)) {
    const match = RECIPIENT_FIELD.exec(name);
    if (!match) continue;
    const row = Number(match[2]);
    const recipient = byRow.get(row) ?? { row, firstname: '', lastname: '', email: '' };
    const part = match[1] as RecipientPart;
    recipient[part] = part === 'email' ? cleanEmail(value ?? '') : cleanText(value ?? '');
    byRow.set(row, recipient);
  }
  const filled = [...byRow.values()]
    .filter((r) => isFilled(r.firstname) || isFilled(r.lastname) || isFilled(r.email))
    .sort((a, b) => a.row - b.row);
  const recipients = filled.length > 0 ? filled : [{ row: 1, firstname: '', lastname: '', email: '' }];
  const highest = Math.max(1, ...byRow.keys());
  return {
    recipients,
    rows: Math.min(MAX_RECIPIENTS, highest),
    tooMany: recipients.length > MAX_RECIPIENTS,
  };
}

/** Spec 2 §5 cleaning: names trimmed (apostrophes as backticks), emails without spaces, the message's line breaks
 * kept (\r\n → \n) and its outer whitespace gone. */
export function cleanSendToFriend(raw: Readonly<Record<string, string | undefined>>): SendToFriendInput {
  return {
    firstname: cleanText(raw.firstname ?? ''),
    lastname: cleanText(raw.lastname ?? ''),
    email: cleanEmail(raw.email ?? ''),
    message: (raw.message ?? '').replace(/\r\n?/g, '\n').trim(),
    captcha: (raw.captcha ?? '').trim(),
    ...parseRecipients(raw),
  };
}

function nameError(value: string, isRequired: boolean): TextRef | null {
  if (!isFilled(value)) return isRequired ? required : null;
  return isPlainName(value) ? null : nameRule;
}

function emailError(value: string): TextRef | null {
  if (!isFilled(value)) return required;
  return isMailboxAddress(value) ? null : emailRule;
}

/**
 * Spec 3 §5 Send to friend: sender firstname required; email required and valid; captcha required and today's
 * Dutch weekday; each recipient's firstname and email required, email valid; lastnames and the message optional
 * (the message at most maxLengthProfile characters, 'Deze invoer is niet correct.' beyond). An address twice in
 * one send is refused at its second row.
 */
export function validateSendToFriend(
  input: SendToFriendInput,
  rules: { maxTextLength: number; now: Date },
): FieldErrors {
  const errors: FieldErrors = {};
  const put = (field: string, error: TextRef | null) => {
    if (error) errors[field] = error;
  };
  put('firstname', nameError(input.firstname, true));
  put('lastname', nameError(input.lastname, false));
  put('email', emailError(input.email));
  if (textLength(input.message) > rules.maxTextLength) errors.message = invalidTextArea;
  const seen = new Set<string>();
  for (const r of input.recipients) {
    put(recipientField('firstname', r.row), nameError(r.firstname, true));
    put(recipientField('lastname', r.row), nameError(r.lastname, false));
    const email = emailError(r.email);
    const key = r.email.toLowerCase();
    put(recipientField('email', r.row), email ?? (seen.has(key) ? twice : null));
    seen.add(key);
  }
  put('captcha', captchaError(input.captcha, rules.now));
  return errors;
}

/** The fields in page order, for the error summary. */
/** What the form's page checks in the browser (decision 563): every rule but the weekday captcha's day, which
 * is the server's to judge (the page only asks that it is filled in). */
export function sendToFriendFormErrors(
  fields: Readonly<Record<string, string | undefined>>,
  rules: { maxTextLength: number; now: Date },
): FieldErrors {
  const errors = validateSendToFriend(cleanSendToFriend(fields), rules);
  if ((fields.captcha ?? '').trim() !== '') delete errors.captcha;
  return errors;
}

export function fieldOrder(rows: number): string[] {
  const recipientFields = Array.from({ length: rows }, (_, i) =>
    RECIPIENT_PARTS.map((part) => recipientField(part, i + 1)),
  ).flat();
  return [...SENDER_FIELDS, ...recipientFields, 'message', 'captcha'];
}

/** The partner code's form (app/lib/affiliate.server.ts): anything else is no partner code. */
export function isPartnerCode(value: string | null | undefined): value is string {
  return /^[A-Za-z0-9_-]{1,32}$/.test(value ?? '');
}

/** The absolute book link of the mail: the public origin, the book's own path, and ?pc= with a partner code. */
export function bookLink(origin: string, path: string, partnerCode: string | null): string {
  const url = new URL(path, origin);
  if (isPartnerCode(partnerCode)) url.searchParams.set('pc', partnerCode);
  return url.toString();
}

/** A control character (CR, LF, tab, NUL …) or a Unicode line or paragraph separator. */
const isControl = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
};

/** Text for a mail header: control characters become spaces, runs of spaces one, at most 150 characters. */
export function headerText(value: string): string {
  const spaced = [...value].map((ch) => (isControl(ch) ? ' ' : ch)).join('');
  return [...spaced.replace(/\s+/g, ' ').trim()].slice(0, 150).join('');
}
