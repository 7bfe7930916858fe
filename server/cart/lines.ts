// Spec 3 §4 "Cart lines" and §5 "Cart amount" on the server: add, replace, remove, the remark and the country.
// Each is one unit of work; an add is one upsert, so parallel adds of one sku all count. A guest cart is made
// only by an add (never by a visit), after the client address's guest-cart limit is counted (decision 224).
import { CART_REMARK_MAX, MAX_AMOUNT, MIN_AMOUNT } from '../../domain/cart-lines.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { CartContext } from './context.ts';
import type { CartOwner } from './owner.ts';
import { carts } from './schema.ts';
import {
  addLine,
  type CartCounts,
  countsOf,
  countsOfCart,
  ensureCart,
  findCart,
  hasLiveLine,
  liveLineCount,
  NO_COUNTS,
  removeLine,
  replaceLine,
  touchCart,
} from './store.ts';

/** Distinct live lines a cart may hold (decision 221): more is a script, not a shopper. */
export const MAX_CART_LINES = 100;
export { CART_REMARK_MAX };

export const MESSAGES = {
  unknownSku: 'Dit boek is nog niet in onze database opgenomen',
  notOrderable: 'Dit boek is nu niet te bestellen.',
  amount: `Vul een heel aantal in van ${MIN_AMOUNT} tot en met ${MAX_AMOUNT}.`,
  cartFull: `Je winkelwagentje is vol: er passen hoogstens ${MAX_CART_LINES} verschillende artikelen in.`,
  notInCart: 'Dit artikel staat niet in je winkelwagentje.',
  emptyCart: 'Er staat nog niets in je winkelwagentje',
  remarkTooLong: `Je opmerking is te lang (hoogstens ${CART_REMARK_MAX} tekens).`,
  unknownCountry: 'Kies een land uit de lijst.',
} as const;

export type Invalid = { kind: 'invalid'; field: string; message: string };
export type Throttled = { kind: 'throttled'; retryAfterSeconds: number };

export type AddResult =
  | {
      kind: 'ok';
      /** The line's amount after the add (capped at 999). */
      amount: number;
      counts: CartCounts;
      /** A new guest token to set as the lw_guest cookie (a guest cart was made for a visitor without one). */
      guestToken: string | null;
    }
  | Invalid
  | Throttled;

export type ChangeResult = { kind: 'ok'; counts: CartCounts } | Invalid;

export interface AddOptions {
  /** The client address, for the guest-cart limit. */
  clientIp: string;
  now?: Date;
}

export function invalid(field: string, message: string): Invalid {
  return { kind: 'invalid', field, message };
}

export function isAmount(amount: unknown): amount is number {
  return Number.isInteger(amount) && (amount as number) >= MIN_AMOUNT && (amount as number) <= MAX_AMOUNT;
}

/**
 * The owner of a write that may make a guest cart: the given owner, or a new guest with a fresh token. A guest
 * whose cart does not exist yet (a new token, or one pruned) is counted against the address's limit first.
 */
export async function ownerForNewEntry(
  ctx: CartContext,
  owner: CartOwner | null,
  clientIp: string,
): Promise<{ owner: CartOwner; guestToken: string | null } | Throttled> {
  const chosen: CartOwner = owner ?? { kind: 'guest', token: ctx.newToken() };
  if (chosen.kind === 'guest' && (owner === null || !(await findCart(ctx.db, chosen)))) {
    const admission = await ctx.admitGuestCart(clientIp);
    if (admission.blocked) return { kind: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };
  }
  return { owner: chosen, guestToken: owner === null ? (chosen as { token: string }).token : null };
}

/** Spec 3 §4 add: an existing sku gets `amount` more (a removed one comes back), a new one is appended. */
export async function addToCart(
  ctx: CartContext,
  owner: CartOwner | null,
  sku: string,
  amount: number,
  options: AddOptions,
): Promise<AddResult> {
  if (!isAmount(amount)) return invalid('amount', MESSAGES.amount);
  const now = options.now ?? ctx.now();
  // Fresh: the book can be ordered now (domain/availability.ts), whatever the page showed a minute ago.
  const book = (await ctx.catalog.orderInfo([sku], { now })).get(sku);
  if (!book) return invalid('sku', MESSAGES.unknownSku);
  if (!book.orderable) return invalid('sku', MESSAGES.notOrderable);
  const who = await ownerForNewEntry(ctx, owner, options.clientIp);
  if ('kind' in who) return who;
  return ctx.transaction(async (tx) => {
    const cart = await ensureCart(tx.db, who.owner, now);
    if (!cart.created && (await cartFullFor(tx.db, cart.id, sku))) return invalid('sku', MESSAGES.cartFull);
    const newAmount = await addLine(tx.db, cart.id, sku, amount, now);
    return {
      kind: 'ok' as const,
      amount: newAmount,
      counts: await countsOfCart(tx.db, cart.id),
      guestToken: who.guestToken,
    };
  });
}

/** Spec 3 §4 "Replace sets the amount. Edit applies only if the line exists" (amount 1–999; 0 is a removal). */
export async function replaceInCart(
  ctx: CartContext,
  owner: CartOwner | null,
  sku: string,
  amount: number,
  now = ctx.now(),
): Promise<ChangeResult> {
  if (!isAmount(amount)) return invalid('amount', MESSAGES.amount);
  if (!owner) return invalid('sku', MESSAGES.notInCart);
  return ctx.transaction(async (tx) => {
    const cart = await findCart(tx.db, owner, true);
    if (!cart || !(await replaceLine(tx.db, cart.id, sku, amount))) return invalid('sku', MESSAGES.notInCart);
    await touchCart(tx.db, cart.id, now);
    return { kind: 'ok' as const, counts: await countsOfCart(tx.db, cart.id) };
  });
}

/** Spec 3 §4 remove: status deletedx, amount 0, the line kept (hidden). Removing what is not there is no error. */
export function removeFromCart(
  ctx: CartContext,
  owner: CartOwner | null,
  sku: string,
  now = ctx.now(),
): Promise<ChangeResult> {
  return removeEntry(ctx, owner, sku, now, removeLine);
}

/**
 * Takes a line or wishlist entry away with `remove` (true when something went; then the cart row is touched).
 * No owner or no cart row: nothing to remove, no error.
 */
export async function removeEntry(
  ctx: CartContext,
  owner: CartOwner | null,
  sku: string,
  now: Date,
  remove: (db: Db, cartId: number, sku: string) => Promise<boolean>,
): Promise<ChangeResult> {
  if (!owner) return { kind: 'ok', counts: NO_COUNTS };
  return ctx.transaction(async (tx) => {
    const cart = await findCart(tx.db, owner, true);
    if (!cart) return { kind: 'ok' as const, counts: NO_COUNTS };
    if (await remove(tx.db, cart.id, sku)) await touchCart(tx.db, cart.id, now);
    return { kind: 'ok' as const, counts: await countsOfCart(tx.db, cart.id) };
  });
}

/** Decision 221: a new sku does not fit when the cart holds MAX_CART_LINES live lines already. */
export async function cartFullFor(db: Db, cartId: number, sku: string): Promise<boolean> {
  return !(await hasLiveLine(db, cartId, sku)) && (await liveLineCount(db, cartId)) >= MAX_CART_LINES;
}

/**
 * The cart's remark (spec 3 §3 order_remark). A customer's cart row is made when missing; a guest without a cart
 * has nothing to remark on (a guest cart is only made by an add).
 */
export async function setRemark(
  ctx: CartContext,
  owner: CartOwner | null,
  remark: string,
  now = ctx.now(),
): Promise<ChangeResult> {
  const text = remark.replace(/\r\n?/g, '\n').trim();
  if (text.length > CART_REMARK_MAX) return invalid('remark', MESSAGES.remarkTooLong);
  return updateCartRow(ctx, owner, { remark: text }, now);
}

/** The country shipping is computed for: one the countries table knows. */
export async function setCountry(
  ctx: CartContext,
  owner: CartOwner | null,
  code: string,
  now = ctx.now(),
): Promise<ChangeResult> {
  const country = await ctx.countries.byCode(code);
  if (!country) return invalid('country', MESSAGES.unknownCountry);
  return updateCartRow(ctx, owner, { countryCode: country.code }, now);
}

async function updateCartRow(
  ctx: CartContext,
  owner: CartOwner | null,
  set: { remark?: string; countryCode?: string },
  now: Date,
): Promise<ChangeResult> {
  if (!owner) return invalid('cart', MESSAGES.emptyCart);
  return ctx.transaction(async (tx) => {
    const cart =
      owner.kind === 'user' ? await ensureCart(tx.db, owner, now) : await findCart(tx.db, owner, true);
    if (!cart) return invalid('cart', MESSAGES.emptyCart);
    await tx.db
      .update(carts)
      .set({ ...set, updatedAt: now })
      .where(eq(carts.id, cart.id));
    return { kind: 'ok' as const, counts: await countsOfCart(tx.db, cart.id) };
  });
}

/** The header counters (spec 3 §2, issue 13 #5): Σ live amounts and the wishlist's entries; 0 and 0 without a cart. */
export async function cartCounts(ctx: CartContext, owner: CartOwner | null): Promise<CartCounts> {
  return owner ? countsOf(ctx.db, owner) : NO_COUNTS;
}
