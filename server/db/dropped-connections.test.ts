// Issue 27 #1 "a dropped connection is a failed query, never a dead process", on PostgreSQL (PGlite has no
// connection to lose): every backend of the shop's database ended (`pg_terminate_backend`) under a running
// transaction, a running read and a running write; and the database cut off behind a proxy while pages, the API
// and /readyz are asked for. An 'error' event that nothing hears would end this test process (Vitest reports it).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderableBooks } from '../../tests/support/cart-fixtures.ts';
import { startTcpProxy, type TcpProxy } from '../../tests/support/tcp-proxy.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { isConnectionLost } from './connection-loss.ts';
import { queryRows } from './client.ts';

const onPostgres = eachDatabase('connections').includes('postgres');

describe.skipIf(!onPostgres)('dropped database connections (PostgreSQL)', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let admin: pg.Client;
  let databaseName = '';
  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await openTestApp('postgres', {
      database: {
        connectVia: (url) => {
          const via = new URL(url);
          databaseName = via.pathname.slice(1);
          via.host = `127.0.0.1:${proxy.port}`;
          return via.toString();
        },
      },
    });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await t.services.database.exec(
      'create table lost_connection_probe (k text primary key, runs int not null); create sequence probe_read_runs',
    );
  });
  afterAll(async () => {
    proxy?.restore();
    await admin?.end();
    await t?.close();
    await proxy?.close();
  });

  /** Ends every backend of the shop's database (the app's connections; this admin connection is on another). */
  const terminateAll = async () => {
    const { rows } = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return (rows[0] as { n: number }).n;
  };
  const db = () => t.services.database.db;
  /** Waits until a statement of the shop's database that mentions `marker` is running on the server: the state the
   * next step needs, not a time (a busy machine can take longer than any fixed wait to send it). */
  const running = async (marker: string) => {
    await expect
      .poll(
        async () =>
          (
            await admin.query(
              "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and query like $2",
              [databaseName, `%${marker}%`],
            )
          ).rows[0].n as number,
        { interval: 20, timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  };

  it('runs a transaction whose connection was ended during its work once more, and writes once', async () => {
    let runs = 0;
    await db().transaction(async (tx) => {
      runs++;
      await tx.execute(sql`insert into lost_connection_probe (k, runs) values ('tx', ${runs})`);
      if (runs === 1) {
        await terminateAll();
        await tx.execute(sql`select 1`);
      }
    });
    const rows = await queryRows<{ runs: number }>(
      db(),
      sql`select runs from lost_connection_probe where k = 'tx'`,
    );
    console.log(
      `transaction under pg_terminate_backend: ${runs} runs, ${rows.length} row written (run ${rows[0]?.runs})`,
    );
    expect(runs).toBe(2);
    expect(rows).toEqual([{ runs: 2 }]);
  });

  it('answers a read that was running when every backend was ended, on a fresh connection', async () => {
    // The first run sleeps until its connection is ended; the run sent once more answers at once. The test waits
    // for the first run to be running, not for a time.
    const read = queryRows<{ n: number }>(
      db(),
      sql`select pg_sleep(case when nextval('probe_read_runs') = 1 then 30 else 0 end), 42 as n /* probe read */`,
    );
    await running('probe read');
    expect(await terminateAll()).toBeGreaterThan(0);
    expect((await read)[0]?.n).toBe(42);
    expect(await queryRows(db(), sql`select last_value::int as runs from probe_read_runs`)).toEqual([
      { runs: 2 },
    ]);
  });

  it('does not send a running write again: it fails as a lost connection, and the next one succeeds', async () => {
    // Drizzle's execute() is lazy (it runs when awaited): `.then` starts the write now, so it is running on the
    // server when its connection is ended; the sleep only keeps it running until then.
    const write = db()
      .execute(
        sql`insert into lost_connection_probe (k, runs) select 'write', 1 from pg_sleep(30) /* probe write */`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    await running('probe write');
    expect(await terminateAll()).toBeGreaterThan(0);
    expect(isConnectionLost(await write)).toBe(true);
    await db().execute(sql`insert into lost_connection_probe (k, runs) values ('after', 1)`);
    const keys = await queryRows<{ k: string }>(db(), sql`select k from lost_connection_probe order by k`);
    expect(keys.map((r) => r.k)).toEqual(['after', 'tx']);
  });

  it('gives back every connection whose transaction met the loss at BEGIN (drizzle sends BEGIN outside its finally)', async () => {
    const pool = t.services.database.pool!;
    // Idle connections in the pool, then the database cut off: transactions started at once get one of them.
    await Promise.all([1, 2, 3, 4].map(() => db().execute(sql`select pg_sleep(0.05)`)));
    expect(pool.idleCount).toBeGreaterThan(0);
    proxy.cut();
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4, 5, 6].map(() => db().transaction(async (tx) => tx.execute(sql`select 1`))),
    );
    proxy.restore();
    const lost = outcomes.filter((o) => o.status === 'rejected' && isConnectionLost(o.reason)).length;
    const checkedOut = pool.totalCount - pool.idleCount;
    console.log(
      `6 transactions as the database went away: ${lost} lost, ${checkedOut} connections still checked out`,
    );
    expect(lost).toBe(6);
    expect(checkedOut).toBe(0);
    // The pool (4 connections) still serves transactions.
    const after = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        db().transaction(async (tx) => queryRows<{ n: number }>(tx, sql`select 1 as n`)),
      ),
    );
    expect(after.flat()).toHaveLength(6);
  });

  it('answers 503 with Retry-After and the Dutch page while the database is away, and serves again after', async () => {
    const [book] = await orderableBooks(db(), 1);
    proxy.cut();
    try {
      const page = await t.app.inject({ url: `/book/${book!.sku}` });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.body).toContain('Er is een technische fout opgetreden.');
      const api = await t.app.inject({ url: `/api/v1/books/${book!.sku}` });
      expect(api.statusCode).toBe(503);
      expect(api.headers['content-type']).toContain('application/problem+json');
      expect(api.headers['retry-after']).toBe('5');
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        database: 'postgres',
        reason: 'connection',
      });
    } finally {
      proxy.restore();
    }
    expect((await t.app.inject({ url: `/book/${book!.sku}` })).statusCode).toBeLessThan(400);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
