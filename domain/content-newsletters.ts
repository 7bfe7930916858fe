// Issue 31 "Content" (decisions 730, 731): the rules of /beheer/nieuwsbrieven — a newsletter uploaded for one ISO
// week (year and week number, a week that exists), as a PDF or as a web page (HTML), under a title; a week that
// already has a newsletter is only replaced when staff say so. The spec 1 §4 file rules decide what a week can
// hold: a PDF from week 30 of 2020 (YYWW 2030), a web page from week 5 of 2021 (2105). The browser checks these
// rules before sending and the server again (decision 620); whether the week is taken only the server can say.
import type { FieldErrors, PostedFields } from './account-forms.ts';
import { newsletterWeek, PDF_FROM_WEEK, WEB_AND_PDF_FROM_WEEK } from './newsletters.ts';

export const NEWSLETTER_FIELDS = {
  year: 'jaar',
  week: 'week',
  title: 'titel',
  replace: 'vervangen',
  file: 'bestand',
} as const;

/** The fields in page order. */
export const NEWSLETTER_ORDER = Object.values(NEWSLETTER_FIELDS);
export const NEWSLETTER_TITLE_MAX = 200;
/** The first and last year a week can be typed for (the file rules start in 2020; YYWW holds two digits). */
export const NEWSLETTER_YEAR_MIN = 2020;
export const NEWSLETTER_YEAR_MAX = 2099;

export type NewsletterFormat = 'pdf' | 'web';

export interface NewsletterUploadInput {
  /** YYWW (spec 1 §3). */
  week: number;
  year: number;
  isoWeek: number;
  title: string;
  replace: boolean;
}

/** The file's format by its name: .pdf, or .html/.htm for the web page; null for anything else. */
export function newsletterFormatOf(fileName: string): NewsletterFormat | null {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.html') || name.endsWith('.htm')) return 'web';
  return null;
}

/** YYWW of a year and ISO week, or null when that week does not exist. */
export function newsletterYyww(year: number, week: number): number | null {
  if (!Number.isInteger(year) || year < NEWSLETTER_YEAR_MIN || year > NEWSLETTER_YEAR_MAX) return null;
  const yyww = (year - 2000) * 100 + week;
  return Number.isInteger(week) && week >= 1 && week <= 53 && newsletterWeek(yyww) ? yyww : null;
}

/**
 * The form's check. The file field counts when it is among the fields (the browser gives the chosen file's name;
 * the server checks the file itself and leaves it out).
 */
export function newsletterUploadErrors(fields: PostedFields): FieldErrors {
  const f = NEWSLETTER_FIELDS;
  const errors: FieldErrors = {};
  const yearText = (fields[f.year] ?? '').trim();
  const weekText = (fields[f.week] ?? '').trim();
  const title = (fields[f.title] ?? '').trim();
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  if (year === null || year < NEWSLETTER_YEAR_MIN || year > NEWSLETTER_YEAR_MAX)
    errors[f.year] = {
      key: 'beheer.newsletters.year_invalid',
      params: { min: String(NEWSLETTER_YEAR_MIN), max: String(NEWSLETTER_YEAR_MAX) },
    };
  const week = /^\d{1,2}$/.test(weekText) ? Number(weekText) : null;
  const format = f.file in fields ? newsletterFormatOf(fields[f.file] ?? '') : null;
  if (week === null || week < 1 || week > 53) errors[f.week] = { key: 'beheer.newsletters.week_invalid' };
  else if (year !== null && !errors[f.year]) {
    const yyww = newsletterYyww(year, week);
    if (yyww === null)
      errors[f.week] = { key: 'beheer.newsletters.week_missing', params: { year: String(year) } };
    else if (yyww < PDF_FROM_WEEK) errors[f.week] = { key: 'beheer.newsletters.week_too_early' };
    else if (format === 'web' && yyww < WEB_AND_PDF_FROM_WEEK)
      errors[f.week] = { key: 'beheer.newsletters.web_too_early' };
  }
  if (title === '') errors[f.title] = { key: 'beheer.content.title_missing' };
  else if (title.length > NEWSLETTER_TITLE_MAX)
    errors[f.title] = { key: 'beheer.content.too_long', params: { max: String(NEWSLETTER_TITLE_MAX) } };
  if (f.file in fields) {
    const name = fields[f.file] ?? '';
    if (name === '') errors[f.file] = { key: 'beheer.media.refused.no_file' };
    else if (format === null) errors[f.file] = { key: 'beheer.media.refused.kind' };
  }
  return errors;
}

export function parseNewsletterUpload(
  fields: PostedFields,
): { kind: 'ok'; value: NewsletterUploadInput } | { kind: 'invalid'; errors: FieldErrors } {
  const errors = newsletterUploadErrors(fields);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const f = NEWSLETTER_FIELDS;
  const year = Number((fields[f.year] ?? '').trim());
  const isoWeek = Number((fields[f.week] ?? '').trim());
  return {
    kind: 'ok',
    value: {
      week: newsletterYyww(year, isoWeek)!,
      year,
      isoWeek,
      title: (fields[f.title] ?? '').trim(),
      replace: fields[f.replace] === 'on',
    },
  };
}

/** The row's tag (spec 1 §3: 'mailing' + week) and its files' folder under /media (by the ISO year). */
export function newsletterTag(week: number): string {
  return `mailing${week}`;
}

export function newsletterDir(year: number): string {
  return `newsletters/${year}`;
}

const DAY_MS = 86_400_000;

/** The ISO year and week of a day (the week of its Thursday), for the form's first values. */
export function isoWeekOf(day: Date): { year: number; week: number } {
  const date = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const weekday = new Date(date).getUTCDay() || 7;
  const thursday = new Date(date + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  return { year, week: Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1 };
}
