// `npm run bench:first-view-cpu -- <other checkout>`: the server CPU a first view of a book page costs, in this
// checkout's build and another's (built, e.g. a `git worktree` of the commit before a change), side by side: both
// servers run at once on the same database, and every book address goes to one and then the other, so a machine
// whose speed moves during the run moves both alike (issue 16: on these machines back-to-back runs of the same
// build differ by up to 30 %, this ratio by 1–3 %). Each server's CPU time is read from /proc. Prints one line per
// round and writes bench/results/first-view-cpu.json. Linux only; PostgreSQL with BENCH_DATABASE_URL (on the
// embedded database each server seeds a catalogue of its own).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { base, benchDataDir, bookPaths, categoryNames, startServer, stopServer } from './support.ts';

const other = path.resolve(process.argv[2] ?? '');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 150;
/** Two requests at a time per server: each server busy, neither queueing much. */
const CONCURRENCY = 2;
const PORTS = [3297, 3298] as const;
/** The page cache keeps a page 10 s: a round after that asks every book as a first view again. */
const PAGE_CACHE_MS = 10_500;

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks of 10 ms
  return ticks * 10;
}

async function view(port: number, pathname: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  if (response.status !== 200) throw new Error(`${pathname} on port ${port}: ${response.status}`);
  await response.arrayBuffer();
}

async function askBoth(paths: string[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        const pathname = paths[next++]!;
        for (const port of PORTS) await view(port, pathname);
      }
    }),
  );
}

if (!process.argv[2])
  throw new Error('Which build to compare with? npm run bench:first-view-cpu -- <checkout>');
// The book addresses come from this checkout's server before the comparison starts.
const finder = await startServer();
const paths = await bookPaths(await categoryNames(), 1000);
await stopServer(finder);
console.log(`${paths.length} book addresses from ${base}`);

const [mine, theirs] = await Promise.all([
  startServer(benchDataDir(), { port: PORTS[0] }),
  startServer(benchDataDir(), { port: PORTS[1], cwd: other }),
]);
try {
  await askBoth(paths.slice(0, WARM_UP));
  const measured = paths.slice(WARM_UP);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_MS));
    const before = [cpuMs(mine.pid!), cpuMs(theirs.pid!)];
    await askBoth(measured);
    const [thisMs, otherMs] = [cpuMs(mine.pid!) - before[0]!, cpuMs(theirs.pid!) - before[1]!];
    const result = {
      thisCpuMsPerView: Math.round((thisMs / measured.length) * 100) / 100,
      otherCpuMsPerView: Math.round((otherMs / measured.length) * 100) / 100,
      ratio: Math.round((thisMs / otherMs) * 1000) / 1000,
    };
    rounds.push(result);
    console.log(
      `round ${round + 1}: this build ${result.thisCpuMsPerView} ms, ${other} ${result.otherCpuMsPerView} ms ` +
        `CPU per first view (${measured.length} views): ${result.ratio} ×`,
    );
  }
  const file = 'bench/results/first-view-cpu.json';
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), other, views: measured.length, rounds }, null, 2)}\n`,
  );
  console.log(`→ ${file}`);
} finally {
  await Promise.all([stopServer(mine), stopServer(theirs)]);
}
