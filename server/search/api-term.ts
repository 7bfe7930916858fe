// The search term and scope parameters, shared by the overlay and results endpoints.
import { z } from 'zod';
import { SEARCH_SCOPES } from '../../domain/search.ts';

/** The term and scope of both search endpoints (overlay and results). */
export const searchTermFields = {
  q: z
    .string()
    .max(200, { error: 'De zoekterm is te lang (hoogstens 200 tekens).' })
    .default('')
    .meta({ description: 'De zoekterm; ? en ! worden genegeerd. Minimaal 3 tekens, of CD.' }),
  scope: z
    .enum(SEARCH_SCOPES, { error: 'scope moet own, sb of all zijn.' })
    .default('sb')
    .meta({ description: 'own (eigen uitgaven), sb (alle zelfhulpboeken, standaard) of all (alle boeken)' }),
};
