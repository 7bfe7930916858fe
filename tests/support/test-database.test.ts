// The PGlite test database (issue 12 #7): each file opens a copy of the template's data directory (no dump to
// unpack), and copies are independent of each other and of the template.
import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { databaseTemplatesReady, openTestDatabase, type TestDatabase } from './test-database.ts';

describe('issue 12 #7: test databases copied from a data directory template', () => {
  it('the template is a data directory, not a dump', async () => {
    await databaseTemplatesReady();
    expect(statSync(path.join(inject('pgliteTemplate'), 'PG_VERSION')).isFile()).toBe(true);
  });

  it('a copy opens seeded, and a write in one copy is seen neither in another nor in the template', async () => {
    const books = async (t: TestDatabase) =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from books`))[0]!.n;
    const probe = async (t: TestDatabase) =>
      (
        await queryRows<{ r: string | null }>(t.database.db, sql`select to_regclass('copy_probe')::text as r`)
      )[0]!.r;
    const started = performance.now();
    const a = await openTestDatabase('pglite');
    console.log(`opened a seeded PGlite copy in ${(performance.now() - started).toFixed(0)} ms`);
    const b = await openTestDatabase('pglite');
    try {
      expect(await books(a)).toBeGreaterThan(1000);
      await a.database.exec('create table copy_probe (x int); insert into copy_probe values (1)');
      expect(await probe(a)).toBe('copy_probe');
      expect(await probe(b)).toBeNull();
    } finally {
      await a.dispose();
      await b.dispose();
    }
    const c = await openTestDatabase('pglite');
    try {
      expect(await probe(c)).toBeNull(); // the template was not touched
    } finally {
      await c.dispose();
    }
  });
});
