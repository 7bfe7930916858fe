// POST /beheer/auteurs/:author/foto and /beheer/categorieen/:category/afbeelding (issue 31 "Content", decisions
// 711–712): an author's picture and a category's image uploaded by staff — up to 5 MB, more than a page's action
// reads — behind the shared staff upload gate (server/http/staff-upload.ts: a 404 below the page's level, the CSRF
// token before the file, 'Formulier verlopen' for a wrong one); then the service resizes, stores and audits it, or
// it is a 404 for an id the catalogue does not hold. Every other answer is a 303 back to the edit page: ?gedaan=foto,
// or ?afbeelding=<refusal> by the file field.
import type { FastifyInstance } from 'fastify';
import { CONTENT_IMAGE_MAX_BYTES, IMAGE_FILE_FIELD, type ImageRefusal } from '../../domain/content-images.ts';
import type { StaffFeature } from '../../domain/staff-access.ts';
import type { PictureResult } from '../catalog/index.ts';
import { sendErrorPage } from './error-pages.ts';
import { registerStaffUpload } from './staff-upload.ts';
import type { Services } from '../services.ts';

export const AUTHOR_PICTURE_PATH = '/beheer/auteurs/:id/foto';
export const CATEGORY_IMAGE_PATH = '/beheer/categorieen/:id/afbeelding';

export async function registerContentImageUploads(
  app: FastifyInstance,
  services: Services,
  options: { sessionSecret: string },
): Promise<void> {
  const pages: {
    path: string;
    feature: StaffFeature;
    page: string;
    advice: string;
    store: (staffId: number, id: number, bytes: Uint8Array) => Promise<PictureResult>;
  }[] = [
    {
      path: AUTHOR_PICTURE_PATH,
      feature: 'author',
      page: '/beheer/auteurs',
      advice: 'Open de auteur in het beheer opnieuw en kies het bestand nog eens.',
      store: (staffId, id, bytes) => services.staffAuthors.storePicture(staffId, id, bytes),
    },
    {
      path: CATEGORY_IMAGE_PATH,
      feature: 'category',
      page: '/beheer/categorieen',
      advice: 'Open de categorie in het beheer opnieuw en kies het bestand nog eens.',
      store: (staffId, id, bytes) => services.staffCategories.storeImage(staffId, id, bytes),
    },
  ];
  for (const page of pages)
    await registerStaffUpload<{ id: string }>(app, services, {
      sessionSecret: options.sessionSecret,
      path: page.path,
      feature: page.feature,
      fileField: IMAGE_FILE_FIELD,
      // One byte past the limit tells a file that is too big from one that is exactly the limit.
      maxBytes: CONTENT_IMAGE_MAX_BYTES + 1,
      expiredAdvice: page.advice,
      handle: async ({ request, reply, staffId, file }) => {
        const raw = request.params.id;
        if (!/^\d{1,9}$/.test(raw)) {
          file?.part.file.resume();
          return sendErrorPage(request, reply, 404);
        }
        const back = (query: string) =>
          reply.redirect(`${page.page}/${raw}?${query}`, 303).header('cache-control', 'no-store');
        const refused = (reason: ImageRefusal) => back(`${IMAGE_FILE_FIELD}=${reason}`);
        if (!file) return refused('geen-bestand');
        let bytes: Buffer;
        try {
          bytes = await file.part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return refused('te-groot');
          throw error;
        }
        if (file.part.file.truncated || bytes.byteLength > CONTENT_IMAGE_MAX_BYTES)
          return refused('te-groot');
        const result = await page.store(staffId, Number(raw), new Uint8Array(bytes));
        if (result.kind === 'not-found') return sendErrorPage(request, reply, 404);
        if (result.kind === 'refused') return refused(result.refusal);
        return back('gedaan=foto');
      },
    });
}
