// Top lists and newsletters as JSON (spec 1 §7.1 /content/newsletters, §7.2 /v2/catalog/top60, top10s and
// top10): the same data the /top60, /category/top10 and /overview-newsletters pages show.
import { z } from 'zod';
import type { ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';
import { availableShop, bookLabel, cacheCatalogue, centsSchema, notFound, shopParam } from './api-shared.ts';
import type { TopEntry } from './top-lists-service.ts';

const TAGS = ['toplijsten'];

const rankedBook = z.object({
  rank: z.number().int(),
  sku: z.string(),
  title: z.string(),
  author: z.string(),
  priceCents: centsSchema.nullable().meta({ description: 'Getoonde prijs in centen; null = niet tonen' }),
  soldOut: z.boolean(),
  labels: z.array(bookLabel),
  releaseDate: z.string().nullable(),
  coverUrl: z.string(),
  url: z.string().meta({ description: 'Het adres van de boekpagina' }),
});

const top10List = z.object({
  tag: z.string(),
  title: z.string(),
  url: z.string(),
  books: z.array(rankedBook),
});

function toRanked(entry: TopEntry): z.infer<typeof rankedBook> {
  return {
    rank: entry.rank,
    sku: entry.sku,
    title: entry.title,
    author: entry.author,
    priceCents: entry.priceCents,
    soldOut: entry.soldOut,
    labels: entry.labels,
    releaseDate: entry.releaseDate,
    coverUrl: entry.coverUrl,
    url: entry.href,
  };
}

export function registerTopListApi(api: ApiRegistry, services: Services): void {
  api.add({
    method: 'GET',
    path: '/top-lists/top60',
    summary: 'De Top 60 bestsellers van de laatste week',
    tags: TAGS,
    response: z.object({
      week: z.number().int().nullable().meta({ description: 'Week als JJWW (spec 1 §3)' }),
      weekOfYear: z.number().int().nullable(),
      books: z.array(rankedBook),
    }),
    handler: async ({ reply }) => {
      const top60 = await services.topLists.top60();
      cacheCatalogue(reply);
      return { week: top60.week, weekOfYear: top60.weekOfYear, books: top60.books.map(toRanked) };
    },
  });

  api.add({
    method: 'GET',
    path: '/top-lists/top10',
    summary: 'Alle Top 10-lijsten (een lege lijst heeft geen boeken)',
    tags: TAGS,
    response: z.array(top10List),
    handler: async ({ reply }) => {
      const sections = await services.topLists.top10Overview();
      cacheCatalogue(reply);
      return sections.map((s) => ({ tag: s.tag, title: s.title, url: s.href, books: s.books.map(toRanked) }));
    },
  });

  api.add({
    method: 'GET',
    path: '/top-lists/top10/{tag}',
    summary: 'Eén Top 10-lijst',
    tags: TAGS,
    params: z.object({ tag: z.string().trim().min(1).max(60) }),
    response: top10List,
    notFound: 'Er is hier geen Top 10 van bekend',
    handler: async ({ params, reply }) => {
      const list = await services.topLists.top10Tag(params.tag);
      if (!list) throw await notFound(services, 'top10.none_here');
      cacheCatalogue(reply);
      return { tag: list.tag, title: list.title, url: list.href, books: list.books.map(toRanked) };
    },
  });

  api.add({
    method: 'GET',
    path: '/newsletters',
    summary:
      'De nieuwsbrieven van een winkel, nieuwste eerst, met hun web- en pdf-adres volgens de bestandsregels',
    tags: ['inhoud'],
    query: z.object({ shop: shopParam }),
    response: z.array(
      z.object({
        tag: z.string(),
        week: z.number().int().meta({ description: 'Week als JJWW (spec 1 §3)' }),
        title: z.string(),
        monday: z.string(),
        available: z
          .boolean()
          .meta({ description: 'false: (Deze nieuwsbrief is momenteel niet beschikbaar)' }),
        webUrl: z.string().nullable(),
        pdfUrl: z.string().nullable(),
      }),
    ),
    handler: async ({ query, reply }) => {
      const shop = await availableShop(services, query.shop);
      const list = await services.newsletters.overview({ shop, admin: false });
      cacheCatalogue(reply);
      return list.map((n) => ({
        tag: n.tag,
        week: n.week,
        title: n.title,
        monday: n.monday,
        available: n.available,
        webUrl: n.webHref,
        pdfUrl: n.pdfHref,
      }));
    },
  });
}
