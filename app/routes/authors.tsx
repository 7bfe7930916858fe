import { Link, useLoaderData } from 'react-router';
import { AUTHOR_LETTERS, type AuthorLetter, authorLetter } from '../../domain/author-letters';
import styles from '../components/lists/AuthorsIndex.module.css';
import { useCountText } from '../components/lists/ListCount';
import { listMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { useT } from '../lib/texts';
import type { Route } from './+types/authors';

export const handle = { layout: 'custom-authors' };

/** Spec 1 §2.1 /authors: all authors with books in this shop, by letter, 100 per page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get('page'));
  const index = await context.services.lists.authorsIndex(
    authorLetter(url.searchParams.get('letter')),
    Number.isInteger(page) && page > 0 ? page : 1,
    context.shop,
  );
  return { index };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return listMeta(args, {
    title: t('authors.title'),
    description: t('authors.description'),
    path: '/authors',
    page: 1,
  });
}

function hrefFor(letter: AuthorLetter, page = 1): string {
  const search = new URLSearchParams();
  if (letter !== 'A') search.set('letter', letter);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/authors?${query}` : '/authors';
}

export default function AuthorsPage() {
  const { index } = useLoaderData<typeof loader>();
  const t = useT();
  const countText = useCountText();
  const letterName = index.letter === '#' ? t('authors.other') : index.letter;
  return (
    <section className={styles.page} aria-labelledby="authors-title">
      <h1 id="authors-title" className={styles.title}>
        {t('authors.title')}
      </h1>
      <nav aria-label={t('authors.letters_label')}>
        <ul className={styles.letters}>
          {AUTHOR_LETTERS.map((letter) => (
            <li key={letter}>
              <Link
                to={hrefFor(letter)}
                className={`${styles.letter} ${letter === index.letter ? styles.active : ''}`}
                aria-current={letter === index.letter ? 'page' : undefined}
              >
                {letter === '#' ? t('authors.other') : letter}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className={styles.subtitle}>
        {t('authors.letter_title', { letter: letterName })}{' '}
        <span className={styles.count}>({index.total})</span>
      </h2>
      {index.authors.length === 0 ? (
        <p>{t('authors.none')}</p>
      ) : (
        <ul className={styles.authors}>
          {index.authors.map((a) => (
            <li key={a.id}>
              <Link to={`/author/${a.id}`}>{a.sortName}</Link>{' '}
              <span className={styles.count}>({countText(a.books)})</span>
            </li>
          ))}
        </ul>
      )}
      {index.pages > 1 ? (
        <nav aria-label={t('list.pagination')}>
          <ul className={styles.pages}>
            {Array.from({ length: index.pages }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                {page === index.page ? (
                  <span className={`${styles.letter} ${styles.active}`} aria-current="page">
                    {page}
                  </span>
                ) : (
                  <Link
                    to={hrefFor(index.letter, page)}
                    className={styles.letter}
                    aria-label={t('list.page', { page })}
                  >
                    {page}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
