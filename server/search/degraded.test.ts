// Issue 33 "Search degrades, never fails" (decision 750): when a statement of the full search runs out of time
// (PostgreSQL's statement_timeout, SQLSTATE 57014), the results page and the overlay answer from the typing index
// in memory — the books whose heading holds the words, the last as a prefix — instead of the 503. Here every
// statement that reads the search columns or tables is made to run out of time, so only the cheaper plan can answer;
// without a current typing index the timeout still reaches the caller (the 503 page is for that).
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import { eachDatabase, openTestDatabase, type TestDatabase } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';
import type { Db } from '../db/client.ts';
import { createSettingsService } from '../settings/service.ts';
import { createSearchService, SearchTimeout } from './service.ts';
import { createTypingSource, type TypingSource } from './typing-source.ts';

const view = (over: Partial<PageView> = {}): PageView => ({ ...DEFAULT_PAGE_VIEW, ...over });
const dialect = new PgDialect();
/** What the full search reads and the cheaper plan must not: the search columns and tables. */
const SEARCHING = /search_document|search_heading|search_title|search_authors|search_words|ts_rank/;

/** `db`, but every statement that reads the search columns ends as PostgreSQL ends one past its timeout. */
function timingOut(db: Db, ended: string[]): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return (query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        if (SEARCHING.test(text)) {
          ended.push(text);
          return Promise.reject(
            Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
          );
        }
        return target.execute(query);
      };
    },
  });
}

describe.each(eachDatabase('dialect'))('a search out of time on %s', (kind) => {
  let t: TestDatabase;
  let typing: TypingSource;
  const ended: string[] = [];
  /** A title word of many books in the demo catalogue, and a book whose heading holds it. */
  let word: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    typing = createTypingSource(t.database.db);
    await typing.refresh();
    const [row] = await rows<{ word: string }>(
      t.database,
      `select w as word from books, unnest(string_to_array(search_title, ' ')) w
       where w ~ '^[a-z]{6,}$' and numnode(to_tsquery('dutch', w)) > 0 group by w order by count(*) desc, 1 limit 1`,
    );
    word = row!.word;
  });
  afterAll(async () => {
    await typing?.stop();
    await t?.dispose();
  });

  const service = (withIndex: boolean) => {
    const db = timingOut(t.database.db, ended);
    return createSearchService(db, createSettingsService(t.database.db), withIndex ? { typing } : {});
  };

  it('answers the results page from the typing index, with its counts and pages', async () => {
    ended.length = 0;
    const search = service(true);
    const first = await search.resultsPage({ term: word, scope: 'all', view: view({ perPage: 10 }) });
    expect(ended.length).toBeGreaterThan(0); // the full search did run out of time
    expect(first).toMatchObject({ status: 'ok', degraded: true });
    const index = typing.current()!;
    expect(first.total).toBe(first.counts.all);
    expect(first.total).toBeGreaterThan(10);
    expect(first.page.books).toHaveLength(10);
    // Each book's heading holds the word (its title, here, as the index puts exact and other titles first).
    const titled = first.page.books.filter((b) => b.title.toLowerCase().includes(word));
    expect(titled.length).toBe(10);
    // The second page goes on where the first ended, without a book twice.
    const second = await search.resultsPage({
      term: word,
      scope: 'all',
      view: view({ perPage: 10, page: 2 }),
    });
    expect(second.degraded).toBe(true);
    const skus = [...first.page.books, ...second.page.books].map((b) => b.sku);
    expect(new Set(skus).size).toBe(skus.length);
    expect(index).toBe(typing.current());
  });

  it('answers a multi-word input with a trailing partial word, the last word as a prefix', async () => {
    const [book] = await rows<{ title: string }>(
      t.database,
      `select title from books where title ~ '^[A-Za-z]{5,} [A-Za-z]{7,}' and withdrawn_at is null
         and numnode(to_tsquery('dutch', split_part(title, ' ', 1))) > 0
       order by length(split_part(title, ' ', 2)) desc, id limit 1`,
    );
    const [firstWord, second] = book!.title.split(' ') as [string, string];
    const term = `${firstWord} ${second.slice(0, 4)}`;
    const result = await service(true).resultsPage({ term, scope: 'all', view: view() });
    expect(result.degraded).toBe(true);
    expect(result.page.books.map((b) => b.title)).toContain(book!.title);
  });

  it('answers the overlay from the typing index', async () => {
    const suggestions = await service(true).suggest({ term: word, scope: 'all' });
    expect(suggestions.status).toBe('ok');
    expect(suggestions.items.length).toBeGreaterThan(0);
    expect(suggestions.total).toBe(suggestions.counts.all);
  });

  it('still says the search ran out of time where no typing index is current', async () => {
    await expect(
      service(false).resultsPage({ term: word, scope: 'all', view: view() }),
    ).rejects.toBeInstanceOf(SearchTimeout);
    await expect(service(false).suggest({ term: word, scope: 'all' })).rejects.toBeInstanceOf(SearchTimeout);
  });

  it('answers as before while the database keeps up', async () => {
    const search = createSearchService(t.database.db, createSettingsService(t.database.db), { typing });
    const result = await search.resultsPage({ term: word, scope: 'all', view: view() });
    expect(result.degraded).toBeUndefined();
  });
});
