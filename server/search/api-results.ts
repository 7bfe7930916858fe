// GET /api/v1/search/results: the results page's search (spec 1 §2.1 /search-results, §7.3 POST /v2/search/{term},
// GET /v2/search/elevated/{term}, getSearchIntentions) for API clients — whole words, ranked, in the list
// envelope of the catalogue endpoints, with the counts per scope and, on the first page, the 'did you mean'
// book, staff's elevated books and the search intentions.
import { z } from 'zod';
import { SEARCH_SCOPES } from '../../domain/search.ts';
import type { ApiRegistry } from '../api/registry.ts';
import { searchTermFields } from './api-term.ts';
import { admitSearch, answerTimeout, SEARCH_PROBLEMS } from './api-guard.ts';
import {
  bookSummary,
  cacheCatalogue,
  invalid,
  listEnvelope,
  listQuery,
  pageViewOf,
  toBookSummary,
  toEnvelope,
} from '../catalog/api-shared.ts';
import type { Services } from '../services.ts';
import { ANONYMOUS } from '../accounts/viewer.ts';

const resultsQuery = listQuery.omit({ shop: true }).extend(searchTermFields);

const resultsResponse = listEnvelope.extend({
  term: z.string().meta({ description: 'De zoekterm zoals gezocht (zonder ? en !, getrimd)' }),
  status: z.enum(['ok', 'empty', 'too_short']),
  message: z.string().nullable().meta({ description: "Spec 1 §5: 'Gebruik een langere zoekterm …'" }),
  capped: z.boolean().meta({ description: 'Er zijn meer resultaten dan total ("meer dan 1.000")' }),
  counts: z.object({
    own: z.number().int(),
    sb: z.number().int(),
    all: z.number().int(),
    capped: z.array(z.enum(SEARCH_SCOPES)).meta({ description: 'Scopes met meer resultaten dan hun aantal' }),
  }),
  topMatch: bookSummary.nullable().meta({ description: "Spec 1 §5 'Bedoel je misschien' (alleen pagina 1)" }),
  elevated: z
    .object({ header: z.string(), items: z.array(bookSummary) })
    .nullable()
    .meta({ description: 'De boeken die de redactie bij deze term voorop zet (alleen pagina 1)' }),
  intentions: z
    .array(
      z.object({ kind: z.enum(['category', 'subcategory', 'author']), name: z.string(), href: z.string() }),
    )
    .meta({ description: 'Een term die een categorie of auteur noemt: de lijst ervan (alleen pagina 1)' }),
});

export function registerResultsApi(api: ApiRegistry, services: Services): void {
  api.add({
    method: 'GET',
    path: '/search/results',
    summary: 'Zoekresultaten: hele woorden, op relevantie, per pagina, met de aantallen per scope',
    tags: ['zoeken'],
    query: resultsQuery,
    response: resultsResponse,
    problems: SEARCH_PROBLEMS,
    handler: async ({ query, request, reply }) => {
      await admitSearch(services, request, reply);
      if (query.scope === 'all' && !(await services.shell.shopAllAvailable(ANONYMOUS)))
        throw invalid('scope', 'De scope all (alle boeken) is nu niet beschikbaar; gebruik own of sb.');
      const view = pageViewOf({ ...query, shop: 'SHOP_SB' });
      const result = await answerTimeout(services, reply, () =>
        services.search.resultsPage({ term: query.q, scope: query.scope, view }),
      );
      const texts = await services.texts.texts('nl');
      const envelope =
        result.status === 'ok'
          ? await toEnvelope(services, view, result.page)
          : await toEnvelope(services, { ...view, page: 1 }, result.page);
      cacheCatalogue(reply);
      return {
        ...envelope,
        term: result.term,
        status: result.status,
        message: result.status === 'too_short' ? (texts['search.too_short'] ?? null) : null,
        capped: result.page.capped === true,
        counts: result.counts,
        topMatch: result.topMatch ? toBookSummary(result.topMatch, texts) : null,
        elevated: result.elevated
          ? {
              header: result.elevated.header,
              items: result.elevated.books.map((b) => toBookSummary(b, texts)),
            }
          : null,
        intentions: result.intentions,
      };
    },
  });
}
