// Issue 4 search endpoint for the as-you-type overlay (spec 1 §4 "Search overlay", §7.3): at most 10 books
// and the result counts of all three scopes, so the overlay can offer a wider scope. save=1 stores the query.
import { z } from 'zod';
import { OVERLAY_LIMIT, SEARCH_SCOPES } from '../../domain/search.ts';
import type { ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';

const searchQuery = z.object({
  q: z
    .string()
    .max(200, { error: 'De zoekterm is te lang (hoogstens 200 tekens).' })
    .default('')
    .meta({ description: 'De zoekterm; ? en ! worden genegeerd. Minimaal 3 tekens, of CD.' }),
  scope: z
    .enum(SEARCH_SCOPES, { error: 'scope moet own, sb of all zijn.' })
    .default('sb')
    .meta({ description: 'own (eigen uitgaven), sb (alle zelfhulpboeken) of all (alle boeken)' }),
  limit: z.coerce
    .number({ error: 'limit moet een getal zijn.' })
    .int({ error: 'limit moet een geheel getal zijn.' })
    .min(1, { error: 'limit moet minstens 1 zijn.' })
    .max(OVERLAY_LIMIT, { error: `limit is hoogstens ${OVERLAY_LIMIT}.` })
    .default(OVERLAY_LIMIT),
  save: z
    .enum(['0', '1'], { error: 'save moet 0 of 1 zijn.' })
    .default('0')
    .meta({ description: '1 bewaart de zoekopdracht (term, scope, aantal) voor de statistieken' }),
});

const counts = z.object({ own: z.number().int(), sb: z.number().int(), all: z.number().int() });

const searchResponse = z.object({
  term: z.string().meta({ description: 'De zoekterm zoals gezocht (zonder ? en !, getrimd)' }),
  status: z.enum(['ok', 'empty', 'too_short']),
  /** Spec 1 §5: the too-short text, for the overlay to show. */
  message: z.string().nullable(),
  total: z.number().int().meta({ description: 'Aantal resultaten in de gekozen scope' }),
  counts,
  items: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      author: z.string().nullable(),
      priceCents: z.number().int().nullable(),
      coverUrl: z.string(),
      href: z.string(),
    }),
  ),
});

export function registerSearchApi(api: ApiRegistry, services: Services): void {
  api.add({
    method: 'GET',
    path: '/search',
    summary: 'Zoeken terwijl je typt: hoogstens 10 boeken en de aantallen per scope',
    tags: ['zoeken'],
    query: searchQuery,
    response: searchResponse,
    handler: async ({ query, reply }) => {
      const result = await services.search.suggest({ term: query.q, scope: query.scope, limit: query.limit });
      if (query.save === '1' && result.status === 'ok') {
        await services.search.saveQuery({ term: result.term, scope: query.scope, resultCount: result.total });
      }
      const message =
        result.status === 'too_short'
          ? ((await services.texts.texts('nl'))['search.too_short'] ?? null)
          : null;
      // Results change with stock and prices; a short shared cache is enough to absorb typing bursts.
      reply.header('cache-control', query.save === '1' ? 'no-store' : 'public, max-age=60');
      return { ...result, message };
    },
  });
}
