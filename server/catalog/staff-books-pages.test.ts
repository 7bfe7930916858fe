// Issue 31 "Books" (decisions #680–#687): /beheer/catalogus through the whole app, as a browser without JavaScript.
// 404 for guests and customers; the search by ISBN lists the book and a too-short search says so by its field; a
// price changed on the edit page shows on the book page at once for an anonymous visitor too; a wrong value is
// refused with its Dutch message by the field and what was typed kept; a form shown before a colleague's save is
// refused (409); a medewerker sees the price read-only and cannot change it; a book added by hand opens its edit page; a cover upload (multipart, to its own route) is resized and served,
// a file that is no image comes back with its message, and one without the CSRF token is refused.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '../../domain/money.ts';
import { completeIsbn13 } from '../../domain/isbn.ts';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;
const MEDEWERKER = { email: 'medewerker.boeken@voorbeeld.nl', password: 'Boeken-Beheer-2026' };

/** The form's fields as the page renders them (inputs, checked boxes, selected options, text areas). */
function formFields(html: string, formId: string): Record<string, string> {
  const start = html.indexOf(`id="${formId}-form"`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (!name || /type="(file|submit)"/.test(input)) continue;
    if (/type="checkbox"/.test(input)) {
      if (/checked=""/.test(input)) fields[name] = 'on';
      continue;
    }
    fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  for (const [, name, options] of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g))
    fields[name!] = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(options!)?.[1] ?? '';
  for (const [, name, text] of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    fields[name!] = text!.replace(/&amp;/g, '&');
  return fields;
}

function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = '----leeswijzer-cover-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="omslag"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the staff books pages', () => {
  let t: TestApp;
  let sku: string;

  beforeAll(async () => {
    // With the page cache on, as the shop runs: a saved book must not wait for it.
    t = await openTestApp('pglite', { pageCacheSeconds: 10 });
    const db = t.services.database.db;
    const registered = await t.services.accounts.register(
      {
        firstname: 'Mees',
        lastname: 'Medewerker',
        email: MEDEWERKER.email,
        email2: MEDEWERKER.email,
        phonenr: '',
        password: MEDEWERKER.password,
        password2: MEDEWERKER.password,
        hasSubscription: false,
      },
      { ip: '192.0.2.55', origin: 'http://localhost' },
    );
    expect(registered.status).toBe('ok');
    await queryRows(db, sql`update users set access_level = 5 where email = ${MEDEWERKER.email}`);
    const [book] = await queryRows<{ sku: string }>(
      db,
      sql`select sku from books where stock = 1 and price_incl_cents is not null and withdrawn_at is null
          order by id limit 1`,
    );
    sku = book!.sku;
  });
  afterAll(async () => {
    await t?.close();
  });

  const priceOf = async () =>
    (
      await queryRows<{ p: number }>(
        t.services.database.db,
        sql`select price_incl_cents as p from books where sku = ${sku}`,
      )
    )[0]!.p;

  it('is a 404 for guests and customers', async () => {
    const customer = await loggedInBrowser(() => t, klant);
    for (const path of ['/beheer/catalogus', '/beheer/catalogus/nieuw', `/beheer/catalogus/${sku}`]) {
      expect((await browser(() => t).get(path)).statusCode).toBe(404);
      expect((await customer.get(path)).statusCode).toBe(404);
    }
    expect((await customer.post(`/beheer/catalogus/${sku}/omslag`, { _csrf: 'x' })).statusCode).toBe(404);
  });

  it('finds a book by its ISBN and says a too-short search by its field', async () => {
    const b = await loggedInBrowser(() => t, admin);
    const hyphened = `${sku.slice(0, 3)}-${sku.slice(3)}`;
    const found = await b.get(`/beheer/catalogus?q=${encodeURIComponent(hyphened)}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`href="/beheer/catalogus/${sku}"`);
    expect(visibleText(found.body)).toContain('1 boek ');
    const short = visibleText((await b.get('/beheer/catalogus?q=ab')).body);
    expect(short).toContain('Typ minstens 3 tekens');
    expect((await b.get('/beheer/catalogus?pagina=9999')).statusCode).toBe(404);
  });

  it('changes a price that the book page shows at once; refuses a wrong value and a stale form', async () => {
    const b = await loggedInBrowser(() => t, admin);
    const visitor = browser(() => t);
    /** The book page as the visitor sees it (following the address with its title, when the shop uses those). */
    const bookPage = async () => {
      const first = await visitor.get(`/book/${sku}`);
      const res = first.statusCode === 200 ? first : await visitor.get(first.headers.location!);
      expect(res.statusCode).toBe(200);
      return visibleText(res.body);
    };
    const before = await priceOf();
    // The anonymous visitor's view is now in the page cache.
    expect(await bookPage()).toContain(formatEuro(before));
    const page = await b.get(`/beheer/catalogus/${sku}`);
    expect(page.statusCode).toBe(200);
    const fields = formFields(page.body, 'book-edit');
    expect(fields.price).toBe((before / 100).toFixed(2).replace('.', ','));

    const wrong = await b.post(`/beheer/catalogus/${sku}`, { ...fields, intent: 'save', price: 'twintig' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatch(/id="book-edit-price-error"[^>]*>[\s\S]*?Vul een prijs in euro’s in/);
    expect(wrong.body).toContain('value="twintig"');
    expect(await priceOf()).toBe(before);

    const newPrice = before + 100;
    const saved = await b.post(`/beheer/catalogus/${sku}`, {
      ...fields,
      intent: 'save',
      price: (newPrice / 100).toFixed(2).replace('.', ','),
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/beheer/catalogus/${sku}?gedaan=saved`);
    expect(await priceOf()).toBe(newPrice);
    const after = visibleText((await b.get(`/beheer/catalogus/${sku}?gedaan=saved`)).body);
    expect(after).toContain('Het boek is opgeslagen.');
    expect(after).toContain('Boek gewijzigd');
    expect(await bookPage()).toContain(formatEuro(newPrice));

    // The first form again: a colleague (this same admin) saved since it was shown.
    const stale = await b.post(`/beheer/catalogus/${sku}`, { ...fields, intent: 'save', delivery: '5' });
    expect(stale.statusCode).toBe(409);
    expect(visibleText(stale.body)).toContain('Een collega heeft dit boek intussen opgeslagen.');
    expect((await b.post(`/beheer/catalogus/${sku}`, { ...fields, intent: 'save' })).statusCode).toBe(409);
  });

  it('shows a medewerker the price read-only and keeps it', async () => {
    const b = await loggedInBrowser(() => t, MEDEWERKER);
    const page = await b.get(`/beheer/catalogus/${sku}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="price"');
    expect(visibleText(page.body)).toContain(
      'Alleen medewerkers met het niveau financieel of hoger wijzigen de prijs.',
    );
    const before = await priceOf();
    const fields = formFields(page.body, 'book-edit');
    const saved = await b.post(`/beheer/catalogus/${sku}`, {
      ...fields,
      intent: 'save',
      price: '1,00',
      top: 'on',
    });
    expect(saved.statusCode).toBe(303);
    expect(await priceOf()).toBe(before);
    expect((await b.get('/beheer/catalogus/nieuw')).statusCode).toBe(404);
    expect((await b.get('/beheer/catalogus')).body).not.toContain('href="/beheer/catalogus/nieuw"');
  });

  it('adds a book by hand and uploads its cover', async () => {
    const b = await loggedInBrowser(() => t, admin);
    const page = await b.get('/beheer/catalogus/nieuw');
    expect(page.statusCode).toBe(200);
    const fields = formFields(page.body, 'book-new');
    const newSku = completeIsbn13('978909999123');
    const typed = {
      ...fields,
      intent: 'add',
      sku: newSku,
      title: 'Handwerk in de boekhandel',
      price: '17,50',
    };
    const refused = await b.post('/beheer/catalogus/nieuw', {
      ...typed,
      sku: '9789099991230' === newSku ? '9789099991231' : '9789099991230',
    });
    expect(refused.statusCode).toBe(400);
    expect(visibleText(refused.body)).toContain('Dit is geen geldig ISBN: controleer de cijfers');
    expect(refused.body).toContain('value="Handwerk in de boekhandel"');
    const added = await b.post('/beheer/catalogus/nieuw', typed);
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`/beheer/catalogus/${newSku}?gedaan=added`);
    const twice = await b.post('/beheer/catalogus/nieuw', typed);
    expect(visibleText(twice.body)).toContain('Er is al een boek met dit ISBN');

    const edit = await b.get(`/beheer/catalogus/${newSku}`);
    const csrf = tokenOf(edit.body);
    const cookie = [...b.jar].map(([n, v]) => `${n}=${v}`).join('; ');
    const upload = (fields: Record<string, string>, file: Parameters<typeof multipart>[1]) => {
      const body = multipart(fields, file);
      return t.app.inject({
        method: 'POST',
        url: `/beheer/catalogus/${newSku}/omslag`,
        headers: { cookie, 'content-type': body.contentType, 'sec-fetch-site': 'same-origin' },
        payload: body.payload,
      });
    };
    const png = await sharp({
      create: { width: 400, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    expect(
      (await upload({ _csrf: 'verlopen' }, { name: 'omslag.png', type: 'image/png', content: png }))
        .statusCode,
    ).toBe(403);
    const notImage = await upload(
      { _csrf: csrf },
      { name: 'omslag.png', type: 'image/png', content: Buffer.from('geen plaatje') },
    );
    expect(notImage.statusCode).toBe(303);
    expect(notImage.headers.location).toBe(`/beheer/catalogus/${newSku}?omslag=geen-afbeelding`);
    expect(visibleText((await b.get(notImage.headers.location!)).body)).toContain(
      'Dit bestand is geen afbeelding.',
    );
    const stored = await upload({ _csrf: csrf }, { name: 'omslag.png', type: 'image/png', content: png });
    expect(stored.statusCode).toBe(303);
    expect(stored.headers.location).toBe(`/beheer/catalogus/${newSku}?gedaan=cover`);
    const shown = visibleText((await b.get(stored.headers.location!)).body);
    expect(shown).toContain('De omslag is opgeslagen.');
    expect(shown).toContain('Geüploade omslag');
    expect(shown).toContain('Omslag geüpload');
    const served = await t.app.inject({ url: `/media/covers/${newSku}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);

    // Undone: a book added by hand has no cover in the feed, so the generated one shows again.
    const withUpload = await b.get(`/beheer/catalogus/${newSku}`);
    expect(visibleText(withUpload.body)).toContain('Geüploade omslag verwijderen');
    const revert = { _csrf: tokenOf(withUpload.body), intent: 'cover-revert' };
    expect((await b.post(`/beheer/catalogus/${newSku}`, { ...revert, _csrf: 'verlopen' })).statusCode).toBe(
      403,
    );
    const reverted = await b.post(`/beheer/catalogus/${newSku}`, revert);
    expect(reverted.statusCode).toBe(303);
    expect(reverted.headers.location).toBe(`/beheer/catalogus/${newSku}?gedaan=cover_reverted`);
    const after = visibleText((await b.get(reverted.headers.location!)).body);
    expect(after).toContain('De geüploade omslag is verwijderd.');
    expect(after).toContain('Gegenereerde omslag');
    expect(after).toContain('Geüploade omslag verwijderd');
    expect(after).not.toContain('Geüploade omslag verwijderen');
    const generated = await t.app.inject({ url: `/media/covers/${newSku}` });
    expect(generated.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const again = await b.post(`/beheer/catalogus/${newSku}`, revert);
    expect(again.headers.location).toBe(`/beheer/catalogus/${newSku}?gedaan=unchanged`);
  });
});
