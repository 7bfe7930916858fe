// The worker processes the crash and mail fault tests start (crash-worker.ts, mail-worker.ts), bundled into one
// file with esbuild, as scripts/build-server.mjs bundles the server, and started with plain `node`. Started with
// `node --import tsx`, each start compiled and loaded the server's modules through tsx's hooks: 1–2 s of CPU,
// and the crash test starts 42 of them (decision 551).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_BUNDLE_OPTIONS } from '../../scripts/server-bundle.ts';
import { TEMPLATE_CACHE_DIR } from './pglite-template.ts';

export interface WorkerBundle {
  /** The bundled file, to start with `node <file>`. */
  file: string;
  remove(): void;
}

/** Bundles `entry` (a worker's source file) with the shop's code, as the server is bundled (scripts/server-bundle.ts). */
export async function bundleWorker(entry: string): Promise<WorkerBundle> {
  // Inside the project's node_modules, so the bundle's package imports resolve as the source's do.
  const dir = path.join(TEMPLATE_CACHE_DIR, 'workers');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${path.basename(entry, '.ts')}-${randomBytes(4).toString('hex')}.mjs`);
  await build({ ...SERVER_BUNDLE_OPTIONS, entryPoints: [entry], outfile: file });
  return { file, remove: () => rmSync(file, { force: true }) };
}
