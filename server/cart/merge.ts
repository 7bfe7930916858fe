// Spec 3 §4 "Cart merge on login", "Wishlist merge" and "Registering an anonymous client moves the anonymous cart
// to the user cart": what happens to a guest's cart and wishlist when the guest logs in or registers. The rules
// are domain/cart-lines.ts's (mergeDecision, mergeCarts, mergeWishlists); this applies them in one transaction
// with the guest row locked, so two logins at once cannot merge the same guest cart twice.
import { eq } from 'drizzle-orm';
import {
  isLive,
  mergeCarts,
  mergeDecision,
  mergeWishlists,
  type StoredLine,
} from '../../domain/cart-lines.ts';
import type { CartContext } from './context.ts';
import { DEFAULT_COUNTRY_CODE } from './countries.ts';
import type { CartOwner } from './owner.ts';
import { carts, wishlistEntries } from './schema.ts';
import {
  addWishlistEntry,
  type CartRow,
  cartLinesOf,
  deleteCart,
  ensureCart,
  findCart,
  type LineRow,
  wishlistSkus,
  writeLines,
} from './store.ts';
import { type CartView, priceStoredCart } from './view.ts';
import { MAX_WISHLIST_ENTRIES } from './wishlist.ts';

export type LoginMerge = { kind: 'merged' | 'compare' | 'nothing' };

function guest(token: string): CartOwner {
  return { kind: 'guest', token };
}

function user(userId: number): CartOwner {
  return { kind: 'user', userId };
}

/**
 * After a login (spec 3 §4): the guest's wishlist joins the account's at once (no duplicates); then the guest cart
 * empty → 'nothing', the account's cart without live lines → 'merged', both with live lines → 'compare' (the
 * dialog; the guest cart stays until resolveCompare). On 'merged' and 'nothing' the guest cart is deleted and the
 * caller clears the lw_guest cookie.
 */
export async function afterLogin(
  ctx: CartContext,
  guestToken: string | null,
  userId: number,
  now = ctx.now(),
): Promise<LoginMerge> {
  if (!guestToken) return { kind: 'nothing' };
  return ctx.transaction(async (tx) => {
    const guestCart = await findCart(tx.db, guest(guestToken), true);
    if (!guestCart) return { kind: 'nothing' as const };
    const guestLines = await cartLinesOf(tx.db, guestCart.id);
    const guestWishes = await wishlistSkus(tx.db, guestCart.id);
    if (guestWishes.length === 0 && !guestLines.some(isLive)) {
      await deleteCart(tx.db, guestCart.id);
      return { kind: 'nothing' as const };
    }
    const saved = await ensureCart(tx.db, user(userId), now);
    await moveWishlist(tx, guestCart.id, saved.id, guestWishes, now);
    const savedLines = await cartLinesOf(tx.db, saved.id);
    const decision = mergeDecision(guestLines, savedLines);
    if (decision === 'compare') return { kind: 'compare' as const };
    if (decision === 'merge') await applyMerge(tx, guestCart, guestLines, saved, savedLines, now);
    await deleteCart(tx.db, guestCart.id);
    return { kind: decision === 'merge' ? ('merged' as const) : ('nothing' as const) };
  });
}

/**
 * The compare dialog's answer (spec 3 §4): 'saved' keeps the account's cart as it is (the spec's 'init'),
 * 'merge' applies the merge rule; either way the guest cart is deleted. 'nothing' when there is no guest cart.
 */
export async function resolveCompare(
  ctx: CartContext,
  guestToken: string | null,
  userId: number,
  choice: 'saved' | 'merge',
  now = ctx.now(),
): Promise<{ kind: 'ok' | 'nothing' }> {
  if (!guestToken) return { kind: 'nothing' };
  return ctx.transaction(async (tx) => {
    const guestCart = await findCart(tx.db, guest(guestToken), true);
    if (!guestCart) return { kind: 'nothing' as const };
    if (choice === 'merge') {
      const saved = await ensureCart(tx.db, user(userId), now);
      const guestLines = await cartLinesOf(tx.db, guestCart.id);
      await moveWishlist(tx, guestCart.id, saved.id, await wishlistSkus(tx.db, guestCart.id), now);
      await applyMerge(tx, guestCart, guestLines, saved, await cartLinesOf(tx.db, saved.id), now);
    }
    await deleteCart(tx.db, guestCart.id);
    return { kind: 'ok' as const };
  });
}

/**
 * Spec 3 §4 "Registering an anonymous client moves the anonymous cart to the user cart": the guest row becomes the
 * new account's (lines, wishlist, remark and country as they are). Should the account have a cart already, the
 * two are merged instead.
 */
export async function afterRegister(
  ctx: CartContext,
  guestToken: string | null,
  userId: number,
  now = ctx.now(),
): Promise<{ kind: 'moved' | 'merged' | 'nothing' }> {
  if (!guestToken) return { kind: 'nothing' };
  return ctx.transaction(async (tx) => {
    const guestCart = await findCart(tx.db, guest(guestToken), true);
    if (!guestCart) return { kind: 'nothing' as const };
    const existing = await findCart(tx.db, user(userId), true);
    if (!existing) {
      await tx.db
        .update(carts)
        .set({ userId, guestTokenHash: null, updatedAt: now })
        .where(eq(carts.id, guestCart.id));
      return { kind: 'moved' as const };
    }
    const guestLines = await cartLinesOf(tx.db, guestCart.id);
    await moveWishlist(tx, guestCart.id, existing.id, await wishlistSkus(tx.db, guestCart.id), now);
    await applyMerge(tx, guestCart, guestLines, existing, await cartLinesOf(tx.db, existing.id), now);
    await deleteCart(tx.db, guestCart.id);
    return { kind: 'merged' as const };
  });
}

export interface CartComparison {
  /** The cart made before logging in. */
  guest: CartView;
  /** The cart saved in the account. */
  saved: CartView;
}

/** Both carts for the compare dialog, priced with the account's discounts; null when there is no guest cart. */
export async function compareCarts(
  ctx: CartContext,
  guestToken: string | null,
  userId: number,
  now = ctx.now(),
): Promise<CartComparison | null> {
  if (!guestToken) return null;
  const guestCart = await findCart(ctx.db, guest(guestToken));
  if (!guestCart) return null;
  const savedCart = await findCart(ctx.db, user(userId));
  const [guestLines, savedLines] = await Promise.all([
    cartLinesOf(ctx.db, guestCart.id),
    savedCart ? cartLinesOf(ctx.db, savedCart.id) : Promise.resolve([]),
  ]);
  const side = (cart: CartRow | null, lines: LineRow[]) =>
    priceStoredCart(ctx, {
      userId,
      lines,
      remark: cart?.remark ?? '',
      countryCode: cart?.countryCode ?? DEFAULT_COUNTRY_CODE,
      wishlist: 0,
      now,
    });
  return { guest: await side(guestCart, guestLines), saved: await side(savedCart, savedLines) };
}

/**
 * Spec 3 §4 merge rule on the stored rows: matching skus take the guest amount and status, other guest lines are
 * appended; the guest's remark comes along when it has one, its country when it chose another than NL
 * (decision 226).
 */
async function applyMerge(
  tx: CartContext,
  guestCart: CartRow,
  guestLines: readonly StoredLine[],
  saved: CartRow,
  savedLines: readonly StoredLine[],
  now: Date,
): Promise<void> {
  const before = new Map(savedLines.map((l) => [l.sku, l]));
  const changed = mergeCarts(guestLines, savedLines).filter((line) => {
    const old = before.get(line.sku);
    return !old || old.amount !== line.amount || old.status !== line.status;
  });
  await writeLines(tx.db, saved.id, changed, now);
  await tx.db
    .update(carts)
    .set({
      updatedAt: now,
      ...(guestCart.remark ? { remark: guestCart.remark } : {}),
      ...(guestCart.countryCode !== DEFAULT_COUNTRY_CODE ? { countryCode: guestCart.countryCode } : {}),
    })
    .where(eq(carts.id, saved.id));
}

/** Spec 3 §4 "Wishlist merge": the guest's entries not yet on the account's list are added, then the guest list is cleared. */
async function moveWishlist(
  tx: CartContext,
  guestCartId: number,
  savedCartId: number,
  guestSkus: readonly string[],
  now: Date,
): Promise<void> {
  if (guestSkus.length === 0) return;
  const savedSkus = await wishlistSkus(tx.db, savedCartId);
  const merged = mergeWishlists(guestSkus, savedSkus);
  const room = Math.max(0, MAX_WISHLIST_ENTRIES - savedSkus.length);
  for (const sku of merged.slice(savedSkus.length).slice(0, room))
    await addWishlistEntry(tx.db, savedCartId, sku, now);
  await tx.db.delete(wishlistEntries).where(eq(wishlistEntries.cartId, guestCartId));
}
