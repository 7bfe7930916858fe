// Issue 14 #9, DESIGN "Money flow" ("an invoice number is consecutive and never reused"): invoice numbers as the
// Dutch invoice rules ask (art. 35a Wet OB: "een opeenvolgend nummer … waarmee de factuur eenmalig wordt
// geïdentificeerd"), in one series per calendar year: '2026-000123' is the 123rd invoice of 2026. The year is
// the Europe/Amsterdam year of the moment the order was paid (the invoice date), so an order paid at 00:30 on
// 1 January in Amsterdam opens the new year's series even though it is still 31 December in UTC.
// Only the text form lives here; the gap-free allocation is a counter row per year, updated in the transaction
// that marks the order paid (see the orders capability).
import { amsterdamCalendarDate } from './dates.ts';

export interface InvoiceNumber {
  year: number;
  /** 1, 2, 3, … within the year. */
  sequence: number;
}

/** The sequence is written with at least this many digits, so numbers sort as text within a year. */
const SEQUENCE_DIGITS = 6;
const PATTERN = /^(\d{4})-(\d{6,9})$/;

function isValid({ year, sequence }: InvoiceNumber): boolean {
  return (
    Number.isInteger(year) &&
    year >= 2000 &&
    year <= 9999 &&
    Number.isSafeInteger(sequence) &&
    sequence >= 1 &&
    sequence <= 999_999_999
  );
}

/** '2026-000123'; a year outside 2000–9999 or a sequence below 1 is a programming error. */
export function formatInvoiceNumber(number: InvoiceNumber): string {
  if (!isValid(number)) throw new RangeError(`not an invoice number: ${JSON.stringify(number)}`);
  return `${number.year}-${String(number.sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/**
 * The year and sequence of an invoice number as formatInvoiceNumber writes it; null for anything else (so a
 * number is written one way only: '2026-123' and '2026-0000123' are refused, '2026-1234567' is the 1,234,567th).
 */
export function parseInvoiceNumber(text: string): InvoiceNumber | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const number = { year: Number(match[1]), sequence: Number(match[2]) };
  if (!isValid(number) || formatInvoiceNumber(number) !== text.trim()) return null;
  return number;
}

/**
 * Issue 30 (decision 568): a credit invoice (the correcting invoice of a refund) has its own gap-free series per
 * year, its numbers the invoice number's form behind a C: 'C2026-000007' is the 7th credit invoice of 2026.
 */
export function formatCreditNumber(number: InvoiceNumber): string {
  return `C${formatInvoiceNumber(number)}`;
}

/** The year whose series an invoice dated at this moment belongs to: the Amsterdam calendar year. */
export function invoiceYear(invoiceDate: Date): number {
  return Number(amsterdamCalendarDate(invoiceDate).slice(0, 4));
}

/**
 * What breaks the rule "consecutive and never reused" in a set of issued numbers: numbers issued more than once,
 * and per year the numbers missing between 1 and the highest issued (a series starts at 1). Unreadable numbers
 * are listed as such. For the reliability tests and a staff check; the allocation itself never leaves a gap.
 */
export function invoiceSeriesProblems(numbers: readonly string[]): {
  duplicates: string[];
  missing: string[];
  unreadable: string[];
} {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const unreadable: string[] = [];
  const byYear = new Map<number, Set<number>>();
  for (const text of numbers) {
    const number = parseInvoiceNumber(text);
    if (!number) {
      unreadable.push(text);
      continue;
    }
    if (seen.has(text)) duplicates.add(text);
    seen.add(text);
    byYear.set(number.year, (byYear.get(number.year) ?? new Set()).add(number.sequence));
  }
  const missing: string[] = [];
  for (const [year, sequences] of [...byYear].sort(([a], [b]) => a - b)) {
    const highest = Math.max(...sequences);
    for (let sequence = 1; sequence <= highest; sequence++)
      if (!sequences.has(sequence)) missing.push(formatInvoiceNumber({ year, sequence }));
  }
  return { duplicates: [...duplicates], missing, unreadable };
}
