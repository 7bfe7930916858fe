// Spec 1 §2.7 top-list pages over HTTP: status codes, the server-rendered views and the show-more toggle posted
// without script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePreferences } from '../../app/lib/preferences.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { eachDatabase } from '../../tests/support/test-database.ts';

/** Entries of the Top 60 list in the HTML (one `value` attribute per list item). */
const top60Entries = (html: string) => {
  const list = html.slice(html.indexOf('id="top60-list"'));
  return (list.slice(0, list.indexOf('</ol>')).match(/<li value="\d+"/g) ?? []).length;
};
const prefsCookie = (value: object) => `lw_prefs=${encodeURIComponent(JSON.stringify(value))}`;

describe.each(eachDatabase())('top-list pages over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders the Top 60 with the week heading: covers 60, summaries and list 10 unless remembered open', async () => {
    const covers = await t.app.inject({ url: '/top60' });
    expect(covers.statusCode).toBe(200);
    expect(covers.body).toContain('<h1 id="top60-title">Week 47 – Top 60 Bestsellers</h1>');
    expect(covers.body).toContain('<title>Top 60 Bestsellers, week 47 – Leeswijzer</title>');
    expect(top60Entries(covers.body)).toBe(60);
    expect(top60Entries((await t.app.inject({ url: '/top60?view=summaries' })).body)).toBe(10);
    expect(top60Entries((await t.app.inject({ url: '/top60?view=list' })).body)).toBe(10);
    const open = await t.app.inject({
      url: '/top60?view=list',
      headers: { cookie: prefsCookie({ top60Open: true }) },
    });
    expect(top60Entries(open.body)).toBe(60);
    expect(open.body).toMatch(/Toon minder<\/button>/);
    expect(open.body).toContain('<link rel="canonical" href="http://localhost/top60"/>');
    // An unknown view is the default (covers).
    expect(top60Entries((await t.app.inject({ url: '/top60?view=tegels' })).body)).toBe(60);
  });

  it('remembers the toggle posted without script and sends the visitor back to the same view', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/top60?view=summaries',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: prefsCookie({ cookies: 1 }) },
      payload: 'top60Open=1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/top60?view=summaries');
    const cookie = res.cookies.find((c) => c.name === 'lw_prefs');
    expect(parsePreferences(`lw_prefs=${cookie?.value}`)).toEqual({ cookies: 1, top60Open: true });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/top60',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'top60Open=misschien',
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.cookies.find((c) => c.name === 'lw_prefs')).toBeUndefined();
  });

  it('serves the Top 10 overview on both addresses, with the empty-section text', async () => {
    for (const url of ['/category/top10', '/categorie/top10']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('href="/subcategory/top10thrillers"');
      expect(res.body).toContain('>Er is hiervan geen top 10 gevonden</p>');
      expect(res.body).toContain('<link rel="canonical" href="http://localhost/category/top10"/>');
    }
  });

  it('serves a top-10 list by section; an unknown section is a 404 with the spec text', async () => {
    const list = await t.app.inject({ url: '/subcategorie/top10romans' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<h1 id="top10-romans-title">Top 10 Romans</h1>');
    expect(list.body).toContain('<link rel="canonical" href="http://localhost/subcategory/top10romans"/>');
    const unknown = await t.app.inject({ url: '/subcategory/top10bestaatniet' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Er is hier geen Top 10 van bekend</h1>');
    expect(unknown.body).toContain('Uitgeverij &amp; de grootste website voor zelfontwikkeling'); // the shell
  });

  it('sends the bare top10 name to the overview and leaves other unknown names to the unknown-category page', async () => {
    const bare = await t.app.inject({ url: '/subcategory/top10' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/category/top10');
    const other = await t.app.inject({ url: '/subcategory/romans' });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('<h1>Er is hier geen Top 10 van bekend</h1>');
    expect(other.body).toContain('<h1>Deze categorie is onbekend</h1>');
  });
});
