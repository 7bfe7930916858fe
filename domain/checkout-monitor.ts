// Issue 30 (spec 3 §7 monitorOrderData / monitorStartPayment): the checkout monitor's words and arithmetic. What
// is counted (the steps a checkout reaches, the payment starts and results), the dimensions a count is kept by
// (the day the checkout began in Europe/Amsterdam, the payment method, and the shopper's device reduced to a class,
// a browser family and an operating system — never an address, a version or a profile), the date range of
// /beheer/monitor as it lives in the address, and the funnel, drop-off and shares the page shows. Pure: the
// orders capability reports the events, server/monitoring/ keeps the counters, the page formats.
import { addDays, daysBetween, isPlainDate } from './dates.ts';
import { PAYMENT_METHOD_TITLES } from './payment-methods.ts';

/** Decision 592: counters are kept this many days after the day they count, then deleted. */
export const MONITOR_RETENTION_DAYS = 90;
/** The page's default range: the last 14 days, today included. */
export const MONITOR_DEFAULT_DAYS = 14;

/**
 * The steps of the funnel, each counted once per checkout (its order): the client step saved ('Vul je
 * bestelgegevens in'), the review shown, the payment step shown, and 'placed' — a payment started or bank
 * transfer chosen for the first time.
 */
export const FUNNEL_STEPS = ['client_saved', 'review_shown', 'payment_shown', 'placed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** How a started online payment ended (the provider's states; 'canceled' as the provider spells it). */
export const PAYMENT_RESULTS = ['paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/**
 * Everything counted: the funnel steps; every online payment started (by method and device); bank transfer
 * chosen (once per order); and each payment's result (by method only: the result comes from the provider, not
 * from the shopper's browser).
 */
export const MONITOR_STEPS = [
  ...FUNNEL_STEPS,
  'payment_started',
  'bank_transfer',
  ...PAYMENT_RESULTS,
] as const;
export type MonitorStep = (typeof MONITOR_STEPS)[number];

/** What the orders capability reports: the step, the day its checkout began, the method, the User-Agent header. */
export interface CheckoutEvent {
  step: MonitorStep;
  /** 'YYYY-MM-DD' in Europe/Amsterdam: the day the checkout's order was made (decision 591). */
  day: string;
  /** The payment method for starts and results; null otherwise. */
  method: string | null;
  /** The request's User-Agent header, reduced to DeviceFacts before anything is stored; null: not known. */
  userAgent: string | null;
}

/** The only things kept of a shopper's device (decision 593): no version, no model, no address. */
export const DEVICE_CLASSES = ['mobile', 'desktop', 'unknown'] as const;
export const BROWSER_FAMILIES = [
  'chrome',
  'safari',
  'firefox',
  'edge',
  'samsung',
  'opera',
  'other',
  'unknown',
] as const;
export const OS_FAMILIES = [
  'android',
  'ios',
  'windows',
  'macos',
  'linux',
  'chromeos',
  'other',
  'unknown',
] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export type BrowserFamily = (typeof BROWSER_FAMILIES)[number];
export type OsFamily = (typeof OS_FAMILIES)[number];

export interface DeviceFacts {
  device: DeviceClass;
  browser: BrowserFamily;
  os: OsFamily;
}

/** A step counted without a device (a payment's result, an order paid from the orders tab's webhook). */
export const NO_DEVICE: DeviceFacts = { device: 'unknown', browser: 'unknown', os: 'unknown' };

/** A User-Agent parser's platform type ('mobile', 'tablet', 'desktop', 'tv' …) as a device class. */
export function deviceClassOf(platformType: string | null | undefined): DeviceClass {
  if (platformType === 'mobile' || platformType === 'tablet') return 'mobile';
  if (platformType === 'desktop') return 'desktop';
  return 'unknown';
}

const BROWSERS: ReadonlyArray<readonly [RegExp, BrowserFamily]> = [
  [/^microsoft edge/i, 'edge'],
  [/^samsung internet/i, 'samsung'],
  [/^opera/i, 'opera'],
  [/^firefox/i, 'firefox'],
  [/^(chrome|chromium)$/i, 'chrome'],
  [/^safari$/i, 'safari'],
];

/** A parser's browser name as one of a few families; a rare browser is 'other', so it cannot single anyone out. */
export function browserFamilyOf(name: string | null | undefined): BrowserFamily {
  const value = (name ?? '').trim();
  if (value === '') return 'unknown';
  return BROWSERS.find(([pattern]) => pattern.test(value))?.[1] ?? 'other';
}

const SYSTEMS: ReadonlyArray<readonly [RegExp, OsFamily]> = [
  [/^android$/i, 'android'],
  [/^ios$/i, 'ios'],
  [/^windows/i, 'windows'],
  [/^mac ?os/i, 'macos'],
  [/^chrome ?os$/i, 'chromeos'],
  [/^linux$/i, 'linux'],
];

/** A parser's operating system name as one of a few families. */
export function osFamilyOf(name: string | null | undefined): OsFamily {
  const value = (name ?? '').trim();
  if (value === '') return 'unknown';
  return SYSTEMS.find(([pattern]) => pattern.test(value))?.[1] ?? 'other';
}

/** One stored counter: how often `step` happened for checkouts begun on `day`, with these dimensions. */
export interface MonitorCount {
  day: string;
  step: MonitorStep;
  /** '' when the step has no method. */
  method: string;
  device: DeviceClass;
  browser: BrowserFamily;
  os: OsFamily;
  count: number;
}

// The range of /beheer/monitor: ?from=YYYY-MM-DD&to=YYYY-MM-DD (a GET form).

export interface MonitorRange {
  from: string;
  to: string;
}

export type MonitorRangeField = 'from' | 'to';

export interface MonitorRangeError {
  field: MonitorRangeField;
  key: string;
}

type Params = { get(name: string): string | null };

/** The default range for `today`: the last MONITOR_DEFAULT_DAYS days, today included. */
export function defaultMonitorRange(today: string): MonitorRange {
  return { from: addDays(today, -(MONITOR_DEFAULT_DAYS - 1)), to: today };
}

/**
 * The range of an address. A date that cannot be used gets its message by its field and the default takes its
 * place; a 'to' before 'from' is refused at 'to' (the range then ends at 'from' plus the default length); a range
 * longer than the retention is refused at 'from' and starts that many days before 'to' — older counters are gone.
 */
export function parseMonitorRange(
  params: Params,
  today: string,
): { range: MonitorRange; errors: MonitorRangeError[] } {
  const errors: MonitorRangeError[] = [];
  const fallback = defaultMonitorRange(today);
  const date = (field: MonitorRangeField): string | null => {
    const typed = (params.get(field) ?? '').trim();
    if (typed === '') return null;
    if (isPlainDate(typed)) return typed;
    errors.push({ field, key: 'beheer.monitor.date_invalid' });
    return null;
  };
  const typedFrom = date('from');
  const typedTo = date('to');
  let to = typedTo ?? (typedFrom !== null && typedFrom > today ? typedFrom : fallback.to);
  let from = typedFrom ?? addDays(to, -(MONITOR_DEFAULT_DAYS - 1));
  if (from > to) {
    errors.push({ field: 'to', key: 'beheer.monitor.date_order' });
    to = addDays(from, MONITOR_DEFAULT_DAYS - 1);
  }
  if (daysBetween(from, to) >= MONITOR_RETENTION_DAYS) {
    errors.push({ field: 'from', key: 'beheer.monitor.range_too_long' });
    from = addDays(to, -(MONITOR_RETENTION_DAYS - 1));
  }
  return { range: { from, to }, errors };
}

/** The calendar days of a range, newest first (the page's order, as every staff list). */
export function daysOf(range: MonitorRange): string[] {
  const days: string[] = [];
  for (let day = range.to; day >= range.from; day = addDays(day, -1)) days.push(day);
  return days;
}

// What the page shows.

/** The funnel's columns: the four steps, then 'ordered' — paid online or bank transfer chosen. */
export const FUNNEL_COLUMNS = [...FUNNEL_STEPS, 'ordered'] as const;
export type FunnelColumn = (typeof FUNNEL_COLUMNS)[number];

/** How many left between the step before and this one, and that as a share of the step before. */
export interface DropOff {
  left: number;
  /** left ÷ the step before; null when the step before counted nothing. */
  share: number | null;
}

export interface FunnelRow {
  counts: Record<FunnelColumn, number>;
  /** Per column after the first: who did not go on from the column before. */
  dropOff: Partial<Record<FunnelColumn, DropOff>>;
}

/** part ÷ whole, or null when there is no whole to be a part of. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** A share as Dutch staff read it: '25%', '12,5%' (at most one decimal); '–' when there is none. */
export function formatShareNl(share: number | null): string {
  if (share === null) return '–';
  return new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

function funnelRow(counts: Record<FunnelColumn, number>): FunnelRow {
  const dropOff: Partial<Record<FunnelColumn, DropOff>> = {};
  FUNNEL_COLUMNS.forEach((column, index) => {
    if (index === 0) return;
    const before = counts[FUNNEL_COLUMNS[index - 1]!];
    // A checkout can skip a step (the payment step opened straight from a link): then nobody left here.
    const left = Math.max(0, before - counts[column]);
    dropOff[column] = { left, share: shareOf(left, before) };
  });
  return { counts, dropOff };
}

function emptyCounts(): Record<FunnelColumn, number> {
  return Object.fromEntries(FUNNEL_COLUMNS.map((column) => [column, 0])) as Record<FunnelColumn, number>;
}

function columnOf(step: MonitorStep): FunnelColumn | null {
  if ((FUNNEL_STEPS as readonly string[]).includes(step)) return step as FunnelStep;
  if (step === 'paid' || step === 'bank_transfer') return 'ordered';
  return null;
}

/** The funnel of every day of the range (newest first, days without checkouts as zeros) and of the whole range. */
export function funnelOf(
  counts: readonly MonitorCount[],
  range: MonitorRange,
): { days: (FunnelRow & { day: string })[]; total: FunnelRow } {
  const perDay = new Map<string, Record<FunnelColumn, number>>();
  const total = emptyCounts();
  for (const row of counts) {
    const column = columnOf(row.step);
    if (column === null || row.day < range.from || row.day > range.to) continue;
    const day = perDay.get(row.day) ?? emptyCounts();
    day[column] += row.count;
    total[column] += row.count;
    perDay.set(row.day, day);
  }
  return {
    days: daysOf(range).map((day) => ({ day, ...funnelRow(perDay.get(day) ?? emptyCounts()) })),
    total: funnelRow(total),
  };
}

export interface MethodRow {
  method: string;
  title: string;
  started: number;
  results: Record<PaymentResult, number>;
  /** Started and not (yet) ended: still open, or left and replaced by another attempt. */
  noResult: number;
}

/** Payment starts and their results per method over the range, the most used first. */
export function methodsOf(counts: readonly MonitorCount[]): MethodRow[] {
  const rows = new Map<string, MethodRow>();
  const rowOf = (method: string) => {
    let row = rows.get(method);
    if (!row) {
      row = {
        method,
        title: (PAYMENT_METHOD_TITLES as Readonly<Record<string, string>>)[method] ?? method,
        started: 0,
        results: { paid: 0, failed: 0, canceled: 0, expired: 0 },
        noResult: 0,
      };
      rows.set(method, row);
    }
    return row;
  };
  for (const count of counts) {
    if (count.method === '') continue;
    if (count.step === 'payment_started') rowOf(count.method).started += count.count;
    else if ((PAYMENT_RESULTS as readonly string[]).includes(count.step))
      rowOf(count.method).results[count.step as PaymentResult] += count.count;
  }
  return [...rows.values()]
    .map((row) => ({
      ...row,
      noResult: Math.max(0, row.started - PAYMENT_RESULTS.reduce((sum, r) => sum + row.results[r], 0)),
    }))
    .sort((a, b) => b.started - a.started || a.title.localeCompare(b.title, 'nl'));
}

export type DeviceDimension = 'device' | 'browser' | 'os';

export interface ShareRow {
  value: string;
  count: number;
  share: number | null;
}

/** The online payments started over the range, by device class, browser family or system; the most first. */
export function startsBy(counts: readonly MonitorCount[], dimension: DeviceDimension): ShareRow[] {
  const totals = new Map<string, number>();
  let all = 0;
  for (const count of counts) {
    if (count.step !== 'payment_started') continue;
    totals.set(count[dimension], (totals.get(count[dimension]) ?? 0) + count.count);
    all += count.count;
  }
  return [...totals.entries()]
    .map(([value, count]) => ({ value, count, share: shareOf(count, all) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** How often a step was counted over the range, whatever its dimensions. */
export function totalOf(counts: readonly MonitorCount[], step: MonitorStep): number {
  return counts.reduce((sum, count) => (count.step === step ? sum + count.count : sum), 0);
}
