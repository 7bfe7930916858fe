// Issue 30: the staff order list's filter in the address — views, methods, dates, the search term's kind and
// the messages for values that cannot be used — as table tests.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAFF_ORDER_FILTER,
  parseStaffOrderFilter,
  staffOrderFilterErrors,
  staffOrderQuery,
  staffOrderSearch,
} from './staff-orders.ts';

const parse = (query: string) => parseStaffOrderFilter(new URLSearchParams(query));

describe('parseStaffOrderFilter', () => {
  it.each([
    ['', DEFAULT_STAFF_ORDER_FILTER, []],
    [
      'status=to_ship&method=ideal&from=2026-11-01&to=2026-11-29&q=%20jansen%20%20de%20&page=3',
      { view: 'to_ship', method: 'ideal', from: '2026-11-01', to: '2026-11-29', q: 'jansen de', page: 3 },
      [],
    ],
    ['status=verzonden', DEFAULT_STAFF_ORDER_FILTER, [{ field: 'status', key: 'form_errors.choose' }]],
    ['method=contant', DEFAULT_STAFF_ORDER_FILTER, [{ field: 'method', key: 'form_errors.choose' }]],
    ['from=29-11-2026', DEFAULT_STAFF_ORDER_FILTER, [{ field: 'from', key: 'beheer.orders.date_invalid' }]],
    ['to=2026-02-30', DEFAULT_STAFF_ORDER_FILTER, [{ field: 'to', key: 'beheer.orders.date_invalid' }]],
    [
      'from=2026-11-29&to=2026-11-01',
      { ...DEFAULT_STAFF_ORDER_FILTER, from: '2026-11-29' },
      [{ field: 'to', key: 'beheer.orders.date_order' }],
    ],
    [
      'q=' + 'x'.repeat(101),
      DEFAULT_STAFF_ORDER_FILTER,
      [{ field: 'q', key: 'beheer.orders.search_too_long' }],
    ],
    ['page=0', DEFAULT_STAFF_ORDER_FILTER, []],
    ['page=2.5', DEFAULT_STAFF_ORDER_FILTER, []],
    ['page=abc', DEFAULT_STAFF_ORDER_FILTER, []],
  ])('%s', (query, filter, errors) => {
    expect(parse(query)).toEqual({ filter, errors });
  });
});

describe('staffOrderQuery', () => {
  it('leaves the defaults out and keeps the rest for paging', () => {
    expect(staffOrderQuery(DEFAULT_STAFF_ORDER_FILTER)).toBe('');
    const filter = parse('status=paid&q=anna@voorbeeld.nl&from=2026-11-01').filter;
    expect(staffOrderQuery(filter, 2)).toBe('?status=paid&from=2026-11-01&q=anna%40voorbeeld.nl&page=2');
    expect(parse(staffOrderQuery(filter, 2).slice(1)).filter).toEqual({ ...filter, page: 2 });
  });
});

describe('staffOrderSearch', () => {
  it.each([
    ['', null],
    ['10042', { kind: 'number', number: 10042 }],
    ['Anna@Voorbeeld', { kind: 'email', text: 'anna@voorbeeld' }],
    ['1015 cj', { kind: 'zipcode', zipcode: '1015CJ' }],
    ['1015CJ', { kind: 'zipcode', zipcode: '1015CJ' }],
    ['de Vries', { kind: 'name', text: 'de vries' }],
    ['1234567890', { kind: 'name', text: '1234567890' }],
  ])('%s', (q, expected) => {
    expect(staffOrderSearch(q)).toEqual(expected);
  });
});

describe('staffOrderFilterErrors (the filter form, in the browser and on the server: decision 620)', () => {
  const choose = { key: 'form_errors.choose' };
  it.each([
    [{}, {}],
    [{ status: 'paid', method: 'ideal', from: '2026-01-01', to: '2026-01-31', q: 'jansen' }, {}],
    [
      { status: 'weg', method: 'postduif', from: 'morgen', q: 'x'.repeat(101) },
      {
        status: choose,
        method: choose,
        from: { key: 'beheer.orders.date_invalid' },
        q: { key: 'beheer.orders.search_too_long' },
      },
    ],
    [{ from: '2026-03-01', to: '2026-01-01' }, { to: { key: 'beheer.orders.date_order' } }],
  ])('%j', (fields, errors) => {
    expect(staffOrderFilterErrors(fields)).toEqual(errors);
  });
});
