// The digest of an order's content (domain/order-content.ts, decision 362): kept on a payment attempt when it is
// opened and compared when the provider says it was paid.
import { createHash } from 'node:crypto';
import { orderContentKey } from '../../domain/order-content.ts';
import type { Db } from '../db/client.ts';
import { linesOf, type OrderRow } from './store.ts';

export async function orderContentDigest(
  db: Db,
  order: Pick<OrderRow, 'id' | 'totalCents'>,
): Promise<string> {
  const key = orderContentKey(await linesOf(db, order.id), order.totalCents);
  return createHash('sha256').update(key).digest('base64url');
}
