import { describe, expect, it } from 'vitest';
import { bookCrumbs } from './book-crumbs';
import { breadcrumbJsonLd } from './breadcrumbs';

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the items from 1 and makes every item an absolute URL', () => {
    expect(
      breadcrumbJsonLd(
        [
          { label: 'Home', href: '/' },
          { label: 'Psychologie', href: '/category/psychologie' },
          { label: 'Emoties & co', href: 'https://cdn.example/x' },
        ],
        'https://www.leeswijzer.nl',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.leeswijzer.nl/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Psychologie',
          item: 'https://www.leeswijzer.nl/category/psychologie',
        },
        { '@type': 'ListItem', position: 3, name: 'Emoties & co', item: 'https://cdn.example/x' },
      ],
    });
  });
});

describe('book breadcrumbs', () => {
  const base = { homeLabel: 'Home', path: '/book/9789493000001/meer-zelfvertrouwen' };
  const trail = (input: Parameters<typeof bookCrumbs>[0]) =>
    bookCrumbs(input).map((c) => `${c.label} ${c.href}`);

  it('runs home → category → subcategory → book in the own shop', () => {
    expect(
      trail({
        ...base,
        shop: 'SHOP_SB',
        book: {
          title: 'Meer zelfvertrouwen',
          category: { name: 'zelfontwikkeling', displayValue: 'Zelfontwikkeling' },
          subcategory: { name: 'zelfvertrouwen', displayValue: 'Zelfvertrouwen' },
        },
      }),
    ).toEqual([
      'Home /',
      'Zelfontwikkeling /category/zelfontwikkeling',
      'Zelfvertrouwen /subcategory/zelfvertrouwen',
      'Meer zelfvertrouwen /book/9789493000001/meer-zelfvertrouwen',
    ]);
  });

  it('starts at the all-books home in the all-books shop and skips a missing subcategory', () => {
    expect(
      trail({
        ...base,
        shop: 'SHOP_ALL',
        book: { title: 'X', category: { name: 'romans', displayValue: 'Romans' }, subcategory: null },
      }),
    ).toEqual(['Home /all-books', 'Romans /category/romans', `X ${base.path}`]);
  });

  it('links own publications to their list and leaves other hidden shelves out', () => {
    expect(
      trail({
        ...base,
        shop: 'SHOP_SB',
        book: {
          title: 'X',
          category: { name: 'eigen uitgaven', displayValue: 'Eigen uitgaven' },
          subcategory: { name: 'eigen-boeken', displayValue: 'Boeken' },
        },
      }),
    ).toEqual(['Home /', 'Eigen uitgaven /our-publications/our_books', `X ${base.path}`]);
    expect(
      trail({
        ...base,
        shop: 'SHOP_SB',
        book: {
          title: 'X',
          category: { name: 'nieuw', displayValue: 'Nieuw' },
          subcategory: { name: 'nieuw-deze-week', displayValue: 'Nieuw deze week' },
        },
      }),
    ).toEqual(['Home /', `X ${base.path}`]);
    expect(
      trail({ ...base, shop: 'SHOP_SB', book: { title: 'X', category: null, subcategory: null } }),
    ).toEqual(['Home /', `X ${base.path}`]);
  });
});
