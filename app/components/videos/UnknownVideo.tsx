import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { Video } from '../../../server/content/videos';
import { useT } from '../../lib/texts';
import { TechnicalErrorContent } from '../shell/ErrorPages';
import { VideoGrid } from './VideoCard';

/** The error boundary of both video routes: an unknown video (404) shows the Dutch text and every video. */
export function UnknownVideo() {
  const error = useRouteError();
  const t = useT();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <TechnicalErrorContent />;
  const videos = (error.data as { videos?: Video[] } | null)?.videos ?? [];
  return (
    <article>
      <h1>{t('videos.unknown')}</h1>
      <p>{t('videos.unknown_advice')}</p>
      <VideoGrid videos={videos} />
    </article>
  );
}
