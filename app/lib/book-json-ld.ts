// schema.org Book structured data for the book page (findability). Browser-safe, no I/O.
import { OWN_EDITION } from '../../domain/labels.ts';
import { isNoLongerAvailable, SOLD_OUT, STOCK_CODE } from '../../domain/availability.ts';
import { mediaType } from '../../domain/media-type.ts';

export type SchemaAvailability = 'InStock' | 'OutOfStock' | 'PreOrder' | 'Discontinued';

/**
 * Our stock state as a schema.org availability: sold out (stock 2) → OutOfStock; not yet published (code 10)
 * → PreOrder; no longer available (codes 40–52, or stock 0 without a code) → Discontinued; orderable →
 * InStock; anything else (temporarily unavailable, a reprint far off) → OutOfStock.
 */
export function schemaAvailability(
  book: { stock: number; stockCode: number | null },
  orderable: boolean,
): SchemaAvailability {
  if (book.stock === SOLD_OUT) return 'OutOfStock';
  if (book.stockCode === STOCK_CODE.NOT_YET_PUBLISHED) return 'PreOrder';
  if (isNoLongerAvailable(book)) return 'Discontinued';
  return orderable ? 'InStock' : 'OutOfStock';
}

/** The inLanguage codes schema.org expects, from our language abbreviations. */
const LANGUAGE_CODES: Record<string, string> = { NL: 'nl', EN: 'en', DE: 'de', FR: 'fr', ES: 'es' };

/** schema.org BookFormatType for our versions ('Uitvoering'); other versions name no format. */
const BOOK_FORMATS: Record<string, string> = {
  paperback: 'Paperback',
  pocket: 'Paperback',
  gebonden: 'Hardcover',
  kartonboek: 'Hardcover',
  'e-book': 'EBook',
  ebook: 'EBook',
  audioboek: 'AudiobookFormat',
  luisterboek: 'AudiobookFormat',
  'mp3 audio': 'AudiobookFormat',
};

export interface JsonLdBook {
  sku: string;
  title: string;
  authors: { id?: number; name: string }[];
  sbEdition: string | null;
  lang: string;
  pages: number | null;
  stock: number;
  stockCode: number | null;
  media: string | null;
  version: string | null;
  /** 'YYYY-MM-DD'. */
  releaseDate: string | null;
}

/**
 * schema.org structured data of the book page: a Book (a Product for non-book media such as DVDs and event
 * tickets, spec 1 §4 media type) with its Offer. The price is a decimal string, as schema.org recommends, and
 * only present when the page shows one (docs/decisions/ #33).
 */
export function bookJsonLd(input: {
  book: JsonLdBook;
  /** Absolute canonical URL of the page. */
  url: string;
  imageUrl: string;
  /** The shop's origin, for author and publisher links. */
  origin: string;
  priceCents: number | null;
  orderable: boolean;
}): Record<string, unknown> {
  const { book, origin } = input;
  const shop = { '@type': 'Organization', name: 'Leeswijzer', url: `${origin}/` };
  const isBook = mediaType(book.media) === 'book';
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': isBook ? 'Book' : 'Product',
    name: book.title,
    [isBook ? 'isbn' : 'gtin13']: book.sku,
    url: input.url,
    image: input.imageUrl,
  };
  if (isBook) {
    ld.author = book.authors.map((a) => ({
      '@type': 'Person',
      name: a.name,
      ...(a.id !== undefined ? { url: `${origin}/author/${a.id}` } : {}),
    }));
    if (book.sbEdition === OWN_EDITION) ld.publisher = shop;
    const language = LANGUAGE_CODES[book.lang.toUpperCase()];
    if (language) ld.inLanguage = language;
    if (book.pages) ld.numberOfPages = book.pages;
    const format = BOOK_FORMATS[book.version?.trim().toLowerCase() ?? ''];
    if (format) ld.bookFormat = `https://schema.org/${format}`;
    if (book.releaseDate) ld.datePublished = book.releaseDate;
  }
  ld.offers = {
    '@type': 'Offer',
    url: input.url,
    priceCurrency: 'EUR',
    ...(input.priceCents !== null ? { price: (input.priceCents / 100).toFixed(2) } : {}),
    availability: `https://schema.org/${schemaAvailability(book, input.orderable)}`,
    seller: shop,
  };
  return ld;
}
