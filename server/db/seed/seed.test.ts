import { describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { emptyDatabase, seedDatabase, seedIfEmpty } from './index.ts';
import { describeSeededCatalogue } from './seed-suite.ts';
import { contentHashes, value } from './testing.ts';

describeSeededCatalogue('PGlite', { open: () => openDatabase({ dataDir: 'memory://' }) }, 3000);

describe('seed determinism and reset', () => {
  it('writes exactly the same rows on every run', async () => {
    const hashes = [];
    for (let run = 0; run < 2; run++) {
      const database = await openDatabase({ dataDir: 'memory://' });
      try {
        await runMigrations(database);
        await seedDatabase(database, { books: 1500, progress: false });
        hashes.push(await contentHashes(database));
        if (run === 1) {
          // An emptied database is seeded again by seedIfEmpty, with ids from 1.
          await emptyDatabase(database);
          expect(await value<number>(database, 'SELECT count(*)::int FROM books')).toBe(0);
          expect(await seedIfEmpty(database, { books: 1000, progress: false })).toBe(true);
          expect(await value<number>(database, 'SELECT min(id)::int FROM books')).toBe(1);
          expect(await value<number>(database, 'SELECT count(*)::int FROM books')).toBe(1000);
        }
      } finally {
        await database.close();
      }
    }
    expect(hashes[1]).toEqual(hashes[0]);
  });
});
