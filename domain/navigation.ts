// Spec 1 §2.2 (main and sub navigation), §6 (partner menu rules) and spec 3 §6 (nav item use).
import type { Shop } from './shop.ts';

export type NavUse = 'all' | 'restricted' | 'partner' | 'no-partner';

export interface NavItem {
  path: string;
  use: NavUse | string;
  show: readonly string[];
  value: string | null;
}

export interface NavViewer {
  loggedIn: boolean;
  isPartner: boolean;
}

export interface NavContext {
  shop: Shop;
  /** Whether the all-books shop exists (the SHOP_ALL feature); links into it hide when it does not. */
  shopAllAvailable: boolean;
}

/**
 * Visible when the item is shown in the current shop and its `use` allows the viewer:
 * restricted → logged in; partner → partners; no-partner → everyone else.
 * Partner-menu items (use partner/no-partner) also follow the `value` rule of spec 1 §6: anonymous visitors see
 * items whose value is 'false', logged-in non-partners items without a value, partners items with a value.
 */
export function isNavItemVisible(item: NavItem, context: NavContext, viewer: NavViewer): boolean {
  if (!item.show.includes(context.shop)) return false;
  if (!context.shopAllAvailable && (item.path === '/all-books' || item.path.startsWith('/all-books/')))
    return false;
  switch (item.use) {
    case 'all':
      return true;
    case 'restricted':
      return viewer.loggedIn;
    case 'partner':
      return viewer.isPartner && partnerValueAllows(item.value, viewer);
    case 'no-partner':
      return !viewer.isPartner && partnerValueAllows(item.value, viewer);
    default:
      return false;
  }
}

function partnerValueAllows(value: string | null, viewer: NavViewer): boolean {
  const hasValue = value !== null && value !== '';
  if (!viewer.loggedIn) return value === 'false';
  if (!viewer.isPartner) return !hasValue;
  return hasValue && value !== 'false';
}

/** Spec 1 §2.2 / spec 3 §6: the footer links to /partner for logged-in users with a partner code, else /partners. */
export function partnerFooterPath(viewer: { loggedIn: boolean; partnerCode: string | null }): string {
  return viewer.loggedIn && viewer.partnerCode ? '/partner' : '/partners';
}
