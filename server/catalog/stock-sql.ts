// The stock rules of domain/availability.ts as SQL order keys and conditions, built from the same named
// constants (issue 12 #4: no literal stock value or hidden price outside domain/). The constants are written
// inline (sql.raw of a number we own, never input), not as parameters: the expressions must read exactly like
// the index expressions and partial-index predicates in server/catalog/schema.ts for the planner to use those indexes.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { IN_STOCK, SOLD_OUT } from '../../domain/availability.ts';

const inStock = sql.raw(String(IN_STOCK));
const soldOut = sql.raw(String(SOLD_OUT));

/** `stock = 2`: sold out (spec 1 §9). */
export function soldOutSql(stock: AnyPgColumn | SQL): SQL {
  return sql`${stock} = ${soldOut}`;
}

/** `(stock <> 1)`: not on the shelf — false sorts first, so "in stock first" (spec 1 §2.4 stock priority). */
export function notInStockSql(stock: AnyPgColumn | SQL): SQL {
  return sql`(${stock} <> ${inStock})`;
}

/** Spec 1 §2.4 stock priority as an order key: books in stock (stock 1) first. */
export function inStockFirst(stock: AnyPgColumn | SQL): SQL {
  return sql`${notInStockSql(stock)} asc`;
}
