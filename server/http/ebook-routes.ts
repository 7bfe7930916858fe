// Issue 32 (spec 1 §2.8; decisions 800–814): the e-books' own addresses, Fastify routes since they send files:
// - GET /ebook/:token — a paid e-book's personal link: the file watermarked for the buyer (services.ebooks
//   counts and records it), or a small Dutch page saying why not (gone after a refund, expired, used up: 410;
//   an unknown link: 404; no file stored yet: 503) — never a stack trace;
// - GET /ebooks/:sku/download — a free e-book for a logged-in visitor (EBOOK_DOWNLOADS); a guest is sent to the
//   login with the book page as the way back;
// - POST /beheer/catalogus/:sku/ebook — staff upload an EPUB or PDF behind the staff upload gate
//   (server/http/staff-upload.ts: a 404 below 'book.ebook', the CSRF token before the file), streamed to a
//   temporary file (never whole in memory) and stored by services.ebooks; a 303 back to the book page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bookPath } from '../../domain/book-identifier.ts';
import { EBOOK_FILE_FIELD, EBOOK_UPLOAD_MAX_BYTES, LINK_REFUSAL_TEXTS } from '../../domain/ebooks.ts';
import type { EbookFileAnswer } from '../ebooks/service.ts';
import { requestAuth } from './auth.ts';
import { type ErrorPageStatus, sendErrorPage } from './error-pages.ts';
import { backToBook } from './cover-upload.ts';
import { registerStaffUpload } from './staff-upload.ts';
import type { Services } from '../services.ts';

export const EBOOK_UPLOAD_PATH = '/beheer/catalogus/:sku/ebook';
const ISBN = /^\d{13}$/;

function sendFile(reply: FastifyReply, file: EbookFileAnswer): FastifyReply {
  // RFC 6266: an ASCII name (ebookFileName keeps letters, digits and hyphens) and the UTF-8 form alike.
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex');
  if (file.bytes !== null) reply.header('content-length', String(file.bytes));
  return reply.send(file.stream);
}

export async function registerEbookRoutes(
  app: FastifyInstance,
  services: Services,
  options: { sessionSecret: string },
): Promise<void> {
  // A HEAD (a link checker, a mail client's preview) neither counts nor sends the file (decision 806).
  app.head('/ebook/:token', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(),
  );
  app.get<{ Params: { token: string } }>(
    '/ebook/:token',
    { exposeHeadRoute: false },
    async (request, reply) => {
      const answer = await services.ebooks.download(request.params.token);
      if (answer.kind === 'file') return sendFile(reply, answer);
      const status: ErrorPageStatus =
        answer.reason === 'unknown' ? 404 : answer.reason === 'no-file' ? 503 : 410;
      return sendErrorPage(request, reply, status, { text: LINK_REFUSAL_TEXTS[answer.reason] });
    },
  );

  app.get<{ Params: { sku: string } }>('/ebooks/:sku/download', async (request, reply) => {
    const sku = request.params.sku;
    if (!ISBN.test(sku)) return sendErrorPage(request, reply, 404);
    const { viewer } = await requestAuth(request, reply, services, options.sessionSecret);
    const answer = await services.ebooks.freeDownload(
      viewer.loggedIn
        ? { loggedIn: true, userId: viewer.userId, accessLevel: viewer.accessLevel }
        : { loggedIn: false, accessLevel: 0 },
      sku,
    );
    if (answer.kind === 'file') return sendFile(reply, answer);
    if (answer.kind === 'login')
      return reply
        .redirect(`/login?next=${encodeURIComponent(bookPath(sku, '', null))}`, 303)
        .header('cache-control', 'no-store');
    return sendErrorPage(request, reply, 404);
  });

  await registerStaffUpload<{ sku: string }>(app, services, {
    sessionSecret: options.sessionSecret,
    path: EBOOK_UPLOAD_PATH,
    feature: 'book.ebook',
    fileField: EBOOK_FILE_FIELD,
    // One byte past the cap tells a file that is too big from one that is exactly the cap.
    maxBytes: EBOOK_UPLOAD_MAX_BYTES + 1,
    expiredAdvice: 'Open het boek in het beheer opnieuw en kies het bestand nog eens.',
    handle: async ({ request, reply, staffId, file }) => {
      const sku = request.params.sku;
      const back = (query: string) => backToBook(reply, sku, query);
      if (!ISBN.test(sku)) return sendErrorPage(request, reply, 404);
      if (!file) return back(`${EBOOK_FILE_FIELD}=geen-bestand`);
      const received = await services.ebooks.receive(file.part.file);
      if (received.kind === 'too-big') return back(`${EBOOK_FILE_FIELD}=te-groot`);
      const result = await services.ebooks.storeUpload(sku, received.path, { id: staffId });
      if (result.kind === 'not_found') return sendErrorPage(request, reply, 404);
      if (result.kind === 'refused') return back(`${EBOOK_FILE_FIELD}=${result.reason}`);
      return back('gedaan=ebook');
    },
  });
}
