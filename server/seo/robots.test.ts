import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.ts';

describe('robots.txt', () => {
  const txt = robotsTxt('https://www.leeswijzer.nl/');
  const lines = txt.split('\n');

  it('allows the shop and names the absolute sitemap index', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://www.leeswijzer.nl/sitemap.xml');
  });

  it.each([
    '/api/',
    '/account',
    '/shoppingcart',
    '/checkout',
    '/payment-result',
    '/login',
    '/register',
    '/search-results',
    '/wishlist',
    '/partner$',
  ])('disallows %s', (path) => {
    expect(lines).toContain(`Disallow: ${path}`);
  });

  it('leaves books, lists, covers and the public partner pages open', () => {
    const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const open of [
      '/book/9789493000001',
      '/category/psychologie',
      '/media/covers/1',
      '/partners',
      '/partner-agreement',
    ])
      expect(
        rules.some((rule) => (rule.endsWith('$') ? open === rule.slice(0, -1) : open.startsWith(rule))),
        open,
      ).toBe(false);
  });
});
