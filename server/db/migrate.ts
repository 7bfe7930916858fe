// Applies drizzle-kit's migrations with the driver's own migrator. Two processes starting at once are safe:
// on PostgreSQL a session advisory lock serialises them; a PGlite folder is held by one process (lock file).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The migrations folder next to this file in the source tree, or next to the bundled server. */
export const migrationsFolder = [
  path.join(here, 'migrations'),
  path.join(here, '../server/db/migrations'),
].find((p) => existsSync(path.join(p, 'meta', '_journal.json')))!;

const MIGRATION_LOCK_KEY = 7_245_001; // any constant; shared by every process of this app

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const client = await database.pool!.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent;');
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return;
  }
  await database.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent;');
  await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite is single-process: a second process on the same folder would corrupt it. The lock file holds the
 * owner's pid; a stale lock (owner gone) is taken over. A folder not there yet is made: a production install names
 * a new DATA_DIR and sets SESSION_SECRET itself, so nothing else has made the folder before the lock is taken.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  const file = path.join(path.resolve(dataDir), 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {}
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `De database in ${dataDir} is in gebruik door proces ${owner}. Stop dat proces of kies een andere DATA_DIR.`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Kon ${file} niet vergrendelen.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
