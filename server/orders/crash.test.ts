// Issue 14 "the app killed (SIGKILL) at random points of 50 checkouts → no order paid twice, no payment without an
// order, no order lost": two worker processes (tests/support/crash-worker.ts) on one PostgreSQL database drive the
// same 50 checkouts at once, while this test kills one of them with SIGKILL every 0.1–0.6 s and starts it again,
// until every checkout is final. Then the invariants are read from the tables. PostgreSQL only (TEST_DATABASE_URL):
// PGlite is one process by design.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSeriesProblems } from '../../domain/invoice-number.ts';
import { createDatabaseFromTemplate, dropDatabase } from '../../tests/support/postgres.ts';
import { eachDatabase, postgresTemplate } from '../../tests/support/test-database.ts';
import { bundleWorker, type WorkerBundle } from '../../tests/support/worker-bundle.ts';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { CHECKOUTS, outcomeOf } from '../../tests/support/crash-worker.ts';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../tests/support/crash-worker.ts');
const BUDGET_MS = 240_000;

const onPostgres = eachDatabase('connections').includes('postgres');

describe.skipIf(!onPostgres)('two processes killed at random points (PostgreSQL)', () => {
  let url: string;
  let name: string;
  let database: Database;
  let bundle: WorkerBundle | undefined;
  beforeAll(async () => {
    const template = await postgresTemplate();
    name = `${template.replace(/_tpl$/, '')}_crash_${randomBytes(3).toString('hex')}`;
    url = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!, name, template);
    database = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
    bundle = await bundleWorker(WORKER);
  });
  afterAll(async () => {
    bundle?.remove();
    await database?.close();
    if (name) await dropDatabase(process.env.TEST_DATABASE_URL!, name);
  });

  it(
    `SIGKILL at random points of ${CHECKOUTS} checkouts: no order paid twice, no payment without an order, none lost`,
    async () => {
      const workers = new Map<string, { child: ChildProcess; done: boolean }>();
      let kills = 0;
      let finished = 0;
      const start = (id: string) => {
        const child = spawn(process.execPath, [bundle!.file], {
          env: { ...process.env, DATABASE_URL: url, WORKER: id, CHECKOUTS: String(CHECKOUTS) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const entry = { child, done: false };
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('done')) entry.done = true;
        });
        child.stderr!.on('data', () => {});
        child.on('exit', () => {
          if (entry.done) finished++;
        });
        workers.set(id, entry);
      };
      start('a');
      start('b');
      const began = Date.now();
      const random = (() => {
        let state = 7_654_321;
        return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      })();
      // Kill a running worker every 0.1–0.6 s for the first part, then let them finish.
      while (Date.now() - began < BUDGET_MS && [...workers.values()].some((w) => !w.done)) {
        await new Promise((resolve) => setTimeout(resolve, 100 + random() * 500));
        const killing = kills < 40;
        const id = random() < 0.5 ? 'a' : 'b';
        const worker = workers.get(id)!;
        if (killing && !worker.done && worker.child.exitCode === null) {
          worker.child.kill('SIGKILL');
          kills++;
          await new Promise((resolve) => worker.child.once('exit', resolve));
          start(id);
        }
      }
      for (const { child } of workers.values()) if (child.exitCode === null) child.kill('SIGKILL');
      const db = database.db;
      const orders = await queryRows<{
        id: number;
        email: string;
        status: string;
        invoice_number: string | null;
      }>(
        db,
        sql`select id, email, status, invoice_number from orders where email like 'crash%@voorbeeld.nl'`,
      );
      const byEmail = new Map<string, number>();
      for (const order of orders) byEmail.set(order.email, (byEmail.get(order.email) ?? 0) + 1);
      const lost = Array.from({ length: CHECKOUTS }, (_, i) => `crash${i}@voorbeeld.nl`).filter(
        (e) => !byEmail.has(e),
      );
      const doubled = [...byEmail.values()].filter((n) => n > 1).length;
      const [paidTwice] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select order_id from payments where status = 'paid' group by order_id having count(*) > 1) x`,
      );
      const [orphans] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from payments p left join orders o on o.id = p.order_id where o.id is null`,
      );
      const [openLeft] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select order_id from payments where status = 'open' and not superseded
          group by order_id having count(*) > 1) x`,
      );
      const expected = (email: string) =>
        outcomeOf(Number(/crash(\d+)@/.exec(email)![1])) === 'paid' ? 'paid' : 'void';
      const wrong = orders.filter((o) => o.status !== expected(o.email)).length;
      const paid = orders.filter((o) => o.status === 'paid');
      const [mails] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from outbox_messages where idempotency_key like 'order-confirmation:%'
          or idempotency_key like 'payment-received:%'`,
      );
      // Every invoice number in the database (the demo order's too): one series without gaps or repeats.
      const invoices = await queryRows<{ invoice_number: string }>(
        db,
        sql`select invoice_number from orders where invoice_number is not null`,
      );
      const problems = invoiceSeriesProblems(invoices.map((o) => o.invoice_number));
      console.log(
        `postgres, 2 processes, ${kills} SIGKILLs in ${Math.round((Date.now() - began) / 1000)} s, ${finished} finished: ` +
          `${orders.length} orders for ${CHECKOUTS} checkouts (${lost.length} lost, ${doubled} doubled), ` +
          `${wrong} not in the provider's final state, ${paid.length} paid, ${paidTwice!.n} paid twice, ` +
          `${orphans!.n} payments without an order, ${openLeft!.n} orders with two open payments, ${mails!.n} mails, ` +
          `invoice numbers: ${problems.duplicates.length} duplicates, ${problems.missing.length} gaps`,
      );
      expect(lost).toEqual([]);
      expect(doubled).toBe(0);
      expect(wrong).toBe(0);
      expect(paidTwice!.n).toBe(0);
      expect(orphans!.n).toBe(0);
      expect(openLeft!.n).toBe(0);
      expect(mails!.n).toBe(paid.length);
      expect(problems).toEqual({ duplicates: [], missing: [], unreadable: [] });
      expect(kills).toBeGreaterThan(10);
    },
    BUDGET_MS + 60_000,
  );
});
