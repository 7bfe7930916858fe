// Shared by the benchmarks: the built server as a separate process (like production) on the embedded database
// or on PostgreSQL with BENCH_DATABASE_URL, and percentiles.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
export const databaseUrl = process.env.BENCH_DATABASE_URL;
export const kind = databaseUrl ? 'postgres' : 'pglite';
export const base = `http://127.0.0.1:${PORT}`;

/** The node flags `npm start` gives the server (decision 752), so a benchmark measures the shop as it runs. */
const START_FLAGS = (
  /node ((?:--\S+ )*)dist\/server\.js/.exec(
    (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start,
  )?.[1] ?? ''
)
  .split(' ')
  .filter(Boolean);
/** More node flags for the server, e.g. `BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` for a profile. */
const EXTRA_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/** A folder for the embedded database of this run (BENCH_DATA_DIR to reuse one). */
export function benchDataDir(): string {
  return process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lw-bench-'));
}

/** The built server of this checkout, or of another one (`cwd`) on another port (bench/first-view-cpu.ts). */
export async function startServer(
  dataDir = benchDataDir(),
  { port = PORT, cwd = process.cwd() }: { port?: number; cwd?: string } = {},
): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('node', [...START_FLAGS, ...EXTRA_FLAGS, 'dist/server.js'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The benchmarks search hundreds of times a second from one address: past the per-client limit (issue 11).
      SEARCH_RATE_LIMIT: 'off',
      // Issue 27 (decision 510): an empty PostgreSQL database gets the whole demo shop, as before.
      SEED_DEMO: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    try {
      const ready = await fetch(`${origin}/readyz`);
      // The overlay is measured once the typing index is read (issue 16, decision 504): a server's steady state.
      if (ready.ok && ((await ready.json()) as { typingIndex?: string }).typingIndex !== 'reading')
        return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not become ready');
}

/** Stops the server and waits until it has gone (its port and database are free again). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

export async function html(pathname: string, cookie?: string): Promise<string> {
  return (await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} })).text();
}

/** Book addresses as the lists link them (canonical: with the slug, no redirect), from the categories' pages. */
export async function bookPaths(categories: string[], wanted: number): Promise<string[]> {
  const found = new Set<string>();
  for (const category of categories) {
    for (let page = 1; found.size < wanted && page <= 8; page++) {
      const body = await html(`/category/${category}?per=250&page=${page}&stock=0`, 'lw_shop=SHOP_ALL');
      const before = found.size;
      for (const m of body.matchAll(/href="(\/book\/\d{13}\/[a-z0-9-]+)"/g)) found.add(m[1]!);
      if (found.size - before < 200) break; // the category's last page
    }
  }
  return [...found].slice(0, wanted);
}

/** The all-books shop's categories, as its home links them (not the Top 10 lists). */
export async function categoryNames(): Promise<string[]> {
  const home = await html('/all-books', 'lw_shop=SHOP_ALL');
  return [...new Set([...home.matchAll(/href="\/category\/([^"?/]+)"/g)].map((m) => m[1]!))].filter(
    (name) => !name.startsWith('top10'),
  );
}
