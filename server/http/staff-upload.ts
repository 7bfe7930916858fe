// The gate of a staff file upload (issue 31: the ONIX feed, decision #667; a book's cover, decision #685): a
// Fastify route of its own, since a page's action reads a form whole within PAGE_BODY_LIMIT. The gate is the page's
// — a 404 below the feature's level, then the CSRF token (a field before the file) checked before a byte of the
// file is read; a wrong token is the 403 page 'Formulier verlopen'. A form without a file (no file chosen, or sent
// urlencoded) reaches the handler with none, so it can send the form back with its own message.
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type StaffFeature, staffMay } from '../../domain/staff-access.ts';
import { requestAuth } from './auth.ts';
import { sendErrorPage } from './error-pages.ts';
import type { Services } from '../services.ts';

const CSRF_FIELD = '_csrf';

/** What the handler gets past the gate: the staff member and the file, or null when none came. */
export interface StaffUpload<Params> {
  request: FastifyRequest<{ Params: Params }>;
  reply: FastifyReply;
  staffId: number;
  /** The file as a stream (read it or resume it), with its name as sent (no folders); null when none came. */
  file: { part: MultipartFile; name: string } | null;
  /** The form's text fields sent before the file (issue 31: a newsletter's week and title), the token left out. */
  fields: Record<string, string>;
}

/** The text fields of a multipart part (those sent before the file). */
function textFields(part: MultipartFile | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part?.fields ?? {}))
    if (name !== CSRF_FIELD && field && !Array.isArray(field) && field.type === 'field')
      fields[name] = String(field.value);
  return fields;
}

export async function registerStaffUpload<Params>(
  app: FastifyInstance,
  services: Services,
  options: {
    sessionSecret: string;
    path: string;
    feature: StaffFeature;
    fileField: string;
    /** The largest file in bytes; a larger one is cut off (the handler sees `truncated` or a too-large error). */
    maxBytes: number;
    /** The most text fields the form sends, the token included (4 without it). */
    fields?: number;
    /** The 403 page's advice: where to go to send the file again. */
    expiredAdvice: string;
    handle: (upload: StaffUpload<Params>) => Promise<FastifyReply>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: options.fields ?? 4, fileSize: options.maxBytes },
    });
    // A form without a file (urlencoded) still reaches the gate: read whole, it is small.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post<{ Params: Params }>(options.path, async (request, reply) => {
      const auth = await requestAuth(request, reply, services, options.sessionSecret);
      const { viewer } = auth;
      if (!viewer.loggedIn || !staffMay(viewer.accessLevel, options.feature))
        return sendErrorPage(request, reply, 404);
      const expired = () =>
        sendErrorPage(request, reply, 403, {
          text: [
            'Formulier verlopen',
            `Het formulier was verlopen en is daarom niet verstuurd. ${options.expiredAdvice}`,
          ],
        });
      const upload = { request, reply, staffId: viewer.userId };
      if (!request.isMultipart()) {
        const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const fields = Object.fromEntries([...body].filter(([name]) => name !== CSRF_FIELD));
        return auth.csrfValid(body.get(CSRF_FIELD))
          ? options.handle({ ...upload, file: null, fields })
          : expired();
      }
      const part = await request.file();
      const token = part?.fields[CSRF_FIELD];
      if (!auth.csrfValid(token && 'value' in token ? token.value : undefined)) {
        part?.file.resume();
        return expired();
      }
      // A file field left empty arrives as a file without a name (busboy gives none).
      const sent = part?.fieldname === options.fileField ? ((part.filename as string | undefined) ?? '') : '';
      const name = path.basename(sent).slice(-200);
      const fields = textFields(part);
      if (!part || !name) {
        part?.file.resume();
        return options.handle({ ...upload, file: null, fields });
      }
      return options.handle({ ...upload, file: { part, name }, fields });
    });
  });
}
