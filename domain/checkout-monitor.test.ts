// Issue 30 checkout monitor: the pure parts in tables — the device reduced to families, the range of the address
// with its Dutch errors by field, the funnel per day with its drop-off, the methods' starts and results, and the
// shares by device, browser and system.
import { describe, expect, it } from 'vitest';
import {
  browserFamilyOf,
  daysOf,
  deviceClassOf,
  formatShareNl,
  funnelOf,
  methodsOf,
  type MonitorCount,
  osFamilyOf,
  parseMonitorRange,
  shareOf,
  startsBy,
  totalOf,
} from './checkout-monitor.ts';

const TODAY = '2026-11-30';

function count(overrides: Partial<MonitorCount> & Pick<MonitorCount, 'step' | 'count'>): MonitorCount {
  return { day: TODAY, method: '', device: 'desktop', browser: 'chrome', os: 'windows', ...overrides };
}

describe('the device as families', () => {
  it.each([
    ['mobile', 'mobile'],
    ['tablet', 'mobile'],
    ['desktop', 'desktop'],
    ['tv', 'unknown'],
    [undefined, 'unknown'],
  ] as const)('platform %s is %s', (platform, expected) => {
    expect(deviceClassOf(platform)).toBe(expected);
  });

  it.each([
    ['Chrome', 'chrome'],
    ['Chromium', 'chrome'],
    ['Safari', 'safari'],
    ['Firefox', 'firefox'],
    ['Firefox Focus', 'firefox'],
    ['Microsoft Edge', 'edge'],
    ['Samsung Internet for Android', 'samsung'],
    ['Opera', 'opera'],
    ['Vivaldi', 'other'],
    ['', 'unknown'],
    [null, 'unknown'],
  ] as const)('browser %s is %s', (name, expected) => {
    expect(browserFamilyOf(name)).toBe(expected);
  });

  it.each([
    ['Android', 'android'],
    ['iOS', 'ios'],
    ['Windows', 'windows'],
    ['macOS', 'macos'],
    ['Chrome OS', 'chromeos'],
    ['Linux', 'linux'],
    ['PlayStation 4', 'other'],
    [undefined, 'unknown'],
  ] as const)('system %s is %s', (name, expected) => {
    expect(osFamilyOf(name)).toBe(expected);
  });
});

describe('the range of /beheer/monitor', () => {
  const parse = (query: string) => parseMonitorRange(new URLSearchParams(query), TODAY);

  it.each([
    ['', { from: '2026-11-17', to: TODAY }, []],
    ['from=2026-11-01&to=2026-11-10', { from: '2026-11-01', to: '2026-11-10' }, []],
    ['from=2026-11-20', { from: '2026-11-20', to: TODAY }, []],
    ['to=2026-11-10', { from: '2026-10-28', to: '2026-11-10' }, []],
    ['from=2026-12-05', { from: '2026-12-05', to: '2026-12-05' }, []],
    [
      'from=30-11-2026',
      { from: '2026-11-17', to: TODAY },
      [{ field: 'from', key: 'beheer.monitor.date_invalid' }],
    ],
    [
      'to=2026-02-30',
      { from: '2026-11-17', to: TODAY },
      [{ field: 'to', key: 'beheer.monitor.date_invalid' }],
    ],
    [
      'from=2026-11-20&to=2026-11-10',
      { from: '2026-11-20', to: '2026-12-03' },
      [{ field: 'to', key: 'beheer.monitor.date_order' }],
    ],
    [
      'from=2026-01-01&to=2026-11-30',
      { from: '2026-09-02', to: TODAY },
      [{ field: 'from', key: 'beheer.monitor.range_too_long' }],
    ],
  ])('?%s', (query, range, errors) => {
    expect(parse(query)).toEqual({ range, errors });
  });

  it('lists the days newest first', () => {
    expect(daysOf({ from: '2026-11-28', to: TODAY })).toEqual([TODAY, '2026-11-29', '2026-11-28']);
  });
});

describe('shares', () => {
  it.each([
    [1, 4, 0.25],
    [0, 4, 0],
    [3, 0, null],
  ] as const)('%i of %i is %s', (part, whole, expected) => {
    expect(shareOf(part, whole)).toBe(expected);
  });

  it.each([
    [0.25, '25%'],
    [0.125, '12,5%'],
    [1 / 3, '33,3%'],
    [0, '0%'],
    [null, '–'],
  ] as const)('%s reads %s', (share, expected) => {
    expect(formatShareNl(share).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});

describe('the funnel', () => {
  const range = { from: '2026-11-29', to: TODAY };
  const counts = [
    count({ step: 'client_saved', count: 10 }),
    count({ step: 'client_saved', count: 10, device: 'mobile', browser: 'safari', os: 'ios' }),
    count({ step: 'review_shown', count: 16 }),
    count({ step: 'payment_shown', count: 12 }),
    count({ step: 'placed', count: 8 }),
    count({ step: 'payment_started', method: 'ideal', count: 9 }),
    count({ step: 'paid', method: 'ideal', device: 'unknown', count: 5 }),
    count({ step: 'bank_transfer', method: 'banktransfer', count: 1 }),
    count({ step: 'failed', method: 'ideal', device: 'unknown', count: 2 }),
    count({ day: '2026-11-29', step: 'client_saved', count: 4 }),
    // A checkout that opened the payment step without the review counted on its day: nobody left at the review.
    count({ day: '2026-11-29', step: 'payment_shown', count: 1 }),
    count({ day: '2026-11-28', step: 'client_saved', count: 99 }),
  ];

  it('counts each day and the range, with who left between the steps', () => {
    const funnel = funnelOf(counts, range);
    expect(funnel.days.map((d) => d.day)).toEqual([TODAY, '2026-11-29']);
    const today = funnel.days[0]!;
    expect(today.counts).toEqual({
      client_saved: 20,
      review_shown: 16,
      payment_shown: 12,
      placed: 8,
      ordered: 6,
    });
    expect(today.dropOff).toEqual({
      review_shown: { left: 4, share: 0.2 },
      payment_shown: { left: 4, share: 0.25 },
      placed: { left: 4, share: 1 / 3 },
      ordered: { left: 2, share: 0.25 },
    });
    const yesterday = funnel.days[1]!;
    expect(yesterday.counts).toEqual({
      client_saved: 4,
      review_shown: 0,
      payment_shown: 1,
      placed: 0,
      ordered: 0,
    });
    expect(yesterday.dropOff.review_shown).toEqual({ left: 4, share: 1 });
    expect(yesterday.dropOff.payment_shown).toEqual({ left: 0, share: null });
    expect(funnel.total.counts.client_saved).toBe(24);
    expect(funnel.total.counts.ordered).toBe(6);
  });

  it('shows a day without checkouts as zeros, with no share', () => {
    const funnel = funnelOf([], { from: TODAY, to: TODAY });
    expect(funnel.days).toEqual([
      {
        day: TODAY,
        counts: { client_saved: 0, review_shown: 0, payment_shown: 0, placed: 0, ordered: 0 },
        dropOff: {
          review_shown: { left: 0, share: null },
          payment_shown: { left: 0, share: null },
          placed: { left: 0, share: null },
          ordered: { left: 0, share: null },
        },
      },
    ]);
  });

  it('gives each method its starts and results, the most used first', () => {
    expect(methodsOf(counts)).toEqual([
      {
        method: 'ideal',
        title: 'iDEAL',
        started: 9,
        results: { paid: 5, failed: 2, canceled: 0, expired: 0 },
        noResult: 2,
      },
    ]);
    expect(
      methodsOf([
        count({ step: 'payment_started', method: 'paypal', count: 2 }),
        count({ step: 'payment_started', method: 'creditcard', count: 2 }),
        count({ step: 'expired', method: 'paypal', count: 3 }),
        count({ step: 'payment_started', method: 'nieuw', count: 5 }),
      ]).map((row) => [row.title, row.started, row.noResult]),
    ).toEqual([
      ['nieuw', 5, 5],
      ['Creditcard', 2, 2],
      ['PayPal', 2, 0],
    ]);
  });

  it('splits the payment starts by device, browser and system', () => {
    const starts = [
      count({ step: 'payment_started', method: 'ideal', count: 3 }),
      count({ step: 'payment_started', method: 'paypal', count: 1 }),
      count({
        step: 'payment_started',
        method: 'ideal',
        device: 'mobile',
        browser: 'safari',
        os: 'ios',
        count: 4,
      }),
      count({ step: 'review_shown', device: 'mobile', count: 50 }),
    ];
    expect(startsBy(starts, 'device')).toEqual([
      { value: 'desktop', count: 4, share: 0.5 },
      { value: 'mobile', count: 4, share: 0.5 },
    ]);
    expect(startsBy(starts, 'browser').map((r) => [r.value, r.count])).toEqual([
      ['chrome', 4],
      ['safari', 4],
    ]);
    expect(startsBy([], 'os')).toEqual([]);
    expect(totalOf(starts, 'payment_started')).toBe(8);
  });
});
