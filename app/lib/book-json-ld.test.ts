import { describe, expect, it } from 'vitest';
import { bookJsonLd, schemaAvailability } from './book-json-ld';
import { inlineJson } from './inline-json';

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
    authors: [{ id: 7, name: 'Annemiek van der Berg' }],
    sbEdition: 'eigen uitgaven',
    lang: 'NL',
    pages: 224,
    stock: 1,
    stockCode: null,
    media: 'Boek',
    version: 'Paperback',
    releaseDate: '2024-03-01',
  };
  const input = {
    book,
    url: 'https://www.leeswijzer.nl/book/9789493000001/meer-zelfvertrouwen',
    imageUrl: 'https://www.leeswijzer.nl/media/covers/9789493000001',
    origin: 'https://www.leeswijzer.nl',
    priceCents: 1995,
    orderable: true,
  };

  it('is a valid schema.org Book with author, publisher, language, pages, format, image, url and offer', () => {
    expect(bookJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Meer </script> zelfvertrouwen',
      isbn: '9789493000001',
      url: 'https://www.leeswijzer.nl/book/9789493000001/meer-zelfvertrouwen',
      image: 'https://www.leeswijzer.nl/media/covers/9789493000001',
      author: [
        { '@type': 'Person', name: 'Annemiek van der Berg', url: 'https://www.leeswijzer.nl/author/7' },
      ],
      publisher: { '@type': 'Organization', name: 'Leeswijzer', url: 'https://www.leeswijzer.nl/' },
      inLanguage: 'nl',
      numberOfPages: 224,
      bookFormat: 'https://schema.org/Paperback',
      datePublished: '2024-03-01',
      offers: {
        '@type': 'Offer',
        url: 'https://www.leeswijzer.nl/book/9789493000001/meer-zelfvertrouwen',
        price: '19.95',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Leeswijzer', url: 'https://www.leeswijzer.nl/' },
      },
    });
  });

  it('writes whole euros with two decimals and leaves the price out when the page hides it', () => {
    expect(bookJsonLd({ ...input, priceCents: 2000 }).offers).toMatchObject({ price: '20.00' });
    const hidden = bookJsonLd({ ...input, priceCents: null, orderable: false }).offers as Record<
      string,
      unknown
    >;
    expect(hidden).not.toHaveProperty('price');
    expect(hidden.priceCurrency).toBe('EUR');
  });

  it('names no publisher for other publishers’ books and no language it cannot code', () => {
    const ld = bookJsonLd({ ...input, book: { ...book, sbEdition: null, lang: 'XX', version: 'Gebonden' } });
    expect(ld).not.toHaveProperty('publisher');
    expect(ld).not.toHaveProperty('inLanguage');
    expect(ld.bookFormat).toBe('https://schema.org/Hardcover');
  });

  it('describes a non-book medium (a DVD, an event ticket) as a Product with a GTIN-13', () => {
    const ld = bookJsonLd({ ...input, book: { ...book, media: 'DVD', version: 'DVD' } });
    expect(ld['@type']).toBe('Product');
    expect(ld.gtin13).toBe('9789493000001');
    expect(ld).not.toHaveProperty('isbn');
    expect(ld).not.toHaveProperty('author');
    expect(ld).not.toHaveProperty('numberOfPages');
  });

  it('escapes < so the JSON cannot close its script element', () => {
    const json = inlineJson(bookJsonLd({ ...input, priceCents: null, orderable: false }));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('Meer </script> zelfvertrouwen');
  });
});
