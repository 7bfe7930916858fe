// `npm run bench`: load benchmarks of the shop's pages against the built server (a separate process, like
// production), on the embedded database with the demo catalogue or on PostgreSQL with BENCH_DATABASE_URL.
// Two figures per page: latency of one visitor at a time (p50/p95/p99 over sequential requests, the page's own
// cost) and throughput with BENCH_CONNECTIONS concurrent visitors (req/s and latency under load, and that as a
// multiple of the static baseline). Each page is asked twice: as a returning visitor (the shop cookie) and as a
// visitor without cookies (a search engine, a shared link, a crawler; issue 16), who gets Set-Cookie. Results go to
// bench/results/catalogue-<kind>.json (-workers-N with WORKERS=N on PostgreSQL: one app process per core, issue 16);
// docs/performance.md summarises them. Not a test: figures vary by machine.
import { readdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { base, bookPaths, categoryNames, html, kind, percentile, startServer } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
/** Books per first-view row: more than a row asks in BENCH_SECONDS (about 400 req/s here), so none comes twice. */
const FIRST_VIEWS = Number(process.env.BENCH_FIRST_VIEWS ?? 5000);
/** BENCH_ONLY=words (comma-separated): only the rows whose name holds one of them, and the static baseline that
 *  every × static needs — to repeat a few rows while the machine is quiet. */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

interface Scenario {
  name: string;
  /** One path, or several that the requests rotate through (many different books, as real traffic). */
  paths: string[];
  cookie?: string;
  /** First views: every request another path, none asked twice in the row (the page cache keeps a page 10 s). */
  firstViews?: boolean;
}

/** The category with the most books (its count is in the heading), for the deep-page scenario. */
async function largestCategory(names: string[]): Promise<{ name: string; total: number }> {
  let best = { name: names[0] ?? 'zelfontwikkeling', total: 0 };
  for (const name of names) {
    // React separates text parts with <!-- --> in server HTML.
    const body = (await html(`/category/${name}`, 'lw_shop=SHOP_ALL')).replaceAll('<!-- -->', '');
    const total = Number(/\(([\d.]+) boeken\)/.exec(body)?.[1]?.replace(/\./g, '') ?? 0);
    if (total > best.total) best = { name, total };
  }
  return best;
}

/** The books' titles, read from their pages (the text of the first heading). */
async function titlesOf(paths: string[]): Promise<string[]> {
  const titles: string[] = [];
  for (const pathname of paths) {
    const body = (await html(pathname, 'lw_shop=SHOP_ALL')).replaceAll('<!-- -->', '');
    const title = /<h1[^>]*>([^<]+)</.exec(body)?.[1]?.trim();
    if (title) titles.push(title);
  }
  return titles;
}

/** Results-page addresses for the first word of each title (a term shoppers type), in the all-books scope. */
function searchPaths(titles: string[]): string[] {
  const terms = [...new Set(titles.map((t) => t.split(/\s+/).find((w) => w.length >= 4) ?? t))];
  const paths = terms.map(
    (term) => `/search-results?q=${encodeURIComponent(term.toLowerCase())}&section=all`,
  );
  return paths.length > 0 ? paths : ['/search-results?q=leven&section=all'];
}

/** One visitor at a time: the page's own cost without queueing. */
async function sequential(scenario: Scenario) {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < SEQUENTIAL; i++) {
    const pathname = scenario.paths[i % scenario.paths.length]!;
    const start = performance.now();
    const response = await fetch(`${base}${pathname}`, {
      headers: { 'accept-encoding': 'gzip', ...(scenario.cookie ? { cookie: scenario.cookie } : {}) },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (response.status >= 400) failures++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), failures };
}

/**
 * Many visitors at once: what the process serves per second. A first-view row goes on where the sequential part
 * stopped and counts the requests that had to ask a path again (the list was too short for the machine's speed).
 */
async function concurrent(scenario: Scenario) {
  const start = scenario.firstViews ? SEQUENTIAL : 0;
  let i = start;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip', ...(scenario.cookie ? { cookie: scenario.cookie } : {}) },
    requests: [
      { setupRequest: (request) => ({ ...request, path: scenario.paths[i++ % scenario.paths.length]! }) },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    non2xx: result.non2xx,
    // Redirects are not failures: a book with an alternative edition answers 302 to that edition (27 of the
    // demo's 10,094 listed books).
    redirects: result['3xx'],
    errors: result.errors,
    ...(scenario.firstViews ? { repeated: Math.max(0, i - scenario.paths.length) } : {}),
  };
}

const server = await startServer();
try {
  const asset = readdirSync('build/client/assets').find(
    (f) => f.startsWith('entry.client') && f.endsWith('.js'),
  )!;
  const names = await categoryNames();
  const largest = await largestCategory(names);
  const deepPage = Math.max(1, Math.min(400, Math.ceil(largest.total / 25)));
  // Two first-view rows (with and without the shop cookie), each with books of its own: a book the other row
  // viewed would come from the page and data caches.
  const books = await bookPaths(names, 2 * FIRST_VIEWS);
  const [firstViews, otherFirstViews] = [books.slice(0, FIRST_VIEWS), books.slice(FIRST_VIEWS)];
  const all = 'lw_shop=SHOP_ALL';
  const searches = searchPaths(books.length > 0 ? await titlesOf(books.slice(-40)) : []);
  const allScenarios: Scenario[] = [
    { name: 'static baseline (client entry JS)', paths: [`/assets/${asset}`] },
    // Every request a different book: first views, rendered from the database (the long tail).
    {
      name: `book page, ${firstViews.length} different books`,
      paths: firstViews,
      cookie: all,
      firstViews: true,
    },
    // A handful of popular books: what the 30 s data cache and the 10 s page cache do.
    { name: 'book page, 20 popular books', paths: books.slice(0, 20), cookie: all },
    {
      name: `category page 1 (${largest.name}, ${largest.total} books)`,
      paths: [`/category/${largest.name}`],
      cookie: all,
    },
    { name: `category page ${deepPage}`, paths: [`/category/${largest.name}?page=${deepPage}`], cookie: all },
    { name: 'top 60', paths: ['/top60'], cookie: all },
    { name: 'home, own shop', paths: ['/'], cookie: 'lw_shop=SHOP_SB' },
    { name: 'home, all-books shop', paths: ['/all-books'], cookie: all },
    { name: 'search results, 40 popular terms', paths: searches, cookie: all },
    // Issue 16: the same pages for a visitor without cookies (every page sets the shop cookie for them).
    {
      name: `no cookies: book page, ${otherFirstViews.length} different books`,
      paths: otherFirstViews,
      firstViews: true,
    },
    { name: 'no cookies: book page, 20 popular books', paths: books.slice(0, 20) },
    { name: `no cookies: category page 1 (${largest.name})`, paths: [`/category/${largest.name}`] },
    { name: 'no cookies: home', paths: ['/'] },
    { name: 'no cookies: search results, 40 popular terms', paths: searches },
  ];
  const scenarios = allScenarios.filter(
    (scenario, index) =>
      index === 0 || ONLY.length === 0 || ONLY.some((word) => scenario.name.includes(word)),
  );
  const results = [];
  let staticRate = 0;
  for (const scenario of scenarios) {
    const single = await sequential(scenario);
    const loaded = await concurrent(scenario);
    staticRate ||= loaded.requestsPerSecond;
    const xStatic = Math.round((loaded.requestsPerSecond / staticRate) * 100) / 100;
    results.push({ name: scenario.name, examplePath: scenario.paths[0], single, loaded, xStatic });
    console.log(
      `${scenario.name.padEnd(52)} 1 visitor p50 ${single.p50} p95 ${single.p95} p99 ${single.p99} ms · ` +
        `${CONNECTIONS} visitors ${loaded.requestsPerSecond} req/s (${xStatic} × static) p50 ${loaded.latencyMs.p50} p99 ${loaded.latencyMs.p99} ms` +
        (single.failures || loaded.non2xx > loaded.redirects
          ? ` · ${single.failures + loaded.non2xx - loaded.redirects} failed`
          : '') +
        (loaded.redirects ? ` · ${loaded.redirects} redirected` : '') +
        (loaded.repeated ? ` · ${loaded.repeated} requests asked a book again` : ''),
    );
  }
  const pageCache = process.env.PAGE_CACHE_SECONDS === '0' ? '-no-page-cache' : '';
  const workers = process.env.WORKERS && process.env.WORKERS !== '1' ? `-workers-${process.env.WORKERS}` : '';
  // A run of a few rows (BENCH_ONLY) keeps the full run's file and writes its own.
  const only = ONLY.length > 0 ? '-only' : '';
  const file = `bench/results/catalogue-${kind}${workers}${pageCache}${only}.json`;
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        kind,
        sequentialRequests: SEQUENTIAL,
        durationS: DURATION_S,
        connections: CONNECTIONS,
        workers: process.env.WORKERS ?? '1',
        ...(ONLY.length > 0 ? { only: ONLY } : {}),
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`→ ${file}`);
} finally {
  server.kill('SIGTERM');
}
