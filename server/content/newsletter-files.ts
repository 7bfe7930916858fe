// /media/newsletters/{year}/wk{week}.html|.pdf: a newsletter's web page and pdf (spec 1 §4 file rules, §7.5).
// A file staff put in DATA_DIR/media is served as it is; without one, a newsletter whose row says it has that
// file gets a generated page or pdf (server/content/newsletter-html.ts, newsletter-pdf.ts), so every link the
// overview shows leads somewhere. Anything else is a 404.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { availableNewsletterViews, newsletterFilePaths } from '../../domain/newsletters.ts';
import type { Services } from '../services.ts';
import { renderNewsletterHtml } from './newsletter-html.ts';
import { renderNewsletterPdf } from './newsletter-pdf.ts';

const paramsSchema = z.object({
  year: z.string().regex(/^20\d{2}$/),
  file: z.string().regex(/^wk\d{4}\.(html|pdf)$/),
});

// Newsletters are mail HTML: inline styles and images from anywhere, never scripts; framed only by us.
const NEWSLETTER_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'; base-uri 'self'";
const CACHE = 'public, max-age=3600';

export function registerNewsletterFiles(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { year: string; file: string } }>(
    '/media/newsletters/:year/:file',
    async (request, reply) => {
      const notFound = () =>
        reply.status(404).type('text/plain; charset=utf-8').send('Deze nieuwsbrief is niet gevonden');
      const params = paramsSchema.safeParse(request.params);
      if (!params.success) return notFound();
      const relative = `newsletters/${params.data.year}/${params.data.file}`;
      const format = params.data.file.endsWith('.pdf') ? 'pdf' : 'web';
      const type = format === 'pdf' ? 'application/pdf' : 'text/html; charset=utf-8';
      reply.header('cache-control', CACHE).header('content-security-policy', NEWSLETTER_CSP);

      const stored = await services.mediaFiles.find(relative);
      if (stored) return reply.type(type).send(createReadStream(stored));

      const week = Number(params.data.file.slice(2, 6));
      const row = await services.newsletters.row(week);
      if (!row || !availableNewsletterViews(row).includes(format)) return notFound();
      // The address must be the one the row's own file rule gives (its dir), not any year.
      if (newsletterFilePaths(row)[format] !== relative) return notFound();
      const issue = await services.newsletters.issue(week);
      if (!issue) return notFound();
      if (format === 'web') return reply.type(type).send(renderNewsletterHtml(issue));
      return reply
        .type(type)
        .header('content-disposition', `inline; filename="leeswijzer-nieuwsbrief-wk${week}.pdf"`)
        .send(await renderNewsletterPdf(issue));
    },
  );
}
