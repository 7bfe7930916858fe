// The demo seed on PGlite, each test on a migrated database without a row (a copy of the test template, emptied:
// openEmptyTestDatabase).
import { describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { emptyDatabase, seedDatabase, seedIfEmpty } from './index.ts';
import { describeSeededCatalogue } from '../../../tests/support/seed-suite.ts';
import { contentHashes, value } from '../../../tests/support/seed-testing.ts';
import { openEmptyTestDatabase } from '../../../tests/support/test-database.ts';
import { TEST_HASH } from '../../../tests/support/test-integrations.ts';

describeSeededCatalogue('PGlite', { open: () => openEmptyTestDatabase('pglite') }, 3000);

describe('seed determinism and reset', () => {
  it('writes exactly the same rows on every run, also into a database it emptied', async () => {
    const { database, dispose } = await openEmptyTestDatabase('pglite');
    try {
      // The demo accounts at the tests' hashing cost: their hashes have a random salt and are not compared.
      await seedDatabase(database, { books: 1000, progress: false, hashParams: TEST_HASH });
      const first = await contentHashes(database);
      // An emptied database is seeded again by seedIfEmpty, with ids from 1, to the same rows.
      await emptyDatabase(database);
      expect(await value<number>(database, 'SELECT count(*)::int FROM books')).toBe(0);
      const lines: string[] = [];
      expect(
        await seedIfEmpty(database, {
          books: 1000,
          progress: false,
          hashParams: TEST_HASH,
          log: (l) => lines.push(l),
        }),
      ).toBe(true);
      expect(lines.at(-1)).toMatch(/^Demo-catalogus klaar: 1\.000 boeken/);
      expect(await value<number>(database, 'SELECT min(id)::int FROM books')).toBe(1);
      expect(await value<number>(database, 'SELECT count(*)::int FROM books')).toBe(1000);
      expect(await contentHashes(database)).toEqual(first);
    } finally {
      await dispose();
    }
  });
});

describe('demo data only where it is a demo (issue 27 #2, decision 510)', () => {
  const count = (database: Database, table: string) =>
    value<number>(database, `SELECT count(*)::int FROM ${table}`);

  it('reference: countries, settings, navigation and categories; no book, account, order, cart or partner', async () => {
    const { database, dispose } = await openEmptyTestDatabase('pglite');
    try {
      expect(await seedIfEmpty(database, { content: 'reference', progress: false })).toBe(true);
      for (const table of ['countries', 'settings', 'languages', 'features', 'categories'])
        expect(await count(database, table), table).toBeGreaterThan(0);
      for (const table of ['books', 'users', 'orders', 'carts', 'partners', 'events', 'payments'])
        expect(await count(database, table), table).toBe(0);
      expect(await value<number>(database, "SELECT count(*)::int FROM settings WHERE name LIKE 'sku%'")).toBe(
        0,
      );
      // Started again, the shop without books is not filled a second time.
      expect(await seedIfEmpty(database, { progress: false })).toBe(false);
      expect(await count(database, 'users')).toBe(0);
    } finally {
      await dispose();
    }
  });

  it('catalogue: the demo books and events, but no account, order, cart or partner', async () => {
    const { database, dispose } = await openEmptyTestDatabase('pglite');
    try {
      expect(await seedIfEmpty(database, { content: 'catalogue', books: 1000, progress: false })).toBe(true);
      expect(await count(database, 'books')).toBe(1000);
      expect(await count(database, 'events')).toBeGreaterThan(0);
      for (const table of ['users', 'orders', 'carts', 'partners', 'payments', 'commissions'])
        expect(await count(database, table), table).toBe(0);
    } finally {
      await dispose();
    }
  });
});
