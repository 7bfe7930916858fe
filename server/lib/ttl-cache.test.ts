import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load between callers within the TTL and reloads after it', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3); // per key
  });

  it('never keeps a failed load', async () => {
    const cache = createTtlCache<string, number>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('drops the oldest entry past maxEntries', async () => {
    const cache = createTtlCache<string, number>(60_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('b', async () => 20)).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });

  it('drops the expired entries at the next load, not only past maxEntries (decision 753)', async () => {
    let time = 0;
    const cache = createTtlCache<string, number>(1_000, 2_000, () => time);
    for (let n = 0; n < 100; n++) await cache.get(`book ${n}`, async () => n);
    time = 600;
    await cache.get('later', async () => 100);
    expect(cache.size).toBe(101);
    time = 1_000;
    await cache.get('now', async () => 101);
    // The hundred from time 0 are over; 'later' (600) and 'now' stay.
    expect(cache.size).toBe(2);
    expect(await cache.get('later', async () => -1)).toBe(100);
  });

  it('forgets everything on clear', async () => {
    const cache = createTtlCache<string, number>(60_000);
    await cache.get('a', async () => 1);
    cache.clear();
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
