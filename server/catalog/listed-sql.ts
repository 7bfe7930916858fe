// Issue 31 (decisions #664, #690): a book the ONIX feed deleted (NotificationType 05) keeps its row, so orders,
// carts, wishlists and links still find it, but no shopper-facing list, search or sitemap shows it. This is that
// one condition, written the same way everywhere (and in the partial-index predicates of server/catalog/schema.ts)
// so the planner can match the two.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `withdrawn_at is null`: the book is in the catalogue shoppers browse (not deleted by the feed). */
export function notWithdrawnSql(withdrawnAt: AnyPgColumn | SQL): SQL {
  return sql`${withdrawnAt} is null`;
}
