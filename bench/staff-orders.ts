// `npm run bench:staff-orders` (issue 30 "Speed"): the staff's order list, its searches, the order page and the
// CSV export at 100,000 orders, through the real services (createServices, as the pages call them), on PostgreSQL
// with BENCH_DATABASE_URL (the target's database) or else on the embedded database in a fresh folder.
// The database is migrated, given the reference data when empty, and the bench orders of
// bench/staff-orders-fixture.ts (BENCH_ORDERS, default 100,000) when it has none. Then, BENCH_RUNS times
// (default 3), each case with 200 different inputs one after another, p50/p95/p99 per case:
// - the list: a status view (page 1; then pages 2–40), status + payment method + one month;
// - the search: a whole email, the start of one ('klant123@'), an order number, a postcode, a name;
// - the order page's service (the order, its lines, countries, payment attempts);
// and once the CSV download (the route's own loader, app/routes/beheer-orders-csv.ts) of a tenth of the orders and
// of every order of the default view, read to its end while the process's RSS and heap are sampled: the growth
// over the baseline before it is the export's memory (target: bounded, ~50 MB). Then EXPLAIN ANALYZE of each case's queries. The figures are
// the medians over the runs; bench/results/staff-orders-<kind>.json has them with the plans. Not a test.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { STAFF_LEVELS } from '../domain/staff-access.ts';
import { loader as csvLoader } from '../app/routes/beheer-orders-csv.ts';
import {
  DEFAULT_STAFF_ORDER_FILTER,
  type StaffOrderFilter,
  type StaffOrderView,
} from '../domain/staff-orders.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { createMailOutbox } from '../server/integrations/mail/outbox.ts';
import { createSmsOutbox } from '../server/integrations/sms/sms.ts';
import { createServices } from '../server/services.ts';
import { APP_VERSION } from '../server/version.ts';
import { rows } from '../tests/support/seed-testing.ts';
import { BENCH_ORDER_PREFIX, seedBenchOrders } from './staff-orders-fixture.ts';
import { percentile } from './support.ts';

type LoaderArgs = Parameters<typeof csvLoader>[0];

const databaseUrl = process.env.BENCH_DATABASE_URL;
const kind = databaseUrl ? 'postgres' : 'pglite';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PER_CASE = 200;

// A clean heap before the export's baseline: the collector exposed to this process only.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// The statements of one input, for EXPLAIN ANALYZE at the end (kept only then, so the timed part holds none).
const captured: { text: string; params: unknown[] }[] = [];
let capturing = false;
const database = await openDatabase({
  databaseUrl,
  dataDir: process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lw-bench-orders-')),
  onQuery: (text, params) => {
    if (capturing) captured.push({ text, params });
  },
});
await runMigrations(database);
await seedIfEmpty(database, { content: 'reference', progress: false });
const seeded = await seedBenchOrders(database, ORDERS);
console.log(
  `${kind}: ${seeded.orders.toLocaleString('nl-NL')} bench orders, ${seeded.lines.toLocaleString('nl-NL')} lines` +
    (seeded.seconds === null ? ' (already there)' : ` (made in ${seeded.seconds} s)`) +
    `; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
);

const outbox = mkdtempSync(path.join(tmpdir(), 'lw-bench-outbox-'));
const services = createServices(database, APP_VERSION, {
  integrations: {
    mailer: createMailOutbox(path.join(outbox, 'mail'), 'bench@localhost'),
    sms: createSmsOutbox(path.join(outbox, 'sms')),
    vat: { check: async () => ({ status: 'unavailable' }) },
  },
});
const staffOrders = services.staffOrders;

// Inputs from the data: 200 order numbers and customers spread over the whole history.
const sample = await rows<{ number: number; email: string; zipcode: string; lastname: string }>(
  database,
  `select number, email, zipcode, lastname from orders where guid like '${BENCH_ORDER_PREFIX}%'
     and deleted_at is null and status <> 'open' order by (id * 7919) % 100003 limit ${PER_CASE}`,
);
const pick = <T>(values: readonly T[], i: number) => values[i % values.length]!;
const VIEWS: StaffOrderView[] = ['all', 'awaiting', 'paid', 'to_ship', 'shipped'];
const METHODS = ['ideal', 'banktransfer', 'creditcard', 'paypal'];
const filter = (f: Partial<StaffOrderFilter>): StaffOrderFilter => ({ ...DEFAULT_STAFF_ORDER_FILTER, ...f });

interface Case {
  name: string;
  target: number | null;
  run(i: number): Promise<unknown>;
}

const list = (f: Partial<StaffOrderFilter>) => staffOrders.list(filter(f));
const CASES: Case[] = [
  { name: 'list: a status view, page 1', target: 100, run: (i) => list({ view: pick(VIEWS, i) }) },
  {
    name: 'list: a status view, pages 2–40',
    target: null,
    run: (i) => list({ view: pick(['all', 'paid', 'shipped'] as const, i), page: 2 + ((i * 7) % 39) }),
  },
  {
    name: 'list: status + method + one month',
    target: null,
    run: (i) => {
      const month = `2026-${String(1 + (i % 10)).padStart(2, '0')}`;
      return list({ view: 'paid', method: pick(METHODS, i), from: `${month}-01`, to: `${month}-28` });
    },
  },
  { name: 'search: a whole email', target: 100, run: (i) => list({ q: pick(sample, i).email }) },
  {
    name: "search: an email's start ('klant123@')",
    target: 100,
    run: (i) => list({ q: pick(sample, i).email.split('@')[0] + '@' }),
  },
  { name: 'search: an order number', target: 100, run: (i) => list({ q: String(pick(sample, i).number) }) },
  { name: 'search: a postcode', target: null, run: (i) => list({ q: pick(sample, i).zipcode }) },
  { name: 'search: a last name', target: null, run: (i) => list({ q: pick(sample, i).lastname }) },
  {
    name: 'order page (the service)',
    target: 50,
    run: async (i) => {
      const order = await staffOrders.order(pick(sample, i).number);
      if (!order) throw new Error('bench order not found');
    },
  },
];

async function timed(c: Case): Promise<{ p50: number; p95: number; p99: number }> {
  const ms: number[] = [];
  for (let i = 0; i < PER_CASE; i++) {
    const start = performance.now();
    await c.run(i);
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

// One pass to warm the database's cache and the prepared statements, as a running shop has them.
for (const c of CASES) for (let i = 0; i < 20; i++) await c.run(i);

const runs: Record<string, { p50: number; p95: number; p99: number }[]> = {};
for (let run = 1; run <= RUNS; run++) {
  for (const c of CASES) (runs[c.name] ??= []).push(await timed(c));
  console.log(`run ${run} done; load average ${loadavg()[0]!.toFixed(2)}`);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const latency = CASES.map((c) => {
  const r = runs[c.name]!;
  return {
    name: c.name,
    target: c.target,
    p50: median(r.map((x) => x.p50)),
    p95: median(r.map((x) => x.p95)),
    p99: median(r.map((x) => x.p99)),
    p95Runs: r.map((x) => x.p95),
  };
});

console.log('\n| case | p50 ms | p95 ms | p99 ms | target p95 |\n| --- | ---: | ---: | ---: | --- |');
for (const l of latency)
  console.log(
    `| ${l.name} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.target === null ? '—' : `≤ ${l.target}`} |`,
  );

/**
 * A CSV download as the route writes it (its loader called as React Router calls it, by an admin), read to its end
 * while the memory is sampled. `collect`: a full garbage collection after every chunk and the heap read right
 * after it, so its peak is what the export holds on to, not the garbage the collector has not come for yet.
 */
async function download(query: string, collect = false) {
  const context = {
    viewer: { loggedIn: true, accessLevel: STAFF_LEVELS.beheerder, userId: 1 },
    services,
  } as unknown as LoaderArgs['context'];
  const request = new Request(`http://127.0.0.1/beheer/bestellingen/bestellingen.csv${query}`);
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampleMemory = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sampleMemory, 10);
  const start = performance.now();
  const response = await csvLoader({ request, context, params: {} } as unknown as LoaderArgs);
  const reader = response.body!.getReader();
  let bytes = 0;
  let lines = 0;
  let retained = before.heapUsed;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
    if (collect) {
      gc();
      retained = Math.max(retained, process.memoryUsage().heapUsed);
    }
    sampleMemory();
  }
  clearInterval(timer);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    query,
    collect,
    rows: lines - 1,
    megabytes: mb(bytes),
    seconds: Math.round((performance.now() - start) / 100) / 10,
    baselineRssMb: mb(before.rss),
    rssGrowthMb: mb(peakRss - before.rss),
    baselineHeapMb: mb(before.heapUsed),
    heapGrowthMb: mb(peakHeap - before.heapUsed),
    retainedHeapGrowthMb: collect ? mb(retained - before.heapUsed) : null,
  };
}
// A tenth of the orders and all of them: memory that stays the same for ten times the rows is bounded by the batch.
const exports = [await download('?status=awaiting'), await download(''), await download('', true)];
console.log(
  '\n| CSV export | orders | MB | s | RSS growth MB | heap growth MB | heap held MB |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const e of exports)
  console.log(
    `| \`${e.query || '(every page of the default view)'}\`${e.collect ? ', collected after every chunk' : ''} | ${e.rows} | ${e.megabytes} | ${e.seconds} | ${e.rssGrowthMb} | ${e.heapGrowthMb} | ${e.retainedHeapGrowthMb ?? '—'} |`,
  );

// The plans: each case's statements as the service sent them for one input, then one keyset batch mid-export.
capturing = true;
const plans: Record<string, string[]> = {};
for (const c of CASES) {
  captured.length = 0;
  await c.run(3);
  const statements = captured.filter((q) => /from "orders"/.test(q.text));
  plans[c.name] = [];
  for (const q of statements) {
    const plan = await rows<Record<string, string>>(
      database,
      `explain (analyze, buffers, costs off) ${q.text}`,
      q.params,
    );
    plans[c.name]!.push(plan.map((r) => Object.values(r)[0]).join('\n'));
  }
}
captured.length = 0;
let batchNumber = 0;
for await (const _batch of staffOrders.batches(filter({}))) if (++batchNumber === 50) break;
const keyset = captured.filter((q) => /from "orders"/.test(q.text)).at(-1);
if (keyset)
  plans['CSV export: batch 50'] = [
    (
      await rows<Record<string, string>>(
        database,
        `explain (analyze, buffers, costs off) ${keyset.text}`,
        keyset.params,
      )
    )
      .map((r) => Object.values(r)[0])
      .join('\n'),
  ];
for (const [name, statementPlans] of Object.entries(plans)) {
  console.log(`\n## ${name}\n`);
  for (const plan of statementPlans) console.log(`${plan}\n`);
}

writeFileSync(
  `bench/results/staff-orders-${kind}.json`,
  `${JSON.stringify(
    {
      kind,
      orders: seeded.orders,
      lines: seeded.lines,
      at: new Date().toISOString(),
      loadAverage: loadavg(),
      runs: RUNS,
      latency,
      exports,
      plans,
    },
    null,
    2,
  )}\n`,
);
await database.close();
