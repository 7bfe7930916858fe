// Spec 1 §2.4 book lists on the demo catalogue, on each database: subjects, counts, orders, paging, shops,
// and a bounded number of queries per page (no N+1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../../domain/paging.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../../tests/support/test-database.ts';
import { rows, value } from '../../../tests/support/seed-testing.ts';
import type { Services } from '../../services.ts';

const view = (change: Partial<PageView> = {}): PageView => ({ ...DEFAULT_PAGE_VIEW, ...change });
const SEED_NOW = new Date('2026-11-22T12:00:00Z');

describe.each(eachDatabase())('book lists on %s', (kind) => {
  let t: TestServices;
  let services: Services;
  const queries: string[] = [];
  const count = (sqlText: string, params: unknown[] = []) => value<number>(t.database, sqlText, params);

  beforeAll(async () => {
    t = await openTestServices(kind, { onQuery: (q) => queries.push(q) });
    ({ services } = t);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe('category', () => {
    it('counts every book of the category and shows 25 on page 1, in stock first, newest first', async () => {
      const list = await services.lists.category('zelfontwikkeling', view());
      if (!list) throw new Error('category not found');
      const total = await count(
        `SELECT count(*)::int FROM books b JOIN categories c ON c.id = b.category_id WHERE c.name = 'zelfontwikkeling'`,
      );
      expect(list.page.total).toBe(total);
      expect(list.page.books).toHaveLength(25);
      expect(list.category.displayValue).toBe('Zelfontwikkeling');
      expect(list.subcategories.map((s) => s.name)).toContain('zelfvertrouwen');
      expect(list.subcategories.map((s) => s.name)).not.toContain('top10zelfhulp');

      const skus = list.page.books.map((b) => b.sku);
      const expected = await rows<{ sku: string }>(
        t.database,
        `SELECT b.sku FROM books b JOIN categories c ON c.id = b.category_id WHERE c.name = 'zelfontwikkeling'
         ORDER BY (b.stock <> 1), b.id DESC LIMIT 25`,
      );
      expect(skus).toEqual(expected.map((r) => r.sku));
    });

    it('orders by id alone without stock priority, and pages on', async () => {
      const page2 = await services.lists.category(
        'zelfontwikkeling',
        view({ stockPriority: false, page: 2 }),
      );
      const expected = await rows<{ sku: string }>(
        t.database,
        `SELECT b.sku FROM books b JOIN categories c ON c.id = b.category_id WHERE c.name = 'zelfontwikkeling'
         ORDER BY b.id DESC LIMIT 25 OFFSET 25`,
      );
      expect(page2?.page.books.map((b) => b.sku)).toEqual(expected.map((r) => r.sku));
    });

    it('sorts by price and release date in both directions, with missing values last', async () => {
      const byPrice = await services.lists.category(
        'psychologie',
        view({ sort: 'price_incl', order: 'asc', perPage: 100 }),
      );
      const prices = byPrice!.page.books.map((b) => b.priceCents).filter((p) => p !== null);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const byDate = await services.lists.category(
        'psychologie',
        view({ sort: 'release_date', order: 'desc', perPage: 100 }),
      );
      const dates = byDate!.page.books.map((b) => b.releaseDate ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('flips a title sort: the last book ascending is the first descending', async () => {
      const asc = await services.lists.category(
        'psychologie',
        view({ sort: 'title', order: 'asc', perPage: 250 }),
      );
      const lastPage = Math.ceil(asc!.page.total / 250);
      const end = await services.lists.category(
        'psychologie',
        view({ sort: 'title', order: 'asc', perPage: 250, page: lastPage }),
      );
      const desc = await services.lists.category(
        'psychologie',
        view({ sort: 'title', order: 'desc', perPage: 250 }),
      );
      expect(desc!.page.books[0]!.sku).toBe(end!.page.books.at(-1)!.sku);
    });

    it('shows the last page for a page past the end', async () => {
      const list = await services.lists.category('zelfontwikkeling', view({ page: 9999 }));
      const last = Math.ceil(list!.page.total / 25);
      expect(list!.page.view.page).toBe(last);
      expect(list!.page.books.length).toBeGreaterThan(0);
    });

    it('does not know hidden or unknown categories', async () => {
      expect(await services.lists.category('nieuw', view())).toBeNull();
      expect(await services.lists.category('eigen uitgaven', view())).toBeNull();
      expect(await services.lists.category('bestaat-niet', view())).toBeNull();
    });

    it('knows the shops of a category and of a subcategory', async () => {
      expect(await services.lists.shopsForCategory('category', 'zelfontwikkeling')).toEqual([
        'SHOP_SB',
        'SHOP_ALL',
      ]);
      expect(await services.lists.shopsForCategory('category', 'thrillers')).toEqual(['SHOP_ALL']);
      expect(await services.lists.shopsForCategory('subcategory', 'zelfvertrouwen')).toEqual([
        'SHOP_SB',
        'SHOP_ALL',
      ]);
      expect(await services.lists.shopsForCategory('category', 'bestaat-niet')).toBeNull();
    });
  });

  it('lists a subcategory with its category', async () => {
    const list = await services.lists.subcategory('zelfvertrouwen', view());
    expect(list?.subcategory?.displayValue).toBe('Zelfvertrouwen');
    expect(list?.category.name).toBe('zelfontwikkeling');
    const total = await count(
      `SELECT count(*)::int FROM books b JOIN subcategories s ON s.id = b.subcategory_id WHERE s.name = 'zelfvertrouwen'`,
    );
    expect(list?.page.total).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  describe('author', () => {
    it('finds an author by id and by "first last"; the own shop shows only the self-help range', async () => {
      const authorWith = (where: string) =>
        rows<{ id: number; name: string; all: number; sb: number }>(
          t.database,
          `SELECT a.id, concat_ws(' ', nullif(a.firstname, ''), nullif(a.prefix, ''), a.lastname) AS name,
                  count(*)::int AS all, (count(*) FILTER (WHERE b.in_sb))::int AS sb
           FROM authors a JOIN books b ON b.author_id = a.id OR b.author2_id = a.id
           GROUP BY a.id HAVING ${where} ORDER BY a.id LIMIT 1`,
        ).then((r) => r[0]!);
      const selfHelp = await authorWith('bool_and(b.in_sb)');
      const byName = await services.lists.author(
        selfHelp.name.replace(/ /g, '-').toLowerCase(),
        view(),
        'SHOP_SB',
      );
      expect(byName?.author).toMatchObject({ id: selfHelp.id, name: selfHelp.name });
      expect(byName?.page.total).toBe(selfHelp.sb);
      expect(byName?.page.listType).toBe('author_sb');

      const other = await authorWith('NOT bool_or(b.in_sb)');
      const all = await services.lists.author(String(other.id), view(), 'SHOP_ALL');
      expect(all?.page.total).toBe(other.all);
      expect(all?.page.listType).toBe('author');
      // Known author, nothing in this shop: the page shows the empty text, not 'unknown'.
      const own = await services.lists.author(String(other.id), view(), 'SHOP_SB');
      expect(own?.author.name).toBe(other.name);
      expect(own?.page.total).toBe(0);
    });

    it('does not know an unknown author', async () => {
      expect(await services.lists.author('999999999', view(), 'SHOP_SB')).toBeNull();
      expect(await services.lists.author('Niemand Bestaatniet', view(), 'SHOP_SB')).toBeNull();
    });
  });

  it('lists a language per shop, and not a language hidden in that shop', async () => {
    const own = await services.lists.language('engels', view(), 'SHOP_SB');
    const all = await services.lists.language('Engels', view(), 'SHOP_ALL');
    expect(own?.page.total).toBe(await count(`SELECT count(*)::int FROM books WHERE lang = 'EN' AND in_sb`));
    expect(all?.page.total).toBe(await count(`SELECT count(*)::int FROM books WHERE lang = 'EN'`));
    expect(await services.lists.language('duits', view(), 'SHOP_SB')).toBeNull();
    expect(await services.lists.language('duits', view(), 'SHOP_ALL')).not.toBeNull();
    expect(await services.lists.language('spaans', view(), 'SHOP_ALL')).toBeNull();
  });

  it('lists new books within each view’s dates', async () => {
    const own = await services.lists.newBooks(
      'default',
      view({ sort: 'release_date', perPage: 250 }),
      SEED_NOW,
    );
    expect(own.total).toBe(
      await count(
        `SELECT count(*)::int FROM books WHERE in_sb AND release_date BETWEEN '2026-08-24' AND '2026-11-22'`,
      ),
    );
    expect(own.total).toBeGreaterThan(0);
    const month = await services.lists.newBooks('month', view({ perPage: 250 }), SEED_NOW);
    expect(month.books.every((b) => b.releaseDate! >= '2026-11-01' && b.releaseDate! <= '2026-11-22')).toBe(
      true,
    );
    const week = await services.lists.newBooks('week', view({ perPage: 250 }), SEED_NOW);
    expect(week.books.every((b) => b.releaseDate! >= '2026-11-16' && b.releaseDate! <= '2026-11-22')).toBe(
      true,
    );
  });

  it('lists the own publications (250 a page) and the tips among them', async () => {
    const own = await services.lists.ownPublications('our_books', view({ perPage: 250 }));
    expect(own.total).toBe(60);
    expect(own.books).toHaveLength(60);
    expect(own.books.every((b) => b.labels.includes('own_edition'))).toBe(true);
    const tips = await services.lists.ownPublications('tips', view());
    expect(tips.total).toBe(
      await count(`SELECT count(*)::int FROM books WHERE sb_edition = 'eigen uitgaven' AND top`),
    );
    expect(tips.total).toBeGreaterThan(0);
  });

  it('lists a product group and a subgroup', async () => {
    const [group] = await rows<{ name: string; n: number }>(
      t.database,
      `SELECT g.name, count(b.id)::int AS n FROM product_groups g LEFT JOIN books b ON b.product_group_id = g.id
       GROUP BY g.id ORDER BY g.id LIMIT 1`,
    );
    const list = await services.lists.products(group!.name, view());
    expect(list?.page.total).toBe(group!.n);
    expect(await services.lists.products('bestaat-niet', view())).toBeNull();
  });

  it('lets an e-book into the cart only with stock 1 (spec 1 §2.8)', async () => {
    const ebooks = await services.lists.ebooks(view({ perPage: 250 }));
    expect(ebooks.total).toBe(await services.lists.ebookCount());
    const stocks = await rows<{ sku: string; stock: number }>(
      t.database,
      `SELECT sku, stock FROM books WHERE is_ebook`,
    );
    const stockOf = new Map(stocks.map((r) => [r.sku, r.stock]));
    for (const book of ebooks.books)
      expect(book.orderable).toBe(stockOf.get(book.sku) === 1 && book.priceCents !== null);
  });

  it('lists authors by the letter of their last name with their books in the shop', async () => {
    const index = await services.lists.authorsIndex('B', 1, 'SHOP_SB');
    expect(index.authors.length).toBeGreaterThan(0);
    expect(index.authors.every((a) => a.sortName.toUpperCase().startsWith('B'))).toBe(true);
    expect(index.authors.every((a) => a.books > 0)).toBe(true);
    const sorted = index.authors.map((a) => a.sortName.toLowerCase());
    expect(sorted).toEqual([...sorted].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('shapes a card: price by the display rule, stock text, author links, PDF preview of own books', async () => {
    const own = await services.lists.ownPublications(
      'our_books',
      view({ perPage: 250, sort: 'id', order: 'asc' }),
    );
    const first = own.books[0]!;
    expect(first.sku).toBe('9789493000001');
    expect(first.authors[0]?.name).toBe('Annemiek van der Berg');
    expect(first.pdfPreviewUrl).toBe('/media/preview-pdf/9789493000001.pdf');
    expect(first.href).toMatch(/^\/book\/9789493000001\/meer-zelfvertrouwen$/);
    expect(first.stockText.parts.length).toBeGreaterThan(0);
    const soldOut = own.books.find((b) => b.soldOut);
    if (soldOut) expect(soldOut.priceCents).toBeNull();
  });

  it('runs a bounded number of queries per page, whatever its size (no N+1)', async () => {
    const pageQueries = async (perPage: PageView['perPage'], page: number) => {
      queries.length = 0;
      await services.lists.category('psychologie', view({ perPage, page }));
      return queries.length;
    };
    // Subject, subcategories, count (first time only), ids, details, previews; settings are cached.
    await services.settings.all();
    const first = await pageQueries(10, 1);
    expect(first).toBeLessThanOrEqual(6);
    expect(await pageQueries(250, 1)).toBeLessThanOrEqual(5);
    expect(await pageQueries(100, 3)).toBeLessThanOrEqual(5);
  });
});
