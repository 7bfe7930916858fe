// The typo fallback's word list (migration 0004): filled from the catalogue and kept by statement triggers,
// so a new, renamed or removed book changes which words a misspelling can be corrected to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { correctedQuery } from './spelling.ts';

describe.each(eachDatabase('dialect'))('search words on %s', (kind) => {
  let t: TestDatabase;
  const books = async (word: string) =>
    (await rows<{ books: number }>(t.database, 'select books from search_words where word = $1', [word]))[0]
      ?.books ?? 0;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('holds the title and author words of the catalogue with their number of books, not the ISBNs', async () => {
    expect(await books('zelfvertrouw')).toBeGreaterThan(0);
    expect(await books('covey')).toBeGreaterThan(0);
    const [digits] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from search_words where word ~ '^[0-9]+$'`,
    );
    expect(digits!.n).toBe(0);
  });

  it('follows inserts, title changes and deletes', async () => {
    expect(await books('kwispelstaart')).toBe(0);
    await rows(t.database, `insert into books (sku, title) values ('9780000000019', 'Kwispelstaart')`);
    expect(await books('kwispelstaart')).toBe(1);
    expect(await correctedQuery(t.database.db, ['kwispelstart'], false)).toBe('kwispelstaart');

    await rows(t.database, `update books set title = 'Snuffelneus' where sku = '9780000000019'`);
    expect(await books('kwispelstaart')).toBe(0);
    expect(await books('snuffelneus')).toBe(1);
    // A change that leaves the words alone counts nothing twice.
    await rows(t.database, `update books set stock = 2 where sku = '9780000000019'`);
    expect(await books('snuffelneus')).toBe(1);

    await rows(t.database, `delete from books where sku = '9780000000019'`);
    expect(await books('snuffelneus')).toBe(0);
  });
});
