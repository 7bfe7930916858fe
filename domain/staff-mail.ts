// Issue 30 (back office I): the staff's mail queue as it lives in the address — /beheer/mail?status=…&q=…&page=… —
// so a filtered list (say, every failed message) can be bookmarked, linked from elsewhere and paged without
// JavaScript. Which messages each status view holds, what the search looks in (the recipient) and the Dutch message
// for a filter value that cannot be used. Pure: the page parses, the service queries.

/** The list's views: every message, or one outbox status (pending: waiting for its first try or a retry). */
export const STAFF_MAIL_VIEWS = ['all', 'pending', 'sent', 'failed'] as const;
export type StaffMailView = (typeof STAFF_MAIL_VIEWS)[number];

export const STAFF_MAIL_PER_PAGE = 50;
/** A search term longer than this is no recipient (an email address is at most 254 characters). */
export const STAFF_MAIL_SEARCH_MAX = 254;

export interface StaffMailFilter {
  view: StaffMailView;
  /** Part of the recipient (an email address or a phone number), any case; '' for every message. */
  q: string;
  page: number;
}

export const DEFAULT_STAFF_MAIL_FILTER: StaffMailFilter = { view: 'all', q: '', page: 1 };

export type StaffMailFilterField = 'status' | 'q';

export interface StaffMailFilterError {
  field: StaffMailFilterField;
  key: string;
}

type Params = { get(name: string): string | null };

/**
 * The filter of an address. A value that cannot be used gets its message by its field and counts as not given
 * (the list still shows, filtered by the rest); a page number that is not a whole number from 1 up is page 1.
 */
export function parseStaffMailFilter(params: Params): {
  filter: StaffMailFilter;
  errors: StaffMailFilterError[];
} {
  const errors: StaffMailFilterError[] = [];
  const text = (name: string) => (params.get(name) ?? '').trim();

  const status = text('status');
  let view: StaffMailView = 'all';
  if ((STAFF_MAIL_VIEWS as readonly string[]).includes(status)) view = status as StaffMailView;
  else if (status !== '') errors.push({ field: 'status', key: 'form_errors.choose' });

  let q = text('q');
  if (q.length > STAFF_MAIL_SEARCH_MAX) {
    errors.push({ field: 'q', key: 'beheer.mail.search_too_long' });
    q = '';
  }

  const pageTyped = text('page');
  const page = /^[1-9]\d{0,5}$/.test(pageTyped) ? Number(pageTyped) : 1;
  return { filter: { view, q, page }, errors };
}

/** The address's query for a filter (defaults left out), for paging links and the way back after a retry. */
export function staffMailQuery(filter: StaffMailFilter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.view !== 'all') params.set('status', filter.view);
  if (filter.q) params.set('q', filter.q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
