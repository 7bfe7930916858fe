// Titles, descriptions, canonical links and Open Graph of the top-list pages, for route meta() functions (which
// run outside React). The canonical link drops `?view=` and the Dutch aliases: one address per list.
import type { Top60List } from '../../../server/catalog/top-lists-service';
import { metaT, pageTitle } from '../../lib/meta';
import { type SeoArgs, seoMeta } from '../../lib/seo';

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
