// robots.txt: crawlers may read the shop, not the private or thin pages (accounts, cart, checkout, payment,
// partner area, forms that only make sense for one visitor, search results), and are pointed at the sitemap.
import { absoluteUrl } from '../../domain/sitemap.ts';

/**
 * Paths (prefix rules) crawlers are asked to skip. '$' ends a rule exactly (Google, Bing): '/partner$' keeps
 * the public partner info page /partners and the partner agreement open while closing the partner area.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/account',
  '/shoppingcart',
  '/checkout',
  '/payment',
  '/payment-result',
  '/wishlist',
  '/login',
  '/register',
  '/partner$',
  '/partner/',
  '/partner-registration',
  '/unsubscribe',
  '/uitschrijven',
  '/inschrijving',
  '/subscription',
  '/search-results',
  '/search-advanced',
  '/test-upload',
  '/test-abort',
  '/dev/',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
