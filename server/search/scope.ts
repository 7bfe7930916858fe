// The search scopes as a condition on `books` (DESIGN.md "Search scopes"), and stock priority as an order key.
import { type SQL, sql } from 'drizzle-orm';
import { OWN_EDITION } from '../../domain/labels.ts';
import type { SearchScope } from '../../domain/search.ts';
import { books } from '../db/schema.ts';

/** own = the publisher's own editions, sb = the self-help range, all = every book. */
export function scopeCondition(scope: SearchScope): SQL {
  if (scope === 'own') return sql`${books.sbEdition} = ${sql.raw(`'${OWN_EDITION}'`)}`;
  if (scope === 'sb') return sql`${books.inSb}`;
  return sql`true`;
}

/** Spec 1 §2.4 stock priority: in-stock books first. */
export function stockFirst(on: boolean): SQL[] {
  return on ? [sql`(${books.stock} <> 1) asc`] : [];
}

/**
 * Newest first, written as the list indexes hold it: after stock priority `id desc nulls last`
 * (books_stock_id_idx, books_sb_stock_id_idx), without it `id desc` (the primary key read backwards). A
 * different nulls order would make PostgreSQL sort every match instead of reading the index in order.
 */
export function newestFirst(stockPriority: boolean): SQL {
  return stockPriority ? sql`${books.id} desc nulls last` : sql`${books.id} desc`;
}
