// Issue 13: the cart's small pure helpers — the spec 3 §3 line description, the lw_guest cookie, the cart owner and
// the settings the price rules read (malformed values fall back to the spec's defaults).
import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../accounts/viewer.ts';
import {
  clearGuestCookie,
  guestCookie,
  guestTokenHash,
  guestTokenOf,
  isGuestToken,
  newGuestToken,
} from './guest-cookie.ts';
import { cartOwner } from './owner.ts';
import { cartPricingSettings } from './pricing-settings.ts';

describe('the lw_guest cookie', () => {
  it('is a 256-bit token, httpOnly, SameSite=Lax, 60 days, __Host- over HTTPS', () => {
    const token = newGuestToken();
    expect(isGuestToken(token)).toBe(true);
    expect(newGuestToken()).not.toBe(token);
    expect(guestCookie(token, false)).toBe(
      `lw_guest=${token}; Path=/; Max-Age=5184000; HttpOnly; SameSite=Lax`,
    );
    expect(guestCookie(token, true)).toBe(
      `__Host-lw_guest=${token}; Path=/; Max-Age=5184000; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(clearGuestCookie(false)).toBe('lw_guest=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(() => guestCookie('kort', false)).toThrow(RangeError);
    expect(guestTokenHash(token)).not.toContain(token);
  });

  it('reads only a well-formed token of the cookie this connection uses', () => {
    const token = newGuestToken();
    expect(guestTokenOf({ lw_guest: token }, false)).toBe(token);
    expect(guestTokenOf({ lw_guest: token }, true)).toBeNull();
    expect(guestTokenOf({ '__Host-lw_guest': token }, true)).toBe(token);
    for (const bad of ['', 'x', `${token}x`, `${token.slice(0, 42)}!`, undefined])
      expect(guestTokenOf({ lw_guest: bad }, false)).toBeNull();
  });

  it('a session wins over a guest cookie; nobody without either', () => {
    const user = { ...ANONYMOUS, loggedIn: true as const, userId: 7 } as const;
    expect(cartOwner(user, 'x'.repeat(43))).toEqual({ kind: 'user', userId: 7 });
    expect(cartOwner(ANONYMOUS, 'x'.repeat(43))).toEqual({ kind: 'guest', token: 'x'.repeat(43) });
    expect(cartOwner(ANONYMOUS, null)).toBeNull();
  });
});

describe('the cart settings (README "Cart settings")', () => {
  const seeded = new Map([
    ['shippingFree', '2000'],
    ['shippingFreeResellers', '25000'],
    ['shippingDefault', '845'],
    ['shippingLetter', '495'],
    ['weightBox', '80'],
    ['resellerMinAmount', '5'],
    ['skuNoDiscount', '9789012345774'],
    ['btwLow', '9'],
    ['btwHigh', '21'],
  ]);

  it('reads the seeded values', () => {
    expect(cartPricingSettings(seeded)).toMatchObject({
      discounts: { resellerMinAmount: 5, excludedSku: '9789012345774' },
      shipping: {
        freeFromCents: 2000,
        freeFromResellersCents: 25000,
        packageRateCents: 845,
        letterRateCents: 495,
        weightBoxG: 80,
        missingWeightG: 300,
        vatLow: 9,
      },
      vatLow: 9,
      vatHigh: 21,
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    const bad = new Map([
      ['shippingFree', '20,00'],
      ['shippingDefault', '-5'],
      ['btwHigh', '210'],
      ['resellerMinAmount', '0'],
      ['skuNoDiscount', '  '],
    ]);
    expect(cartPricingSettings(bad)).toMatchObject({
      discounts: { resellerMinAmount: 1, excludedSku: null },
      shipping: { freeFromCents: 2000, packageRateCents: 845, letterRateCents: 495 },
      vatHigh: 21,
    });
  });
});
