// POST /beheer/catalogus/import (issue 31, decision #667): an ONIX file uploaded by staff, behind the staff
// upload gate (server/http/staff-upload.ts), streamed to DATA_DIR/imports (never held in memory); then its run
// starts in the background and the browser goes to the run's report page. A refusal goes back to the form with
// its reason by the file field (?fout=…, domain/onix-upload.ts).
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import {
  MAX_ONIX_UPLOAD_GB,
  ONIX_FILE_FIELD,
  onixUploadErrors,
  type UploadRefusal,
} from '../../domain/onix-upload.ts';
import { sendErrorPage } from './error-pages.ts';
import { registerStaffUpload } from './staff-upload.ts';
import type { Services } from '../services.ts';

export const CATALOGUE_IMPORT_PATH = '/beheer/catalogus/import';
const MAX_ONIX_UPLOAD_BYTES = MAX_ONIX_UPLOAD_GB * 1024 ** 3;

export async function registerCatalogueUpload(
  app: FastifyInstance,
  services: Services,
  options: { sessionSecret: string; maxBytes?: number },
): Promise<void> {
  await registerStaffUpload(app, services, {
    sessionSecret: options.sessionSecret,
    path: CATALOGUE_IMPORT_PATH,
    feature: 'catalogue-import',
    fileField: ONIX_FILE_FIELD,
    maxBytes: options.maxBytes ?? MAX_ONIX_UPLOAD_BYTES,
    expiredAdvice: 'Open de importpagina opnieuw en kies het bestand nog eens.',
    handle: async ({ request, reply, staffId, file }) => {
      const back = (reason: UploadRefusal) =>
        reply.redirect(`${CATALOGUE_IMPORT_PATH}?fout=${reason}`, 303).header('cache-control', 'no-store');
      if (!file) return back('geen-bestand');
      // The browser's own rule (domain/onix-upload.ts): a file ending in .xml.
      if (Object.keys(onixUploadErrors({ [ONIX_FILE_FIELD]: file.name })).length > 0) {
        file.part.file.resume();
        return back('geen-xml');
      }
      const dir = services.catalogueImports.uploadDir;
      if (!dir) return sendErrorPage(request, reply, 404);
      await mkdir(dir, { recursive: true });
      const stored = path.join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}.xml`);
      try {
        await pipeline(file.part.file, createWriteStream(stored));
      } catch (error) {
        await rm(stored, { force: true });
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return back('te-groot');
        throw error;
      }
      if (file.part.file.truncated) {
        await rm(stored, { force: true });
        return back('te-groot');
      }
      const names = await services.accounts.staffNames([staffId]);
      const started = await services.catalogueImports.start({
        filePath: stored,
        fileName: file.name,
        staffId,
        startedBy: names.get(staffId) ?? `#${staffId}`,
      });
      if (!started.ok) return back('bezig');
      return reply
        .redirect(`${CATALOGUE_IMPORT_PATH}/${started.id}`, 303)
        .header('cache-control', 'no-store');
    },
  });
}
