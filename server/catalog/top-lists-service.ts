// Spec 1 §2.7 top lists as pages: the latest week's Top 60 bestsellers, the overview of every Top 10 section and
// one section's list by tag. They are the same for every visitor and change weekly, so they are cached like the
// home lists; a page view normally runs no queries for them.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { type BookLabel, bookLabels } from '../../domain/labels.ts';
import { TOP10_SIZE, TOP60_SIZE, top10ListPath, weekOfYear } from '../../domain/top-lists.ts';
import type { Db } from '../db/client.ts';
import { books, rankings, top10Entries, top10Sections } from './schema.ts';
import { notWithdrawnSql } from './listed-sql.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { SettingsService } from '../settings/service.ts';
import type { RankedBook } from '../shell/types.ts';
import {
  type BookSummaryRow,
  bookSummaryColumns,
  type CardSettings,
  cardSettings,
  toShellBook,
  withFirstAuthor,
} from './book-summary.ts';
import { latestWeek } from './top-lists.ts';

/** One entry of a top list: what a cover, a compact row or the overview shows. */
export interface TopEntry extends RankedBook {
  /** Spec 1 §2.5 labels, in the order domain/labels.ts gives them. */
  labels: BookLabel[];
  /** 'YYYY-MM-DD' or null; the list view shows it as 'Verschijningsdatum' (spec 1 §2.5). */
  releaseDate: string | null;
}

/** An entry with the text the summaries view adds. */
export interface TopBook extends TopEntry {
  subtitle: string | null;
  summary: string | null;
}

export interface Top60List {
  /** The ranking's week as stored (YYWW), null when there is no ranking yet. */
  week: number | null;
  /** The week of the year for the heading ('Week 47 – Top 60 Bestsellers'). */
  weekOfYear: number | null;
  books: TopBook[];
}

export interface Top10List {
  tag: string;
  title: string;
  /** The address of the section's own list: /subcategory/top10{tag}. */
  href: string;
  books: TopBook[];
}

export interface Top10OverviewSection {
  tag: string;
  title: string;
  href: string;
  books: TopEntry[];
}

export interface TopListsService {
  top60(): Promise<Top60List>;
  top10Overview(): Promise<Top10OverviewSection[]>;
  /** A section by tag; null for a tag no section has (an empty section is a list without books). */
  top10Tag(tag: string): Promise<Top10List | null>;
  /** Forget this process's Top 10 sections (a staff change, decision 723). */
  forgetTop10(): void;
}

/** Longest summary shown in the summaries view; longer descriptions are cut at a word. */
export const SUMMARY_MAX = 240;

const topColumns = {
  ...bookSummaryColumns,
  subtitle: books.subtitle,
  shortDescription: books.shortDescription,
  // Only the start of a long description is needed for a summary; no need to read whole texts.
  descriptionStart: sql<string | null>`left(${books.description}, ${SUMMARY_MAX + 60})`,
  releaseDate: books.releaseDate,
};

type TopRow = BookSummaryRow & {
  rank: number;
  subtitle: string | null;
  shortDescription: string | null;
  descriptionStart: string | null;
  releaseDate: string | null;
};

export function createTopListsService(db: Db, settingsService: SettingsService): TopListsService {
  const top60Cache = createTtlCache<'top60', Top60List>();
  // All sections at once (a handful of lists of ten): the overview and every tag list come from one load, and
  // an unknown tag costs no query and no cache entry.
  const sectionsCache = createTtlCache<
    'sections',
    { lists: Top10List[]; overview: Top10OverviewSection[] }
  >();
  const cards = async () => cardSettings(await settingsService.all());
  const sections = () =>
    sectionsCache.get('sections', async () => {
      const lists = await loadTop10Lists(db, await cards());
      return { lists, overview: lists.map(toOverviewSection) };
    });
  return {
    top60: () => top60Cache.get('top60', async () => loadTop60(db, await cards())),
    top10Overview: async () => (await sections()).overview,
    top10Tag: async (tag) => (await sections()).lists.find((list) => list.tag === tag) ?? null,
    forgetTop10: () => sectionsCache.clear(),
  };
}

async function loadTop60(db: Db, cards: CardSettings): Promise<Top60List> {
  // The primary key (list, week, rank) answers both the latest week and the ranks of that week.
  const rows = await db
    .select({ ...topColumns, rank: rankings.rank, week: rankings.week })
    .from(rankings)
    .innerJoin(books, eq(books.id, rankings.bookId))
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .where(
      and(
        eq(rankings.list, 'top60'),
        eq(rankings.week, sql`(${latestWeek(db, 'top60')})`),
        notWithdrawnSql(books.withdrawnAt),
      ),
    )
    .orderBy(asc(rankings.rank))
    .limit(TOP60_SIZE);
  const week = rows[0]?.week ?? null;
  return {
    week,
    weekOfYear: week === null ? null : weekOfYear(week),
    books: rows.map((row) => toTopBook(row, cards)),
  };
}

async function loadTop10Lists(db: Db, cards: CardSettings): Promise<Top10List[]> {
  const [sections, rows] = await Promise.all([
    db
      .select({ id: top10Sections.id, tag: top10Sections.tag, title: top10Sections.displayValue })
      .from(top10Sections)
      .orderBy(asc(top10Sections.position), asc(top10Sections.id)),
    // Entries by their primary key (section_id, rank); spec 1 §9: a Top 10 list shows 10.
    db
      .select({ ...topColumns, sectionId: top10Entries.sectionId, rank: top10Entries.rank })
      .from(top10Entries)
      .innerJoin(books, eq(books.id, top10Entries.bookId))
      .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
      .where(and(lte(top10Entries.rank, TOP10_SIZE), notWithdrawnSql(books.withdrawnAt)))
      .orderBy(asc(top10Entries.sectionId), asc(top10Entries.rank)),
  ]);
  const bySection = new Map<number, TopRow[]>();
  for (const row of rows) bySection.set(row.sectionId, [...(bySection.get(row.sectionId) ?? []), row]);
  return sections.map((section) => ({
    tag: section.tag,
    title: section.title,
    href: top10ListPath(section.tag),
    books: (bySection.get(section.id) ?? []).map((row) => toTopBook(row, cards)),
  }));
}

function toTopBook(row: TopRow, cards: CardSettings): TopBook {
  const labels = bookLabels(row, cards);
  return {
    ...toShellBook(row, cards),
    // The card's label flags follow the domain rule, so every view shows the same labels.
    ownEdition: labels.includes('own_edition'),
    soonAvailable: labels.includes('soon'),
    soldOut: labels.includes('sold_out'),
    rank: row.rank,
    labels,
    releaseDate: row.releaseDate,
    subtitle: row.subtitle?.trim() || null,
    summary: summaryOf(row.shortDescription, row.descriptionStart),
  };
}

function toOverviewSection(list: Top10List): Top10OverviewSection {
  return {
    tag: list.tag,
    title: list.title,
    href: list.href,
    books: list.books.map(({ summary: _summary, subtitle: _subtitle, ...entry }) => entry),
  };
}

/**
 * The short description, else the start of the description cut at a word; none when both are empty or '0'
 * (spec 1 §2.6: the string '0' means no description).
 */
export function summaryOf(short: string | null, description: string | null): string | null {
  const pitch = meaningful(short);
  if (pitch) return pitch;
  const long = meaningful(description);
  if (!long) return null;
  if (long.length <= SUMMARY_MAX) return long;
  const cut = long.slice(0, SUMMARY_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function meaningful(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === '0' ? null : trimmed;
}
