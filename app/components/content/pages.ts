// Spec 3 §2 "Other routes": the static pages, the addresses that show each (Dutch aliases included) and the
// canonical address of each (domain/static-pages.ts). A page's texts are 'static.<key>.title|description|lead|body'.
import { DOWNLOAD_ROUTES, type DownloadPageKey } from '../../../domain/downloads';
import { STATIC_PAGE_PATHS, type StaticPageKey } from '../../../domain/static-pages';

export type { StaticPageKey };

export interface StaticPage {
  key: StaticPageKey;
  /** The canonical address (aliases show the same page). */
  path: string;
  /** For a download page: whose files it offers. */
  downloads?: DownloadPageKey;
}

const page = (key: StaticPageKey): StaticPage => ({ key, path: STATIC_PAGE_PATHS[key] });

const PAGES: Readonly<Record<string, StaticPage>> = {
  address: page('address'),
  business: page('business'),
  zakelijk: page('business'),
  disclaimer: page('disclaimer'),
  mission: page('mission'),
  missie: page('mission'),
  'privacy-policy': page('privacy'),
  'terms-conditions': page('terms'),
  jobs: page('jobs'),
  vacature: page('jobs'),
  vacatures: page('jobs'),
  'own-book': page('own_book'),
  partners: page('partners'),
  partneruitleg: page('partners'),
  ...Object.fromEntries(
    Object.entries(DOWNLOAD_ROUTES).map(([segment, downloads]) => [
      segment,
      { ...page(`download_${downloads}`), downloads } satisfies StaticPage,
    ]),
  ),
};

/** Every address segment that shows a static page (app/routes.ts registers one route per segment). */
export const STATIC_PAGE_SEGMENTS: readonly string[] = Object.keys(PAGES);

/** The page an address shows ('/zakelijk' → business), or null. */
export function staticPageOf(pathname: string): StaticPage | null {
  const segment = pathname.split('/')[1]?.toLowerCase() ?? '';
  return Object.hasOwn(PAGES, segment) ? PAGES[segment]! : null;
}
