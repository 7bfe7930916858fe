// Issue 31 "Content" (decisions 720–725): /beheer/evenementen, /beheer/tips and /beheer/top10 through the whole
// app — a 404 for guests and customers, a post without its token refused, a refused form answering by the field
// with what was typed kept — and a change each through the page that the shop shows: an event on /events, a home
// tip on the home page, a Top 10 section's books on its own list; each in the audit log. Deleting through the pages
// (decision 743): a Top 10 section leaves the shop, an event with a registration is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_VIEW } from '../../domain/paging.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const staff = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const PATHS = ['/beheer/evenementen', '/beheer/tips', '/beheer/top10'];
const versionOf = (html: string) => /name="versie" value="([^"]+)"/.exec(html)?.[1] ?? '';
/** The id of the edit link (`?bewerk=<id>`) whose link text names `title`. */
const editIdOf = (html: string, title: string) =>
  [...html.matchAll(/\?bewerk=(\d+)#[^>]*>([\s\S]*?)<\/a>/g)].find((m) => m[2]!.includes(title))?.[1];

describe('the staff events, home tips and Top 10 pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are a 404 for guests and customers, and refuse a post without its token', async () => {
    const customer = await loggedInBrowser(() => t, klant);
    const b = await loggedInBrowser(() => t, staff);
    for (const path of PATHS) {
      expect((await browser(() => t).get(path)).statusCode).toBe(404);
      expect((await customer.get(path)).statusCode).toBe(404);
      expect((await customer.post(path, { intent: 'add' })).statusCode).toBe(404);
      expect((await b.get(path)).statusCode).toBe(200);
      expect((await b.post(path, { intent: 'add', titel: 'x', isbn: '9789493000049' })).statusCode).toBe(403);
    }
    // The staff navigation names the three pages.
    const nav = visibleText((await b.get('/beheer')).body);
    expect(nav).toContain('Evenementen');
    expect(nav).toContain('Tips voorpagina');
    expect(nav).toContain('Top 10');
  });

  it('adds an event through the page that /events shows, refusing bad input by the field', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const path = '/beheer/evenementen';
    const page = await b.get(path);
    const form = {
      _csrf: tokenOf(page.body),
      intent: 'add',
      titel: 'Schrijfavond met de redactie',
      referentie: 'schrijfavond',
      status: 'planned',
      datum: '15-10-2030',
      tijd: '19:30',
      plaats: 'Amersfoort',
      coupon: 'SCHRIJF30',
      plaatsen: 'veertig',
    };
    const wrong = await b.post(path, form);
    expect(wrong.statusCode).toBe(400);
    expect(visibleText(wrong.body)).toContain('Vul een heel getal in van 0 tot en met 100000.');
    expect(wrong.body).toContain('value="veertig"');
    expect(wrong.body).toContain('value="Schrijfavond met de redactie"');

    const added = await b.post(path, { ...form, plaatsen: '40' });
    expect(added.headers.location).toBe(`${path}?gedaan=added`);
    const list = await b.get(added.headers.location as string);
    expect(visibleText(list.body)).toContain('Het evenement is toegevoegd.');
    const id = editIdOf(list.body, 'Schrijfavond met de redactie');
    expect(id).toBeDefined();
    expect(list.body).toContain(`href="/beheer/aanmeldingen/${id}"`);
    const shop = visibleText((await browser(() => t).get('/events')).body);
    expect(shop).toContain('Schrijfavond met de redactie');
    expect(shop).toContain('dinsdag 15 oktober 2030, 19.30 uur');

    // Edited: the new place on /events; the same form again is stale.
    const edit = await b.get(`${path}?bewerk=${id}`);
    const version = versionOf(edit.body);
    const saved = await b.post(path, {
      ...form,
      plaatsen: '40',
      plaats: 'Zwolle',
      intent: 'save',
      id: id!,
      versie: version,
    });
    expect(saved.headers.location).toBe(`${path}?gedaan=saved`);
    expect(visibleText((await browser(() => t).get('/events')).body)).toContain('Zwolle');
    const stale = await b.post(path, {
      ...form,
      plaatsen: '40',
      plaats: 'Urk',
      intent: 'save',
      id: id!,
      versie: version,
    });
    expect(stale.statusCode).toBe(409);
    expect(visibleText(stale.body)).toContain('iemand anders heeft het intussen gewijzigd');
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain(
      `Evenement gewijzigd evenement ${id}`,
    );
  });

  it('adds a home tip through the page that the home page shows, refusing a wrong ISBN by the field', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const path = '/beheer/tips';
    const fallback = new Set((await t.services.home.ownShopHome({})).tips.map((book) => book.sku));
    const own = await t.services.lists.ownPublications('our_books', { ...DEFAULT_PAGE_VIEW, perPage: 100 });
    const chosen = own.books.find((book) => !fallback.has(book.sku)) ?? own.books[0]!;
    const page = await b.get(path);
    const wrong = await b.post(path, { _csrf: tokenOf(page.body), intent: 'add', isbn: '97894930' });
    expect(wrong.statusCode).toBe(400);
    expect(visibleText(wrong.body)).toContain('Vul een ISBN van 13 cijfers in.');
    expect(wrong.body).toContain('value="97894930"');

    const added = await b.post(path, { _csrf: tokenOf(page.body), intent: 'add', isbn: chosen.sku });
    expect(added.headers.location).toBe(`${path}?gedaan=added`);
    const list = visibleText((await b.get(added.headers.location as string)).body);
    expect(list).toContain('De tip is toegevoegd.');
    expect(list).toContain(chosen.title);
    expect((await t.services.home.ownShopHome({})).tips.map((book) => book.sku)).toEqual([chosen.sku]);
    expect(visibleText((await browser(() => t).get('/')).body)).toContain(chosen.title);

    const removed = await b.post(path, { _csrf: tokenOf(page.body), intent: 'remove', sku: chosen.sku });
    expect(removed.headers.location).toBe(`${path}?gedaan=removed`);
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain('Tip verwijderd tips voorpagina');
  });

  it('edits a Top 10 section through the page whose list the shop shows, refusing an unknown ISBN', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const path = '/beheer/top10';
    const list = await b.get(path);
    const id = editIdOf(list.body, 'Top 10 Poëzie');
    expect(id).toBeDefined();
    const edit = await b.get(`${path}?bewerk=${id}`);
    const own = await t.services.lists.ownPublications('our_books', { ...DEFAULT_PAGE_VIEW, perPage: 10 });
    const [first, second] = own.books as [(typeof own.books)[0], (typeof own.books)[0]];
    const form = {
      _csrf: tokenOf(edit.body),
      intent: 'save',
      id: id!,
      versie: versionOf(edit.body),
      naam: 'Top 10 Poëzie',
      tag: 'poezie',
      winkel: 'SHOP_ALL',
      positie: '8',
      nur: '306',
    };
    const wrong = await b.post(`${path}?bewerk=${id}`, { ...form, isbns: `${first.sku}\n9780000000002` });
    expect(wrong.statusCode).toBe(400);
    expect(visibleText(wrong.body)).toContain('Er is geen boek met ISBN 9780000000002.');
    const saved = await b.post(`${path}?bewerk=${id}`, { ...form, isbns: `${second.sku}\n${first.sku}` });
    expect(saved.headers.location).toBe(`${path}?gedaan=saved`);
    const shop = visibleText((await browser(() => t).get('/subcategory/top10poezie')).body);
    expect(shop).toContain(second.title);
    expect(shop.indexOf(second.title)).toBeLessThan(shop.indexOf(first.title));
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain(
      `Top 10-lijst gewijzigd top 10 ${id}`,
    );
  });

  it('deletes a Top 10 section through the page, and refuses an event with a registration, saying why', async () => {
    const b = await loggedInBrowser(() => t, staff);
    const top10 = '/beheer/top10';
    const csrf = tokenOf((await b.get(top10)).body);
    const own = await t.services.lists.ownPublications('our_books', { ...DEFAULT_PAGE_VIEW, perPage: 10 });
    const added = await b.post(top10, {
      _csrf: csrf,
      intent: 'add',
      naam: 'Top 10 Tijdelijk',
      tag: 'tijdelijk',
      winkel: 'SHOP_SB',
      positie: '99',
      isbns: own.books[0]!.sku,
    });
    expect(added.headers.location).toBe(`${top10}?gedaan=added`);
    expect((await browser(() => t).get('/subcategory/top10tijdelijk')).statusCode).toBe(200);
    const sectionId = editIdOf((await b.get(top10)).body, 'Top 10 Tijdelijk')!;
    const edit = await b.get(`${top10}?bewerk=${sectionId}`);
    expect(visibleText(edit.body)).toContain(
      'Top 10-lijst verwijderen Verwijderen kan niet ongedaan worden.',
    );
    expect((await b.post(top10, { intent: 'delete', id: sectionId })).statusCode).toBe(403);
    const deleted = await b.post(top10, { _csrf: csrf, intent: 'delete', id: sectionId });
    expect(deleted.headers.location).toBe(`${top10}?gedaan=deleted`);
    expect(visibleText((await b.get(deleted.headers.location as string)).body)).toContain(
      'De Top 10-lijst is verwijderd.',
    );
    expect((await browser(() => t).get('/subcategory/top10tijdelijk')).statusCode).toBe(404);
    // Sent again (a double click): it is gone, nothing changes.
    expect((await b.post(top10, { _csrf: csrf, intent: 'delete', id: sectionId })).statusCode).toBe(404);
    expect(visibleText((await b.get('/beheer/logboek')).body)).toContain(
      `Top 10-lijst verwijderd top 10 ${sectionId}`,
    );

    const events = '/beheer/evenementen';
    const eventId = editIdOf((await b.get(events)).body, 'Lezing Meer zelfvertrouwen')!;
    expect(eventId).toBeDefined();
    const registered = await t.services.events.register(
      'lezing-meer-zelfvertrouwen',
      {
        coupon: 'ZELFVERTROUWEN27',
        firstname: 'Anna',
        lastname: 'Verwijdertest',
        email: 'anna.verwijdertest@voorbeeld.nl',
        phonenr: '06 1234 5678',
        homepage: '',
      },
      { ip: '198.51.100.43' },
    );
    expect(registered.kind).toBe('registered');
    // The edit view says why it cannot be deleted, without a button; a delete sent anyway is refused (409).
    const view = await b.get(`${events}?bewerk=${eventId}`);
    expect(visibleText(view.body)).toContain(
      'Dit evenement kan niet verwijderd worden: er is 1 aanmelding voor.',
    );
    expect(view.body).not.toMatch(/name="intent" value="delete"/);
    const refused = await b.post(`${events}?bewerk=${eventId}`, {
      _csrf: csrf,
      intent: 'delete',
      id: eventId,
    });
    expect(refused.statusCode).toBe(409);
    expect(visibleText(refused.body)).toContain(
      'Dit evenement kan niet verwijderd worden: er is 1 aanmelding voor. Die zou met het evenement verdwijnen. Zet het evenement op Uitgesteld als het niet doorgaat.',
    );
    expect(visibleText((await browser(() => t).get('/events')).body)).toContain('Meer zelfvertrouwen');
  });
});
