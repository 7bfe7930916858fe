// Spec 1 §4 "Newsletter file rules": the week number YYWW decides the links. Week 2105 or later has web and pdf
// links; 2030 to 2104 a pdf; before 2030 the external url. Spec 1 §3 Newsletter: tag 'mailing' + week, week YYWW.

export const WEB_AND_PDF_FROM_WEEK = 2105;
export const PDF_FROM_WEEK = 2030;

export interface NewsletterLinks {
  webHref: string | null;
  pdfHref: string | null;
}

export function newsletterLinks(row: { week: number; url: string | null }): NewsletterLinks {
  const base = `/overview-newsletters/${row.week}`;
  if (row.week >= WEB_AND_PDF_FROM_WEEK) return { webHref: `${base}?view=web`, pdfHref: `${base}?view=pdf` };
  if (row.week >= PDF_FROM_WEEK) return { webHref: null, pdfHref: `${base}?view=pdf` };
  return { webHref: row.url, pdfHref: null };
}

/**
 * Spec 1 §4 "Newsletter file rules": the file gets .pdf when its trailing 4-digit number is 2030 or more, else
 * .htm ('wk2029' → 'wk2029.htm', 'wk2030' → 'wk2030.pdf'). A name without a trailing number gets .htm.
 */
export function newsletterFileName(dirOrTag: string): string {
  const name = dirOrTag.trim();
  if (name === '') throw new RangeError('A newsletter file name needs a dir or tag');
  const week = /(\d{4})$/.exec(name)?.[1];
  return `${name}${week !== undefined && Number(week) >= PDF_FROM_WEEK ? '.pdf' : '.htm'}`;
}

/** What a newsletter row says about its files (spec 1 §3: has_file, has_pdf, has_php, has_html). */
export interface NewsletterFiles {
  week: number;
  url: string | null;
  hasFile: boolean;
  hasPdf: boolean;
  hasPhp: boolean;
  hasHtml: boolean;
}

/** How a newsletter can be read: our web page, our pdf, or the external archive url (before week 2030). */
export type NewsletterView = 'web' | 'pdf' | 'external';

/**
 * The views the file rules allow and the row has files for, in the rules' order. A newsletter without a file
 * (has_file 0) has none: it shows '(Deze nieuwsbrief is momenteel niet beschikbaar)' (spec 1 §2.8, §8).
 */
export function availableNewsletterViews(row: NewsletterFiles): NewsletterView[] {
  if (!row.hasFile) return [];
  if (row.week >= WEB_AND_PDF_FROM_WEEK) {
    const views: NewsletterView[] = [];
    if (row.hasHtml || row.hasPhp) views.push('web');
    if (row.hasPdf) views.push('pdf');
    return views;
  }
  if (row.week >= PDF_FROM_WEEK) return row.hasPdf ? ['pdf'] : [];
  return row.url ? ['external'] : [];
}

/**
 * The view a dialog opens: the asked one (?view=web|pdf) when the newsletter has it, otherwise the first one it
 * has; null when it has none.
 */
export function chooseNewsletterView(
  row: NewsletterFiles,
  requested: 'web' | 'pdf' | undefined,
): NewsletterView | null {
  const views = availableNewsletterViews(row);
  if (requested && views.includes(requested)) return requested;
  return views[0] ?? null;
}

/** The links of newsletterLinks() that lead to something: only views the newsletter has files for. */
export function availableNewsletterLinks(row: NewsletterFiles): NewsletterLinks {
  const views = availableNewsletterViews(row);
  const links = newsletterLinks(row);
  return {
    webHref: views.includes('web') || views.includes('external') ? links.webHref : null,
    pdfHref: views.includes('pdf') ? links.pdfHref : null,
  };
}

/**
 * Where a newsletter's own files live under /media: '{dir}/wk{week}.html' for the web page (the legacy '.php')
 * and '{dir}/wk{week}.pdf' by the file-name rule. Before week 2030 there is no file of ours (external url).
 */
export function newsletterFilePaths(row: { week: number; dir: string | null }): {
  web: string | null;
  pdf: string | null;
} {
  const dir = row.dir?.trim().replace(/^\/+|\/+$/g, '');
  if (!dir || row.week < PDF_FROM_WEEK) return { web: null, pdf: null };
  return {
    web: row.week >= WEB_AND_PDF_FROM_WEEK ? `${dir}/wk${row.week}.html` : null,
    pdf: `${dir}/${newsletterFileName(`wk${row.week}`)}`,
  };
}

/** A YYWW week (spec 1 §3) as ISO year and week number; null when it is not a real ISO week. */
export function newsletterWeek(yyww: number): { year: number; week: number } | null {
  if (!Number.isInteger(yyww) || yyww < 1 || yyww > 9999) return null;
  const year = 2000 + Math.floor(yyww / 100);
  const week = yyww % 100;
  if (week < 1 || week > isoWeeksInYear(year)) return null;
  return { year, week };
}

const DAY_MS = 86_400_000;

/** 52 or 53: a year has 53 ISO weeks when 28 December falls in week 53. */
function isoWeeksInYear(year: number): number {
  const dec28 = new Date(Date.UTC(year, 11, 28));
  const weekday = dec28.getUTCDay() || 7;
  const thursday = new Date(dec28.getTime() + (4 - weekday) * DAY_MS);
  return Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
}

/** The Monday of an ISO week as 'YYYY-MM-DD' (the newsletter's publication week starts then). */
export function isoWeekMonday(year: number, week: number): string {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const weekday = jan4.getUTCDay() || 7;
  const weekOne = jan4.getTime() - (weekday - 1) * DAY_MS;
  return new Date(weekOne + (week - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

const MONTHS_NL = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/** 'YYYY-MM-DD' → '16 november 2026' (a fixed month table: the same text on the server and in every browser). */
export function longDateNl(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS_NL[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a date: ${isoDate}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
