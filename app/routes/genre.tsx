import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import type { GenreOverview } from '../../server/content/genres';
import { GenreCategories, GenreTiles } from '../components/genres/GenreCategories';
import styles from '../components/genres/Genres.module.css';
import { TechnicalErrorContent } from '../components/shell/ErrorPages';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/genre';

/**
 * Spec 1 §2.1 /genre/{name} ("placeholder pages, unfinished"): the genre's name, that its own overview is
 * being prepared, and its categories with their shelves. An unknown genre is a 404 listing the genres.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const genres = await context.services.genres.list();
  const genre = params.name.length <= 60 ? await context.services.genres.byName(params.name) : null;
  if (!genre) throw data({ genres }, { status: 404 });
  return { genre, genres };
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData, error } = args;
  const t = metaT(matches);
  if (error || !loaderData) {
    const title = pageTitle(matches, t('genres.unknown'));
    return seoMeta(args, { title, description: t('genres.description'), noindex: true });
  }
  return seoMeta(args, {
    title: pageTitle(matches, loaderData.genre.displayValue),
    description: t('genres.page_description', { name: loaderData.genre.displayValue }),
  });
}

export default function Genre() {
  const { genre, genres } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article>
      <h1>{genre.displayValue}</h1>
      <p className={styles.notice}>{t('genres.preparing')}</p>
      <section aria-labelledby="genre-categories">
        <h2 id="genre-categories" className="visually-hidden">
          {t('genres.categories')}
        </h2>
        <GenreCategories categories={genre.categories} />
      </section>
      <section className={styles.section} aria-labelledby="other-genres">
        <h2 id="other-genres">{t('genres.other')}</h2>
        <GenreTiles genres={genres} current={genre.name} />
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <TechnicalErrorContent />;
  const genres = (error.data as { genres?: GenreOverview[] } | null)?.genres ?? [];
  return (
    <article>
      <h1>{t('genres.unknown')}</h1>
      <p>{t('genres.unknown_advice')}</p>
      <GenreTiles genres={genres} />
    </article>
  );
}
