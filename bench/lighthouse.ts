// `npm run lighthouse` (issue 16): Lighthouse's mobile performance audit (its default simulated slow 4G and 4× CPU
// slowdown) of five page types — home, a book, a category, a search results page and a cart with a book in it —
// against the built server on the embedded demo catalogue. Each page is audited LIGHTHOUSE_RUNS times (3) in
// Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium); the medians go to
// bench/results/lighthouse-<label>.json and, as a table, to the "Lighthouse (issue 16)" section of
// docs/performance-history.md. `npm run lighthouse -- --label before` keeps a labelled table beside the others; without a
// label the run is 'latest'. Not a test: scores move with the machine's load, which is reported beside them.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from '../tests/support/chromium.ts';

// support.ts reads the port when it loads: set ours first (never the shop's 3000 nor the other benchmarks' port).
process.env.BENCH_PORT ??= '3142';
const { base, benchDataDir, startServer, stopServer } = await import('./support.ts');

/** The part of Lighthouse's result this script reads. */
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    audits: Record<string, { numericValue?: number; details?: object } | undefined>;
    categories: { performance?: { score: number | null } };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
// Lighthouse (and the puppeteer and Sentry it brings) lives in tools/, outside the shop's install (issue 28,
// decision 541); `npm run lighthouse` installs it there first.
const lighthouseEntry = createRequire(new URL('../tools/package.json', import.meta.url)).resolve(
  'lighthouse',
);
const { default: lighthouse } = (await import(pathToFileURL(lighthouseEntry).href)) as {
  default: Lighthouse;
};

const { values: args } = parseArgs({ options: { label: { type: 'string', default: 'latest' } } });
const label = args.label;
if (!/^[a-z0-9-]+$/.test(label))
  throw new Error(`--label must be lower-case letters, digits and dashes: ${label}`);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DOC = 'docs/performance-history.md';
const SECTION = '## Lighthouse (issue 16)';

interface Page {
  name: string;
  path: string;
  /** Sent with every request of the audit (the guest cart's cookie). */
  cookie?: string;
}

interface Run {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  mainThreadMs: number;
  renderBlocking: { url: string; bytes: number; wastedMs: number }[];
}

async function html(pathname: string): Promise<string> {
  const response = await fetch(`${base}${pathname}`);
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response.text();
}

function firstMatch(body: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(body)?.[1];
  if (!found) throw new Error(`no ${what} found`);
  return found;
}

/** A guest cart with one book, as a visitor gets it from the book page's button: its lw_guest cookie. */
async function guestCartCookie(sku: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/cart/lines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku }),
  });
  if (!response.ok) throw new Error(`adding ${sku} to a guest cart answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('lw_guest='));
  if (!cookie) throw new Error('adding to the cart set no lw_guest cookie');
  return cookie.split(';')[0]!;
}

/** The five page types, found on the demo catalogue as a visitor would click through it. */
async function pages(): Promise<Page[]> {
  const home = await html('/');
  const category = firstMatch(home, /href="(\/category\/[a-z0-9-]+)"/, 'category link on the home page');
  const book = firstMatch(
    await html(category),
    /href="(\/book\/\d{13}(?:\/[a-z0-9-]+)?)"/,
    'book in the category',
  );
  const sku = firstMatch(book, /(\d{13})/, 'ISBN');
  return [
    { name: 'home', path: '/' },
    { name: 'book', path: book },
    { name: 'category', path: category },
    { name: 'search results', path: '/search-results?q=leven' },
    { name: 'cart (one book)', path: '/shoppingcart', cookie: await guestCartCookie(sku) },
  ];
}

/** Debian's Chromium with a debugging port of its own choosing (read from its first lines), and its profile. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'lw-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${CHROMIUM} ended (${code}): ${seen.slice(-500)}`)));
  });
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(port: number, page: Page): Promise<Run> {
  const result = await lighthouse(`${base}${page.path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const blocking = lhr.audits['render-blocking-insight']?.details;
  const items = blocking && 'items' in blocking ? (blocking.items as Record<string, unknown>[]) : [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    mainThreadMs: value('mainthread-work-breakdown'),
    renderBlocking: items.map((item) => ({
      url: String(item.url).replace(base, ''),
      bytes: Number(item.totalBytes ?? 0),
      wastedMs: Number(item.wastedMs ?? 0),
    })),
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function auditWithRetry(port: number, page: Page): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, page);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${page.name}: ${(error as Error).message.split('\n')[0]} — trying again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summary(runs: Run[]) {
  const of = (key: Exclude<keyof Run, 'renderBlocking'>) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: Math.round(of('lcpMs')),
    fcpMs: Math.round(of('fcpMs')),
    tbtMs: Math.round(of('tbtMs')),
    cls: Math.round(of('cls') * 1000) / 1000,
    speedIndexMs: Math.round(of('speedIndexMs')),
    mainThreadMs: Math.round(of('mainThreadMs')),
    // The blocking files are the same in every run; their count and bytes from the run with the most.
    renderBlocking: runs.reduce(
      (most, run) => (run.renderBlocking.length > most.length ? run.renderBlocking : most),
      [] as Run['renderBlocking'],
    ),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** The run as a Markdown table under its label, with the date, the versions and the machine's load. */
function table(
  results: { page: Page; runs: Run[]; median: ReturnType<typeof summary> }[],
  meta: Record<string, string>,
) {
  const rows = results.map(({ page, median: m }) => {
    const blocking = m.renderBlocking.length
      ? `${m.renderBlocking.length} (${Math.round(m.renderBlocking.reduce((sum, r) => sum + r.bytes, 0) / 1024)} KB)`
      : 'none';
    return `| ${page.name} | ${m.score} | ${seconds(m.lcpMs)} | ${seconds(m.fcpMs)} | ${m.tbtMs} | ${m.cls} | ${seconds(m.mainThreadMs)} | ${blocking} |`;
  });
  return [
    `<!-- lighthouse:${label} -->`,
    `**${label}** — ${meta.date}, ${meta.commit}; Lighthouse ${meta.lighthouse}, ${meta.chromium}; median of ${RUNS} runs per page; load average ${meta.load} (1/5/15 min, 2 cores) at the start and ${meta.loadAfter} at the end.`,
    '',
    '| page | performance | LCP s | FCP s | TBT ms | CLS | main-thread work s | render-blocking files (transfer) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    `<!-- /lighthouse:${label} -->`,
  ].join('\n');
}

/** Puts the table in docs/performance-history.md: in place of the same label's table, else at the end of the section. */
function writeDoc(block: string) {
  let doc = readFileSync(DOC, 'utf8');
  const labelled = new RegExp(`<!-- lighthouse:${label} -->[\\s\\S]*?<!-- /lighthouse:${label} -->`);
  if (labelled.test(doc)) doc = doc.replace(labelled, block);
  else {
    if (!doc.includes(SECTION)) {
      const firstSection = doc.indexOf('\n## ');
      doc = `${doc.slice(0, firstSection + 1)}${SECTION}\n\n${doc.slice(firstSection + 1)}`;
    }
    const start = doc.indexOf(SECTION);
    const next = doc.indexOf('\n## ', start + SECTION.length);
    const end = next === -1 ? doc.length : next + 1;
    doc = `${doc.slice(0, end).trimEnd()}\n\n${block}\n\n${doc.slice(end)}`;
  }
  writeFileSync(DOC, doc.trimEnd() + '\n');
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const build = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('the build failed');
const loadBefore = load();
// A fresh embedded database with the demo catalogue, removed afterwards (BENCH_DATA_DIR keeps one to reuse).
const dataDir = benchDataDir();
const server = await startServer(dataDir);
const chromium = await startChromium();
try {
  const results = [];
  for (const page of await pages()) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await auditWithRetry(chromium.port, page);
      console.log(
        `${page.name.padEnd(16)} run ${i + 1}: ${run.score} · LCP ${seconds(run.lcpMs)} s · FCP ${seconds(run.fcpMs)} s · TBT ${Math.round(run.tbtMs)} ms · CLS ${run.cls.toFixed(3)} · ${run.renderBlocking.length} render-blocking`,
      );
      runs.push(run);
    }
    results.push({ page, runs, median: summary(runs) });
  }
  const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8'))
    .version as string;
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' })
    .stdout.trim()
    .split(' built')[0]!;
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const meta = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit: `commit ${commit}`,
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion,
    load: loadBefore,
    loadAfter: load(),
  };
  writeFileSync(
    `bench/results/lighthouse-${label}.json`,
    `${JSON.stringify({ ...meta, runsPerPage: RUNS, results }, null, 2)}\n`,
  );
  writeDoc(table(results, meta));
  console.log(`\nWritten: bench/results/lighthouse-${label}.json and ${DOC}`);
} finally {
  await chromium.stop();
  await stopServer(server);
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
