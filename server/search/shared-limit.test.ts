// Issue 16, decision #470: the per-address search limit shared by every app process on one database. Two
// limiters stand for two processes: over a fake count with a fake clock (the batching and its bounds), and over
// accounts' rate_limits on each database (the upsert grants no more than the limit to parallel takes).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { take } from '../accounts/throttle.ts';
import type { Limit, TakeBatch } from '../lib/admit.ts';
import { createSharedClientLimiter, SEARCH_BATCH, SEARCHES_PER_CLIENT } from './client-limit.ts';

/** A shared count in memory, as the rate_limits upsert keeps it, with the number of writes it took. */
function fakeCount(now: () => number) {
  const rows = new Map<string, { start: number; count: number }>();
  let writes = 0;
  const takeBatch: TakeBatch = async (key, limit, wanted) => {
    writes += 1;
    await Promise.resolve(); // a round trip: parallel requests of one process meet the take under way
    const at = now();
    let row = rows.get(key);
    if (!row || row.start <= at - limit.windowMs) {
      row = { start: at, count: 0 };
      rows.set(key, row);
    }
    const before = row.count;
    row.count += wanted;
    return {
      granted: Math.max(0, Math.min(wanted, limit.max - before)),
      windowEndsAt: new Date(row.start + limit.windowMs),
    };
  };
  return { take: takeBatch, writes: () => writes };
}

const statuses = async (hits: Promise<{ status: string }>[]) => {
  const all = await Promise.all(hits);
  return {
    ok: all.filter((r) => r.status === 'ok').length,
    throttled: all.filter((r) => r.status !== 'ok').length,
  };
};

describe('decision #470: the search limit shared by two processes (a fake count)', () => {
  it('admits one address at most the limit whichever process it reaches, and refuses it in memory after', async () => {
    let now = 5_000_000;
    const count = fakeCount(() => now);
    const options = { name: 'search', take: count.take, batch: SEARCH_BATCH, now: () => now };
    const [a, b] = [
      createSharedClientLimiter(SEARCHES_PER_CLIENT, options),
      createSharedClientLimiter(SEARCHES_PER_CLIENT, options),
    ];
    const flood = Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? a : b).hit('198.51.100.7'));
    const { ok, throttled } = await statuses(flood);
    const max = SEARCHES_PER_CLIENT.max;
    console.log(
      `decision #470 (fake count): 300 parallel searches at two processes → ${ok} allowed, ${throttled} refused, ` +
        `${count.writes()} writes`,
    );
    expect(ok).toBeLessThanOrEqual(max);
    expect(ok).toBeGreaterThanOrEqual(max - (SEARCH_BATCH - 1));
    // A write per batch, and one more per process to learn that the count is reached; no write per refusal.
    expect(count.writes()).toBeLessThanOrEqual(Math.ceil(max / SEARCH_BATCH) + 2);
    const writes = count.writes();
    expect((await a.hit('198.51.100.7')).status).toBe('throttled');
    expect(count.writes()).toBe(writes);
    // Another address has its own count; the window's end opens the address again.
    expect((await b.hit('198.51.100.8')).status).toBe('ok');
    now += SEARCHES_PER_CLIENT.windowMs;
    expect((await a.hit('198.51.100.7')).status).toBe('ok');
  });

  it('says how long to wait: the rest of the shared window', async () => {
    let now = 1_000_000;
    const count = fakeCount(() => now);
    const limit = { max: 2, windowMs: 10_000 };
    const options = { name: 'search', take: count.take, batch: 5, now: () => now };
    const [a, b] = [createSharedClientLimiter(limit, options), createSharedClientLimiter(limit, options)];
    expect((await a.hit('x')).status).toBe('ok');
    expect((await a.hit('x')).status).toBe('ok');
    now += 2_500;
    expect(await b.hit('x')).toEqual({ status: 'throttled', retryAfterSeconds: 8 });
  });

  it('spends a batch without writing: a visitor’s few searches in a window cost one write', async () => {
    const now = 0;
    const count = fakeCount(() => now);
    const limiter = createSharedClientLimiter(SEARCHES_PER_CLIENT, {
      name: 'search',
      take: count.take,
      batch: SEARCH_BATCH,
      now: () => now,
    });
    for (let i = 0; i < SEARCH_BATCH; i++) expect((await limiter.hit('203.0.113.5')).status).toBe('ok');
    expect(count.writes()).toBe(1);
  });
});

describe.each(eachDatabase('parallel'))('decision #470: take() on rate_limits, on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('grants parallel batches no more than the limit between them, then nothing until the window ends', async () => {
    const limit: Limit = { max: 23, windowMs: 60_000 };
    const key = `search:ip:test-${randomBytes(3).toString('hex')}`;
    const grants = await Promise.all(
      Array.from({ length: 12 }, () => take(t.database.db, key, limit, SEARCH_BATCH)),
    );
    const granted = grants.map((g) => g.granted);
    expect(granted.reduce((sum, n) => sum + n, 0)).toBe(limit.max);
    expect(granted.filter((n) => n > 0 && n < SEARCH_BATCH)).toHaveLength(1); // the one that reached it
    expect(new Set(grants.map((g) => g.windowEndsAt.getTime())).size).toBe(1);
    const later = new Date(grants[0]!.windowEndsAt.getTime() + 1);
    expect((await take(t.database.db, key, limit, SEARCH_BATCH, later)).granted).toBe(SEARCH_BATCH);
  });

  it('two limiters on one database (two processes) admit an address the limit between them', async () => {
    const shared = (key: string, limit: Limit, wanted: number) => take(t.database.db, key, limit, wanted);
    const options = { name: `search-${kind}`, take: shared, batch: SEARCH_BATCH };
    const [a, b] = [
      createSharedClientLimiter(SEARCHES_PER_CLIENT, options),
      createSharedClientLimiter(SEARCHES_PER_CLIENT, options),
    ];
    const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    const { ok, throttled } = await statuses(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).hit(address)),
    );
    console.log(
      `decision #470 on ${kind}: 200 parallel searches at two limiters → ${ok} allowed, ${throttled} refused`,
    );
    expect(ok).toBeLessThanOrEqual(SEARCHES_PER_CLIENT.max);
    expect(ok).toBeGreaterThanOrEqual(SEARCHES_PER_CLIENT.max - (SEARCH_BATCH - 1));
  });
});
