import { describe, expect, it } from 'vitest';
import { bookJsonLd, inlineJson, schemaAvailability } from './book-json-ld';

describe('schema.org availability of a book', () => {
  it.each([
    [{ stock: 2, stockCode: 21 }, true, 'OutOfStock'],
    [{ stock: 0, stockCode: 10 }, false, 'PreOrder'],
    [{ stock: 0, stockCode: 41 }, false, 'Discontinued'],
    [{ stock: 0, stockCode: null }, false, 'Discontinued'],
    [{ stock: 1, stockCode: null }, true, 'InStock'],
    [{ stock: 0, stockCode: 30 }, false, 'OutOfStock'],
  ] as const)('%o (orderable %s) is %s', (book, orderable, expected) => {
    expect(schemaAvailability(book, orderable)).toBe(expected);
  });
});

describe('book JSON-LD', () => {
  const book = {
    sku: '9789493000001',
    title: 'Meer </script> zelfvertrouwen',
    authors: [{ name: 'Annemiek van der Berg' }],
    sbEdition: 'eigen uitgaven',
    lang: 'NL',
    pages: 224,
    stock: 1,
    stockCode: null,
  };
  it('gives the price with a dot and two decimals in EUR and the language code', () => {
    const ld = bookJsonLd({
      book,
      url: 'https://x/book/1',
      imageUrl: 'https://x/c',
      priceCents: 1995,
      orderable: true,
    });
    expect(ld).toMatchObject({
      '@type': 'Book',
      isbn: '9789493000001',
      inLanguage: 'nl',
      numberOfPages: 224,
      publisher: { name: 'Leeswijzer' },
      offers: { price: '19.95', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
  });
  it('escapes < so the JSON cannot close its script element', () => {
    const json = inlineJson(
      bookJsonLd({ book, url: 'u', imageUrl: 'i', priceCents: null, orderable: false }),
    );
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('Meer </script> zelfvertrouwen');
  });
});
