// Migrations on the embedded database and on PostgreSQL (two processes at once), the embedded database's own settings,
// and the lock on its data folder.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrlFor, dropDatabase } from '../../tests/support/postgres.ts';
import { EMBEDDED_SHARED_BUFFERS, openDatabase, queryRows } from './client.ts';
import { DataDirLockedError, lockDataDir, runMigrations } from './migrate.ts';

const TABLES = ['books', 'authors', 'categories', 'settings', 'features', 'navigation_items', 'countries'];

async function tableNames(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  return rows.map((r) => r.table_name);
}

// One fresh embedded database for both checks: making one costs seconds of a core (initdb in WebAssembly).
describe('migrations on PGlite', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => database?.close());

  it("run on an embedded database that keeps 32 MB of shared buffers, not PostgreSQL's 128 MB (decision 752)", async () => {
    const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    expect(row?.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);
  });

  it('create every table and run again without change', async () => {
    await runMigrations(database);
    await runMigrations(database);
    expect(await tableNames(database)).toEqual(expect.arrayContaining(TABLES));
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('are safe when two processes start at once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `lw_migrate_${Date.now()}`;
    const admin = await adminUrl(url);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const a = await openDatabase({ databaseUrl: databaseUrlFor(url, name), dataDir: 'unused' });
    const b = await openDatabase({ databaseUrl: databaseUrlFor(url, name), dataDir: 'unused' });
    try {
      await Promise.all([runMigrations(a), runMigrations(b)]);
      expect(await tableNames(a)).toEqual(expect.arrayContaining(TABLES));
      const applied = await queryRows<{ n: number }>(
        a.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = await import('./migrations/meta/_journal.json', { with: { type: 'json' } });
      expect(applied[0]!.n).toBe(journal.default.entries.length);
    } finally {
      await a.close();
      await b.close();
      await dropDatabase(url, name);
    }
  });
});

describe('PGlite data folder lock', () => {
  it('refuses a second owner while the first is alive and frees the folder on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-lock-'));
    const release = lockDataDir(dir);
    writeFileSync(path.join(dir, 'pglite.lock'), '1'); // pid 1 is always alive
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('makes a data folder that is not there yet (a production install with its own SESSION_SECRET and a new DATA_DIR)', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lw-lock-')), 'var', 'lib', 'leeswijzer');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('issue 12 #8: takes over a stale lock of a process that is gone — the lock file then names this process', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-lock-'));
    const file = path.join(dir, 'pglite.lock');
    writeFileSync(file, '999999999'); // above Linux's pid_max: no such process
    let release: (() => void) | undefined;
    expect(() => {
      release = lockDataDir(dir);
    }).not.toThrow();
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    // Taken over, so it is ours to free: release removes the file.
    release!();
    expect(existsSync(file)).toBe(false);
  });
});
