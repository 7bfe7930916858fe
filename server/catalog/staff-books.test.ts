// Issue 31 "Books" (decisions #680–#687), the services' side on each database: the staff list searches by ISBN
// (exact, with hyphens, a prefix), title and author in two queries, through indexes (EXPLAIN on PostgreSQL); a save
// writes the changed fields with one audit line, shows at once in this process's book page, lists and carts and in
// another process within the documented 30 s (the caches' own clock moved, no sleeps), and leaves order lines'
// frozen prices alone; a wrong value refuses the whole form by field; a form shown before a colleague's save is
// refused as stale, and of two saves at once one is refused (the row lock, 'parallel' on PostgreSQL); below the
// price level the price stays; a book added by hand needs a valid ISBN check digit, and the same ISBN twice is
// refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOK_FIELD, bookSearchOf } from '../../domain/book-edit.ts';
import { completeIsbn13, isbn10CheckDigit } from '../../domain/isbn.ts';
import { DEFAULT_PAGE_VIEW } from '../../domain/paging.ts';
import { demoUserId } from '../../tests/support/cart-fixtures.ts';
import { TEST_HASH } from '../../tests/support/test-integrations.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { SHARED_DATA_TTL_MS } from '../lib/ttl-cache.ts';
import { createServices } from '../services.ts';
import { APP_VERSION } from '../version.ts';
import { loadEnv } from '../env.ts';
import { BOOK_COUNT_CAP } from './staff-books.ts';

const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

describe('the list search (domain/book-edit.ts bookSearchOf)', () => {
  it.each([
    ['', { kind: 'all' }],
    ['978-94-930-0004-9', { kind: 'isbn', sku: '9789493000049' }],
    [`94-9300-004-${isbn10CheckDigit('949300004')}`, { kind: 'isbn', sku: '9789493000049' }],
    ['97894930', { kind: 'isbn-prefix', prefix: '97894930' }],
    ['97', { kind: 'too-short' }],
    ['de  Kracht van', { kind: 'words', words: ['kracht', 'van'] }],
    ['de', { kind: 'too-short' }],
  ] as const)('%j → %j', (q, expected) => {
    expect(bookSearchOf(q)).toEqual(expected);
  });
});

describe.each(eachDatabase('parallel'))('the staff books services on %s', (kind) => {
  let t: TestServices;
  let other: TestServices['services'];
  let adminId: number;
  const queries: string[] = [];

  beforeAll(async () => {
    t = await openTestServices(kind, { onQuery: (text) => queries.push(text) });
    adminId = await demoUserId(t.database.db, email('beheerder'));
    // A second process over the same database: its own caches, which no save here empties.
    other = createServices(t.database, APP_VERSION, { integrations: t.integrations, hashParams: TEST_HASH });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const admin = () => ({ id: adminId, mayChangePrices: true });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  /** A book in stock with a price, the newest of its category (so the category's first page holds it). */
  const listedBook = async () =>
    (
      await rows<{ sku: string; title: string; category: string; price: number }>(
        sql`select b.sku, b.title, c.name as category, b.price_incl_cents as price from books b
            join categories c on c.id = b.category_id
            where b.stock = 1 and b.price_incl_cents is not null and b.withdrawn_at is null
            order by b.id desc limit 1`,
      )
    )[0]!;
  const formOf = async (sku: string) => {
    const book = (await t.services.staffBooks.get(sku))!;
    return { fields: { ...book.values }, version: book.version };
  };
  const priceOf = async (sku: string) =>
    (await rows<{ p: number | null }>(sql`select price_incl_cents as p from books where sku = ${sku}`))[0]!.p;

  it('finds a book by its ISBN, with hyphens, by a prefix, by title words and by author, in two queries', async () => {
    const [book] = await rows<{ sku: string; title: string; author: string }>(
      // The newest such book: the list is newest first, so any search that finds it lists it first.
      sql`select sku, title, author_names as author from books where author_names <> '' and length(title) > 6
          order by id desc limit 1`,
    );
    const list = (q: string) => t.services.staffBooks.list({ q, page: 1, perPage: 50 });
    queries.length = 0;
    const exact = await list(book!.sku);
    expect(queries).toHaveLength(2);
    expect(exact).toMatchObject({ kind: 'list', total: 1, books: [{ sku: book!.sku }] });
    const hyphens = `${book!.sku.slice(0, 3)}-${book!.sku.slice(3, 5)}-${book!.sku.slice(5)}`;
    expect(await list(hyphens)).toMatchObject({ total: 1, books: [{ sku: book!.sku }] });
    const prefix = await list(book!.sku.slice(0, 12));
    expect(prefix.kind === 'list' && prefix.books.map((b) => b.sku)).toContain(book!.sku);
    expect(
      prefix.kind === 'list' && prefix.books.every((b) => b.sku.startsWith(book!.sku.slice(0, 12))),
    ).toBe(true);
    const word = book!.title.split(/\s+/).find((w) => w.length >= 4)!;
    const byTitle = await list(word.toUpperCase());
    expect(byTitle.kind === 'list' && byTitle.books.map((b) => b.sku)).toContain(book!.sku);
    const lastname = book!.author
      .split(/[\s,]+/)
      .filter((w) => w.length >= 3)
      .at(-1)!;
    const byAuthor = await list(lastname);
    expect(
      byAuthor.kind === 'list' &&
        byAuthor.books.every(
          (b) =>
            b.authors.toLowerCase().includes(lastname.toLowerCase()) ||
            b.title.toLowerCase().includes(lastname.toLowerCase()),
        ),
    ).toBe(true);
    expect(await list('97')).toEqual({ kind: 'too-short' });
    expect(await list('zzqqxxnotabook')).toMatchObject({ kind: 'list', total: 0, books: [] });
    const all = await list('');
    expect(all.kind === 'list' && all.total).toBeGreaterThan(0);
    expect(all.kind === 'list' && all.total).toBeLessThanOrEqual(BOOK_COUNT_CAP);
  });

  it.runIf(kind === 'postgres')('answers the searches from indexes, never a scan of the books', async () => {
    const plans: string[] = [];
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const where of [
        sql`sku = '9789493000049'`,
        sql`sku >= '9789493000000' and sku <= '9789493999999'`,
        sql`(search_title like '%' || lw_unaccent('kracht') || '%' or search_authors like '%' || lw_unaccent('kracht') || '%')`,
      ]) {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select sku from books where ${where} order by id desc limit 50`,
        );
        plans.push(plan.map((r) => r['QUERY PLAN']).join('\n'));
      }
    });
    expect(plans[0]).toContain('books_sku_idx');
    expect(plans[1]).toContain('books_sku_idx');
    expect(plans[2]).toMatch(/books_search_title_trgm_idx/);
    expect(plans[2]).toMatch(/books_search_authors_trgm_idx/);
    for (const plan of plans) expect(plan).not.toContain('Seq Scan on books');
  });

  it('saves a price change with one audit line; this process shows it at once, another within 30 s; orders keep theirs', async () => {
    const book = await listedBook();
    const view = { ...DEFAULT_PAGE_VIEW, perPage: 250 as const };
    const pagePrice = async (services: typeof other) => {
      const found = await services.bookPage.bookPage(book.sku);
      return found.kind === 'found' ? found.page.book.priceInclCents : null;
    };
    const listPrice = async (services: typeof other) =>
      (await services.lists.category(book.category, view))!.page.books.find((b) => b.sku === book.sku)
        ?.priceCents;
    // Both processes have the book's page and its list in their caches.
    expect(await pagePrice(t.services)).toBe(book.price);
    expect(await pagePrice(other)).toBe(book.price);
    expect(await listPrice(t.services)).toBe(book.price);
    expect(await listPrice(other)).toBe(book.price);
    // A line of an order placed before: a frozen copy of the price then.
    const [order] = await rows<{ id: number }>(sql`select id from orders order by id limit 1`);
    await t.database.db.execute(
      sql`insert into order_lines (order_id, position, kind, sku, description, amount, unit_price_cents, vat_percent, vat_cents, total_cents)
          values (${order!.id}, 90, 'book', ${book.sku}, ${book.title}, 1, ${book.price}, 9, 0, ${book.price})`,
    );

    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { fields, version } = await formOf(book.sku);
    const newPrice = book.price + 250;
    const saved = await t.services.staffBooks.save(
      admin(),
      book.sku,
      { ...fields, [BOOK_FIELD.price]: (newPrice / 100).toFixed(2).replace('.', ',') },
      version,
    );
    expect(saved).toEqual({ kind: 'saved', changed: ['priceInclCents'] });
    expect(await priceOf(book.sku)).toBe(newPrice);
    const audit = (await t.services.audit.list({ page: 1, perPage: 5 })).lines[0]!;
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'book.edit',
      subject: `boek ${book.sku}`,
      before: { priceInclCents: book.price },
      after: { priceInclCents: newPrice },
    });
    // This process: at once. A new cart prices from the database (services.catalog, never cached).
    expect(await pagePrice(t.services)).toBe(newPrice);
    expect(await listPrice(t.services)).toBe(newPrice);
    expect((await t.services.catalog.orderInfo([book.sku])).get(book.sku)?.priceCents).toBe(newPrice);
    // Another process: its caches hold the old price until their TTL, which with the page cache is at most 30 s.
    expect(await pagePrice(other)).toBe(book.price);
    expect((await other.catalog.orderInfo([book.sku])).get(book.sku)?.priceCents).toBe(newPrice);
    // loadEnv writes the session secret into DATA_DIR: a folder of the test's own, removed again.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lw-books-env-'));
    const env = loadEnv({ DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true });
    expect(env.DATA_CACHE_SECONDS * 1000).toBe(SHARED_DATA_TTL_MS);
    expect(SHARED_DATA_TTL_MS + env.PAGE_CACHE_SECONDS * 1000).toBeLessThanOrEqual(30_000);
    vi.setSystemTime(start + SHARED_DATA_TTL_MS);
    expect(await pagePrice(other)).toBe(newPrice);
    expect(await listPrice(other)).toBe(newPrice);
    // The order's line kept its price.
    const [line] = await rows<{ unit: number; total: number }>(
      sql`select unit_price_cents as unit, total_cents as total from order_lines where order_id = ${order!.id} and position = 90`,
    );
    expect(line).toEqual({ unit: book.price, total: book.price });
  });

  it('refuses a wrong value by its field and saves nothing; the same form again is unchanged', async () => {
    const book = await listedBook();
    const { fields, version } = await formOf(book.sku);
    const before = await priceOf(book.sku);
    const result = await t.services.staffBooks.save(
      admin(),
      book.sku,
      {
        ...fields,
        [BOOK_FIELD.price]: '12,345',
        [BOOK_FIELD.stockCode]: '77',
        [BOOK_FIELD.supplyDate]: '2026-02-30',
        [BOOK_FIELD.alternative]: '9789493000048',
        [BOOK_FIELD.top]: 'on',
      },
      version,
    );
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        price: { key: 'beheer.books.error.price' },
        stock_code: { key: 'beheer.books.error.stock_code' },
        supply_date: { key: 'beheer.books.error.date' },
        alternative: { key: 'beheer.books.error.isbn' },
      },
    });
    expect(await priceOf(book.sku)).toBe(before);
    const self = await t.services.staffBooks.save(
      admin(),
      book.sku,
      { ...fields, alternative: book.sku },
      version,
    );
    expect(self).toEqual({
      kind: 'invalid',
      errors: { alternative: { key: 'beheer.books.error.alternative_self' } },
    });
    expect(await t.services.staffBooks.save(admin(), book.sku, fields, version)).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses a form shown before a colleague saved the book, with nothing of it written', async () => {
    const book = await listedBook();
    const shown = await formOf(book.sku);
    const first = await t.services.staffBooks.save(
      admin(),
      book.sku,
      { ...shown.fields, [BOOK_FIELD.delivery]: '3', [BOOK_FIELD.elevated]: 'on' },
      shown.version,
    );
    expect(first.kind).toBe('saved');
    const second = await t.services.staffBooks.save(
      admin(),
      book.sku,
      { ...shown.fields, [BOOK_FIELD.description]: 'Een tweede collega' },
      shown.version,
    );
    expect(second).toEqual({ kind: 'stale' });
    const [row] = await rows<{ delivery: string; description: string | null; header: string }>(
      sql`select delivery, description, elevated_header as header from books where sku = ${book.sku}`,
    );
    expect(row!.delivery).toBe('3');
    expect(row!.header).toBe('aanbevolen');
    expect(row!.description).not.toBe('Een tweede collega');
  });

  it('saves one of two staff saving the same book at once and refuses the other as stale', async () => {
    const book = await listedBook();
    const shown = await formOf(book.sku);
    const results = await Promise.all(
      ['Eerste collega', 'Tweede collega'].map((text) =>
        t.services.staffBooks.save(
          admin(),
          book.sku,
          { ...shown.fields, [BOOK_FIELD.description]: text },
          shown.version,
        ),
      ),
    );
    expect(results.map((r) => r.kind).sort()).toEqual(['saved', 'stale']);
    const winner = results[0]!.kind === 'saved' ? 'Eerste collega' : 'Tweede collega';
    const [row] = await rows<{ description: string }>(
      sql`select description from books where sku = ${book.sku}`,
    );
    expect(row!.description).toBe(winner);
  });

  it('keeps the price of a staff member below the price level and saves the rest', async () => {
    const book = await listedBook();
    const { fields, version } = await formOf(book.sku);
    const before = await priceOf(book.sku);
    const result = await t.services.staffBooks.save(
      { id: adminId, mayChangePrices: false },
      book.sku,
      {
        ...fields,
        [BOOK_FIELD.price]: '1,00',
        [BOOK_FIELD.fixedPrice]: 'on',
        [BOOK_FIELD.sbEdition]: 'eigen uitgaven',
      },
      version,
    );
    expect(result).toEqual({ kind: 'saved', changed: ['sbEdition'] });
    expect(await priceOf(book.sku)).toBe(before);
  });

  it('adds a book by hand: the ISBN check digit verified, its author made, the same ISBN refused the second time', async () => {
    const [free] = await rows<{ n: string }>(
      sql`select '97890' || lpad((floor(random() * 1e7))::int::text, 7, '0') as n`,
    );
    const sku = completeIsbn13(free!.n);
    const wrongDigit = `${sku.slice(0, 12)}${(Number(sku[12]) + 1) % 10}`;
    const choices = await t.services.staffBooks.choices();
    const fields = {
      sku: wrongDigit,
      title: 'Met de hand toegevoegd',
      subtitle: '',
      author_firstname: 'Anna',
      author_prefix: 'van der',
      author_lastname: 'Handwerk',
      lang: 'NL',
      price: '24,50',
      vat: String(choices.vatRates[0]),
      stock: '1',
      stock_code: '21',
      category: String(choices.categories[0]!.id),
      subcategory: '',
    };
    expect(await t.services.staffBooks.add(admin(), fields)).toEqual({
      kind: 'invalid',
      errors: { sku: { key: 'beheer.books.error.isbn' } },
    });
    expect(await t.services.staffBooks.add(admin(), { ...fields, sku })).toEqual({ kind: 'added', sku });
    const [row] = await rows<{ title: string; price: number; names: string; lang: string }>(
      sql`select title, price_incl_cents as price, author_names as names, lang from books where sku = ${sku}`,
    );
    expect(row).toMatchObject({ title: 'Met de hand toegevoegd', price: 2450, lang: 'NL' });
    expect(row!.names).toContain('Handwerk');
    expect((await t.services.staffBooks.list({ q: sku, page: 1, perPage: 50 })).kind === 'list').toBe(true);
    const again = await t.services.staffBooks.add(admin(), { ...fields, sku });
    expect(again).toEqual({ kind: 'invalid', errors: { sku: { key: 'beheer.books.error.duplicate' } } });
    const lines = (await t.services.audit.list({ page: 1, perPage: 50 })).lines.filter(
      (l) => l.subject === `boek ${sku}`,
    );
    expect(lines.map((l) => l.action)).toEqual(['book.add']);
  });
});
