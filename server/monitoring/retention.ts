// Retention of the checkout monitor's counters (decision 592): the counters of a day go 90 days after it, run at
// start and every 6 hours by server/main.ts — the rhythm of the form messages' retention (server/forms/retention.ts).
import { type IntervalLoop, startIntervalLoop } from '../lib/interval-loop.ts';

/** How often the pruning runs in the app. */
export const MONITOR_PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Prunes now and every MONITOR_PRUNE_EVERY_MS; a failure is logged and the next round tries again. */
export function startMonitorRetention(
  prune: (now: Date) => Promise<number>,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
  everyMs = MONITOR_PRUNE_EVERY_MS,
): IntervalLoop {
  return startIntervalLoop(
    async (now) => {
      const count = await prune(now);
      if (count > 0) log.info({ monitor: true, pruned: count }, 'oude kassa-tellingen verwijderd');
    },
    (error) => log.error({ monitor: true, err: error }, 'kassa-tellingen opruimen mislukt'),
    everyMs,
    { atStart: true },
  );
}
