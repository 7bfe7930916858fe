// Shared by the seed, search and catalogue tests (and bench/advanced-search.ts): raw queries on either driver, a
// content hash for determinism checks, and a uniquely named throw-away PostgreSQL database for TEST_DATABASE_URL runs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../server/db/client.ts';

export async function rows<T = Record<string, unknown>>(
  database: Database,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (database.kind === 'postgres') return (await database.pool!.query(text, params)).rows as T[];
  return (await database.pglite!.query<T>(text, params)).rows;
}

export async function value<T>(database: Database, text: string, params: unknown[] = []): Promise<T> {
  const [row] = await rows<Record<string, T>>(database, text, params);
  return Object.values(row ?? {})[0] as T;
}

/** Tables whose full content must be equal between two seeds with the same book count. */
export const SEEDED_TABLES = [
  'settings',
  'features',
  'navigation_items',
  'countries',
  'languages',
  'categories',
  'subcategories',
  'product_groups',
  'product_subgroups',
  'authors',
  'books',
  'book_media',
  'downloads',
  'top10_sections',
  'top10_entries',
  'rankings',
  'newsletters',
  'banners',
  'quotes',
  'tooltips',
  'notifications',
  'videos',
] as const;

/** md5 per table over every row as text, in a UTC session so timestamps print alike on every server. */
export async function contentHashes(database: Database): Promise<Record<string, string>> {
  const client = database.kind === 'postgres' ? await database.pool!.connect() : null;
  const query = async (text: string) =>
    client
      ? (await client.query(text)).rows
      : (await database.pglite!.query<Record<string, unknown>>(text)).rows;
  try {
    await query("SET TIME ZONE 'UTC'");
    const result: Record<string, string> = {};
    for (const table of SEEDED_TABLES) {
      const [row] = await query(
        `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS hash FROM "${table}" x`,
      );
      result[table] = String(row?.hash);
    }
    return result;
  } finally {
    client?.release();
  }
}

/** A fresh database next to the one in TEST_DATABASE_URL; drop() removes it again. */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `lw_seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
