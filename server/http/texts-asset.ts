// Issue 16: GET /texts/{version}.js, the shared interface texts as a script a page loads once per visit (the
// document names the version its server render used; domain/texts.ts textsScriptPath). The address changes with
// the texts, so a known version is cached for a year; a version no process has (any more) gets today's texts
// with `no-cache`, so the wrong texts are never kept under that name.
import type { FastifyInstance } from 'fastify';
import { TEXTS_VERSION_PATTERN } from '../../domain/texts.ts';
import type { Services } from '../services.ts';

const JAVASCRIPT = 'text/javascript; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerTextsAsset(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { file: string } }>('/texts/:file', async (request, reply) => {
    const version = /^(.+)\.js$/.exec(request.params.file)?.[1] ?? '';
    if (!TEXTS_VERSION_PATTERN.test(version)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Deze teksten bestaan niet.');
    }
    const wanted = await services.texts.sharedVersion('nl', version);
    const served = wanted ?? (await services.texts.shared('nl'));
    reply.type(JAVASCRIPT).header('cache-control', wanted ? IMMUTABLE : 'no-cache');
    return served.script;
  });
}
