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

export async function createDatabaseFromTemplate(
  url: string,
  name: string,
  template: string,
): Promise<string> {
  const admin = await adminUrl(url);
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  return databaseUrlFor(url, name);
}
