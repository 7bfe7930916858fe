// Spec 3 §5/§8 the weekday captcha as a table: the Dutch name of today on the Amsterdam calendar (the day turns at
// midnight there, in winter and in summer time), case-insensitive, and no message while typing 6 characters or fewer.
import { describe, expect, it } from 'vitest';
import {
  amsterdamWeekday,
  CAPTCHA_WRONG,
  captchaError,
  captchaTypingError,
  DUTCH_WEEKDAYS,
} from './weekday-captcha.ts';

describe('amsterdamWeekday', () => {
  it.each([
    // Winter time (UTC+1): Monday 23 November 2026 ends at 23:00 UTC.
    ['2026-11-23T12:00:00Z', 'maandag'],
    ['2026-11-23T22:59:59.999Z', 'maandag'],
    ['2026-11-23T23:00:00Z', 'dinsdag'],
    // UTC still says Tuesday 23:30, Amsterdam already Wednesday 00:30.
    ['2026-11-24T23:30:00Z', 'woensdag'],
    // Summer time (UTC+2): Friday 3 July 2026 ends at 22:00 UTC.
    ['2026-07-03T21:59:59Z', 'vrijdag'],
    ['2026-07-03T22:00:00Z', 'zaterdag'],
    // The night the clocks go back (25 October 2026) and forward (29 March 2026).
    ['2026-10-24T22:00:00Z', 'zondag'],
    ['2026-03-28T23:00:00Z', 'zondag'],
    ['2026-03-29T21:59:59Z', 'zondag'],
    ['2026-03-29T22:00:00Z', 'maandag'],
    ['2026-11-26T10:00:00Z', 'donderdag'],
  ])('%s is %s in Amsterdam', (instant, day) => {
    expect(amsterdamWeekday(new Date(instant))).toBe(day);
  });

  it('names all seven days over a week', () => {
    const days = Array.from({ length: 7 }, (_, i) =>
      amsterdamWeekday(new Date(Date.UTC(2026, 10, 22 + i, 11))),
    );
    expect(new Set(days)).toEqual(new Set(DUTCH_WEEKDAYS));
  });
});

describe('captchaError (at the submit)', () => {
  const monday = new Date('2026-11-23T08:00:00Z');
  const mondayNight = new Date('2026-11-23T22:59:59Z');
  const tuesdayMidnight = new Date('2026-11-23T23:00:00Z');
  it.each([
    ['maandag', monday, null],
    ['Maandag', monday, null],
    ['  MAANDAG ', monday, null],
    ['maandag', mondayNight, null],
    ['maandag', tuesdayMidnight, CAPTCHA_WRONG],
    ['dinsdag', tuesdayMidnight, null],
    ['dinsdag', monday, CAPTCHA_WRONG],
    ['monday', monday, CAPTCHA_WRONG],
    ['ma', monday, CAPTCHA_WRONG],
    ['', monday, { key: 'form_errors.general' }],
    ['   ', monday, { key: 'form_errors.general' }],
  ])('%j at %s', (answer, now, expected) => {
    expect(captchaError(answer, now)).toEqual(expected);
  });
});

describe('captchaTypingError (while typing: only after more than 6 characters)', () => {
  const sunday = new Date('2026-11-22T12:00:00Z');
  const wednesday = new Date('2026-11-25T12:00:00Z');
  it.each([
    ['w', wednesday, null],
    ['woensd', wednesday, null],
    ['dinsdag', wednesday, CAPTCHA_WRONG],
    ['woensda', wednesday, CAPTCHA_WRONG],
    ['woensdag', wednesday, null],
    ['WoensDag', wednesday, null],
    ['zondag', sunday, null],
    ['zondagg', sunday, CAPTCHA_WRONG],
    ['maandag', sunday, CAPTCHA_WRONG],
  ])('%j at %s', (answer, now, expected) => {
    expect(captchaTypingError(answer, now)).toEqual(expected);
  });
});
