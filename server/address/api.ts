// Issue 29 #2: GET /api/v1/address — the street and city of a Dutch postcode and house number, for the forms'
// address completion (app/components/forms/use-address-completion.ts). Off unless ADDRESS_LOOKUP is set: then
// 404. A postcode or number a parcel cannot reach is a 400 with the field's Dutch message; over the client's
// limit a 429 with Retry-After; trouble at the source a 503, and the shopper types the address.
import { z } from 'zod';
import { text } from '../../domain/texts.ts';
import { ApiProblem, type ApiRegistry } from '../api/registry.ts';
import type { Services } from '../services.ts';

const addressQuery = z.object({
  zipcode: z
    .string({ error: 'zipcode is verplicht.' })
    .max(10, { error: 'zipcode is hoogstens 10 tekens.' })
    .meta({ description: 'Nederlandse postcode, met of zonder spatie (1015 CJ)' }),
  housenr: z
    .string({ error: 'housenr is verplicht.' })
    .max(10, { error: 'housenr is hoogstens 10 tekens.' })
    .meta({ description: 'Huisnummer, alleen cijfers (een toevoeging hoort er niet bij)' }),
});

const addressResponse = z.object({
  street: z.string().meta({ description: 'Straatnaam' }),
  city: z.string().meta({ description: 'Woonplaats' }),
});

export function registerAddressApi(api: ApiRegistry, services: Services): void {
  api.add({
    method: 'GET',
    path: '/address',
    summary: 'Straat en plaats bij een Nederlandse postcode en huisnummer (adres aanvullen)',
    tags: ['accounts'],
    query: addressQuery,
    response: addressResponse,
    notFound: 'Geen adres bij deze postcode en dit huisnummer, of het aanvullen staat uit',
    problems: {
      429: 'Te veel adressen van dit adres in korte tijd (Retry-After zegt hoe lang te wachten)',
      503: 'De adresgegevens zijn nu niet bereikbaar',
    },
    handler: async ({ query, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const result = await services.address.complete(query, { ip: request.ip });
      if (result.kind === 'found') return { street: result.street, city: result.city };
      const texts = await services.texts.texts('nl');
      if (result.kind === 'invalid')
        throw new ApiProblem({
          title: 'Ongeldige invoer',
          status: 400,
          detail: text(texts, 'form_errors.summary'),
          errors: Object.entries(result.errors).map(([field, ref]) => ({
            field,
            message: text(texts, ref!.key, ref!.params),
          })),
        });
      if (result.kind === 'throttled') {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new ApiProblem({
          title: 'Te veel verzoeken',
          status: 429,
          detail: text(texts, 'address.throttled'),
        });
      }
      if (result.kind === 'unavailable')
        throw new ApiProblem({
          title: 'Niet bereikbaar',
          status: 503,
          detail: text(texts, 'address.unavailable'),
        });
      throw new ApiProblem({ title: 'Niet gevonden', status: 404, detail: text(texts, 'address.not_found') });
    },
  });
}
