// Runs the same checks on real PostgreSQL when TEST_DATABASE_URL is set (a throw-away database is created
// next to it and dropped afterwards), and checks that both engines get identical content.
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { seedDatabase } from './index.ts';
import { describeSeededCatalogue } from '../../../tests/support/seed-suite.ts';
import { contentHashes, createScratchDatabase } from '../../../tests/support/seed-testing.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('seed on PostgreSQL (TEST_DATABASE_URL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  describeSeededCatalogue(
    'PostgreSQL',
    {
      open: async () => {
        scratch = await createScratchDatabase(baseUrl!);
        return openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
      },
      cleanup: async () => scratch?.drop(),
    },
    3000,
  );

  it('writes the same rows as on PGlite', async () => {
    const seeded = async (database: Database) => {
      try {
        await runMigrations(database);
        await seedDatabase(database, { books: 1000, progress: false });
        return await contentHashes(database);
      } finally {
        await database.close();
      }
    };
    const other = await createScratchDatabase(baseUrl!);
    try {
      const onPostgres = await seeded(await openDatabase({ databaseUrl: other.url, dataDir: 'memory://' }));
      const onPglite = await seeded(await openDatabase({ dataDir: 'memory://' }));
      expect(onPostgres).toEqual(onPglite);
    } finally {
      await other.drop();
    }
  });
});
