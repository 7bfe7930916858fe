import { data, Link, redirect, useLoaderData } from 'react-router';
import { newBooksView, type NewBooksView } from '../../domain/new-books';
import { BookList } from '../components/lists/BookList';
import styles from '../components/lists/ListTabs.module.css';
import { listMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf } from '../lib/params.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/new-books';

const TITLES: Record<NewBooksView, string> = {
  default: 'new_books.title',
  month: 'new_books.title_month',
  week: 'new_books.title_week',
};
const PATHS: Record<NewBooksView, string> = {
  default: '/new-books',
  month: '/new-books/month',
  week: '/new-books/week',
};
/** New books open newest first; the reader can still sort them otherwise. */
const DEFAULTS = { sort: 'release_date', order: 'desc' } as const;

/** Spec 1 §2.1 /new-books/{view} (/overzichtnw): week and month only with SHOP_ALL. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shopAll = context.shop === 'SHOP_ALL';
  const view = newBooksView(params.view, shopAll);
  if (view === null) throw data(null, { status: 404 });
  if (params.view && view !== params.view) throw redirect(PATHS[view]);
  const page = await context.services.lists.newBooks(view, pageViewOf(request, DEFAULTS));
  return { kind: view, page, shopAll };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  if (!loaderData) return [{ title: t('new_books.title') }];
  const { kind, page } = loaderData;
  return listMeta(args, {
    title: t(TITLES[kind]),
    description: t('new_books.lead'),
    path: PATHS[kind],
    page: page.view.page,
  });
}

export default function NewBooksPage() {
  const { kind, page, shopAll } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <BookList
      title={t(TITLES[kind])}
      page={page}
      defaults={DEFAULTS}
      emptyText={t('list.empty')}
      crumbs={[{ label: t(TITLES[kind]), href: PATHS[kind] }]}
    >
      {shopAll ? (
        <nav aria-label={t('new_books.views_label')}>
          <ul className={styles.tabs}>
            {(['default', 'month', 'week'] as const).map((v) => (
              <li key={v}>
                <Link
                  to={PATHS[v]}
                  className={`${styles.tab} ${v === kind ? styles.active : ''}`}
                  aria-current={v === kind ? 'page' : undefined}
                >
                  {t(TITLES[v])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>{t('new_books.lead')}</p>
      )}
    </BookList>
  );
}
