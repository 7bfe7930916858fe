// `npm run bench:onix` (issue 31 "Speed"): importing an ONIX 3.0 feed — BENCH_ONIX_RECORDS (default 1,000,000)
// records written by scripts/generate-onix.ts — into PostgreSQL (BENCH_DATABASE_URL) or else the embedded
// database in a fresh folder, migrated with the reference data (categories with their NUR codes). Each run is the
// command an operator types, `npm run import:onix -- <file>` (decision 752). Measured: the whole run's records per
// second (both passes, decision 661) and the import process's peak RSS (targets ≥ 2,000 records/s and < 400 MB), then a delta of 10,000 records with new prices (target < 10 s), then
// the same delta again (nothing to change). bench/results/onix-import-<kind>.json keeps the figures. Not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { desc, sql } from 'drizzle-orm';
import { catalogueImports } from '../server/catalog/schema.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { generateOnix } from '../scripts/generate-onix.ts';

const RECORDS = Number(process.env.BENCH_ONIX_RECORDS ?? 1_000_000);
const DELTA = Math.min(10_000, RECORDS);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const kind = databaseUrl ? 'postgres' : 'pglite';
const work = mkdtempSync(path.join(tmpdir(), 'lw-bench-onix-'));
const dataDir = path.join(work, 'data');
const ROOT = path.join(import.meta.dirname, '..');

const prepared = await openDatabase({ databaseUrl, dataDir });
await runMigrations(prepared);
await seedIfEmpty(prepared, { content: 'reference', progress: false });
// Closed while a command runs: on the embedded database the command takes the data folder's lock.
await prepared.close();

/** The processes below `pid` (npm, the shell, tsx's launcher, the import), read from /proc. */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const walk = (id: number) => {
    for (const task of safe(() => readdirSync(`/proc/${id}/task`), [])) {
      for (const child of safe(() => readFileSync(`/proc/${id}/task/${task}/children`, 'utf8'), '')
        .split(' ')
        .filter(Boolean)
        .map(Number)) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

function safe<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

/** A process's peak resident set so far (VmHWM), in bytes. */
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(safe(() => readFileSync(`/proc/${pid}/status`, 'utf8'), ''))?.[1] ?? 0) *
  1024;

/**
 * One import of `file` as an operator runs it — `npm run import:onix -- <file>`, with the node flags of that
 * script — timed, with the import process's peak RSS (the largest of the processes npm starts, sampled every
 * 100 ms). The import's own time comes from its report row; the command's whole time adds start-up and the
 * vacuum after the run (decision 751).
 */
async function run(file: string, name: string) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'import:onix', '--', file], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      OWN_PUBLISHER: 'Uitgeverij Benchmark',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const peaks = new Map<number, number>();
  const sampler = setInterval(() => {
    for (const pid of descendants(child.pid!)) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, peakRss(pid)));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const commandSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${name}: the command ended with ${code}\n${stdout}`);
  const database = await openDatabase({ databaseUrl, dataDir });
  const [report] = await database.db
    .select({
      added: catalogueImports.added,
      updated: catalogueImports.updated,
      unchanged: catalogueImports.unchanged,
      rejected: catalogueImports.rejected,
      seconds:
        sql<number>`extract(epoch from ${catalogueImports.finishedAt} - ${catalogueImports.startedAt})`.mapWith(
          Number,
        ),
    })
    .from(catalogueImports)
    .orderBy(desc(catalogueImports.id))
    .limit(1);
  await database.close();
  const { added, updated, unchanged, rejected, seconds } = report!;
  const records = added + updated + unchanged + rejected;
  const figures = {
    name,
    records,
    added,
    updated,
    unchanged,
    rejected,
    seconds: Number(seconds.toFixed(1)),
    recordsPerSecond: Math.round(records / seconds),
    peakRssMb: Math.round(Math.max(...peaks.values()) / 2 ** 20),
    commandSeconds: Number(commandSeconds.toFixed(1)),
  };
  console.log(JSON.stringify(figures));
  return figures;
}

const full = path.join(work, 'full.xml');
const delta = path.join(work, 'delta.xml');
console.log(`generating ${RECORDS} records …`);
await generateOnix(full, RECORDS);
await generateOnix(delta, RECORDS, RECORDS - DELTA + 1);
console.log(
  `${kind}: full file ${Math.round(statSync(full).size / 2 ** 20)} MB, delta ${Math.round(statSync(delta).size / 2 ** 20)} MB; load ${loadavg()[0]!.toFixed(1)}`,
);
const results = {
  kind,
  date: new Date().toISOString(),
  loadBefore: loadavg()[0],
  runs: [await run(full, 'full'), await run(delta, 'delta'), await run(delta, 'delta again')],
  loadAfter: loadavg()[0],
};
writeFileSync(
  path.join(import.meta.dirname, 'results', `onix-import-${kind}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
rmSync(work, { recursive: true, force: true });
