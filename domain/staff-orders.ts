// Issue 30 (back office I): the staff's order list as it lives in the address — /beheer/bestellingen?status=…&
// method=…&from=…&to=…&q=…&page=… — so a filtered list can be bookmarked, shared between staff and paged without
// JavaScript. Which orders each status view holds (spec 2 §3's order_paid / order_fulfilled in today's states:
// domain/order-status.ts), what a search term is (an order number, an email, a postcode or a name), and the
// Dutch message for a filter value that cannot be used. Pure: the page parses, the service queries.
import type { FieldErrors, PostedFields } from './account-forms.ts';
import { isPlainDate } from './dates.ts';
import { PAYMENT_METHOD_TITLES } from './payment-methods.ts';

/**
 * The list's status views. 'all': every order that left the checkout; 'awaiting': waiting for its money (an
 * online payment started or failed, or a bank transfer chosen); 'paid'; 'to_ship': paid and not yet shipped (no
 * track & trace) or on account and not yet shipped; 'shipped'; 'refunded': with money given back, in part or
 * whole (decision 568); 'on_account': on account and not paid yet (decision 611); 'cancelled': cancelled by
 * staff before it was paid (decision 606); 'checkout': still in the checkout (the shopper has not chosen how to
 * pay yet).
 */
export const STAFF_ORDER_VIEWS = [
  'all',
  'awaiting',
  'paid',
  'to_ship',
  'shipped',
  'refunded',
  'on_account',
  'cancelled',
  'checkout',
] as const;
export type StaffOrderView = (typeof STAFF_ORDER_VIEWS)[number];

/** The payment methods staff can filter on: the methods the shop knows (domain/payment-methods.ts). */
export const STAFF_ORDER_METHODS = Object.keys(
  PAYMENT_METHOD_TITLES,
) as (keyof typeof PAYMENT_METHOD_TITLES)[];

export const STAFF_ORDERS_PER_PAGE = 25;
/** The CSV export reads the filter's orders this many at a time (decision 577's batches). */
export const STAFF_ORDER_EXPORT_BATCH = 1000;
/** A search term longer than this is no order number, email, postcode or name. */
export const STAFF_SEARCH_MAX = 100;

export interface StaffOrderFilter {
  view: StaffOrderView;
  method: string | null;
  /** Calendar dates in the shop's time zone (YYYY-MM-DD), both included. */
  from: string | null;
  to: string | null;
  q: string;
  page: number;
}

export const DEFAULT_STAFF_ORDER_FILTER: StaffOrderFilter = {
  view: 'all',
  method: null,
  from: null,
  to: null,
  q: '',
  page: 1,
};

export type StaffOrderFilterField = 'status' | 'method' | 'from' | 'to' | 'q';

export interface StaffOrderFilterError {
  field: StaffOrderFilterField;
  key: string;
}

type Params = { get(name: string): string | null };

/**
 * The filter of an address. A value that cannot be used gets its message by its field and counts as not given
 * (the list still shows, filtered by the rest); a page number that is not a whole number from 1 up is page 1.
 */
export function parseStaffOrderFilter(params: Params): {
  filter: StaffOrderFilter;
  errors: StaffOrderFilterError[];
} {
  const errors: StaffOrderFilterError[] = [];
  const text = (name: string) => (params.get(name) ?? '').trim();

  const status = text('status');
  let view: StaffOrderView = 'all';
  if ((STAFF_ORDER_VIEWS as readonly string[]).includes(status)) view = status as StaffOrderView;
  else if (status !== '') errors.push({ field: 'status', key: 'form_errors.choose' });

  const methodTyped = text('method');
  let method: string | null = null;
  if ((STAFF_ORDER_METHODS as readonly string[]).includes(methodTyped)) method = methodTyped;
  else if (methodTyped !== '') errors.push({ field: 'method', key: 'form_errors.choose' });

  const date = (field: 'from' | 'to') => {
    const typed = text(field);
    if (typed === '') return null;
    if (isPlainDate(typed)) return typed;
    errors.push({ field, key: 'beheer.orders.date_invalid' });
    return null;
  };
  const from = date('from');
  let to = date('to');
  if (from !== null && to !== null && from > to) {
    errors.push({ field: 'to', key: 'beheer.orders.date_order' });
    to = null;
  }

  let q = text('q').replace(/\s+/g, ' ');
  if (q.length > STAFF_SEARCH_MAX) {
    errors.push({ field: 'q', key: 'beheer.orders.search_too_long' });
    q = '';
  }

  const pageTyped = text('page');
  const page = /^[1-9]\d{0,5}$/.test(pageTyped) ? Number(pageTyped) : 1;
  return { filter: { view, method, from, to, q, page }, errors };
}

/**
 * The filter form's messages by field (status, method, from, to, q), in the browser and on the server alike
 * (decision 620): the refusals of parseStaffOrderFilter for the fields as the form sends them.
 */
export function staffOrderFilterErrors(fields: PostedFields): FieldErrors {
  const { errors } = parseStaffOrderFilter({ get: (name) => fields[name] ?? null });
  return Object.fromEntries(errors.map((error) => [error.field, { key: error.key }]));
}

/** The address's query for a filter (defaults left out), for paging links and the CSV link. */
export function staffOrderQuery(filter: StaffOrderFilter, page = filter.page): string {
  const params = new URLSearchParams();
  if (filter.view !== 'all') params.set('status', filter.view);
  if (filter.method) params.set('method', filter.method);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.q) params.set('q', filter.q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * What a search term is: an order number, an email (or part of one), a postcode, or else a name — matched in the
 * customer's name, the company, the delivery name and the email ('jansen' finds jansen@voorbeeld.nl's orders).
 */
export type StaffOrderSearch =
  | { kind: 'number'; number: number }
  | { kind: 'email'; text: string }
  | { kind: 'zipcode'; zipcode: string }
  | { kind: 'name'; text: string };

const NL_ZIPCODE = /^[1-9]\d{3} ?[a-z]{2}$/i;

export function staffOrderSearch(q: string): StaffOrderSearch | null {
  const term = q.trim();
  if (term === '') return null;
  if (/^\d{1,9}$/.test(term)) return { kind: 'number', number: Number(term) };
  if (term.includes('@')) return { kind: 'email', text: term.toLowerCase() };
  // Postcodes are stored as typed by spec 2 §5 (upper case, without the space: decision 554).
  if (NL_ZIPCODE.test(term)) return { kind: 'zipcode', zipcode: term.replace(' ', '').toUpperCase() };
  return { kind: 'name', text: term.toLowerCase() };
}
