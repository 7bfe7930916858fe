// Issue 32 personal data (AVG/GDPR art. 15, 17 and 20; Dutch tax law art. 52 AWR): the rules the data export,
// closing an account and the retention job share with the privacy page, so the page never promises other periods
// or other contents than the code keeps. Pure: no I/O (decisions 820–834, docs/decisions/personal-data.md).

/** Art. 52 AWR: the books — and so the orders and invoices — are kept 7 years (decision 823). */
export const INVOICE_RETENTION_YEARS = 7;

/** Issue 32: the name a closed account's published reviews keep (decision 826). */
export const ERASED_REVIEWER_NAME = '(Naam bekend bij redactie)';

const AMSTERDAM_YEAR = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric' });
const HOUR_MS = 3_600_000;

/**
 * Decision 823: a record of calendar year Y (its last invoice or credit date, Amsterdam) is kept to the end of year
 * Y + 7 and erased from 1 January Y + 8 (the 7 years run from the end of the book year, as the Belastingdienst
 * counts them). The cutoff is the first moment still kept: records dated before it go. 1 January 00:00 in
 * Amsterdam is 23:00 UTC the day before (winter time).
 */
export function retentionCutoff(now: Date, years = INVOICE_RETENTION_YEARS): Date {
  const year = Number(AMSTERDAM_YEAR.format(now));
  return new Date(Date.UTC(year - years, 0, 1) - HOUR_MS);
}

/** Decision 823: whether a record dated `recordDate` is past its keeping period at `now`. */
export function retentionOver(recordDate: Date, now: Date, years = INVOICE_RETENTION_YEARS): boolean {
  return recordDate.getTime() < retentionCutoff(now, years).getTime();
}

/**
 * What the data export holds (decision 821), file by file: the privacy page lists these labels and the ZIP's
 * LEESMIJ.txt names each file. Each capability's part (server/<capability>/personal-data.ts) exports the tables
 * named here; tests/personal-data-coverage.test.ts fails when a table with customer rows is missing.
 */
export const EXPORT_CONTENTS: readonly { table: string; label: string }[] = [
  { table: 'users', label: 'je profiel, adres, bedrijfsgegevens, partnergegevens en nieuwsbriefkeuze' },
  { table: 'sessions', label: 'je sessies (wanneer je inlogde en tot wanneer)' },
  { table: 'password_resets', label: 'je aanvragen van een nieuw wachtwoord' },
  { table: 'email_changes', label: 'je wijzigingen van e-mailadres' },
  {
    table: 'newsletter_subscribers',
    label: 'je aanmelding voor de nieuwsbrief, met de datum en de tekst van je toestemming',
  },
  { table: 'carts', label: 'je winkelwagen' },
  { table: 'cart_lines', label: 'de boeken in je winkelwagen' },
  { table: 'wishlist_entries', label: 'je verlanglijstje' },
  { table: 'user_discount_rules', label: 'je persoonlijke kortingen' },
  { table: 'orders', label: 'je bestellingen' },
  { table: 'order_lines', label: 'de regels van je bestellingen' },
  { table: 'refunds', label: 'terugbetalingen op je bestellingen' },
  { table: 'ebook_links', label: 'de downloadlinks van je e-books' },
  { table: 'ebook_downloads', label: 'je downloads van e-books' },
  { table: 'payments', label: 'je betalingen' },
  { table: 'review_submissions', label: 'je recensies' },
  {
    table: 'form_messages',
    label: 'je berichten via de formulieren (contact, Bel mij terug, pers, Tip een vriend)',
  },
  { table: 'event_registrations', label: 'je aanmeldingen voor evenementen' },
  { table: 'partners', label: 'je partneraanmelding' },
  { table: 'commissions', label: 'je commissies' },
  { table: 'payouts', label: 'je uitbetalingen' },
  { table: 'short_links', label: 'je korte links' },
  { table: 'outbox_messages', label: 'de e-mails die we je stuurden' },
];

/** The invoices' folder in the ZIP: one PDF per invoiced order, the same document as in the orders tab. */
export const EXPORT_INVOICE_FOLDER = 'facturen';

/** The export file's name: 'leeswijzer-gegevens-2026-11-30.zip' (the Amsterdam date of the request). */
export function exportFileName(calendarDate: string): string {
  return `leeswijzer-gegevens-${calendarDate}.zip`;
}

/** The privacy page's list of the export's contents: 'je profiel …, je sessies … en de e-mails …'. */
export function exportContentsSentence(): string {
  const labels = EXPORT_CONTENTS.map((part) => part.label);
  return `${labels.slice(0, -1).join('; ')} en ${labels.at(-1)}`;
}
