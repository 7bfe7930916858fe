// Breadcrumb trails and their schema.org BreadcrumbList (findability). Browser-safe, no I/O.
import type { Shop } from '../../domain/shop';

export interface Crumb {
  label: string;
  /** Site path; the last crumb is the current page. */
  href: string;
}

/** schema.org BreadcrumbList with absolute item URLs, positions from 1. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: /^https?:\/\//.test(crumb.href) ? crumb.href : `${origin}${crumb.href}`,
    })),
  };
}

/** The home page of a shop: the all-books home in the all-books shop, else the own shop's. */
export function shopHomePath(shop: Shop): string {
  return shop === 'SHOP_ALL' ? '/all-books' : '/';
}
