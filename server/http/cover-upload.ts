// POST /beheer/catalogus/:sku/omslag (issue 31 "Books", decision #685): a book's cover uploaded by staff — an image
// of up to 10 MB, more than a page's action reads (PAGE_BODY_LIMIT, 1 MB) — behind the staff upload gate
// (server/http/staff-upload.ts: a 404 below 'book.cover', the CSRF token before the file); then services.covers
// resizes, stores and audits it (server/catalog/covers/service.ts), or it is a 404 for an ISBN the catalogue does
// not hold. Every other answer is a 303 back to the edit page: ?gedaan=cover, or ?omslag=<refusal> by the file field.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COVER_FILE_FIELD, type CoverRefusal } from '../../domain/book-edit.ts';
import { COVER_UPLOAD_MAX_BYTES } from '../../domain/covers.ts';
import { sendErrorPage } from './error-pages.ts';
import { registerStaffUpload } from './staff-upload.ts';
import type { Services } from '../services.ts';

export const COVER_UPLOAD_PATH = '/beheer/catalogus/:sku/omslag';

/** Back to the staff book page with the upload's outcome in the address (the cover's and the e-book's uploads). */
export function backToBook(reply: FastifyReply, sku: string, query: string): FastifyReply {
  return reply
    .redirect(`/beheer/catalogus/${encodeURIComponent(sku)}?${query}`, 303)
    .header('cache-control', 'no-store');
}

export async function registerCoverUpload(
  app: FastifyInstance,
  services: Services,
  options: { sessionSecret: string },
): Promise<void> {
  await registerStaffUpload<{ sku: string }>(app, services, {
    sessionSecret: options.sessionSecret,
    path: COVER_UPLOAD_PATH,
    feature: 'book.cover',
    fileField: COVER_FILE_FIELD,
    // One byte past the limit tells a file that is too big from one that is exactly the limit.
    maxBytes: COVER_UPLOAD_MAX_BYTES + 1,
    expiredAdvice: 'Open het boek in het beheer opnieuw en kies het bestand nog eens.',
    handle: async ({ request, reply, staffId, file }) => {
      const sku = request.params.sku;
      const back = (query: string) => backToBook(reply, sku, query);
      const refused = (reason: CoverRefusal) => back(`${COVER_FILE_FIELD}=${reason}`);
      if (!file) return refused('geen-bestand');
      let bytes: Buffer;
      try {
        bytes = await file.part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return refused('te-groot');
        throw error;
      }
      if (file.part.file.truncated || bytes.byteLength > COVER_UPLOAD_MAX_BYTES) return refused('te-groot');
      const result = await services.covers.storeUpload(sku, new Uint8Array(bytes), staffId);
      if (result.kind === 'not_found') return sendErrorPage(request, reply, 404);
      if (result.kind === 'refused')
        return refused(result.error.key.endsWith('too_big') ? 'te-groot' : 'geen-afbeelding');
      return back('gedaan=cover');
    },
  });
}
