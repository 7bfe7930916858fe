// `npm run bench`: load benchmarks of the shop's pages against the built server (a separate process, like
// production), on the embedded database with the demo catalogue or on PostgreSQL with BENCH_DATABASE_URL.
// Results go to bench/results/<name>.json; docs/performance.md summarises them. Not a test: figures vary by machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3299);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const kind = databaseUrl ? 'postgres' : 'pglite';

interface Scenario {
  name: string;
  path: string;
  cookie?: string;
}

async function startServer(): Promise<ChildProcess> {
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lw-bench-'));
  const child = spawn('node', ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not become ready');
}

async function firstSku(): Promise<string> {
  const html = await (await fetch(`http://127.0.0.1:${PORT}/`)).text();
  return /\/media\/covers\/(\d{13})/.exec(html)?.[1] ?? '9789000000000';
}

async function measure(scenario: Scenario) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip', ...(scenario.cookie ? { cookie: scenario.cookie } : {}) },
  });
  return {
    name: scenario.name,
    path: scenario.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const server = await startServer();
try {
  const asset = readdirSync('build/client/assets').find(
    (f) => f.startsWith('entry.client') && f.endsWith('.js'),
  )!;
  const scenarios: Scenario[] = [
    { name: 'static baseline (client entry JS)', path: `/assets/${asset}` },
    { name: 'healthz (no database)', path: '/healthz' },
    { name: 'home, own shop (SSR)', path: '/' },
    { name: 'home, all-books shop (SSR)', path: '/all-books', cookie: 'lw_shop=SHOP_ALL' },
    { name: '404 page (SSR)', path: '/bestaat-niet' },
    { name: 'interface texts (API)', path: '/api/v1/texts?lang=nl' },
    { name: 'generated cover (SVG)', path: `/media/covers/${await firstSku()}` },
  ];
  const results = [];
  for (const scenario of scenarios) {
    const r = await measure(scenario);
    results.push(r);
    console.log(
      `${r.name.padEnd(36)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms`,
    );
  }
  const file = `bench/results/foundation-${kind}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), kind, durationS: DURATION_S, connections: CONNECTIONS, results }, null, 2)}\n`,
  );
  console.log(`→ ${file}`);
} finally {
  server.kill('SIGTERM');
}
