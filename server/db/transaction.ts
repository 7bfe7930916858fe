// The unit of work (issue 12 #1): one way to run several writes — of one service or of several — in one
// transaction. A function that takes a `Db` runs on whatever it is given: the database, or a transaction a
// caller opened. `withTransaction` opens one, or joins the caller's when it is handed a transaction already,
// so a service that runs its own writes in a transaction still composes into a larger unit of work.
//
// On PGlite (one connection) a statement on the outer `db` made while a transaction is open waits for that
// transaction to end: inside `work`, use only `tx`, never the `db` you started from (it would wait forever).
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Whether `db` is a transaction (a caller's unit of work) rather than the database itself. */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

/** Runs `work` in one transaction: a new one, or the caller's when `db` is one already. A throw rolls it all back. */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return work(db);
  return db.transaction((tx) => work(tx as unknown as Db));
}
