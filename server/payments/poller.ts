// Issue 14 #5 "open payments whose webhook never came are polled until final": every minute one round of
// PaymentsService.poll — open payments made within POLL_WINDOW_MS, the longest unchecked first. Several app
// processes may poll at once: each change is one conditional update, so a payment is applied once whoever
// fetches it. At shutdown the round under way finishes before the database closes.
import { type IntervalLoop, startIntervalLoop } from '../lib/interval-loop.ts';
import type { PollSummary } from './service.ts';

export const POLL_EVERY_MS = 60_000;

export type PollLoop = IntervalLoop;

export function startPaymentPolling(
  poll: (now: Date) => Promise<PollSummary>,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
  everyMs = POLL_EVERY_MS,
): PollLoop {
  return startIntervalLoop(
    async (now) => {
      const summary = await poll(now);
      if (summary.changed > 0 || summary.unavailable > 0)
        log.info({ payments: true, ...summary }, 'open payments polled');
    },
    (error) => log.error({ payments: true, err: error }, 'polling open payments failed'),
    everyMs,
  );
}
