// The demo data is anchored to a fixed date, not the clock, so that every run writes the same rows.
// Dates are ISO strings (YYYY-MM-DD) in UTC.

/** "Today" for the demo catalogue: release dates, supply dates and the current week derive from it. */
export const SEED_DATE = '2026-11-22';

const DAY_MS = 86_400_000;

// Generating a million books calls addDays millions of times; formatting through Date each time was the
// largest cost of the whole generator, so day numbers and strings are cached.
const dayStrings = new Map<number, string>();
const dayNumbers = new Map<string, number>();

function toDayNumber(isoDate: string): number {
  let day = dayNumbers.get(isoDate);
  if (day === undefined) {
    day = Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
    dayNumbers.set(isoDate, day);
  }
  return day;
}

function fromDayNumber(day: number): string {
  let text = dayStrings.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayStrings.set(day, text);
  }
  return text;
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO-8601 week as YYWW (spec 1 §3 Newsletter: week as YYWW), e.g. 2026-11-22 → 2647, 2021-01-03 → 2053. */
export function isoWeekYyww(isoDate: string): number {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7; // Monday 1 … Sunday 7
  // The Thursday of this week decides the ISO year.
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * DAY_MS)) + 1;
  return (isoYear % 100) * 100 + week;
}

/** The Monday of ISO week 1 of a year. */
export function isoWeekOneMonday(year: number): string {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const weekday = jan4.getUTCDay() || 7;
  return new Date(jan4.getTime() - (weekday - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** The current and the previous week of the demo data. */
export const CURRENT_WEEK = isoWeekYyww(SEED_DATE);
export const PREVIOUS_WEEK = isoWeekYyww(addDays(SEED_DATE, -7));
