// Issue 13 #3 "Two parallel adds to one cart lose nothing": many adds at once on PostgreSQL (a pool of
// connections, so they really overlap; PGlite runs them one by one and is checked too). Each prints its figure.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { guestTokenHash } from './guest-cookie.ts';
import { newCustomer, newGuest, orderableBooks, storedLines } from '../../tests/support/cart-fixtures.ts';

const PARALLEL = 20;

describe.each(eachDatabase('parallel'))('parallel cart writes on %s', (kind) => {
  let t: TestServices;
  let skus: string[];
  beforeAll(async () => {
    t = await openTestServices(kind);
    skus = (await orderableBooks(t.database.db, 3)).map((b) => b.sku);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it(`${PARALLEL} parallel adds of one sku to one cart end at exactly +${PARALLEL}`, async () => {
    const cart = t.services.cart;
    const owner = await newCustomer(t.database.db);
    await cart.add(owner, skus[0]!, 3, { clientIp: '192.0.2.1' });
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => cart.add(owner, skus[0]!, 1, { clientIp: '192.0.2.1' })),
    );
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    const [line] = await storedLines(t.database.db, owner);
    expect(line!.amount).toBe(3 + PARALLEL);
    console.log(`${kind}: ${PARALLEL} parallel adds to a line of 3 → ${line!.amount} (+${line!.amount - 3})`);
  });

  it('parallel first adds of one new guest make one cart holding every copy', async () => {
    const cart = t.services.cart;
    const guest = newGuest();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => cart.add(guest, skus[i % 2]!, 1, { clientIp: '192.0.2.2' })),
    );
    expect(results.every((r) => r.kind === 'ok')).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from carts where guest_token_hash = ${guestTokenHash(guest.token)}`,
    );
    expect(row!.n).toBe(1);
    const lines = await storedLines(t.database.db, guest);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(PARALLEL);
    console.log(
      `${kind}: ${PARALLEL} parallel first adds of a new guest → ${row!.n} cart, ${lines.length} lines, ${PARALLEL} copies`,
    );
  });
});
