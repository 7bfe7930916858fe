import { PlayCircle } from '../ui/icons/PlayCircle';
import { Link } from 'react-router';
import type { Video } from '../../../server/content/videos';
import { useT } from '../../lib/texts';
import styles from './Videos.module.css';

/** A video in a list: poster (or a calm placeholder), title as the link, description and the book it is about. */
export function VideoCard({ video, highlighted = false }: { video: Video; highlighted?: boolean }) {
  const t = useT();
  return (
    <article className={`${styles.card} ${highlighted ? styles.highlighted : ''}`}>
      <Link to={video.href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {video.poster ? <img src={video.poster} alt="" loading="lazy" decoding="async" /> : null}
        <PlayCircle className={styles.play} size={40} />
      </Link>
      <h3 className={styles.cardTitle}>
        <Link to={video.href}>{video.title}</Link>
      </h3>
      {video.description ? <p className={styles.description}>{video.description}</p> : null}
      {video.book ? (
        <p className={styles.bookLink}>
          <Link to={video.book.href}>{t('videos.book', { title: video.book.title })}</Link>
        </p>
      ) : null}
    </article>
  );
}

export function VideoGrid({ videos, highlight }: { videos: Video[]; highlight?: string }) {
  return (
    <ul className={styles.grid}>
      {videos.map((video) => (
        <li key={video.reference} id={`video-${video.reference}`}>
          <VideoCard video={video} highlighted={video.reference === highlight} />
        </li>
      ))}
    </ul>
  );
}
