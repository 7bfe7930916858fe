// Builds a test database template in a process of its own: `node --import tsx tests/support/template-build.ts
// pglite` (the data directory pglite-template.ts names, for the code as it is now) or `… postgres <url> <name>` (a
// template database on that server). Vitest's global setup starts both at once (decision 549). Built on its main
// thread, PGlite (PostgreSQL in WebAssembly on the calling thread) and the demo seed's rows held that thread for
// most of their time: the other template waited on it (38.7 s instead of ~7 s on a clean clone), and so did the
// test files, whose modules that thread serves.
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { TEMPLATE_CACHE_DIR, templateName } from './pglite-template.ts';
import { adminUrl, databaseUrlFor, dropDatabase } from './postgres.ts';
import { TEST_HASH } from './test-integrations.ts';

async function buildPgliteTemplate(): Promise<void> {
  mkdirSync(TEMPLATE_CACHE_DIR, { recursive: true });
  const dir = path.join(TEMPLATE_CACHE_DIR, templateName());
  // Made under a temporary name and renamed when complete, so a run that stops halfway (or a second run at the
  // same time) never sees half a template.
  const building = mkdtempSync(`${dir}.building-`);
  try {
    // PostgreSQL keeps up to 80 MB of WAL segments by default (half of the template, copied for every test file
    // for nothing): two are enough for a test database, and without recycling a checkpoint deletes the older one
    // instead of keeping it as the next segment, so the template holds only the segment in use (126 → 110 MB,
    // about 12 ms less of copying per test file). Set before the data is written.
    await (await openDatabase({ dataDir: building })).close();
    appendFileSync(
      path.join(building, 'pglite', 'postgresql.conf'),
      '\nmin_wal_size = 32MB\nmax_wal_size = 32MB\nwal_recycle = off\n',
    );
    const database = await openDatabase({ dataDir: building });
    try {
      await runMigrations(database);
      // The defaults, as `npm start` on an empty database: server/db/seed/seed-default.test.ts checks this copy.
      await seedIfEmpty(database, { progress: false, hashParams: TEST_HASH });
      await database.exec('CHECKPOINT'); // everything in the data files: a copy opens without WAL replay
    } finally {
      await database.close();
    }
    try {
      renameSync(building, dir);
    } catch (error) {
      // Another run finished the same template first: use theirs.
      if (!existsSync(path.join(dir, 'pglite', 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

async function buildPostgresTemplate(url: string, name: string): Promise<void> {
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
}

const [kind, url, name] = process.argv.slice(2);
if (kind === 'pglite') await buildPgliteTemplate();
else if (kind === 'postgres' && url && name) await buildPostgresTemplate(url, name);
else throw new Error('usage: template-build.ts pglite | postgres <url> <name>');
