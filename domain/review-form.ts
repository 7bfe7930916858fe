// Spec 3 §3 and §5 the review form of the book page, and spec 1 §2.6/§8 how a published review names its
// reviewer: the fields, how typed input is cleaned (the website gets http:// when it has no scheme), the
// validation rules and what the review list shows. Shared by the form in the browser (the disabled button with its
// hint, the preview) and the server (which decides). Messages are interface-text keys.
import type { FieldErrors, TextRef } from './account-forms.ts';
import { cleanEmail, cleanText, isFilled, isValidEmail } from './account-input.ts';
import { textLength } from './contact-forms.ts';

/** Spec 3 §3 the review form's text fields, in page order (the review's title is `review_title`). */
export const REVIEW_TEXT_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'profession',
  'website',
  'profile',
  'review_title',
  'review',
] as const;
export type ReviewTextField = (typeof REVIEW_TEXT_FIELDS)[number];

/** Spec 3 §3 the show flags: which parts of the reviewer's profile the review list shows. */
export const REVIEW_SHOW_FLAGS = [
  'show_firstname',
  'show_lastname',
  'show_profession',
  'show_website',
  'show_profile',
] as const;
export type ReviewShowFlag = (typeof REVIEW_SHOW_FLAGS)[number];

/** Decision 378: only the first name is shown unless the reviewer ticks more (privacy by default). */
export const REVIEW_FLAG_DEFAULTS: Readonly<Record<ReviewShowFlag, boolean>> = {
  show_firstname: true,
  show_lastname: false,
  show_profession: false,
  show_website: false,
  show_profile: false,
};

/** Decision 379: limits of the fields the spec gives none for (characters). */
export const REVIEW_LIMITS = {
  name: 100,
  profession: 100,
  website: 200,
  title: 150,
  review: 5000,
} as const;

export interface ReviewFormInput {
  firstname: string;
  lastname: string;
  email: string;
  profession: string;
  /** With a scheme (spec 3 §5: http:// added when missing), or ''. */
  website: string;
  profile: string;
  review_title: string;
  review: string;
  show_firstname: boolean;
  show_lastname: boolean;
  show_profession: boolean;
  show_website: boolean;
  show_profile: boolean;
}

export interface ReviewFormRules {
  /** Setting maxLengthProfile: the longest profile text. */
  maxProfileLength: number;
}

/** A checkbox as posted: present ('on', 'true', '1') is ticked, absent is not. */
function ticked(value: string | undefined): boolean {
  return value === 'on' || value === 'true' || value === '1';
}

/** Spec 3 §5 "The reviewer website gets an http:// prefix if missing"; '' stays ''. */
export function withWebsiteScheme(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, '');
  if (trimmed === '') return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** A website the list may link to: http(s) with a host that has a dot (decision 379: no javascript: or mailto:). */
export function isValidWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || value.length > REVIEW_LIMITS.website) return false;
  try {
    const url = new URL(value);
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Text areas keep their line breaks and lose only outer whitespace (as the contact forms' do). */
function cleanArea(value: string | undefined): string {
  return (value ?? '').replace(/\r\n?/g, '\n').trim();
}

/** Spec 2 §5 "Text inputs" applied to the review form; the website gets its scheme (spec 3 §5). */
export function cleanReviewForm(raw: Readonly<Record<string, string | undefined>>): ReviewFormInput {
  return {
    firstname: cleanText(raw.firstname ?? ''),
    lastname: cleanText(raw.lastname ?? ''),
    email: cleanEmail(raw.email ?? ''),
    profession: cleanText(raw.profession ?? ''),
    website: withWebsiteScheme(raw.website ?? ''),
    profile: cleanArea(raw.profile),
    review_title: cleanText(raw.review_title ?? ''),
    review: cleanArea(raw.review),
    show_firstname: ticked(raw.show_firstname),
    show_lastname: ticked(raw.show_lastname),
    show_profession: ticked(raw.show_profession),
    show_website: ticked(raw.show_website),
    show_profile: ticked(raw.show_profile),
  };
}

const required: TextRef = { key: 'form_errors.general' };
const emailRule: TextRef = { key: 'form_errors.email' };
const invalidInput: TextRef = { key: 'form_errors.invalid_input' };
const tooLong = (n: number): TextRef => ({ key: 'form_errors.max_length', params: { n } });

/**
 * Spec 3 §5 Review form: firstname, lastname, email (valid) and review are required; the profile text has at most
 * maxLengthProfile characters; text areas say 'Deze invoer is niet correct.' when invalid and non-empty. The
 * website, when given, must be a web address (after the http:// prefix).
 */
export function validateReviewForm(input: ReviewFormInput, rules: ReviewFormRules): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['firstname', 'lastname'] as const) {
    if (!isFilled(input[field])) errors[field] = required;
    else if (textLength(input[field]) > REVIEW_LIMITS.name) errors[field] = tooLong(REVIEW_LIMITS.name);
  }
  if (!isFilled(input.email)) errors.email = required;
  else if (!isValidEmail(input.email)) errors.email = emailRule;
  if (textLength(input.profession) > REVIEW_LIMITS.profession)
    errors.profession = tooLong(REVIEW_LIMITS.profession);
  if (input.website !== '' && !isValidWebsite(input.website)) errors.website = { key: 'form_errors.website' };
  if (textLength(input.profile) > rules.maxProfileLength) errors.profile = invalidInput;
  if (textLength(input.review_title) > REVIEW_LIMITS.title)
    errors.review_title = tooLong(REVIEW_LIMITS.title);
  if (!isFilled(input.review)) errors.review = required;
  else if (textLength(input.review) > REVIEW_LIMITS.review) errors.review = invalidInput;
  return errors;
}

/** Spec 1 §8: the name a review shows — the parts the reviewer allows, or null for '(Naam bekend bij redactie)'. */
/** What the form's page checks in the browser (decision 563): a logged-in reviewer's email is the account's. */
export function reviewFormErrors(
  fields: Readonly<Record<string, string | undefined>>,
  rules: ReviewFormRules,
  accountEmail: string | null,
): FieldErrors {
  return validateReviewForm(
    cleanReviewForm(accountEmail ? { ...fields, email: accountEmail } : fields),
    rules,
  );
}

export function shownReviewerName(reviewer: {
  firstname: string;
  lastname: string;
  showFirstname: boolean;
  showLastname: boolean;
}): string | null {
  const name = [
    reviewer.showFirstname ? reviewer.firstname : '',
    reviewer.showLastname ? reviewer.lastname : '',
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? null : name;
}

/** What the review list will show of a sent form (the preview, and the published review). */
export interface ReviewPreview {
  title: string;
  review: string;
  /** null: '(Naam bekend bij redactie)'. */
  reviewerName: string | null;
  profession: string | null;
  website: string | null;
  profile: string | null;
}

export function reviewPreview(input: ReviewFormInput): ReviewPreview {
  const shown = (flag: boolean, value: string) => (flag && value !== '' ? value : null);
  return {
    title: input.review_title,
    review: input.review,
    reviewerName: shownReviewerName({
      firstname: input.firstname,
      lastname: input.lastname,
      showFirstname: input.show_firstname,
      showLastname: input.show_lastname,
    }),
    profession: shown(input.show_profession, input.profession),
    website: shown(input.show_website && isValidWebsite(input.website), input.website),
    profile: shown(input.show_profile, input.profile),
  };
}

/** Moderation states of a sent review (decision 376): pending until staff approve (published) or reject it. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
