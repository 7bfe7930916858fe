// Findability: what the XML sitemaps and the /sitemap page list (spec 3 §2 "/sitemap lists categories of the
// own shop and the all shop, other pages and authors"). Crawlers are anonymous visitors, so the XML sitemaps
// list what an anonymous visitor can open; a replaced book (it redirects to its replacement) is left out.
//
// Scale: a book or author sitemap file is one range query on the primary key (ids (n-1)·50,000+1 … n·50,000),
// so each file costs the same at 23,000 or 1,000,000 books; the index probes each range with EXISTS.
import { asc, eq } from 'drizzle-orm';
import { authorFullName } from '../../domain/author-name.ts';
import { bookPath } from '../../domain/book-identifier.ts';
import { isFeatureAvailable } from '../../domain/features.ts';
import { isHiddenCategory } from '../../domain/labels.ts';
import { listPath } from '../../domain/list-paths.ts';
import { type SitePage, sitePages } from '../../domain/sitemap-pages.ts';
import { idRangeOfPage, SITEMAP_MAX_URLS, type SitemapFile, w3cDate } from '../../domain/sitemap.ts';
import { listedAuthorIdsInIdRange, listedBooksInIdRange, listedIdPages } from '../catalog/index.ts';
import type { Db } from '../db/client.ts';
import { authors, categories, languages, productGroups, subcategories } from '../catalog/schema.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { SettingsService } from '../settings/service.ts';
import { ANONYMOUS, type Viewer } from '../accounts/viewer.ts';

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

export function createSeoService(db: Db, settingsService: SettingsService): SeoService {
  const filesCache = createTtlCache<boolean, SitemapFile[]>();
  const pagesCache = createTtlCache<boolean, SitemapPath[]>();
  const pageDataCache = createTtlCache<boolean, SitemapPageData>();

  const shopAllFor = async (viewer: Viewer) =>
    isFeatureAvailable(await settingsService.features(), 'SHOP_ALL', viewer);
  const crawlerShopAll = () => shopAllFor(ANONYMOUS);

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
          listedIdPages(db, 'books', shopAll, SITEMAP_MAX_URLS),
          listedIdPages(db, 'authors', shopAll, SITEMAP_MAX_URLS),
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
      const rows = await listedBooksInIdRange(db, range, shopAll);
      if (rows.length === 0) return null;
      return rows.map((r) => ({ path: bookPath(r.sku, r.title, seoTitles), lastmod: w3cDate(r.createdAt) }));
    },

    async authorSitemap(page) {
      const range = idRangeOfPage(page);
      if (!range) return null;
      const shopAll = await crawlerShopAll();
      const ids = await listedAuthorIdsInIdRange(db, range, shopAll);
      if (ids.length === 0) return null;
      return ids.map((id) => ({ path: listPath.author(id) }));
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
          authors: authorRows.map((a) => ({
            id: a.id,
            name: authorFullName(a.firstname, a.prefix, a.lastname),
            href: listPath.author(a.id),
          })),
        };
      });
    },
  };
}
