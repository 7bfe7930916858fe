import { describe, expect, it } from 'vitest';
import {
  availableNewsletterLinks,
  availableNewsletterViews,
  chooseNewsletterView,
  isoWeekMonday,
  longDateNl,
  newsletterFileName,
  newsletterFilePaths,
  newsletterLinks,
  newsletterWeek,
} from './newsletters.ts';

const url = 'https://nieuwsbrief.leeswijzer.nl/archief/wk2029.htm';

describe('newsletterLinks (spec 1 §4 newsletter file rules)', () => {
  it.each([
    [2647, '/overview-newsletters/2647?view=web', '/overview-newsletters/2647?view=pdf'],
    [2105, '/overview-newsletters/2105?view=web', '/overview-newsletters/2105?view=pdf'],
    [2104, null, '/overview-newsletters/2104?view=pdf'],
    [2030, null, '/overview-newsletters/2030?view=pdf'],
    [2029, url, null],
    [1801, url, null],
  ])('week %i → web %s, pdf %s', (week, webHref, pdfHref) => {
    expect(newsletterLinks({ week, url })).toEqual({ webHref, pdfHref });
  });
});

describe('newsletterFileName (spec 1 §4: .pdf from trailing number 2030, else .htm)', () => {
  it.each([
    ['wk2029', 'wk2029.htm'],
    ['wk2030', 'wk2030.pdf'],
    ['wk2104', 'wk2104.pdf'],
    ['wk2647', 'wk2647.pdf'],
    ['wk1801', 'wk1801.htm'],
    ['mailing2030', 'mailing2030.pdf'],
    ['archief/wk2029', 'archief/wk2029.htm'],
    ['nieuwsbrieven/2021/wk2105', 'nieuwsbrieven/2021/wk2105.pdf'],
    [' wk2030 ', 'wk2030.pdf'],
    ['wk12030', 'wk12030.pdf'],
    ['wk203', 'wk203.htm'],
    ['welkom', 'welkom.htm'],
  ])('%j → %j', (dirOrTag, expected) => {
    expect(newsletterFileName(dirOrTag)).toBe(expected);
  });

  it('refuses an empty name', () => {
    expect(() => newsletterFileName('  ')).toThrow(RangeError);
  });
});

const files = (
  week: number,
  flags: Partial<Record<'hasFile' | 'hasPdf' | 'hasPhp' | 'hasHtml', boolean>>,
) => ({
  week,
  url: week < 2030 ? url : null,
  hasFile: true,
  hasPdf: false,
  hasPhp: false,
  hasHtml: false,
  ...flags,
});

describe('availableNewsletterViews (spec 1 §4 file rules, §2.8 a newsletter without a file)', () => {
  it.each([
    [files(2105, { hasHtml: true, hasPdf: true }), ['web', 'pdf']],
    [files(2105, { hasPhp: true, hasPdf: true }), ['web', 'pdf']],
    [files(2105, { hasPdf: true }), ['pdf']],
    [files(2105, { hasHtml: true }), ['web']],
    [files(2104, { hasHtml: true, hasPdf: true }), ['pdf']],
    [files(2104, { hasHtml: true }), []],
    [files(2030, { hasPdf: true }), ['pdf']],
    [files(2029, { hasPdf: true }), ['external']],
    [{ ...files(2029, {}), url: null }, []],
    [files(2647, { hasFile: false, hasHtml: true, hasPdf: true }), []],
    [files(2029, { hasFile: false }), []],
  ])('%j → %j', (row, expected) => {
    expect(availableNewsletterViews(row)).toEqual(expected);
  });
});

describe('chooseNewsletterView (the dialog opens the asked view when the newsletter has it)', () => {
  const both = files(2647, { hasHtml: true, hasPdf: true });
  it.each([
    [both, 'web', 'web'],
    [both, 'pdf', 'pdf'],
    [both, undefined, 'web'],
    [files(2647, { hasPdf: true }), 'web', 'pdf'],
    [files(2104, { hasPdf: true }), 'web', 'pdf'],
    [files(2104, { hasPdf: true }), undefined, 'pdf'],
    [files(2029, {}), 'pdf', 'external'],
    [files(2104, { hasFile: false, hasPdf: true }), 'pdf', null],
  ] as const)('%j asked %s → %s', (row, requested, expected) => {
    expect(chooseNewsletterView(row, requested)).toBe(expected);
  });
});

describe('availableNewsletterLinks (links only to what exists)', () => {
  it.each([
    [
      files(2105, { hasHtml: true, hasPdf: true }),
      '/overview-newsletters/2105?view=web',
      '/overview-newsletters/2105?view=pdf',
    ],
    [files(2105, { hasPdf: true }), null, '/overview-newsletters/2105?view=pdf'],
    [files(2104, { hasPdf: true }), null, '/overview-newsletters/2104?view=pdf'],
    [files(2030, { hasFile: false, hasPdf: true }), null, null],
    [files(2029, {}), url, null],
    [files(2029, { hasFile: false }), null, null],
  ])('%j → web %s, pdf %s', (row, webHref, pdfHref) => {
    expect(availableNewsletterLinks(row)).toEqual({ webHref, pdfHref });
  });
});

describe('newsletterFilePaths (files under /media by the file-name rule)', () => {
  it.each([
    [2647, 'newsletters/2026', 'newsletters/2026/wk2647.html', 'newsletters/2026/wk2647.pdf'],
    [2105, 'newsletters/2021/', 'newsletters/2021/wk2105.html', 'newsletters/2021/wk2105.pdf'],
    [2104, 'newsletters/2021', null, 'newsletters/2021/wk2104.pdf'],
    [2030, '/newsletters/2020', null, 'newsletters/2020/wk2030.pdf'],
    [2029, 'newsletters/2020', null, null],
    [2647, null, null, null],
    [2647, ' ', null, null],
  ])('week %i in %j → web %s, pdf %s', (week, dir, web, pdf) => {
    expect(newsletterFilePaths({ week, dir })).toEqual({ web, pdf });
  });
});

describe('newsletterWeek and isoWeekMonday (YYWW shown as a readable week)', () => {
  it.each([
    [2647, { year: 2026, week: 47 }, '2026-11-16'],
    [2653, { year: 2026, week: 53 }, '2026-12-28'],
    [2105, { year: 2021, week: 5 }, '2021-02-01'],
    [2101, { year: 2021, week: 1 }, '2021-01-04'],
    [2053, { year: 2020, week: 53 }, '2020-12-28'],
    [2030, { year: 2020, week: 30 }, '2020-07-20'],
    [1801, { year: 2018, week: 1 }, '2018-01-01'],
  ])('%i → %j, Monday %s', (yyww, expected, monday) => {
    expect(newsletterWeek(yyww)).toEqual(expected);
    expect(isoWeekMonday(expected.year, expected.week)).toBe(monday);
  });

  it.each([2553, 2154, 2600, 0, -1, 10000, 26.5, Number.NaN])('%d is not a week', (yyww) => {
    expect(newsletterWeek(yyww)).toBeNull();
  });
});

describe('longDateNl', () => {
  it.each([
    ['2026-11-16', '16 november 2026'],
    ['2021-01-04', '4 januari 2021'],
    ['2020-07-20', '20 juli 2020'],
    ['2018-03-05', '5 maart 2018'],
  ])('%s → %s', (date, expected) => {
    expect(longDateNl(date)).toBe(expected);
  });

  it.each(['2026-13-01', '16-11-2026', ''])('refuses %j', (date) => {
    expect(() => longDateNl(date)).toThrow(RangeError);
  });
});
