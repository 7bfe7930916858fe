// Issue 31 covers: the covers job — a round of CoversService.fetchDue at start and every 10 minutes in the process
// that runs the periodic jobs (server/main.ts, the first worker in a cluster), on the app's interval loop. A round
// stops between two books once the server is stopping, so a stop waits for one fetch at most (its own deadline).
// A failing round is logged and the next one runs; nothing a link answers can end the process.
import { type IntervalLoop, startIntervalLoop } from '../../lib/interval-loop.ts';
import type { CoverRoundSummary } from './service.ts';

export const COVER_ROUND_EVERY_MS = 10 * 60 * 1000;

export function startCoverFetching(
  round: (now: Date, options: { stopping: () => boolean }) => Promise<CoverRoundSummary>,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
  everyMs = COVER_ROUND_EVERY_MS,
): IntervalLoop {
  let stopping = false;
  const loop = startIntervalLoop(
    async (now) => {
      const summary = await round(now, { stopping: () => stopping });
      if (summary.stored > 0 || summary.failed > 0)
        log.info({ covers: true, ...summary }, 'omslagen opgehaald');
    },
    (error) => log.error({ covers: true, err: error }, 'omslagen ophalen mislukt'),
    everyMs,
    { atStart: true },
  );
  return {
    stop: async () => {
      stopping = true;
      await loop.stop();
    },
  };
}
