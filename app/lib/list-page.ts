// Shared by the list routes: the page view from the address, and the meta tags of a list page.
import { type PageView, parsePageView } from '../../domain/paging';
import { metaT, pageTitle } from './meta';

type Matches = Parameters<typeof metaT>[0];

/** The list state of this request; malformed values fall back to the page's defaults. */
export function pageViewOf(request: Request, defaults: Partial<PageView> = {}): PageView {
  return parsePageView(new URL(request.url).searchParams, defaults);
}

/** The public origin for absolute URLs: PUBLIC_URL when set (behind a proxy), else the request's. */
export function originOf(request: Request): string {
  return process.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
}

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
