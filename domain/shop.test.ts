import { describe, expect, it } from 'vitest';
import { activeToggle, resolveShop } from './shop.ts';

describe('resolveShop (spec 1 §4 shop mode)', () => {
  it.each([
    // pathname, remembered, shopAllAvailable, expected
    ['/all-books', undefined, true, 'SHOP_ALL'],
    ['/all-books', 'SHOP_SB', true, 'SHOP_ALL'],
    ['/all-books', undefined, false, 'SHOP_SB'],
    ['/', 'SHOP_ALL', true, 'SHOP_SB'], // logo and toggle 2 go back to the own shop
    ['/our-publications/tips', 'SHOP_ALL', true, 'SHOP_SB'],
    ['/onze-publicaties', 'SHOP_ALL', true, 'SHOP_SB'],
    ['/eigen-uitgaven/our_books', 'SHOP_ALL', true, 'SHOP_SB'],
    ['/category/thrillers', 'SHOP_ALL', true, 'SHOP_ALL'], // remembered
    ['/category/thrillers', 'SHOP_SB', true, 'SHOP_SB'],
    ['/category/thrillers', undefined, true, 'SHOP_SB'], // default
    ['/category/thrillers', 'SHOP_ALL', false, 'SHOP_SB'], // feature switched off
    ['/category/thrillers', 'rubbish', true, 'SHOP_SB'],
  ] as const)(
    '%s remembered %s (SHOP_ALL available: %s) → %s',
    (pathname, remembered, shopAllAvailable, expected) => {
      expect(resolveShop({ pathname, remembered, shopAllAvailable })).toBe(expected);
    },
  );
});

describe('activeToggle (spec 1 §2.2 toggle ids 1 own, 2 SB, 3 all)', () => {
  it.each([
    ['/our-publications', 'SHOP_SB', 1],
    ['/onze-publicaties/tips', 'SHOP_SB', 1],
    ['/', 'SHOP_SB', 2],
    ['/category/x', 'SHOP_SB', 2],
    ['/all-books', 'SHOP_ALL', 3],
    ['/category/x', 'SHOP_ALL', 3],
  ] as const)('%s in %s → %i', (pathname, shop, expected) => {
    expect(activeToggle(pathname, shop)).toBe(expected);
  });
});
