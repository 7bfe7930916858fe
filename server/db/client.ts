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
import { isReadOnlyStatement, onceMoreIfLost, withTransactionRetry } from './connection-loss.ts';
import * as schema from './schema.ts';

export { isConnectionLost, RETRY_AFTER_SECONDS } from './connection-loss.ts';

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
    const pool = resilientPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Our queries are short; PostgreSQL's JIT compiles a costly-looking one for 10-20 ms before running it
      // in a few (measured on the search at 1,000,000 books). The usual setting for OLTP work.
      options: '-c jit=off',
      // A server that does not answer (a failover under way) fails the request instead of holding it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const db = retryingTransactions(
      drizzlePg({ client: pool, schema, logger: queryLogger(options) }) as unknown as Db,
    );
    // Search gets half the connections, with a time bound per statement: the rest stay free for other pages.
    const searchPool = resilientPool({
      connectionString: options.databaseUrl,
      max: Math.max(2, Math.floor((options.poolSize ?? 10) / 2)),
      options: `-c jit=off -c statement_timeout=${options.searchStatementTimeoutMs ?? SEARCH_STATEMENT_TIMEOUT_MS}`,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const searchDb = retryingTransactions(
      drizzlePg({ client: searchPool, schema, logger: queryLogger(options) }) as unknown as Db,
    );
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
    // Issue 33 (decision 752): 32 MB of shared buffers instead of PostgreSQL's 128 MB; the rest of the demo
    // catalogue is one read from the operating system's file cache away, and the shop at rest holds 100 MB less.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
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

/** The embedded database's buffer cache (decision 752). */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/** Issue 27 #1: how long a new PostgreSQL connection may take before the request fails (503) instead. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Issue 27 #1: a pool whose connections may drop (a failover, a restart, pgbouncer, `pg_terminate_backend`)
 * without taking the process down. Every client, idle or checked out, has an 'error' listener: node-postgres
 * emits 'error' on a checked-out client whose connection ends, and the pool listens only while a client is idle,
 * so an unheard event was an uncaught exception that ended the process. The failed query reports the loss to its
 * caller; a read sent outside a transaction is tried once more on a fresh connection (it changes nothing).
 */
function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => {}); // an idle client that dropped is taken out by the pool; the next query reconnects
  pool.on('connect', (client) => {
    client.on('error', () => {}); // reported to the query that was running, or to the next one
  });
  // drizzle-orm's node-postgres transaction checks a client out and sends BEGIN before its try/finally: a BEGIN
  // on a connection that was just lost never gives the client back, and after `max` such losses every
  // transaction of the process waits for ever (and pool.end() too). So a checked-out client whose connection ends
  // goes back to the pool at once (which drops it); the release its user makes later is then a no-op.
  // pool.query passes a callback and gives its client back itself; a caller that awaits a client is guarded.
  type Connect = (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | void;
  const connect = pool.connect.bind(pool) as Connect;
  (pool as unknown as { connect: Connect }).connect = (callback) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(releasedWhenLost);
  };
  type Query = (...args: unknown[]) => unknown;
  const query = pool.query.bind(pool) as Query;
  (pool as unknown as { query: Query }).query = (...args) => {
    const [config, values, callback] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof callback === 'function' || typeof values === 'function' || typeof text !== 'string')
      return query(...args);
    const first = query(...args) as Promise<unknown>;
    if (!isReadOnlyStatement(text)) return first;
    return first.catch((error: unknown) => onceMoreIfLost(error, () => query(...args) as Promise<unknown>));
  };
  return pool;
}

/** A checked-out client that goes back to the pool (which drops it) when its connection ends; a second release is a no-op. */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const lost = () => client.release(new Error('Connection terminated unexpectedly'));
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', lost);
    release(error);
  };
  client.once('end', lost);
  return client;
}

/** Issue 27 #1: a transaction that lost its connection before its work was done runs once more (connection-loss.ts). */
function retryingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    withTransactionRetry(
      (tracked) => transaction(tracked as typeof work, config),
      work as (tx: unknown) => Promise<unknown>,
    )) as Db['transaction'];
  return db;
}

function queryLogger({ onQuery }: DatabaseOptions) {
  return onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false;
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
