// Issue 13 #3: guest carts untouched for 60 days go (their lines and wishlist with them, by the foreign keys'
// cascade); customers' carts stay. Run at start and every few hours by server/main.ts (there is no other periodic
// job to join: the outbox's delivery loop is a different concern and may be switched off).
import { and, isNull, lt } from 'drizzle-orm';
import { type IntervalLoop, startIntervalLoop } from '../lib/interval-loop.ts';
import type { CartContext } from './context.ts';
import { GUEST_CART_DAYS } from './guest-cookie.ts';
import { carts } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the pruning runs in the app. */
export const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Deletes the guest carts last changed more than `days` days before `now`; returns how many went. */
export async function pruneGuestCarts(ctx: CartContext, now: Date, days = GUEST_CART_DAYS): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS);
  const gone = await ctx.db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return gone.length;
}

export type PruneLoop = IntervalLoop;

/** Prunes now and every PRUNE_EVERY_MS; a failure is logged and the next round tries again. */
export function startPruning(
  prune: (now: Date) => Promise<number>,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
  everyMs = PRUNE_EVERY_MS,
): PruneLoop {
  return startIntervalLoop(
    async (now) => {
      const count = await prune(now);
      if (count > 0) log.info({ cart: true, pruned: count }, 'oude gastwinkelwagentjes verwijderd');
    },
    (error) => log.error({ cart: true, err: error }, 'gastwinkelwagentjes opruimen mislukt'),
    everyMs,
    { atStart: true },
  );
}
