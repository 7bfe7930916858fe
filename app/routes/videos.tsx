import { Link, useLoaderData } from 'react-router';
import { UnknownVideo } from '../components/videos/UnknownVideo';
import { VideoGrid } from '../components/videos/VideoCard';
import { VideoPlayer } from '../components/videos/VideoPlayer';
import styles from '../components/videos/Videos.module.css';
import { metaT, pageTitle } from '../lib/meta';
import { seoMeta } from '../lib/seo';
import { useT } from '../lib/texts';
import { loadVideos } from '../lib/videos.server';
import type { Route } from './+types/videos';

/** Spec 1 §2.1 /videos (the overview) and /videos/{reference} (one video's page); /videos/999 → /videos. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadVideos(context, params.reference, '/videos');
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
    title: pageTitle(matches, current ? current.title : t('videos.title')),
    description: current?.description || t('videos.description'),
    // The overview has one address: /videos-overview (the spec's two names show the same list).
    path: current ? undefined : '/videos-overview',
  });
}

export default function Videos() {
  const { videos, current } = useLoaderData<typeof loader>();
  const t = useT();
  if (!current) {
    return (
      <article>
        <h1>{t('videos.title')}</h1>
        <p className={styles.lead}>{t('videos.lead')}</p>
        {videos.length > 0 ? <VideoGrid videos={videos} /> : <p>{t('videos.empty')}</p>}
      </article>
    );
  }
  const others = videos.filter((v) => v.reference !== current.reference);
  return (
    <article>
      <h1>{current.title}</h1>
      <VideoPlayer video={current} />
      <div className={styles.detail}>
        {current.description ? <p>{current.description}</p> : null}
        {current.book ? (
          <p>
            <Link to={current.book.href} className="button button-secondary">
              {t('videos.book', { title: current.book.title })}
            </Link>
          </p>
        ) : null}
      </div>
      {others.length > 0 ? (
        <section className={styles.more} aria-labelledby="more-videos">
          <h2 id="more-videos">{t('videos.more')}</h2>
          <VideoGrid videos={others} />
          <p>
            <Link to="/videos">{t('videos.all')}</Link>
          </p>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = UnknownVideo;
