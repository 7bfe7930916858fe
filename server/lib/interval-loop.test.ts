// The periodic job loop: a round at start when asked, a failing round handed to onError, stop() ends the ticks.
import { describe, expect, it } from 'vitest';
import { startIntervalLoop } from './interval-loop.ts';

describe('startIntervalLoop', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('atStart %s runs %i round before the first tick', async (atStart, expected) => {
    let rounds = 0;
    const loop = startIntervalLoop(
      async () => {
        rounds++;
      },
      () => {},
      60_000,
      { atStart },
    );
    await loop.stop();
    expect(rounds).toBe(expected);
  });

  it('hands a failing round to onError and runs the next one', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    let reached: () => void = () => {};
    const second = new Promise<void>((resolve) => (reached = resolve));
    const loop = startIntervalLoop(
      async () => {
        rounds++;
        if (rounds === 1) throw new Error('weg');
        reached();
      },
      (error) => errors.push(error),
      5,
      { atStart: true },
    );
    await second;
    await loop.stop();
    expect(errors.map((e) => (e as Error).message)).toEqual(['weg']);
    expect(rounds).toBeGreaterThanOrEqual(2);
  });
});
