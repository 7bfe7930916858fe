import { Link, useLoaderData } from 'react-router';
import { UnknownVideo } from '../components/videos/UnknownVideo';
import { VideoGrid } from '../components/videos/VideoCard';
import { VideoPlayer } from '../components/videos/VideoPlayer';
import styles from '../components/videos/Videos.module.css';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import { loadVideos } from '../lib/videos.server';
import type { Route } from './+types/videos-overview';

/**
 * Spec 1 §2.1 /videos-overview/{reference}: the overview with the chosen video featured at the top (playable)
 * and marked in the list; §9 focus 999 (or no reference) is the plain overview.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadVideos(context, params.reference, '/videos-overview');
}

export function meta(args: Route.MetaArgs) {
  const { matches, loaderData, error } = args;
  const t = metaT(matches);
  if (error || !loaderData) {
    const title = pageTitle(matches, t('videos.unknown'));
    return seoMeta(args, { title, description: t('videos.description'), noindex: true });
  }
  const { current } = loaderData;
  return seoMeta(args, {
    title: pageTitle(matches, current ? `${t('videos.title')}: ${current.title}` : t('videos.title')),
    description: t('videos.description'),
    path: '/videos-overview',
  });
}

export default function VideosOverview() {
  const { videos, current } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <article>
      <h1>{t('videos.title')}</h1>
      <p className={styles.lead}>{t('videos.lead')}</p>
      {current ? (
        <section className={styles.featured} aria-labelledby="featured-video">
          <p className={styles.featuredLabel}>{t('videos.featured')}</p>
          <VideoPlayer video={current} />
          <h2 id="featured-video">
            <Link to={current.href}>{current.title}</Link>
          </h2>
          {current.description ? <p>{current.description}</p> : null}
          {current.book ? (
            <p>
              <Link to={current.book.href}>{t('videos.book', { title: current.book.title })}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {videos.length > 0 ? (
        <VideoGrid videos={videos} highlight={current?.reference} />
      ) : (
        <p>{t('videos.empty')}</p>
      )}
    </article>
  );
}

export const ErrorBoundary = UnknownVideo;
