// Issue 31 "Content" (decisions 710–716): /beheer/auteurs and /beheer/categorieen through the whole app, as a
// browser without JavaScript, with the page cache on as the shop runs. 404 for guests and customers (pages and
// uploads); a post without the CSRF token is refused (403, the upload's 'Formulier verlopen'); the author search
// finds by name and says a too-short search by its field; a description too long comes back with its message by
// the field and what was typed kept; a saved description and an uploaded picture show on the anonymous author page
// at once; a stale form is refused (409); a category's display value refused empty by its field, saved and then
// seen in the anonymous visitor's sidebar and on the category page at once; its image upload is resized and shown.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { queryRows } from '../db/client.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'beheerder')!;
const klant = DEMO_ACCOUNTS.find((a) => a.role === 'klant')!;

/** A form's hidden and text fields as rendered (the version among them). */
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
  for (const [, name, text] of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    fields[name!] = text!.replace(/&amp;/g, '&');
  return fields;
}

function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = '----leeswijzer-image-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="afbeelding"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the staff authors and categories pages', () => {
  let t: TestApp;
  let author: { id: number; lastname: string };
  let category: { id: number; name: string; displayValue: string };

  beforeAll(async () => {
    t = await openTestApp('pglite', { pageCacheSeconds: 10 });
    const db = t.services.database.db;
    [author] = (await queryRows<{ id: number; lastname: string }>(
      db,
      sql`select a.id, a.lastname from authors a where exists (select 1 from books b where b.author_id = a.id)
          and length(a.lastname) >= 3 order by a.id limit 1`,
    )) as [{ id: number; lastname: string }];
    [category] = (await queryRows<{ id: number; name: string; displayValue: string }>(
      db,
      sql`select id, name, display_value as "displayValue" from categories
          where 'SHOP_SB' = any(shops) and name not in ('eigen uitgaven', 'nieuw') order by position, id limit 1`,
    )) as [{ id: number; name: string; displayValue: string }];
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (
    b: Awaited<ReturnType<typeof loggedInBrowser>>,
    url: string,
    fields: Record<string, string>,
    file: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: [...b.jar].map(([n, v]) => `${n}=${v}`).join('; '),
        'content-type': body.contentType,
        'sec-fetch-site': 'same-origin',
      },
      payload: body.payload,
    });
  };

  it('is a 404 for guests and customers, and refuses a post without its token', async () => {
    const customer = await loggedInBrowser(() => t, klant);
    const pages = [
      '/beheer/auteurs',
      `/beheer/auteurs/${author.id}`,
      '/beheer/categorieen',
      `/beheer/categorieen/${category.id}`,
    ];
    for (const path of pages) {
      expect((await browser(() => t).get(path)).statusCode).toBe(404);
      expect((await customer.get(path)).statusCode).toBe(404);
    }
    for (const path of [
      `/beheer/auteurs/${author.id}/foto`,
      `/beheer/categorieen/${category.id}/afbeelding`,
    ]) {
      expect((await customer.post(path, { _csrf: 'x' })).statusCode).toBe(404);
      expect((await browser(() => t).post(path, { _csrf: 'x' })).statusCode).toBe(404);
    }
    expect((await customer.post(`/beheer/auteurs/${author.id}`, { intent: 'save' })).statusCode).toBe(404);
    const b = await loggedInBrowser(() => t, admin);
    expect((await b.get('/beheer')).body).toContain('href="/beheer/auteurs"');
    expect((await b.get('/beheer')).body).toContain('href="/beheer/categorieen"');
    expect(
      (await b.post(`/beheer/auteurs/${author.id}`, { intent: 'save', beschrijving: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await b.post(`/beheer/categorieen/${category.id}`, { intent: 'save', weergave: 'x' })).statusCode,
    ).toBe(403);
    expect((await b.get('/beheer/auteurs/999999')).statusCode).toBe(404);
    expect((await b.get('/beheer/categorieen/abc')).statusCode).toBe(404);
  });

  it('finds an author by name and says a too-short search by its field', async () => {
    const b = await loggedInBrowser(() => t, admin);
    const found = await b.get(`/beheer/auteurs?q=${encodeURIComponent(author.lastname)}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`href="/beheer/auteurs/${author.id}"`);
    const short = await b.get('/beheer/auteurs?q=x');
    expect(short.body).toMatch(/id="authors-search-q-error"[^>]*>Typ minstens 2 letters\./);
    expect((await b.get('/beheer/auteurs?pagina=99999')).statusCode).toBe(404);
  });

  it('saves a description the author page shows at once; refuses a long one and a stale form', async () => {
    const b = await loggedInBrowser(() => t, admin);
    const visitor = browser(() => t);
    const authorPage = async () => {
      const res = await visitor.get(`/author/${author.id}`);
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    // The anonymous view is now in the page cache.
    await authorPage();
    const page = await b.get(`/beheer/auteurs/${author.id}`);
    expect(page.statusCode).toBe(200);
    const fields = formFields(page.body, 'author-edit');
    expect(fields.version).toMatch(/\S/);

    const long = await b.post(`/beheer/auteurs/${author.id}`, {
      ...fields,
      intent: 'save',
      beschrijving: `Te lang ${'x'.repeat(5000)}`,
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toMatch(/id="author-edit-beschrijving-error"[^>]*>Gebruik hoogstens 5000 tekens\./);
    expect(long.body).toContain('Te lang xxx');

    const text = 'Een schrijver die de stilte opzoekt.';
    const saved = await b.post(`/beheer/auteurs/${author.id}`, {
      ...fields,
      intent: 'save',
      beschrijving: text,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/beheer/auteurs/${author.id}?gedaan=saved`);
    const after = visibleText((await b.get(saved.headers.location!)).body);
    expect(after).toContain('De beschrijving is opgeslagen.');
    expect(after).toContain('Auteursbeschrijving gewijzigd');
    expect(visibleText(await authorPage())).toContain(text);

    const stale = await b.post(`/beheer/auteurs/${author.id}`, {
      ...fields,
      intent: 'save',
      beschrijving: 'Oud',
    });
    expect(stale.statusCode).toBe(409);
    expect(visibleText(stale.body)).toContain('Een collega heeft deze auteur intussen gewijzigd.');
  });

  it('uploads an author’s picture the author page shows, refuses what is no image and removes it', async () => {
    const b = await loggedInBrowser(() => t, admin);
    const edit = await b.get(`/beheer/auteurs/${author.id}`);
    const csrf = tokenOf(edit.body);
    const url = `/beheer/auteurs/${author.id}/foto`;
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 140, b: 90 } },
    })
      .png()
      .toBuffer();
    const expired = await upload(
      b,
      url,
      { _csrf: 'verlopen' },
      { name: 'f.png', type: 'image/png', content: png },
    );
    expect(expired.statusCode).toBe(403);
    expect(visibleText(expired.body)).toContain('Formulier verlopen');
    const notImage = await upload(
      b,
      url,
      { _csrf: csrf },
      { name: 'f.png', type: 'image/png', content: Buffer.from('geen plaatje') },
    );
    expect(notImage.statusCode).toBe(303);
    expect(notImage.headers.location).toBe(`/beheer/auteurs/${author.id}?afbeelding=geen-afbeelding`);
    expect((await b.get(notImage.headers.location!)).body).toMatch(
      /id="author-picture-afbeelding-error"[^>]*>Dit bestand is geen afbeelding\./,
    );
    const stored = await upload(b, url, { _csrf: csrf }, { name: 'f.png', type: 'image/png', content: png });
    expect(stored.statusCode).toBe(303);
    expect(stored.headers.location).toBe(`/beheer/auteurs/${author.id}?gedaan=foto`);
    const page = await b.get(stored.headers.location!);
    expect(visibleText(page.body)).toContain('De foto is opgeslagen.');
    const picture = new RegExp(`src="/media/(authors/${author.id}-[0-9a-f]{12}\\.webp)"`).exec(
      page.body,
    )![1]!;
    const shop = await browser(() => t).get(`/author/${author.id}`);
    expect(shop.body).toContain(`src="/media/${picture}"`);
    const served = await t.app.inject({ url: `/media/${picture}` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 192, height: 192 });

    const removed = await b.post(`/beheer/auteurs/${author.id}`, {
      _csrf: csrf,
      intent: 'remove-image',
      shown: picture,
    });
    expect(removed.statusCode).toBe(303);
    expect((await browser(() => t).get(`/author/${author.id}`)).body).not.toContain(picture);
    expect((await t.app.inject({ url: `/media/${picture}` })).statusCode).toBe(404);
  });

  it('saves a category’s display value that the sidebar and the category page show at once', async () => {
    const b = await loggedInBrowser(() => t, admin);
    const visitor = browser(() => t);
    const categoryPage = async () => {
      const res = await visitor.get(`/category/${encodeURIComponent(category.name)}`);
      expect(res.statusCode).toBe(200);
      return visibleText(res.body);
    };
    expect(await categoryPage()).toContain(category.displayValue);
    const page = await b.get(`/beheer/categorieen/${category.id}`);
    expect(page.statusCode).toBe(200);
    const fields = formFields(page.body, 'category-edit');
    expect(fields.winkel_sb).toBe('on');

    const refused = await b.post(`/beheer/categorieen/${category.id}`, {
      _csrf: fields._csrf!,
      version: fields.version!,
      intent: 'save',
      weergave: '  ',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(
      /id="category-edit-weergave-error"[^>]*>Vul de naam in zoals de winkel hem toont\./,
    );
    expect(refused.body).toMatch(/id="category-edit-winkel_sb-error"[^>]*>Kies minstens één winkel\./);

    const renamed = 'Boeken om wakker van te liggen';
    const saved = await b.post(`/beheer/categorieen/${category.id}`, {
      ...fields,
      intent: 'save',
      weergave: renamed,
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/beheer/categorieen/${category.id}?gedaan=saved`);
    expect(visibleText((await b.get(saved.headers.location!)).body)).toContain('Categorie gewijzigd');
    const shown = await categoryPage();
    expect(shown).toContain(renamed);
    expect(shown).not.toContain(category.displayValue);
    expect((await b.get('/beheer/categorieen')).body).toContain(renamed);

    const image = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: { r: 90, g: 40, b: 140 } },
    })
      .png()
      .toBuffer();
    const stored = await upload(
      b,
      `/beheer/categorieen/${category.id}/afbeelding`,
      { _csrf: fields._csrf! },
      { name: 'c.png', type: 'image/png', content: image },
    );
    expect(stored.statusCode).toBe(303);
    expect(stored.headers.location).toBe(`/beheer/categorieen/${category.id}?gedaan=foto`);
    const shelf = (await visitor.get(`/category/${encodeURIComponent(category.name)}`)).body;
    const src = new RegExp(`src="/media/(categories/${category.id}-[0-9a-f]{12}\\.webp)"`).exec(shelf)?.[1];
    expect(src).toBeDefined();
    expect(await sharp((await t.app.inject({ url: `/media/${src}` })).rawPayload).metadata()).toMatchObject({
      width: 640,
      height: 213,
    });
  });
});
