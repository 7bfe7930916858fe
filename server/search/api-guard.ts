// Issue 11 #8/#16 for the search endpoints: a client over its limit gets a problem+json 429 with Retry-After, and
// a search the database ended for taking too long a problem+json 503 with the Dutch 'search.timeout' text —
// never a 500. Neither answer may be kept by a cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { text } from '../../domain/texts.ts';
import { ApiProblem } from '../api/registry.ts';
import type { Services } from '../services.ts';
import { type SearchKind, SearchTimeout } from './service.ts';

/** Seconds a client is asked to wait after a search that ran out of time. */
const TIMEOUT_RETRY_AFTER_SECONDS = 5;

/** The OpenAPI lines of a search endpoint's extra answers. */
export const SEARCH_PROBLEMS = {
  429: 'Te veel zoekopdrachten van dit adres in korte tijd (Retry-After zegt hoe lang te wachten)',
  503: 'De zoekopdracht duurde te lang; probeer het met minder of andere woorden',
} as const;

/** Counts the request against the client's limit; over it, throws the 429 problem. */
export async function admitSearch(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SearchKind = 'search',
): Promise<void> {
  const admitted = await services.search.admit(kind, request.ip);
  if (admitted.status === 'ok') return;
  const texts = await services.texts.texts('nl');
  const seconds = admitted.retryAfterSeconds;
  reply.header('retry-after', String(seconds)).header('cache-control', 'no-store');
  throw new ApiProblem({
    title: 'Te veel verzoeken',
    status: 429,
    detail: text(texts, kind === 'save' ? 'search.throttled_saved' : 'search.throttled', { seconds }),
  });
}

/** Runs a search; a SearchTimeout becomes the 503 problem. */
export async function answerTimeout<T>(
  services: Services,
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SearchTimeout)) throw error;
    const texts = await services.texts.texts('nl');
    reply.header('retry-after', String(TIMEOUT_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
    throw new ApiProblem({
      title: 'Zoekopdracht duurde te lang',
      status: 503,
      detail: text(texts, 'search.timeout'),
    });
  }
}
