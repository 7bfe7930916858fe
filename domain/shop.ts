// Spec 1 §1, §4 "Shop mode": SHOP_SB (own shop, default) or SHOP_ALL (all books, behind the feature).
export type Shop = 'SHOP_SB' | 'SHOP_ALL';
export const DEFAULT_SHOP: Shop = 'SHOP_SB';

/** Spec 1 §2.2 header toggle: 1 own publications, 2 SB, 3 all books. */
export type ToggleId = 1 | 2 | 3;

const OWN_PUBLICATION_PREFIXES = ['/our-publications', '/onze-publicaties', '/eigen-uitgaven'];

export function isShop(value: unknown): value is Shop {
  return value === 'SHOP_SB' || value === 'SHOP_ALL';
}

/**
 * Spec 1 §4 Shop mode: the toggle (/our-publications, /, /all-books) and the logo (/) set the shop; other
 * pages keep the remembered one. SHOP_ALL is only possible while the feature is available.
 */
export function resolveShop(input: {
  pathname: string;
  remembered: unknown;
  shopAllAvailable: boolean;
}): Shop {
  const { pathname, remembered, shopAllAvailable } = input;
  if (pathname === '/all-books' || pathname === '/all-books/')
    return shopAllAvailable ? 'SHOP_ALL' : DEFAULT_SHOP;
  if (
    pathname === '/' ||
    OWN_PUBLICATION_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))
  ) {
    return DEFAULT_SHOP;
  }
  if (remembered === 'SHOP_ALL' && shopAllAvailable) return 'SHOP_ALL';
  return DEFAULT_SHOP;
}

/** Which toggle item is active: own publications pages → 1, the all-books shop → 3, otherwise 2. */
export function activeToggle(pathname: string, shop: Shop): ToggleId {
  if (OWN_PUBLICATION_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return 1;
  return shop === 'SHOP_ALL' ? 3 : 2;
}
