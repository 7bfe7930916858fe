// /robots.txt, /sitemap.xml (a sitemap index) and the sitemap files under /sitemaps/. Compression comes from
// the app's compress plugin (application/xml and text/plain are compressible).
import type { FastifyInstance } from 'fastify';
import {
  absoluteUrl,
  parseSitemapFile,
  sitemapFilePath,
  sitemapIndexXml,
  urlsetXml,
} from '../../domain/sitemap.ts';
import type { Services } from '../services.ts';
import { robotsTxt } from './robots.ts';

const XML = 'application/xml; charset=utf-8';
/** Crawlers fetch these a few times a day; an hour keeps a new book's delay short. */
const SITEMAP_CACHE = 'public, max-age=3600';
const ROBOTS_CACHE = 'public, max-age=86400';

export async function registerSeoRoutes(
  app: FastifyInstance,
  services: Services,
  { origin }: { origin: string },
): Promise<void> {
  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_CACHE);
    return robotsTxt(origin);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await services.seo.sitemapFiles();
    reply.type(XML).header('cache-control', SITEMAP_CACHE);
    return sitemapIndexXml(files.map((file) => ({ loc: absoluteUrl(origin, sitemapFilePath(file)) })));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const file = parseSitemapFile(request.params.file);
    const paths =
      file === null
        ? null
        : file.kind === 'pages'
          ? await services.seo.pagesSitemap()
          : file.kind === 'books'
            ? await services.seo.bookSitemap(file.page)
            : await services.seo.authorSitemap(file.page);
    if (paths === null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Deze sitemap bestaat niet.');
    }
    reply.type(XML).header('cache-control', SITEMAP_CACHE);
    return urlsetXml(paths.map((p) => ({ loc: absoluteUrl(origin, p.path), lastmod: p.lastmod ?? null })));
  });
}
