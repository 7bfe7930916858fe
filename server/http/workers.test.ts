// Issue 16 #3: app processes on one PostgreSQL database behave as one shop, whichever answers. Two built servers
// (dist/server.js) on one database: a guest cart and a session made at one are there at the other, a logout at one
// is a logout at the other at once, the login limit counts the attempts at both, the per-address search limit
// holds for both together (decision #470: a flood at both processes gets no more than one limit), and a change in the catalogue
// shows at both within the caches' time (data + page cache; the test shortens both, production has 20 + 10 s).
// Then WORKERS=2 as one cluster: two app processes on one port, stopped cleanly. PostgreSQL only: the embedded
// database (PGlite) holds one writer in one process, and WORKERS > 1 without DATABASE_URL is refused.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFromTemplate, dropDatabase } from '../../tests/support/postgres.ts';
import { type ServerProcess, startServerProcess } from '../../tests/support/server-process.ts';
import { eachDatabase, postgresTemplate } from '../../tests/support/test-database.ts';
import { accountAddressKey } from '../accounts/login.ts';
import { hit, LIMITS } from '../accounts/throttle.ts';
import { SEARCH_BATCH, SEARCHES_PER_CLIENT } from '../search/client-limit.ts';
import { REFRESH_MS } from '../search/typing-source.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { ConfigError, loadEnv } from '../env.ts';

const onPostgres = eachDatabase('connections').includes('postgres');
if (!onPostgres) {
  console.log(
    'workers.test.ts: the two-process tests are skipped — they need PostgreSQL (TEST_DATABASE_URL); ' +
      'the embedded database runs in one process',
  );
}

/** The test's cache times: a change must show at both processes within their sum (production: 20 + 10 s). */
const DATA_CACHE_SECONDS = 2;
const PAGE_CACHE_SECONDS = 1;
/** What one render may add on a loaded machine, on top of the caches' time. */
const RENDER_SLACK_MS = 3_000;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

describe('WORKERS on the embedded database', () => {
  it('is refused with a message that names PostgreSQL', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lw-workers-'));
    expect(() => loadEnv({ WORKERS: '2', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadEnv({ WORKERS: '2', DATA_DIR: dataDir })).toThrow(/WORKERS: 2 processen .*PostgreSQL/);
    expect(loadEnv({ WORKERS: '1', DATA_DIR: dataDir }).WORKERS).toBe(1);
    expect(
      loadEnv({ WORKERS: '4', DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@127.0.0.1/y' }).WORKERS,
    ).toBe(4);
    expect(() => loadEnv({ WORKERS: 'veel', DATA_DIR: dataDir })).toThrow(/WORKERS/);
  });
});

/** A visitor's cookies over plain fetch, as a browser keeps them. */
function visitor() {
  const jar = new Map<string, string>();
  const call = async (base: string, pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([n, v]) => `${n}=${v}`).join('; '));
    if (init.body) headers.set('content-type', 'application/json');
    const response = await fetch(`${base}${pathname}`, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return { jar, call };
}

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

describe.skipIf(!onPostgres)('two app processes on one PostgreSQL (issue 16)', () => {
  let name: string;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let cluster: ServerProcess;
  let env: Record<string, string>;
  beforeAll(async () => {
    const template = await postgresTemplate();
    name = `${template.replace(/_tpl$/, '')}_workers_${randomBytes(3).toString('hex')}`;
    const url = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!, name, template);
    database = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
    env = {
      DATABASE_URL: url,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      DATA_CACHE_SECONDS: String(DATA_CACHE_SECONDS),
      PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
    };
    [a, b, cluster] = await Promise.all([
      startServerProcess(env),
      startServerProcess(env),
      startServerProcess({ ...env, WORKERS: '2' }, { processes: 2 }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), cluster?.stop()]);
    await database?.close();
    if (name) await dropDatabase(process.env.TEST_DATABASE_URL!, name);
  });

  it('keeps a guest cart and a session whichever process answers; a logout at one is a logout at the other at once', async () => {
    const [book] = await orderableBooks(database.db, 1);
    const shopper = visitor();
    const added = await shopper.call(a.base, '/api/v1/cart/lines', json({ sku: book!.sku, amount: 2 }));
    expect(added.status).toBe(200);
    expect(shopper.jar.has('lw_guest')).toBe(true);
    const cartAtB = await shopper.call(b.base, '/api/v1/cart');
    expect(JSON.stringify(await cartAtB.json())).toContain(book!.sku);

    const login = await shopper.call(
      b.base,
      '/api/v1/accounts/login',
      json({ email: klant.email, password: klant.password }),
    );
    expect(login.status).toBe(200);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const me = await shopper.call(a.base, '/api/v1/accounts/me');
    expect(await me.json()).toMatchObject({ loggedIn: true, user: { email: klant.email } });
    // The guest's book went into the account's cart at B; A shows it.
    expect(JSON.stringify(await (await shopper.call(a.base, '/api/v1/cart')).json())).toContain(book!.sku);
    expect((await shopper.call(a.base, '/account/profile')).status).toBe(200);

    const cookies = new Map(shopper.jar);
    const logout = await shopper.call(a.base, '/api/v1/accounts/logout', {
      ...json({}),
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(logout.status).toBe(204);
    // The old session cookie, sent again at once to the other process: no longer signed in.
    const old = visitor();
    for (const [n, v] of cookies) old.jar.set(n, v);
    expect(await (await old.call(b.base, '/api/v1/accounts/me')).json()).toEqual({ loggedIn: false });
    const page = await old.call(b.base, '/account/profile');
    expect(page.status).toBeGreaterThanOrEqual(300);
    expect(page.status).toBeLessThan(400);
    expect(page.headers.get('location')).not.toContain('/account');
  });

  it('counts login attempts at both processes against one limit', async () => {
    const email = `niemand-${randomBytes(3).toString('hex')}@voorbeeld.nl`;
    const limit = LIMITS.loginPerAccountAddress;
    // All but the last two attempts of the window counted already (each real attempt costs a password hash).
    for (let i = 0; i < limit.max - 2; i++)
      await hit(database.db, accountAddressKey(email, '127.0.0.1'), limit);
    const guesser = visitor();
    const attempt = async (at: ServerProcess) =>
      (await guesser.call(at.base, '/api/v1/accounts/login', json({ email, password: 'fout-fout-1' })))
        .status;
    // One more at A and one at B fill the window; then each process refuses, whichever is asked.
    expect([await attempt(a), await attempt(b), await attempt(a), await attempt(b)]).toEqual([
      401, 401, 429, 429,
    ]);
  });

  it('holds the per-address search limit across both processes: a parallel flood at both gets one limit', async () => {
    const perProcess = 2 * SEARCHES_PER_CLIENT.max;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 2 * perProcess }, (_, i) =>
        fetch(`${(i % 2 === 0 ? a : b).base}/api/v1/search?q=zelfvertrouwen&scope=all`).then(async (r) => {
          await r.arrayBuffer();
          return { status: r.status, retryAfter: Number(r.headers.get('retry-after')) };
        }),
      ),
    );
    const elapsed = Date.now() - started;
    const ok = answers.filter((r) => r.status === 200).length;
    const refused = answers.filter((r) => r.status === 429);
    // Searches one process took in a batch but did not spend are lost (decision #470): at most batch − 1 of them.
    const least = SEARCHES_PER_CLIENT.max - (SEARCH_BATCH - 1);
    console.log(
      `workers: ${answers.length} parallel searches from one address at two processes in ${elapsed} ms → ` +
        `${ok} allowed, ${refused.length} refused (limit ${SEARCHES_PER_CLIENT.max} per ` +
        `${SEARCHES_PER_CLIENT.windowMs / 1000} s for both together; in memory it was ${SEARCHES_PER_CLIENT.max} each)`,
    );
    // The whole flood within one window, or the count would rightly start again.
    expect(elapsed).toBeLessThan(SEARCHES_PER_CLIENT.windowMs);
    expect(ok).toBeLessThanOrEqual(SEARCHES_PER_CLIENT.max);
    expect(ok).toBeGreaterThanOrEqual(least);
    expect(ok + refused.length).toBe(answers.length);
    for (const r of refused) expect(r.retryAfter).toBeGreaterThan(0);
  });

  it('shows a catalogue change at both processes within the data and page caches’ time', async () => {
    const [book] = await orderableBooks(database.db, 1, sql`pages is not null`);
    const moved = await fetch(`${a.base}/book/${book!.sku}`, { redirect: 'manual' });
    const pathname = moved.headers.get('location') ?? `/book/${book!.sku}`;
    // Both processes have the page in their caches (a visitor without cookies: the page cache serves them too).
    // The page is kept PAGE_CACHE_SECONDS (1 s here): on a loaded machine the next request can come later, so
    // each process is asked until it answers from its cache.
    for (const at of [a, b]) {
      let cached = false;
      for (let tries = 0; tries < 5 && !cached; tries++) {
        await fetch(`${at.base}${pathname}`);
        cached = (await fetch(`${at.base}${pathname}`)).headers.get('x-page-cache') === 'hit';
      }
      expect(cached).toBe(true);
    }
    const pages = 1000 + Math.floor(Math.random() * 8000);
    await queryRows(
      database.db,
      sql`update books set pages = ${pages} where sku = ${book!.sku} returning sku`,
    );
    const changedAt = Date.now();
    const bound = (DATA_CACHE_SECONDS + PAGE_CACHE_SECONDS) * 1000 + RENDER_SLACK_MS;
    const seen = new Map<ServerProcess, number>();
    while (seen.size < 2 && Date.now() - changedAt <= bound) {
      for (const at of [a, b]) {
        if (seen.has(at)) continue;
        const body = (await (await fetch(`${at.base}${pathname}`)).text()).replaceAll('<!-- -->', '');
        if (body.includes(`${pages} p.`)) seen.set(at, Date.now() - changedAt);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(
      `workers: a catalogue change seen by process A after ${seen.get(a) ?? '–'} ms, by B after ` +
        `${seen.get(b) ?? '–'} ms (caches ${DATA_CACHE_SECONDS} + ${PAGE_CACHE_SECONDS} s, bound ${bound} ms)`,
    );
    expect(seen.get(a)).toBeLessThanOrEqual(bound);
    expect(seen.get(b)).toBeLessThanOrEqual(bound);
  });

  it('answers the overlay with a changed title at both processes within one look of their typing indexes', async () => {
    const state = async (at: ServerProcess) =>
      ((await (await fetch(`${at.base}/readyz`)).json()) as { typingIndex: string }).typingIndex;
    const until = async (check: () => Promise<boolean>, ms: number) => {
      const started = Date.now();
      while (!(await check())) {
        if (Date.now() - started > ms) return null;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return Date.now() - started;
    };
    for (const at of [a, b])
      expect(await until(async () => (await state(at)) === 'current', 60_000)).not.toBeNull();
    // A title that is the whole term leads the overlay's list (a broad term: the index answers it when current).
    const [book] = await orderableBooks(database.db, 1, sql`true`);
    await queryRows(
      database.db,
      sql`update books set title = 'Psychologie' where sku = ${book!.sku} returning sku`,
    );
    const changedAt = Date.now();
    const leads = async (at: ServerProcess) => {
      const answer = await fetch(`${at.base}/api/v1/search?q=psychologie&scope=all&limit=10`);
      if (answer.status !== 200) return false; // the per-address limit of the flood before: asked again
      return ((await answer.json()) as { items: { sku: string }[] }).items[0]?.sku === book!.sku;
    };
    // Each process sees the change at its next look (every REFRESH_MS); until its index is read again the
    // database answers.
    const bound = REFRESH_MS + RENDER_SLACK_MS;
    const seen = await Promise.all([a, b].map((at) => until(() => leads(at), bound)));
    const current = await Promise.all(
      [a, b].map((at) => until(async () => (await state(at)) === 'current', 60_000)),
    );
    console.log(
      `workers: a changed title led the overlay at A after ${seen[0]} ms, at B after ${seen[1]} ms (bound ` +
        `${bound} ms); both typing indexes current again ${Date.now() - changedAt} ms after the change`,
    );
    for (const ms of seen) expect(ms).not.toBeNull();
    for (const ms of current) expect(ms).not.toBeNull();
    for (const at of [a, b]) expect(await leads(at)).toBe(true);
  });

  it('runs WORKERS=2 as two app processes on one port and stops them cleanly', async () => {
    expect(new Set(cluster.pids).size).toBe(2);
    expect(cluster.pids).not.toContain(cluster.child.pid);
    expect(cluster.output()).toContain('Leeswijzer start 2 processen');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${cluster.base}/readyz`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array<number>(6).fill(200));
    // A session made at the single process B is known to the cluster's processes.
    const shopper = visitor();
    await shopper.call(
      b.base,
      '/api/v1/accounts/login',
      json({ email: klant.email, password: klant.password }),
    );
    for (let i = 0; i < 4; i++) {
      const me = await shopper.call(cluster.base, '/api/v1/accounts/me');
      expect(await me.json()).toMatchObject({ loggedIn: true });
    }
    expect(await cluster.stop()).toBe(0);
  });
});
