// Issue 31 (decisions 667–668) at 1280 and 390 px: a beheerder opens /beheer/catalogus/import, sends the form
// without a file (the message by the file field, before anything is sent), uploads an ONIX file, reads the report —
// the record rejected for its ISBN, with its reason — finds the run in the list, and sees the new book with its
// title and price on the shop's book page. One run at a time on the one journey server: an upload the other width
// is running is tried again until it is taken. axe on the form with its message and on the report, at both widths.
import path from 'node:path';
import { logInAsStaff } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { openPage, returningVisitor } from './support/shell';

const FILE = path.resolve('tests/fixtures/onix/journey-upload.xml');
const ISBN = '9789990000108';

test(
  'staff upload an ONIX file, read its report and see the new book on the shop',
  { tag: '@both-widths' },
  async ({ page, baseURL }) => {
    await returningVisitor(page.context(), baseURL!);
    await logInAsStaff(page, baseURL!, '/beheer/catalogus/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogusimport' })).toBeVisible();
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
      page.getByRole('heading', { level: 1, name: /^Import \d+: journey-upload\.xml$/ }),
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
    await expect(runs.getByRole('link', { name: 'journey-upload.xml' }).first()).toBeVisible();
    expect(
      await runs
        .getByRole('link', { name: 'journey-upload.xml' })
        .evaluateAll((links, url) => links.some((link) => (link as HTMLAnchorElement).href === url), report),
    ).toBe(true);

    // The new book on the shop.
    await openPage(page, `/book/${ISBN}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Het Uur van de Stilte');
    await expect(page.getByRole('main')).toContainText('22,50');
  },
);
