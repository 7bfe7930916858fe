// Issue 30 (decisions 578–580): the dashboard's days in the shop's time zone, weeks from Monday, the chart's 30 days
// with the empty ones as 0, today's and this week's sums, and the chart's round scale and bar heights.
import { describe, expect, it } from 'vitest';
import {
  barHeight,
  chartLabelDays,
  chartScale,
  DASHBOARD_DAYS,
  dashboardFigures,
  dashboardPeriods,
  shortWeekdayNl,
} from './staff-dashboard.ts';

describe('dashboardPeriods (Europe/Amsterdam, weeks from Monday)', () => {
  it.each([
    // Wednesday 12 March 2031, mid-morning.
    ['2031-03-12T10:00:00Z', '2031-03-12', '2031-03-10', '2031-02-11'],
    // 23:30 UTC in winter is 00:30 the next day in Amsterdam: Thursday.
    ['2031-03-12T23:30:00Z', '2031-03-13', '2031-03-10', '2031-02-12'],
    // 22:30 UTC in summer is 00:30 the next day: Monday 16 June 2031 starts its own week.
    ['2031-06-15T22:30:00Z', '2031-06-16', '2031-06-16', '2031-05-18'],
    // 21:59 UTC in summer is still Sunday 15 June: the week began on Monday the 9th.
    ['2031-06-15T21:59:00Z', '2031-06-15', '2031-06-09', '2031-05-17'],
    // A week across the turn of the year, and the 30 days across a leap day.
    ['2032-01-01T12:00:00Z', '2032-01-01', '2031-12-29', '2031-12-03'],
    ['2032-03-10T12:00:00Z', '2032-03-10', '2032-03-08', '2032-02-10'],
    // Across the spring's clock change (Sunday 30 March 2031): Monday the 31st, just after midnight.
    ['2031-03-30T22:15:00Z', '2031-03-31', '2031-03-31', '2031-03-02'],
  ])('%s → today %s, week from %s, chart from %s', (now, today, weekStart, chartStart) => {
    expect(dashboardPeriods(new Date(now))).toEqual({ today, weekStart, chartStart });
  });
});

describe('dashboardFigures', () => {
  const periods = dashboardPeriods(new Date('2031-03-12T10:00:00Z'));

  it('fills every one of the 30 days, oldest first, a day without paid orders as 0', () => {
    const { days } = dashboardFigures([], periods);
    expect(days).toHaveLength(DASHBOARD_DAYS);
    expect(days[0]).toEqual({ day: '2031-02-11', orders: 0, revenueCents: 0 });
    expect(days.at(-1)).toEqual({ day: '2031-03-12', orders: 0, revenueCents: 0 });
    expect(new Set(days.map((d) => d.day)).size).toBe(DASHBOARD_DAYS);
  });

  it.each([
    {
      name: 'today only',
      counted: [{ day: '2031-03-12', orders: 2, revenueCents: 4590 }],
      today: { orders: 2, revenueCents: 4590 },
      week: { orders: 2, revenueCents: 4590 },
    },
    {
      name: 'Monday counts for the week, Sunday before it does not',
      counted: [
        { day: '2031-03-09', orders: 1, revenueCents: 700 },
        { day: '2031-03-10', orders: 1, revenueCents: 300 },
        { day: '2031-03-11', orders: 3, revenueCents: 2500 },
        { day: '2031-03-12', orders: 1, revenueCents: 1000 },
      ],
      today: { orders: 1, revenueCents: 1000 },
      week: { orders: 5, revenueCents: 3800 },
    },
    {
      name: 'days outside the chart (and after today) are left out',
      counted: [
        { day: '2031-02-10', orders: 9, revenueCents: 99_900 },
        { day: '2031-03-13', orders: 9, revenueCents: 99_900 },
        { day: '2031-02-11', orders: 1, revenueCents: 1995 },
      ],
      today: { orders: 0, revenueCents: 0 },
      week: { orders: 0, revenueCents: 0 },
    },
  ])('$name', ({ counted, today, week }) => {
    const figures = dashboardFigures(counted, periods);
    expect(figures.today).toEqual(today);
    expect(figures.week).toEqual(week);
    const inChart = counted.filter((c) => c.day >= periods.chartStart && c.day <= periods.today);
    expect(figures.days.filter((d) => d.orders > 0)).toEqual(
      [...inChart].sort((a, b) => a.day.localeCompare(b.day)),
    );
  });
});

describe('chartScale (a round top, gridlines at 1, 2 or 5 times a power of ten)', () => {
  it.each([
    { max: 0, minStep: 1, top: 1, ticks: [0, 1] },
    { max: 1, minStep: 1, top: 1, ticks: [0, 1] },
    { max: 3, minStep: 1, top: 3, ticks: [0, 1, 2, 3] },
    { max: 4, minStep: 1, top: 4, ticks: [0, 1, 2, 3, 4] },
    { max: 7, minStep: 1, top: 8, ticks: [0, 2, 4, 6, 8] },
    { max: 23, minStep: 1, top: 30, ticks: [0, 10, 20, 30] },
    { max: 120, minStep: 1, top: 150, ticks: [0, 50, 100, 150] },
    // Cents: a gridline is at least a whole euro.
    { max: 0, minStep: 100, top: 100, ticks: [0, 100] },
    { max: 1995, minStep: 100, top: 2000, ticks: [0, 500, 1000, 1500, 2000] },
    { max: 123_456, minStep: 100, top: 150_000, ticks: [0, 50_000, 100_000, 150_000] },
    { max: 200_000, minStep: 100, top: 200_000, ticks: [0, 50_000, 100_000, 150_000, 200_000] },
  ])('highest $max (step ≥ $minStep) → top $top', ({ max, minStep, top, ticks }) => {
    expect(chartScale(max, { minStep })).toEqual({ top, ticks });
  });

  it('always reaches the highest value in at most lines + 1 steps', () => {
    for (let max = 0; max <= 5000; max += 7) {
      const { top, ticks } = chartScale(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)).toBe(top);
    }
  });
});

describe('barHeight', () => {
  it.each([
    [0, 8, 160, 0],
    [8, 8, 160, 160],
    [2, 8, 160, 40],
    [1, 3, 100, 33.3],
    // A small value stays visible; one above the top is drawn at the top.
    [1, 100_000, 160, 1],
    [12, 8, 160, 160],
    [5, 0, 160, 0],
  ])('%d on a scale to %d in %dpx → %d', (value, top, height, expected) => {
    expect(barHeight(value, top, height)).toBe(expected);
  });
});

describe('chartLabelDays', () => {
  it('labels the first day, every seventh, and the last, never two side by side', () => {
    const days = dashboardFigures([], dashboardPeriods(new Date('2031-03-12T10:00:00Z'))).days.map(
      (d) => d.day,
    );
    expect([...chartLabelDays(days)]).toEqual([
      '2031-02-11',
      '2031-02-18',
      '2031-02-25',
      '2031-03-04',
      '2031-03-12',
    ]);
    expect([...chartLabelDays([])]).toEqual([]);
  });
});

describe('shortWeekdayNl', () => {
  it.each([
    ['2031-03-09', 'zo'],
    ['2031-03-10', 'ma'],
    ['2031-03-12', 'wo'],
    ['2031-03-15', 'za'],
  ])('%s → %s', (day, expected) => {
    expect(shortWeekdayNl(day)).toBe(expected);
  });
});
