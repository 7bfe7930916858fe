// The shop's fixed pages (spec 1 §2.1, spec 3 §2) as listed by the XML sitemap and the /sitemap page. Lists
// whose content depends on data (categories, languages, product groups, authors) come from the database.

export interface SitePage {
  path: string;
  /** Interface text key of the page's name on /sitemap. */
  labelKey: string;
  /** Only while the all-books shop exists (spec 1 §1 SHOP_ALL feature). */
  shopAllOnly?: true;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', labelKey: 'seo.page.home' },
  { path: '/all-books', labelKey: 'seo.page.all_books', shopAllOnly: true },
  // Spec 1 §2.1 /our-publications/{view}: view is our_books, tips or own_book.
  { path: '/our-publications/our_books', labelKey: 'seo.page.our_books' },
  { path: '/our-publications/tips', labelKey: 'seo.page.tips' },
  { path: '/our-publications/own_book', labelKey: 'seo.page.own_book' },
  { path: '/new-books', labelKey: 'seo.page.new_books' },
  { path: '/ebooks', labelKey: 'seo.page.ebooks' },
  // docs/decisions/ #18: the Top 60 belongs to the all-books shop.
  { path: '/top60', labelKey: 'seo.page.top60', shopAllOnly: true },
  { path: '/category/top10', labelKey: 'seo.page.top10' },
  { path: '/authors', labelKey: 'seo.page.authors' },
  { path: '/overview-newsletters', labelKey: 'seo.page.newsletters' },
  { path: '/videos-overview', labelKey: 'seo.page.videos' },
  // Spec 3 §2 static pages.
  { path: '/mission', labelKey: 'seo.page.mission' },
  { path: '/address', labelKey: 'seo.page.address' },
  { path: '/business', labelKey: 'seo.page.business' },
  { path: '/terms-conditions', labelKey: 'seo.page.terms' },
  { path: '/privacy-policy', labelKey: 'seo.page.privacy' },
  { path: '/disclaimer', labelKey: 'seo.page.disclaimer' },
  // Issue 15 #5: the vacancies and the partner programme's explanation.
  { path: '/jobs', labelKey: 'seo.page.jobs' },
  { path: '/partners', labelKey: 'seo.page.partners' },
  // Issue 15: the lectures and the contact form.
  { path: '/events', labelKey: 'seo.page.events' },
  { path: '/contact', labelKey: 'seo.page.contact' },
  { path: '/sitemap', labelKey: 'seo.page.sitemap' },
];

/** The fixed pages that exist in the current configuration. */
export function sitePages(shopAllAvailable: boolean): SitePage[] {
  return SITE_PAGES.filter((p) => shopAllAvailable || !p.shopAllOnly);
}
