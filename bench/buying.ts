// `npm run bench:buying` (issue 33 "A buying benchmark", part of `npm run bench`): the buying path against the
// built server (a separate process, like production), on the embedded database with the demo shop or on PostgreSQL
// with BENCH_DATABASE_URL. A guest buys as a browser without JavaScript does — the forms the pages render, their
// CSRF tokens and the cookies the server sets: the first book into the cart without cookies (a new visitor, who
// gets Set-Cookie) and four more with them, the cart page with five lines, the client step (page and post), the
// review, the payment step and its post (payment start), and the test gateway's 'Betaald' (which calls the shop's
// webhook, like Mollie, so the order turns paid), then the result page. Each step's time is the request's time on
// this machine's loopback; a checkout's server time is the sum of its steps. Measured with one visitor at a time
// (BENCH_BUYERS checkouts) and with BENCH_VISITORS visitors at once. Results: bench/results/buying-<kind>.json;
// docs/performance.md summarises them. Not a test: figures vary by machine.
import { writeFileSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { base, databaseUrl, html, kind, percentile, startServer, stopServer } from './support.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 40);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 10);
const LINES = 5;

/** The guest's details (a Dutch address the checkout accepts). */
const GUEST = {
  firstname: 'Anna',
  lastname: 'de Vries',
  phonenr: '020 123 45 67',
  address: 'Keizersgracht',
  housenr: '12',
  addition: '',
  zipcode: '1015 CJ',
  city: 'Amsterdam',
  country_code: 'NL',
};

type Step =
  | 'add to cart, no cookies'
  | 'add to cart, returning'
  | 'cart page (5 lines)'
  | 'client step page'
  | 'client step post'
  | 'review page'
  | 'payment step page'
  | 'payment start (post)'
  | 'gateway paid → webhook'
  | 'result page';

/** One connection pool for every visitor, kept alive as a browser keeps its connections. */
const agent = new Agent({ keepAlive: true });

/**
 * A request as a browser sends it when it navigates (a link or a form without JavaScript): Sec-Fetch-Mode
 * 'navigate'. Node's fetch() always says 'cors', which the shop rightly takes for a script's post (a cart form then
 * answers with the whole cart page instead of the 303 a browser without JavaScript gets), so node:http is used.
 */
function navigate(
  url: URL,
  headers: Record<string, string>,
  form?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        agent,
        method: form === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-encoding': 'gzip',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
          ...headers,
          ...(form === undefined ? {} : { 'content-length': String(Buffer.byteLength(form)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}

/**
 * Where this run's visitors start in the benchmark range: runs in a row come from other addresses, as the limit on
 * new carts per address (issue 11) counts across runs on PostgreSQL.
 */
const RUN_OFFSET = Math.floor(Math.random() * 131_072);

/**
 * A browser without JavaScript: a cookie jar, timed navigations, no redirects followed. Each visitor comes from
 * an address of its own (the benchmark range 198.18.0.0/15, through the proxy the server is told to trust), as
 * shoppers do: from one address the shop refuses more than a few new carts (issue 11), on PostgreSQL across runs.
 */
function visitor(times: Map<Step, number[]>, n: number) {
  const at = (n + RUN_OFFSET) % 131_072;
  const address = `198.${18 + (at >> 16)}.${(at >> 8) & 255}.${at & 255}`;
  const jar = new Map<string, string>();
  async function request(step: Step | null, url: string, form?: Record<string, string>) {
    const started = performance.now();
    const res = await navigate(
      new URL(url, base),
      {
        cookie: [...jar].map(([name, v]) => `${name}=${v}`).join('; '),
        'x-forwarded-for': address,
        'sec-fetch-site': 'same-origin',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: base } : {}),
      },
      form ? new URLSearchParams(form).toString() : undefined,
    );
    if (step) times.get(step)!.push(performance.now() - started);
    for (const line of res.headers['set-cookie'] ?? []) {
      const pair = line.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    if (res.status >= 400) throw new Error(`${step ?? url}: ${res.status} ${res.body.slice(0, 300)}`);
    const location = res.headers.location ?? null;
    return { status: res.status, location, body: res.body };
  }
  return { request };
}

const field = (page: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(page)?.[1] ??
  '';
const token = (page: string) => field(page, '_csrf');

/** One guest checkout from an empty cart to a paid order. */
async function checkout(skus: string[], n: number, times: Map<Step, number[]>) {
  const b = visitor(times, n);
  for (let i = 0; i < LINES; i++) {
    const sku = skus[(n + i) % skus.length]!;
    const added = await b.request(
      i === 0 ? 'add to cart, no cookies' : 'add to cart, returning',
      '/shoppingcart',
      { intent: 'add', sku, back: '/' },
    );
    // A browser without JavaScript is sent back to the page it came from, with the added book named.
    if (added.status !== 303 || !added.location?.includes(sku) || added.location.includes('fout='))
      throw new Error(`add to cart: ${added.status} ${added.location}`);
  }
  await b.request('cart page (5 lines)', '/shoppingcart');
  const client = (await b.request('client step page', '/shoppingcart/client')).body;
  const saved = await b.request('client step post', '/shoppingcart/client', {
    _csrf: token(client),
    intent: 'client',
    checkout_key: `bench-${process.pid}-${n}`,
    email: `koper-${process.pid}-${n}@voorbeeld.nl`,
    ...GUEST,
  });
  if (saved.location !== '/shoppingcart/review')
    throw new Error(`client step: ${saved.status} ${saved.location}`);
  await b.request('review page', '/shoppingcart/review');
  const payment = (await b.request('payment step page', '/shoppingcart/payment')).body;
  const bank = /<select[^>]*name="issuer"[\s\S]*?<option value="([^"]+)"/.exec(payment)?.[1];
  const guid = field(payment, 'order');
  const started = await b.request('payment start (post)', '/shoppingcart/payment', {
    _csrf: token(payment),
    intent: 'pay',
    order: guid,
    method: 'ideal',
    ...(bank ? { issuer: bank } : {}),
    attempt_key: field(payment, 'attempt_key'),
    order_content: field(payment, 'order_content'),
    // An order with an e-book asks for consent to its immediate delivery (decision 815); others ignore it.
    digital_consent: 'on',
  });
  if (!started.location) throw new Error(`payment start: ${started.status}`);
  const redirecting = (await b.request(null, started.location)).body;
  const gateway = /url=([^"]+)"/.exec(redirecting)?.[1]?.replace(/&amp;/g, '&');
  if (!gateway) throw new Error('no test gateway: run the bench against a shop with the test gateway');
  await b.request('gateway paid → webhook', new URL(gateway, base).pathname, { status: 'paid' });
  const result = (await b.request('result page', `/payment-result?guid=${guid}`)).body;
  if (!/betaald|bedankt/i.test(result)) throw new Error('the result page does not say the order is paid');
}

/** Orderable books: the add forms of the all-books list (in stock first). */
async function orderableSkus(): Promise<string[]> {
  const page = await html('/all-books?per=100', 'lw_shop=SHOP_ALL');
  const skus = [...page.matchAll(/name="sku" value="(\d{13})"/g)].map((m) => m[1]!);
  return [...new Set(skus)].slice(0, 40);
}

function summary(times: Map<Step, number[]>, checkouts: number[]) {
  const row = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  return {
    steps: Object.fromEntries([...times].map(([step, values]) => [step, row(values)])),
    'whole guest checkout': row(checkouts),
  };
}

async function run(label: string, concurrent: number, skus: string[], offset: number, count = BUYERS) {
  const times = new Map<Step, number[]>();
  for (const step of [
    'add to cart, no cookies',
    'add to cart, returning',
    'cart page (5 lines)',
    'client step page',
    'client step post',
    'review page',
    'payment step page',
    'payment start (post)',
    'gateway paid → webhook',
    'result page',
  ] as Step[])
    times.set(step, []);
  const checkouts: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      while (next < count) {
        const n = offset + next++;
        const own = new Map([...times.keys()].map((k) => [k, [] as number[]]));
        await checkout(skus, n, own);
        let total = 0;
        for (const [step, values] of own) {
          times.get(step)!.push(...values);
          total += values.reduce((a, b) => a + b, 0);
        }
        checkouts.push(total);
      }
    }),
  );
  const result = summary(times, checkouts);
  console.log(`\n${label}`);
  for (const [step, r] of Object.entries({
    ...result.steps,
    'whole guest checkout': result['whole guest checkout'],
  }))
    console.log(
      `  ${step.padEnd(28)} p50 ${String(r.p50).padStart(7)} ms   p95 ${String(r.p95).padStart(7)} ms`,
    );
  return result;
}

/** The tables a checkout writes to. */
const CHECKOUT_TABLES = [
  'carts',
  'cart_lines',
  'orders',
  'order_lines',
  'payments',
  'test_gateway_payments',
  'outbox_messages',
  'checkout_counts',
  'rate_limits',
];

/**
 * On PostgreSQL, before each measured phase: the checkout's tables vacuumed and analysed. One run writes a few
 * hundred checkouts into them within a minute — what a shop does in days, with autovacuum between — and their
 * dead rows carried into the next run made its checkout's p95 a fifth slower (283–313 against 220 ms, 2026-12-01).
 */
async function vacuumCheckoutTables(): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`VACUUM (ANALYZE) ${CHECKOUT_TABLES.join(', ')}`);
  } finally {
    await client.end();
  }
}

// The visitors' addresses come in X-Forwarded-For from this machine, as from a proxy in front of the shop.
process.env.TRUST_PROXY = '127.0.0.1';
const server = await startServer();
try {
  const skus = await orderableSkus();
  if (skus.length < LINES) throw new Error('the catalogue has too few orderable books');
  // A few checkouts first, so the server's code is compiled and its caches warm, as in a running shop.
  await run('warm-up', 1, skus, 1_000_000, 5);
  await vacuumCheckoutTables();
  const one = await run('one visitor at a time', 1, skus, 0);
  await vacuumCheckoutTables();
  const many = await run(`${VISITORS} visitors at once`, VISITORS, skus, 10_000);
  const results = { kind, date: new Date().toISOString(), buyers: BUYERS, one, many };
  writeFileSync(
    path.join(import.meta.dirname, 'results', `buying-${kind}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await stopServer(server);
}
