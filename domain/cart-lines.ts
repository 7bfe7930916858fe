// Spec 3 §4 "Cart lines", "Cart merge on login", "Wishlist merge" and §5 "Cart amount": what adding, replacing,
// removing and merging do to the stored lines of a cart. Pure: the cart service reads the lines, applies one of
// these and writes the result back in one transaction.

/** Spec 3 §4 "Status values are added, ok and deletedx". */
export type LineStatus = 'added' | 'ok' | 'deletedx';

export interface StoredLine {
  sku: string;
  amount: number;
  status: LineStatus;
}

/** Amounts are whole numbers from 1 to 999 (decision 213; the spec only says "an integer"). */
export const MIN_AMOUNT = 1;
export const MAX_AMOUNT = 999;
/** Spec 3 §3 order_remark: at most this many characters (decision 222); the cart page's counter and the server. */
export const CART_REMARK_MAX = 500;

export type CartAmountResult =
  { kind: 'ok'; amount: number } | { kind: 'confirm-delete' } | { kind: 'invalid'; message: string };

export const AMOUNT_NOT_WHOLE = 'Vul een heel aantal in, zonder komma of punt.';
export const AMOUNT_TOO_LARGE = `Je kunt hoogstens ${MAX_AMOUNT} exemplaren tegelijk bestellen.`;

/** Spec 3 §5 "Cart amount must be an integer. 0 or empty opens the delete confirmation". Spaces around are ignored. */
export function parseCartAmount(text: string): CartAmountResult {
  const value = text.trim();
  if (value === '') return { kind: 'confirm-delete' };
  if (!/^\d+$/.test(value)) return { kind: 'invalid', message: AMOUNT_NOT_WHOLE };
  const amount = Number(value.replace(/^0+(?=\d)/, ''));
  if (amount === 0) return { kind: 'confirm-delete' };
  if (!Number.isSafeInteger(amount) || amount > MAX_AMOUNT)
    return { kind: 'invalid', message: AMOUNT_TOO_LARGE };
  return { kind: 'ok', amount };
}

/** Spec 3 §4 "Lines with deletedx are hidden": a line that counts (shown, priced, compared). */
export function isLive(line: StoredLine): boolean {
  return line.status !== 'deletedx' && line.amount > 0;
}

/** The lines that count: not deletedx, amount > 0. */
export function liveLines(lines: readonly StoredLine[]): StoredLine[] {
  return lines.filter(isLive);
}

function checkAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < MIN_AMOUNT || amount > MAX_AMOUNT)
    throw new RangeError(`not an amount from ${MIN_AMOUNT} to ${MAX_AMOUNT}: ${amount}`);
}

/**
 * Spec 3 §4 "Adding an existing sku increments its amount by 1": a live line gets `amount` more (capped at 999)
 * and keeps its status; a removed (deletedx) line comes back as 'added' with `amount`; a new sku is appended.
 */
export function addToLines(lines: readonly StoredLine[], sku: string, amount = 1): StoredLine[] {
  checkAmount(amount);
  const existing = lines.find((line) => line.sku === sku);
  if (!existing) return [...lines, { sku, amount, status: 'added' }];
  return lines.map((line) => {
    if (line.sku !== sku) return line;
    return isLive(line)
      ? { ...line, amount: Math.min(MAX_AMOUNT, line.amount + amount) }
      : { sku, amount, status: 'added' as const };
  });
}

/** Spec 3 §4 "Replace sets the amount. Edit applies only if the line exists" (a live line; a removed one stays removed). */
export function replaceAmount(lines: readonly StoredLine[], sku: string, amount: number): StoredLine[] {
  checkAmount(amount);
  return lines.map((line) => (line.sku === sku && isLive(line) ? { ...line, amount } : line));
}

/** Spec 3 §4 "Removing a line sets its status to deletedx and its amount to 0, and does not remove it". */
export function removeLine(lines: readonly StoredLine[], sku: string): StoredLine[] {
  return lines.map((line) => (line.sku === sku ? { ...line, amount: 0, status: 'deletedx' as const } : line));
}

/**
 * Spec 3 §4 "Cart merge on login": the guest cart is empty → nothing to do; the saved cart has no live lines →
 * merge at once; both have live lines → ask (the compare dialog: use the saved cart, or merge).
 */
export function mergeDecision(
  guest: readonly StoredLine[],
  saved: readonly StoredLine[],
): 'merge' | 'compare' | 'nothing' {
  if (liveLines(guest).length === 0) return 'nothing';
  if (liveLines(saved).length === 0) return 'merge';
  return 'compare';
}

/**
 * Spec 3 §4 "Merge rule: matching skus take the local amount and status, and other lines are added". The guest's
 * live lines are applied to the saved lines (a saved deletedx line with the same sku comes back with the guest's
 * amount); guest deletedx lines take no part ("excluded from comparison"). The saved order is kept, new lines
 * follow in guest order; one line per sku.
 */
export function mergeCarts(guest: readonly StoredLine[], saved: readonly StoredLine[]): StoredLine[] {
  const incoming = new Map<string, StoredLine>();
  for (const line of liveLines(guest)) if (!incoming.has(line.sku)) incoming.set(line.sku, line);
  const merged = saved.map((line) => {
    const local = incoming.get(line.sku);
    if (!local) return line;
    incoming.delete(line.sku);
    return { sku: line.sku, amount: Math.min(MAX_AMOUNT, local.amount), status: local.status };
  });
  for (const line of incoming.values()) merged.push({ ...line, amount: Math.min(MAX_AMOUNT, line.amount) });
  return merged;
}

/** Spec 3 §4 "Wishlist merge": the saved list, then the guest's entries not already in it; never a duplicate. */
export function mergeWishlists(guestSkus: readonly string[], savedSkus: readonly string[]): string[] {
  return [...new Set([...savedSkus, ...guestSkus])];
}
