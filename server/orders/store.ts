// The orders' SQL (issue 14): finding an order by its guid, its id or the cart it is the checkout of; writing
// its client data and its snapshot (lines and totals in one go); the account's orders. Every function takes the
// executor it runs on (the database, or the caller's transaction — the order's row lock is taken with forUpdate).
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderLines, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLine = Omit<OrderLineRow, 'orderId'>;
export type OrderValues = Partial<Omit<OrderRow, 'id' | 'number' | 'guid' | 'createdAt'>>;

const live = isNull(orders.deletedAt);

async function one(query: Promise<OrderRow[]>): Promise<OrderRow | null> {
  const [row] = await query;
  return row ?? null;
}

export function orderByGuid(db: Db, guid: string, forUpdate = false): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.guid, guid), live));
  return one(forUpdate ? query.for('update') : query);
}

export function orderById(db: Db, id: number, forUpdate = false): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  return one(forUpdate ? query.for('update') : query);
}

/** The cart's checkout order: the one order still tied to it (at most one, orders_cart_checkout_idx). */
export function checkoutOrderOfCart(db: Db, cartId: number, forUpdate = false): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), isNull(orders.releasedAt), live));
  return one(forUpdate ? query.for('update') : query);
}

export function orderByCheckoutKey(db: Db, key: string): Promise<OrderRow | null> {
  return one(db.select().from(orders).where(eq(orders.checkoutKey, key)));
}

/**
 * A new order; null when another request made the order of this checkout (its key) or of this cart first — the
 * insert then waits for that one to commit, so the caller finds it right after.
 */
export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow | null> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateOrder(db: Db, id: number, values: OrderValues): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** A staff action's order by its number, its row locked for the transaction; a customer-deleted one is none. */
export async function lockedOrderByNumber(db: Db, number: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), isNull(orders.deletedAt)))
    .for('update');
  return row ?? null;
}

export function linesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The order's lines replaced by a new snapshot (the caller holds the order's row lock). */
export async function replaceLines(db: Db, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
  await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length > 0) await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
}

/** An account's orders, newest first (deleted ones left out). */
export function ordersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), live))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * The paid transition (DESIGN "Money flow"): only an order that is not paid yet and whose total is the amount
 * paid; null when it changed nothing (paid before, or another amount).
 */
export async function markPaid(
  db: Db,
  id: number,
  amountCents: number,
  values: { paidAt: Date; paymentMethod: string; releasedAt: Date },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({
      status: 'paid',
      paidAt: values.paidAt,
      paymentMethod: values.paymentMethod,
      releasedAt: sql`coalesce(${orders.releasedAt}, ${values.releasedAt})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), sql`${orders.status} <> 'paid'`, eq(orders.totalCents, amountCents)))
    .returning();
  return row ?? null;
}
