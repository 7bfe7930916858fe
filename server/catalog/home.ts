// The two home pages' own data (spec 1 §2.3): the own shop's quote, own-publication tips and newsletter
// teaser; the all-books shop's Top 60, Top 10 thrillers and popular categories. The shell data (sidebars,
// menus) comes from the shell service; this is only what the home pages add.
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { availableNewsletterLinks, newsletterFilePaths } from '../../domain/newsletters.ts';
import type { ToggleId } from '../../domain/shop.ts';
import { top10ListPath } from '../../domain/top-lists.ts';
import type { Db } from '../db/client.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { books, categories, homeTips, rankings } from './schema.ts';
import { notWithdrawnSql } from './listed-sql.ts';
import { newsletters, quotes } from '../content/schema.ts';
import type { SettingsService } from '../settings/service.ts';
import { HIDDEN_CATEGORIES } from '../shell/service.ts';
import type { RankedBook, ShellBook } from '../shell/types.ts';
import {
  bookSummaryColumns,
  type CardSettings,
  cardSettings,
  OWN_EDITION,
  toShellBook,
  withFirstAuthor,
} from './book-summary.ts';
import { soldOutSql } from './stock-sql.ts';
import { latestRanking, latestWeek, top10Section } from './top-lists.ts';

export const TIPS_LIMIT = 12;
export const TOP60_LIMIT = 60;
export const POPULAR_LIMIT = 8;
/** The all-books home shows this Top 10 section (spec 1 §2.3 'a foldout Top 10 thrillers'). */
export const THRILLERS_TAG = 'thrillers';
const DAY_MS = 86_400_000;

export interface HomeQuote {
  id: number;
  text: string;
  author: string;
  /** The quoted book, when the quote names an ISBN. */
  href: string | null;
}

export interface NewsletterTeaser {
  title: string;
  week: number;
  webHref: string | null;
  pdfHref: string | null;
}

/** Spec 1 §2.3 segment selector: one choice per toggle item, illustrated with the cover of a settings sku. */
export interface HomeSegment {
  id: ToggleId;
  href: string;
  /** The book whose cover illustrates the segment (settings skuSegmentOwn / skuSegmentSB / skuSegmentALL). */
  book: { sku: string; title: string; coverUrl: string } | null;
}

export interface OwnShopHome {
  quote: HomeQuote | null;
  tips: ShellBook[];
  newsletter: NewsletterTeaser | null;
  segments: HomeSegment[];
}

export interface AllBooksHome {
  top60: { week: number | null; books: RankedBook[] };
  top10Thrillers: { title: string; href: string; books: RankedBook[] } | null;
  popularCategories: { name: string; displayValue: string; href: string }[];
}

export interface HomeService {
  ownShopHome(input: { quoteId?: number | undefined; now?: Date }): Promise<OwnShopHome>;
  allBooksHome(): Promise<AllBooksHome>;
  /** Forget this process's quote of the day (a staff change to the quotes, decision 702). */
  forgetQuotes(): void;
  /** Forget this process's home lists (a staff change to the tips or a Top 10 section, decisions 722, 723). */
  forgetLists(): void;
}

export function createHomeService(db: Db, settingsService: SettingsService): HomeService {
  // The home lists are the same for every visitor: a page view costs no queries while they are cached.
  const ownLists = createTtlCache<'own', Omit<OwnShopHome, 'quote'>>();
  const quoteOfTheDay = createTtlCache<number, HomeQuote | null>();
  const allBooks = createTtlCache<'all', AllBooksHome>();
  return {
    forgetQuotes: () => quoteOfTheDay.clear(),
    forgetLists: () => {
      ownLists.clear();
      allBooks.clear();
    },
    async ownShopHome({ quoteId, now = new Date() }) {
      const day = Math.floor(now.getTime() / DAY_MS);
      const [quote, lists] = await Promise.all([
        // A chosen quote (?quote=) is looked up as asked; only the quote of the day is cached (one key a day).
        quoteId === undefined
          ? quoteOfTheDay.get(day, () => pickQuote(db, undefined, day))
          : pickQuote(db, quoteId, day),
        ownLists.get('own', async () => {
          const settingsMap = await settingsService.all();
          const [tips, newsletter, segments] = await Promise.all([
            ownPublicationTips(db, cardSettings(settingsMap)),
            latestNewsletter(db, settingsMap.get('tagLatestNewsletter')),
            segmentsOf(db, settingsMap),
          ]);
          return { tips, newsletter, segments };
        }),
      ]);
      return { quote, ...lists };
    },
    allBooksHome: () =>
      allBooks.get('all', async () => {
        const cards = cardSettings(await settingsService.all());
        const [top60, thrillers, popularCategories] = await Promise.all([
          latestRanking(db, 'top60', TOP60_LIMIT, cards),
          top10Thrillers(db, cards),
          popular(db),
        ]);
        return { top60, top10Thrillers: thrillers, popularCategories };
      }),
  };
}

/** `?quote=` picks a quote by id; otherwise the same quote all day, a different one the next day. */
async function pickQuote(db: Db, quoteId: number | undefined, day: number): Promise<HomeQuote | null> {
  if (quoteId !== undefined) {
    const [chosen] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    if (chosen) return toQuote(chosen);
  }
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(quotes);
  if (total === 0) return null;
  const [row] = await db
    .select()
    .from(quotes)
    .orderBy(asc(quotes.id))
    .offset(day % total)
    .limit(1);
  return row ? toQuote(row) : null;
}

function toQuote(row: typeof quotes.$inferSelect): HomeQuote {
  return { id: row.id, text: row.text, author: row.author, href: row.isbn ? `/book/${row.isbn}` : null };
}

/**
 * The carousel's tips: the books staff chose at /beheer/tips in their order (decision 722), withdrawn ones left
 * out; while staff chose none, the own publications (sb_edition 'eigen uitgaven'): top titles first, then the
 * newest, sold-out ones last.
 */
async function ownPublicationTips(db: Db, cards: CardSettings): Promise<ShellBook[]> {
  const chosenByStaff = db
    .select({ id: homeTips.bookId, position: homeTips.position })
    .from(homeTips)
    .innerJoin(books, eq(books.id, homeTips.bookId))
    .where(notWithdrawnSql(books.withdrawnAt))
    .orderBy(asc(homeTips.position))
    .limit(TIPS_LIMIT)
    .as('chosen');
  const staffRows = await db
    .select(bookSummaryColumns)
    .from(chosenByStaff)
    .innerJoin(books, eq(books.id, chosenByStaff.id))
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .orderBy(asc(chosenByStaff.position));
  if (staffRows.length > 0) return staffRows.map((r) => toShellBook(r, cards));
  // Choose the 12 on books alone, then join the authors of just those (joining first hashed every author).
  const chosen = db
    .select({
      id: books.id,
      position:
        sql<number>`row_number() over (order by ${soldOutSql(books.stock)}, ${books.top} desc, ${books.releaseDate} desc nulls last, ${books.id} desc)`.as(
          'position',
        ),
    })
    .from(books)
    .where(and(eq(books.sbEdition, OWN_EDITION), notWithdrawnSql(books.withdrawnAt)))
    .orderBy(sql`position`)
    .limit(TIPS_LIMIT)
    .as('chosen');
  const rows = await db
    .select(bookSummaryColumns)
    .from(chosen)
    .innerJoin(books, eq(books.id, chosen.id))
    .leftJoin(withFirstAuthor.table, withFirstAuthor.on)
    .orderBy(asc(chosen.position));
  return rows.map((r) => toShellBook(r, cards));
}

async function latestNewsletter(db: Db, latestTag: string | undefined): Promise<NewsletterTeaser | null> {
  const tagged = latestTag
    ? (await db.select().from(newsletters).where(eq(newsletters.tag, latestTag)))[0]
    : undefined;
  const row =
    tagged ??
    (
      await db
        .select()
        .from(newsletters)
        .where(eq(newsletters.showOnSb, true))
        .orderBy(desc(newsletters.week))
        .limit(1)
    )[0];
  if (!row) return null;
  // Only links that lead to a file (spec 1 §2.8: a newsletter without a file is not available). The teaser's
  // pdf link ('Download als pdf') is the file itself; the web link opens the reading dialog.
  const links = availableNewsletterLinks(row);
  const pdfFile = newsletterFilePaths(row).pdf;
  return {
    title: row.title,
    week: row.week,
    webHref: links.webHref,
    pdfHref: links.pdfHref && pdfFile ? `/media/${pdfFile}` : null,
  };
}

/** The toggle's three targets (spec 1 §2.2) with the settings that name their illustrating book. */
export const SEGMENTS: readonly { id: ToggleId; href: string; setting: string }[] = [
  { id: 1, href: '/our-publications', setting: 'skuSegmentOwn' },
  { id: 2, href: '/', setting: 'skuSegmentSB' },
  { id: 3, href: '/all-books', setting: 'skuSegmentALL' },
];

async function segmentsOf(db: Db, settingsMap: ReadonlyMap<string, string>): Promise<HomeSegment[]> {
  const skus = SEGMENTS.map((s) => settingsMap.get(s.setting)).filter((sku): sku is string => !!sku);
  const rows = skus.length
    ? await db.select({ sku: books.sku, title: books.title }).from(books).where(inArray(books.sku, skus))
    : [];
  return SEGMENTS.map(({ id, href, setting }) => {
    const row = rows.find((r) => r.sku === settingsMap.get(setting));
    return { id, href, book: row ? { ...row, coverUrl: `/media/covers/${row.sku}` } : null };
  });
}

async function top10Thrillers(db: Db, cards: CardSettings): Promise<AllBooksHome['top10Thrillers']> {
  const top10 = await top10Section(db, THRILLERS_TAG, cards);
  if (!top10) return null;
  // Spec 1 §2.1: /subcategory/top10{section} shows a top-10 list; the section is named by its tag.
  return {
    title: top10.title,
    href: top10ListPath(top10.tag),
    books: top10.books,
  };
}

/**
 * Popular categories of the all-books shop: those with the most titles in this week's Top 60 first, then the
 * editors' order. Ranking by the 60 bestsellers stays cheap however large the catalogue grows.
 */
async function popular(db: Db): Promise<AllBooksHome['popularCategories']> {
  const bestsellers = db
    .select({ categoryId: books.categoryId })
    .from(rankings)
    .innerJoin(books, eq(books.id, rankings.bookId))
    .where(
      and(
        eq(rankings.list, 'top60'),
        eq(rankings.week, sql`(${latestWeek(db, 'top60')})`),
        notWithdrawnSql(books.withdrawnAt),
      ),
    )
    .as('bestsellers');
  const rows = await db
    .select({
      name: categories.name,
      displayValue: categories.displayValue,
      hits: count(bestsellers.categoryId),
    })
    .from(categories)
    .leftJoin(bestsellers, eq(bestsellers.categoryId, categories.id))
    .where(and(sql`'SHOP_ALL' = any(${categories.shops})`, notInArray(categories.name, HIDDEN_CATEGORIES)))
    .groupBy(categories.id)
    .orderBy(desc(count(bestsellers.categoryId)), asc(categories.position), asc(categories.displayValue))
    .limit(POPULAR_LIMIT);
  return rows.map((c) => ({
    name: c.name,
    displayValue: c.displayValue,
    href: `/category/${encodeURIComponent(c.name)}`,
  }));
}
