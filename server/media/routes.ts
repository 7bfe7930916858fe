// /media/*: book covers (a stored file when present, otherwise a generated SVG) and other media files from
// DATA_DIR/media. Covers are cacheable for a day; the sku is validated before any file access.
// Issue 31 (decision #670): a cover in two sizes — /media/covers/{sku} the small one (covers/{sku}.webp, or a file
// staff put there as .webp/.jpg/.png), /media/covers/groot/{sku} the book page's (covers/groot/{sku}.webp, else
// the small file); both written by the covers job or an upload (server/covers/).
import { createReadStream, mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { coverSvg } from '../../domain/cover-svg.ts';
import { isCoverSku } from '../../domain/covers.ts';
import { coverBook } from '../catalog/index.ts';
import { registerNewsletterFiles } from '../content/newsletter-files.ts';
import { ensureDemoDownloads } from './demo-downloads.ts';
import type { Services } from '../services.ts';

const COVER_EXTENSIONS = [
  ['.webp', 'image/webp'],
  ['.jpg', 'image/jpeg'],
  ['.png', 'image/png'],
] as const;
const skuSchema = z.string().refine(isCoverSku);
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export async function registerMediaRoutes(app: FastifyInstance, services: Services, dataDir: string) {
  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  // Issue 15 #5: the download pages' MP3s exist from the first start (silent stand-ins until staff add theirs).
  ensureDemoDownloads(mediaDir);

  // Previews, newsletters, downloads and images that staff put in DATA_DIR/media.
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });

  // Newsletter pages and pdfs: the stored file, or one generated from the newsletter's row.
  registerNewsletterFiles(app, services);

  /** The first stored file of `candidates` as the reply, else the generated SVG. */
  async function sendCover(
    reply: FastifyReply,
    sku: string,
    candidates: readonly (readonly [string, string])[],
  ) {
    for (const [file, type] of candidates) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        return reply.header('cache-control', CACHE).type(type).send(createReadStream(file));
      }
    }
    const book = await coverBook(services.database.db, sku);
    return reply
      .header('cache-control', CACHE)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(
        coverSvg({ sku, title: book?.title ?? 'Afbeelding niet beschikbaar', author: book?.author ?? '' }),
      );
  }
  const parseSku = (raw: string) => skuSchema.safeParse(raw.replace(/\.(svg|jpg|png|webp)$/, ''));
  const smallCovers = (sku: string) =>
    COVER_EXTENSIONS.map(([ext, type]) => [path.join(mediaDir, 'covers', `${sku}${ext}`), type] as const);

  app.get<{ Params: { sku: string } }>('/media/covers/:sku', async (request, reply) => {
    const parsed = parseSku(request.params.sku);
    if (!parsed.success) return reply.status(404).type('text/plain; charset=utf-8').send('Niet gevonden');
    return sendCover(reply, parsed.data, smallCovers(parsed.data));
  });

  app.get<{ Params: { sku: string } }>('/media/covers/groot/:sku', async (request, reply) => {
    const parsed = parseSku(request.params.sku);
    if (!parsed.success) return reply.status(404).type('text/plain; charset=utf-8').send('Niet gevonden');
    const sku = parsed.data;
    return sendCover(reply, sku, [
      [path.join(mediaDir, 'covers', 'groot', `${sku}.webp`), 'image/webp'],
      ...smallCovers(sku),
    ]);
  });
}
