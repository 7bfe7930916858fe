// Spec 1 §2.1, §2.8 newsletters: the overview per shop (show_on_sb), one newsletter for the reading dialog (by
// week, or by its mailing tag from a mail link) and the content of a generated issue for newsletters whose
// files are not on disk (server/content/newsletter-files.ts).
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  availableNewsletterLinks,
  availableNewsletterViews,
  chooseNewsletterView,
  isoWeekMonday,
  newsletterFilePaths,
  newsletterWeek,
  type NewsletterView,
} from '../../domain/newsletters.ts';
import type { Shop } from '../../domain/shop.ts';
import { newestOwnEditions } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { newsletters, quotes } from './schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';

type NewsletterRow = typeof newsletters.$inferSelect;

export interface NewsletterSummary {
  tag: string;
  /** YYWW (spec 1 §3). */
  week: number;
  isoYear: number;
  isoWeek: number;
  /** The Monday of the newsletter's week, 'YYYY-MM-DD'. */
  monday: string;
  title: string;
  /** Dialog links by the file rules, only for views the newsletter has files for. */
  webHref: string | null;
  pdfHref: string | null;
  available: boolean;
  /** Spec 1 §2.8 "Admins see direct web and pdf links": the files themselves; null for everyone else. */
  direct: { web: string | null; pdf: string | null } | null;
}

export interface NewsletterReading extends NewsletterSummary {
  /** What the dialog shows; null → '(Deze nieuwsbrief is momenteel niet beschikbaar)'. */
  view: NewsletterView | null;
  /** Our web page (for the frame), our pdf and the external archive url, each only when it exists. */
  webSrc: string | null;
  pdfSrc: string | null;
  externalHref: string | null;
}

export interface IssueBook {
  sku: string;
  title: string;
  author: string;
  description: string | null;
  href: string;
  coverUrl: string;
}

/** The content of a generated newsletter (web page and pdf) when no stored file exists. */
export interface NewsletterIssue {
  title: string;
  week: number;
  isoYear: number;
  isoWeek: number;
  monday: string;
  /** The theme after 'Nieuwsbrief week N: ', or the whole title. */
  theme: string;
  books: IssueBook[];
  quote: { text: string; author: string } | null;
}

export interface NewsletterService {
  overview(input: { shop: Shop; admin: boolean }): Promise<NewsletterSummary[]>;
  byWeek(week: number, input: { admin: boolean; view?: 'web' | 'pdf' }): Promise<NewsletterReading | null>;
  byTag(tag: string, input: { admin: boolean; view?: 'web' | 'pdf' }): Promise<NewsletterReading | null>;
  /** The newsletter row of a week (for serving its files), or null. */
  row(week: number): Promise<NewsletterRow | null>;
  issue(week: number): Promise<NewsletterIssue | null>;
  /** Forgets the cached lists (issue 31: staff changed a newsletter in this process). */
  forget(): void;
}

export const ISSUE_BOOKS = 4;

export function createNewsletterService(db: Db): NewsletterService {
  // Every visitor of a shop sees the same list: one query per shop per cache period.
  const lists = createTtlCache<Shop, NewsletterRow[]>();
  const loadList = (shop: Shop) =>
    lists.get(shop, () =>
      db
        .select()
        .from(newsletters)
        // Spec 1 §3 show_on_sb: the own shop lists only its newsletters; the all-books shop lists every one.
        .where(shop === 'SHOP_SB' ? eq(newsletters.showOnSb, true) : undefined)
        .orderBy(desc(newsletters.week), desc(newsletters.id)),
    );
  const findBy = async (where: ReturnType<typeof eq>) =>
    (await db.select().from(newsletters).where(where).orderBy(desc(newsletters.id)).limit(1))[0] ?? null;

  return {
    forget: () => lists.clear(),
    async overview({ shop, admin }) {
      return (await loadList(shop)).flatMap((row) => {
        const summary = toSummary(row, admin);
        return summary ? [summary] : [];
      });
    },
    async byWeek(week, { admin, view }) {
      if (!newsletterWeek(week)) return null;
      const row = await findBy(eq(newsletters.week, week));
      return row ? toReading(row, admin, view) : null;
    },
    async byTag(tag, { admin, view }) {
      const row = await findBy(eq(newsletters.tag, tag));
      return row ? toReading(row, admin, view) : null;
    },
    async row(week) {
      return newsletterWeek(week) ? findBy(eq(newsletters.week, week)) : null;
    },
    async issue(week) {
      const row = await this.row(week);
      const summary = row ? toSummary(row, false) : null;
      if (!row || !summary) return null;
      const [issueBooks, quote] = await Promise.all([booksOfWeek(db, summary.monday), quoteOfWeek(db, week)]);
      return {
        title: row.title,
        week,
        isoYear: summary.isoYear,
        isoWeek: summary.isoWeek,
        monday: summary.monday,
        theme: row.title.replace(/^Nieuwsbrief week \d+:\s*/i, '').trim() || row.title,
        books: issueBooks,
        quote,
      };
    },
  };
}

/** A row as the overview shows it; null for a week that is not a real ISO week (bad data is left out). */
function toSummary(row: NewsletterRow, admin: boolean): NewsletterSummary | null {
  const parts = newsletterWeek(row.week);
  if (!parts) return null;
  const links = availableNewsletterLinks(row);
  const files = newsletterFilePaths(row);
  return {
    tag: row.tag,
    week: row.week,
    isoYear: parts.year,
    isoWeek: parts.week,
    monday: isoWeekMonday(parts.year, parts.week),
    title: row.title,
    ...links,
    available: links.webHref !== null || links.pdfHref !== null,
    direct: admin
      ? {
          web: files.web && (row.hasHtml || row.hasPhp) ? `/media/${files.web}` : null,
          pdf: files.pdf && row.hasPdf ? `/media/${files.pdf}` : null,
        }
      : null,
  };
}

function toReading(
  row: NewsletterRow,
  admin: boolean,
  requested: 'web' | 'pdf' | undefined,
): NewsletterReading | null {
  const summary = toSummary(row, admin);
  if (!summary) return null;
  const view = chooseNewsletterView(row, requested);
  const views = availableNewsletterViews(row);
  const files = newsletterFilePaths(row);
  return {
    ...summary,
    view,
    webSrc: files.web && views.includes('web') ? `/media/${files.web}` : null,
    pdfSrc: files.pdf && views.includes('pdf') ? `/media/${files.pdf}` : null,
    externalHref: view === 'external' ? row.url : null,
  };
}

/** The newest own publications that had appeared by the newsletter's week, as its featured books. */
async function booksOfWeek(db: Db, monday: string): Promise<IssueBook[]> {
  const sunday = sql`(${monday}::date + 6)`;
  const rows = await newestOwnEditions(db, sunday, ISSUE_BOOKS);
  return rows.map((r) => ({
    sku: r.sku,
    title: r.title,
    author: r.author,
    description: r.shortDescription && r.shortDescription !== '0' ? r.shortDescription : null,
    href: `/book/${r.sku}`,
    coverUrl: `/media/covers/${r.sku}`,
  }));
}

/** One quote per week, going round the quotes in id order. */
async function quoteOfWeek(db: Db, week: number): Promise<NewsletterIssue['quote']> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(quotes);
  if (total === 0) return null;
  const [row] = await db
    .select({ text: quotes.text, author: quotes.author })
    .from(quotes)
    .orderBy(asc(quotes.id))
    .offset(week % total)
    .limit(1);
  return row ?? null;
}
