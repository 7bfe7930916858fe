// Issue 31 "Content" (decisions 700–703): /beheer/mededelingen through the whole app — a 404 for guests and
// customers, a refused form answering by the field with what was typed kept, a POST without the CSRF token
// refused, and a notification added from today: listed as shown now with its Dutch days, in the audit log, and
// in a visitor's notifications on the shop at once (this process's caches forget); edited to a window in the
// future it is gone from the shop, and deleted it is gone from the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amsterdamCalendarDate, formatDateNl } from '../../domain/dates.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const PATH = '/beheer/mededelingen';
const TITLE = 'Inventarisatie in januari';
const TEXT = 'Op 6 januari is de winkel dicht wegens inventarisatie.';

describe('the staff notifications page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A visitor who dealt with the cookie notice: the notifications panel shows on every shop page. */
  const visitorSees = async () => {
    const visitor = browser(() => t);
    visitor.jar.set('lw_prefs', encodeURIComponent('{"cookies":1}'));
    return visibleText((await visitor.get('/')).body);
  };

  it('is a 404 for guests and customers', async () => {
    expect((await browser(() => t).get(PATH)).statusCode).toBe(404);
    expect((await (await loggedInBrowser(() => t, klant)).get(PATH)).statusCode).toBe(404);
  });

  it('refuses a wrong form by the field, keeping what was typed, and a post without its token', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const page = await b.get(PATH);
    const wrong = await b.post(PATH, {
      _csrf: tokenOf(page.body),
      intent: 'add',
      titel: TITLE,
      omschrijving: '',
      vanaf: '31-02-2027',
      sku: '9780000000002',
    });
    expect(wrong.statusCode).toBe(400);
    const text = visibleText(wrong.body);
    expect(text).toContain('Vul een tekst in.');
    expect(text).toContain('Vul een bestaande datum in als DD-MM-JJJJ');
    expect(wrong.body).toContain(`value="${TITLE}"`);
    expect(wrong.body).toContain('value="31-02-2027"');
    // A well-formed ISBN that is no book: the server's own message.
    const unknown = await b.post(PATH, {
      _csrf: tokenOf(page.body),
      intent: 'add',
      titel: TITLE,
      omschrijving: TEXT,
      sku: '9780000000002',
    });
    expect(unknown.statusCode).toBe(400);
    expect(visibleText(unknown.body)).toContain('Er is geen boek met dit ISBN.');
    expect((await b.post(PATH, { intent: 'add', titel: TITLE, omschrijving: TEXT })).statusCode).toBe(403);
    expect(visibleText((await b.get(PATH)).body)).not.toContain(TITLE);
  });

  it('adds one from today that a visitor sees at once, edits it into the future and deletes it, all logged', async () => {
    const b = await loggedInBrowser(() => t, staff);
    expect(await visitorSees()).not.toContain(TITLE);
    const today = formatDateNl(amsterdamCalendarDate(new Date()));
    const page = await b.get(PATH);
    const added = await b.post(PATH, {
      _csrf: tokenOf(page.body),
      intent: 'add',
      titel: TITLE,
      omschrijving: TEXT,
      reden: 'inventaris',
      vanaf: today,
      actief: 'on',
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`${PATH}?gedaan=added`);
    const list = await b.get(`${PATH}?gedaan=added`);
    const listText = visibleText(list.body);
    expect(listText).toContain('De mededeling is toegevoegd.');
    expect(listText).toMatch(new RegExp(`${TITLE} vanaf ${today} Nu te zien`));
    expect(await visitorSees()).toContain(TEXT);

    const id = new RegExp(`href="${PATH}\\?bewerk=(\\d+)#`).exec(list.body)![1]!;
    const edit = await b.get(`${PATH}?bewerk=${id}`);
    expect(edit.body).toContain(`value="${today}"`);
    const saved = await b.post(PATH, {
      _csrf: tokenOf(edit.body),
      intent: 'save',
      id,
      titel: TITLE,
      omschrijving: TEXT,
      vanaf: '01-01-2099',
      tot_en_met: '31-01-2099',
      actief: 'on',
    });
    expect(saved.headers.location).toBe(`${PATH}?gedaan=saved`);
    expect(visibleText((await b.get(PATH)).body)).toMatch(
      new RegExp(`${TITLE} 01-01-2099 t/m 31-01-2099 Actief, niet nu`),
    );
    expect(await visitorSees()).not.toContain(TEXT);

    const deleted = await b.post(PATH, { _csrf: tokenOf(edit.body), intent: 'delete', id });
    expect(deleted.headers.location).toBe(`${PATH}?gedaan=deleted`);
    expect(visibleText((await b.get(PATH)).body)).not.toContain(TITLE);
    expect((await b.get(`${PATH}?bewerk=${id}`)).statusCode).toBe(404);

    const log = visibleText((await b.get('/beheer/logboek')).body);
    for (const action of ['Mededeling toegevoegd', 'Mededeling gewijzigd', 'Mededeling verwijderd'])
      expect(log).toContain(`${action} mededeling ${id}`);
  });
});
