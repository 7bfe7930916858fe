import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import { NotFoundContent, TechnicalErrorContent } from '../components/shell/ErrorPages';
import { top10TagMeta } from '../components/toplists/meta';
import { isUnknownTop10, Top10TagList, UnknownTop10 } from '../components/toplists/Top10TagList';
import { loadTop10TagPage } from '../lib/top10-tag.server';
import type { Route } from './+types/subcategory-top10';

// Spec 1 §2.1 /subcategory/top10{section} (and /subcategorie/...). Until the general subcategory list exists,
// this route serves only the names starting with 'top10'; every other name is a 404.
export async function loader({ context, params }: Route.LoaderArgs) {
  const list = await loadTop10TagPage(context, params.name);
  if (!list) throw data(null, { status: 404 });
  return list;
}

export { revalidateUnlessSameList as shouldRevalidate } from '../components/toplists/should-revalidate';

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return top10TagMeta(matches, loaderData, error);
}

export default function SubcategoryTop10Route() {
  return <Top10TagList list={useLoaderData<typeof loader>()} />;
}

/** Spec 1 §8: an unknown top-10 section says 'Er is hier geen Top 10 van bekend' (404) inside the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isUnknownTop10(error)) return <UnknownTop10 />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <TechnicalErrorContent />;
}
