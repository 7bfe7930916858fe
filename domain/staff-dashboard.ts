// Issue 30 (back office I, decisions 578–580): the staff dashboard's figures — which calendar days 'today', 'this
// week' and the chart's last 30 days are in the shop's time zone (a week starts on Monday), the paid orders per day
// with the days without orders filled in as 0, the sums for today and this week, and the chart's scale: a round top
// and its gridlines, and how tall a bar is. Pure: the orders service counts per day, the page draws.
import { addDays, amsterdamCalendarDate } from './dates.ts';

/** The chart's days: today and the 29 before it. */
export const DASHBOARD_DAYS = 30;

/** The calendar days (YYYY-MM-DD, Europe/Amsterdam) the dashboard counts in. */
export interface DashboardPeriods {
  today: string;
  /** The Monday of today's week (today itself on a Monday). */
  weekStart: string;
  /** The first of the chart's days. */
  chartStart: string;
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = amsterdamCalendarDate(now);
  // getUTCDay of a plain date at UTC midnight is that calendar day's weekday: 0 Sunday … 6 Saturday.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return {
    today,
    weekStart: addDays(today, -((weekday + 6) % 7)),
    chartStart: addDays(today, -(DASHBOARD_DAYS - 1)),
  };
}

/** The paid orders of one calendar day and what they came to (incl. VAT and shipping, in cents). */
export interface DayFigures {
  day: string;
  orders: number;
  revenueCents: number;
}

export interface Totals {
  orders: number;
  revenueCents: number;
}

export interface DashboardFigures {
  periods: DashboardPeriods;
  today: Totals;
  week: Totals;
  /** Every day of the chart, oldest first; a day without paid orders is there with 0. */
  days: DayFigures[];
}

/**
 * The figures from the days that had paid orders (in any order; days outside the chart are left out): every chart
 * day filled in, and today's and this week's sums.
 */
export function dashboardFigures(
  counted: readonly DayFigures[],
  periods: DashboardPeriods,
): DashboardFigures {
  const byDay = new Map(counted.map((figures) => [figures.day, figures]));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = addDays(periods.chartStart, i);
    const found = byDay.get(day);
    return { day, orders: found?.orders ?? 0, revenueCents: found?.revenueCents ?? 0 };
  });
  const sumFrom = (first: string): Totals =>
    days
      .filter((figures) => figures.day >= first && figures.day <= periods.today)
      .reduce(
        (sum, f) => ({ orders: sum.orders + f.orders, revenueCents: sum.revenueCents + f.revenueCents }),
        {
          orders: 0,
          revenueCents: 0,
        },
      );
  return { periods, today: sumFrom(periods.today), week: sumFrom(periods.weekStart), days };
}

/** A chart's vertical scale: its round top and the gridlines from 0 up to it. */
export interface ChartScale {
  top: number;
  ticks: number[];
}

/**
 * A scale for values from 0 to `max` with about `lines` gridlines above 0: a step of 1, 2 or 5 times a power of
 * ten (never smaller than `minStep`: 1 for counts of orders, 100 for cents, so a gridline is a whole euro), and
 * the top the first step at or above the highest value. No values, or only zeros: one step.
 */
export function chartScale(max: number, options: { lines?: number; minStep?: number } = {}): ChartScale {
  const lines = options.lines ?? 4;
  const minStep = options.minStep ?? 1;
  const raw = Math.max(max, 0) / lines;
  let step = minStep;
  if (raw > minStep) {
    const power = 10 ** Math.floor(Math.log10(raw));
    const multiple = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
    step = Math.max(minStep, multiple * power);
  }
  const steps = Math.max(1, Math.ceil(Math.max(max, 0) / step));
  return { top: steps * step, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

/** A bar's height for `value` on a scale up to `top`, in a plot `height` high; a value above 0 stays visible. */
export function barHeight(value: number, top: number, height: number): number {
  if (value <= 0 || top <= 0) return 0;
  return Math.max(1, Math.round((Math.min(value, top) / top) * height * 10) / 10);
}

/** The days whose date the chart writes under its bars: the first, every seventh after it, and the last. */
export function chartLabelDays(days: readonly string[], every = 7): Set<string> {
  const labelled = days.filter((_, i) => i % every === 0 && days.length - 1 - i >= every / 2);
  if (days.length > 0) labelled.push(days[days.length - 1]!);
  return new Set(labelled);
}

const weekdayNl = new Intl.DateTimeFormat('nl-NL', { weekday: 'short', timeZone: 'UTC' });

/** The Dutch short weekday of a calendar day ('ma' … 'zo'), for the table's days. */
export function shortWeekdayNl(day: string): string {
  return weekdayNl.format(new Date(`${day}T00:00:00Z`)).replace('.', '');
}
