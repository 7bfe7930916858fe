// Spec 1 §2.6 and §7.2 (/v2/catalog/details/{sku}, getBookDetailsBySku): one book as JSON. Like the book page
// it accepts an ISBN-13, an ISBN-10 or a short book id; unlike the page it never redirects: a replaced book is
// answered itself, with `replacedBy` naming the replacement.
import { z } from 'zod';
import { availability } from '../../domain/availability.ts';
import { bookPath } from '../../domain/book-identifier.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { bookLabels, visibleKeywords } from '../../domain/labels.ts';
import { displayPriceCents } from '../../domain/price-display.ts';
import { renderStockText, stockText } from '../../domain/stock-texts.ts';
import type { Texts } from '../../domain/texts.ts';
import type { ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import { bookAuthor, bookLabel, cacheCatalogue, centsSchema, notFound } from './api-shared.ts';
import type { BookPage } from './book-page.ts';

const named = z.object({ name: z.string(), displayValue: z.string() });
const positive = z.number().int().nullable();

export const bookDetails = z.object({
  sku: z.string().meta({ description: 'ISBN-13' }),
  title: z.string(),
  subtitle: z.string().nullable(),
  authors: z.array(bookAuthor),
  priceCents: centsSchema
    .nullable()
    .meta({ description: 'Prijs incl. btw in centen zoals getoond; null als de prijs niet getoond wordt' }),
  stock: z.number().int().meta({ description: '1 op voorraad, 2 uitverkocht, 0 zie stockCode' }),
  stockCode: z.number().int().nullable().meta({ description: 'ONIX-codelijst 65' }),
  stockText: z.string().meta({ description: 'De voorraad- of levertijdtekst, in het Nederlands' }),
  orderable: z.boolean(),
  wishlistable: z.boolean(),
  soldOut: z.boolean(),
  labels: z.array(bookLabel),
  language: z.object({ abbr: z.string(), displayValue: z.string().nullable() }),
  pages: z.number().int().nullable(),
  releaseDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
  media: z.string().nullable(),
  version: z.string().nullable(),
  collection: z.object({ name: z.string(), part: z.string().nullable() }).nullable(),
  nur: z.number().int().nullable(),
  category: named.nullable(),
  subcategory: named.nullable(),
  keywords: z.array(z.string()),
  shortDescription: z.string().nullable(),
  description: z.string().nullable().meta({ description: "null als er geen beschrijving is (ook bij '0')" }),
  dimensions: z
    .object({ widthMm: positive, lengthMm: positive, thicknessMm: positive, weightG: positive })
    .meta({ description: 'Breedte, lengte en dikte in mm, gewicht in g; null als onbekend (0)' }),
  alternativeSku: z.string().nullable().meta({ description: 'De sku van de vervanger, zoals opgeslagen' }),
  replacedBy: z
    .object({ sku: z.string(), title: z.string(), pageUrl: z.string() })
    .nullable()
    .meta({ description: 'De vervangende titel, als die in de catalogus staat' }),
  coverUrl: z.string(),
  pdfPreviewUrl: z.string().nullable(),
  pageUrl: z.string(),
  canonicalUrl: z.string().meta({ description: 'Het volledige adres van de boekpagina' }),
});

export type BookDetails = z.infer<typeof bookDetails>;

export function registerBookApi(api: ApiRegistry, services: Services, origin: string): void {
  api.add({
    method: 'GET',
    path: '/books/{sku}',
    summary: 'Eén boek op ISBN-13, ISBN-10 of boeknummer; een vervangen boek met replacedBy',
    tags: ['boeken'],
    params: z.object({
      sku: z
        .string()
        .trim()
        .min(1, { error: 'Geef een ISBN of boeknummer op.' })
        .max(64, { error: 'Dit ISBN of boeknummer is te lang.' })
        .meta({ description: 'ISBN-13, ISBN-10 of boeknummer' }),
    }),
    response: bookDetails,
    notFound: 'Dit boek is nog niet in onze database opgenomen',
    handler: async ({ params, reply }) => {
      const [page, texts] = await Promise.all([bookPageOf(services, params.sku), services.texts.texts('nl')]);
      if (!page) throw await notFound(services, 'book.unknown');
      cacheCatalogue(reply);
      return toBookDetails(page, texts, origin);
    },
  });
}

/** The book page's data; an ISBN-10 or a book id is looked up once more by the ISBN-13 it stands for. */
async function bookPageOf(services: Services, identifier: string): Promise<BookPage | null> {
  let result = await services.bookPage.bookPage(identifier);
  if (result.kind === 'moved') result = await services.bookPage.bookPage(result.sku);
  return result.kind === 'found' ? result.page : null;
}

export function toBookDetails(page: BookPage, texts: Texts, origin: string, now = new Date()): BookDetails {
  const { book, settings, alternativeBook } = page;
  // Issue 12 #4: the one orderability rule (e-books included), as on the book page and list cards.
  const { orderable, wishlistable, soldOut } = availability(book, {
    today: amsterdamCalendarDate(now),
    maxDaysExpected: settings.maxDaysExpected,
  });
  const pageUrl = bookPath(book.sku, book.title, settings.seoTitles);
  const pdf = page.media.find((m) => m.kind === 'pdf');
  const known = (n: number) => (n > 0 ? n : null);
  return {
    sku: book.sku,
    title: book.title,
    subtitle: book.subtitle?.trim() || null,
    authors: book.authors,
    priceCents: displayPriceCents(book),
    stock: book.stock,
    stockCode: book.stockCode,
    stockText: renderStockText(texts, stockText(book, { orderable })),
    orderable,
    wishlistable,
    soldOut,
    labels: bookLabels(book, settings),
    language: { abbr: book.lang, displayValue: book.languageName },
    pages: book.pages && book.pages > 0 ? book.pages : null,
    releaseDate: book.releaseDate,
    media: book.media,
    version: book.version,
    collection: book.collectionName?.trim()
      ? { name: book.collectionName.trim(), part: book.collectionPart?.trim() || null }
      : null,
    nur: book.nur,
    category: book.category,
    subcategory: book.subcategory,
    keywords: visibleKeywords(book.keywords),
    shortDescription: textOrNull(book.shortDescription),
    description: textOrNull(book.description),
    dimensions: {
      widthMm: known(book.widthMm),
      lengthMm: known(book.lengthMm),
      thicknessMm: known(book.thicknessMm),
      weightG: known(book.weightG),
    },
    alternativeSku: book.alternative?.trim() || null,
    replacedBy: alternativeBook
      ? {
          sku: alternativeBook.sku,
          title: alternativeBook.title,
          pageUrl: bookPath(alternativeBook.sku, alternativeBook.title, settings.seoTitles),
        }
      : null,
    coverUrl: `/media/covers/${book.sku}`,
    pdfPreviewUrl: pdf ? `/media/${pdf.file}` : null,
    pageUrl,
    canonicalUrl: `${origin}${pageUrl}`,
  };
}

/** Spec 1 §2.6: the string '0' means no description, like an empty one. */
function textOrNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '0' ? null : trimmed;
}
