import { describe, expect, it } from 'vitest';
import { isNavItemVisible, type NavItem, partnerFooterPath } from './navigation.ts';

const both = ['SHOP_SB', 'SHOP_ALL'];
const anonymous = { loggedIn: false, isPartner: false };
const customer = { loggedIn: true, isPartner: false };
const partner = { loggedIn: true, isPartner: true };

const item = (over: Partial<NavItem>): NavItem => ({
  path: '/x',
  use: 'all',
  show: both,
  value: null,
  ...over,
});

describe('isNavItemVisible (spec 1 §2.2 and §6, spec 3 §6)', () => {
  it.each([
    ['/new-books own shop only, in SHOP_SB', item({ show: ['SHOP_SB'] }), 'SHOP_SB', anonymous, true],
    ['/new-books own shop only, in SHOP_ALL', item({ show: ['SHOP_SB'] }), 'SHOP_ALL', anonymous, false],
    ['/new-books/month needs SHOP_ALL, in SHOP_SB', item({ show: ['SHOP_ALL'] }), 'SHOP_SB', customer, false],
    ['/new-books/month in SHOP_ALL', item({ show: ['SHOP_ALL'] }), 'SHOP_ALL', customer, true],
    ['/category/top10 in all shops', item({}), 'SHOP_ALL', anonymous, true],
    ['restricted, logged out', item({ use: 'restricted' }), 'SHOP_SB', anonymous, false],
    ['restricted, logged in', item({ use: 'restricted' }), 'SHOP_SB', customer, true],
    [
      '/partners (value false) for anonymous',
      item({ use: 'no-partner', value: 'false' }),
      'SHOP_SB',
      anonymous,
      true,
    ],
    [
      '/partners (no value) for anonymous',
      item({ use: 'no-partner', value: null }),
      'SHOP_SB',
      anonymous,
      false,
    ],
    [
      '/partners (no value) for a customer',
      item({ use: 'no-partner', value: null }),
      'SHOP_SB',
      customer,
      true,
    ],
    [
      '/partners (value false) for a customer',
      item({ use: 'no-partner', value: 'false' }),
      'SHOP_SB',
      customer,
      false,
    ],
    [
      '/partners (no value) for a partner',
      item({ use: 'no-partner', value: null }),
      'SHOP_SB',
      partner,
      false,
    ],
    ['/partner (value 1) for a partner', item({ use: 'partner', value: '1' }), 'SHOP_SB', partner, true],
    ['/partner (value 1) for a customer', item({ use: 'partner', value: '1' }), 'SHOP_SB', customer, false],
    ['/partner (value 1) for anonymous', item({ use: 'partner', value: '1' }), 'SHOP_SB', anonymous, false],
    ['unknown use', item({ use: 'admin' }), 'SHOP_SB', partner, false],
  ] as const)('%s → %s', (_name, navItem, shop, viewer, expected) => {
    expect(isNavItemVisible(navItem, { shop, shopAllAvailable: true }, viewer)).toBe(expected);
  });

  it('hides links into the all-books shop while the SHOP_ALL feature is off', () => {
    const allBooks = item({ path: '/all-books' });
    expect(isNavItemVisible(allBooks, { shop: 'SHOP_SB', shopAllAvailable: true }, anonymous)).toBe(true);
    expect(isNavItemVisible(allBooks, { shop: 'SHOP_SB', shopAllAvailable: false }, anonymous)).toBe(false);
    expect(
      isNavItemVisible(item({ path: '/jobs' }), { shop: 'SHOP_SB', shopAllAvailable: false }, anonymous),
    ).toBe(true);
  });
});

describe('partnerFooterPath (spec 1 §6: partner page only for logged-in users with a partner code)', () => {
  it.each([
    [{ loggedIn: false, partnerCode: null }, '/partners'],
    [{ loggedIn: true, partnerCode: null }, '/partners'],
    [{ loggedIn: true, partnerCode: '' }, '/partners'],
    [{ loggedIn: true, partnerCode: 'PC123' }, '/partner'],
  ])('%o → %s', (viewer, expected) => {
    expect(partnerFooterPath(viewer)).toBe(expected);
  });
});
