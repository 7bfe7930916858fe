// The poll loop (issue 14 #5): one round at a time on its interval, a failing round logged and the next one run,
// and stop() waits for the round under way.
import { describe, expect, it } from 'vitest';
import { startPaymentPolling } from './poller.ts';

describe('startPaymentPolling', () => {
  it('polls on its interval, logs a failure, and stops after the round under way', async () => {
    const errors: string[] = [];
    let rounds = 0;
    let reached: () => void = () => {};
    const third = new Promise<void>((resolve) => (reached = resolve));
    const loop = startPaymentPolling(
      async () => {
        rounds++;
        if (rounds === 2) throw new Error('provider weg');
        if (rounds === 3) reached();
        return { checked: 1, changed: 0, unavailable: 0 };
      },
      { info: () => {}, error: (_fields, message) => errors.push(message) },
      5,
    );
    await third;
    await loop.stop();
    const after = rounds;
    expect(errors).toEqual(['polling open payments failed']);
    expect(after).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(rounds).toBe(after);
  });
});
