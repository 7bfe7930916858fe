// Issue 31: `npm run import:onix` (scripts/import-onix.ts) as an operator runs it — it refuses in Dutch while
// another process holds the embedded database's folder, and imports beside a running shop on PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { value } from '../../tests/support/seed-testing.ts';

const ROOT = path.join(import.meta.dirname, '../..');
const SHORT = path.join(ROOT, 'tests/fixtures/onix/catalogue-short.xml');
const run = promisify(execFile);

async function importCommand(
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      // As `npm run import:onix` runs it (package.json), drizzle-orm's files resolved directly (decision 771).
      ['--import', './scripts/drizzle-resolve.mjs', '--import', 'tsx', 'scripts/import-onix.ts', '--', SHORT],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run import:onix', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses in Dutch while another process holds the embedded data folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lw-onix-'));
    folders.push(dataDir);
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    // The lock of a live process (this test's own): the shop would hold it so while it runs.
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const result = await importCommand({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Importeren kan nu niet: De database in ${dataDir} is in gebruik door proces ${process.pid}.`,
    );
    expect(result.stderr).toContain('/beheer/catalogus/import');
  });

  it('a database that is not there ends the run with one Dutch line and no stack trace', async () => {
    const result = await importCommand({ DATABASE_URL: 'postgres://winkel:geheim@127.0.0.1:1/leeswijzer' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Importeren mislukt: De database op 127.0.0.1:1 is niet bereikbaar (ECONNREFUSED). Controleer DATABASE_URL en of PostgreSQL draait.\n',
    );
  });

  it.runIf(eachDatabase('dialect').includes('postgres'))(
    'imports beside a running shop on PostgreSQL and prints the report',
    async () => {
      const shop: TestDatabase = await openTestDatabase('postgres');
      try {
        const url = shop.database.pool!.options.connectionString!;
        const result = await importCommand({ DATABASE_URL: url, OWN_PUBLISHER: 'Uitgeverij Leeswijzer' });
        expect(result.stderr).toBe('');
        expect(result.stdout).toContain(
          'Import klaar: 1 toegevoegd, 0 bijgewerkt, 0 verwijderd, 0 ongewijzigd, 0 afgewezen.',
        );
        expect(
          await value<string>(shop.database, "select title from books where sku = '9789990000061'"),
        ).toBe('Kort en krachtig');
      } finally {
        await shop.dispose();
      }
    },
  );

  it.runIf(eachDatabase('dialect').includes('postgres'))(
    'a batch the database refuses ends the run as failed, with one Dutch line and no stack trace',
    async () => {
      const shop: TestDatabase = await openTestDatabase('postgres');
      try {
        // A fault only the database sees: every new book breaks a constraint the import cannot know of.
        await shop.database.pool!.query(
          "alter table books add constraint lw_test_refuse check (title <> 'Kort en krachtig') not valid",
        );
        const url = shop.database.pool!.options.connectionString!;
        const result = await importCommand({ DATABASE_URL: url });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('Importeren afgebroken door een fout in de database.');
        expect(result.stderr).toContain('lw_test_refuse');
        expect(result.stderr).not.toMatch(/\n\s+at /);
        expect(
          await value<string>(
            shop.database,
            'select outcome from catalogue_imports order by id desc limit 1',
          ),
        ).toBe('failed');
        expect(
          await value<number>(shop.database, "select count(*)::int from books where sku = '9789990000061'"),
        ).toBe(0);
      } finally {
        await shop.dispose();
      }
    },
  );
});
