// The catalogue read API (/api/v1) through the whole Fastify app on the demo catalogue: every endpoint against
// SQL counts, strict paging parameters, problem+json 404s with the spec's texts, the SHOP_ALL feature, caching
// and the OpenAPI document.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamCalendarDate } from '../../domain/dates.ts';
import { isbn10CheckDigit } from '../../domain/isbn.ts';
import { newBooksFrom } from '../../domain/new-books.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { features } from '../settings/schema.ts';
import { rows, value } from '../../tests/support/seed-testing.ts';
import { PUBLIC_SETTINGS } from './api-directory.ts';

const OWN_SKU = '9789493000001';
const REPLACED_SKU = '9789087655396';
const REPLACEMENT_SKU = '9781235143496';

interface Envelope {
  total: number;
  page: number;
  perPage: number;
  pages: number;
  sort: string;
  order: string;
  stockPriority: boolean;
  items: { sku: string; title: string; stockText: string; priceCents: number | null; pageUrl: string }[];
}

interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: { field: string; message: string }[];
}

describe.each(eachDatabase())('catalogue API on %s', (kind) => {
  let t: TestApp;
  const count = (sqlText: string, params: unknown[] = []) =>
    value<number>(t.services.database, sqlText, params);
  const skus = async (sqlText: string, params: unknown[] = []) =>
    (await rows<{ sku: string }>(t.services.database, sqlText, params)).map((r) => r.sku);

  async function get<T>(url: string, status = 200): Promise<T> {
    const res = await t.app.inject({ url: `/api/v1${url}` });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
    if (status === 200) expect(res.headers['cache-control'], url).toBe('public, max-age=60');
    else expect(res.headers['content-type'], url).toContain('application/problem+json');
    return res.json() as T;
  }
  const list = (url: string) => get<Envelope>(url);
  const problem = (url: string, status: number) => get<ProblemBody>(url, status);

  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /books/{sku}', () => {
    it('answers one book with its shown price, Dutch stock text, authors and addresses', async () => {
      const book = await get<Record<string, unknown>>(`/books/${OWN_SKU}`);
      const [row] = await rows<{ title: string; price: number; stock: number; pages: number }>(
        t.services.database,
        'SELECT title, price_incl_cents AS price, stock, pages FROM books WHERE sku = $1',
        [OWN_SKU],
      );
      expect(book).toMatchObject({
        sku: OWN_SKU,
        title: row!.title,
        priceCents: row!.price,
        stock: row!.stock,
        pages: row!.pages,
        authors: [{ name: 'Annemiek van der Berg' }],
        language: { abbr: 'NL', displayValue: 'Nederlands' },
        labels: ['own_edition'],
        replacedBy: null,
        coverUrl: `/media/covers/${OWN_SKU}`,
        pageUrl: `/book/${OWN_SKU}/meer-zelfvertrouwen`,
      });
      expect(book.stockText).toMatch(/^Levertijd: /);
      expect(book.canonicalUrl).toMatch(new RegExp(`^http://[^/]+/book/${OWN_SKU}/meer-zelfvertrouwen$`));
    });

    it('finds the same book by ISBN-10 and by book id, without redirecting', async () => {
      const isbn10 = OWN_SKU.slice(3, 12) + isbn10CheckDigit(OWN_SKU.slice(3, 12));
      const id = await count('SELECT id FROM books WHERE sku = $1', [OWN_SKU]);
      for (const identifier of [isbn10, String(id)]) {
        expect((await get<{ sku: string }>(`/books/${identifier}`)).sku).toBe(OWN_SKU);
      }
    });

    it('answers a replaced book itself, naming its replacement and hiding its price', async () => {
      const book = await get<Record<string, unknown>>(`/books/${REPLACED_SKU}`);
      expect(book).toMatchObject({
        sku: REPLACED_SKU,
        alternativeSku: REPLACEMENT_SKU,
        priceCents: null,
        replacedBy: { sku: REPLACEMENT_SKU },
      });
      expect((book.replacedBy as { pageUrl: string }).pageUrl).toMatch(
        new RegExp(`^/book/${REPLACEMENT_SKU}/`),
      );
    });

    it('answers an unknown or malformed identifier with 404 "Dit boek is nog niet in onze database opgenomen"', async () => {
      for (const identifier of ['9789999999999', 'onzin', '0']) {
        expect(await problem(`/books/${identifier}`, 404)).toMatchObject({
          status: 404,
          title: 'Niet gevonden',
          detail: 'Dit boek is nog niet in onze database opgenomen',
        });
      }
    });
  });

  describe('book lists', () => {
    it('pages a category with stock priority, as the SQL orders it', async () => {
      const where =
        "FROM books b JOIN categories c ON c.id = b.category_id WHERE c.name = 'zelfontwikkeling'";
      const page = await list('/categories/zelfontwikkeling/books');
      const total = await count(`SELECT count(*)::int ${where}`);
      expect(page).toMatchObject({
        total,
        page: 1,
        perPage: 25,
        pages: Math.ceil(total / 25),
        sort: 'id',
        order: 'desc',
        stockPriority: true,
      });
      expect(page.items.map((b) => b.sku)).toEqual(
        await skus(`SELECT b.sku ${where} ORDER BY (b.stock <> 1), b.id DESC LIMIT 25`),
      );
      expect(
        page.items.every((b) => typeof b.stockText === 'string' && !b.stockText.startsWith('stock.')),
      ).toBe(true);

      const sorted = await list('/categories/zelfontwikkeling/books?page=2&per=10&sort=title');
      expect(sorted).toMatchObject({
        page: 2,
        perPage: 10,
        sort: 'title',
        order: 'asc',
        stockPriority: false,
      });
      expect(sorted.items.map((b) => b.sku)).toEqual(
        await skus(`SELECT b.sku ${where} ORDER BY lower(b.title) ASC, b.id ASC LIMIT 10 OFFSET 10`),
      );
      const plain = await list('/categories/zelfontwikkeling/books?stock=0&order=asc&per=50');
      expect(plain.items.map((b) => b.sku)).toEqual(
        await skus(`SELECT b.sku ${where} ORDER BY b.id ASC LIMIT 50`),
      );
    });

    it('lists a subcategory', async () => {
      const page = await list('/subcategories/zelfvertrouwen/books?per=100');
      const total = await count(
        "SELECT count(*)::int FROM books b JOIN subcategories s ON s.id = b.subcategory_id WHERE s.name = 'zelfvertrouwen'",
      );
      expect(page.total).toBe(total);
      expect(page.items).toHaveLength(Math.min(total, 100));
    });

    it("lists an author's books: the self-help range in SHOP_SB, everything in SHOP_ALL", async () => {
      const byAuthor = 'FROM books WHERE (author_id = $1 OR author2_id = $1)';
      const authorWith = (having: string) =>
        count(
          `SELECT a.id FROM authors a JOIN books b ON b.author_id = a.id OR b.author2_id = a.id
           GROUP BY a.id HAVING ${having} ORDER BY count(*) DESC, a.id LIMIT 1`,
        );
      const selfHelp = await authorWith('bool_and(b.in_sb)');
      const own = await list(`/authors/${selfHelp}/books?per=250`);
      expect(own.total).toBe(await count(`SELECT count(*)::int ${byAuthor}`, [selfHelp]));
      expect(own.total).toBeGreaterThan(0);

      const other = await authorWith('NOT bool_or(b.in_sb)');
      const all = await list(`/authors/${other}/books?shop=SHOP_ALL&per=250`);
      expect(all.total).toBe(await count(`SELECT count(*)::int ${byAuthor}`, [other]));
      expect(all.total).toBeGreaterThan(0);
      // A known author with nothing in the own shop: an empty list, not 'unknown'.
      expect(await list(`/authors/${other}/books`)).toMatchObject({ total: 0, pages: 0, items: [] });
    });

    it('lists a language per shop, and a language not offered in the shop is unknown', async () => {
      const english = await list('/languages/engels/books?shop=SHOP_ALL');
      expect(english.total).toBe(await count("SELECT count(*)::int FROM books WHERE lang = 'EN'"));
      const ownEnglish = await list('/languages/EN/books');
      expect(ownEnglish.total).toBe(
        await count("SELECT count(*)::int FROM books WHERE lang = 'EN' AND in_sb"),
      );
      expect(await problem('/languages/duits/books', 404)).toMatchObject({ detail: 'Deze taal is onbekend' });
      expect((await list('/languages/duits/books?shop=SHOP_ALL')).total).toBe(
        await count("SELECT count(*)::int FROM books WHERE lang = 'DE'"),
      );
    });

    it('lists new books newest first; month and week only in SHOP_ALL', async () => {
      const today = amsterdamCalendarDate(new Date());
      const released = 'release_date IS NOT NULL AND release_date >= $1 AND release_date <= $2';
      const own = await list('/new-books');
      expect(own).toMatchObject({ sort: 'release_date', order: 'desc' });
      expect(own.total).toBe(
        await count(`SELECT count(*)::int FROM books WHERE ${released} AND in_sb`, [
          newBooksFrom('default', today),
          today,
        ]),
      );
      const month = await list('/new-books?view=month&shop=SHOP_ALL');
      expect(month.total).toBe(
        await count(`SELECT count(*)::int FROM books WHERE ${released}`, [
          newBooksFrom('month', today),
          today,
        ]),
      );
      const refused = await problem('/new-books?view=week', 400);
      expect(refused.errors).toEqual([
        { field: 'view', message: expect.stringContaining('SHOP_ALL') as string },
      ]);
    });

    it('lists the own publications 250 per page, and the tips', async () => {
      const ours = await list('/own-publications');
      expect(ours.perPage).toBe(250);
      expect(ours.total).toBe(
        await count("SELECT count(*)::int FROM books WHERE sb_edition = 'eigen uitgaven'"),
      );
      const tips = await list('/own-publications?view=tips');
      expect(tips.total).toBe(
        await count("SELECT count(*)::int FROM books WHERE sb_edition = 'eigen uitgaven' AND top"),
      );
      expect(tips.total).toBeGreaterThan(0);
    });

    it('lists the products of a group and of a subgroup', async () => {
      const [group] = await rows<{ name: string; id: number }>(
        t.services.database,
        'SELECT name, id FROM product_groups ORDER BY position LIMIT 1',
      );
      const page = await list(`/products/${encodeURIComponent(group!.name)}/books`);
      expect(page.total).toBe(
        await count('SELECT count(*)::int FROM books WHERE product_group_id = $1', [group!.id]),
      );
      expect(page.total).toBeGreaterThan(0);
      const [sub] = await rows<{ name: string; id: number }>(
        t.services.database,
        'SELECT s.name, s.id FROM product_subgroups s WHERE EXISTS (SELECT 1 FROM books b WHERE b.product_subgroup_id = s.id) ORDER BY s.id LIMIT 1',
      );
      const subPage = await list(`/products/${encodeURIComponent(sub!.name)}/books`);
      expect(subPage.total).toBe(
        await count('SELECT count(*)::int FROM books WHERE product_subgroup_id = $1', [sub!.id]),
      );
    });

    it('lists the e-books by title', async () => {
      const page = await list('/ebooks?per=250');
      expect(page).toMatchObject({ sort: 'title', order: 'asc' });
      expect(page.items.map((b) => b.sku)).toEqual(
        await skus('SELECT sku FROM books WHERE is_ebook ORDER BY lower(title) ASC, id ASC LIMIT 250'),
      );
    });

    it('refuses bad paging values with 400 and a Dutch message per field', async () => {
      const cases: [string, string, RegExp][] = [
        ['per=30', 'per', /^per moet 10, 25, 50, 100 of 250 zijn\.$/],
        ['page=0', 'page', /^page moet een geheel getal/],
        ['page=abc', 'page', /^page moet een geheel getal/],
        ['page=-1', 'page', /^page moet een geheel getal/],
        ['sort=name', 'sort', /^sort moet id, title, price_incl, author_lastname of release_date zijn\.$/],
        ['order=up', 'order', /^order moet asc of desc zijn\.$/],
        ['stock=2', 'stock', /^stock moet 0 of 1 zijn\.$/],
        ['shop=SHOP_XL', 'shop', /^shop moet SHOP_SB of SHOP_ALL zijn\.$/],
        ['view=week', 'view', /^view moet our_books of tips zijn\.$/],
      ];
      for (const [query, field, message] of cases) {
        const path = field === 'view' ? '/own-publications' : '/categories/zelfontwikkeling/books';
        const body = await problem(`${path}?${query}`, 400);
        expect(body, query).toMatchObject({ status: 400, title: 'Ongeldige invoer' });
        expect(body.errors, query).toEqual([{ field, message: expect.stringMatching(message) as string }]);
        expect(body.detail, query).toMatch(message);
      }
      const both = await problem('/ebooks?per=7&order=sideways', 400);
      expect(both.errors?.map((e) => e.field).sort()).toEqual(['order', 'per']);
    });

    it('says a page past the end does not exist instead of showing another page', async () => {
      const { pages } = await list('/subcategories/zelfvertrouwen/books?per=250');
      const body = await problem(`/subcategories/zelfvertrouwen/books?per=250&page=${pages + 1}`, 400);
      expect(body.detail).toBe(
        `Pagina ${pages + 1} bestaat niet: deze lijst heeft ${pages} ${pages === 1 ? 'pagina' : 'pagina’s'}.`,
      );
    });

    it("answers unknown subjects with 404 and the spec's texts", async () => {
      const cases: [string, string][] = [
        ['/categories/bestaat-niet/books', 'Deze categorie is onbekend'],
        ['/categories/eigen%20uitgaven/books', 'Deze categorie is onbekend'], // hidden (spec 1 §5)
        ['/subcategories/bestaat-niet/books', 'Deze categorie is onbekend'],
        ['/authors/999999999/books', 'Deze auteur is onbekend'],
        ['/languages/klingon/books', 'Deze taal is onbekend'],
        ['/products/bestaat-niet/books', 'Deze productgroep is onbekend'],
      ];
      for (const [url, detail] of cases) {
        expect(await problem(url, 404), url).toMatchObject({ status: 404, detail });
      }
      expect((await problem('/authors/jan/books', 400)).errors?.[0]?.field).toBe('id');
    });
  });

  describe('subjects and settings', () => {
    it('lists the categories of a shop with their subcategories, hidden ones and top-10 lists left out', async () => {
      type Category = { name: string; shops: string[]; subcategories: { name: string }[] };
      const own = await get<Category[]>('/categories');
      const expected = await rows<{ name: string }>(
        t.services.database,
        `SELECT name FROM categories WHERE 'SHOP_SB' = ANY(shops) AND name NOT IN ('eigen uitgaven', 'nieuw')
         ORDER BY position, display_value`,
      );
      expect(own.map((c) => c.name)).toEqual(expected.map((r) => r.name));
      const zelf = own.find((c) => c.name === 'zelfontwikkeling')!;
      expect(zelf.subcategories.map((s) => s.name)).toContain('zelfvertrouwen');
      expect(zelf.subcategories.map((s) => s.name)).not.toContain('top10zelfhulp');
      const all = await get<Category[]>('/categories?shop=SHOP_ALL');
      expect(all.length).toBe(
        await count(
          "SELECT count(*)::int FROM categories WHERE 'SHOP_ALL' = ANY(shops) AND name NOT IN ('eigen uitgaven', 'nieuw')",
        ),
      );
      expect(all.every((c) => c.shops.includes('SHOP_ALL'))).toBe(true);
    });

    it('lists the authors by letter and page, per shop', async () => {
      type Index = {
        letter: string;
        total: number;
        pages: number;
        items: { id: number; sortName: string }[];
      };
      const index = await get<Index>('/authors?letter=b');
      expect(index.letter).toBe('B');
      expect(index.total).toBe(
        await count(
          `SELECT count(DISTINCT a.id)::int FROM authors a JOIN books b ON b.author_id = a.id
           WHERE b.in_sb AND upper(left(a.lastname, 1)) = 'B'`,
        ),
      );
      expect(index.items[0]?.sortName.startsWith('B')).toBe(true);
      const all = await get<Index>('/authors?letter=B&shop=SHOP_ALL');
      expect(all.total).toBeGreaterThan(index.total);
      expect((await problem('/authors?letter=ä', 400)).errors?.[0]?.field).toBe('letter');
      expect((await problem(`/authors?letter=B&page=${index.pages + 1}`, 400)).errors?.[0]?.field).toBe(
        'page',
      );
    });

    it("answers an author's profile, and 404 'Deze auteur is onbekend' for an unknown one", async () => {
      const [author] = await rows<{ id: number; lastname: string }>(
        t.services.database,
        'SELECT id, lastname FROM authors WHERE is_sb ORDER BY id LIMIT 1',
      );
      const profile = await get<Record<string, unknown>>(`/authors/${author!.id}`);
      expect(profile).toMatchObject({
        id: author!.id,
        lastname: author!.lastname,
        isSb: true,
        booksUrl: `/api/v1/authors/${author!.id}/books`,
      });
      expect(await problem('/authors/999999999', 404)).toMatchObject({ detail: 'Deze auteur is onbekend' });
    });

    it('lists the languages of each shop', async () => {
      const abbrs = async (url: string) => (await get<{ abbr: string }[]>(url)).map((l) => l.abbr);
      expect(await abbrs('/languages')).toEqual(
        (
          await rows<{ abbr: string }>(
            t.services.database,
            'SELECT abbr FROM languages WHERE show_on_sb ORDER BY position',
          )
        ).map((r) => r.abbr),
      );
      expect(await abbrs('/languages?shop=SHOP_ALL')).toEqual(['NL', 'EN', 'DE', 'FR']);
    });

    it('lists the product groups with their subgroups', async () => {
      const groups = await get<{ name: string; subgroups: unknown[] }[]>('/product-groups');
      expect(groups).toHaveLength(await count('SELECT count(*)::int FROM product_groups'));
      expect(groups.flatMap((g) => g.subgroups)).toHaveLength(
        await count('SELECT count(*)::int FROM product_subgroups'),
      );
    });

    it('shows only the public settings, never addresses or provider data', async () => {
      const settings = await get<Record<string, string | null>>('/settings/public');
      expect(Object.keys(settings).sort()).toEqual([...PUBLIC_SETTINGS].sort());
      expect(settings).toMatchObject({
        seoTitles: '1',
        maxDaysExpected: '30',
        minLengthSearchSuggestion: '5',
      });
      expect(settings).not.toHaveProperty('adminUrl');
      expect(settings).not.toHaveProperty('paymentProviders');
    });
  });

  it('refuses SHOP_ALL while its feature is off, and serves SHOP_SB as before', async () => {
    const db = t.services.database.db;
    await db.update(features).set({ enabled: false }).where(eq(features.sku, 'SHOP_ALL'));
    t.services.settings.invalidate();
    try {
      for (const url of [
        '/categories?shop=SHOP_ALL',
        '/languages?shop=SHOP_ALL',
        '/authors?shop=SHOP_ALL',
        '/languages/engels/books?shop=SHOP_ALL',
        '/new-books?view=month&shop=SHOP_ALL',
        '/ebooks?shop=SHOP_ALL',
      ]) {
        const body = await problem(url, 400);
        expect(body.errors, url).toEqual([
          {
            field: 'shop',
            message: 'De winkel SHOP_ALL (alle boeken) is nu niet beschikbaar; gebruik SHOP_SB.',
          },
        ]);
      }
      expect((await list('/languages/engels/books')).total).toBeGreaterThan(0);
    } finally {
      await db.update(features).set({ enabled: true }).where(eq(features.sku, 'SHOP_ALL'));
      t.services.settings.invalidate();
    }
  });

  it('describes every catalogue endpoint in the OpenAPI document, with path parameters and 404s', async () => {
    const doc = await t.app.inject({ url: '/api/v1/openapi.json' });
    type Operation = {
      summary: string;
      tags: string[];
      parameters: { name: string; in: string; required: boolean }[];
      responses: Record<string, unknown>;
    };
    const paths = (doc.json() as { paths: Record<string, { get?: Operation }> }).paths;
    const expected: Record<string, string[]> = {
      '/books/{sku}': ['sku'],
      '/categories/{name}/books': ['name', 'page', 'per', 'sort', 'order', 'stock', 'shop'],
      '/subcategories/{name}/books': ['name', 'page', 'per', 'sort', 'order', 'stock', 'shop'],
      '/authors/{id}/books': ['id', 'page', 'per', 'sort', 'order', 'stock', 'shop'],
      '/languages/{value}/books': ['value', 'page', 'per', 'sort', 'order', 'stock', 'shop'],
      '/new-books': ['page', 'per', 'sort', 'order', 'stock', 'shop', 'view'],
      '/own-publications': ['page', 'per', 'sort', 'order', 'stock', 'shop', 'view'],
      '/products/{name}/books': ['name', 'page', 'per', 'sort', 'order', 'stock', 'shop'],
      '/ebooks': ['page', 'per', 'sort', 'order', 'stock', 'shop'],
      '/categories': ['shop'],
      '/authors': ['letter', 'page', 'shop'],
      '/authors/{id}': ['id'],
      '/languages': ['shop'],
      '/product-groups': [],
      '/settings/public': [],
    };
    for (const [path, parameters] of Object.entries(expected)) {
      const operation = paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(
        operation!.parameters.map((p) => p.name),
        path,
      ).toEqual(parameters);
      expect(operation!.summary.length, path).toBeGreaterThan(10);
      expect(operation!.tags.length, path).toBe(1);
      for (const p of operation!.parameters.filter((p) => path.includes(`{${p.name}}`))) {
        expect(p, path).toMatchObject({ in: 'path', required: true });
      }
      expect(Object.keys(operation!.responses).includes('404'), path).toBe(path.includes('{'));
    }
  });
});
