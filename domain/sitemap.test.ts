import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  escapeXml,
  idRangeOfPage,
  MAX_SERIAL_ID,
  pageCountForMaxId,
  pageOfId,
  parseSitemapFile,
  SITEMAP_MAX_URLS,
  sitemapFilePath,
  sitemapIndexXml,
  urlsetXml,
  w3cDate,
} from './sitemap.ts';

describe('sitemap pages over id ranges (50,000 ids a page)', () => {
  it.each([
    [1, { first: 1, last: 50_000 }],
    [2, { first: 50_001, last: 100_000 }],
    [20, { first: 950_001, last: 1_000_000 }],
    [42_950, { first: 2_147_450_001, last: MAX_SERIAL_ID }],
  ])('page %i covers ids %o', (page, range) => {
    expect(idRangeOfPage(page)).toEqual(range);
  });

  it.each([0, -1, 1.5, 42_951, Number.NaN])('page %s does not exist', (page) => {
    expect(idRangeOfPage(page)).toBeNull();
  });

  it.each([
    [1, 1],
    [50_000, 1],
    [50_001, 2],
    [1_000_000, 20],
    [1_000_001, 21],
  ])('id %i is on page %i', (id, page) => {
    expect(pageOfId(id)).toBe(page);
  });

  it.each([
    [0, 0],
    [1, 1],
    [23_060, 1],
    [50_000, 1],
    [50_001, 2],
    [1_000_000, 20],
  ])('a table whose highest id is %i needs %i pages', (maxId, pages) => {
    expect(pageCountForMaxId(maxId)).toBe(pages);
  });

  it('uses the page size it is given', () => {
    expect(idRangeOfPage(3, 10)).toEqual({ first: 21, last: 30 });
    expect(pageCountForMaxId(31, 10)).toBe(4);
  });
});

describe('sitemap file names', () => {
  it.each([
    ['books-1.xml', { kind: 'books', page: 1 }],
    ['books-20.xml', { kind: 'books', page: 20 }],
    ['authors-3.xml', { kind: 'authors', page: 3 }],
    ['pages.xml', { kind: 'pages' }],
  ] as const)('%s is %o and back', (name, file) => {
    expect(parseSitemapFile(name)).toEqual(file);
    expect(sitemapFilePath(file)).toBe(`/sitemaps/${name}`);
  });

  it.each(['books-0.xml', 'books-01.xml', 'books-x.xml', 'books-1.xml.gz', 'books-99999.xml', 'other.xml'])(
    '%s is not a sitemap',
    (name) => {
      expect(parseSitemapFile(name)).toBeNull();
    },
  );
});

describe('sitemap XML', () => {
  it('escapes the five XML entities (sitemaps.org entity escaping)', () => {
    expect(escapeXml(`/a?b=1&c='x'<"y">`)).toBe('/a?b=1&amp;c=&apos;x&apos;&lt;&quot;y&quot;&gt;');
  });

  it('writes a urlset with loc and, when known, lastmod', () => {
    const xml = urlsetXml([
      { loc: 'https://www.leeswijzer.nl/category/zelf&hulp', lastmod: '2026-11-22' },
      { loc: 'https://www.leeswijzer.nl/authors' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://www.leeswijzer.nl/category/zelf&amp;hulp</loc><lastmod>2026-11-22</lastmod></url>\n' +
        '<url><loc>https://www.leeswijzer.nl/authors</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml([{ loc: 'https://x.nl/sitemaps/books-1.xml' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://x.nl/sitemaps/books-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('refuses more than 50,000 URLs in one file', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `https://x.nl/${i}` }));
    expect(() => urlsetXml(entries)).toThrow(RangeError);
    expect(urlsetXml(entries.slice(1)).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('joins origin and path with exactly one slash, and writes dates as YYYY-MM-DD in UTC', () => {
    expect(absoluteUrl('https://x.nl/', '/book/1')).toBe('https://x.nl/book/1');
    expect(absoluteUrl('https://x.nl', 'sitemap')).toBe('https://x.nl/sitemap');
    expect(w3cDate(new Date('2026-11-22T23:30:00+01:00'))).toBe('2026-11-22');
    expect(w3cDate('2026-11-22T08:00:00Z')).toBe('2026-11-22');
  });
});
