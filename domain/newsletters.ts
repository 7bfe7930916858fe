// Spec 1 §4 "Newsletter file rules": the week number YYWW decides the links. Week 2105 or later has web and pdf
// links; 2030 to 2104 a pdf; before 2030 the external url.

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
