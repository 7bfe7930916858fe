// schema.org Book structured data for the book page (findability). Browser-safe, no I/O.
import { OWN_EDITION } from '../../domain/labels.ts';
import { SOLD_OUT } from '../../domain/availability.ts';

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
  if (book.stockCode === 10) return 'PreOrder';
  if (book.stock === 0 && (book.stockCode === null || (book.stockCode >= 40 && book.stockCode <= 52)))
    return 'Discontinued';
  return orderable ? 'InStock' : 'OutOfStock';
}

/** The inLanguage codes schema.org expects, from our language abbreviations. */
const LANGUAGE_CODES: Record<string, string> = { NL: 'nl', EN: 'en', DE: 'de', FR: 'fr', ES: 'es' };

export interface JsonLdBook {
  sku: string;
  title: string;
  authors: { name: string }[];
  sbEdition: string | null;
  lang: string;
  pages: number | null;
  stock: number;
  stockCode: number | null;
}

export function bookJsonLd(input: {
  book: JsonLdBook;
  url: string;
  imageUrl: string;
  priceCents: number | null;
  orderable: boolean;
}): Record<string, unknown> {
  const { book } = input;
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.title,
    isbn: book.sku,
    url: input.url,
    image: input.imageUrl,
    author: book.authors.map((a) => ({ '@type': 'Person', name: a.name })),
  };
  if (book.sbEdition === OWN_EDITION) ld.publisher = { '@type': 'Organization', name: 'Leeswijzer' };
  const language = LANGUAGE_CODES[book.lang.toUpperCase()];
  if (language) ld.inLanguage = language;
  if (book.pages) ld.numberOfPages = book.pages;
  ld.offers = {
    '@type': 'Offer',
    url: input.url,
    priceCurrency: 'EUR',
    ...(input.priceCents !== null ? { price: (input.priceCents / 100).toFixed(2) } : {}),
    availability: `https://schema.org/${schemaAvailability(book, input.orderable)}`,
  };
  return ld;
}

/** JSON for an inline <script>: '<' escaped so a title such as '</script>' cannot end the element. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
