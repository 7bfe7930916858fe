// Breadcrumb trails and their schema.org BreadcrumbList (findability). Browser-safe, no I/O.
import { isHiddenCategory } from '../../domain/labels';
import { listPath } from '../../domain/sitemap-pages';
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

/** The own publications are filed in the hidden category 'eigen uitgaven'; their list is this page. */
const OWN_EDITIONS_CATEGORY = 'eigen uitgaven';
const OWN_EDITIONS_PATH = '/our-publications/our_books';

type Shelf = { name: string; displayValue: string } | null;

/**
 * Home → category → subcategory → book. A hidden category (spec 1 §5) has no list page: the own publications
 * link to their own list instead, other hidden shelves are left out.
 */
export function bookCrumbs(input: {
  shop: Shop;
  homeLabel: string;
  book: { title: string; category: Shelf; subcategory: Shelf };
  path: string;
}): Crumb[] {
  const { book } = input;
  const crumbs: Crumb[] = [{ label: input.homeLabel, href: shopHomePath(input.shop) }];
  const category = book.category;
  if (category && !isHiddenCategory(category.name)) {
    crumbs.push({ label: category.displayValue, href: listPath.category(category.name) });
    if (book.subcategory && !isHiddenCategory(book.subcategory.name))
      crumbs.push({
        label: book.subcategory.displayValue,
        href: listPath.subcategory(book.subcategory.name),
      });
  } else if (category?.name === OWN_EDITIONS_CATEGORY) {
    crumbs.push({ label: category.displayValue, href: OWN_EDITIONS_PATH });
  }
  crumbs.push({ label: book.title, href: input.path });
  return crumbs;
}
