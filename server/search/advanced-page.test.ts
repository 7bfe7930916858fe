// Spec 1 §2.1 /search-advanced over HTTP on the demo catalogue: the empty form with the database's categories
// and languages, results with the criteria kept in every list link, a message next to each bad field with the
// other fields still filled in, the wider-scope offer, the scope setting the shop, noindex, and the links to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

// The page's markup only: the interface texts also travel in the serialised loader data, so a text found there
// proves nothing.
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'");

/** The opening tag of the element with this id. */
const tagOf = (body: string, id: string) => new RegExp(`<[a-z]+[^>]*id="${id}"[^>]*>`).exec(body)?.[0] ?? '';

describe('advanced search page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, shop = 'SHOP_SB') => {
    const res = await t.app.inject({ url, cookies: { lw_shop: shop } });
    return { status: res.statusCode, body: text(res.body), headers: res.headers };
  };

  it('shows the empty form with every field, categories and languages from the database, and noindex', async () => {
    const { status, body } = await get('/search-advanced');
    expect(status).toBe(200);
    expect(body).toContain('<h1');
    expect(body).toContain('Uitgebreid zoeken');
    for (const label of [
      'Trefwoorden',
      'Titel',
      'Auteur',
      'ISBN',
      'Categorie',
      'Taal',
      'Vanaf',
      'Tot en met',
    ])
      expect(body).toContain(`>${label}</`);
    expect(body).toMatch(/<form[^>]*action="\/search-advanced" method="get"/);
    expect(body).toContain('<option value="zelfontwikkeling">Zelfontwikkeling</option>');
    expect(body).toContain('<option value="EN">Engels</option>');
    // The all-books shop is on in the demo: its own categories in their own group, and its scope.
    expect(body).toContain('<optgroup label="Overige boeken">');
    expect(body).toMatch(/<input type="radio" name="scope" value="all"\/>/);
    expect(body).toMatch(/<input type="radio" name="scope" checked="" value="sb"\/>/);
    expect(body).toMatch(/<input type="radio" name="availability" checked="" value="any"\/>/);
    expect(body).toMatch(/<meta name="robots" content="noindex/);
    expect(body).not.toContain('Controleer je zoekopdracht');
  });

  it('shows the books for valid criteria, with the criteria kept in every list link', async () => {
    const { status, body } = await get(
      '/search-advanced?q=&title=zelfvertrouwen&author=&isbn=&category=&lang=NL&price_from=&price_to=25' +
        '&availability=orderable&scope=sb',
    );
    expect(status).toBe(200);
    expect(body).toMatch(/Zoekresultaten <span[^>]*>\(\d+ boeken\)/);
    expect(body).toContain('Meer zelfvertrouwen');
    expect(body).toContain('Gezocht op:');
    expect(body).toContain('Prijs in euro’s tot en met € 25,00');
    expect(body).toContain('Alleen leverbaar');
    expect(body).toContain(
      'href="/search-advanced?title=zelfvertrouwen&amp;lang=NL&amp;price_to=25&amp;availability=orderable' +
        '&amp;scope=sb&amp;sort=title&amp;order=asc"',
    );
    // The form is folded under 'Zoekopdracht aanpassen', still filled in.
    expect(body).toContain('Zoekopdracht aanpassen');
    expect(tagOf(body, 'adv-title')).toContain('value="zelfvertrouwen"');
    expect(body).toContain('<option value="NL" selected="">Nederlands</option>');
  });

  it('puts each message next to its field, marks it invalid and keeps every value', async () => {
    const { status, body } = await get(
      '/search-advanced?title=Meer+zelfvertrouwen&author=Covey&isbn=123&price_from=abc&price_to=5&lang=EN&scope=own',
    );
    expect(status).toBe(200);
    expect(body).toContain('Controleer je zoekopdracht');
    const isbn = tagOf(body, 'adv-isbn');
    expect(isbn).toContain('aria-invalid="true"');
    expect(isbn).toContain('aria-describedby="adv-isbn-error adv-isbn-hint"');
    expect(isbn).toContain('value="123"');
    expect(body).toMatch(/<p id="adv-isbn-error"[^>]*>Vul een geldig ISBN in \(10 of 13 cijfers\)<\/p>/);
    const from = tagOf(body, 'adv-price_from');
    expect(from).toContain('aria-invalid="true"');
    expect(from).toContain('value="abc"');
    expect(body).toMatch(
      /<p id="adv-price_from-error"[^>]*>Vul een bedrag in euro’s in, bijvoorbeeld 12,50<\/p>/,
    );
    // The good fields are filled in and not marked.
    expect(tagOf(body, 'adv-title')).toContain('value="Meer zelfvertrouwen"');
    expect(tagOf(body, 'adv-title')).not.toContain('aria-invalid');
    expect(tagOf(body, 'adv-price_to')).toContain('value="5"');
    expect(body).toContain('<option value="EN" selected="">Engels</option>');
    expect(body).toMatch(/<input type="radio" name="scope" checked="" value="own"\/>/);
    expect(body).not.toContain('Zoekresultaten');
  });

  it('says the price range is the wrong way round', async () => {
    const { body } = await get('/search-advanced?price_from=20&price_to=12,50');
    expect(body).toMatch(
      /<p id="adv-price_to-error"[^>]*>De prijs tot en met mag niet lager zijn dan de prijs vanaf<\/p>/,
    );
  });

  it('asks for at least one field when the form is sent empty', async () => {
    const { body } = await get(
      '/search-advanced?q=&title=&author=&isbn=&category=&lang=&price_from=&price_to=&availability=any&scope=sb',
    );
    expect(body).toContain('Vul minimaal één zoekveld in');
    expect(body).not.toContain('aria-invalid');
  });

  it('offers the wider scope when the chosen one has nothing', async () => {
    const { body } = await get('/search-advanced?author=Kahneman&scope=own');
    expect(body).toContain('Er zijn geen resultaten in Onze eigen uitgaven gevonden.');
    expect(body).toContain('href="/search-advanced?author=Kahneman&amp;scope=sb"');
    expect(body).toContain('Er zijn wel resultaten in Alle zelfhulpboeken gevonden');
  });

  it('sets the shop from the scope, like the results page', async () => {
    const { headers } = await get('/search-advanced?title=thriller&scope=all', 'SHOP_SB');
    expect(String(headers['set-cookie'])).toContain('lw_shop=SHOP_ALL');
    const own = await get('/search-advanced?title=thriller&scope=own', 'SHOP_ALL');
    expect(String(own.headers['set-cookie'])).toContain('lw_shop=SHOP_SB');
  });

  it('is linked from the header and from the search results with the term and scope', async () => {
    const { body } = await get('/search-results?q=zelfvertrouwen&section=zb');
    expect(body).toContain('href="/search-advanced?q=zelfvertrouwen&amp;scope=sb"');
    expect(body).toContain('href="/search-advanced"');
  });
});
