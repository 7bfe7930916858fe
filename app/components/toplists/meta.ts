// Titles, descriptions and canonical links of the top-list pages, for route meta() functions (which run outside
// React). The canonical link drops `?view=` and the Dutch aliases: one address per list for search engines.
import type { Top10List, Top60List } from '../../../server/catalog/top-lists-service';
import { isRouteErrorResponse } from 'react-router';
import { metaT, pageTitle } from '../../lib/meta';
import { isUnknownTop10 } from './Top10TagList';

type Matches = Parameters<typeof metaT>[0];

export function top60Meta(matches: Matches, top60: Top60List | undefined) {
  const t = metaT(matches);
  const title = t('top60.title');
  const week = top60?.weekOfYear ?? null;
  return [
    { title: pageTitle(matches, week === null ? title : t('toplists.top60_page_title', { title, week })) },
    {
      name: 'description',
      content:
        week === null ? t('toplists.top60_description_no_week') : t('toplists.top60_description', { week }),
    },
    canonical('/top60'),
  ];
}

export function top10OverviewMeta(matches: Matches) {
  const t = metaT(matches);
  return [
    { title: pageTitle(matches, t('toplists.overview_title')) },
    { name: 'description', content: t('toplists.overview_description') },
    canonical('/category/top10'),
  ];
}

/** For a top-10 tag list; after an error the title of what the error boundary shows. */
export function top10TagMeta(matches: Matches, list: Top10List | undefined, error?: unknown) {
  const t = metaT(matches);
  if (error || !list) {
    const key = isUnknownTop10(error)
      ? 'toplists.unknown_title'
      : isRouteErrorResponse(error) && error.status === 404
        ? 'page.404_title'
        : 'errors.technical_error_title';
    return [{ title: pageTitle(matches, t(key)) }];
  }
  return [
    { title: pageTitle(matches, list.title) },
    { name: 'description', content: t('toplists.tag_description', { title: list.title }) },
    canonical(list.href),
  ];
}

/** A path, resolved by the browser against the page's own origin (no origin configuration needed). */
function canonical(path: string) {
  return { tagName: 'link', rel: 'canonical', href: path } as const;
}
