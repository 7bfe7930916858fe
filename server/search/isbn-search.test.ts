// Issue 16: an exact ISBN typed in the header of any shop opens its book. The results page redirects to the book
// page (which sets its shop), whatever the scope and the shop the term was typed on; an ISBN no book has keeps
// the page's no-results text. Over HTTP on the demo catalogue, on each database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachDatabase } from '../../tests/support/test-database.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { rows } from '../../tests/support/seed-testing.ts';

const SELF_HELP_SKU = '9789493000001'; // Meer zelfvertrouwen, an own publication (SB)
/** The book's canonical page: /book/{sku}, with its title slug when the demo's seoTitles setting is on. */
const bookAddress = (sku: string) => new RegExp(`^/book/${sku}(/[a-z0-9-]+)?$`);

/** An ISBN-13 written with hyphens as a shop prints it: 978-9-49300-000-1 style (the groups do not matter). */
const hyphenated = (sku: string) =>
  `${sku.slice(0, 3)}-${sku.slice(3, 5)}-${sku.slice(5, 9)}-${sku.slice(9)}`;
const spaced = (sku: string) => `${sku.slice(0, 3)} ${sku.slice(3, 8)} ${sku.slice(8)}`;
/** The ISBN-10 of a 978 ISBN-13: its middle nine digits and the mod-11 check character. */
function isbn10(sku: string): string {
  const nine = sku.slice(3, 12);
  const sum = [...nine].reduce((s, d, i) => s + Number(d) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${nine}${check === 10 ? 'X' : check}`;
}

describe.each(eachDatabase())('an ISBN in the header search opens its book, on %s', (kind) => {
  let t: TestApp;
  let allBooksSku: string;
  beforeAll(async () => {
    t = await openTestApp(kind);
    const [row] = await rows<{ sku: string }>(
      t.services.database,
      `select sku from books where not in_sb and sku like '978%' order by id limit 1`,
    );
    allBooksSku = row!.sku;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, shop: 'SHOP_SB' | 'SHOP_ALL') =>
    t.app.inject({ url, cookies: { lw_shop: shop } });
  const search = (term: string, section: string, shop: 'SHOP_SB' | 'SHOP_ALL') =>
    get(`/search-results?${new URLSearchParams({ q: term, section })}`, shop);

  it('an all-books ISBN typed on a self-help page goes to its book, in every written form', async () => {
    for (const term of [allBooksSku, hyphenated(allBooksSku), spaced(allBooksSku), isbn10(allBooksSku)]) {
      const res = await search(term, 'zb', 'SHOP_SB');
      expect(res.statusCode, term).toBe(302);
      expect(res.headers.location, term).toMatch(bookAddress(allBooksSku));
    }
    // The own-publications scope too: the ISBN names the book, not a place to look.
    const location = String((await search(allBooksSku, 'sb', 'SHOP_SB')).headers.location);
    expect(location).toMatch(bookAddress(allBooksSku));
    // The book page then sets the book's shop.
    const book = await get(location, 'SHOP_SB');
    expect(book.statusCode).toBe(200);
    expect(String(book.headers['set-cookie'])).toContain('lw_shop=SHOP_ALL');
  });

  it('a self-help ISBN typed on an all-books page goes to its book, in every written form', async () => {
    for (const term of [
      SELF_HELP_SKU,
      '978-94-930-0000-1',
      '978 94 930 0000 1',
      '9493000001',
      '94-930-0000-1',
    ]) {
      const res = await search(term, 'all', 'SHOP_ALL');
      expect(res.statusCode, term).toBe(302);
      expect(res.headers.location, term).toBe('/book/9789493000001/meer-zelfvertrouwen');
    }
    const book = await get('/book/9789493000001/meer-zelfvertrouwen', 'SHOP_ALL');
    expect(String(book.headers['set-cookie'])).toContain('lw_shop=SHOP_SB');
  });

  it('an ISBN no book has keeps the no-results text', async () => {
    const res = await search('978-0-00-000001-9', 'zb', 'SHOP_SB');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('We kunnen geen resultaten voor je zoekopdracht vinden.');
  });

  it("the home's ?isbn= goes to the book too, with spaces or as ISBN-10", async () => {
    for (const isbn of ['978 94 930 0000 1', '9493000001']) {
      const res = await get(`/?${new URLSearchParams({ isbn })}`, 'SHOP_ALL');
      expect(res.statusCode, isbn).toBe(302);
      expect(res.headers.location, isbn).toBe(`/book/${SELF_HELP_SKU}`);
    }
    const res = await get(`/all-books?${new URLSearchParams({ isbn: spaced(allBooksSku) })}`, 'SHOP_ALL');
    expect(res.headers.location).toBe(`/book/${allBooksSku}`);
  });
});
