// POST /beheer/catalogus/:sku/omslag (issue 31 "Books", decision #685): a book's cover uploaded by staff — an image
// of up to 10 MB, more than a page's action reads (PAGE_BODY_LIMIT, 1 MB), so a Fastify route of its own like the
// ONIX upload beside it. The gate is the edit page's: a 404 below 'book.cover' (and for an ISBN the catalogue does
// not hold), the CSRF token (a field before the file) checked before the file is read; then services.covers
// resizes, stores and audits it (server/catalog/covers/service.ts). Every answer is a 303 back to the edit page:
// ?gedaan=cover, or ?omslag=<refusal> said by the file field.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { COVER_FILE_FIELD, type CoverRefusal } from '../../domain/book-edit.ts';
import { COVER_UPLOAD_MAX_BYTES } from '../../domain/covers.ts';
import { staffMay } from '../../domain/staff-access.ts';
import { requestAuth } from './auth.ts';
import { sendErrorPage } from './error-pages.ts';
import type { Services } from '../services.ts';

const CSRF_FIELD = '_csrf';
export const COVER_UPLOAD_PATH = '/beheer/catalogus/:sku/omslag';

export async function registerCoverUpload(
  app: FastifyInstance,
  services: Services,
  options: { sessionSecret: string },
): Promise<void> {
  await app.register(async (scope) => {
    // One byte past the limit tells a file that is too big from one that is exactly the limit.
    await scope.register(multipart, {
      limits: { files: 1, fields: 4, fileSize: COVER_UPLOAD_MAX_BYTES + 1 },
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post<{ Params: { sku: string } }>(COVER_UPLOAD_PATH, async (request, reply) => {
      const auth = await requestAuth(request, reply, services, options.sessionSecret);
      const { viewer } = auth;
      if (!viewer.loggedIn || !staffMay(viewer.accessLevel, 'book.cover'))
        return sendErrorPage(request, reply, 404);
      const sku = request.params.sku;
      const page = `/beheer/catalogus/${encodeURIComponent(sku)}`;
      const back = (query: string) =>
        reply.redirect(`${page}?${query}`, 303).header('cache-control', 'no-store');
      const refused = (reason: CoverRefusal) => back(`${COVER_FILE_FIELD}=${reason}`);
      const expired = () =>
        sendErrorPage(request, reply, 403, {
          text: ['Formulier verlopen', EXPIRED],
        });

      if (!request.isMultipart()) {
        const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        return auth.csrfValid(fields.get(CSRF_FIELD)) ? refused('geen-bestand') : expired();
      }
      const part = await request.file();
      const token = part?.fields[CSRF_FIELD];
      const csrf = token && 'value' in token ? token.value : undefined;
      if (!auth.csrfValid(csrf)) {
        part?.file.resume();
        return expired();
      }
      if (!part || part.fieldname !== COVER_FILE_FIELD || part.filename === '') {
        part?.file.resume();
        return refused('geen-bestand');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return refused('te-groot');
        throw error;
      }
      if (part.file.truncated || bytes.byteLength > COVER_UPLOAD_MAX_BYTES) return refused('te-groot');
      const result = await services.covers.storeUpload(sku, new Uint8Array(bytes), viewer.userId);
      if (result.kind === 'not_found') return sendErrorPage(request, reply, 404);
      if (result.kind === 'refused')
        return refused(result.error.key.endsWith('too_big') ? 'te-groot' : 'geen-afbeelding');
      return back('gedaan=cover');
    });
  });
}

/** The expired form's page text (the error pages take their texts whole). */
const EXPIRED =
  'Het formulier was verlopen en is daarom niet verstuurd. Open het boek in het beheer opnieuw en kies het bestand nog eens.';
