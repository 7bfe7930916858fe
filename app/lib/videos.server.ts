// The two video routes share how an address becomes a video list with an optional chosen video
// (docs/decisions/: /videos/{ref} is the video's page, /videos-overview/{ref} the overview with it featured).
import { type AppLoadContext, data, redirect } from 'react-router';
import { videoFocus } from '../../domain/videos';

/** The videos and the one the address names; 999 or no reference → the overview (301 to `base` for 999). */
export async function loadVideos(context: AppLoadContext, reference: string | undefined, base: string) {
  const focus = videoFocus(reference);
  if (focus.kind === 'overview' && reference) throw redirect(base, { status: 301 });
  const videos = await context.services.videos.list();
  if (focus.kind === 'invalid') throw data({ videos }, { status: 404 });
  if (focus.kind === 'overview') return { videos, current: null };
  const current = videos.find((v) => v.reference === focus.reference);
  if (!current) throw data({ videos }, { status: 404 });
  return { videos, current };
}
