// The shop settings the cart's price rules read (spec 3 §3 "Settings", §9), turned into domain/cart-pricing.ts's
// settings. Amounts are stored in cents (README "Cart settings"); a missing or malformed value falls back to the
// domain's default, so a typo in the admin never prices a cart at NaN.
import type { CartPricingSettings } from '../../domain/cart-pricing.ts';
import { DEFAULT_DISCOUNT_SETTINGS } from '../../domain/discounts.ts';
import { type Cents, cents, isCents } from '../../domain/money.ts';
import { DEFAULT_SHIPPING_SETTINGS } from '../../domain/shipping.ts';
import { DEFAULT_VAT_HIGH, DEFAULT_VAT_LOW, isVatRate } from '../../domain/vat.ts';
import type { SettingsMap } from '../settings/service.ts';

/** A whole, non-negative number from a setting, else the fallback. */
function wholeSetting(map: SettingsMap, name: string, fallback: number): number {
  const raw = map.get(name)?.trim();
  if (raw === undefined || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : fallback;
}

function centsSetting(map: SettingsMap, name: string, fallback: Cents): Cents {
  const value = wholeSetting(map, name, fallback);
  return isCents(value) ? cents(value) : fallback;
}

function rateSetting(map: SettingsMap, name: string, fallback: number): number {
  const value = wholeSetting(map, name, fallback);
  return isVatRate(value) ? value : fallback;
}

export function cartPricingSettings(map: SettingsMap): CartPricingSettings {
  const d = DEFAULT_SHIPPING_SETTINGS;
  const vatLow = rateSetting(map, 'btwLow', DEFAULT_VAT_LOW);
  const vatHigh = rateSetting(map, 'btwHigh', DEFAULT_VAT_HIGH);
  return {
    discounts: {
      resellerMinAmount: Math.max(
        1,
        wholeSetting(map, 'resellerMinAmount', DEFAULT_DISCOUNT_SETTINGS.resellerMinAmount),
      ),
      excludedSku: map.get('skuNoDiscount')?.trim() || null,
    },
    shipping: {
      freeFromCents: centsSetting(map, 'shippingFree', d.freeFromCents),
      freeFromResellersCents: centsSetting(map, 'shippingFreeResellers', d.freeFromResellersCents),
      packageRateCents: centsSetting(map, 'shippingDefault', d.packageRateCents),
      letterRateCents: centsSetting(map, 'shippingLetter', d.letterRateCents),
      weightBoxG: wholeSetting(map, 'weightBox', d.weightBoxG),
      missingWeightG: d.missingWeightG,
      vatLow,
      discountShippingFreeOverCents: d.discountShippingFreeOverCents,
    },
    vatLow,
    vatHigh,
  };
}
