// Global setup of the 'db' Vitest project (vitest.config.ts), once per test run: checks the build (the HTTP tests
// render pages with the real React Router build) and prepares the migrated and seeded database template:
// - PGlite: a data directory, cached in node_modules/.cache by a hash of schema, migrations and seed code, built in
//   a process of its own (pglite-template-build.ts). Each test file copies it to a folder in memory (/dev/shm
//   where there is one) and opens the copy: ~0.3 s, where loading a 22 MB gzipped dump took ~2 s per file (issue
//   12 #7, docs/performance-history.md "npm test duration").
// - PostgreSQL (TEST_DATABASE_URL set): a template database that each test file clones in ~100 ms.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { readyTemplate, TEMPLATE_CACHE_DIR as CACHE_DIR, templateName } from './pglite-template.ts';
import { TEST_HASH } from './test-integrations.ts';
import { adminUrl, databaseUrlFor, dropDatabase, TEMPLATE_SUFFIX } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite data directory to copy (never opened by a test itself). */
    pgliteTemplate: string;
    /** Where this run's copies go; removed when the run ends. */
    pgliteCopies: string;
    postgresTemplate: string | null;
  }
}

/** Templates of other schema versions are removed once unused for this long (other runs may still use them). */
const UNUSED_TEMPLATE_MS = 60 * 60 * 1000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const copies = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'lw-test-'));
  const url = process.env.TEST_DATABASE_URL;
  // Both at once: on a clean clone each is a migration and a demo seed, and no test starts before both are ready.
  const [pglite, template] = await Promise.all([
    timed('PGlite', pgliteTemplate()),
    url ? timed('PostgreSQL', postgresTemplate(url)) : null,
  ]);
  project.provide('pgliteTemplate', pglite);
  project.provide('pgliteCopies', copies);
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(copies, { recursive: true, force: true });
    if (url && template) await dropDatabase(url, template);
  };
}

/** Prints how long a template took, so the wait before the first test shows in the log. */
async function timed<T>(label: string, work: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work;
  console.log(`test database template (${label}): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function pgliteTemplate(): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const name = templateName();
  pruneOldTemplates(name);
  const ready = readyTemplate();
  if (ready) {
    const now = new Date();
    utimesSync(path.dirname(ready), now, now); // in use: keeps it from being pruned by a run on another schema version
    return ready;
  }
  // In a process of its own, so this thread stays free for the PostgreSQL template (pglite-template-build.ts).
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/pglite-template-build.ts'], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const built = readyTemplate();
  if (code !== 0 || !built)
    throw new Error(`the PGlite test database template was not built (exit code ${code})`);
  return built;
}

/** Removes templates (and dumps of the former layout) of other schema versions nobody has used for an hour. */
function pruneOldTemplates(current: string): void {
  for (const entry of readdirSync(CACHE_DIR)) {
    if (!entry.startsWith('pglite-template-') || entry === current) continue;
    const file = path.join(CACHE_DIR, entry);
    if (Date.now() - statSync(file).mtimeMs > UNUSED_TEMPLATE_MS)
      rmSync(file, { recursive: true, force: true });
  }
}

async function postgresTemplate(url: string): Promise<string> {
  const name = `${new URL(url).pathname.slice(1) || 'postgres'}${TEMPLATE_SUFFIX}`;
  await dropDatabase(url, name);
  const admin = await adminUrl(url);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name), dataDir: 'unused' });
  try {
    await runMigrations(database);
    await seedIfEmpty(database, { progress: false, hashParams: TEST_HASH });
  } finally {
    await database.close();
  }
  return name;
}
