// /media/*: book covers (a stored file when present, otherwise a generated SVG) and other media files from
// DATA_DIR/media. Covers are cacheable for a day; the sku is validated before any file access.
import { createReadStream, mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { coverSvg } from '../../domain/cover-svg.ts';
import { coverBook } from '../catalog/index.ts';
import { registerNewsletterFiles } from '../content/newsletter-files.ts';
import { ensureDemoDownloads } from './demo-downloads.ts';
import type { Services } from '../services.ts';

const COVER_EXTENSIONS = [
  ['.webp', 'image/webp'],
  ['.jpg', 'image/jpeg'],
  ['.png', 'image/png'],
] as const;
const skuSchema = z.string().regex(/^[0-9A-Za-z-]{1,20}$/);
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

  app.get<{ Params: { sku: string } }>('/media/covers/:sku', async (request, reply) => {
    const parsed = skuSchema.safeParse(request.params.sku.replace(/\.(svg|jpg|png|webp)$/, ''));
    if (!parsed.success) return reply.status(404).type('text/plain; charset=utf-8').send('Niet gevonden');
    const sku = parsed.data;
    for (const [ext, type] of COVER_EXTENSIONS) {
      const file = path.join(mediaDir, 'covers', `${sku}${ext}`);
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
  });
}
