// Issue 31 (decision #667): /beheer/catalogus/import through the whole app, as a browser without JavaScript sends
// it — a 404 for guests and customers for the page, a report and the upload (each staff level: the STAFF_ROUTES
// loop of server/accounts/staff-access-pages.test.ts); the upload without its token refused before a
// byte is stored; no file, a file that is not .xml and a file over the limit sent back with the reason by the file
// field; an ONIX file imported in the background, its report page with the counts and each rejected record, the
// list linking to it, and the book it added on the shop's book page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, loggedInBrowser, tokenOf, visibleText } from '../../tests/support/page-browser.ts';
import { openTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';

const REFERENCE = readFileSync(
  path.join(import.meta.dirname, '../../tests/fixtures/onix/catalogue-reference.xml'),
  'utf8',
);
const LIMIT = 64 * 1024;
/** The first plain title of the fixture: its e-book (LW-EBOOK-FIXED, 9789990000023). */
const TITLE = /<TitleText>([^<]+)<\/TitleText>/.exec(REFERENCE)![1]!;
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const PAGE = '/beheer/catalogus/import';

describe('the ONIX upload pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { onixUploadMaxBytes: LIMIT });
  });
  afterAll(async () => {
    await t?.services.catalogueImports.idle();
    await t?.close();
  });
  const staff = () => loggedInBrowser(() => t, account('beheerder'));
  const uploads = () => readdirSync(path.join(t.dataDir, 'imports'), { withFileTypes: true }).length;

  it('is a 404 for guests and customers: the page, a report and the upload', async () => {
    const klant = await loggedInBrowser(() => t, account('klant'));
    for (const b of [browser(() => t), klant]) {
      expect((await b.get(PAGE)).statusCode).toBe(404);
      expect((await b.get(`${PAGE}/1`)).statusCode).toBe(404);
      const sent = await b.upload(
        PAGE,
        { _csrf: 'x' },
        { field: 'bestand', name: 'a.xml', content: REFERENCE },
      );
      expect(sent.statusCode).toBe(404);
    }
  });

  it('refuses an upload without its token before storing it, and sends bad files back with the reason', async () => {
    const b = await staff();
    const before = await b.get(PAGE);
    expect(before.statusCode).toBe(200);
    const csrf = tokenOf(before.body);
    const expired = await b.upload(
      PAGE,
      { _csrf: 'verlopen' },
      { field: 'bestand', name: 'a.xml', content: REFERENCE },
    );
    expect(expired.statusCode).toBe(403);
    expect(visibleText(expired.body)).toContain('Het formulier was verlopen');

    const cases = [
      [{ field: 'bestand', name: '', content: '' }, 'geen-bestand', 'Kies een ONIX-bestand (.xml).'],
      [{ field: 'bestand', name: 'titels.csv', content: 'isbn;titel' }, 'geen-xml', 'Kies een .xml-bestand'],
      [
        { field: 'bestand', name: 'groot.xml', content: 'x'.repeat(LIMIT + 1) },
        'te-groot',
        'groter dan 1 GB',
      ],
    ] as const;
    for (const [file, reason, message] of cases) {
      const sent = await b.upload(PAGE, { _csrf: csrf }, file);
      expect(sent.statusCode, `${reason}: ${sent.body.slice(0, 300)}`).toBe(303);
      expect(sent.headers.location).toBe(`${PAGE}?fout=${reason}`);
      const page = await b.get(sent.headers.location as string);
      // The message by the file field, named by it.
      expect(page.body).toMatch(
        new RegExp(
          `aria-describedby="[^"]*onix-upload-bestand-error"[^>]*>|id="onix-upload-bestand-error"[^>]*>${message.replace(/[.()]/g, '\\$&')}`,
        ),
      );
      expect(visibleText(page.body)).toContain(message);
    }
    // Nothing of them was kept.
    expect(uploads()).toBe(0);
    // A form without a file at all (urlencoded), with its token: sent back too.
    const plain = await b.post(PAGE, { _csrf: csrf });
    expect(plain.headers.location).toBe(`${PAGE}?fout=geen-bestand`);
  });

  it('imports an ONIX file in the background and shows its report, and the book it added on the shop', async () => {
    const b = await staff();
    const csrf = tokenOf((await b.get(PAGE)).body);
    const sent = await b.upload(
      PAGE,
      { _csrf: csrf },
      { field: 'bestand', name: 'titels.xml', content: REFERENCE },
    );
    expect(sent.statusCode).toBe(303);
    const report = sent.headers.location as string;
    expect(report).toMatch(new RegExp(`^${PAGE}/\\d+$`));
    await t.services.catalogueImports.idle();
    expect(uploads()).toBe(0);

    const page = visibleText((await b.get(report)).body);
    expect(page).toContain('De import is klaar.');
    expect(page).toMatch(/Afgewezen\s*2/);
    expect(page).toContain('LW-BAD-ISBN');
    expect(page).toContain('LW-NO-PRICE');
    const list = await b.get(PAGE);
    expect(list.body).toContain(`href="${report}"`);
    expect(visibleText(list.body)).toMatch(/titels\.xml.*Klaar/);

    // The book it added, on the shop's book page.
    const added = await b.get('/book/9789990000023');
    const bookPage = added.statusCode === 301 ? await b.get(added.headers.location as string) : added;
    expect(bookPage.statusCode).toBe(200);
    expect(visibleText(bookPage.body)).toContain(TITLE);

    // The audit log names the upload.
    const log = visibleText((await b.get('/beheer/logboek')).body);
    expect(log).toContain('Catalogus ingelezen');
    expect(log).toContain('titels.xml');
  });
});
