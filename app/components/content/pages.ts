// Spec 3 §2 "Other routes": the static pages, the addresses that show each (Dutch aliases included) and the
// canonical address of each. A page's texts are 'static.<key>.title|description|lead|body'.
import { DOWNLOAD_ROUTES, type DownloadPageKey } from '../../../domain/downloads';

export type StaticPageKey =
  | 'address'
  | 'business'
  | 'disclaimer'
  | 'mission'
  | 'privacy'
  | 'terms'
  | 'jobs'
  | 'own_book'
  | 'partners'
  | `download_${DownloadPageKey}`;

export interface StaticPage {
  key: StaticPageKey;
  /** The canonical address (aliases show the same page). */
  path: string;
  /** For a download page: whose files it offers. */
  downloads?: DownloadPageKey;
}

const page = (key: StaticPageKey, path: string): StaticPage => ({ key, path });

const PAGES: Readonly<Record<string, StaticPage>> = {
  address: page('address', '/address'),
  business: page('business', '/business'),
  zakelijk: page('business', '/business'),
  disclaimer: page('disclaimer', '/disclaimer'),
  mission: page('mission', '/mission'),
  missie: page('mission', '/mission'),
  'privacy-policy': page('privacy', '/privacy-policy'),
  'terms-conditions': page('terms', '/terms-conditions'),
  jobs: page('jobs', '/jobs'),
  vacature: page('jobs', '/jobs'),
  vacatures: page('jobs', '/jobs'),
  'own-book': page('own_book', '/own-book'),
  partners: page('partners', '/partners'),
  partneruitleg: page('partners', '/partners'),
  ...Object.fromEntries(
    Object.entries(DOWNLOAD_ROUTES).map(([segment, downloads]) => [
      segment,
      { key: `download_${downloads}`, path: `/download-${downloads}`, downloads } satisfies StaticPage,
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
