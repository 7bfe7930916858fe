// Each test file gets its own database, copied from the seeded template of this run: PGlite always, and
// PostgreSQL too when TEST_DATABASE_URL is set and the suite's behaviour can differ there. `eachDatabase` lists the
// kinds to run a suite on.
// Only test files of the 'db' Vitest project can use this (vitest.config.ts finds them by their imports).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { emptyDatabase } from '../../server/db/seed/index.ts';
import { createServices, type Services } from '../../server/services.ts';
import { APP_VERSION } from '../../server/version.ts';
import { createDatabaseFromTemplate, dropDatabase } from './postgres.ts';
import { templatesReady } from './templates-ready.ts';
import { TEST_HASH, type TestIntegrations, testIntegrations } from './test-integrations.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Why a suite runs on PostgreSQL as well as on PGlite (issue 28, decision 542). PGlite is PostgreSQL itself (the
 * same parser, planner, types and constraints) on one connection, so a suite that sends one statement after another
 * learns nothing new on the server. It does where the server behaves differently:
 * - 'parallel': requests or transactions at the same time — races, row locks, limits, counters, money (one
 *   connection serialises everything, so only the server can show a lost update or a double booking);
 * - 'connections': several connections or processes — workers, outbox claims, crashes, dropped connections, and
 *   whether every write of a flow stays in its one transaction (a pool gives a stray statement another connection,
 *   PGlite's single one hides it);
 * - 'dialect': what rests on the server's build rather than on SQL alone — text search (dictionaries, unaccent,
 *   trigrams), query plans, server settings and tools (statement timeouts, pg_dump).
 * `tests/postgres-pass.test.ts` fails when a suite that runs things at the same time names no reason.
 */
export type PostgresReason = 'parallel' | 'connections' | 'dialect';

/**
 * The database kinds to run a suite on: ['pglite', 'postgres'] when this run has PostgreSQL (TEST_DATABASE_URL)
 * and the suite names why it needs it — or TEST_POSTGRES=all asks for every suite there; ['pglite'] otherwise.
 */
export function eachDatabase(postgres?: PostgresReason): DatabaseKind[] {
  const everySuite = process.env.TEST_POSTGRES === 'all';
  return inject('postgresTemplate') && (postgres || everySuite) ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops the copy. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Called with every SQL statement (query-count tests). */
  onQuery?: (sqlText: string, params: unknown[]) => void;
  /** PostgreSQL: the address the app connects through instead of the copy's own (a cuttable proxy, issue 27 #1). */
  connectVia?: (databaseUrl: string) => string;
  /** PostgreSQL: the search pool's statement timeout (openDatabase's; 2 s without it). */
  searchStatementTimeoutMs?: number;
}

/** Resolves once the global setup has built this run's templates (decision 550). */
export function databaseTemplatesReady(): Promise<void> {
  const copies = inject('pgliteCopies');
  if (!copies) throw new Error("No database template: this file must run in the 'db' Vitest project.");
  return templatesReady(copies);
}

/** This run's PostgreSQL template database, once it is built (TEST_DATABASE_URL set). */
export async function postgresTemplate(): Promise<string> {
  await databaseTemplatesReady();
  return inject('postgresTemplate')!;
}

export async function openTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  await databaseTemplatesReady();
  if (kind === 'pglite') {
    const template = inject('pgliteTemplate');
    // A copy of the template's data directory (in memory where /dev/shm exists), opened as it is: no dump to
    // unpack and no WAL to replay (issue 12 #7).
    const dataDir = mkdtempSync(path.join(inject('pgliteCopies'), 'db-'));
    cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({
      dataDir,
      ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    });
    return {
      database,
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate')!;
  const name = `${template.replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await createDatabaseFromTemplate(url, name, template);
  const { connectVia, ...rest } = options;
  const database = await openDatabase({
    databaseUrl: connectVia ? connectVia(databaseUrl) : databaseUrl,
    dataDir: 'unused',
    poolSize: 4,
    ...rest,
  });
  return {
    database,
    dispose: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

/**
 * A migrated database without a row, as a new install has it after its migrations: a copy of the template with
 * every table emptied (ids from 1 again). For the seed tests, which used to migrate a database of their own: six
 * migration runs of about 3 s each on PGlite (issue 28). The migrations fill no table from a constant, only derived
 * search rows from books, so nothing of theirs is lost.
 */
export async function openEmptyTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const testDatabase = await openTestDatabase(kind);
  await emptyDatabase(testDatabase.database);
  return testDatabase;
}

export type TestServices = TestDatabase & { services: Services; integrations: TestIntegrations };

/** A test database with the services over it, for service tests; mail and SMS go to outboxes the test reads. */
export async function openTestServices(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestServices> {
  const testDatabase = await openTestDatabase(kind, options);
  const integrations = testIntegrations();
  const services = createServices(testDatabase.database, APP_VERSION, {
    integrations,
    hashParams: TEST_HASH,
  });
  return { ...testDatabase, services, integrations };
}
