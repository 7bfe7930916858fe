// What the page shell needs on every page (spec 1 §2.2), shaped for the React app.
import type { Shop, ToggleId } from '../../domain/shop.ts';

/**
 * The visitor as the server knows them: from the session (server/accounts/viewer.ts), never from the browser.
 * Spec 2 §3/§6 roles; anonymous visitors have user id 0.
 */
export interface Viewer {
  loggedIn: boolean;
  userId: number;
  firstname: string | null;
  isAdmin: boolean;
  isReseller: boolean;
  isPartner: boolean;
  partnerCode: string | null;
  accessLevel: number;
  noShippingCosts: boolean;
}

export const ANONYMOUS: Viewer = {
  loggedIn: false,
  userId: 0,
  firstname: null,
  isAdmin: false,
  isReseller: false,
  isPartner: false,
  partnerCode: null,
  accessLevel: 0,
  noShippingCosts: false,
};

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
  priceCents: number | null;
  soldOut: boolean;
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
