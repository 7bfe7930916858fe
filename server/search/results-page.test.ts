// Spec 1 §2.1 /search-results over HTTP on the demo catalogue: ranked results in the book list, the counts per
// scope with links that keep the term, and the texts of §8 for short, empty and fruitless searches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';

// The page's markup only: the interface texts also travel in the serialised loader data, so a text found there
// proves nothing.
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'");

describe('search results page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ url, cookies: { lw_shop: 'SHOP_SB' } });
    return { status: res.statusCode, body: text(res.body), headers: res.headers };
  };

  it('shows the ranked results with the scope counts, and list links keep the term and scope', async () => {
    const { status, body } = await get('/search-results?q=zelfvertrouwen&section=zb');
    expect(status).toBe(200);
    expect(body).toContain('Zoekresultaten voor ‘zelfvertrouwen’');
    expect(body).toContain('Meer zelfvertrouwen');
    expect(body).toMatch(/Onze eigen uitgaven <span[^>]*>\(\d+\)/);
    expect(body).toMatch(/Alle zelfhulpboeken <span[^>]*>\(\d+\)/);
    expect(body).toContain(
      'href="/search-results?q=zelfvertrouwen&amp;section=zb&amp;sort=title&amp;order=asc"',
    );
  });

  it('asks for a longer term below 3 letters, and accepts CD', async () => {
    expect((await get('/search-results?q=ab')).body).toContain(
      'Gebruik een langere zoekterm (minimaal 3 letters)',
    );
    expect((await get('/search-results?q=CD')).body).not.toContain('Gebruik een langere zoekterm');
  });

  it('says so when nothing is found, with the tips', async () => {
    const { body } = await get('/search-results?q=xqzwvkj');
    expect(body).toContain('We kunnen geen resultaten voor je zoekopdracht vinden.');
    expect(body).toContain('Misschien kunnen deze suggesties helpen:');
    expect(body).toContain('Controleer de spelling van je zoekwoord(en)');
    expect(body).toContain('Probeer een ander zoekwoord');
    expect(body).toContain('Kies hiernaast een (andere) categorie');
  });

  it('offers a wider scope when the chosen one has nothing', async () => {
    const { body } = await get('/search-results?q=Kahneman&section=sb');
    expect(body).toContain('Er zijn geen resultaten in Onze eigen uitgaven gevonden.');
    expect(body).toContain('Er zijn wel resultaten in Alle zelfhulpboeken gevonden');
  });

  it.each([
    ['sb', '/our-publications', 'SHOP_SB'],
    ['zb', '/', 'SHOP_SB'],
    ['all', '/all-books', 'SHOP_ALL'],
  ])('section %s sets the shop and makes the toggle item %s the current one', async (section, href, shop) => {
    const res = await t.app.inject({
      url: `/search-results?q=covey&section=${section}`,
      cookies: { lw_shop: 'SHOP_SB' },
    });
    const current = [...res.body.matchAll(/<a [^>]*aria-current="true"[^>]*>/g)]
      .map((m) => /href="([^"]*)"/.exec(m[0])?.[1])
      .filter((h) => h === '/our-publications' || h === '/' || h === '/all-books');
    expect(current).toEqual([href]);
    if (shop === 'SHOP_ALL') expect(String(res.headers['set-cookie'])).toContain('lw_shop=SHOP_ALL');
    else expect(String(res.headers['set-cookie'] ?? '')).not.toContain('lw_shop=SHOP_ALL');
  });

  it('stores a partner code from pc as the affiliate id', async () => {
    const { headers } = await get('/search-results?q=zelfvertrouwen&pc=PARTNER7');
    expect(String(headers['set-cookie'])).toContain('lw_affiliate=PARTNER7');
  });

  it('shows the top match, the elevated books and the intentions on the first page', async () => {
    const elevated = (await get('/search-results?q=zelfvertrouwen&section=zb')).body;
    expect(elevated).toMatch(/<h2 id="elevated-title"[^>]*>Aanbevolen door de uitgeverij<\/h2>/);
    const top = (await get('/search-results?q=meer%20zelfv&section=zb')).body;
    expect(top).toMatch(/<h2 id="top-match-title"[^>]*>Bedoel je misschien<\/h2>/);
    expect(top).toContain('Meer zelfvertrouwen');
    const intention = (await get('/search-results?q=Spiritualiteit&section=zb')).body;
    expect(intention).toMatch(
      /<a href="\/category\/spiritualiteit"[^>]*>Bekijk alle boeken in de categorie Spiritualiteit<\/a>/,
    );
    const second = (await get('/search-results?q=zelfvertrouwen&section=zb&page=2')).body;
    expect(second).not.toContain('elevated-title');
  });

  it('makes the toggle follow the scope: own publications 1, self-help 2', async () => {
    const toggleOf = (body: string) =>
      /<a[^>]*aria-current="true"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*aria-current="true"/.exec(
        body.slice(body.indexOf('aria-label="Kies een winkel"')),
      );
    const own = toggleOf((await get('/search-results?q=zelfvertrouwen&section=sb')).body);
    expect(own?.[1] ?? own?.[2]).toBe('/our-publications');
    const sb = toggleOf((await get('/search-results?q=zelfvertrouwen&section=zb')).body);
    expect(sb?.[1] ?? sb?.[2]).toBe('/');
  });
});
