import { data, useLoaderData } from 'react-router';
import { BookList } from '../components/lists/BookList';
import { CategoryChips } from '../components/lists/CategoryChips';
import { UnknownSubject } from '../components/lists/UnknownSubject';
import { listMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf, subjectParam } from '../lib/params.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/subcategory';

/** Spec 1 §2.1 /subcategory/{name} (/subcategorie/{name}): the books of one subcategory. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const name = subjectParam(params.name);
  const list = name !== null ? await context.services.lists.subcategory(name, pageViewOf(request)) : null;
  if (!list?.subcategory) throw data(null, { status: 404 });
  return { ...list, subcategory: list.subcategory };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  if (!loaderData) return [{ title: t('category.unknown') }];
  const { category, subcategory, page } = loaderData;
  const title = `${subcategory.displayValue} – ${category.displayValue}`;
  return listMeta(args, {
    title,
    description: t('category.page_description', { category: subcategory.displayValue, count: page.total }),
    path: subcategory.href,
    page: page.view.page,
  });
}

export default function SubcategoryPage() {
  const { subcategory, subcategories, page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <BookList title={subcategory.displayValue} page={page} emptyText={t('list.empty')}>
      <CategoryChips links={subcategories} current={subcategory.name} />
    </BookList>
  );
}

export function ErrorBoundary() {
  return <UnknownSubject textKey="category.unknown" />;
}
