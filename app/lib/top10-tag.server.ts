// Spec 1 §2.7 "Category and subcategory names starting with 'top10' show a top-10 tag list": the loader part,
// for every route that serves such names (/subcategory/top10{section}, /category/top10{section}).
import { type AppLoadContext, data, redirect } from 'react-router';
import { top10TagOf } from '../../domain/top-lists';
import type { Top10List } from '../../server/catalog/top-lists-service';
import { UNKNOWN_TOP10 } from '../components/toplists/UnknownTop10';

/** The overview of all Top 10 lists (spec 1 §2.1 /category/top10). */
export const TOP10_OVERVIEW_PATH = '/category/top10';

/**
 * The list for a category or subcategory name that starts with 'top10'. Throws a 404 with UNKNOWN_TOP10 for a
 * section that does not exist (render UnknownTop10), and redirects the bare 'top10' to the overview. Returns
 * null for a name that is not a top-10 name, so the caller goes on with its ordinary list.
 */
export async function loadTop10TagPage(context: AppLoadContext, name: string): Promise<Top10List | null> {
  const tag = top10TagOf(name);
  if (tag === null) return null;
  if (tag === '') throw redirect(TOP10_OVERVIEW_PATH, 301);
  const list = await context.services.topLists.top10Tag(tag);
  if (!list) throw data(UNKNOWN_TOP10, { status: 404 });
  return list;
}
