// Prepares, once per test run, a migrated and seeded database template for the database tests:
// a PGlite data dump (cached in node_modules/.cache by a hash of schema, migrations and seed code) and, when
// TEST_DATABASE_URL is set, a PostgreSQL template database that each test file clones in ~100 ms.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { adminUrl, databaseUrlFor, dropDatabase, TEMPLATE_SUFFIX } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

const CACHE_DIR = path.resolve('node_modules/.cache/leeswijzer');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The HTTP tests render pages with the real React Router build: make sure it matches the sources.
  const build = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  project.provide('pgliteTemplate', await pgliteTemplate());
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('postgresTemplate', null);
    return async () => {};
  }
  const template = await postgresTemplate(url);
  project.provide('postgresTemplate', template);
  return async () => {
    await dropDatabase(url, template);
  };
}

function inputsHash(): string {
  const hash = createHash('sha256');
  const walk = (entry: string) => {
    if (statSync(entry).isFile()) {
      hash.update(entry).update(readFileSync(entry));
      return;
    }
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
  };
  for (const entry of ['server/db', 'domain']) walk(entry);
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `pglite-template-${inputsHash()}.tar.gz`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database);
    await seedIfEmpty(database, { progress: false });
    const dump = await database.pglite!.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return file;
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
    await seedIfEmpty(database, { progress: false });
  } finally {
    await database.close();
  }
  return name;
}
