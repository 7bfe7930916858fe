// The checkout monitor (issue 30, spec 3 §7; decisions 591–594): the counters of server/monitoring/schema.ts. The
// orders capability reports each event through `record` inside the transaction that makes it happen (its
// OrdersDeps.monitor port), so a step is counted exactly when it happened; /beheer/monitor reads the range's
// counters; server/main.ts runs `prune` periodically (90 days). Recording is one upsert adding 1 to the counter of
// the event's day and dimensions, so simultaneous checkouts never lose a count and no row is about one shopper.
import { and, gte, lt, lte, sql } from 'drizzle-orm';
import {
  type CheckoutEvent,
  MONITOR_RETENTION_DAYS,
  type MonitorCount,
  type MonitorRange,
} from '../../domain/checkout-monitor.ts';
import { addDays, amsterdamCalendarDate } from '../../domain/dates.ts';
import type { Db } from '../db/client.ts';
import { deviceOf } from './device.ts';
import { checkoutCounts } from './schema.ts';

export interface CheckoutMonitorService {
  /** Counts one event on `db` (the caller's transaction). An event of a day past the retention is not kept. */
  record(db: Db, event: CheckoutEvent): Promise<void>;
  /** The counters of the range's days (both included). */
  counts(range: MonitorRange): Promise<MonitorCount[]>;
  /** Deletes the counters of days more than MONITOR_RETENTION_DAYS before `now`'s day; returns how many went. */
  prune(now: Date): Promise<number>;
}

/** The first day still kept on `now`'s day: counters of earlier days go. */
export function monitorCutoff(now: Date): string {
  return addDays(amsterdamCalendarDate(now), -MONITOR_RETENTION_DAYS);
}

export function createCheckoutMonitorService(deps: { db: Db; now?: () => Date }): CheckoutMonitorService {
  const now = deps.now ?? (() => new Date());
  return {
    async record(db, event) {
      if (event.day < monitorCutoff(now())) return;
      const device = event.userAgent === null ? null : deviceOf(event.userAgent);
      await db
        .insert(checkoutCounts)
        .values({
          day: event.day,
          step: event.step,
          method: event.method ?? '',
          ...(device ?? {}),
          count: 1,
        })
        .onConflictDoUpdate({
          target: [
            checkoutCounts.day,
            checkoutCounts.step,
            checkoutCounts.method,
            checkoutCounts.device,
            checkoutCounts.browser,
            checkoutCounts.os,
          ],
          set: { count: sql`${checkoutCounts.count} + 1` },
        });
    },

    async counts(range) {
      const rows = await deps.db
        .select()
        .from(checkoutCounts)
        .where(and(gte(checkoutCounts.day, range.from), lte(checkoutCounts.day, range.to)));
      return rows as MonitorCount[];
    },

    async prune(at) {
      const gone = await deps.db
        .delete(checkoutCounts)
        .where(lt(checkoutCounts.day, monitorCutoff(at)))
        .returning({ day: checkoutCounts.day });
      return gone.length;
    },
  };
}
