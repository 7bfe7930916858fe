// The book lists of spec 1 §2.4 (category, subcategory, author, language, new books, own publications,
// products, e-books): each resolves its subject, turns it into a condition on `books` and loads one page.
import { and, asc, eq, gte, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { amsterdamCalendarDate } from '../../../domain/dates.ts';
import { isHiddenCategory, OWN_EDITION } from '../../../domain/labels.ts';
import { newBooksFrom, type NewBooksView } from '../../../domain/new-books.ts';
import type { ListType, PageView } from '../../../domain/paging.ts';
import { isShop, type Shop } from '../../../domain/shop.ts';
import type { Db } from '../../db/client.ts';
import {
  authors,
  books,
  categories,
  languages,
  productGroups,
  productSubgroups,
  subcategories,
  homeTips,
} from '../schema.ts';
import { notWithdrawnSql } from '../listed-sql.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { SettingsService } from '../../settings/service.ts';
import type { AuthorLetter } from '../../../domain/author-letters.ts';
import { type AuthorIndexPage, createAuthorsIndex } from './authors-index.ts';
import { type CatalogDirectory, createCatalogDirectory } from './directory.ts';
import { fullName, loadListPage } from './list-query.ts';
import { readListSettings } from './list-settings.ts';
import type { BookListPage } from './types.ts';

const COUNT_CACHE_ENTRIES = 5_000;
const PAGE_CACHE_ENTRIES = 2_000;
const SHELF_CACHE_ENTRIES = 1_000;

export type OwnPublicationsView = 'our_books' | 'tips' | 'own_book';

export interface NamedLink {
  name: string;
  displayValue: string;
  href: string;
}

export interface CategoryList {
  /** img: the category's image under /media/ (issue 31 content, decision 711), null without one. */
  category: NamedLink & { shops: Shop[]; img: string | null };
  subcategory: NamedLink | null;
  /** The category's subcategories, for the chips above the list (top-10 lists excluded). */
  subcategories: NamedLink[];
  page: BookListPage;
}

export interface AuthorList {
  author: { id: number; name: string; description: string | null; profilePicture: string | null };
  page: BookListPage;
}

export interface SimpleList {
  subject: NamedLink;
  page: BookListPage;
}

export interface ListService extends CatalogDirectory {
  /** The shops of the category or subcategory with this name (spec 1 §7.2 checkShopForCategory). */
  shopsForCategory(kind: 'category' | 'subcategory', name: string): Promise<Shop[] | null>;
  category(name: string, view: PageView): Promise<CategoryList | null>;
  subcategory(name: string, view: PageView): Promise<CategoryList | null>;
  author(key: string, view: PageView, shop: Shop): Promise<AuthorList | null>;
  language(value: string, view: PageView, shop: Shop): Promise<SimpleList | null>;
  newBooks(kind: NewBooksView, view: PageView, now?: Date): Promise<BookListPage>;
  ownPublications(kind: Exclude<OwnPublicationsView, 'own_book'>, view: PageView): Promise<BookListPage>;
  products(name: string, view: PageView): Promise<SimpleList | null>;
  ebooks(view: PageView): Promise<BookListPage>;
  ebookCount(): Promise<number>;
  authorsIndex(letter: AuthorLetter, page: number, shop: Shop): Promise<AuthorIndexPage>;
  /** Issue 31 books: forget the cached pages and counts (staff changed a book), so the next view reads them again. */
  forgetCachedPages(): void;
}

export function createListService(db: Db, settingsService: SettingsService): ListService {
  const counts = createTtlCache<string, number>(undefined, COUNT_CACHE_ENTRIES);
  // Whole pages too: the first pages of popular lists are what most visitors ask for.
  const pages = createTtlCache<string, BookListPage>(undefined, PAGE_CACHE_ENTRIES);
  const authorsIndex = createAuthorsIndex(db);

  const listSettings = (now?: Date) => readListSettings(settingsService, now);

  async function page(listType: ListType, where: SQL, countKey: string, view: PageView, now?: Date) {
    const settings = await listSettings(now);
    const key = `${countKey}|${listType}|${settings.today}|${JSON.stringify(view)}`;
    return pages.get(key, () => loadListPage(db, counts, { listType, where, countKey, view }, settings));
  }

  // Shelves change rarely and every shelf page looks its shelf up twice (the shop, then the list): cached.
  const categoryByName = createTtlCache<string, typeof categories.$inferSelect | null>(
    undefined,
    SHELF_CACHE_ENTRIES,
  );
  const subcategoryByName = createTtlCache<
    string,
    { sub: typeof subcategories.$inferSelect; category: typeof categories.$inferSelect } | null
  >(undefined, SHELF_CACHE_ENTRIES);
  const subcategoryLinksOf = createTtlCache<number, NamedLink[]>(undefined, SHELF_CACHE_ENTRIES);

  const findCategory = (name: string) =>
    categoryByName.get(name, async () => {
      const [row] = await db.select().from(categories).where(eq(categories.name, name)).limit(1);
      return row && !isHiddenCategory(row.name) ? row : null;
    });

  const findSubcategory = (name: string) =>
    subcategoryByName.get(name, async () => {
      const [row] = await db
        .select({ sub: subcategories, category: categories })
        .from(subcategories)
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(eq(subcategories.name, name))
        .limit(1);
      return row && !isHiddenCategory(row.category.name) ? row : null;
    });

  const subcategoryLinks = (categoryId: number) =>
    subcategoryLinksOf.get(categoryId, () => loadSubcategoryLinks(categoryId));

  async function loadSubcategoryLinks(categoryId: number): Promise<NamedLink[]> {
    const rows = await db
      .select({ name: subcategories.name, displayValue: subcategories.displayValue })
      .from(subcategories)
      .where(and(eq(subcategories.categoryId, categoryId), sql`${subcategories.name} not like 'top10%'`))
      .orderBy(asc(subcategories.position), asc(subcategories.displayValue));
    return rows.map((s) => ({ ...s, href: `/subcategory/${encodeURIComponent(s.name)}` }));
  }

  function categoryLink(c: { name: string; displayValue: string; shops: string[]; img: string | null }) {
    return {
      name: c.name,
      displayValue: c.displayValue,
      href: `/category/${encodeURIComponent(c.name)}`,
      shops: c.shops.filter(isShop),
      img: c.img,
    };
  }

  return {
    ...createCatalogDirectory(db),

    forgetCachedPages() {
      pages.clear();
      counts.clear();
      // Issue 31 content (decision 715): a category's display value or shops staff changed.
      categoryByName.clear();
      subcategoryByName.clear();
      subcategoryLinksOf.clear();
    },

    async shopsForCategory(kind, name) {
      const shelf = kind === 'category' ? await findCategory(name) : (await findSubcategory(name))?.category;
      return shelf ? shelf.shops.filter(isShop) : null;
    },

    async category(name, view) {
      const category = await findCategory(name);
      if (!category) return null;
      const [subs, list] = await Promise.all([
        subcategoryLinks(category.id),
        page('category', eq(books.categoryId, category.id), `category:${category.id}`, view),
      ]);
      return { category: categoryLink(category), subcategory: null, subcategories: subs, page: list };
    },

    async subcategory(name, view) {
      const row = await findSubcategory(name);
      if (!row) return null;
      const [subs, list] = await Promise.all([
        subcategoryLinks(row.category.id),
        page('subcategory', eq(books.subcategoryId, row.sub.id), `subcategory:${row.sub.id}`, view),
      ]);
      return {
        category: categoryLink(row.category),
        subcategory: {
          name: row.sub.name,
          displayValue: row.sub.displayValue,
          href: `/subcategory/${encodeURIComponent(row.sub.name)}`,
        },
        subcategories: subs,
        page: list,
      };
    },

    async author(key, view, shop) {
      const author = await findAuthor(db, key);
      if (!author) return null;
      const own = shop === 'SHOP_SB';
      const byAuthor = or(eq(books.authorId, author.id), eq(books.author2Id, author.id)) as SQL;
      // Spec 1 §2.4 list types author (all books) and author_sb (the self-help range only).
      const where = own ? and(byAuthor, eq(books.inSb, true))! : byAuthor;
      const list = await page(own ? 'author_sb' : 'author', where, `author:${author.id}:${shop}`, view);
      return {
        author: {
          id: author.id,
          name: fullName(author.firstname, author.prefix, author.lastname),
          description: author.description?.trim() || null,
          profilePicture: author.profilePicture,
        },
        page: list,
      };
    },

    async language(value, view, shop) {
      const wanted = value.trim().toLowerCase();
      const [language] = await db
        .select()
        .from(languages)
        .where(
          or(
            sql`lower(${languages.queryValue}) = ${wanted}`,
            sql`lower(${languages.displayValue}) = ${wanted}`,
            sql`lower(${languages.abbr}) = ${wanted}`,
          ),
        )
        .limit(1);
      if (!language || !(shop === 'SHOP_ALL' ? language.showOnAll : language.showOnSb)) return null;
      const own = shop === 'SHOP_SB';
      const where = own
        ? and(eq(books.lang, language.abbr), eq(books.inSb, true))!
        : eq(books.lang, language.abbr);
      return {
        subject: {
          name: language.queryValue,
          displayValue: language.displayValue,
          href: `/languages/${encodeURIComponent(language.queryValue)}`,
        },
        page: await page('language', where, `language:${language.abbr}:${shop}`, view),
      };
    },

    async newBooks(kind, view, now = new Date()) {
      const today = amsterdamCalendarDate(now);
      const from = newBooksFrom(kind, today);
      const released = and(
        isNotNull(books.releaseDate),
        gte(books.releaseDate, from),
        lte(books.releaseDate, today),
      )!;
      // The own shop's view is the self-help range; month and week (SHOP_ALL only) cover every book.
      const where = kind === 'default' ? and(released, eq(books.inSb, true))! : released;
      const listType = kind === 'default' ? 'new' : kind === 'month' ? 'new_this_month' : 'new_this_week';
      return page(listType, where, `new:${kind}:${from}:${today}`, view, now);
    },

    async ownPublications(kind, view) {
      const own = eq(books.sbEdition, OWN_EDITION);
      // The tips are the home carousel's: the books staff chose at /beheer/tips (decision 722), or while they chose
      // none, the own publications marked top (decision #726).
      const tips = sql`(${books.id} in (select ${homeTips.bookId} from ${homeTips})
        or (not exists (select 1 from ${homeTips}) and ${books.top}))`;
      const where = kind === 'tips' ? and(own, tips)! : own;
      return page('sb', where, `own:${kind}`, view);
    },

    async products(name, view) {
      const [group] = await db.select().from(productGroups).where(eq(productGroups.name, name)).limit(1);
      if (group) {
        return {
          subject: {
            name: group.name,
            displayValue: group.displayValue,
            href: `/products/${encodeURIComponent(group.name)}`,
          },
          page: await page('products', eq(books.productGroupId, group.id), `group:${group.id}`, view),
        };
      }
      const [sub] = await db.select().from(productSubgroups).where(eq(productSubgroups.name, name)).limit(1);
      if (!sub) return null;
      return {
        subject: {
          name: sub.name,
          displayValue: sub.displayValue,
          href: `/products/${encodeURIComponent(sub.name)}`,
        },
        page: await page('products', eq(books.productSubgroupId, sub.id), `subgroup:${sub.id}`, view),
      };
    },

    ebooks: (view) => page('ebooks', eq(books.isEbook, true), 'ebooks', view),

    authorsIndex,

    ebookCount: () =>
      counts.get('ebooks', async () => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(books)
          .where(and(eq(books.isEbook, true), notWithdrawnSql(books.withdrawnAt)));
        return row?.n ?? 0;
      }),
  };
}

/**
 * Spec 1 §2.1 /author/{first name and last name, or author id}: a number is the id; otherwise the full name,
 * compared without case and with '-' or '+' read as spaces. Equal names: the author with the lowest id.
 */
async function findAuthor(db: Db, key: string) {
  const trimmed = key.trim();
  if (/^\d{1,9}$/.test(trimmed)) {
    const [row] = await db
      .select()
      .from(authors)
      .where(eq(authors.id, Number(trimmed)))
      .limit(1);
    return row ?? null;
  }
  const name = trimmed
    .replace(/[-+_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  if (name === '' || name.length > 200) return null;
  const [row] = await db
    .select()
    .from(authors)
    .where(
      sql`lower(concat_ws(' ', nullif(${authors.firstname}, ''), nullif(${authors.prefix}, ''), ${authors.lastname})) = ${name}`,
    )
    .orderBy(asc(authors.id))
    .limit(1);
  return row ?? null;
}
