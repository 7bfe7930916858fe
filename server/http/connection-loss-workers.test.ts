// Issue 27 #1, done when: "terminating every backend during 20 checkouts on 2 workers leaves both processes alive,
// every checkout either completes or gets a 503 it can retry, and no paid order stays unpaid longer than the
// poller's interval". The built server as production runs it (WORKERS=2, one PostgreSQL database), 20 guests
// checking out over HTTP as a browser without JavaScript does, paying at the test gateway, while every backend of
// the database is ended four times. A step answered 503 is sent again, as the page asks; any other 5xx, a refused
// connection or a process that exits fails the test. PostgreSQL only: the embedded database is one process.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFromTemplate, dropDatabase } from '../../tests/support/postgres.ts';
import { type ServerProcess, startServerProcess } from '../../tests/support/server-process.ts';
import { eachDatabase, postgresTemplate } from '../../tests/support/test-database.ts';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { GUEST_FORM } from '../../tests/support/order-fixtures.ts';
import { freePort } from '../../tests/support/free-port.ts';

const onPostgres = eachDatabase('connections').includes('postgres');
const CHECKOUTS = 20;
const KILLS = 4;
/** The poller's interval in this test (PAYMENT_POLL_SECONDS; production: 60). */
const POLL_SECONDS = 5;

/** The hidden fields of the first form on a page that has a field of this name, plus the CSRF token. */
function formFields(html: string, fieldName: string): Record<string, string> {
  const form = (html.match(/<form[\s\S]*?<\/form>/g) ?? []).find((f) => f.includes(`name="${fieldName}"`));
  if (!form) throw new Error(`no form with ${fieldName} in: ${html.replace(/<[^>]+>/g, ' ').slice(0, 600)}`);
  const fields: Record<string, string> = {};
  for (const input of form.match(/<input[^>]*type="hidden"[^>]*>/g) ?? []) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (name) fields[name] = (/value="([^"]*)"/.exec(input)?.[1] ?? '').replace(/&amp;/g, '&');
  }
  return fields;
}

interface Tally {
  retried503: number;
  otherFailures: string[];
}

/** A guest's browser without JavaScript over real HTTP; a 503 is tried again after a short pause. */
function guest(base: string, tally: Tally) {
  const jar = new Map<string, string>();
  const send = async (pathname: string, form?: Record<string, string>) => {
    for (let attempt = 0; attempt < 40; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${base}${pathname}`, {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; '),
            ...(form
              ? { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }
              : {}),
          },
          ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        });
      } catch (error) {
        tally.otherFailures.push(`${pathname}: ${(error as Error).cause ?? error}`);
        throw error;
      }
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, value);
      }
      const body = await response.text();
      if (response.status === 503) {
        expect(response.headers.get('retry-after')).toBe('5');
        tally.retried503++;
        await new Promise((resolve) => setTimeout(resolve, 300));
        continue;
      }
      if (response.status >= 500) tally.otherFailures.push(`${pathname}: ${response.status}`);
      return { status: response.status, location: response.headers.get('location'), body };
    }
    throw new Error(`${pathname}: still 503 after 40 tries`);
  };
  return { send };
}

describe.skipIf(!onPostgres)('every backend ended during 20 checkouts on 2 workers (PostgreSQL)', () => {
  let name: string;
  let url: string;
  let database: Database;
  let server: ServerProcess;
  let admin: pg.Client;
  beforeAll(async () => {
    const template = await postgresTemplate();
    name = `${template.replace(/_tpl$/, '')}_lost_${randomBytes(3).toString('hex')}`;
    url = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!, name, template);
    database = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const port = await freePort();
    server = await startServerProcess(
      {
        DATABASE_URL: url,
        WORKERS: '2',
        PORT: String(port),
        // The test gateway's webhook reaches this server; the address is local, so the gateway is allowed.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        PAYMENT_POLL_SECONDS: String(POLL_SECONDS),
        SEARCH_TYPING_INDEX: 'off',
      },
      { processes: 2 },
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await admin?.end();
    await database?.close();
    if (name) await dropDatabase(process.env.TEST_DATABASE_URL!, name);
  });

  it('keeps both processes, retries only 503s, and every order paid at the gateway is paid within the poll interval', async () => {
    const books = await orderableBooks(database.db, 3);
    const tally: Tally = { retried503: 0, otherFailures: [] };
    const paidAtGateway = new Map<string, number>();

    const checkout = async (i: number) => {
      const b = guest(server.base, tally);
      const added = await b.send('/shoppingcart', { intent: 'add', sku: books[i % 3]!.sku, back: '/' });
      expect(added.status, added.body.slice(0, 200)).toBeLessThan(400);
      let review: { status: number; location: string | null } | null = null;
      while (!review || review.location !== '/shoppingcart/review') {
        const page = await b.send('/shoppingcart/client');
        expect(page.status, `${page.location}`).toBe(200);
        // The email and the details in one post, as the page sends them once the email is known.
        review = await b.send('/shoppingcart/client', {
          ...formFields(page.body, '_csrf'),
          intent: 'client',
          checkout_key: `lost-checkout-${i}`,
          email: `lost${i}@voorbeeld.nl`,
          ...GUEST_FORM,
        });
        expect(review.status).toBe(303);
      }
      let toPayment: string | null = null;
      while (!toPayment?.startsWith('/payment?order=')) {
        const page = await b.send('/shoppingcart/payment');
        const bank = /<select[^>]*name="issuer"[\s\S]*?<option value="([^"]+)"/.exec(page.body)?.[1];
        const started = await b.send('/shoppingcart/payment', {
          ...formFields(page.body, 'attempt_key'),
          intent: 'pay',
          method: 'ideal',
          ...(bank ? { issuer: bank } : {}),
        });
        toPayment = started.location;
      }
      const guid = new URL(toPayment, 'http://x').searchParams.get('order')!;
      const redirecting = await b.send(toPayment);
      const gateway = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(redirecting.body)?.[1];
      expect(gateway, redirecting.body.slice(0, 300)).toMatch(/\/test-gateway\//);
      const back = await b.send(new URL(gateway!.replace(/&amp;/g, '&')).pathname, { status: 'paid' });
      expect(back.status).toBe(303);
      paidAtGateway.set(guid, Date.now());
    };

    const started = Date.now();
    const killer = (async () => {
      const kills: number[] = [];
      for (let k = 0; k < KILLS; k++) {
        await new Promise((resolve) => setTimeout(resolve, 400 + k * 700));
        const { rows } = await admin.query(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        kills.push((rows[0] as { n: number }).n);
      }
      return kills;
    })();
    await Promise.all(Array.from({ length: CHECKOUTS }, (_, i) => checkout(i)));
    const ended = await killer;
    const checkoutsMs = Date.now() - started;

    // Every order paid at the gateway becomes paid: by its webhook, or by the poller if the webhook met a 503.
    const deadline = Date.now() + (POLL_SECONDS + 15) * 1000;
    let orders: { guid: string; status: string }[];
    for (;;) {
      orders = await queryRows(
        database.db,
        sql`select guid, status from orders where email like 'lost%@voorbeeld.nl'`,
      );
      if (orders.every((o) => o.status === 'paid') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const latestPaid = Math.max(...paidAtGateway.values());
    const lagMs = Date.now() - latestPaid;
    const [payments] = await queryRows<{ paid: number; orders: number }>(
      database.db,
      sql`select count(*) filter (where p.status = 'paid')::int as paid, count(distinct o.id)::int as orders
          from orders o join payments p on p.order_id = o.id where o.email like 'lost%@voorbeeld.nl'`,
    );
    const alive = server.pids.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    console.log(
      `${CHECKOUTS} checkouts on 2 workers in ${checkoutsMs} ms, every backend ended ${KILLS} times ` +
        `(${ended.join(', ')} connections): ${tally.retried503} answers 503 tried again, ` +
        `${tally.otherFailures.length} other failures; ${orders.filter((o) => o.status === 'paid').length}/${orders.length} ` +
        `orders paid, ${payments?.paid} paid payments; the last paid ${lagMs} ms after its payment at the gateway; ` +
        `${alive.length}/2 processes alive`,
    );
    expect(ended.some((n) => n > 0)).toBe(true);
    expect(tally.otherFailures).toEqual([]);
    expect(alive).toHaveLength(2);
    expect(server.output()).not.toMatch(/stopte/);
    expect(orders).toHaveLength(CHECKOUTS);
    expect(orders.every((o) => o.status === 'paid')).toBe(true);
    expect(payments).toEqual({ paid: CHECKOUTS, orders: CHECKOUTS });
    expect(lagMs).toBeLessThanOrEqual((POLL_SECONDS + 15) * 1000);
  }, 240_000);
});
