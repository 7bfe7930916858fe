import { data, useLoaderData } from 'react-router';
import { BookList } from '../components/lists/BookList';
import { CategoryChips } from '../components/lists/CategoryChips';
import { UnknownSubject } from '../components/lists/UnknownSubject';
import { listMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf, subjectParam } from '../lib/params.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/category';

/** Spec 1 §2.1 /category/{name} (/categorie/{name}): the books of one category. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const name = subjectParam(params.name);
  const list = name !== null ? await context.services.lists.category(name, pageViewOf(request)) : null;
  // Spec 1 §8 'Deze categorie is onbekend', with HTTP 404 so search engines drop the address.
  if (!list) throw data(null, { status: 404 });
  return { ...list };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  if (!loaderData) return [{ title: t('category.unknown') }];
  const { category, page } = loaderData;
  return listMeta(args, {
    title: category.displayValue,
    description: t('category.page_description', { category: category.displayValue, count: page.total }),
    path: category.href,
    page: page.view.page,
  });
}

export default function CategoryPage() {
  const { category, subcategories, page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <BookList title={category.displayValue} page={page} emptyText={t('list.empty')}>
      <CategoryChips links={subcategories} current={null} />
    </BookList>
  );
}

export function ErrorBoundary() {
  return <UnknownSubject textKey="category.unknown" />;
}
