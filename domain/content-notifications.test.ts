// Issue 31 "Content" (decisions 700–703): the notifications form's check, the Dutch days it takes and the window
// they make (Amsterdam midnights, summer and winter), and when a notification shows.
import { describe, expect, it } from 'vitest';
import {
  amsterdamDayStart,
  isNotificationShown,
  notificationFormErrors,
  parseDutchDay,
  parseNotificationForm,
  windowDays,
} from './content-notifications.ts';

const ok = { titel: 'Vakantie', omschrijving: 'Wij zijn met vakantie.' };

describe('parseDutchDay', () => {
  it.each([
    ['15-01-2027', '2027-01-15'],
    ['5-1-2027', '2027-01-05'],
    ['2027-01-15', '2027-01-15'],
    ['  ', null],
    ['31-02-2027', 'invalid'],
    ['15/01/2027', 'invalid'],
    ['morgen', 'invalid'],
  ])('%s → %s', (typed, expected) => {
    expect(parseDutchDay(typed)).toBe(expected);
  });
});

describe('amsterdamDayStart', () => {
  it.each([
    ['2027-01-15', '2027-01-14T23:00:00.000Z'],
    ['2027-07-15', '2027-07-14T22:00:00.000Z'],
    // The clocks move on 28-03-2027 at 02:00 and 31-10-2027 at 03:00: midnight is still the old offset.
    ['2027-03-28', '2027-03-27T23:00:00.000Z'],
    ['2027-03-29', '2027-03-28T22:00:00.000Z'],
    ['2027-10-31', '2027-10-30T22:00:00.000Z'],
    ['2027-11-01', '2027-10-31T23:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(amsterdamDayStart(day).toISOString()).toBe(instant);
  });
});

describe('notificationFormErrors', () => {
  it.each([
    ['a title and a text', ok, []],
    ['nothing', {}, ['titel', 'omschrijving']],
    ['blanks', { titel: ' ', omschrijving: '  ' }, ['titel', 'omschrijving']],
    ['a long title', { ...ok, titel: 'x'.repeat(201) }, ['titel']],
    ['a long reason', { ...ok, reden: 'x'.repeat(201) }, ['reden']],
    ['an ISBN with hyphens', { ...ok, sku: '978-94-930-0004-9' }, []],
    ['a short ISBN', { ...ok, sku: '97894930' }, ['sku']],
    ['days', { ...ok, vanaf: '01-12-2026', tot_en_met: '01-12-2026' }, []],
    ['a day that is not', { ...ok, vanaf: '30-02-2027', tot_en_met: 'ooit' }, ['vanaf', 'tot_en_met']],
    ['the last day first', { ...ok, vanaf: '02-12-2026', tot_en_met: '01-12-2026' }, ['tot_en_met']],
  ])('%s', (_what, fields, wrong) => {
    expect(Object.keys(notificationFormErrors(fields))).toEqual(wrong);
  });
});

describe('parseNotificationForm and windowDays', () => {
  it('keeps the first day from its start and the last day to its end, and shows them as typed', () => {
    const parsed = parseNotificationForm({
      ...ok,
      sku: '978-9493000049',
      vanaf: '1-12-2026',
      tot_en_met: '31-12-2026',
      actief: 'on',
    });
    expect(parsed.kind).toBe('ok');
    if (parsed.kind !== 'ok') return;
    expect(parsed.value.sku).toBe('9789493000049');
    expect(parsed.value.shownFrom?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(parsed.value.shownUntil?.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(parsed.value.active).toBe(true);
    expect(windowDays(parsed.value)).toEqual({ from: '01-12-2026', until: '31-12-2026' });
  });

  it('leaves an empty day unbounded and an unticked box off', () => {
    const parsed = parseNotificationForm(ok);
    expect(parsed).toMatchObject({ kind: 'ok', value: { shownFrom: null, shownUntil: null, active: false } });
  });
});

describe('isNotificationShown', () => {
  const from = new Date('2026-12-01T00:00:00Z');
  const until = new Date('2026-12-02T00:00:00Z');
  it.each([
    ['no window', { active: true, shownFrom: null, shownUntil: null }, '2026-01-01T00:00:00Z', true],
    ['switched off', { active: false, shownFrom: null, shownUntil: null }, '2026-01-01T00:00:00Z', false],
    ['before it opens', { active: true, shownFrom: from, shownUntil: until }, '2026-11-30T23:59:59Z', false],
    ['as it opens', { active: true, shownFrom: from, shownUntil: until }, '2026-12-01T00:00:00Z', true],
    [
      'just before it closes',
      { active: true, shownFrom: from, shownUntil: until },
      '2026-12-01T23:59:59Z',
      true,
    ],
    ['as it closes', { active: true, shownFrom: from, shownUntil: until }, '2026-12-02T00:00:00Z', false],
  ])('%s', (_what, n, now, shown) => {
    expect(isNotificationShown(n, new Date(now))).toBe(shown);
  });
});
