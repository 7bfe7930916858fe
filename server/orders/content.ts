// The digest of an order's content (domain/order-content.ts, decision 362): kept on a payment attempt when it is
// opened and compared when the provider says it was paid; also carried by the payment form, so a start is refused
// when the order is no longer what the form showed (decision 525). The digest of lines about to be frozen (a
// snapshot) equals that of the same lines once stored.
import { createHash } from 'node:crypto';
import { type OrderContentLine, orderContentKey } from '../../domain/order-content.ts';
import type { Db } from '../db/client.ts';
import { linesOf, type OrderRow } from './store.ts';

/** The digest of these lines and this total (base64url SHA-256 of the content key). */
export function contentDigest(lines: readonly OrderContentLine[], totalCents: number): string {
  return createHash('sha256').update(orderContentKey(lines, totalCents)).digest('base64url');
}

export async function orderContentDigest(
  db: Db,
  order: Pick<OrderRow, 'id' | 'totalCents'>,
): Promise<string> {
  return contentDigest(await linesOf(db, order.id), order.totalCents);
}
