// Shared by the benchmarks: the built server as a separate process (like production) on the embedded database
// or on PostgreSQL with BENCH_DATABASE_URL, and percentiles.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
export const databaseUrl = process.env.BENCH_DATABASE_URL;
export const kind = databaseUrl ? 'postgres' : 'pglite';
export const base = `http://127.0.0.1:${PORT}`;

/** A folder for the embedded database of this run (BENCH_DATA_DIR to reuse one). */
export function benchDataDir(): string {
  return process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lw-bench-'));
}

export async function startServer(dataDir = benchDataDir()): Promise<ChildProcess> {
  const child = spawn('node', ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The benchmarks search hundreds of times a second from one address: past the per-client limit (issue 11).
      SEARCH_RATE_LIMIT: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
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
