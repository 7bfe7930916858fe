// Issue 31 "Content" (decision 730): the newsletter upload form's check — an ISO week that exists, from the week
// the file rules give files (spec 1 §4), a web page only from week 2105 — and what it stores.
import { describe, expect, it } from 'vitest';
import {
  isoWeekOf,
  newsletterFormatOf,
  newsletterUploadErrors,
  newsletterYyww,
  parseNewsletterUpload,
} from './content-newsletters.ts';

const ok = { jaar: '2026', week: '48', titel: 'Nieuwsbrief week 48: Sinterklaas' };

describe('newsletterUploadErrors', () => {
  it.each([
    ['a week and a title', ok, []],
    ['nothing', {}, ['jaar', 'week', 'titel']],
    ['a year in two digits', { ...ok, jaar: '26' }, ['jaar']],
    ['a year before the file rules', { ...ok, jaar: '2019' }, ['jaar']],
    ['week 0', { ...ok, week: '0' }, ['week']],
    ['week 54', { ...ok, week: '54' }, ['week']],
    ['week 53 of a year with 53 weeks', { ...ok, jaar: '2026', week: '53' }, []],
    ['week 53 of a year with 52', { ...ok, jaar: '2027', week: '53' }, ['week']],
    ['a week in words', { ...ok, week: 'acht' }, ['week']],
    ['week 29 of 2020', { ...ok, jaar: '2020', week: '29' }, ['week']],
    ['a PDF in week 30 of 2020', { ...ok, jaar: '2020', week: '30', bestand: 'wk.pdf' }, []],
    ['a web page in week 4 of 2021', { ...ok, jaar: '2021', week: '4', bestand: 'wk.html' }, ['week']],
    ['a web page in week 5 of 2021', { ...ok, jaar: '2021', week: '5', bestand: 'wk.htm' }, []],
    ['a long title', { ...ok, titel: 'x'.repeat(201) }, ['titel']],
    ['no file chosen', { ...ok, bestand: '' }, ['bestand']],
    ['a Word file', { ...ok, bestand: 'nieuwsbrief.docx' }, ['bestand']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(newsletterUploadErrors(fields))).toEqual(wrong);
  });

  it('says which year has no week 53', () => {
    expect(newsletterUploadErrors({ ...ok, jaar: '2027', week: '53' }).week).toEqual({
      key: 'beheer.newsletters.week_missing',
      params: { year: '2027' },
    });
  });
});

describe('parseNewsletterUpload', () => {
  it('gives YYWW, the trimmed title and whether to replace', () => {
    expect(parseNewsletterUpload({ ...ok, week: ' 7 ', titel: ' Lente ', vervangen: 'on' })).toEqual({
      kind: 'ok',
      value: { week: 2607, year: 2026, isoWeek: 7, title: 'Lente', replace: true },
    });
    expect(parseNewsletterUpload({ ...ok, week: '54' }).kind).toBe('invalid');
  });
});

describe('formats and weeks', () => {
  it.each([
    ['nieuwsbrief.pdf', 'pdf'],
    ['NIEUWSBRIEF.PDF', 'pdf'],
    ['wk2648.html', 'web'],
    ['wk2648.htm', 'web'],
    ['wk2648.php', null],
    ['', null],
  ])('%s is %s', (name, format) => {
    expect(newsletterFormatOf(name)).toBe(format);
  });

  it.each([
    [2026, 48, 2648],
    [2020, 53, 2053],
    [2021, 53, null],
    [2019, 10, null],
    [2026, 0, null],
  ])('%i week %i is %s', (year, week, yyww) => {
    expect(newsletterYyww(year, week)).toBe(yyww);
  });

  it.each([
    ['2026-11-30', { year: 2026, week: 49 }],
    ['2027-01-01', { year: 2026, week: 53 }],
    ['2021-01-03', { year: 2020, week: 53 }],
    ['2024-12-30', { year: 2025, week: 1 }],
  ])('%s is in ISO week %o', (day, expected) => {
    expect(isoWeekOf(new Date(`${day}T12:00:00Z`))).toEqual(expected);
  });
});
