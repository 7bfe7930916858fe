// Issue 31 "Content: the static pages' texts": a static page's title, lead and body are interface texts, so staff
// change them at /beheer/teksten/static.<page>.* (decision #708). Through the whole app, as a browser without
// JavaScript, with the page cache on as the shop runs: the edit page links the page that shows the text, a saved
// lead and a body in the pages' small markup show on the page at once for an anonymous visitor, a body that lost a
// placeholder of the default is refused by its field, and the reset brings the default back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { staticTextsNl } from './texts/static.nl.ts';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const LEAD = 'static.mission.lead';
const BODY = 'static.address.body';

describe('the static pages’ texts edited by staff', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await openTestApp('pglite', { pageCacheSeconds: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a saved lead shows on its page at once, the edit page links that page, and a reset brings the default back', async () => {
    const visitor = browser(() => t);
    expect(visibleText((await visitor.get('/missie')).body)).toContain(staticTextsNl[LEAD]!);

    const staff = await loggedInBrowser(() => t, admin);
    const edit = await staff.get(`/beheer/teksten/${LEAD}`);
    expect(edit.statusCode).toBe(200);
    expect(edit.body).toContain('href="/mission"');
    const lead = 'Het juiste boek, op het juiste moment, bij de juiste lezer.';
    const saved = await staff.post(`/beheer/teksten/${LEAD}`, {
      _csrf: tokenOf(edit.body),
      intent: 'save',
      tekst: lead,
    });
    expect(saved.statusCode).toBe(303);
    for (const path of ['/mission', '/missie']) {
      const shown = visibleText((await visitor.get(path)).body);
      expect(shown).toContain(lead);
      expect(shown).not.toContain(staticTextsNl[LEAD]!);
    }

    const reset = await staff.post(`/beheer/teksten/${LEAD}`, { _csrf: tokenOf(edit.body), intent: 'reset' });
    expect(reset.headers.location).toBe(`/beheer/teksten/${LEAD}?gedaan=reset`);
    expect(visibleText((await visitor.get('/mission')).body)).toContain(staticTextsNl[LEAD]!);
  });

  it('a body keeps its placeholders and markup: one lost is refused by the field, a heading shows as one', async () => {
    const staff = await loggedInBrowser(() => t, admin);
    const edit = await staff.get(`/beheer/teksten/${BODY}`);
    expect(edit.body).toContain('href="/address"');
    const csrf = tokenOf(edit.body);
    const withoutCity = staticTextsNl[BODY]!.replaceAll('{seller_city}', '');
    const refused = await staff.post(`/beheer/teksten/${BODY}`, {
      _csrf: csrf,
      intent: 'save',
      tekst: withoutCity,
    });
    expect(refused.statusCode).toBe(400);
    expect(visibleText(refused.body)).toContain('{seller_city}');

    const body = `## Langskomen bij ons\n\n${staticTextsNl[BODY]!}`;
    expect(
      (await staff.post(`/beheer/teksten/${BODY}`, { _csrf: csrf, intent: 'save', tekst: body })).statusCode,
    ).toBe(303);
    const page = (await browser(() => t).get('/address')).body;
    expect(page).toMatch(/<h2[^>]*>Langskomen bij ons<\/h2>/);
    expect(page).not.toContain('{seller_city}');
  });
});
