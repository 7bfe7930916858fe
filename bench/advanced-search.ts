// `npx tsx bench/advanced-search.ts`: latency and query plans of the advanced search (spec 1 §2.1
// /search-advanced) for typical criteria, on PostgreSQL with BENCH_DATABASE_URL (the 1,000,000-book catalogue)
// or on the embedded database in BENCH_DATA_DIR (a started demo's DATA_DIR). Per case: the first search (the
// count not yet cached) and the median of 10 repeats (count cached: the page's ids and cards), then EXPLAIN
// ANALYZE of its count and ids queries. Writes bench/results/advanced-search-<kind>.json. Not a test.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAdvancedSearch } from '../domain/advanced-search.ts';
import { DEFAULT_PAGE_VIEW, type PageView } from '../domain/paging.ts';
import { openDatabase } from '../server/db/client.ts';
import { rows } from '../tests/support/seed-testing.ts';
import { createMailOutbox } from '../server/integrations/mail/outbox.ts';
import { createSmsOutbox } from '../server/integrations/sms/sms.ts';
import { createServices } from '../server/services.ts';
import { APP_VERSION } from '../server/version.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const kind = databaseUrl ? 'postgres' : 'pglite';
const REPEATS = 10;

interface Case {
  name: string;
  query: string;
  view?: Partial<PageView>;
}

const CASES: Case[] = [
  { name: 'title, one common word', query: 'title=zelfvertrouwen&scope=all' },
  { name: 'title, short and long word', query: 'title=de%20kracht&scope=all' },
  { name: 'author, either order', query: 'author=covey%20stephen&scope=all' },
  { name: 'ISBN-10 with hyphens', query: 'isbn=94-930-0000-1&scope=all' },
  { name: 'largest category alone', query: 'category=romans&scope=all' },
  { name: 'largest category, page 400', query: 'category=romans&scope=all', view: { page: 400 } },
  { name: 'largest category, orderable', query: 'category=romans&availability=orderable&scope=all' },
  {
    name: 'category + price range, by price',
    query: 'category=romans&price_from=15&price_to=20&scope=all',
    view: { sort: 'price_incl', order: 'asc' },
  },
  { name: 'language alone (Dutch)', query: 'lang=NL&scope=all' },
  { name: 'language + price range', query: 'lang=EN&price_from=10&price_to=15&scope=all' },
  { name: 'price range alone', query: 'price_from=12&price_to=12,50&scope=all' },
  { name: 'price range alone, by price', query: 'price_to=10&scope=all', view: { sort: 'price_incl' } },
  { name: 'keyword + language', query: 'q=mindfulness&lang=EN&scope=all' },
  { name: 'keyword, self-help, in stock', query: 'q=geluk&availability=in_stock&scope=sb' },
  {
    name: 'title + author + language + price, orderable',
    query: 'title=leven&author=jansen&lang=NL&price_to=25&availability=orderable&scope=all',
  },
  { name: 'nothing in own scope (wider counts)', query: 'author=kahneman&scope=own' },
];

const captured: { text: string; params: unknown[] }[] = [];
const database = await openDatabase({
  databaseUrl,
  dataDir: process.env.BENCH_DATA_DIR ?? 'data',
  onQuery: (text, params) => captured.push({ text, params }),
});
// The advanced search sends nothing; the accounts' mail and SMS go to a throw-away outbox, VAT checks nowhere.
const outbox = mkdtempSync(path.join(tmpdir(), 'lw-bench-outbox-'));
const services = createServices(database, APP_VERSION, {
  integrations: {
    mailer: createMailOutbox(path.join(outbox, 'mail'), 'bench@localhost'),
    sms: createSmsOutbox(path.join(outbox, 'sms')),
    vat: { check: async () => ({ status: 'unavailable' }) },
  },
});
await services.settings.all(); // cached from here on: the captured queries are the search's own
const choices = await services.advancedSearch.choices({ shop: 'SHOP_ALL', shopAllAvailable: true });
const options = {
  categories: choices.categoryGroups.flatMap((g) => g.options.map((o) => o.value)),
  languages: choices.languages.map((l) => l.value),
  scopes: choices.scopes,
  defaultScope: choices.defaultScope,
};
const bookCount = (await rows<{ n: number }>(database, 'select count(*)::int as n from books'))[0]?.n ?? 0;
console.log(`${kind}: ${bookCount.toLocaleString('nl-NL')} books\n`);

const results = [];
for (const c of CASES) {
  const parsed = parseAdvancedSearch(new URLSearchParams(c.query), options);
  if (parsed.status !== 'ok') throw new Error(`${c.query}: ${JSON.stringify(parsed)}`);
  const view = { ...DEFAULT_PAGE_VIEW, ...c.view };
  const run = async () => {
    const start = performance.now();
    const result = await services.search.advanced({ criteria: parsed.criteria, view });
    return { ms: performance.now() - start, total: result.total };
  };
  captured.length = 0;
  const first = await run();
  const queries = [...captured];
  const repeats: number[] = [];
  for (let i = 0; i < REPEATS; i++) repeats.push((await run()).ms);
  repeats.sort((a, b) => a - b);
  const plans: Record<string, string> = {};
  // The count (unless still cached from an earlier case with the same criteria), then the ids or, when nothing
  // was found, the counts of every scope.
  const searchQueries = queries.filter((q) => /from "books" where/.test(q.text)).slice(0, 2);
  for (const q of searchQueries) {
    const label = / as own,/.test(q.text)
      ? 'counts of every scope'
      : /count\(\*\)/.test(q.text)
        ? 'count'
        : 'ids';
    const plan = await rows<Record<string, string>>(
      database,
      `explain (analyze, buffers, costs off) ${q.text}`,
      q.params,
    );
    plans[label] = plan.map((r) => Object.values(r)[0]).join('\n');
  }
  const median = repeats[Math.floor(REPEATS / 2)]!;
  results.push({ ...c, total: first.total, firstMs: first.ms, repeatMedianMs: median, plans });
  console.log(
    `| ${c.name} | \`${c.query}${c.view ? ` ${JSON.stringify(c.view)}` : ''}\` | ${first.total.toLocaleString('nl-NL')} | ${first.ms.toFixed(1)} | ${median.toFixed(1)} |`,
  );
}

writeFileSync(
  `bench/results/advanced-search-${kind}.json`,
  `${JSON.stringify({ kind, books: bookCount, at: new Date().toISOString(), results }, null, 2)}\n`,
);
const slowest = [...results].sort((a, b) => b.firstMs - a.firstMs).slice(0, 3);
for (const r of slowest) {
  console.log(`\n## ${r.name} (${r.firstMs.toFixed(1)} ms)\n`);
  for (const [label, plan] of Object.entries(r.plans)) console.log(`-- ${label}\n${plan}\n`);
}
await database.close();
