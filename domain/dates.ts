// Spec 1 §9 (and DESIGN "dates"): dates are shown as DD-MM-YYYY, as the Europe/Amsterdam calendar date.
// Plain dates ('YYYY-MM-DD', as the database stores supply and release dates) are calendar dates already and
// are never shifted; only instants (a date with a time) are converted to the Amsterdam calendar date.

export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const amsterdamDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** True for a real calendar date written 'YYYY-MM-DD' (so '2027-02-30' is false). */
export function isPlainDate(value: string): boolean {
  const match = PLAIN_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The Europe/Amsterdam calendar date of an instant, as 'YYYY-MM-DD' (use for "today"). */
export function amsterdamCalendarDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return amsterdamDate.format(instant);
}

const amsterdamTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as staff read it: 'DD-MM-YYYY HH:MM' in the shop's time zone (issue 30's lists and timelines). */
export function formatInstantNl(instant: Date): string {
  return `${formatDateNl(amsterdamCalendarDate(instant))} ${amsterdamTime.format(instant)}`;
}

/**
 * 'YYYY-MM-DD' → 'DD-MM-YYYY' without any time-zone arithmetic. An ISO instant ('2027-01-12T23:30:00Z') is
 * first taken to its Amsterdam calendar date (here 13-01-2027). Anything else is a programming error.
 */
export function formatDateNl(isoDate: string): string {
  const value = isoDate.trim();
  const plain = isPlainDate(value) ? value : instantToPlainDate(value);
  const [y, m, d] = plain.split('-') as [string, string, string];
  return `${d}-${m}-${y}`;
}

function instantToPlainDate(value: string): string {
  // Only full ISO date-times; Date.parse would also accept loose formats such as '12/01/2027'.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) throw new RangeError(`Expected a YYYY-MM-DD date, got '${value}'`);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Expected a YYYY-MM-DD date, got '${value}'`);
  return amsterdamCalendarDate(instant);
}

/** Whole calendar days from one plain date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return (plainDateToUtcMs(to) - plainDateToUtcMs(from)) / DAY_MS;
}

/** The plain date a number of calendar days later (earlier when negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date(plainDateToUtcMs(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

function plainDateToUtcMs(value: string): number {
  if (!isPlainDate(value)) throw new RangeError(`Expected a YYYY-MM-DD date, got '${value}'`);
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}
