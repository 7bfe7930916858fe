// Issue 31 (decision #692): what leaving withdrawn books out (withdrawn_at is null, decision #690) costs the hot
// statements. Runs the shop's searches, lists and sitemap through the services on a seeded database, captures
// every statement they send, and runs each under EXPLAIN (ANALYZE, BUFFERS) twice: as sent, and with the
// condition taken out again (the statement as it was before). Prints a table and writes both plans of every
// statement to bench/results/withdrawn-plans-<kind>.json. The 'before' form means the old plan only on the schema
// before migration 0033 (its indexes are partial on the condition): run it once there and once after.
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/withdrawn-plans.ts
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PAGE_VIEW } from '../domain/paging.ts';
import { openDatabase } from '../server/db/client.ts';
import { createMailOutbox } from '../server/integrations/mail/outbox.ts';
import { createSmsOutbox } from '../server/integrations/sms/sms.ts';
import { createServices } from '../server/services.ts';
import { APP_VERSION } from '../server/version.ts';
import { rows } from '../tests/support/seed-testing.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const kind = databaseUrl ? 'postgres' : 'pglite';
/** Each statement's EXPLAIN ANALYZE is run this many times per form; the median time counts. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

let capturing = false;
const captured: { text: string; params: unknown[] }[] = [];
const database = await openDatabase({
  databaseUrl,
  dataDir: process.env.BENCH_DATA_DIR ?? 'data',
  onQuery: (text, params) => {
    if (capturing) captured.push({ text, params });
  },
});
const outbox = mkdtempSync(path.join(tmpdir(), 'lw-bench-outbox-'));
const services = createServices(database, APP_VERSION, {
  integrations: {
    mailer: createMailOutbox(path.join(outbox, 'mail'), 'bench@localhost'),
    sms: createSmsOutbox(path.join(outbox, 'sms')),
    vat: { check: async () => ({ status: 'unavailable' }) },
  },
});
await services.settings.all();

// Words of the catalogue at three frequencies, the largest category and a prolific author.
const [common] = await rows<{ word: string }>(
  database,
  `select word from search_words order by books desc limit 1`,
);
const [middle] = await rows<{ word: string }>(
  database,
  `select word from search_words where books between 300 and 900 order by books desc, word limit 1`,
);
const [rare] = await rows<{ word: string }>(
  database,
  `select word from search_words where books between 3 and 20 and word ~ '^[a-z]{6,}$' order by word limit 1`,
);
const [pair] = await rows<{ title: string }>(
  database,
  `select title from books where title ~ '^[A-Za-z]+ [A-Za-z]+$' order by id desc limit 1`,
);
const [category] = await rows<{ name: string }>(
  database,
  `select c.name from categories c join books b on b.category_id = c.id group by c.name order by count(*) desc limit 1`,
);
const [author] = await rows<{ id: number }>(
  database,
  `select author_id as id from books where author_id is not null group by author_id order by count(*) desc limit 1`,
);
const [isbn] = await rows<{ sku: string }>(database, `select sku from books order by id desc limit 1`);

const view = DEFAULT_PAGE_VIEW;
const cases: [string, () => Promise<unknown>][] = [
  ['search: common word', () => services.search.resultsPage({ term: common!.word, scope: 'all', view })],
  [
    'search: common word, page 20',
    () => services.search.resultsPage({ term: common!.word, scope: 'all', view: { ...view, page: 20 } }),
  ],
  ['search: middle word', () => services.search.resultsPage({ term: middle!.word, scope: 'all', view })],
  ['search: rare word', () => services.search.resultsPage({ term: rare!.word, scope: 'all', view })],
  ['search: two-word title', () => services.search.resultsPage({ term: pair!.title, scope: 'all', view })],
  ['search: stop words', () => services.search.resultsPage({ term: 'alles', scope: 'all', view })],
  ['search: ISBN', () => services.search.resultsPage({ term: isbn!.sku, scope: 'all', view })],
  ['overlay: prefix', () => services.search.suggest({ term: common!.word.slice(0, 4), scope: 'all' })],
  [
    'overlay: self-help prefix',
    () => services.search.suggest({ term: middle!.word.slice(0, 5), scope: 'sb' }),
  ],
  ['list: largest category', () => services.lists.category(category!.name, view)],
  ['list: largest category, page 200', () => services.lists.category(category!.name, { ...view, page: 200 })],
  ['list: author', () => services.lists.author(String(author!.id), view, 'SHOP_ALL')],
  ['list: new books', () => services.lists.newBooks('default', view)],
  ['list: e-books', () => services.lists.ebooks(view)],
  ['top 60', () => services.topLists.top60()],
  ['sitemap: index', () => services.seo.sitemapFiles()],
  ['sitemap: books 1', () => services.seo.bookSitemap(1)],
];

/** The statement as it was before decision #690: the subquery back to the table, the condition taken out. */
function before(text: string): string {
  return text
    .replaceAll('(select * from "books" where "books"."withdrawn_at" is null) as "books"', '"books"')
    .replace(/ and "[a-z_]+"\."withdrawn_at" is null/g, '');
}

async function explain(text: string, params: unknown[]) {
  const times: number[] = [];
  let plan = '';
  for (let i = 0; i < RUNS; i++) {
    const out = await rows<Record<string, string>>(database, `explain (analyze, buffers) ${text}`, params);
    plan = out.map((r) => Object.values(r)[0]).join('\n');
    times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN));
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(RUNS / 2)]!, plan };
}

const results: unknown[] = [];
console.log('| case | statement | before ms | after ms | plan node changed |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, run] of cases) {
  captured.length = 0;
  capturing = true;
  await run();
  capturing = false;
  const statements = captured.filter((s) => /withdrawn_at/.test(s.text) && /^\s*select/i.test(s.text));
  for (const [n, s] of statements.entries()) {
    const old = before(s.text);
    if (old === s.text) continue;
    const was = await explain(old, s.params);
    const now = await explain(s.text, s.params);
    const nodes = (plan: string) =>
      [...plan.matchAll(/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: using)? (?:on )?(\w+)/g)]
        .map((m) => `${m[1]} ${m[2]}`)
        .join(', ');
    const changed = nodes(was.plan) === nodes(now.plan) ? 'same' : `${nodes(was.plan)} → ${nodes(now.plan)}`;
    console.log(`| ${name} | ${n + 1} | ${was.ms.toFixed(2)} | ${now.ms.toFixed(2)} | ${changed} |`);
    results.push({ case: name, statement: n + 1, sql: s.text, before: was, after: now });
  }
}
const file = path.join('bench/results', `withdrawn-plans-${kind}.json`);
writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, results }, null, 2));
console.log(`\n${file}`);
await database.close();
