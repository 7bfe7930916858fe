import { data, useLoaderData } from 'react-router';
import { BookList } from '../components/lists/BookList';
import styles from '../components/lists/AuthorProfile.module.css';
import { UnknownSubject } from '../components/ui/UnknownSubject';
import { listMeta, unknownMeta } from '../lib/list-page';
import { metaT } from '../lib/meta';
import { pageViewOf, subjectParam } from '../lib/params.server';
import { useT } from '../lib/texts';
import type { Route } from './+types/author';

export const handle = { layout: 'custom-authors' };

/** Spec 1 §2.1 /author/{first and last name, or id} (/auteur/{id}): the author's books in this shop. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = subjectParam(params.key);
  const list =
    key !== null ? await context.services.lists.author(key, pageViewOf(request), context.shop) : null;
  // Spec 1 §2.4 'Deze auteur is onbekend' when an author has no data.
  if (!list) throw data(null, { status: 404 });
  return { ...list };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData } = args;
  const t = metaT(matches);
  if (!loaderData) return unknownMeta(args, t('author.unknown'));
  const { author, page } = loaderData;
  return listMeta(args, {
    title: t('author.page_title', { author: author.name }),
    description: author.description?.slice(0, 155) ?? t('author.page_description', { author: author.name }),
    path: `/author/${author.id}`,
    page: page.view.page,
  });
}

export default function AuthorPage() {
  const { author, page } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <BookList
      title={t('author.page_title', { author: author.name })}
      page={page}
      emptyText={t('list.empty_author', { author: author.name })}
      crumbs={[
        { label: t('authors.title'), href: '/authors' },
        { label: author.name, href: `/author/${author.id}` },
      ]}
    >
      <section className={styles.profile} aria-label={t('author.about', { author: author.name })}>
        {author.profilePicture ? (
          <img
            src={`/media/${author.profilePicture}`}
            alt=""
            width={96}
            height={96}
            className={styles.picture}
          />
        ) : null}
        <p className={styles.description}>
          {author.description ?? t('author.no_info', { name: author.name })}
        </p>
      </section>
    </BookList>
  );
}

export function ErrorBoundary() {
  return <UnknownSubject textKey="author.unknown" />;
}
