// Issue 16 (decision 499): GET /shell/{shop}/{version}.js and .json, the shell's shared part of a shop (its
// categories, authors, banners, newest books, top lists: server/shell/types.ts ShellShared). A page names
// the version its server render used; the script is loaded with the page's modules, the JSON by a client
// navigation that meets a version the browser does not have yet. The address changes with the content, so a
// version this process made lately is cached for a year; any other gets today's part with `no-cache` and its own
// version inside, so a wrong part is never kept under another name.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHOP, type Shop } from '../../domain/shop.ts';
import type { Services } from '../services.ts';
import { SHELL_GLOBAL, SHELL_VERSION_PATTERN } from '../../domain/shell.ts';

const SHOPS: readonly Shop[] = [DEFAULT_SHOP, 'SHOP_ALL'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerShellAsset(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { shop: string; file: string } }>('/shell/:shop/:file', async (request, reply) => {
    const [, version = '', kind = ''] = /^(.+)\.(js|json)$/.exec(request.params.file) ?? [];
    const shop = SHOPS.find((s) => s === request.params.shop);
    if (!shop || !SHELL_VERSION_PATTERN.test(version)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Deze gegevens bestaan niet.');
    }
    const current = await services.shell.shared(shop, version);
    reply.header('cache-control', current.version === version ? IMMUTABLE : 'no-cache');
    const body = JSON.stringify({ shop, version: current.version, shared: current.shared });
    if (kind === 'json') return reply.type('application/json; charset=utf-8').send(body);
    return reply.type('text/javascript; charset=utf-8').send(`globalThis.${SHELL_GLOBAL} = ${body};\n`);
  });
}
