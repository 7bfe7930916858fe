// Issue 4 results-page extras on the demo catalogue: the 'did you mean' top match (spec 1 §5), staff's elevated
// books (§7.3, header default 'aanbevolen') and the search intentions (a category or author name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW, type PageView } from '../../domain/paging.ts';
import type { SearchScope } from '../../domain/search.ts';
import { eachDatabase, openTestServices, type TestServices } from '../../tests/support/test-database.ts';
import { rows } from '../../tests/support/seed-testing.ts';

const view = (over: Partial<PageView> = {}): PageView => ({ ...DEFAULT_PAGE_VIEW, ...over });

describe.each(eachDatabase('dialect'))('search page extras on %s', (kind) => {
  let t: TestServices;
  const page = (term: string, scope: SearchScope = 'sb', over: Partial<PageView> = {}) =>
    t.services.search.resultsPage({ term, scope, view: view(over) });
  beforeAll(async () => {
    t = await openTestServices(kind);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('offers the orderable book whose title starts with a term longer than 5 letters', async () => {
    expect((await page('meer zelfv')).topMatch?.title).toBe('Meer zelfvertrouwen');
    expect((await page('MEER ZELFVERTR')).topMatch?.title).toBe('Meer zelfvertrouwen');
    // 'Meer z' has 6 characters; 'stopp' only 5, not longer than minLengthSearchSuggestion.
    expect((await page('meer z')).topMatch?.title).toMatch(/^Meer z/);
    expect((await page('stopp')).topMatch).toBeNull();
    expect((await page('stoppe')).topMatch?.title).toMatch(/^Stoppen/);
    // Inside the title is not the start.
    expect((await page('zelfvertrouwen')).topMatch?.title ?? '').not.toBe('Meer zelfvertrouwen');
  });

  it('never offers a book that cannot be ordered', async () => {
    const [soldOut] = await rows<{ title: string; sku: string }>(
      t.database,
      `select title, sku from books where stock = 2 and in_sb and length(title) > 12 order by id limit 1`,
    );
    expect(soldOut).toBeDefined();
    const result = await page(soldOut!.title, 'sb');
    expect(result.topMatch?.sku).not.toBe(soldOut!.sku);
    if (result.topMatch) expect(result.topMatch.orderable).toBe(true);
  });

  it("shows staff's elevated books first for their term, in their order, under their header", async () => {
    const elevated = (await page('Zelfvertrouwen!')).elevated;
    expect(elevated?.header).toBe('Aanbevolen door de uitgeverij');
    expect(elevated?.books.map((b) => b.title)).toEqual(['Meer zelfvertrouwen', 'De moed om nee te zeggen']);
    const stress = (await page('stress', 'own')).elevated;
    expect(stress?.header).toBe('aanbevolen');
    expect(stress?.books.map((b) => b.title)).toEqual([
      'Werken zonder stress',
      'Van burn-out naar balans',
      'Rust in je hoofd',
    ]);
    expect((await page('piekeren')).elevated).toBeNull();
  });

  it('offers the category, subcategory or author that the term names', async () => {
    expect((await page('Spiritualiteit')).intentions).toEqual([
      { kind: 'category', name: 'Spiritualiteit', href: '/category/spiritualiteit' },
    ]);
    expect((await page('beter slapen')).intentions).toEqual([
      { kind: 'subcategory', name: 'Beter slapen', href: '/subcategory/beter-slapen' },
    ]);
    const [covey] = await rows<{ id: number }>(
      t.database,
      `select id from authors where firstname = 'Stephen' and lastname = 'Covey'`,
    );
    const author = { kind: 'author', name: 'Stephen Covey', href: `/author/${covey!.id}` };
    expect((await page('Stephen Covey')).intentions).toEqual([author]);
    expect((await page('covey, stephen')).intentions).toEqual([author]);
    expect((await page('Covey')).intentions).toEqual([]);
  });

  it('keeps hidden categories and other shops out of the intentions', async () => {
    expect((await page('nieuw')).intentions).toEqual([]);
    expect((await page('Romans', 'sb')).intentions).toEqual([]);
    expect((await page('Romans', 'all')).intentions).toEqual([
      { kind: 'category', name: 'Romans', href: '/category/romans' },
    ]);
  });

  it('shows the extras on the first page only', async () => {
    const second = await page('zelfvertrouwen', 'all', { page: 2 });
    expect(second.page.view.page).toBe(2);
    expect(second).toMatchObject({ topMatch: null, elevated: null, intentions: [] });
  });
});
