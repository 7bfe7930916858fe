// Top lists shared by the shell sidebars and the home pages: weekly rankings (top20, top60) and the editors'
// Top 10 sections, each with the book summaries a card or ranked list needs.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { books, rankings, top10Entries, top10Sections } from './schema.ts';
import { notWithdrawnSql } from './listed-sql.ts';
import type { RankedBook } from '../shell/types.ts';
import { bookSummaryColumns, type CardSettings, toShellBook, withFirstAuthor } from './book-summary.ts';

export type RankingList = 'top20' | 'top60';

/** The latest week (YYWW) of a ranking list, as a subquery. */
export function latestWeek(db: Db, list: RankingList) {
  return db
    .select({ week: sql<number>`max(${rankings.week})` })
    .from(rankings)
    .where(eq(rankings.list, list));
}

/** The latest week's ranking, best first. */
export async function latestRanking(
  db: Db,
  list: RankingList,
  limit: number,
  cards: CardSettings,
): Promise<{ week: number | null; books: RankedBook[] }> {
  const rows = await db
    .select({ ...bookSummaryColumns, rank: rankings.rank, week: rankings.week })
    .from(rankings)
    .innerJoin(books, eq(books.id, rankings.bookId))
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .where(
      and(
        eq(rankings.list, list),
        eq(rankings.week, sql`(${latestWeek(db, list)})`),
        notWithdrawnSql(books.withdrawnAt),
      ),
    )
    .orderBy(asc(rankings.rank))
    .limit(limit);
  return {
    week: rows[0]?.week ?? null,
    books: rows.map((r) => ({ ...toShellBook(r, cards), rank: r.rank })),
  };
}

export interface Top10Section {
  section: string;
  /** The key of its own list: /subcategory/top10{tag} (domain/top-lists.ts top10ListPath). */
  tag: string;
  title: string;
  books: RankedBook[];
}

/** A Top 10 section by tag, or null when no such section exists. */
export async function top10Section(db: Db, tag: string, cards: CardSettings): Promise<Top10Section | null> {
  const [section] = await db.select().from(top10Sections).where(eq(top10Sections.tag, tag));
  if (!section) return null;
  const rows = await db
    .select({ ...bookSummaryColumns, rank: top10Entries.rank })
    .from(top10Entries)
    .innerJoin(books, eq(books.id, top10Entries.bookId))
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .where(and(eq(top10Entries.sectionId, section.id), notWithdrawnSql(books.withdrawnAt)))
    .orderBy(asc(top10Entries.rank))
    .limit(10);
  return {
    section: section.section,
    tag: section.tag,
    title: section.displayValue,
    books: rows.map((r) => ({ ...toShellBook(r, cards), rank: r.rank })),
  };
}
