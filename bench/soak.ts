// `npm run bench:soak` (issue 33 "Search degrades, never fails" and "Memory"): the built server, started as
// `npm start` starts it, on the embedded database with the demo catalogue (or PostgreSQL with BENCH_DATABASE_URL),
// under a mixed load for BENCH_SOAK_MINUTES (default 10): BENCH_SOAK_SEARCHERS visitors (default 4) on the results
// page and the overlay's API with frequent words, prefixes and two words with the second half typed, and
// BENCH_SOAK_BROWSERS visitors (default 4) on the home page, categories and book pages. Per minute: the server's
// RSS, each kind's p50/p95 and every answer that was not 2xx/3xx (a search's 503 among them). The result goes to
// bench/results/soak-<kind>.json; docs/performance.md quotes it. Not a test: figures vary by machine.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { bookPaths, categoryNames, kind, percentile, startServer, stopServer, base } from './support.ts';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const SEARCHERS = Number(process.env.BENCH_SOAK_SEARCHERS ?? 4);
const BROWSERS = Number(process.env.BENCH_SOAK_BROWSERS ?? 4);

const WORDS = [
  'leven',
  'liefde',
  'geluk',
  'angst',
  'stilte',
  'kracht',
  'mindfulness',
  'relatie',
  'werk',
  'rust',
];
const q = encodeURIComponent;

/** One minute of one kind of visitor: the paths in turn, every answer's time and status kept. */
async function minute(paths: string[], connections: number) {
  let i = 0;
  const times: number[] = [];
  const failures: Record<string, number> = {};
  let done!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: 60,
      headers: { 'accept-encoding': 'gzip' },
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }],
    },
    (error, result) => (error ? failed(error) : done(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode >= 400) failures[statusCode] = (failures[statusCode] ?? 0) + 1;
  });
  const result = await finished;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failures,
    errors: result.errors + result.timeouts,
  };
}

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const server = await startServer();
try {
  const categories = await categoryNames();
  const books = await bookPaths(categories, 2000);
  const searches = WORDS.flatMap((word, n) => [
    `/search-results?q=${q(word)}&section=all`,
    `/api/v1/search?q=${q(word.slice(0, 4))}&scope=all&limit=10`,
    `/api/v1/search?q=${q(`${word} ${WORDS[(n + 3) % WORDS.length]!.slice(0, 3)}`)}&scope=all&limit=10`,
    `/search-results?q=${q(`${word} ${WORDS[(n + 5) % WORDS.length]}`)}&section=sb`,
  ]);
  // Home and categories among the book pages, as visitors mix them.
  const pages = books.flatMap((book, n) =>
    n % 10 === 0
      ? [book, n % 20 === 0 ? '/' : `/category/${categories[(n / 10) % categories.length]}`]
      : [book],
  );
  const atStart = rssMb(server.pid!);
  console.log(
    `${kind}: ${books.length} books, RSS after start ${atStart} MB; load ${loadavg()[0]!.toFixed(1)}`,
  );
  const minutes = [];
  for (let m = 1; m <= MINUTES; m++) {
    const [search, browse] = await Promise.all([minute(searches, SEARCHERS), minute(pages, BROWSERS)]);
    const row = {
      minute: m,
      rssMb: rssMb(server.pid!),
      load: Number(loadavg()[0]!.toFixed(1)),
      search,
      browse,
    };
    minutes.push(row);
    console.log(
      `minute ${m}: RSS ${row.rssMb} MB · search ${search.requests} p50 ${search.p50} p95 ${search.p95} ms ${JSON.stringify(search.failures)} · pages ${browse.requests} p50 ${browse.p50} p95 ${browse.p95} ms ${JSON.stringify(browse.failures)}`,
    );
  }
  const results = {
    kind,
    date: new Date().toISOString(),
    searchers: SEARCHERS,
    browsers: BROWSERS,
    rssAfterStartMb: atStart,
    search503: minutes.reduce((n, m) => n + (m.search.failures[503] ?? 0), 0),
    minutes,
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', `soak-${kind}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(`search 503s: ${results.search503}`);
} finally {
  await stopServer(server);
}
