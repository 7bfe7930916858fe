// Issue 31 "Content" (decisions 700, 705): /beheer/citaten through the whole app — a 404 for guests and customers,
// a refused form answering by the field with what was typed kept, a post without its token refused, and a quote
// added, shown on the home page when asked for by id (?quote=), edited and deleted, each in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const PATH = '/beheer/citaten';
const QUOTE = 'Wie leest, leeft duizend levens.';

describe('the staff quotes page', () => {
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

  it('refuses a wrong form by the field, adds, edits and deletes a quote', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const page = await b.get(PATH);
    const wrong = await b.post(PATH, { _csrf: tokenOf(page.body), intent: 'add', citaat: QUOTE, auteur: '' });
    expect(wrong.statusCode).toBe(400);
    expect(visibleText(wrong.body)).toContain('Vul de auteur in.');
    expect(wrong.body).toContain(QUOTE);
    expect((await b.post(PATH, { intent: 'add', citaat: QUOTE, auteur: 'G. R. R. Martin' })).statusCode).toBe(
      403,
    );

    const added = await b.post(PATH, {
      _csrf: tokenOf(page.body),
      intent: 'add',
      citaat: QUOTE,
      auteur: 'G. R. R. Martin',
    });
    expect(added.headers.location).toBe(`${PATH}?gedaan=added`);
    const list = await b.get(added.headers.location as string);
    expect(visibleText(list.body)).toContain('Het citaat is toegevoegd.');
    // The list is in id order: the new quote is the last.
    const id = [...list.body.matchAll(new RegExp(`href="${PATH}\\?bewerk=(\\d+)#`, 'g'))].at(-1)![1]!;
    expect(visibleText((await browser(() => t).get(`/?quote=${id}`)).body)).toContain(QUOTE);

    const edit = await b.get(`${PATH}?bewerk=${id}`);
    const saved = await b.post(PATH, {
      _csrf: tokenOf(edit.body),
      intent: 'save',
      id,
      citaat: QUOTE,
      auteur: 'George R. R. Martin',
    });
    expect(saved.headers.location).toBe(`${PATH}?gedaan=saved`);
    const deleted = await b.post(PATH, { _csrf: tokenOf(edit.body), intent: 'delete', id });
    expect(deleted.headers.location).toBe(`${PATH}?gedaan=deleted`);
    expect(visibleText((await b.get(PATH)).body)).not.toContain(QUOTE);
    const log = visibleText((await b.get('/beheer/logboek')).body);
    for (const action of ['Citaat toegevoegd', 'Citaat gewijzigd', 'Citaat verwijderd'])
      expect(log).toContain(`${action} citaat ${id}`);
  });
});
