// Titles, descriptions, canonical links and Open Graph of the top-list pages, for route meta() functions (which
// run outside React). The canonical link drops `?view=` and the Dutch aliases: one address per list.
import type { Top10List, Top60List } from '../../../server/catalog/top-lists-service';
import { isRouteErrorResponse } from 'react-router';
import { metaT, pageTitle } from '../../lib/meta';
import { type SeoArgs, seoMeta } from '../../lib/seo';
import { isUnknownTop10 } from './Top10TagList';

export function top60Meta(args: SeoArgs, top60: Top60List | undefined) {
  const t = metaT(args.matches);
  const title = t('top60.title');
  const week = top60?.weekOfYear ?? null;
  return seoMeta(args, {
    title: pageTitle(args.matches, week === null ? title : t('toplists.top60_page_title', { title, week })),
    description:
      week === null ? t('toplists.top60_description_no_week') : t('toplists.top60_description', { week }),
    path: '/top60',
  });
}

export function top10OverviewMeta(args: SeoArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('toplists.overview_title')),
    description: t('toplists.overview_description'),
    path: '/category/top10',
  });
}

/** For a top-10 tag list; after an error the title of what the error boundary shows. */
export function top10TagMeta(args: SeoArgs, list: Top10List | undefined, error?: unknown) {
  const { matches } = args;
  const t = metaT(matches);
  if (error || !list) {
    const key = isUnknownTop10(error)
      ? 'toplists.unknown_title'
      : isRouteErrorResponse(error) && error.status === 404
        ? 'page.404_title'
        : 'errors.technical_error_title';
    return seoMeta(args, { title: pageTitle(matches, t(key)), description: t(key), noindex: true });
  }
  return seoMeta(args, {
    title: pageTitle(matches, list.title),
    description: t('toplists.tag_description', { title: list.title }),
    path: list.href,
  });
}
