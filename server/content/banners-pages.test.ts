// Issue 31 "Content" (decisions 700, 704): /beheer/banners through the whole app — a 404 for guests and customers,
// a refused form answering by the field with what was typed kept, a post without its token refused, and a banner
// added through the page: listed by its position, in the own shop's sidebar for a visitor at once, then deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const PATH = '/beheer/banners';
const LINE = 'Boekenweek in de winkel';

describe('the staff banners page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a 404 for guests and customers', async () => {
    expect((await browser(() => t).get(PATH)).statusCode).toBe(404);
    expect((await (await loggedInBrowser(() => t, klant)).get(PATH)).statusCode).toBe(404);
  });

  it('refuses a wrong form by the field, adds one a visitor sees at once and deletes it', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const page = await b.get(PATH);
    const wrong = await b.post(PATH, {
      _csrf: tokenOf(page.body),
      intent: 'add',
      tekst1: LINE,
      positie: 'drie',
    });
    expect(wrong.statusCode).toBe(400);
    expect(visibleText(wrong.body)).toContain('Vul een heel getal in van 0 tot en met 999.');
    expect(wrong.body).toContain('value="drie"');
    expect((await b.post(PATH, { intent: 'add', tekst1: LINE, positie: '0' })).statusCode).toBe(403);

    const added = await b.post(PATH, {
      _csrf: tokenOf(page.body),
      intent: 'add',
      tekst1: LINE,
      tekst2: 'Tot en met zondag',
      positie: '0',
    });
    expect(added.headers.location).toBe(`${PATH}?gedaan=added`);
    const list = await b.get(added.headers.location as string);
    expect(visibleText(list.body)).toContain('De banner is toegevoegd.');
    expect(visibleText(list.body)).toMatch(new RegExp(`0 ${LINE} Tot en met zondag`));
    expect(visibleText((await browser(() => t).get('/')).body)).toContain(LINE);

    const id = new RegExp(`href="${PATH}\\?bewerk=(\\d+)#`).exec(list.body)![1]!;
    const deleted = await b.post(PATH, { _csrf: tokenOf(list.body), intent: 'delete', id });
    expect(deleted.headers.location).toBe(`${PATH}?gedaan=deleted`);
    expect(visibleText((await b.get(PATH)).body)).not.toContain(LINE);
    expect(visibleText((await browser(() => t).get('/')).body)).not.toContain(LINE);
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain(`Banner toegevoegd banner ${id}`);
  });
});
