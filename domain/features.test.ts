import { describe, expect, it } from 'vitest';
import { type Feature, isFeatureAvailable } from './features.ts';

const features: Feature[] = [
  { sku: 'SHOP_ALL', accessLevel: 5, enabled: true },
  { sku: 'SMS_PW', accessLevel: 0, enabled: true },
  { sku: 'EBOOK_DOWNLOADS', accessLevel: 2, enabled: true },
  { sku: 'OFF', accessLevel: 0, enabled: false },
];
const anonymous = { loggedIn: false, accessLevel: 0 };
const level1 = { loggedIn: true, accessLevel: 1 };
const level2 = { loggedIn: true, accessLevel: 2 };
const level3 = { loggedIn: true, accessLevel: 3 };

describe('isFeatureAvailable (spec 1 §1, spec 3 §4 start-up)', () => {
  it.each([
    ['SMS_PW', anonymous, true], // access level 0: everyone
    ['EBOOK_DOWNLOADS', anonymous, false], // level 2 needs a login
    ['EBOOK_DOWNLOADS', level1, false], // level below the feature's
    ['EBOOK_DOWNLOADS', level2, true], // equal level
    ['EBOOK_DOWNLOADS', level3, true], // higher level
    ['SHOP_ALL', anonymous, true], // SHOP_ALL is always available in the check
    ['OFF', level3, false], // switched off
    ['UNKNOWN', level3, false], // not listed
  ] as const)('%s for %o → %s', (sku, user, expected) => {
    expect(isFeatureAvailable(features, sku, user)).toBe(expected);
  });

  it('has no SHOP_ALL when the feature is switched off', () => {
    expect(
      isFeatureAvailable([{ sku: 'SHOP_ALL', accessLevel: 0, enabled: false }], 'SHOP_ALL', level3),
    ).toBe(false);
  });
});
