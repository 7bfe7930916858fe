// Builds the PGlite test database template for the code as it is now (pglite-template.ts names it), in a process
// of its own: Vitest's global setup starts it with `node --import tsx` and waits for it. PGlite runs PostgreSQL
// in WebAssembly on the thread that calls it, so built inside the global setup it held Vitest's main thread for
// most of its ~30 s, and the PostgreSQL template, seeded from the same thread at the same time, waited on it
// (38.7 s instead of ~7 s on a clean clone, docs/performance-history.md, 2026-11-29; decision 549).
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { seedIfEmpty } from '../../server/db/seed/index.ts';
import { TEMPLATE_CACHE_DIR, templateName } from './pglite-template.ts';
import { TEST_HASH } from './test-integrations.ts';

async function buildTemplate(): Promise<void> {
  mkdirSync(TEMPLATE_CACHE_DIR, { recursive: true });
  const dir = path.join(TEMPLATE_CACHE_DIR, templateName());
  // Made under a temporary name and renamed when complete, so a run that stops halfway (or a second run at the
  // same time) never sees half a template.
  const building = mkdtempSync(`${dir}.building-`);
  try {
    // PostgreSQL keeps up to 80 MB of WAL segments by default (half of the template, copied for every test file
    // for nothing): two are enough for a test database. Set before the data is written.
    await (await openDatabase({ dataDir: building })).close();
    appendFileSync(
      path.join(building, 'pglite', 'postgresql.conf'),
      '\nmin_wal_size = 32MB\nmax_wal_size = 32MB\n',
    );
    const database = await openDatabase({ dataDir: building });
    try {
      await runMigrations(database);
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

await buildTemplate();
