// Global setup of the 'db' Vitest project (vitest.config.ts), once per test run: checks the build (the HTTP tests
// render pages with the real React Router build) and starts preparing the migrated and seeded database templates,
// which the database tests wait for (templates-ready.ts) while the files that need no database run:
// - PGlite: a data directory, cached in node_modules/.cache by a hash of schema, migrations and seed code. Each
//   test file copies it to a folder in memory (/dev/shm
//   where there is one) and opens the copy: ~0.3 s, where loading a 22 MB gzipped dump took ~2 s per file (issue
//   12 #7, docs/performance-history.md "npm test duration").
// - PostgreSQL (TEST_DATABASE_URL set): a template database that each test file clones in ~100 ms.
// Each is built in a process of its own (template-build.ts, decision 549).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readyTemplate, TEMPLATE_CACHE_DIR as CACHE_DIR, templateName } from './pglite-template.ts';
import { markTemplates } from './templates-ready.ts';
import { dropDatabase, TEMPLATE_SUFFIX } from './postgres.ts';

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
  const postgres = url ? `${new URL(url).pathname.slice(1) || 'postgres'}${TEMPLATE_SUFFIX}` : null;
  project.provide('pgliteTemplate', path.join(CACHE_DIR, templateName(), 'pglite'));
  project.provide('pgliteCopies', copies);
  project.provide('postgresTemplate', postgres);
  // Not waited for here: the test files that need no database run meanwhile (a clean clone's first ~20 s), and a
  // database test waits for the mark (templates-ready.ts, decision 550). Both templates at once.
  const built = Promise.all([
    timed('PGlite', pgliteTemplate()),
    url && postgres ? timed('PostgreSQL', buildInChild(['postgres', url, postgres])) : null,
  ]).then(
    () => markTemplates(copies),
    (error: unknown) => {
      console.error('test database templates:', error);
      markTemplates(copies, error);
    },
  );
  return async () => {
    await built;
    rmSync(copies, { recursive: true, force: true });
    if (url && postgres) await dropDatabase(url, postgres);
  };
}

/** Prints how long a template took, so the wait before the first test shows in the log. */
async function timed(label: string, work: Promise<void>): Promise<void> {
  const started = performance.now();
  await work;
  console.log(`test database template (${label}): ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function pgliteTemplate(): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const name = templateName();
  pruneOldTemplates(name);
  const ready = readyTemplate();
  if (ready) {
    const now = new Date();
    utimesSync(path.dirname(ready), now, now); // in use: keeps it from being pruned by a run on another schema version
    return;
  }
  await buildInChild(['pglite']);
  if (!readyTemplate()) throw new Error('the PGlite test database template was not built');
}

/** Builds a template in a process of its own (template-build.ts), so this thread stays free for the tests. */
async function buildInChild(args: string[]): Promise<void> {
  const child = spawn(
    process.execPath,
    // drizzle-orm's files resolved directly (decision 771): 1.2 CPU-seconds less before the build starts.
    [
      '--import',
      './scripts/drizzle-resolve.mjs',
      '--import',
      'tsx',
      'tests/support/template-build.ts',
      ...args,
    ],
    { stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`template-build.ts ${args[0]} failed (exit code ${code})`);
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
