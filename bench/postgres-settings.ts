// The PostgreSQL a benchmark runs on (BENCH_DATABASE_URL): its shared_buffers and size, written beside the
// figures, and the production setup's prewarm (README, "PostgreSQL in production"): the books table and its
// indexes read into shared buffers, as `pg_prewarm`'s autoprewarm keeps them across restarts. A server whose
// shared_buffers cannot hold them only warms the operating system's cache; the figures then show the defaults.
import pg from 'pg';

export interface PostgresSettings {
  sharedBuffers: string;
  /** huge_pages: 'on' keeps the buffers in huge pages (README, "PostgreSQL in production"). */
  hugePages: string;
  databaseSize: string;
  /** Blocks read by pg_prewarm, or why there was no prewarm. */
  prewarm: number | string;
}

/** The relations a search reads: the books table, its TOAST table, the title words table and all their indexes. */
const PREWARM = `
  select coalesce(sum(pg_prewarm(oid)), 0)::bigint as blocks from (
    select c.oid from pg_class c where c.oid in ('books'::regclass, 'search_title_terms'::regclass)
      or c.oid = (select reltoastrelid from pg_class where oid = 'books'::regclass)
    union select indexrelid from pg_index where indrelid in ('books'::regclass, 'search_title_terms'::regclass)
  ) r`;

export async function postgresSettings(url: string): Promise<PostgresSettings> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async (sql: string) => Object.values((await client.query(sql)).rows[0] as object)[0];
    const sharedBuffers = String(await one('show shared_buffers'));
    const hugePages = String(await one('show huge_pages'));
    const databaseSize = String(await one('select pg_size_pretty(pg_database_size(current_database()))'));
    let prewarm: number | string;
    if (process.env.BENCH_PREWARM === '0') prewarm = 'off (BENCH_PREWARM=0)';
    else {
      try {
        await client.query('create extension if not exists pg_prewarm');
        prewarm = Number(await one(PREWARM));
      } catch (error) {
        prewarm = `not available: ${(error as Error).message}`;
      }
    }
    return { sharedBuffers, hugePages, databaseSize, prewarm };
  } finally {
    await client.end();
  }
}
