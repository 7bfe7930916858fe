// Spec 1 §2.4 and §7.2 book lists as JSON: one page of a category, subcategory, author, language, new books,
// own publications, product group or the e-books, in the envelope of api-shared.ts.
import { z } from 'zod';
import { OWN_BOOKS_PER_PAGE, type PageView } from '../../domain/paging.ts';
import type { Shop } from '../../domain/shop.ts';
import type { ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import {
  authorIdParam,
  availableShop,
  cacheCatalogue,
  invalid,
  type ListDefaults,
  listEnvelope,
  listQuery,
  notFound,
  pageViewOf,
  toEnvelope,
} from './api-shared.ts';
import type { BookListPage } from './lists/types.ts';

const TAGS = ['boeklijsten'];

const subjectName = (description: string) =>
  z
    .string()
    .trim()
    .min(1, { error: 'Geef een naam op.' })
    .max(120, { error: 'Deze naam is te lang (hoogstens 120 tekens).' })
    .meta({ description });

const newBooksQuery = listQuery.extend({
  view: z
    .enum(['default', 'month', 'week'], { error: 'view moet default, month of week zijn.' })
    .default('default')
    .meta({
      description: 'default (eigen winkel, laatste 90 dagen), month of week (alleen met shop=SHOP_ALL)',
    }),
});

const ownPublicationsQuery = listQuery.extend({
  view: z
    .enum(['our_books', 'tips'], { error: 'view moet our_books of tips zijn.' })
    .default('our_books')
    .meta({ description: 'our_books (alle eigen uitgaven) of tips' }),
});

interface ListEndpoint<P extends z.ZodType, Q extends typeof listQuery> {
  path: string;
  summary: string;
  params?: P;
  query: Q;
  defaults?: ListDefaults;
  /** The interface text of the 404 for an unknown subject. */
  unknownText?: { key: string; description: string };
  load: (input: {
    params: z.infer<P>;
    query: z.infer<Q>;
    view: PageView;
    shop: Shop;
  }) => Promise<BookListPage | null>;
}

export function registerListApi(api: ApiRegistry, services: Services): void {
  const lists = services.lists;

  function addList<P extends z.ZodType, Q extends typeof listQuery>(endpoint: ListEndpoint<P, Q>): void {
    api.add({
      method: 'GET',
      path: endpoint.path,
      summary: endpoint.summary,
      tags: TAGS,
      params: endpoint.params,
      query: endpoint.query,
      response: listEnvelope,
      notFound: endpoint.unknownText?.description,
      handler: async ({ params, query, reply }) => {
        const shop = await availableShop(services, query.shop);
        const view = pageViewOf(query, endpoint.defaults);
        const page = await endpoint.load({ params: params as z.infer<P>, query, view, shop });
        if (!page) throw await notFound(services, endpoint.unknownText?.key ?? 'category.unknown');
        const envelope = await toEnvelope(services, view, page);
        cacheCatalogue(reply);
        return envelope;
      },
    });
  }

  const categoryNotFound = { key: 'category.unknown', description: 'Deze categorie is onbekend' };

  addList({
    path: '/categories/{name}/books',
    summary: 'Boeken in een categorie (zelfde in beide winkels)',
    params: z.object({ name: subjectName('De naam van de categorie, bijv. zelfontwikkeling') }),
    query: listQuery,
    unknownText: categoryNotFound,
    load: async ({ params, view }) => (await lists.category(params.name, view))?.page ?? null,
  });

  addList({
    path: '/subcategories/{name}/books',
    summary: 'Boeken in een subcategorie (zelfde in beide winkels)',
    params: z.object({ name: subjectName('De naam van de subcategorie, bijv. zelfvertrouwen') }),
    query: listQuery,
    unknownText: categoryNotFound,
    load: async ({ params, view }) => (await lists.subcategory(params.name, view))?.page ?? null,
  });

  addList({
    path: '/authors/{id}/books',
    summary: 'Boeken van een auteur (in SHOP_SB alleen het zelfhulpaanbod)',
    params: z.object({ id: authorIdParam }),
    query: listQuery,
    unknownText: { key: 'author.unknown', description: 'Deze auteur is onbekend' },
    load: async ({ params, view, shop }) => (await lists.author(String(params.id), view, shop))?.page ?? null,
  });

  addList({
    path: '/languages/{value}/books',
    summary: 'Boeken in een taal (in SHOP_SB alleen het zelfhulpaanbod)',
    params: z.object({ value: subjectName('De taal: query_value, weergavenaam of afkorting, bijv. engels') }),
    query: listQuery,
    unknownText: { key: 'language.unknown', description: 'Deze taal is onbekend (of niet in deze winkel)' },
    load: async ({ params, view, shop }) => (await lists.language(params.value, view, shop))?.page ?? null,
  });

  addList({
    path: '/new-books',
    summary: 'Nieuwe boeken: eigen winkel (90 dagen), deze maand of deze week',
    query: newBooksQuery,
    defaults: { sort: 'release_date', order: 'desc' },
    load: ({ query, view, shop }) => {
      // Spec 1 §2.1: the month and week views exist only in the all-books shop.
      if (query.view !== 'default' && shop !== 'SHOP_ALL') {
        throw invalid(
          'view',
          `De weergave ${query.view} bestaat alleen in de winkel met alle boeken (shop=SHOP_ALL).`,
        );
      }
      return lists.newBooks(query.view, view);
    },
  });

  addList({
    path: '/own-publications',
    summary: 'Eigen uitgaven: alle (our_books) of de tips',
    query: ownPublicationsQuery,
    // Spec 1 §4: the own-books page shows 250 per page.
    defaults: { perPage: OWN_BOOKS_PER_PAGE },
    load: ({ query, view }) => lists.ownPublications(query.view, view),
  });

  addList({
    path: '/products/{name}/books',
    summary: 'Producten van een productgroep of subgroep',
    params: z.object({ name: subjectName('De naam van de productgroep of subgroep') }),
    query: listQuery,
    unknownText: { key: 'products.unknown', description: 'Deze productgroep is onbekend' },
    load: async ({ params, view }) => (await lists.products(params.name, view))?.page ?? null,
  });

  addList({
    path: '/ebooks',
    summary: 'E-books (standaard op titel)',
    query: listQuery,
    defaults: { sort: 'title', order: 'asc' },
    load: ({ view }) => lists.ebooks(view),
  });
}
