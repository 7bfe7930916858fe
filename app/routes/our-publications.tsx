import { data, Link, useLoaderData } from 'react-router';
import { DEFAULT_PAGE_VIEW, OWN_BOOKS_PER_PAGE } from '../../domain/paging';
import { BookList } from '../components/lists/BookList';
import styles from '../components/lists/ListTabs.module.css';
import ownStyles from '../components/lists/OwnBook.module.css';
import { listMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf } from '../lib/params.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/our-publications';

const VIEWS = ['our_books', 'tips', 'own_book'] as const;
type OwnView = (typeof VIEWS)[number];
/** Spec 1 §4: the own-books page shows 250 per page (and the other lists keep their 25). */
const DEFAULTS = { perPage: OWN_BOOKS_PER_PAGE } as const;
/** The own-book view shows a few recent own publications as examples. */
const EXAMPLES = { perPage: 10, sort: 'release_date', order: 'desc', view: 'covers' } as const;

function isOwnView(value: string | undefined): value is OwnView {
  return (VIEWS as readonly string[]).includes(value ?? '');
}

/** Spec 1 §2.1 /our-publications/{our_books|tips|own_book} (also /onze-publicaties, /eigen-uitgaven). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const view: OwnView =
    params.view === undefined ? 'our_books' : isOwnView(params.view) ? params.view : 'our_books';
  if (params.view !== undefined && !isOwnView(params.view)) throw data(null, { status: 404 });
  const lists = context.services.lists;
  const page =
    view === 'own_book'
      ? await lists.ownPublications('our_books', { ...DEFAULT_PAGE_VIEW, ...EXAMPLES })
      : await lists.ownPublications(view, pageViewOf(request, DEFAULTS));
  return {
    view,
    page,
    prefix: new URL(request.url).pathname.split('/')[1] ?? 'our-publications',
  };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  const view = loaderData?.view ?? 'our_books';
  return listMeta(args, {
    title: t(`own.title.${view}`),
    description: t(view === 'own_book' ? 'own.own_book.lead' : 'own.lead'),
    path: `/our-publications/${view}`,
    page: loaderData?.page.view.page ?? 1,
  });
}

export default function OurPublicationsPage() {
  const { view, page, prefix } = useLoaderData<typeof loader>();
  const t = useT();
  const tabs = (
    <nav aria-label={t('own.views_label')}>
      <ul className={styles.tabs}>
        {VIEWS.map((v) => (
          <li key={v}>
            <Link
              to={`/${prefix}/${v}`}
              className={`${styles.tab} ${v === view ? styles.active : ''}`}
              aria-current={v === view ? 'page' : undefined}
            >
              {t(`own.title.${v}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (view === 'own_book') {
    return (
      <div className={ownStyles.page}>
        <h1 className={ownStyles.title}>{t('own.title.own_book')}</h1>
        {tabs}
        <p className={ownStyles.lead}>{t('own.own_book.lead')}</p>
        <h2 className={ownStyles.subtitle}>{t('own.own_book.steps')}</h2>
        <ol className={ownStyles.steps}>
          <li>{t('own.own_book.step1')}</li>
          <li>{t('own.own_book.step2')}</li>
          <li>{t('own.own_book.step3')}</li>
        </ol>
        <p>
          <Link to="/own-book" className="button button-primary">
            {t('own.own_book.contact')}
          </Link>
        </p>
        <BookList
          title={t('own.own_book.examples')}
          page={page}
          emptyText={t('list.empty')}
          controls={false}
          level={2}
        />
      </div>
    );
  }
  return (
    <BookList
      title={t(`own.title.${view}`)}
      page={page}
      defaults={DEFAULTS}
      emptyText={t('list.empty')}
      crumbs={[{ label: t(`own.title.${view}`), href: `/our-publications/${view}` }]}
    >
      {tabs}
      <p>{t('own.lead')}</p>
    </BookList>
  );
}
