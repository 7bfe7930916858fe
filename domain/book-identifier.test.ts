import { describe, expect, it } from 'vitest';
import { bookPath, classifyIdentifier, titleSlug } from './book-identifier.ts';

describe('classifyIdentifier (spec 1 §5: identifiers shorter than 10 characters are resolved to an ISBN)', () => {
  it.each([
    ['9789021573403', { kind: 'isbn13', sku: '9789021573403' }],
    ['978-90-215-7340-3', { kind: 'isbn13', sku: '9789021573403' }],
    [' 978 90 215 7340 3 ', { kind: 'isbn13', sku: '9789021573403' }],
    ['9791032305690', { kind: 'isbn13', sku: '9791032305690' }],
    ['9789021573405', { kind: 'invalid' }],
    ['0306406152', { kind: 'isbn10', sku: '9780306406157' }],
    ['0-306-40615-2', { kind: 'isbn10', sku: '9780306406157' }],
    ['080442957X', { kind: 'isbn10', sku: '9780804429573' }],
    ['080442957x', { kind: 'isbn10', sku: '9780804429573' }],
    ['0306406153', { kind: 'invalid' }],
    ['1', { kind: 'id', id: 1 }],
    ['4711', { kind: 'id', id: 4711 }],
    ['123456789', { kind: 'id', id: 123456789 }],
    ['007', { kind: 'id', id: 7 }],
    ['0', { kind: 'invalid' }],
    ['1234567890', { kind: 'invalid' }],
    ['12-34', { kind: 'invalid' }],
    ['-5', { kind: 'invalid' }],
    ['abc', { kind: 'invalid' }],
    ['', { kind: 'invalid' }],
  ])('%j → %j', (raw, expected) => {
    expect(classifyIdentifier(raw)).toEqual(expected);
  });
});

describe('titleSlug (spec 1 §2.6: /book/{sku}/{title slug})', () => {
  it.each([
    ['De kracht van het nu', 'de-kracht-van-het-nu'],
    ['Één ding tegelijk: café & crème brûlée', 'een-ding-tegelijk-cafe-creme-brulee'],
    ["Don't worry, be happy!", 'dont-worry-be-happy'],
    ['Die Straße der Ölmühle', 'die-strasse-der-olmuhle'],
    ['Ærø og Łódź', 'aero-og-lodz'],
    ['  --Zelfvertrouwen?  ', 'zelfvertrouwen'],
    ['7 eigenschappen van effectief leiderschap', '7-eigenschappen-van-effectief-leiderschap'],
    ['¿?!', ''],
  ])('%j → %j', (title, expected) => {
    expect(titleSlug(title)).toBe(expected);
  });

  it('cuts a long title back to a whole word within 80 characters', () => {
    const title =
      'Het grote handboek voor persoonlijke groei, zelfvertrouwen en innerlijke rust in een drukke wereld';
    const slug = titleSlug(title);
    expect(slug).toBe('het-grote-handboek-voor-persoonlijke-groei-zelfvertrouwen-en-innerlijke-rust-in');
    expect(slug.length).toBeLessThanOrEqual(80);
  });

  it('keeps a word that ends exactly at character 80', () => {
    const title = `${'a'.repeat(39)} ${'b'.repeat(40)} c`;
    expect(titleSlug(title)).toBe(`${'a'.repeat(39)}-${'b'.repeat(40)}`);
  });

  it('cuts one unbroken word hard at 80 characters', () => {
    expect(titleSlug('x'.repeat(100))).toBe('x'.repeat(80));
  });
});

describe('bookPath (spec 1 §2.1: the slug form only when seoTitles equals 1)', () => {
  it.each([
    ['1', '/book/9789021573403/de-kracht-van-het-nu'],
    [' 1 ', '/book/9789021573403/de-kracht-van-het-nu'],
    ['0', '/book/9789021573403'],
    ['true', '/book/9789021573403'],
    [null, '/book/9789021573403'],
    [undefined, '/book/9789021573403'],
  ])('seoTitles %j → %s', (seoTitles, expected) => {
    expect(bookPath('9789021573403', 'De kracht van het nu', seoTitles)).toBe(expected);
  });

  it.each(['Reviews', 'Description', 'Specifications', '!!!'])(
    'keeps /book/{sku} when the title %j would read as a tab or gives no slug',
    (title) => {
      expect(bookPath('9789021573403', title, '1')).toBe('/book/9789021573403');
    },
  );
});
