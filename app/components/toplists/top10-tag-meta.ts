// Title, description and canonical link of a top-10 tag list (spec 1 §2.7), for the category and subcategory
// routes' meta() functions.
import { isRouteErrorResponse } from 'react-router';
import type { Top10List } from '../../../server/catalog/top-lists-service';
import { metaT, pageTitle } from '../../lib/meta';
import { type SeoArgs, seoMeta } from '../../lib/seo';
import { isUnknownTop10 } from './UnknownTop10';

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
