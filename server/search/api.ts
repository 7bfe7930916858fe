// Issue 4 search endpoints for the as-you-type overlay (spec 1 §4 "Search overlay", §7.3): at most 10 books
// and the result counts of all three scopes, so the overlay can offer a wider scope; and storing a query when
// the overlay closes (spec 1 §7.3 saveSearchQuery), a write and therefore a POST.
import { z } from 'zod';
import { OVERLAY_LIMIT, SEARCH_SCOPES } from '../../domain/search.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import { centsSchema } from '../catalog/api-shared.ts';
import type { Services } from '../services.ts';
import { registerAdvancedSearchApi } from './api-advanced.ts';
import { registerResultsApi } from './api-results.ts';
import { searchTermFields } from './api-term.ts';
import { admitSearch, answerTimeout, SEARCH_PROBLEMS } from './api-guard.ts';

const searchQuery = z.object({
  ...searchTermFields,
  limit: z.coerce
    .number({ error: 'limit moet een getal zijn.' })
    .int({ error: 'limit moet een geheel getal zijn.' })
    .min(1, { error: 'limit moet minstens 1 zijn.' })
    .max(OVERLAY_LIMIT, { error: `limit is hoogstens ${OVERLAY_LIMIT}.` })
    .default(OVERLAY_LIMIT),
});

const scope = z
  .enum(SEARCH_SCOPES, { error: 'scope moet own, sb of all zijn.' })
  .meta({ description: 'own (eigen uitgaven), sb (alle zelfhulpboeken) of all (alle boeken)' });

const savedQueryBody = z.object({
  term: z
    .string({ error: 'term is verplicht.' })
    .max(200, { error: 'De zoekterm is te lang (hoogstens 200 tekens).' })
    .meta({ description: 'De zoekterm zoals getypt; ? en ! worden genegeerd. Minimaal 3 tekens, of CD.' }),
  scope,
});

const savedQuery = z.object({
  term: z.string().meta({ description: 'De bewaarde zoekterm (zonder ? en !, getrimd)' }),
  scope,
  resultCount: z.number().int().meta({ description: 'Aantal resultaten in de scope, zoals de overlay telt' }),
});

const counts = z.object({
  own: z.number().int(),
  sb: z.number().int(),
  all: z.number().int(),
  capped: z.array(z.enum(SEARCH_SCOPES)).meta({
    description:
      'Scopes met meer resultaten dan hun aantal: brede zoekopdrachten tellen tot 1.000 ("meer dan 1.000")',
  }),
});

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
      priceCents: centsSchema.nullable(),
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
    problems: SEARCH_PROBLEMS,
    handler: async ({ query, request, reply }) => {
      await admitSearch(services, request, reply);
      const result = await answerTimeout(services, reply, () =>
        services.search.suggest({ term: query.q, scope: query.scope, limit: query.limit }),
      );
      const message =
        result.status === 'too_short'
          ? ((await services.texts.texts('nl'))['search.too_short'] ?? null)
          : null;
      // Results change with stock and prices; a short shared cache is enough to absorb typing bursts.
      reply.header('cache-control', 'public, max-age=60');
      return { ...result, message };
    },
  });

  api.add({
    method: 'POST',
    path: '/search/queries',
    summary:
      'Een zoekopdracht bewaren voor de statistieken (term, scope, aantal resultaten; niets over de bezoeker)',
    tags: ['zoeken'],
    body: savedQueryBody,
    status: 201,
    response: savedQuery,
    problems: {
      429: 'Te veel bewaarde zoekopdrachten van dit adres in korte tijd (Retry-After zegt hoe lang te wachten)',
      503: SEARCH_PROBLEMS[503],
    },
    handler: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      // Issue 11 #16: a write per call, so a client may save only a few queries a minute.
      await admitSearch(services, request, reply, 'save');
      const saved = await answerTimeout(services, reply, () => services.search.saveQuery(body));
      if (saved) return saved;
      const tooShort = (await services.texts.texts('nl'))['search.too_short'] ?? 'De zoekterm is te kort.';
      throw new ApiProblem({
        title: 'Ongeldige invoer',
        status: 400,
        detail: tooShort,
        errors: [{ field: 'term', message: tooShort }],
      });
    },
  });
  registerResultsApi(api, services);
  registerAdvancedSearchApi(api, services);
}
