// Issue 16 (decision 504): the typing index follows the books. A statement that changes a book's heading, title or
// scopes raises search_version (migration 0019); from the next look until the index is read again it answers
// nothing (the database answers the overlay), then it holds the change. A stock or price update raises nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import { createTypingSource, type TypingSource } from './typing-source.ts';

describe.each(eachDatabase('dialect'))('the typing index follows the books on %s', (kind) => {
  let t: TestDatabase;
  let source: TypingSource;
  const version = async () =>
    (await rows<{ version: number }>(t.database, 'select version from search_version'))[0]!.version;
  /** The books whose heading holds a word (as the Dutch stemmer stems it), counted by the index. */
  const word = async (w: string) => {
    const [{ stem }] = (await rows<{ stem: string }>(
      t.database,
      `select (ts_lexize('dutch_stem', $1))[1] as stem`,
      [w],
    )) as [{ stem: string }];
    return source.current()!.counts([{ word: stem, prefix: false }], 100).all;
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    source = createTypingSource(t.database.db);
    await source.refresh();
  });
  afterAll(async () => {
    await source?.stop();
    await t?.dispose();
  });

  it('holds a changed title once read again, and nothing in between', async () => {
    const [{ id }] = (await rows<{ id: number }>(t.database, 'select id from books order by id limit 1')) as [
      { id: number },
    ];
    expect(await word('zwaluwstaartvlinder')).toBe(0);
    const before = await version();
    await rows(t.database, `update books set title = 'De zwaluwstaartvlinder' where id = $1`, [id]);
    expect(await version()).toBe(before + 1);
    // Not yet looked at: the index still answers (at most one look, REFRESH_MS, behind).
    expect(source.current()).not.toBeNull();
    await source.refresh();
    expect(await word('zwaluwstaartvlinder')).toBe(1);
  });

  it('answers nothing from the look that sees a change until it is read again', async () => {
    await rows(
      t.database,
      `update books set title = 'Het nachtpauwoog' where id = (select max(id) from books)`,
    );
    expect(await source.look()).toBe(true);
    expect(source.current()).toBeNull();
    await source.refresh();
    expect(await source.look()).toBe(false);
    expect(await word('nachtpauwoog')).toBe(1);
  });

  it('is not read again for a stock or price change', async () => {
    const before = await version();
    await rows(
      t.database,
      `update books set stock = stock + 1, price_incl_cents = price_incl_cents + 1 where id < 50`,
    );
    expect(await version()).toBe(before);
  });

  it('counts a book added and a book removed', async () => {
    const before = await version();
    await rows(
      t.database,
      `insert into books (sku, title, price_incl_cents, stock) select '9780000000019', 'Kolibriezang', 1999, 1`,
    );
    await source.refresh();
    expect(await word('kolibriezang')).toBe(1);
    await rows(t.database, `delete from books where sku = '9780000000019'`);
    expect(await version()).toBe(before + 2);
    await source.refresh();
    expect(await word('kolibriezang')).toBe(0);
  });
});
