// Issue 31 (decisions 667–668) at 1280 and 390 px: a beheerder opens /beheer/catalogus/import, sends the form
// without a file (the message by the file field, before anything is sent), uploads an ONIX file, reads the report —
// the record rejected for its ISBN, with its reason — finds the run in the list, sees the new book with its title
// and price on the shop's book page, changes its price at /beheer/catalogus and a visitor's book page says the new
// one within 30 s (the interface text and the shipping threshold: beheer-texts.spec.ts, beheer-settings.spec.ts). One run at a time on the one journey server: an upload the other width
// is running is tried again until it is taken. axe on the form with its message and on the report, at both widths.
import path from 'node:path';
import { logInAsStaff, staffNav } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { openPage, returningVisitor } from './support/shell';

/** Each width its own file and book, so one width's import never sets back what the other's staff changed. */
const RUN = {
  desktop: { file: 'journey-upload.xml', isbn: '9789990000108', title: 'Het Uur van de Stilte' },
  phone: { file: 'journey-upload-phone.xml', isbn: '9789990000115', title: 'Het Uur van de Stilte op Zak' },
};

test(
  'staff upload an ONIX file, read its report and see the new book on the shop',
  { tag: '@both-widths' },
  async ({ page, browser, baseURL, isMobile }) => {
    test.setTimeout(120_000);
    const run = isMobile ? RUN.phone : RUN.desktop;
    const FILE = path.resolve('tests/fixtures/onix', run.file);
    await returningVisitor(page.context(), baseURL!);
    await logInAsStaff(page, baseURL!, '/beheer/catalogus/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogusimport' })).toBeVisible();
    // The navigation marks this page, not the books' page whose address holds it.
    const nav = await staffNav(page);
    await expect(nav.getByRole('link', { name: 'Catalogusimport' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Boeken' })).not.toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('form', { name: 'ONIX-bestand inlezen' });
    const file = form.getByLabel('ONIX-bestand (.xml)');

    // Sent without a file: the field says so and nothing is sent.
    await form.getByRole('button', { name: 'Inlezen' }).click();
    await expect(file).toHaveAccessibleDescription(/Kies een ONIX-bestand \(\.xml\)\./);
    await expect(page).toHaveURL(/\/beheer\/catalogus\/import$/);
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'beheer-catalogue-import');

    // The upload; while the other width's run holds the import, the form says so and it is sent again.
    await expect(async () => {
      await openPage(page, '/beheer/catalogus/import');
      await form.getByLabel('ONIX-bestand (.xml)').setInputFiles(FILE);
      await form.getByRole('button', { name: 'Inlezen' }).click();
      await expect(page).toHaveURL(/\/beheer\/catalogus\/import\/\d+$/, { timeout: 5_000 });
    }).toPass();
    const report = page.url();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: new RegExp(`^Import \\d+: ${run.file.replace('.', '\\.')}$`),
      }),
    ).toBeVisible();
    // The report looks again by itself while the run works.
    await expect(page.getByRole('status')).toContainText('De import is klaar.');
    const rejections = page.getByRole('table', { name: 'Afgewezen records met hun reden' });
    await expect(rejections.getByRole('row', { name: /LW-BAD-ISBN/ })).toContainText('is ongeldig');
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'beheer-catalogue-report');

    // The run in the list, linking to its report.
    await page.getByRole('link', { name: 'Alle imports' }).click();
    const runs = page.getByRole('table', { name: 'Imports, de nieuwste eerst' });
    await expect(runs.getByRole('link', { name: run.file }).first()).toBeVisible();
    expect(
      await runs
        .getByRole('link', { name: run.file })
        .evaluateAll((links, url) => links.some((link) => (link as HTMLAnchorElement).href === url), report),
    ).toBe(true);

    // The new book on the shop, at the feed's price.
    await openPage(page, `/book/${run.isbn}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(run.title);
    await expect(page.getByRole('main')).toContainText('€ 22,50');

    // Staff change its price; a visitor's book page says the new one within the promised 30 s.
    await openPage(page, `/beheer/catalogus/${run.isbn}`);
    await page.getByLabel('Prijs inclusief btw (euro)').fill('23,95');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Het boek is opgeslagen.')).toBeVisible();
    const visitor = await browser.newContext({ baseURL });
    await expect
      .poll(async () => (await (await visitor.request.get(`/book/${run.isbn}`)).text()).includes('€ 23,95'), {
        timeout: 30_000,
        intervals: [500],
      })
      .toBe(true);
    await visitor.close();
  },
);
