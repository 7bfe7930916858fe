// The search scopes as a condition on `books` (DESIGN.md "Search scopes"), the count of every scope in one pass,
// and stock priority as an order key.
import { type SQL, sql } from 'drizzle-orm';
import { OWN_EDITION } from '../../domain/labels.ts';
import type { SearchScope } from '../../domain/search.ts';
import { queryRows, type Db } from '../db/client.ts';
import { inStockFirst } from '../catalog/index.ts';
import { BOOKS, bookIndex } from './book-index.ts';
import type { ScopeCounts } from './plan.ts';

/** own = the publisher's own editions, sb = the self-help range, all = every book. */
export function scopeCondition(scope: SearchScope): SQL {
  if (scope === 'own') return sql`${bookIndex.sbEdition} = ${sql.raw(`'${OWN_EDITION}'`)}`;
  if (scope === 'sb') return sql`${bookIndex.inSb}`;
  return sql`true`;
}

/**
 * Every scope counted exactly in one pass over the matches. Only for a bounded set of matches: the ranked mode of
 * a term of stop words (at most the ranked limit) and the advanced search's empty scope (which then offers a
 * wider one); a full-text plan counts its scopes in the same pass as its capped count (plan.ts).
 */
export async function exactScopeCounts(db: Db, match: SQL): Promise<ScopeCounts> {
  const [row] = await queryRows<{ own: number; sb: number; all: number }>(
    db,
    sql`select count(*) filter (where ${scopeCondition('own')})::int as own,
               count(*) filter (where ${scopeCondition('sb')})::int as sb,
               count(*)::int as all
        from ${BOOKS} where ${match}`,
  );
  return { own: row?.own ?? 0, sb: row?.sb ?? 0, all: row?.all ?? 0, capped: [] };
}

/** Spec 1 §2.4 stock priority: in-stock books first. */
export function stockFirst(on: boolean): SQL[] {
  return on ? [inStockFirst(bookIndex.stock)] : [];
}

/**
 * Newest first, written as the list indexes hold it: after stock priority `id desc nulls last`
 * (books_stock_id_idx, books_sb_stock_id_idx), without it `id desc` (the primary key read backwards). A
 * different nulls order would make PostgreSQL sort every match instead of reading the index in order.
 */
export function newestFirst(stockPriority: boolean): SQL {
  return stockPriority ? sql`${bookIndex.id} desc nulls last` : sql`${bookIndex.id} desc`;
}
