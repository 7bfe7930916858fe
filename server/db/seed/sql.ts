// Raw SQL on one connection for the seed: the whole seed runs in one transaction (a failed seed leaves an empty
// database that the next start seeds again), and bulk inserts pass one array parameter per column through
// unnest(), so a batch has ~40 parameters however many rows it holds (no 65,535-parameter limit).
import type { Database } from '../client.ts';

export interface SqlConn {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export type ColumnType = 'int' | 'smallint' | 'text' | 'boolean' | 'date' | 'timestamptz' | 'text[]';

export interface Column<R> {
  name: string;
  type: ColumnType;
  value: (row: R) => unknown;
}

export async function inTransaction<T>(database: Database, work: (conn: SqlConn) => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    const client = await database.pool!.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  return database.pglite!.transaction((tx) => work(tx));
}

/** Inserts rows column-wise with INSERT … SELECT FROM unnest($1::type[], …). */
export async function insertRows<R>(
  conn: SqlConn,
  table: string,
  columns: readonly Column<R>[],
  rows: readonly R[],
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map((column) => {
    const values = rows.map(column.value);
    // A text[] column travels as one array-literal string per row (unnest cannot take a jagged 2-D array).
    return column.type === 'text[]' ? values.map((v) => toArrayLiteral(v as readonly string[])) : values;
  });
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const args = columns.map((c, i) => `$${i + 1}::${c.type === 'text[]' ? 'text' : c.type}[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`);
  const select = columns.map((c, i) => (c.type === 'text[]' ? `c${i}::text[]` : `c${i}`)).join(', ');
  await conn.query(
    `INSERT INTO "${table}" (${names}) SELECT ${select} FROM unnest(${args}) AS u(${aliases.join(', ')})`,
    params,
  );
}

/** A PostgreSQL array literal with every element quoted, so commas, quotes and braces survive. */
export function toArrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** After inserting explicit ids, moves the serial sequence past them so later inserts do not collide. */
export async function syncSequence(conn: SqlConn, table: string): Promise<void> {
  await conn.query(
    `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM "${table}"`,
  );
}

/**
 * Bulk-loads a table without its secondary indexes and foreign keys, then restores them: one index build and
 * one validating join per constraint are much faster than checking and indexing row by row. Runs inside the
 * seed transaction, so a failure restores everything; re-adding the constraints still validates every row.
 * Indexes that back a constraint (the primary key) stay.
 */
export async function withBulkLoad(conn: SqlConn, table: string, load: () => Promise<void>): Promise<void> {
  const { rows: foreignKeys } = await conn.query(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'f' ORDER BY conname`,
    [table],
  );
  const { rows: indexes } = await conn.query(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = $1
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)
      ORDER BY indexname`,
    [table],
  );
  for (const fk of foreignKeys) await conn.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await conn.query(`DROP INDEX "${index.name}"`);
  await load();
  await conn.query("SET LOCAL maintenance_work_mem = '256MB'");
  for (const index of indexes) await conn.query(String(index.definition));
  for (const fk of foreignKeys)
    await conn.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
}
