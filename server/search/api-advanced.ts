// GET /api/v1/search/advanced: the advanced search (spec 1 §2.1 /search-advanced) for API clients — the same
// fields and rules as the page's form; a bad field is a problem+json 400 naming it with the form's Dutch
// message, and a page of books in the list envelope of the catalogue endpoints.
import { z } from 'zod';
import { ADVANCED_FIELDS, AVAILABILITIES, MAX_TEXT_LENGTH } from '../../domain/advanced-search.ts';
import { SEARCH_SCOPES } from '../../domain/search.ts';
import { text } from '../../domain/texts.ts';
import type { ApiRegistry } from '../api/registry.ts';
import { ApiProblem } from '../api/registry.ts';
import {
  cacheCatalogue,
  invalid,
  listEnvelope,
  listQuery,
  pageViewOf,
  toEnvelope,
} from '../catalog/api-shared.ts';
import type { Services } from '../services.ts';
import { ANONYMOUS } from '../accounts/viewer.ts';
import { admitSearch, answerTimeout, SEARCH_PROBLEMS } from './api-guard.ts';

const field = (description: string) =>
  z
    .string()
    .max(MAX_TEXT_LENGTH, { error: `Hoogstens ${MAX_TEXT_LENGTH} tekens per veld.` })
    .optional()
    .meta({ description });

const advancedQuery = listQuery.omit({ shop: true }).extend({
  q: field('Trefwoorden, met de regels van de gewone zoekopdracht (minimaal 3 tekens, of CD)'),
  title: field('Woorden uit de titel, in willekeurige volgorde (minimaal één woord van 3 letters)'),
  author: field('Voor- en/of achternaam van een auteur (minimaal één naam van 3 letters)'),
  isbn: field('ISBN-10 of ISBN-13, met of zonder streepjes'),
  category: field('De naam van een categorie, bijv. zelfontwikkeling'),
  lang: field('De afkorting van een taal, bijv. EN'),
  price_from: field('Laagste prijs in euro’s, bijv. 12,50'),
  price_to: field('Hoogste prijs in euro’s, bijv. 20'),
  availability: z
    .enum(AVAILABILITIES, { error: 'availability moet any, orderable of in_stock zijn.' })
    .optional()
    .meta({ description: 'any (alles, standaard), orderable (leverbaar) of in_stock (op voorraad)' }),
  scope: z
    .enum(SEARCH_SCOPES, { error: 'scope moet own, sb of all zijn.' })
    .optional()
    .meta({ description: 'own (eigen uitgaven), sb (alle zelfhulpboeken, standaard) of all (alle boeken)' }),
});

const advancedResponse = listEnvelope.extend({
  query: z.record(z.string(), z.string()).meta({
    description: 'De zoekvelden zoals gezocht (alleen de gebruikte, in de notatie van het formulier)',
  }),
  counts: z
    .object({ own: z.number().int(), sb: z.number().int(), all: z.number().int() })
    .nullable()
    .meta({ description: 'Aantallen per scope, alleen als de gekozen scope niets vond' }),
});

export function registerAdvancedSearchApi(api: ApiRegistry, services: Services): void {
  api.add({
    method: 'GET',
    path: '/search/advanced',
    summary: 'Uitgebreid zoeken: titel, auteur, ISBN, categorie, taal, prijs en beschikbaarheid',
    tags: ['zoeken'],
    query: advancedQuery,
    response: advancedResponse,
    problems: SEARCH_PROBLEMS,
    handler: async ({ query, request, reply }) => {
      await admitSearch(services, request, reply);
      const shopAllAvailable = await services.shell.shopAllAvailable(ANONYMOUS);
      if (query.scope === 'all' && !shopAllAvailable)
        throw invalid('scope', 'De scope all (alle boeken) is nu niet beschikbaar; gebruik own of sb.');
      const params = new URLSearchParams();
      for (const name of ADVANCED_FIELDS) {
        const value = query[name];
        if (value !== undefined) params.set(name, value);
      }
      // An API call is always a search: without any field it gets the form's 'fill in a field' message.
      if (params.size === 0) params.set('q', '');
      const view = pageViewOf({ ...query, shop: 'SHOP_SB' });
      const outcome = await answerTimeout(services, reply, () =>
        services.advancedSearch.run(params, { shop: 'SHOP_SB', shopAllAvailable, view }),
      );
      const { parse, keep, result } = outcome;
      if (parse.status !== 'ok' || !result || !keep) {
        const texts = await services.texts.texts('nl');
        const errors = parse.status === 'invalid' ? parse.errors : [];
        const fieldErrors = errors.flatMap((e) =>
          e.field ? [{ field: e.field, message: text(texts, e.key) }] : [],
        );
        throw new ApiProblem({
          title: 'Ongeldige invoer',
          status: 400,
          detail: errors.map((e) => text(texts, e.key)).join('. '),
          ...(fieldErrors.length > 0 ? { errors: fieldErrors } : {}),
        });
      }
      const envelope = await toEnvelope(services, view, result.page);
      cacheCatalogue(reply);
      return { ...envelope, query: keep, counts: result.counts };
    },
  });
}
