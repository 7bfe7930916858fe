// Issue 12 #6: the catalogue functions through which media, content, shell, seo and search read books and
// shelves (they no longer query the tables themselves), on the demo catalogue.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import {
  bookTitlesBySku,
  categoryIdsByName,
  coverBook,
  listedAuthorIdsInIdRange,
  listedBooksInIdRange,
  listedIdPages,
  newestOwnEditions,
  newestSelfHelpBooks,
  shelvesNamed,
} from './index.ts';

describe.each(eachDatabase())('catalogue lookups for other capabilities on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("gives a cover its book's title and first author, and null for an unknown sku", async () => {
    expect(await coverBook(t.database.db, '9789493000001')).toEqual({
      title: 'Meer zelfvertrouwen',
      author: 'Annemiek van der Berg',
    });
    expect(await coverBook(t.database.db, '0000000000000')).toBeNull();
  });

  it('maps skus to titles, leaving out unknown skus, with no query for none', async () => {
    const titles = await bookTitlesBySku(t.database.db, ['9789493000001', '0000000000000', '9789493000001']);
    expect([...titles]).toEqual([['9789493000001', 'Meer zelfvertrouwen']]);
    expect((await bookTitlesBySku(t.database.db, [])).size).toBe(0);
  });

  it('lists the newest own editions and self-help books released by a day, newest first', async () => {
    const own = await newestOwnEditions(t.database.db, '2100-01-01', 3);
    expect(own).toHaveLength(3);
    const selfHelp = await newestSelfHelpBooks(t.database.db, '2100-01-01', 5);
    expect(selfHelp).toHaveLength(5);
    expect(await newestOwnEditions(t.database.db, '1900-01-01', 3)).toEqual([]);
  });

  it('pages the sitemap ranges: every listed book of a range, and the authors with listed books', async () => {
    const pages = await listedIdPages(t.database.db, 'books', true, 50_000);
    expect(pages).toEqual([1]);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from books where alternative is null or btrim(alternative) = ''`,
    );
    expect(await listedBooksInIdRange(t.database.db, { first: 1, last: 50_000 }, true)).toHaveLength(n);
    expect(await listedIdPages(t.database.db, 'authors', false, 50_000)).toEqual([1]);
    expect(
      (await listedAuthorIdsInIdRange(t.database.db, { first: 1, last: 50_000 }, false)).length,
    ).toBeGreaterThan(0);
    expect(await listedBooksInIdRange(t.database.db, { first: 50_001, last: 100_000 }, true)).toEqual([]);
  });

  it('finds shelves by name key and category ids by name', async () => {
    const ids = await categoryIdsByName(t.database.db);
    expect(ids.size).toBeGreaterThan(0);
    const [name] = [...ids.keys()];
    const shelves = await shelvesNamed(t.database.db, name!.toLowerCase());
    expect(shelves.categories.map((c) => c.name)).toContain(name);
  });
});
