// Retention of the stored form messages (issue 15, decision 392): every message in form_messages — contact,
// call-me-back, press request, send to friend — is deleted 12 months after it was sent, handled or not. Run at start
// and every few hours by server/main.ts, the pattern of the guest-cart pruning (server/cart/prune.ts); the privacy
// page states the period. The outbox's copies of the mails are the outbox's own concern. Issue 32 (decision 823):
// the same job erases what closed accounts' orders kept for the books once the legal 7 years are over
// (services.formRetention, server/privacy/service.ts pruneExpired).
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type IntervalLoop, startIntervalLoop } from '../lib/interval-loop.ts';
import { formMessages } from './schema.ts';

/** Decision 392: how long a stored form message is kept, in calendar months. */
export const FORM_MESSAGE_MONTHS = 12;
/** How often the pruning runs in the app. */
export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/** The moment before which messages go: `months` calendar months before `now` (UTC; 31 May − 3 → 3 March). */
export function retentionCutoff(now: Date, months = FORM_MESSAGE_MONTHS): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes the form messages sent before the cutoff; returns how many went. */
export async function pruneFormMessages(db: Db, now: Date, months = FORM_MESSAGE_MONTHS): Promise<number> {
  const gone = await db
    .delete(formMessages)
    .where(lt(formMessages.createdAt, retentionCutoff(now, months)))
    .returning({ id: formMessages.id });
  return gone.length;
}

/** Prunes now and every RETENTION_EVERY_MS; a failure is logged and the next round tries again. */
export function startFormRetention(
  prune: (now: Date) => Promise<number>,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
  everyMs = RETENTION_EVERY_MS,
): IntervalLoop {
  return startIntervalLoop(
    async (now) => {
      const count = await prune(now);
      if (count > 0)
        log.info({ forms: true, pruned: count }, 'bewaartermijn voorbij: oude gegevens verwijderd');
    },
    (error) => log.error({ forms: true, err: error }, 'formulierberichten opruimen mislukt'),
    everyMs,
    { atStart: true },
  );
}
