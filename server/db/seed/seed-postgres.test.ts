// Runs the same checks on real PostgreSQL when TEST_DATABASE_URL is set, and checks that both engines get
// identical content. Each test starts from a migrated database without a row (openEmptyTestDatabase: a copy of
// this run's template, emptied), on PostgreSQL a database of its own that is dropped afterwards.
import { describe, expect, it } from 'vitest';
import { seedDatabase } from './index.ts';
import { describeSeededCatalogue } from '../../../tests/support/seed-suite.ts';
import { contentHashes } from '../../../tests/support/seed-testing.ts';
import {
  type DatabaseKind,
  eachDatabase,
  openEmptyTestDatabase,
} from '../../../tests/support/test-database.ts';
import { TEST_HASH } from '../../../tests/support/test-integrations.ts';

// The seed's SQL is the same on both, but what the server builds from it (text search documents, trigram and
// word tables through triggers) rests on the server's own dictionaries and extensions.
describe.skipIf(!eachDatabase('dialect').includes('postgres'))(
  'seed on PostgreSQL (TEST_DATABASE_URL)',
  () => {
    describeSeededCatalogue('PostgreSQL', { open: () => openEmptyTestDatabase('postgres') }, 3000);

    it('writes the same rows as on PGlite', async () => {
      const seeded = async (kind: DatabaseKind) => {
        const { database, dispose } = await openEmptyTestDatabase(kind);
        try {
          await seedDatabase(database, { books: 1000, progress: false, hashParams: TEST_HASH });
          return await contentHashes(database);
        } finally {
          await dispose();
        }
      };
      expect(await seeded('postgres')).toEqual(await seeded('pglite'));
    });
  },
);
