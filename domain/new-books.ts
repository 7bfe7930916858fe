// Spec 1 §2.1 /new-books/{view}: which release dates each new-books view covers (week and month only with
// SHOP_ALL; the default is the own shop's view). The spec names the views, not their spans: docs/decisions/.
import { addDays } from './dates.ts';

export const NEW_BOOKS_VIEWS = ['default', 'month', 'week'] as const;
export type NewBooksView = (typeof NEW_BOOKS_VIEWS)[number];
/** The own shop's view: released in the last 90 days. */
export const NEW_BOOKS_DAYS = 90;

/** The first release date of a view, up to and including `today` (plain dates, Europe/Amsterdam). */
export function newBooksFrom(view: NewBooksView, today: string): string {
  if (view === 'month') return `${today.slice(0, 8)}01`;
  if (view === 'week') {
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    return addDays(today, -weekday);
  }
  return addDays(today, -NEW_BOOKS_DAYS);
}

/** Spec 1 §2.1: week and month exist only while SHOP_ALL is available; otherwise the default view. */
export function newBooksView(segment: string | undefined, shopAllAvailable: boolean): NewBooksView | null {
  if (segment === undefined || segment === '') return 'default';
  if (segment === 'week' || segment === 'month') return shopAllAvailable ? segment : 'default';
  return null;
}
