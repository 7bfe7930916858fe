// The app's periodic background jobs (cart pruning, payment polling): one round at a time on its interval (a tick
// while a round runs is skipped), a failing round handed to onError and the next one run, a timer that never keeps
// the process alive, and stop() that waits for the round under way (before the database closes).
export interface IntervalLoop {
  stop(): Promise<void>;
}

export function startIntervalLoop(
  round: (now: Date) => Promise<void>,
  onError: (error: unknown) => void,
  everyMs: number,
  options: { atStart?: boolean } = {},
): IntervalLoop {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = round(new Date())
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  if (options.atStart) tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
