// Issue 31 covers: the job's loop — a round at start, a stop that tells the round under way to stop between two
// books and waits for it, a failing round logged (never thrown), a round that stored or failed something logged.
import { describe, expect, it } from 'vitest';
import { startCoverFetching } from './job.ts';

function recordingLog() {
  const lines: { level: string; fields: object; message: string }[] = [];
  return {
    lines,
    info: (fields: object, message: string) => lines.push({ level: 'info', fields, message }),
    error: (fields: object, message: string) => lines.push({ level: 'error', fields, message }),
  };
}

describe('startCoverFetching', () => {
  it('runs a round at start; stop() tells it to stop and waits for it', async () => {
    const log = recordingLog();
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let stoppingSeen = false;
    const job = startCoverFetching(async (_now, { stopping }) => {
      started();
      // The round goes on until the stop tells it to end (between two books in the real round).
      while (!stopping()) await new Promise<void>((resolve) => setImmediate(resolve));
      stoppingSeen = true;
      return { stored: 2, failed: 1 };
    }, log);
    await running;
    await job.stop();
    expect(stoppingSeen).toBe(true);
    expect(log.lines).toEqual([
      { level: 'info', fields: { covers: true, stored: 2, failed: 1 }, message: 'omslagen opgehaald' },
    ]);
  });

  it('logs a failing round instead of throwing it, and is quiet when nothing happened', async () => {
    const log = recordingLog();
    const failing = startCoverFetching(async () => {
      throw new Error('database weg');
    }, log);
    await failing.stop();
    const quiet = startCoverFetching(async () => ({ stored: 0, failed: 0 }), log);
    await quiet.stop();
    expect(log.lines.map((l) => [l.level, l.message])).toEqual([['error', 'omslagen ophalen mislukt']]);
  });
});
