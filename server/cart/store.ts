// The cart's SQL (issue 13): finding and creating an owner's row, reading its lines and wishlist, and the
// single-statement upserts that make parallel requests safe — two adds of one sku both count
// (`on conflict … do update set amount = least(amount + n, 999)`), two first adds of one new guest make one cart.
// Every function takes the executor it runs on (the database or the caller's transaction).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { LineStatus, StoredLine } from '../../domain/cart-lines.ts';
import { MAX_AMOUNT } from '../../domain/cart-lines.ts';
import { queryRows, type Db } from '../db/client.ts';
import { guestTokenHash } from './guest-cookie.ts';
import type { CartOwner } from './owner.ts';
import { cartLines, carts, wishlistEntries } from './schema.ts';

export interface CartRow {
  id: number;
  remark: string;
  countryCode: string;
}

export interface LineRow extends StoredLine {
  overruledPercent: number | null;
}

function ownedBy(owner: CartOwner) {
  return owner.kind === 'user'
    ? eq(carts.userId, owner.userId)
    : eq(carts.guestTokenHash, guestTokenHash(owner.token));
}

/** The owner's cart row, or null when they have none yet. */
export async function findCart(db: Db, owner: CartOwner, forUpdate = false): Promise<CartRow | null> {
  const query = db
    .select({ id: carts.id, remark: carts.remark, countryCode: carts.countryCode })
    .from(carts)
    .where(ownedBy(owner));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

/**
 * The owner's cart row, made when missing, its updated_at touched (every change passes here) — one statement, so
 * parallel first adds of one owner end on the same row. `created` says whether this call made it.
 */
export async function ensureCart(
  db: Db,
  owner: CartOwner,
  now: Date,
): Promise<CartRow & { created: boolean }> {
  const [row] = await queryRows<{ id: number; remark: string; country_code: string; created: boolean }>(
    db,
    owner.kind === 'user'
      ? sql`insert into ${carts} (user_id, created_at, updated_at) values (${owner.userId}, ${now}, ${now})
            on conflict (user_id) do update set updated_at = excluded.updated_at
            returning id, remark, country_code, (xmax = 0) as created`
      : sql`insert into ${carts} (guest_token_hash, created_at, updated_at)
            values (${guestTokenHash(owner.token)}, ${now}, ${now})
            on conflict (guest_token_hash) do update set updated_at = excluded.updated_at
            returning id, remark, country_code, (xmax = 0) as created`,
  );
  return { id: row!.id, remark: row!.remark, countryCode: row!.country_code, created: row!.created };
}

/** Marks a change to the cart (pruning reads updated_at). */
export async function touchCart(db: Db, cartId: number, now: Date): Promise<void> {
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

/** Every stored line of a cart, removed ones included, in the order they were added. */
export async function cartLinesOf(db: Db, cartId: number): Promise<LineRow[]> {
  const rows = await db
    .select({
      sku: cartLines.sku,
      amount: cartLines.amount,
      status: cartLines.status,
      overruledPercent: cartLines.overruledDiscount,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.position));
  return rows.map((r) => ({ ...r, status: r.status as LineStatus }));
}

/** The owner's cart with its lines and wishlist size in one query (the cart page's read). */
export async function cartWithLines(
  db: Db,
  owner: CartOwner,
): Promise<{ cart: CartRow; lines: LineRow[]; wishlist: number } | null> {
  const rows = await db
    .select({
      id: carts.id,
      remark: carts.remark,
      countryCode: carts.countryCode,
      wishlist: sql<number>`(select count(*) from ${wishlistEntries} where ${wishlistEntries.cartId} = ${carts.id})::int`,
      sku: cartLines.sku,
      amount: cartLines.amount,
      status: cartLines.status,
      overruledPercent: cartLines.overruledDiscount,
    })
    .from(carts)
    .leftJoin(cartLines, and(eq(cartLines.cartId, carts.id), ne(cartLines.status, 'deletedx')))
    .where(ownedBy(owner))
    .orderBy(asc(cartLines.position));
  const first = rows[0];
  if (!first) return null;
  return {
    cart: { id: first.id, remark: first.remark, countryCode: first.countryCode },
    wishlist: Number(first.wishlist),
    lines: rows.flatMap((r) =>
      r.sku === null || r.amount === null || r.status === null
        ? []
        : [
            {
              sku: r.sku,
              amount: r.amount,
              status: r.status as LineStatus,
              overruledPercent: r.overruledPercent,
            },
          ],
    ),
  };
}

/**
 * Spec 3 §4 "Adding an existing sku increments its amount" in one statement: a live line gets `amount` more,
 * capped at 999; a removed (deletedx) line comes back as 'added' with `amount` at the end of the cart
 * (domain/cart-lines.ts addToLines, done by the database so parallel adds all count). Returns the new amount.
 */
export async function addLine(
  db: Db,
  cartId: number,
  sku: string,
  amount: number,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ amount: number }>(
    db,
    sql`insert into ${cartLines} as l (cart_id, sku, amount, status, added_at)
        values (${cartId}, ${sku}, ${amount}, 'added', ${now})
        on conflict (cart_id, sku) do update set
          amount = case when l.status = 'deletedx' or l.amount = 0 then excluded.amount
                        else least(l.amount + excluded.amount, ${MAX_AMOUNT}) end,
          position = case when l.status = 'deletedx' or l.amount = 0 then excluded.position else l.position end,
          added_at = case when l.status = 'deletedx' or l.amount = 0 then excluded.added_at else l.added_at end,
          status = case when l.status = 'deletedx' or l.amount = 0 then 'added' else l.status end
        returning amount`,
  );
  return Number(row!.amount);
}

/** Spec 3 §4 "Replace sets the amount. Edit applies only if the line exists": false when no live line has the sku. */
export async function replaceLine(db: Db, cartId: number, sku: string, amount: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ amount })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.sku, sku), ne(cartLines.status, 'deletedx')))
    .returning({ sku: cartLines.sku });
  return rows.length > 0;
}

/** Spec 3 §4 "Removing a line sets its status to deletedx and its amount to 0, and does not remove it". */
export async function removeLine(db: Db, cartId: number, sku: string): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ amount: 0, status: 'deletedx' })
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.sku, sku), ne(cartLines.status, 'deletedx')))
    .returning({ sku: cartLines.sku });
  return rows.length > 0;
}

/** Writes lines as given (a merge's result): each sku's amount and status set, new skus appended in order. */
export async function writeLines(
  db: Db,
  cartId: number,
  lines: readonly StoredLine[],
  now: Date,
): Promise<void> {
  for (const line of lines) {
    await db
      .insert(cartLines)
      .values({ cartId, sku: line.sku, amount: line.amount, status: line.status, addedAt: now })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.sku],
        set: { amount: line.amount, status: line.status },
      });
  }
}

/** The number of live lines (distinct skus) of a cart, for the cap on its size. */
export async function liveLineCount(db: Db, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), ne(cartLines.status, 'deletedx')));
  return Number(row?.n ?? 0);
}

/** Whether a live line with this sku exists. */
export async function hasLiveLine(db: Db, cartId: number, sku: string): Promise<boolean> {
  const [row] = await db
    .select({ sku: cartLines.sku })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.sku, sku), ne(cartLines.status, 'deletedx')));
  return row !== undefined;
}

export interface CartCounts {
  /** Spec: the header's cart counter — the copies in the cart (Σ live amounts). */
  cart: number;
  /** The wishlist's entries. */
  wishlist: number;
}

export const NO_COUNTS: CartCounts = Object.freeze({ cart: 0, wishlist: 0 });

/** The header counters of an owner's cart and wishlist, in one query. */
export async function countsOf(db: Db, owner: CartOwner): Promise<CartCounts> {
  const [row] = await db
    .select({
      cart: sql<number>`coalesce((select sum(${cartLines.amount}) from ${cartLines}
        where ${cartLines.cartId} = ${carts.id} and ${cartLines.status} <> 'deletedx'), 0)::int`,
      wishlist: sql<number>`(select count(*) from ${wishlistEntries} where ${wishlistEntries.cartId} = ${carts.id})::int`,
    })
    .from(carts)
    .where(ownedBy(owner));
  return row ? { cart: Number(row.cart), wishlist: Number(row.wishlist) } : NO_COUNTS;
}

/** The header counters of a cart row. */
export async function countsOfCart(db: Db, cartId: number): Promise<CartCounts> {
  const [row] = await queryRows<{ cart: number; wishlist: number }>(
    db,
    sql`select
          coalesce((select sum(amount) from ${cartLines} where cart_id = ${cartId} and status <> 'deletedx'), 0)::int as cart,
          (select count(*) from ${wishlistEntries} where cart_id = ${cartId})::int as wishlist`,
  );
  return { cart: Number(row?.cart ?? 0), wishlist: Number(row?.wishlist ?? 0) };
}

/** The wishlist's skus in the order they were added. */
export async function wishlistSkus(db: Db, cartId: number): Promise<string[]> {
  const rows = await db
    .select({ sku: wishlistEntries.sku })
    .from(wishlistEntries)
    .where(eq(wishlistEntries.cartId, cartId))
    .orderBy(asc(wishlistEntries.position));
  return rows.map((r) => r.sku);
}

/** Adds a wishlist entry unless the sku is there already (spec 3 §4 "The wishlist does not add duplicates"). */
export async function addWishlistEntry(db: Db, cartId: number, sku: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(wishlistEntries)
    .values({ cartId, sku, addedAt: now })
    .onConflictDoNothing()
    .returning({ sku: wishlistEntries.sku });
  return rows.length > 0;
}

export async function removeWishlistEntry(db: Db, cartId: number, sku: string): Promise<boolean> {
  const rows = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.cartId, cartId), eq(wishlistEntries.sku, sku)))
    .returning({ sku: wishlistEntries.sku });
  return rows.length > 0;
}

export async function wishlistCount(db: Db, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistEntries)
    .where(eq(wishlistEntries.cartId, cartId));
  return Number(row?.n ?? 0);
}

export async function deleteCart(db: Db, cartId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.id, cartId));
}
