import { Link, useLoaderData } from 'react-router';
import { GenreTiles } from '../components/genres/GenreCategories';
import styles from '../components/genres/Genres.module.css';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import type { Route } from './+types/genres';

/** Spec 1 §2.1 /genres ("placeholder pages, unfinished"): every genre with the categories it gathers. */
export async function loader({ context }: Route.LoaderArgs) {
  return { genres: await context.services.genres.list() };
}

export function meta(args: Route.MetaArgs) {
  const t = metaT(args.matches);
  return seoMeta(args, {
    title: pageTitle(args.matches, t('genres.title')),
    description: t('genres.description'),
  });
}

export default function Genres() {
  const { genres } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article>
      <h1>{t('genres.title')}</h1>
      <p className={styles.lead}>{t('genres.lead')}</p>
      <GenreTiles genres={genres} />
      {genres.map((genre) => (
        <section key={genre.name} className={styles.genreBlock} aria-labelledby={`genre-${genre.name}`}>
          <h2 id={`genre-${genre.name}`}>
            <Link to={genre.href}>{genre.displayValue}</Link>
          </h2>
          <ul className={styles.shelves}>
            {genre.categories.map((c) => (
              <li key={c.name}>
                <Link to={c.href}>{c.displayValue}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
