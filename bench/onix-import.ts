// `npm run bench:onix` (issue 31 "Speed"): importing an ONIX 3.0 feed — BENCH_ONIX_RECORDS (default 1,000,000)
// records written by scripts/generate-onix.ts — into PostgreSQL (BENCH_DATABASE_URL) or else the embedded
// database in a fresh folder, migrated with the reference data (categories with their NUR codes). Measured: the
// whole run's records per second (both passes, decision 661) and the process's peak RSS (sampled every 100 ms;
// targets ≥ 2,000 records/s and < 400 MB), then a delta of 10,000 records with new prices (target < 10 s), then
// the same delta again (nothing to change). bench/results/onix-import-<kind>.json keeps the figures. Not a test.
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { importOnix, type OnixImportResult, tidyAfterImport } from '../server/catalog/onix-import.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { generateOnix } from '../scripts/generate-onix.ts';

const RECORDS = Number(process.env.BENCH_ONIX_RECORDS ?? 1_000_000);
const DELTA = Math.min(10_000, RECORDS);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const kind = databaseUrl ? 'postgres' : 'pglite';
const work = mkdtempSync(path.join(tmpdir(), 'lw-bench-onix-'));

const database = await openDatabase({ databaseUrl, dataDir: path.join(work, 'data') });
await runMigrations(database);
await seedIfEmpty(database, { content: 'reference', progress: false });

/** One import of `file`, timed, with the peak RSS over the baseline sampled while it runs. */
async function run(file: string, name: string) {
  const rss = () => process.memoryUsage().rss;
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);
  const started = performance.now();
  const result: OnixImportResult = await importOnix(database.db, () => createReadStream(file), {
    fileName: path.basename(file),
    startedBy: 'benchmark',
    ownPublisher: 'Uitgeverij Benchmark',
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!result.ok) throw new Error(`${name}: ${result.message}`);
  // The housekeeping the shop runs after the report says done (decision 751), timed apart.
  const tidying = performance.now();
  await tidyAfterImport(database.db, result.report);
  const tidySeconds = (performance.now() - tidying) / 1000;
  const { added, updated, unchanged, rejected } = result.report;
  const figures = {
    name,
    records: added + updated + unchanged + rejected,
    added,
    updated,
    unchanged,
    rejected,
    seconds: Number(seconds.toFixed(1)),
    recordsPerSecond: Math.round((added + updated + unchanged + rejected) / seconds),
    peakRssMb: Math.round(peak / 2 ** 20),
    vacuumSeconds: Number(tidySeconds.toFixed(1)),
    rssGrowthMb: Math.round((peak - baseline) / 2 ** 20),
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
await database.close();
rmSync(work, { recursive: true, force: true });
