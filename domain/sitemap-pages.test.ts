import { describe, expect, it } from 'vitest';
import { listPath } from './list-paths.ts';
import { SITE_PAGES, sitePages } from './sitemap-pages.ts';

describe('fixed pages in the sitemap', () => {
  it('lists the all-books home and the Top 60 only while the all-books shop exists', () => {
    const withAll = sitePages(true).map((p) => p.path);
    const without = sitePages(false).map((p) => p.path);
    expect(withAll).toContain('/all-books');
    expect(withAll).toContain('/top60');
    expect(without).not.toContain('/all-books');
    expect(without).not.toContain('/top60');
    expect(withAll).toHaveLength(SITE_PAGES.length);
    expect(without).toHaveLength(SITE_PAGES.length - 2);
  });

  it('has the three own-publication views and the static pages of spec 3 §2', () => {
    const paths = sitePages(false).map((p) => p.path);
    for (const view of ['our_books', 'tips', 'own_book'])
      expect(paths).toContain(`/our-publications/${view}`);
    for (const page of [
      '/address',
      '/business',
      '/disclaimer',
      '/mission',
      '/privacy-policy',
      '/terms-conditions',
      '/sitemap',
    ])
      expect(paths).toContain(page);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('list addresses', () => {
  it('encodes names as one path segment', () => {
    expect(listPath.category('eten & drinken')).toBe('/category/eten%20%26%20drinken');
    expect(listPath.subcategory('a/b')).toBe('/subcategory/a%2Fb');
    expect(listPath.language('engels')).toBe('/languages/engels');
    expect(listPath.products('cadeaus')).toBe('/products/cadeaus');
    expect(listPath.author(17)).toBe('/author/17');
  });
});
