// What the catalogue endpoints share: the shop and paging parameters (validated strictly: a bad value is a 400,
// never a silent default as on the pages), the book summary and list envelope, and the problems they answer.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PAGE_VIEW_PARAMS,
  type PageView,
  PER_PAGE_OPTIONS,
  pageCount,
  parsePageView,
  SORT_KEYS,
  SORT_ORDERS,
  type SortKey,
  type SortOrder,
  showsStockPriority,
} from '../../domain/paging.ts';
import type { Cents } from '../../domain/money.ts';
import type { Shop } from '../../domain/shop.ts';
import { renderStockText } from '../../domain/stock-texts.ts';
import { type Texts, text } from '../../domain/texts.ts';
import { ApiProblem } from '../api/registry.ts';
import type { Services } from '../services.ts';
import { ANONYMOUS } from '../accounts/viewer.ts';
import type { BookListPage, ListBook } from './lists/types.ts';

/** Catalogue reads change rarely; a minute of caching takes load off without showing stale stock for long. */
export const CATALOGUE_CACHE = 'public, max-age=60';

export function cacheCatalogue(reply: FastifyReply): void {
  reply.header('cache-control', CATALOGUE_CACHE);
}

// ── parameters ──────────────────────────────────────────────────────────────────────────────────────────

export const shopParam = z
  .enum(['SHOP_SB', 'SHOP_ALL'], { error: 'shop moet SHOP_SB of SHOP_ALL zijn.' })
  .default('SHOP_SB')
  .meta({
    description:
      'De winkel: SHOP_SB (eigen winkel, standaard) of SHOP_ALL (alle boeken, alleen als die aan staat)',
  });

export const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, { error: 'page moet een geheel getal van 1 of meer zijn.' })
  .transform(Number)
  .optional()
  .meta({ description: 'Paginanummer, vanaf 1' });

export const authorIdParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, { error: 'id moet het nummer van een auteur zijn.' })
  .transform(Number)
  .meta({ description: 'Het nummer van de auteur' });

export const listQuery = z.object({
  page: pageParam,
  per: z
    .enum(PER_PAGE_OPTIONS.map((n) => String(n)) as [string, ...string[]], {
      error: `per moet ${PER_PAGE_OPTIONS.join(', ').replace(/, (\d+)$/, ' of $1')} zijn.`,
    })
    .optional()
    .meta({ description: 'Boeken per pagina (standaard 25)' }),
  sort: z
    .enum(SORT_KEYS, { error: `sort moet ${SORT_KEYS.join(', ').replace(/, (\w+)$/, ' of $1')} zijn.` })
    .optional()
    .meta({
      description:
        'Sorteren op; standaard id (nieuwste eerst), bij nieuwe boeken release_date, bij e-books title',
    }),
  order: z
    .enum(SORT_ORDERS, { error: 'order moet asc of desc zijn.' })
    .optional()
    .meta({ description: 'Volgorde; zonder order: aflopend voor de standaardsortering, anders oplopend' }),
  stock: z
    .enum(['0', '1'], { error: 'stock moet 0 of 1 zijn.' })
    .optional()
    .meta({ description: 'Leverbare boeken eerst (1, standaard) of niet (0); alleen bij sorteren op id' }),
  shop: shopParam,
});

export type ListQuery = z.infer<typeof listQuery>;

/** A list endpoint's own defaults, the same as its page's (new books newest first, e-books by title …). */
export interface ListDefaults {
  sort?: SortKey;
  order?: SortOrder;
  perPage?: PageView['perPage'];
}

/**
 * The page view a valid query asks for. Without `order`, the endpoint's default sort keeps its default order
 * and any other sort starts ascending (docs/decisions/ 26).
 */
export function pageViewOf(query: ListQuery, defaults: ListDefaults = {}): PageView {
  const defaultSort = defaults.sort ?? 'id';
  const sort = query.sort ?? defaultSort;
  const order = query.order ?? (sort === defaultSort ? (defaults.order ?? 'desc') : 'asc');
  const p = PAGE_VIEW_PARAMS;
  const search = new URLSearchParams({ [p.page]: String(query.page ?? 1), [p.sort]: sort, [p.order]: order });
  if (query.per !== undefined) search.set(p.perPage, query.per);
  if (query.stock !== undefined) search.set(p.stockPriority, query.stock);
  return parsePageView(search, defaults.perPage === undefined ? {} : { perPage: defaults.perPage });
}

/** Spec 1 §1: SHOP_ALL exists only while its feature is on (for an anonymous client: the API has no login). */
export async function availableShop(services: Services, shop: Shop): Promise<Shop> {
  if (shop === 'SHOP_ALL' && !(await services.shell.shopAllAvailable(ANONYMOUS))) {
    throw invalid('shop', 'De winkel SHOP_ALL (alle boeken) is nu niet beschikbaar; gebruik SHOP_SB.');
  }
  return shop;
}

// ── problems ────────────────────────────────────────────────────────────────────────────────────────────

export function invalid(field: string, message: string): ApiProblem {
  return new ApiProblem({
    title: 'Ongeldige invoer',
    status: 400,
    detail: message,
    errors: [{ field, message }],
  });
}

/** 404 with the interface text for the unknown subject (spec 1 §8: 'Deze categorie is onbekend' …). */
export async function notFound(services: Services, textKey: string): Promise<ApiProblem> {
  const texts = await services.texts.texts('nl');
  return new ApiProblem({ title: 'Niet gevonden', status: 404, detail: text(texts, textKey) });
}

// ── book summary and list envelope ──────────────────────────────────────────────────────────────────────

export const bookAuthor = z.object({ id: z.number().int(), name: z.string() });

export const bookLabel = z
  .enum(['own_edition', 'soon', 'sold_out'])
  .meta({ description: "Spec 1 §2.5: 'Eigen uitgave', 'Binnenkort', 'Uitverkocht'" });

/**
 * Issue 12 #3: an amount in whole euro cents, an integer in the OpenAPI description and `Cents` in TypeScript, so
 * a handler cannot answer with a plain number (euros, a float) where a price belongs.
 */
export const centsSchema = z.number().int() as unknown as z.ZodType<Cents>;

export const bookSummary = z.object({
  sku: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  authors: z.array(bookAuthor),
  priceCents: centsSchema
    .nullable()
    .meta({ description: 'Prijs incl. btw in centen zoals getoond; null als de prijs niet getoond wordt' }),
  labels: z.array(bookLabel),
  soldOut: z.boolean(),
  summary: z.string().nullable().meta({ description: 'De korte beschrijving, ingekort op een woordgrens' }),
  releaseDate: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
  version: z.string().nullable(),
  english: z.boolean().meta({ description: "Spec 1 §2.8 'Engelstalig'" }),
  isEbook: z.boolean(),
  stockText: z.string().meta({ description: 'De voorraad- of levertijdtekst, in het Nederlands' }),
  orderable: z.boolean(),
  wishlistable: z.boolean(),
  coverUrl: z.string(),
  pdfPreviewUrl: z.string().nullable(),
  pageUrl: z.string().meta({ description: 'Het adres van de boekpagina' }),
});

export type BookSummary = z.infer<typeof bookSummary>;

export const listEnvelope = z.object({
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  pages: z.number().int(),
  sort: z.enum(SORT_KEYS),
  order: z.enum(SORT_ORDERS),
  stockPriority: z.boolean().meta({
    description: 'Of leverbare boeken voorgingen (alleen categorie-, subcategorie- en taallijsten op id)',
  }),
  items: z.array(bookSummary),
});

export type ListEnvelope = z.infer<typeof listEnvelope>;

/** A list card without what only the web page needs (its cover style); the stock text in Dutch. */
export function toBookSummary(book: ListBook, texts: Texts): BookSummary {
  return {
    sku: book.sku,
    title: book.title,
    subtitle: book.subtitle,
    authors: book.authors,
    priceCents: book.priceCents,
    labels: book.labels,
    soldOut: book.soldOut,
    summary: book.summary,
    releaseDate: book.releaseDate,
    version: book.version,
    english: book.english,
    isEbook: book.isEbook,
    stockText: renderStockText(texts, book.stockText),
    orderable: book.orderable,
    wishlistable: book.wishlistable,
    coverUrl: book.coverUrl,
    pdfPreviewUrl: book.pdfPreviewUrl,
    pageUrl: book.href,
  };
}

/**
 * The envelope of one page. The list service shows the last page for a page past the end (an old link on
 * the site); an API client asked for a page that does not exist, so it hears so.
 */
export async function toEnvelope(
  services: Services,
  requested: PageView,
  list: BookListPage,
): Promise<ListEnvelope> {
  const pages = pageCount(list.total, list.view.perPage);
  if (list.view.page !== requested.page) {
    throw invalid(
      'page',
      pages === 0
        ? `Pagina ${requested.page} bestaat niet: deze lijst is leeg.`
        : `Pagina ${requested.page} bestaat niet: deze lijst heeft ${pages} ${pages === 1 ? 'pagina' : 'pagina’s'}.`,
    );
  }
  const texts = await services.texts.texts('nl');
  return {
    total: list.total,
    page: list.view.page,
    perPage: list.view.perPage,
    pages,
    sort: list.view.sort,
    order: list.view.order,
    stockPriority: list.view.stockPriority && showsStockPriority(list.listType, list.view.sort),
    items: list.books.map((b) => toBookSummary(b, texts)),
  };
}
