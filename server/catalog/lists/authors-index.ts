// Spec 1 §2.1 /authors: every author with books in the current shop, by the first letter of the last name
// (Dutch order: 'van der Berg' under B, the prefix is a separate field). Same for every visitor: cached.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthorLetter } from '../../../domain/author-letters.ts';
import type { Shop } from '../../../domain/shop.ts';
import type { Db } from '../../db/client.ts';
import { authors, books } from '../schema.ts';
import { notWithdrawnSql } from '../listed-sql.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { fullName } from './list-query.ts';

export const AUTHORS_PER_PAGE = 100;

export interface AuthorIndexEntry {
  id: number;
  name: string;
  /** 'Berg, Jana van der' for the alphabetical list. */
  sortName: string;
  books: number;
}

export interface AuthorIndexPage {
  letter: AuthorLetter;
  page: number;
  pages: number;
  total: number;
  authors: AuthorIndexEntry[];
}

export function createAuthorsIndex(db: Db) {
  const cache = createTtlCache<string, AuthorIndexPage>(undefined, 500);
  return (letter: AuthorLetter, page: number, shop: Shop) =>
    cache.get(`${letter}:${page}:${shop}`, async () => {
      const initial = sql`upper(left(${authors.lastname}, 1))`;
      const letterCondition: SQL =
        letter === '#' ? sql`${initial} !~ '^[A-Z]$'` : sql`${initial} = ${letter}`;
      const shopCondition = shop === 'SHOP_SB' ? eq(books.inSb, true) : undefined;
      const grouped = db
        .select({ id: authors.id, books: sql<number>`count(*)::int`.as('books') })
        .from(authors)
        .innerJoin(books, eq(books.authorId, authors.id))
        .where(and(letterCondition, shopCondition, notWithdrawnSql(books.withdrawnAt)))
        .groupBy(authors.id)
        .as('grouped');
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(grouped);
      const total = counted?.n ?? 0;
      const pages = Math.max(1, Math.ceil(total / AUTHORS_PER_PAGE));
      const current = Math.min(Math.max(1, page), pages);
      const rows = await db
        .select({
          id: authors.id,
          firstname: authors.firstname,
          prefix: authors.prefix,
          lastname: authors.lastname,
          books: grouped.books,
        })
        .from(grouped)
        .innerJoin(authors, eq(authors.id, grouped.id))
        .orderBy(asc(sql`lower(${authors.lastname})`), asc(sql`lower(${authors.firstname})`), asc(authors.id))
        .limit(AUTHORS_PER_PAGE)
        .offset((current - 1) * AUTHORS_PER_PAGE);
      return {
        letter,
        page: current,
        pages,
        total,
        authors: rows.map((a) => ({
          id: a.id,
          name: fullName(a.firstname, a.prefix, a.lastname),
          sortName: [a.lastname, fullName(a.firstname, a.prefix, null)].filter((p) => p !== '').join(', '),
          books: a.books,
        })),
      };
    });
}
