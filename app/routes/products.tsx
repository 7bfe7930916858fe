import { data, useLoaderData } from 'react-router';
import { BookList } from '../components/lists/BookList';
import { UnknownSubject } from '../components/ui/UnknownSubject';
import { listMeta, unknownMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf, subjectParam } from '../lib/params.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/products';

/** Spec 1 §2.1 /products/{group or subgroup name}. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const name = subjectParam(params.name);
  const list = name !== null ? await context.services.lists.products(name, pageViewOf(request)) : null;
  if (!list) throw data(null, { status: 404 });
  return { ...list };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  if (!loaderData) return unknownMeta(args, t('products.unknown'));
  const { subject, page } = loaderData;
  return listMeta(args, {
    title: subject.displayValue,
    description: t('category.page_description', { category: subject.displayValue, count: page.total }),
    path: subject.href,
    page: page.view.page,
  });
}

export default function ProductsPage() {
  const { subject, page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <BookList
      title={subject.displayValue}
      page={page}
      emptyText={t('list.empty')}
      crumbs={[{ label: subject.displayValue, href: subject.href }]}
    />
  );
}

export function ErrorBoundary() {
  return <UnknownSubject textKey="products.unknown" />;
}
