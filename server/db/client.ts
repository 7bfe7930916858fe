// One schema, two drivers: PGlite (embedded, in DATA_DIR) by default, node-postgres when DATABASE_URL is set.
// Drizzle's node-postgres driver must not run on PGlite's pg bridge (it hangs), so each gets its own driver.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * Issue 11 #8: the database for search statements. On PostgreSQL its own, smaller pool whose statements end
   * after `searchStatementTimeoutMs` (SQLSTATE 57014): a costly search neither runs on nor takes every
   * connection. On PGlite `db` itself (PGlite, single-threaded WebAssembly, ignores statement_timeout).
   */
  searchDb: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed) — for migrations helpers and maintenance. */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL: how long a search statement may run (default SEARCH_STATEMENT_TIMEOUT_MS). */
  searchStatementTimeoutMs?: number;
  /** A PGlite data dump (tests start from a migrated and seeded template). */
  loadDataDir?: Blob | File;
  /** Called with every SQL statement Drizzle runs (tests count the queries of a page). */
  onQuery?: (sqlText: string, params: unknown[]) => void;
}

/** Issue 11 #8 (decision #164): a search statement takes milliseconds; one that takes seconds is ended. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 2_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Our queries are short; PostgreSQL's JIT compiles a costly-looking one for 10-20 ms before running it
      // in a few (measured on the search at 1,000,000 books). The usual setting for OLTP work.
      options: '-c jit=off',
    });
    pool.on('error', () => {}); // an idle client dropping is reported by the next query, not here
    const db = drizzlePg({ client: pool, schema, logger: queryLogger(options) }) as unknown as Db;
    // Search gets half the connections, with a time bound per statement: the rest stay free for other pages.
    const searchPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Math.max(2, Math.floor((options.poolSize ?? 10) / 2)),
      options: `-c jit=off -c statement_timeout=${options.searchStatementTimeoutMs ?? SEARCH_STATEMENT_TIMEOUT_MS}`,
    });
    searchPool.on('error', () => {});
    const searchDb = drizzlePg({ client: searchPool, schema, logger: queryLogger(options) }) as unknown as Db;
    return {
      db,
      searchDb,
      kind: 'postgres',
      pool,
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: async () => {
        await Promise.all([pool.end(), searchPool.end()]);
      },
    };
  }
  const dir =
    options.dataDir === 'memory://' ? 'memory://' : path.join(path.resolve(options.dataDir), 'pglite');
  // PGlite creates its own folder non-recursively: make the parent first.
  if (dir !== 'memory://') mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema, logger: queryLogger(options) }) as unknown as Db;
  return {
    db,
    searchDb: db,
    kind: 'pglite',
    pglite,
    exec: async (sqlText) => {
      await pglite.exec(sqlText);
    },
    close: () => pglite.close(),
  };
}

function queryLogger({ onQuery }: DatabaseOptions) {
  return onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false;
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
