// Spec 1 §1 and spec 3 §4 "Start-up": a feature is available when its access level is 0, or the user is
// logged in with an access level at least the feature's; SHOP_ALL is always available in that check
// (so the SHOP_ALL flag is governed by whether the feature is switched on at all).
export interface Feature {
  sku: string;
  accessLevel: number;
  enabled: boolean;
}

export interface FeatureUser {
  loggedIn: boolean;
  accessLevel: number;
}

export function isFeatureAvailable(features: readonly Feature[], sku: string, user: FeatureUser): boolean {
  const feature = features.find((f) => f.sku === sku);
  if (!feature?.enabled) return false;
  if (sku === 'SHOP_ALL') return true;
  if (feature.accessLevel === 0) return true;
  return user.loggedIn && user.accessLevel >= feature.accessLevel;
}
