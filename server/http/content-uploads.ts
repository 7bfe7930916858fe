// Issue 31 "Content" (decisions 730–736): the content uploads staff send — a newsletter's PDF or web page
// (POST /beheer/nieuwsbrieven/upload), a video's MP4, captions or poster (POST /beheer/videos/:id/video|ondertitels|
// poster) and a banner's image (POST /beheer/banners/:id/afbeelding) — each a Fastify route behind the staff upload
// gate (server/http/staff-upload.ts: a 404 below the page's level, the CSRF token checked before a byte of the file
// is read, a size cap), since a page's action reads at most PAGE_BODY_LIMIT. The file streams to a temporary file
// (server/content/media-store.ts, never whole in memory), is checked for what it claims to be by its first bytes
// (domain/media-upload.ts), then the service keeps it with its audit line. Every answer is a 303 back to the page:
// what was done, or the refusal's code by its field (the page shows the Dutch message) with what was typed.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BANNER_IMAGE_FIELD } from '../../domain/content-banners.ts';
import {
  NEWSLETTER_FIELDS,
  newsletterFormatOf,
  parseNewsletterUpload,
} from '../../domain/content-newsletters.ts';
import { VIDEO_FILE_FIELD, VIDEO_UPLOADS, type VideoUpload } from '../../domain/content-videos.ts';
import {
  HEADER_BYTES,
  isMp4Header,
  isPdfHeader,
  isWebVtt,
  type MediaRefusal,
  mediaUploadMaxBytes,
  newsletterHtmlProblem,
  tooBig,
} from '../../domain/media-upload.ts';
import { sendErrorPage } from './error-pages.ts';
import { registerStaffUpload } from './staff-upload.ts';
import type { Services } from '../services.ts';

export const NEWSLETTER_UPLOAD_PATH = '/beheer/nieuwsbrieven/upload';
export const VIDEO_UPLOAD_PATH = '/beheer/videos/:id/:upload';
export const BANNER_IMAGE_PATH = '/beheer/banners/:id/afbeelding';

const seeOther = (reply: FastifyReply, to: string) =>
  reply.redirect(to, 303).header('cache-control', 'no-store');
const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

export async function registerContentUploads(
  app: FastifyInstance,
  services: Services,
  options: { sessionSecret: string },
): Promise<void> {
  const store = services.mediaStore;

  await registerStaffUpload(app, services, {
    sessionSecret: options.sessionSecret,
    path: NEWSLETTER_UPLOAD_PATH,
    feature: 'newsletters',
    fileField: NEWSLETTER_FIELDS.file,
    // One byte past the cap tells a file that is too big from one that is exactly the cap.
    maxBytes: mediaUploadMaxBytes('newsletter') + 1,
    fields: 6,
    expiredAdvice: 'Open de nieuwsbrievenpagina opnieuw en kies het bestand nog eens.',
    handle: async ({ reply, staffId, file, fields }) => {
      const f = NEWSLETTER_FIELDS;
      const typed = new URLSearchParams();
      for (const name of [f.year, f.week, f.title, f.replace])
        if (fields[name]) typed.set(name, fields[name]);
      if (file) typed.set(f.file, file.name);
      const back = (refusal?: MediaRefusal) => {
        if (refusal) typed.set('fout', refusal);
        return seeOther(reply, `/beheer/nieuwsbrieven?${typed}#newsletter-upload-title`);
      };
      if (!file) return back('geen-bestand');
      const parsed = parseNewsletterUpload({ ...fields, [f.file]: file.name });
      if (parsed.kind === 'invalid') {
        file.part.file.resume();
        return back();
      }
      const format = newsletterFormatOf(file.name)!;
      const received = await store.receive(file.part.file);
      if (received.kind === 'too-big') return back(tooBig('newsletter'));
      const refusal: MediaRefusal | null =
        format === 'pdf'
          ? isPdfHeader(await store.head(received.path, HEADER_BYTES))
            ? null
            : 'geen-pdf'
          : await store
              .text(received.path)
              .then((text) => (text === null ? 'geen-html' : newsletterHtmlProblem(text)));
      if (refusal) {
        await store.discard(received.path);
        return back(refusal);
      }
      const stored = await services.staffNewsletters.store(staffId, parsed.value, {
        format,
        path: received.path,
      });
      if (stored.kind === 'taken') {
        await store.discard(received.path);
        return back('week-bezet');
      }
      return seeOther(reply, `/beheer/nieuwsbrieven?gedaan=${stored.kind}`);
    },
  });

  const videoCaps: Record<VideoUpload, 'video' | 'captions' | 'image'> = {
    video: 'video',
    ondertitels: 'captions',
    poster: 'image',
  };
  for (const upload of VIDEO_UPLOADS) {
    await registerStaffUpload<{ id: string }>(app, services, {
      sessionSecret: options.sessionSecret,
      path: VIDEO_UPLOAD_PATH.replace(':upload', upload),
      feature: 'videos',
      fileField: VIDEO_FILE_FIELD,
      maxBytes: mediaUploadMaxBytes(videoCaps[upload]) + 1,
      expiredAdvice: 'Open de video in het beheer opnieuw en kies het bestand nog eens.',
      handle: async ({ request, reply, staffId, file }) => {
        const id = idOf(request.params.id);
        const row = id === null ? null : await services.staffVideos.get(id);
        if (!row || id === null) {
          file?.part.file.resume();
          return sendErrorPage(request, reply, 404);
        }
        const page = `/beheer/videos?bewerk=${id}`;
        const back = (refusal: MediaRefusal) =>
          seeOther(reply, `${page}&${upload}=${refusal}#video-${upload}-title`);
        if (!file) return back('geen-bestand');
        const received = await store.receive(file.part.file);
        if (received.kind === 'too-big') return back(tooBig(videoCaps[upload]));
        let refusal: MediaRefusal | null = null;
        if (upload === 'video' && !isMp4Header(await store.head(received.path, HEADER_BYTES)))
          refusal = 'geen-mp4';
        if (upload === 'ondertitels') {
          const text = await store.text(received.path);
          if (text === null || !isWebVtt(text)) refusal = 'geen-vtt';
        }
        if (refusal) {
          await store.discard(received.path);
          return back(refusal);
        }
        const result = await services.staffVideos.storeFile(staffId, id, upload, received.path);
        if (result.kind === 'not-found') return sendErrorPage(request, reply, 404);
        if (result.kind === 'not-image') return back('geen-afbeelding');
        return seeOther(reply, `${page}&opgeslagen=${upload}#video-${upload}-title`);
      },
    });
  }

  await registerStaffUpload<{ id: string }>(app, services, {
    sessionSecret: options.sessionSecret,
    path: BANNER_IMAGE_PATH,
    feature: 'banners',
    fileField: BANNER_IMAGE_FIELD,
    maxBytes: mediaUploadMaxBytes('image') + 1,
    expiredAdvice: 'Open de banner in het beheer opnieuw en kies het bestand nog eens.',
    handle: async ({ request, reply, staffId, file }) => {
      const id = idOf(request.params.id);
      const page = `/beheer/banners?bewerk=${id}`;
      const back = (query: string) => seeOther(reply, `${page}&${query}#banner-image-title`);
      if (id === null) {
        file?.part.file.resume();
        return sendErrorPage(request, reply, 404);
      }
      if (!file) return back(`${BANNER_IMAGE_FIELD}=geen-bestand`);
      const received = await store.receive(file.part.file);
      if (received.kind === 'too-big') return back(`${BANNER_IMAGE_FIELD}=${tooBig('image')}`);
      const bytes = new Uint8Array(await readFile(received.path));
      await store.discard(received.path);
      const result = await services.staffBannerImages.store(staffId, id, bytes);
      if (result.kind === 'not-found') return sendErrorPage(request, reply, 404);
      if (result.kind === 'not-image') return back(`${BANNER_IMAGE_FIELD}=geen-afbeelding`);
      return back('beeld=opgeslagen');
    },
  });
}
