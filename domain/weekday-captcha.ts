// Spec 3 §5 and §8 the send-to-friend captcha: the visitor types today's Dutch weekday name ('maandag' …), as the
// Europe/Amsterdam calendar has it; a wrong day says 'De dag van vandaag klopt nog niet.'. While typing, the field
// is checked only after more than 6 characters. Pure: the clock comes in as an argument.
import type { TextRef } from './account-forms.ts';
import { amsterdamCalendarDate } from './dates.ts';

/** Sunday first, as Date.getUTCDay counts. */
export const DUTCH_WEEKDAYS = [
  'zondag',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
] as const;
export type DutchWeekday = (typeof DUTCH_WEEKDAYS)[number];

/** Spec 3 §5 'Captcha fields are validated only after more than 6 characters.' */
export const CAPTCHA_CHECK_AFTER = 6;

export const CAPTCHA_WRONG: TextRef = { key: 'form_errors.captcha_weekday' };
const REQUIRED: TextRef = { key: 'form_errors.general' };

/** The Dutch name of the weekday of `now` on the Amsterdam calendar (the day turns at midnight there). */
export function amsterdamWeekday(now: Date): DutchWeekday {
  const [y, m, d] = amsterdamCalendarDate(now).split('-').map(Number) as [number, number, number];
  return DUTCH_WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** The answer as compared: outer spaces gone, lower case ('Maandag ' is 'maandag'). */
function normalised(answer: string): string {
  return answer.trim().toLocaleLowerCase('nl-NL');
}

/** At the submit (server): required, and today's weekday name; null when right. */
export function captchaError(answer: string, now: Date): TextRef | null {
  const typed = normalised(answer);
  if (typed === '') return REQUIRED;
  return typed === amsterdamWeekday(now) ? null : CAPTCHA_WRONG;
}

/**
 * While typing (browser): no message until more than 6 characters are typed, then the same rule as at the submit.
 * A short answer ('zondag' has 6 letters) is still checked in full by the server.
 */
export function captchaTypingError(answer: string, now: Date): TextRef | null {
  if ([...answer.trim()].length <= CAPTCHA_CHECK_AFTER) return null;
  return captchaError(answer, now);
}
