// The checkout's reports to the checkout monitor (issue 30, spec 3 §7; decision 591), made inside the transaction
// of the step itself. A funnel step is counted once per checkout: one conditional update sets the step's bit in
// orders.monitor_steps and only the request that set it reports the step — a reload, a second tab or two
// simultaneous requests count once. Every event is dated by the day its checkout began (the order's creation, in
// Europe/Amsterdam), so a day's funnel follows the same checkouts from step to step.
import { and, eq, sql } from 'drizzle-orm';
import { FUNNEL_STEPS, type FunnelStep, type MonitorStep } from '../../domain/checkout-monitor.ts';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import type { Db } from '../db/client.ts';
import type { OrdersContext } from './context.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './store.ts';

function bitOf(step: FunnelStep): number {
  return 1 << FUNNEL_STEPS.indexOf(step);
}

/** This checkout's step was counted before (its bit is set on the order as read). */
export function funnelStepCounted(order: Pick<OrderRow, 'monitorSteps'>, step: FunnelStep): boolean {
  return (order.monitorSteps & bitOf(step)) !== 0;
}

/**
 * Counts a funnel step of this checkout unless it was counted before; true when this call counted it.
 * `userAgent`: the request's header (the monitor keeps only the device class, browser and system families).
 */
export async function countFunnelStep(
  ctx: OrdersContext,
  tx: Db,
  orderId: number,
  step: FunnelStep,
  userAgent: string | null,
): Promise<boolean> {
  const bit = bitOf(step);
  const [marked] = await tx
    .update(orders)
    .set({ monitorSteps: sql`${orders.monitorSteps} | ${bit}` })
    .where(and(eq(orders.id, orderId), sql`${orders.monitorSteps} & ${bit} = 0`))
    .returning({ createdAt: orders.createdAt });
  if (!marked) return false;
  await ctx.monitor.record(tx, {
    step,
    day: amsterdamCalendarDate(marked.createdAt),
    method: null,
    userAgent,
  });
  return true;
}

/** Counts an event that happens once by itself (a payment start, a result, bank transfer chosen). */
export async function countEvent(
  ctx: OrdersContext,
  tx: Db,
  order: Pick<OrderRow, 'createdAt'>,
  step: Exclude<MonitorStep, FunnelStep>,
  method: string | null,
  userAgent: string | null,
): Promise<void> {
  await ctx.monitor.record(tx, { step, day: amsterdamCalendarDate(order.createdAt), method, userAgent });
}
