// The book page's breadcrumb trail: home, category, subcategory, book.
import { isHiddenCategory } from '../../domain/labels';
import { listPath } from '../../domain/list-paths';
import type { Shop } from '../../domain/shop';
import { type Crumb, shopHomePath } from './breadcrumbs';

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
