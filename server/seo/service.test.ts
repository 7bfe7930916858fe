// What the sitemaps and the /sitemap page list, on the demo catalogue, on each database.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPath } from '../../domain/book-identifier.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { books } from '../catalog/schema.ts';
import { features } from '../settings/schema.ts';
import { ANONYMOUS } from '../accounts/viewer.ts';
import { createSettingsService } from '../settings/service.ts';
import { createSeoService, type SeoService } from './service.ts';

const OWN_PATH = '/book/9789493000001/meer-zelfvertrouwen';
const REPLACED_SKU = '9789087655396';

describe.each(eachDatabase())('sitemap data on %s', (kind) => {
  let t: TestServices;
  let seo: SeoService;
  beforeAll(async () => {
    t = await openTestServices(kind);
    seo = t.services.seo;
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const count = async (where: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql.raw(`select count(*)::int as n from books where ${where}`),
        )
      )[0]!.n,
    );

  it('names the pages sitemap, one book range and one author range for the demo catalogue', async () => {
    expect(await seo.sitemapFiles()).toEqual([
      { kind: 'pages' },
      { kind: 'books', page: 1 },
      { kind: 'authors', page: 1 },
    ]);
  });

  it('lists every book but the replaced ones at its canonical address, with the record date as lastmod', async () => {
    const entries = (await seo.bookSitemap(1))!;
    expect(entries).toHaveLength(await count(`alternative is null`));
    expect(entries).toContainEqual({ path: OWN_PATH, lastmod: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(entries.some((e) => e.path.startsWith(`/book/${REPLACED_SKU}`))).toBe(false);
    // seoTitles is '1' in the demo: every address has the slug form.
    const [sample] = await t.database.db
      .select({ sku: books.sku, title: books.title })
      .from(books)
      .where(and(eq(books.inSb, false), sql`${books.alternative} is null`))
      .limit(1);
    expect(entries.map((e) => e.path)).toContain(bookPath(sample!.sku, sample!.title, '1'));
    expect(await seo.bookSitemap(2)).toBeNull();
    expect(await seo.bookSitemap(0)).toBeNull();
  });

  it('lists the authors that have a book, each once', async () => {
    const entries = (await seo.authorSitemap(1))!;
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from authors a
           where exists (select 1 from books b where (b.author_id = a.id or b.author2_id = a.id) and b.alternative is null)`,
    )) as [{ n: number }];
    expect(entries).toHaveLength(Number(n));
    expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
    expect(entries[0]!.path).toMatch(/^\/author\/\d+$/);
  });

  it('lists the fixed pages and the visible category, subcategory, language and product pages', async () => {
    const paths = (await seo.pagesSitemap()).map((e) => e.path);
    for (const path of [
      '/',
      '/all-books',
      '/our-publications/tips',
      '/top60',
      '/category/top10',
      '/ebooks',
      '/new-books',
      '/authors',
      '/sitemap',
      '/privacy-policy',
      '/category/zelfontwikkeling',
      '/category/romans',
      '/subcategory/zelfvertrouwen',
      '/subcategory/detectives',
      '/languages/engels',
    ])
      expect(paths, path).toContain(path);
    expect(paths.some((p) => p.startsWith('/products/'))).toBe(true);
    // Spec 1 §5: the hidden categories and their shelves are not listed.
    expect(paths).not.toContain('/category/eigen%20uitgaven');
    expect(paths).not.toContain('/category/nieuw');
    expect(paths).not.toContain('/subcategory/eigen-boeken');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('fills the /sitemap page: own-shop categories with shelves, all-books-only categories, pages and SB authors', async () => {
    const page = await seo.sitemapPage(ANONYMOUS);
    const own = page.ownCategories.find((c) => c.name === 'zelfontwikkeling');
    expect(own?.subcategories.map((s) => s.name)).toContain('zelfvertrouwen');
    expect(page.ownCategories.map((c) => c.name)).not.toContain('romans');
    expect(page.ownCategories.map((c) => c.name)).not.toContain('eigen uitgaven');
    expect(page.allCategories?.map((c) => c.name)).toContain('romans');
    expect(page.allCategories?.map((c) => c.name)).not.toContain('zelfontwikkeling');
    expect(page.pages.map((p) => p.path)).toContain('/privacy-policy');
    expect(page.pages.map((p) => p.path)).not.toContain('/sitemap');
    expect(page.pages.map((p) => p.path)).not.toContain('/authors');
    expect(page.authors).toContainEqual({
      id: expect.any(Number),
      name: 'Annemiek van der Berg',
      href: expect.stringMatching(/^\/author\/\d+$/),
    });
  });

  it('puts a book in the range of its id: a far id makes its own file, empty ranges are left out', async () => {
    const sku = '9789400000013';
    await t.database.db.insert(books).values({ id: 120_000, sku, title: 'Ver weg', inSb: true });
    const fresh = createSeoService(t.database.db, createSettingsService(t.database.db));
    try {
      const files = await fresh.sitemapFiles();
      expect(files.filter((f) => f.kind === 'books')).toEqual([
        { kind: 'books', page: 1 },
        { kind: 'books', page: 3 },
      ]);
      expect(await fresh.bookSitemap(2)).toBeNull();
      expect(await fresh.bookSitemap(3)).toEqual([
        { path: `/book/${sku}/ver-weg`, lastmod: expect.any(String) },
      ]);
    } finally {
      await t.database.db.delete(books).where(eq(books.id, 120_000));
    }
  });

  it('without the all-books shop lists only what the own shop sells', async () => {
    await t.database.db.update(features).set({ enabled: false }).where(eq(features.sku, 'SHOP_ALL'));
    const fresh = createSeoService(t.database.db, createSettingsService(t.database.db));
    try {
      const entries = (await fresh.bookSitemap(1))!;
      expect(entries).toHaveLength(
        await count(`alternative is null and (in_sb or lower(btrim(media)) = 'event')`),
      );
      expect(entries.map((e) => e.path)).toContain(OWN_PATH);
      const paths = (await fresh.pagesSitemap()).map((e) => e.path);
      expect(paths).not.toContain('/all-books');
      expect(paths).not.toContain('/category/romans');
      expect((await fresh.sitemapPage(ANONYMOUS)).allCategories).toBeNull();
      const replacedInSb = await t.database.db
        .select({ id: books.id })
        .from(books)
        .where(and(isNotNull(books.alternative), eq(books.inSb, true)));
      expect(replacedInSb.length).toBeGreaterThan(0);
    } finally {
      await t.database.db.update(features).set({ enabled: true }).where(eq(features.sku, 'SHOP_ALL'));
    }
  });
});
