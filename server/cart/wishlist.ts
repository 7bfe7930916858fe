// Spec 3 §2 /wishlist, §4 "Wishlist merge" ("The wishlist does not add duplicates") and §5 "Stock availability
// for the wishlist": add (refused when domain/availability.ts canWishlist says no), remove, and move to the cart
// (off the wishlist, into the cart with amount 1, in one unit of work).
import type { CartContext } from './context.ts';
import {
  type AddOptions,
  cartFullFor,
  invalid,
  type Invalid,
  MESSAGES,
  ownerForNewEntry,
  removeEntry,
  type Throttled,
} from './lines.ts';
import type { CartOwner } from './owner.ts';
import {
  addLine,
  addWishlistEntry,
  type CartCounts,
  countsOfCart,
  ensureCart,
  findCart,
  removeWishlistEntry,
  touchCart,
  wishlistCount,
} from './store.ts';

/** Entries a wishlist may hold (decision 221). */
export const MAX_WISHLIST_ENTRIES = 100;

export const WISHLIST_MESSAGES = {
  notWishlistable: 'Dit boek kan niet op je verlanglijst.',
  full: `Je verlanglijstje is vol: er passen hoogstens ${MAX_WISHLIST_ENTRIES} boeken op.`,
  notOnWishlist: 'Dit boek staat niet op je verlanglijstje.',
} as const;

export type WishlistAddResult =
  | {
      kind: 'ok';
      /** False when the sku was on the wishlist already (no duplicate is made). */
      added: boolean;
      counts: CartCounts;
      guestToken: string | null;
    }
  | Invalid
  | Throttled;

export type WishlistChangeResult = { kind: 'ok'; counts: CartCounts } | Invalid;

export async function addToWishlist(
  ctx: CartContext,
  owner: CartOwner | null,
  sku: string,
  options: AddOptions,
): Promise<WishlistAddResult> {
  const now = options.now ?? ctx.now();
  const book = (await ctx.catalog.orderInfo([sku], { now })).get(sku);
  if (!book) return invalid('sku', MESSAGES.unknownSku);
  if (!book.wishlistable) return invalid('sku', WISHLIST_MESSAGES.notWishlistable);
  const who = await ownerForNewEntry(ctx, owner, options.clientIp);
  if ('kind' in who) return who;
  return ctx.transaction(async (tx) => {
    const cart = await ensureCart(tx.db, who.owner, now);
    if (!cart.created && (await wishlistCount(tx.db, cart.id)) >= MAX_WISHLIST_ENTRIES)
      return invalid('sku', WISHLIST_MESSAGES.full);
    const added = await addWishlistEntry(tx.db, cart.id, sku, now);
    return {
      kind: 'ok' as const,
      added,
      counts: await countsOfCart(tx.db, cart.id),
      guestToken: who.guestToken,
    };
  });
}

export function removeFromWishlist(
  ctx: CartContext,
  owner: CartOwner | null,
  sku: string,
  now = ctx.now(),
): Promise<WishlistChangeResult> {
  return removeEntry(ctx, owner, sku, now, removeWishlistEntry);
}

/** Off the wishlist and into the cart with amount 1 (added to a line already there), or neither. */
export async function moveToCart(
  ctx: CartContext,
  owner: CartOwner | null,
  sku: string,
  now = ctx.now(),
): Promise<WishlistChangeResult> {
  if (!owner) return invalid('sku', WISHLIST_MESSAGES.notOnWishlist);
  const book = (await ctx.catalog.orderInfo([sku], { now })).get(sku);
  return ctx.transaction(async (tx) => {
    const cart = await findCart(tx.db, owner, true);
    if (!cart) return invalid('sku', WISHLIST_MESSAGES.notOnWishlist);
    if (!book) return invalid('sku', MESSAGES.unknownSku);
    if (!book.orderable) return invalid('sku', MESSAGES.notOrderable);
    if (await cartFullFor(tx.db, cart.id, sku)) return invalid('sku', MESSAGES.cartFull);
    if (!(await removeWishlistEntry(tx.db, cart.id, sku)))
      return invalid('sku', WISHLIST_MESSAGES.notOnWishlist);
    await addLine(tx.db, cart.id, sku, 1, now);
    await touchCart(tx.db, cart.id, now);
    return { kind: 'ok' as const, counts: await countsOfCart(tx.db, cart.id) };
  });
}
