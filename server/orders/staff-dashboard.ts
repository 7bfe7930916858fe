// Issue 30 (back office I, decisions 578–579): the orders' part of the staff dashboard /beheer — the paid orders and
// what they came to per calendar day of their payment in the shop's time zone over the chart's 30 days (today's and
// this week's sums are made from those days: a week from Monday lies within them), and how many orders wait to be
// shipped and for their money, counted as the order list's views count them. One statement, so the dashboard costs
// the orders table one round trip however many orders there are.
import { sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '../../domain/dates.ts';
import {
  dashboardFigures,
  type DashboardFigures,
  dashboardPeriods,
  type DayFigures,
} from '../../domain/staff-dashboard.ts';
import { queryRows } from '../db/client.ts';
import type { OrdersContext } from './context.ts';
import { orders } from './schema.ts';
import { staffViewCondition } from './staff-orders.ts';

export interface StaffOrderDashboard extends DashboardFigures {
  /** Paid and not shipped yet: the list's view 'to_ship'. */
  toShip: number;
  /** Waiting for their money: the list's view 'awaiting'. */
  awaiting: number;
}

/** Midnight at the start of a calendar day in the shop's time zone, as the database compares it. */
const startOfDay = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;

export async function staffOrderDashboard(ctx: OrdersContext, now: Date): Promise<StaffOrderDashboard> {
  const periods = dashboardPeriods(now);
  const paidDay = sql`to_char(${orders.paidAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;
  const [row] = await queryRows<{ to_ship: number; awaiting: number; days: DayFigures[] }>(
    ctx.db,
    sql`select
          (select count(*) from ${orders} where ${staffViewCondition('to_ship')})::int as to_ship,
          (select count(*) from ${orders} where ${staffViewCondition('awaiting')})::int as awaiting,
          (select coalesce(json_agg(json_build_object('day', d.day, 'orders', d.orders,
                    'revenueCents', d.revenue) order by d.day), '[]'::json)
             from (select ${paidDay} as day, count(*)::int as orders, sum(${orders.totalCents})::bigint as revenue
                     from ${orders}
                    where ${staffViewCondition('paid')}
                      and ${orders.paidAt} >= ${startOfDay(periods.chartStart)}
                      and ${orders.paidAt} < ${startOfDay(periods.today, 1)}
                    group by 1) d) as days`,
  );
  return {
    toShip: row?.to_ship ?? 0,
    awaiting: row?.awaiting ?? 0,
    ...dashboardFigures(row?.days ?? [], periods),
  };
}
