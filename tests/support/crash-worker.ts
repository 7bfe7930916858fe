// A process of the crash test (server/orders/crash.test.ts): an app's services on the PostgreSQL database in
// DATABASE_URL, with the built-in test gateway as the provider (its store is in that database too, so it outlives
// the process). It drives CHECKOUTS checkouts, each as far as it can — cart, client step, payment start, the
// shopper's choice on the gateway, the webhook (the gateway's own call goes nowhere here: the worker calls the
// webhook's service as the provider's retry would) — and polls open payments; every step is safe to do again,
// so a process killed at any point and started again (or the other process) picks the checkout up where it is.
// It prints 'done' when every checkout is final. Not a test itself; the test bundles it (worker-bundle.ts) and runs it with node.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { choosePaymentProvider } from '../../server/payments/providers/index.ts';
import { createServices } from '../../server/services.ts';
import { APP_VERSION } from '../../server/version.ts';
import { TEST_HASH, testIntegrations } from './test-integrations.ts';
import { orderableBooks } from './cart-fixtures.ts';
import { clientInput, guestVisitor, personal } from './checkout-inputs.ts';

export const CHECKOUTS = Number(process.env.CHECKOUTS ?? 50);
/** What the shopper chooses on the gateway's page for checkout i: mostly paid. */
export function outcomeOf(i: number): 'paid' | 'failed' {
  return i % 5 === 4 ? 'failed' : 'paid';
}

async function main(): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL!,
    dataDir: 'unused',
    poolSize: 4,
  });
  // Webhooks to a closed port: refused at once (the worker plays the provider's retry itself).
  const origin = 'http://127.0.0.1:9';
  const choice = choosePaymentProvider({}, { db: database.db, origin });
  const gateway = choice.testGateway!;
  const services = createServices(database, APP_VERSION, {
    integrations: testIntegrations(),
    hashParams: TEST_HASH,
    origin,
    payments: choice,
    paymentLog: {
      info: () => {},
      warn: () => {},
      error: (fields, message) => console.error(message, fields),
    },
  });
  const books = await orderableBooks(database.db, 3);
  const db = database.db;
  const worker = process.env.WORKER ?? '?';

  for (let round = 0; ; round++) {
    let final = 0;
    for (let i = 0; i < CHECKOUTS; i++) {
      const token = createHash('sha256').update(`crash-guest-${i}`).digest('base64url');
      const owner = { kind: 'guest' as const, token };
      const visitor = guestVisitor(owner, `198.18.${Math.floor(i / 200)}.${i % 200}`);
      const [order] = await queryRows<{ id: number; guid: string; status: string }>(
        db,
        sql`select id, guid, status from orders where email = ${`crash${i}@voorbeeld.nl`}`,
      );
      if (order && (order.status === 'paid' || order.status === 'void')) {
        final++;
        continue;
      }
      if (!order) {
        // The cart, then the client step (one order per checkout key and cart, whoever sends it).
        const cart = await services.cart.view(owner);
        if (cart.lines.length === 0)
          await services.cart.add(owner, books[i % books.length]!.sku, 1 + (i % 2), {
            clientIp: visitor.meta.ip,
          });
        await services.checkout.saveClient(
          visitor,
          clientInput({ checkoutKey: `ck-${i}`, personal: personal({ email: `crash${i}@voorbeeld.nl` }) }),
        );
        continue;
      }
      // The attempt under way, or the next one's key (the same in both processes: attempts made so far).
      const attempts = await queryRows<{ attempt_key: string; provider_id: string | null; status: string }>(
        db,
        sql`select attempt_key, provider_id, status from payments where order_id = ${order.id} and not superseded
            order by id desc`,
      );
      const open = attempts.find((a) => a.status === 'open');
      if (open?.provider_id) {
        // The shopper's choice on the gateway's page, and the webhook the provider retries until it is answered.
        await gateway.settle(open.provider_id, outcomeOf(i));
        await services.payments.sync(open.provider_id);
        continue;
      }
      const key = open
        ? open.attempt_key.slice(open.attempt_key.indexOf(':') + 1)
        : `ak-${i}-${attempts.length}-0000`;
      await services.checkout.startPayment(visitor, order.guid, {
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        attemptKey: key,
      });
    }
    await services.payments.poll();
    console.log(`${worker} round ${round}: ${final}/${CHECKOUTS} final`);
    if (final === CHECKOUTS) break;
  }
  console.log('done');
  await database.close();
}

// Run as a process only: the test imports this module for CHECKOUTS and outcomeOf.
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
