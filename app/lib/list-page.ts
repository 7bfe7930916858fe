// The meta tags of a list page (the loaders' part is in params.server.ts).
import { metaT, pageTitle } from './meta';

type Matches = Parameters<typeof metaT>[0];

/**
 * A list page's title, description and canonical URL. The canonical address is the list itself (page 2 and
 * further keep their page number); sort, view and per-page variants point to it.
 */
export function listMeta(
  matches: Matches,
  input: { title: string; description: string; origin: string; path: string; page: number },
) {
  const href = `${input.origin}${input.path}${input.page > 1 ? `?page=${input.page}` : ''}`;
  return [
    { title: pageTitle(matches, input.title) },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: href },
  ];
}
