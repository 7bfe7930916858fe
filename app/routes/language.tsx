import { data, useLoaderData } from 'react-router';
import { BookList } from '../components/lists/BookList';
import { UnknownSubject } from '../components/ui/UnknownSubject';
import { listMeta, unknownMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf, subjectParam } from '../lib/params.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/language';

/** Spec 1 §2.1 /languages/{language display value} (/taal/{lang}): books per language in this shop. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const value = subjectParam(params.language);
  const list =
    value !== null ? await context.services.lists.language(value, pageViewOf(request), context.shop) : null;
  if (!list) throw data(null, { status: 404 });
  return { ...list };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  if (!loaderData) return unknownMeta(args, t('language.unknown'));
  const { subject, page } = loaderData;
  const title = t('language.page_title', { language: subject.displayValue });
  return listMeta(args, {
    title,
    description: t('category.page_description', { category: title, count: page.total }),
    path: subject.href,
    page: page.view.page,
  });
}

export default function LanguagePage() {
  const { subject, page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <BookList
      title={t('language.page_title', { language: subject.displayValue })}
      page={page}
      emptyText={t('list.empty')}
      crumbs={[{ label: subject.displayValue, href: subject.href }]}
    />
  );
}

export function ErrorBoundary() {
  return <UnknownSubject textKey="language.unknown" />;
}
