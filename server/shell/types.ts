// What the page shell needs on every page (spec 1 §2.2), shaped for the React app.
import type { Cents } from '../../domain/money.ts';
import type { Shop, ToggleId } from '../../domain/shop.ts';
import type { Viewer } from '../accounts/viewer.ts';

export interface NavLink {
  name: string;
  path: string;
  title: string;
}

export interface ShellBook {
  sku: string;
  title: string;
  author: string;
  /** Cents to show, or null when the display rule hides the price. */
  priceCents: Cents | null;
  soldOut: boolean;
  /** Spec 1 §5 (e-books §2.8): the cart button is enabled. */
  orderable: boolean;
  /** Spec 1 §5: the wishlist button is enabled. */
  wishlistable: boolean;
  ownEdition: boolean;
  soonAvailable: boolean;
  coverUrl: string;
  href: string;
}

export interface RankedBook extends ShellBook {
  rank: number;
}

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

export interface ShellData {
  shop: Shop;
  toggle: ToggleId;
  shopAllAvailable: boolean;
  viewer: Viewer;
  nav: { main: NavLink[]; sub: NavLink[] };
  categories: { name: string; displayValue: string; href: string }[];
  languages: { abbr: string; displayValue: string; href: string }[];
  productGroups: { name: string; displayValue: string; href: string }[];
  sbAuthors: { id: number; name: string; href: string }[];
  banners: {
    text1: string;
    text2: string;
    img: string | null;
    href: string | null;
    coverUrl: string | null;
  }[];
  newestBooks: ShellBook[];
  top20: RankedBook[];
  top10: RankedBook[];
  top10Title: string;
  latestNewsletter: { title: string; week: number; tag: string } | null;
  notifications: { id: number; title: string; description: string }[];
  shipping: { freeFromCents: number; defaultCents: number };
  footer: {
    columns: FooterColumn[];
    social: { name: string; url: string }[];
    paymentLogos: string[];
    partnerPath: string;
  };
  /** Counters in the header tools; filled by the cart and wishlist issue, 0 until then. */
  counts: { wishlist: number; cart: number };
  adminUrl: string | null;
  version: string;
  year: number;
}

/** The shell's fields that depend on the visitor (their menus, footer columns, counters) or the page. */
type OwnShellKey =
  'shop' | 'toggle' | 'shopAllAvailable' | 'viewer' | 'nav' | 'footer' | 'counts' | 'adminUrl';

/**
 * Issue 16 (decision 499): the shell's fields that are the same for every visitor of a shop (categories, authors,
 * banners, newest books, top lists, notifications, shipping): sent once per visit and shop (domain/shell.ts).
 */
export type ShellShared = Omit<ShellData, OwnShellKey>;

/** What a page's loader data carries of the shell: this visitor's part and the version of the shared part. */
export type ShellOwn = Pick<ShellData, OwnShellKey> & { sharedVersion: string };
