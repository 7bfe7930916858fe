// POST /beheer/catalogus/import (issue 31, decision #667): an ONIX file uploaded by staff, streamed to
// DATA_DIR/imports (never held in memory), then its run starts in the
// background and the browser goes to the run's report page. A Fastify route rather than the page's action, since
// pages read a form whole within PAGE_BODY_LIMIT. The gate is the page's: a 404 below its level, the CSRF token
// (a field before the file) checked before a byte of the file is stored, and a refusal goes back to the form
// with its reason by the file field.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  MAX_ONIX_UPLOAD_GB,
  ONIX_FILE_FIELD,
  onixUploadErrors,
  type UploadRefusal,
} from '../../domain/onix-upload.ts';
import { staffMay } from '../../domain/staff-access.ts';
import { requestAuth } from './auth.ts';
import { sendErrorPage } from './error-pages.ts';
import type { Services } from '../services.ts';

export const CATALOGUE_IMPORT_PATH = '/beheer/catalogus/import';
const MAX_ONIX_UPLOAD_BYTES = MAX_ONIX_UPLOAD_GB * 1024 ** 3;
const CSRF_FIELD = '_csrf';

export async function registerCatalogueUpload(
  app: FastifyInstance,
  services: Services,
  options: { sessionSecret: string; maxBytes?: number },
): Promise<void> {
  const maxBytes = options.maxBytes ?? MAX_ONIX_UPLOAD_BYTES;
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 4, fileSize: maxBytes } });
    // A form without a file (urlencoded) still reaches the gate: read whole, it is small.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post(CATALOGUE_IMPORT_PATH, async (request, reply) => {
      const auth = await requestAuth(request, reply, services, options.sessionSecret);
      const { viewer } = auth;
      if (!viewer.loggedIn || !staffMay(viewer.accessLevel, 'catalogue-import'))
        return sendErrorPage(request, reply, 404);
      const back = (reason: UploadRefusal) =>
        reply.redirect(`${CATALOGUE_IMPORT_PATH}?fout=${reason}`, 303).header('cache-control', 'no-store');
      const expired = () =>
        sendErrorPage(request, reply, 403, {
          text: [
            'Formulier verlopen',
            'Het formulier was verlopen en is daarom niet verstuurd. Open de importpagina opnieuw en kies het bestand nog eens.',
          ],
        });

      if (!request.isMultipart()) {
        const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        return auth.csrfValid(fields.get(CSRF_FIELD)) ? back('geen-bestand') : expired();
      }
      const part = await request.file();
      const token = part?.fields[CSRF_FIELD];
      const csrf = token && 'value' in token ? token.value : undefined;
      if (!auth.csrfValid(csrf)) {
        part?.file.resume();
        return expired();
      }
      // The browser's own rule (domain/onix-upload.ts): a file chosen, ending in .xml.
      // A file field left empty arrives as a file without a name (busboy gives none).
      const sentName =
        part?.fieldname === ONIX_FILE_FIELD ? ((part.filename as string | undefined) ?? '') : '';
      const fileName = path.basename(sentName).slice(-200);
      if (!part || Object.keys(onixUploadErrors({ [ONIX_FILE_FIELD]: fileName })).length > 0) {
        part?.file.resume();
        return back(fileName ? 'geen-xml' : 'geen-bestand');
      }
      const dir = services.catalogueImports.uploadDir;
      if (!dir) return sendErrorPage(request, reply, 404);
      await mkdir(dir, { recursive: true });
      const stored = path.join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}.xml`);
      try {
        await pipeline(part.file, createWriteStream(stored));
      } catch (error) {
        await rm(stored, { force: true });
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return back('te-groot');
        throw error;
      }
      if (part.file.truncated) {
        await rm(stored, { force: true });
        return back('te-groot');
      }
      const names = await services.accounts.staffNames([viewer.userId]);
      const started = await services.catalogueImports.start({
        filePath: stored,
        fileName,
        staffId: viewer.userId,
        startedBy: names.get(viewer.userId) ?? `#${viewer.userId}`,
      });
      if (!started.ok) return back('bezig');
      return reply
        .redirect(`${CATALOGUE_IMPORT_PATH}/${started.id}`, 303)
        .header('cache-control', 'no-store');
    });
  });
}
