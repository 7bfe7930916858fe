// PostgreSQL helpers for tests: databases named after TEST_DATABASE_URL's database, created and dropped here.
import pg from 'pg';

export const TEMPLATE_SUFFIX = '_tpl';

export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A client on the server's 'postgres' database, for CREATE/DROP DATABASE. */
export async function adminUrl(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrlFor(url, 'postgres') });
  await client.connect();
  return client;
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = await adminUrl(url);
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * Creates a test database, a copy of `template` when one is given, whose commits do not wait for their WAL to reach
 * the disk (`synchronous_commit` off, decision 766). That changes no transaction's atomicity, isolation or locks, and
 * what one commits is visible to the others at once; only a crash of the PostgreSQL server itself could lose the
 * last commits, and no test crashes the server. On this machine a commit's flush took about 1 ms (pgbench: 943
 * single-row commits a second, 19,900 without the wait).
 */
export async function createTestDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
}

export async function createDatabaseFromTemplate(
  url: string,
  name: string,
  template: string,
): Promise<string> {
  const admin = await adminUrl(url);
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await createTestDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  return databaseUrlFor(url, name);
}
