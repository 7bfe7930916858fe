// Issue 30: the staff's customer search in the address and the rules of the customer settings forms (settings,
// discount rules, partner settings, the own access level) as table tests — the same rules the page checks in the
// browser and the server applies.
import { describe, expect, it } from 'vitest';
import {
  cleanCustomerSettings,
  cleanDiscountRule,
  cleanPartnerSettings,
  customerSettingsFormErrors,
  DEFAULT_STAFF_CUSTOMER_FILTER,
  discountRuleFormErrors,
  ownAccessLevelError,
  parseStaffCustomerFilter,
  partnerSettingsFormErrors,
  staffCustomerQuery,
  staffCustomerSearch,
  wholeNumber,
} from './staff-customers.ts';

const parse = (query: string) => parseStaffCustomerFilter(new URLSearchParams(query));
const percent = { key: 'beheer.customers.percent_invalid' };

describe('parseStaffCustomerFilter', () => {
  it.each([
    ['', DEFAULT_STAFF_CUSTOMER_FILTER, []],
    ['q=%20de%20%20vries%20&page=2', { q: 'de vries', page: 2 }, []],
    [
      'q=' + 'x'.repeat(101),
      DEFAULT_STAFF_CUSTOMER_FILTER,
      [{ field: 'q', key: 'beheer.customers.search_too_long' }],
    ],
    ['page=0', DEFAULT_STAFF_CUSTOMER_FILTER, []],
    ['page=1.5', DEFAULT_STAFF_CUSTOMER_FILTER, []],
    ['page=twee', DEFAULT_STAFF_CUSTOMER_FILTER, []],
  ])('%s', (query, filter, errors) => {
    expect(parse(query)).toEqual({ filter, errors });
  });

  it.each([
    [{ q: '', page: 1 }, 1, ''],
    [{ q: 'de vries', page: 1 }, 2, '?q=de+vries&page=2'],
    [{ q: '', page: 3 }, 3, '?page=3'],
  ])('staffCustomerQuery(%o, %i) = %s', (filter, page, query) => {
    expect(staffCustomerQuery(filter, page)).toBe(query);
  });
});

describe('staffCustomerSearch', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['42', { kind: 'number', id: 42 }],
    ['Klant@Leeswijzer', { kind: 'email', text: 'klant@leeswijzer' }],
    ['1016 gv', { kind: 'zipcode', zipcode: '1016GV' }],
    ['1016GV', { kind: 'zipcode', zipcode: '1016GV' }],
    ['Boekhandel De Zin', { kind: 'text', text: 'boekhandel de zin' }],
    ['0123 AB', { kind: 'text', text: '0123 ab' }],
  ])('%j', (q, search) => {
    expect(staffCustomerSearch(q)).toEqual(search);
  });
});

describe('wholeNumber', () => {
  it.each([
    ['0', 0, 100, 0],
    [' 15 ', 0, 100, 15],
    ['100', 0, 100, 100],
    ['101', 0, 100, null],
    ['-1', 0, 100, null],
    ['2.5', 0, 100, null],
    ['1e2', 0, 100, null],
    ['', 0, 100, null],
    [undefined, 0, 100, null],
    ['0', 1, 999, null],
  ])('%j in %i–%i', (typed, min, max, value) => {
    expect(wholeNumber(typed, min, max)).toBe(value);
  });
});

describe('the settings form', () => {
  const good = { is_reseller: 'on', access_level: '0', discount: '10', discount_3party: '5' };
  it.each([
    [good, {}],
    [{ ...good, discount: '101' }, { discount: percent }],
    [{ ...good, discount_3party: 'vijf' }, { discount_3party: percent }],
    [{ ...good, access_level: '10' }, { access_level: { key: 'beheer.customers.level_invalid' } }],
    [{ ...good, access_level: '' }, { access_level: { key: 'beheer.customers.level_invalid' } }],
  ])('%o', (fields, errors) => {
    expect(customerSettingsFormErrors(fields)).toEqual(errors);
  });

  it('gives the service typed settings, an unticked box false', () => {
    expect(cleanCustomerSettings(good)).toEqual({
      isReseller: true,
      noShippingCosts: false,
      accessLevel: 0,
      discount: 10,
      discount3party: 5,
    });
    expect(cleanCustomerSettings({ ...good, discount: '' })).toBeNull();
  });

  it.each([
    [7, 7, 0, { key: 'beheer.customers.own_level' }],
    [7, 7, 8, { key: 'beheer.customers.own_level' }],
    [7, 7, 9, null],
    [7, 8, 0, null],
  ])('staff %i setting %i to level %i', (actor, customer, level, error) => {
    expect(ownAccessLevelError(actor, customer, level, 9)).toEqual(error);
  });
});

describe('the discount rule forms', () => {
  const good = { sku: '978-94-93000-04-9', min_amount: '2', discount: '25', is_active: 'on' };
  it.each([
    [good, true, {}],
    [{ ...good, sku: '' }, true, { sku: { key: 'form_errors.general' } }],
    [{ ...good, sku: '9789493000049; drop' }, true, { sku: { key: 'beheer.customers.sku_invalid' } }],
    [{ ...good, sku: '9'.repeat(21) }, true, { sku: { key: 'beheer.customers.sku_invalid' } }],
    [{ ...good, sku: '' }, false, {}],
    [{ ...good, min_amount: '0' }, true, { min_amount: { key: 'beheer.customers.min_amount_invalid' } }],
    [{ ...good, min_amount: '1000' }, false, { min_amount: { key: 'beheer.customers.min_amount_invalid' } }],
    [{ ...good, discount: '100' }, true, {}],
    [{ ...good, discount: '-5' }, true, { discount: percent }],
  ])('%o (with sku: %s)', (fields, withSku, errors) => {
    expect(discountRuleFormErrors(fields, { withSku })).toEqual(errors);
  });

  it('cleans the sku (hyphens and spaces out) and reads the ticked box', () => {
    expect(cleanDiscountRule(good, { withSku: true })).toEqual({
      sku: '9789493000049',
      minAmount: 2,
      discount: 25,
      isActive: true,
    });
    expect(cleanDiscountRule({ min_amount: '3', discount: '0' }, { withSku: false })).toEqual({
      sku: '',
      minAmount: 3,
      discount: 0,
      isActive: false,
    });
  });
});

describe('the partner form', () => {
  const good = { commission: '20', commission_3party: '10', partner_status: 'approved' };
  it.each([
    [good, {}],
    [{ ...good, commission: '120' }, { commission: percent }],
    [{ ...good, commission_3party: '' }, { commission_3party: percent }],
    [{ ...good, partner_status: 'pend' }, { partner_status: { key: 'form_errors.choose' } }],
  ])('%o', (fields, errors) => {
    expect(partnerSettingsFormErrors(fields)).toEqual(errors);
  });

  it('gives the service typed settings', () => {
    expect(cleanPartnerSettings({ ...good, partner_status: 'rejected' })).toEqual({
      commissionOwn: 20,
      commissionOther: 10,
      status: 'rejected',
    });
  });
});
