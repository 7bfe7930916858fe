import { VideoOff } from '../ui/icons/VideoOff';
import type { Video } from '../../../server/content/videos';
import { useT } from '../../lib/texts';
import styles from './Videos.module.css';

/**
 * An HTML5 player with Dutch captions when the captions file exists (spec 1 §2.2 video). Without the video file
 * on disk the frame says so in Dutch, over the poster, instead of showing a player that cannot play.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const t = useT();
  if (!video.src) {
    return (
      <div className={styles.stage}>
        {video.poster ? <img className={styles.stagePoster} src={video.poster} alt="" /> : null}
        <div className={styles.unavailable}>
          <VideoOff aria-hidden="true" size={32} />
          <p className={styles.unavailableTitle}>{t('videos.unavailable')}</p>
          <p>{t('videos.unavailable_advice')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stage}>
      <video
        className={styles.video}
        controls
        playsInline
        preload="metadata"
        poster={video.poster ?? undefined}
        aria-label={video.title}
      >
        <source src={video.src} type={video.type} />
        {video.captionsSrc ? (
          <track kind="captions" srcLang="nl" label={t('videos.captions')} src={video.captionsSrc} default />
        ) : null}
        <p>
          {t('videos.no_support')} <a href={video.src}>{t('videos.download')}</a>
        </p>
      </video>
    </div>
  );
}
