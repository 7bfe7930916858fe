import { Link, useLoaderData } from 'react-router';
import { defaultEbooksView } from '../../domain/paging';
import { FreeDownload } from '../components/ebooks/FreeDownload';
import { BookList } from '../components/lists/BookList';
import styles from '../components/lists/Ebooks.module.css';
import { listMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf } from '../lib/params.server';
import { useShell } from '../lib/shell';
import { useT } from '../lib/texts';
import type { Route } from './+types/ebooks';

/**
 * Spec 1 §2.8 e-books: intro, a sign-up offer for logged-out visitors, the list in three views (summaries when
 * fewer than 5 e-books exist, else covers), sorted by title or author. Issue 32: the free e-books with a file, each
 * with its download for a logged-in visitor and 'Log in of meld je aan voor gratis download' for a guest.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lists = context.services.lists;
  const defaults = {
    view: defaultEbooksView(await lists.ebookCount()),
    sort: 'title',
    order: 'asc',
  } as const;
  const [page, free] = await Promise.all([
    lists.ebooks(pageViewOf(request, defaults)),
    context.services.ebooks.freeEbooks(),
  ]);
  return { page, defaults, free };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  return listMeta(args, {
    title: t('ebooks.title'),
    description: t('ebooks.lead'),
    path: '/ebooks',
    page: loaderData?.page.view.page ?? 1,
  });
}

export default function EbooksPage() {
  const { page, defaults, free } = useLoaderData<typeof loader>();
  const t = useT();
  const loggedIn = useShell()?.viewer.loggedIn ?? false;
  return (
    <BookList
      title={t('ebooks.title')}
      page={page}
      defaults={defaults}
      emptyText={t('list.empty')}
      crumbs={[{ label: t('ebooks.title'), href: '/ebooks' }]}
    >
      <p className={styles.lead}>{t('ebooks.lead')}</p>
      {loggedIn ? null : (
        <aside className={styles.register} aria-labelledby="ebooks-register">
          <h2 id="ebooks-register" className={styles.registerTitle}>
            {t('ebooks.register_title')}
          </h2>
          <p>{t('ebooks.login_for_download')}</p>
          <p className={styles.registerActions}>
            <Link to="/register?next=%2Febooks" className="button button-primary">
              {t('ebooks.register_link')}
            </Link>
            <Link to="/login?next=%2Febooks" className="button button-secondary">
              {t('ebooks.login_link')}
            </Link>
          </p>
        </aside>
      )}
      {free.length > 0 ? (
        <section aria-labelledby="ebooks-free" className={styles.free}>
          <h2 id="ebooks-free" className={styles.registerTitle}>
            {t('ebooks.free_title')}
          </h2>
          <ul className={styles.freeList}>
            {free.map((book) => (
              <li key={book.sku}>
                <FreeDownload sku={book.sku} title={book.title} format={book.format} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </BookList>
  );
}
