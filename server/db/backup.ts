// Backups of the shop's database and restoring them (issue 27), for `npm run db:backup` and `npm run db:restore`
// (scripts/db-backup.ts, scripts/db-restore.ts), on both databases:
// - PGlite (DATA_DIR/pglite): PGlite's own dump of its data directory (dumpDataDir, a gzipped tar), loaded into a
//   new directory with PGlite's loadDataDir. PGlite is one process: the shop holds DATA_DIR's lock file while it
//   runs (./migrate.ts lockDataDir), so both commands take that lock and refuse while the shop runs.
// - PostgreSQL (DATABASE_URL): pg_dump's custom format while the shop runs, and pg_restore. The client programs
//   come from the machine (or PG_BIN); their major version must be at least the server's, which is checked first.
// A backup is written under a temporary name and renamed when complete, readable by its owner only (it holds
// customers' personal data). A restore goes into an empty database; into one with data only when forced: PGlite's
// old directory is then kept beside it, PostgreSQL's objects are replaced (pg_restore --clean).
// Every message is Dutch: the operator reads them.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './client.ts';
import { DataDirLockedError, lockDataDir } from './migrate.ts';

export type BackupKind = 'pglite' | 'postgres';

export interface DatabaseTarget {
  /** PostgreSQL when set; otherwise the embedded database in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The folder of pg_dump and pg_restore (PG_BIN) when they are not the ones on PATH. */
  pgBin?: string | undefined;
}

export type BackupResult =
  { ok: true; kind: BackupKind; file: string; bytes: number } | { ok: false; message: string };

export type RestoreResult =
  | {
      ok: true;
      kind: BackupKind;
      /** PGlite, forced: where the replaced database was kept. */ keptAside?: string;
    }
  | { ok: false; message: string };

const PGLITE_SUFFIX = '.pglite.tar.gz';
const POSTGRES_SUFFIX = '.pgdump';

/** 'leeswijzer-20261129-054113Z.pgdump': sorts by time, says which database it holds. */
export function backupFileName(kind: BackupKind, now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `leeswijzer-${stamp}${kind === 'pglite' ? PGLITE_SUFFIX : POSTGRES_SUFFIX}`;
}

const kindOf = (target: DatabaseTarget): BackupKind => (target.databaseUrl ? 'postgres' : 'pglite');
const pgliteDir = (dataDir: string) => path.join(path.resolve(dataDir), 'pglite');
const hasPglite = (dataDir: string) => existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'));

/** Writes a backup of the target's database into `folder` (made when missing). */
export async function backupDatabase(
  target: DatabaseTarget,
  folder: string,
  now: Date = new Date(),
): Promise<BackupResult> {
  const kind = kindOf(target);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = path.join(path.resolve(folder), backupFileName(kind, now));
  if (existsSync(file)) return { ok: false, message: `${file} bestaat al; er is niets overschreven.` };
  const partial = `${file}.bezig`;
  try {
    const result =
      kind === 'postgres' ? await dumpPostgres(target, partial) : await dumpPglite(target.dataDir, partial);
    if (!result.ok) return result;
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { ok: true, kind, file, bytes: statSync(file).size };
  } finally {
    rmSync(partial, { force: true });
  }
}

async function dumpPglite(
  dataDir: string,
  file: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (!hasPglite(dataDir))
    return { ok: false, message: `Er staat geen ingebouwde database in ${pgliteDir(dataDir)}.` };
  const unlock = lockOrMessage(dataDir, 'een back-up');
  if (typeof unlock === 'string') return { ok: false, message: unlock };
  try {
    const database = await openDatabase({ dataDir });
    try {
      const dump = await database.pglite!.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await database.close();
    }
    return { ok: true };
  } finally {
    unlock();
  }
}

async function dumpPostgres(
  target: DatabaseTarget,
  file: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const tool = await clientTool(target, 'pg_dump');
  if (!tool.ok) return tool;
  const server = await serverMajor(target.databaseUrl!);
  if (!server.ok) return server;
  if (tool.major < server.major)
    return { ok: false, message: versionMismatch('pg_dump', tool.major, server.major) };
  const connection = withoutPassword(target.databaseUrl!);
  const run = await runTool(
    tool.path,
    ['--format=custom', `--file=${file}`, '--no-password', `--dbname=${connection.url}`],
    connection.env,
  );
  if (run.code !== 0) return { ok: false, message: `pg_dump is mislukt:\n${run.stderr.trim()}` };
  return { ok: true };
}

/** Restores `file` (a backup made by backupDatabase) into the target's database. */
export async function restoreDatabase(
  target: DatabaseTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) return { ok: false, message: `${file} bestaat niet.` };
  const fileKind = backupKindOf(file);
  if (!fileKind)
    return {
      ok: false,
      message: `${file} is geen back-up van deze winkel (npm run db:backup maakt er een).`,
    };
  const kind = kindOf(target);
  if (fileKind !== kind) {
    return {
      ok: false,
      message:
        fileKind === 'pglite'
          ? `${file} is een back-up van de ingebouwde database (PGlite), maar DATABASE_URL wijst naar PostgreSQL. Laat DATABASE_URL weg om hem in DATA_DIR terug te zetten.`
          : `${file} is een back-up van PostgreSQL (pg_dump), maar DATABASE_URL is niet gezet. Zet DATABASE_URL op de (lege) database waarin hij terug moet.`,
    };
  }
  return kind === 'postgres'
    ? restorePostgres(target, file, options.force ?? false)
    : restorePglite(target.dataDir, file, options.force ?? false);
}

/** What a backup file holds, by its first bytes: pg_dump's 'PGDMP' or gzip's 1f 8b (PGlite's dump). */
export function backupKindOf(file: string): BackupKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<RestoreResult> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockOrMessage(dataDir, 'het terugzetten');
  if (typeof unlock === 'string') return { ok: false, message: unlock };
  try {
    const dir = pgliteDir(dataDir);
    let keptAside: string | undefined;
    if (hasPglite(dataDir)) {
      if (!force) {
        return {
          ok: false,
          message:
            `In ${dir} staat al een database; die wordt niet overschreven. Kies een lege DATA_DIR, ` +
            'of voeg --force toe: dan wordt de huidige database bewaard naast de teruggezette.',
        };
      }
      keptAside = `${dir}-voor-herstel-${backupFileName('pglite').replace(/^leeswijzer-|\.pglite\.tar\.gz$/g, '')}`;
      renameSync(dir, keptAside);
    } else {
      rmSync(dir, { recursive: true, force: true }); // an empty or half-made folder: PGlite makes it anew
    }
    const dump = new Blob([readFileSync(file)], { type: 'application/gzip' });
    const database = await openDatabase({ dataDir, loadDataDir: dump });
    try {
      await database.exec('CHECKPOINT'); // the restored files complete on disk, as after a clean stop
    } finally {
      await database.close();
    }
    return keptAside ? { ok: true, kind: 'pglite', keptAside } : { ok: true, kind: 'pglite' };
  } finally {
    unlock();
  }
}

async function restorePostgres(target: DatabaseTarget, file: string, force: boolean): Promise<RestoreResult> {
  const restore = await clientTool(target, 'pg_restore');
  if (!restore.ok) return restore;
  const server = await serverMajor(target.databaseUrl!);
  if (!server.ok) return server;
  if (restore.major < server.major)
    return { ok: false, message: versionMismatch('pg_restore', restore.major, server.major) };
  const tables = await userTableCount(target.databaseUrl!);
  if (tables > 0 && !force) {
    return {
      ok: false,
      message:
        `De database van DATABASE_URL is niet leeg (${tables} tabellen); er is niets veranderd. Zet de back-up ` +
        'terug in een nieuwe, lege database (createdb), of voeg --force toe om de tabellen van de back-up te vervangen.',
    };
  }
  const psql = await clientTool(target, 'psql');
  if (!psql.ok) return psql;
  const connection = withoutPassword(target.databaseUrl!);
  const run = await restoreThroughPsql(
    restore.path,
    ['--no-owner', '--no-acl', ...(tables > 0 ? ['--clean', '--if-exists'] : []), '--file=-', file],
    psql.path,
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      '--no-password',
      `--dbname=${connection.url}`,
    ],
    connection.env,
  );
  if (run.code !== 0)
    return {
      ok: false,
      message: `pg_restore is mislukt; de database is niet veranderd:\n${run.stderr.trim()}`,
    };
  return { ok: true, kind: 'postgres' };
}

function lockOrMessage(dataDir: string, what: string): (() => void) | string {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return (
      `${error.message}\nDe winkel draait nog op deze database: stop de winkel voor ${what} van de ingebouwde ` +
      'database (PGlite heeft één proces tegelijk).'
    );
  }
}

async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function serverMajor(
  databaseUrl: string,
): Promise<{ ok: true; major: number } | { ok: false; message: string }> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return { ok: true, major: Math.floor(Number(rows[0]!.server_version_num) / 10_000) };
  } catch (error) {
    return {
      ok: false,
      message: `Kan de database van DATABASE_URL niet bereiken: ${(error as Error).message}`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

function versionMismatch(tool: string, toolMajor: number, server: number): string {
  return (
    `${tool} is van PostgreSQL ${toolMajor}, de server van PostgreSQL ${server}: installeer de clientprogramma's ` +
    `van versie ${server} (bijvoorbeeld apt-get install postgresql-client-${server}) en zet zo nodig PG_BIN op hun ` +
    `map (bijvoorbeeld /usr/lib/postgresql/${server}/bin).`
  );
}

async function clientTool(
  target: DatabaseTarget,
  name: 'pg_dump' | 'pg_restore' | 'psql',
): Promise<{ ok: true; path: string; major: number } | { ok: false; message: string }> {
  const toolPath = target.pgBin ? path.join(target.pgBin, name) : name;
  const run = await runTool(toolPath, ['--version']);
  const major = /(\d+)(?:\.\d+)?/.exec(run.stdout)?.[1];
  if (run.code !== 0 || !major) {
    return {
      ok: false,
      message:
        `${name} is niet gevonden${target.pgBin ? ` in PG_BIN (${target.pgBin})` : ''}. Installeer de ` +
        "PostgreSQL-clientprogramma's van dezelfde hoofdversie als de server (bijvoorbeeld apt-get install " +
        'postgresql-client-16 bij PostgreSQL 16), of zet PG_BIN op de map waarin pg_dump, pg_restore en psql staan.',
    };
  }
  return { ok: true, path: toolPath, major: Number(major) };
}

/** The URL without its password, which goes to the program in PGPASSWORD (a command line is visible in ps). */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  if (!url.password) return { url: databaseUrl, env: process.env };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

// pg_restore runs every statement with an empty search_path (pg_dump's defence against hostile schemas), and
// the search functions of the schema (lw_book_document, …) call lw_unaccent without 'public.': the generated
// columns and indexes that use them would fail to load. So pg_restore writes the SQL and psql runs it, with the
// search_path set to public (then pg_catalog), which is where every object of this database lives.
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const PUBLIC_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);";

function restoreThroughPsql(
  pgRestore: string,
  restoreArgs: string[],
  psql: string,
  psqlArgs: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const restore = spawn(pgRestore, restoreArgs, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const apply = spawn(psql, psqlArgs, { stdio: ['pipe', 'ignore', 'pipe'], env });
    let stderr = '';
    restore.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    apply.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    apply.stdin.on('error', () => {}); // psql stopped at an error: its exit code says so
    let pending = '';
    restore.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop()!;
      const text = lines.map((line) => (line === EMPTY_SEARCH_PATH ? PUBLIC_SEARCH_PATH : line)).join('\n');
      if (!apply.stdin.write(`${text}\n`)) restore.stdout.pause();
    });
    apply.stdin.on('drain', () => restore.stdout.resume());
    restore.stdout.on('end', () => apply.stdin.end(pending));
    // Each program ends once ('error' when it cannot start, else 'close'); the restore ends when both have.
    const codes = new Map<string, number>();
    const ended = (name: string) => (code: number | null) => {
      if (codes.has(name)) return;
      codes.set(name, code ?? -1);
      if (codes.size === 2) resolve({ code: [...codes.values()].find((c) => c !== 0) ?? 0, stderr });
    };
    for (const [name, child] of [
      ['pg_restore', restore],
      ['psql', apply],
    ] as const) {
      child.on('error', (error) => {
        stderr += `${name}: ${error.message}\n`;
        ended(name)(-1);
      });
      child.on('close', ended(name));
    }
  });
}

/** Runs a client program; a missing program gives code -1 instead of throwing. */
function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: stderr + error.message }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
