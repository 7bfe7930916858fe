// Findability: what the XML sitemaps and the /sitemap page list (spec 3 §2 "/sitemap lists categories of the
// own shop and the all shop, other pages and authors"). Crawlers are anonymous visitors, so the XML sitemaps
// list what an anonymous visitor can open; a replaced book (it redirects to its replacement) is left out.
//
// Scale: a book or author sitemap file is one range query on the primary key (ids (n-1)·50,000+1 … n·50,000),
// so each file costs the same at 23,000 or 1,000,000 books; the index probes each range with EXISTS.
import { and, asc, between, eq, or, type SQL, sql } from 'drizzle-orm';
import { bookPath } from '../../domain/book-identifier.ts';
import { isFeatureAvailable } from '../../domain/features.ts';
import { isHiddenCategory } from '../../domain/labels.ts';
import { listPath } from '../../domain/list-paths.ts';
import { type SitePage, sitePages } from '../../domain/sitemap-pages.ts';
import { idRangeOfPage, SITEMAP_MAX_URLS, type SitemapFile, w3cDate } from '../../domain/sitemap.ts';
import { queryRows, type Db } from '../db/client.ts';
import { authors, books, categories, languages, productGroups, subcategories } from '../db/schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { SettingsService } from '../settings/service.ts';
import { ANONYMOUS, type Viewer } from '../shell/types.ts';

export interface SitemapPath {
  path: string;
  /** 'YYYY-MM-DD' when known. */
  lastmod?: string;
}

export interface SitemapLink {
  name: string;
  displayValue: string;
  href: string;
}

export interface SitemapCategory extends SitemapLink {
  subcategories: SitemapLink[];
}

/** The /sitemap page's sections. */
export interface SitemapPageData {
  ownCategories: SitemapCategory[];
  /** Categories of the all-books shop that the own shop does not have; null without the all-books shop. */
  allCategories: SitemapCategory[] | null;
  pages: SitePage[];
  authors: { id: number; name: string; href: string }[];
}

export interface SeoService {
  /** The sitemap files the index names: the other pages, then each non-empty book and author range. */
  sitemapFiles(): Promise<SitemapFile[]>;
  /** Book addresses with ids in range `page`; null when the range holds no listed book. */
  bookSitemap(page: number): Promise<SitemapPath[] | null>;
  /** Addresses of authors with listed books, ids in range `page`; null when there are none. */
  authorSitemap(page: number): Promise<SitemapPath[] | null>;
  /** Fixed pages and the category, subcategory, language and product-group lists. */
  pagesSitemap(): Promise<SitemapPath[]>;
  sitemapPage(viewer: Viewer): Promise<SitemapPageData>;
}

/**
 * Books a crawler should find: not replaced (a replaced book redirects), and without the all-books shop only
 * the self-help range and events (spec 1 §2.6: 'Event' forces the own shop), the books the own shop sells.
 */
function listedBook(shopAll: boolean): SQL {
  const notReplaced = sql`(${books.alternative} is null or btrim(${books.alternative}) = '')`;
  if (shopAll) return notReplaced;
  return and(notReplaced, or(eq(books.inSb, true), sql`lower(btrim(${books.media})) = 'event'`))!;
}

function authorHasListedBook(shopAll: boolean): SQL {
  const listed = listedBook(shopAll);
  return sql`(exists (select 1 from ${books} where ${books.authorId} = ${authors.id} and ${listed})
    or exists (select 1 from ${books} where ${books.author2Id} = ${authors.id} and ${listed}))`;
}

function authorName(a: { firstname: string; prefix: string; lastname: string }): string {
  return [a.firstname, a.prefix, a.lastname].filter((part) => part.trim() !== '').join(' ');
}

export function createSeoService(db: Db, settingsService: SettingsService): SeoService {
  const filesCache = createTtlCache<boolean, SitemapFile[]>();
  const pagesCache = createTtlCache<boolean, SitemapPath[]>();
  const pageDataCache = createTtlCache<boolean, SitemapPageData>();

  const shopAllFor = async (viewer: Viewer) =>
    isFeatureAvailable(await settingsService.features(), 'SHOP_ALL', viewer);
  const crawlerShopAll = () => shopAllFor(ANONYMOUS);

  /** Pages 1..⌈max(id)/50,000⌉ whose id range holds a row matching `rowInRange`; max(id) reads the pk index. */
  async function nonEmptyPages(table: typeof books | typeof authors, rowInRange: SQL): Promise<number[]> {
    const size = SITEMAP_MAX_URLS;
    const rows = await queryRows<{ page: number }>(
      db,
      sql`select p::int as page
            from generate_series(1, ceil(coalesce((select max(${table.id}) from ${table}), 0) / ${size}::numeric)::int) as p
           where exists (select 1 from ${table}
                          where ${table.id} between (p - 1) * ${size} + 1 and p * ${size} and ${rowInRange})
           order by p`,
    );
    return rows.map((r) => Number(r.page));
  }

  async function loadCategories() {
    const [categoryRows, subcategoryRows] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.displayValue)),
      db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.displayValue)),
    ]);
    return categoryRows
      .filter((c) => !isHiddenCategory(c.name))
      .map((c) => ({
        shops: c.shops,
        name: c.name,
        displayValue: c.displayValue,
        href: listPath.category(c.name),
        subcategories: subcategoryRows
          .filter((s) => s.categoryId === c.id && !isHiddenCategory(s.name))
          .map((s) => ({ name: s.name, displayValue: s.displayValue, href: listPath.subcategory(s.name) })),
      }));
  }

  return {
    async sitemapFiles() {
      const shopAll = await crawlerShopAll();
      return filesCache.get(shopAll, async () => {
        const [bookPages, authorPages] = await Promise.all([
          nonEmptyPages(books, listedBook(shopAll)),
          nonEmptyPages(authors, authorHasListedBook(shopAll)),
        ]);
        return [
          { kind: 'pages' as const },
          ...bookPages.map((page) => ({ kind: 'books' as const, page })),
          ...authorPages.map((page) => ({ kind: 'authors' as const, page })),
        ];
      });
    },

    async bookSitemap(page) {
      const range = idRangeOfPage(page);
      if (!range) return null;
      const [shopAll, settingsMap] = await Promise.all([crawlerShopAll(), settingsService.all()]);
      const seoTitles = settingsMap.get('seoTitles') ?? null;
      // One index range scan on books_pkey; the title is needed for the slug form of the address.
      const rows = await db
        .select({ sku: books.sku, title: books.title, createdAt: books.createdAt })
        .from(books)
        .where(and(between(books.id, range.first, range.last), listedBook(shopAll)))
        .orderBy(asc(books.id));
      if (rows.length === 0) return null;
      return rows.map((r) => ({ path: bookPath(r.sku, r.title, seoTitles), lastmod: w3cDate(r.createdAt) }));
    },

    async authorSitemap(page) {
      const range = idRangeOfPage(page);
      if (!range) return null;
      const shopAll = await crawlerShopAll();
      const rows = await db
        .select({ id: authors.id })
        .from(authors)
        .where(and(between(authors.id, range.first, range.last), authorHasListedBook(shopAll)))
        .orderBy(asc(authors.id));
      if (rows.length === 0) return null;
      return rows.map((r) => ({ path: listPath.author(r.id) }));
    },

    async pagesSitemap() {
      const shopAll = await crawlerShopAll();
      return pagesCache.get(shopAll, async () => {
        const shops = shopAll ? ['SHOP_SB', 'SHOP_ALL'] : ['SHOP_SB'];
        const [categoryList, languageRows, groupRows] = await Promise.all([
          loadCategories(),
          db.select().from(languages).orderBy(asc(languages.position)),
          db.select().from(productGroups).orderBy(asc(productGroups.position)),
        ]);
        const shown = categoryList.filter((c) => c.shops.some((s) => shops.includes(s)));
        return [
          ...sitePages(shopAll).map((p) => ({ path: p.path })),
          ...shown.map((c) => ({ path: c.href })),
          ...shown.flatMap((c) => c.subcategories.map((s) => ({ path: s.href }))),
          ...languageRows
            .filter((l) => l.showOnSb || (shopAll && l.showOnAll))
            .map((l) => ({ path: listPath.language(l.queryValue) })),
          // Product groups show in the own shop (spec 1 §2.2), which always exists.
          ...groupRows.map((g) => ({ path: listPath.products(g.name) })),
        ];
      });
    },

    async sitemapPage(viewer) {
      const shopAll = await shopAllFor(viewer);
      return pageDataCache.get(shopAll, async () => {
        const [categoryList, authorRows] = await Promise.all([
          loadCategories(),
          db
            .select()
            .from(authors)
            .where(eq(authors.isSb, true))
            .orderBy(asc(authors.lastname), asc(authors.firstname)),
        ]);
        const strip = ({ shops: _shops, ...c }: (typeof categoryList)[number]): SitemapCategory => c;
        return {
          ownCategories: categoryList.filter((c) => c.shops.includes('SHOP_SB')).map(strip),
          allCategories: shopAll
            ? categoryList
                .filter((c) => c.shops.includes('SHOP_ALL') && !c.shops.includes('SHOP_SB'))
                .map(strip)
            : null,
          // The page itself is not listed, and the authors list has its own link in the authors section.
          pages: sitePages(shopAll).filter((p) => p.path !== '/sitemap' && p.path !== '/authors'),
          authors: authorRows.map((a) => ({ id: a.id, name: authorName(a), href: listPath.author(a.id) })),
        };
      });
    },
  };
}
