// Issue 30 (back office I): the staff's lists of event registrations and newsletter subscribers as they live in
// the address — /beheer/aanmeldingen/{id}?page=… and /beheer/nieuwsbrief?q=…&page=… — so a search can be
// bookmarked and paged without JavaScript, and the CSV link carries the same search. Pure: the page parses, the
// services query.

export const REGISTRATIONS_PER_PAGE = 50;
export const SUBSCRIBERS_PER_PAGE = 50;
/** An email (or part of one) longer than this is no search the list can answer. */
export const SUBSCRIBER_SEARCH_MAX = 100;
/** Rows read per query when a list is exported: the export's memory stays this many rows, whatever the total. */
export const EXPORT_BATCH_ROWS = 1000;

export interface SubscriberFilter {
  /** Part of an email, lower case; '' for every subscriber. */
  q: string;
  page: number;
}

type Params = { get(name: string): string | null };

/** A page number of the address: a whole number from 1 up, anything else page 1. */
export function pageOf(params: Params): number {
  const typed = (params.get('page') ?? '').trim();
  return /^[1-9]\d{0,5}$/.test(typed) ? Number(typed) : 1;
}

/** The search of an address; a term too long gets its message by the field and the whole list shows. */
export function parseSubscriberFilter(params: Params): {
  filter: SubscriberFilter;
  error: { field: 'q'; key: string } | null;
} {
  const q = (params.get('q') ?? '').trim().replace(/\s+/g, '').toLowerCase();
  if (q.length > SUBSCRIBER_SEARCH_MAX)
    return {
      filter: { q: '', page: pageOf(params) },
      error: { field: 'q', key: 'beheer.signups.search_too_long' },
    };
  return { filter: { q, page: pageOf(params) }, error: null };
}

/** The address's query for a search (defaults left out), for the paging links and the CSV link. */
export function subscriberQuery(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containingPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A name as one line: 'Jan van der Berg' from its parts, empty parts left out. */
export function fullName(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
