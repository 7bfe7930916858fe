import { lazy, Suspense } from 'react';
import { data, useLoaderData, useRouteError } from 'react-router';
import { BookList } from '../components/lists/BookList';
import imageStyles from '../components/lists/CategoryImage.module.css';
import { UnknownSubject } from '../components/ui/UnknownSubject';
import { ChipNav } from '../components/ui/ChipNav';
import { top10TagMeta } from '../components/toplists/top10-tag-meta';
import { isUnknownTop10, UnknownTop10 } from '../components/toplists/UnknownTop10';
import { listMeta, unknownMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf, subjectParam } from '../lib/params.server';
import { loadTop10TagPage } from '../lib/top10-tag.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/shelf';

// Top-10 lists are rare among category addresses: their code loads only when one is shown.
const Top10TagList = lazy(() =>
  import('../components/toplists/Top10TagList').then((m) => ({ default: m.Top10TagList })),
);

/**
 * Spec 1 §2.1 /category/{name} (/categorie/{name}) and /subcategory/{name} (/subcategorie/{name}): the books of
 * one shelf. Names starting with 'top10' are top-10 lists (spec 1 §2.7), not shelves.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const name = subjectParam(params.name);
  const top10 = name !== null ? await loadTop10TagPage(context, name) : null;
  if (top10) return { kind: 'top10' as const, top10 };
  const lists = context.services.lists;
  const view = pageViewOf(request);
  const sub = /^\/sub/.test(new URL(request.url).pathname);
  const list =
    name === null ? null : sub ? await lists.subcategory(name, view) : await lists.category(name, view);
  // Spec 1 §8 'Deze categorie is onbekend', with HTTP 404 so search engines drop the address.
  if (!list) throw data(null, { status: 404 });
  return { kind: 'list' as const, ...list };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData, error } = args;
  const t = metaT(matches);
  if (isUnknownTop10(error)) return top10TagMeta(args, undefined, error);
  if (!loaderData) return unknownMeta(args, t('category.unknown'));
  if (loaderData.kind === 'top10') return top10TagMeta(args, loaderData.top10);
  const { category, subcategory, page } = loaderData;
  const shelf = subcategory ?? category;
  return listMeta(args, {
    title: subcategory ? `${subcategory.displayValue} – ${category.displayValue}` : category.displayValue,
    description: t('category.page_description', { category: shelf.displayValue, count: page.total }),
    path: shelf.href,
    page: page.view.page,
  });
}

export default function ShelfPage() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.kind === 'top10')
    return (
      <Suspense>
        <Top10TagList list={data.top10} />
      </Suspense>
    );
  const { category, subcategory, subcategories, page } = data;
  const crumbs = [{ label: category.displayValue, href: category.href }];
  if (subcategory) crumbs.push({ label: subcategory.displayValue, href: subcategory.href });
  return (
    <BookList
      title={(subcategory ?? category).displayValue}
      page={page}
      emptyText={t('list.empty')}
      crumbs={crumbs}
    >
      {/* Issue 31 content (decision 711): the category's image, on its own page (a subcategory has none). */}
      {!subcategory && category.img ? (
        <img src={`/media/${category.img}`} alt="" width={320} height={180} className={imageStyles.image} />
      ) : null}
      <ChipNav
        label={t('list.subcategories_label')}
        chips={subcategories.map((s) => ({ key: s.name, label: s.displayValue, href: s.href }))}
        current={subcategory?.name ?? null}
      />
    </BookList>
  );
}

export function ErrorBoundary() {
  // Spec 1 §8: an unknown top-10 section says 'Er is hier geen Top 10 van bekend'.
  if (isUnknownTop10(useRouteError())) return <UnknownTop10 />;
  return <UnknownSubject textKey="category.unknown" />;
}
