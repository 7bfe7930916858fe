// Issue 30 at 1280 and 390 px: the shop owner's start page /beheer — today's and this week's sales, each list's
// count as a link to that list, the 30 days as two charts (images with a text alternative) and as a table under a
// <details>; a count leads to its list. Axe on the page with the table closed and open, at both widths.
import { logInAsStaff } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { returningVisitor } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test(
  'staff see the day’s and week’s sales, the waiting work and 30 days of orders, and go to a list',
  { tag: '@both-widths' },
  async ({ page, baseURL }) => {
    expect((await page.goto('/beheer'))?.status()).toBe(404);
    await logInAsStaff(page, baseURL!, '/beheer');
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

    const sales = page.getByRole('region', { name: 'Verkoop' });
    await expect(sales).toContainText(/Vandaag \d\d-\d\d-\d{4}/);
    await expect(sales).toContainText(/Deze week sinds maandag \d\d-\d\d-\d{4}/);
    await expect(sales).toContainText(/€ \d/);

    // Other journeys on this server change the counts: each tile is a label, a number and the right list.
    const work = page.getByRole('region', { name: 'Te doen' });
    const tiles: [string, string][] = [
      ['Te verzenden', '/beheer/bestellingen?status=to_ship'],
      ['Wacht op betaling', '/beheer/bestellingen?status=awaiting'],
      ['Mislukte e-mails', '/beheer/mail?status=failed'],
      ['Recensies te beoordelen', '/beheer/recensies'],
      ['Partneraanmeldingen', '/beheer/partners'],
      ['Open berichten', '/beheer/berichten'],
    ];
    await expect(work.getByRole('link')).toHaveCount(tiles.length);
    for (const [label, href] of tiles)
      await expect(work.getByRole('link', { name: new RegExp(`^${label} \\d+$`) })).toHaveAttribute(
        'href',
        href,
      );

    const chart = page.getByRole('region', { name: 'De laatste 30 dagen' });
    for (const name of ['Omzet per dag', 'Betaalde bestellingen per dag']) {
      const image = chart.getByRole('img', { name });
      await expect(image).toBeVisible();
      await expect(image).toHaveAccessibleDescription(/^Van \d\d-\d\d-\d{4} tot en met \d\d-\d\d-\d{4}: /);
    }
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'beheer-dashboard');

    // The figures as a table: the 30 days (a quiet one as 0) and their total.
    await chart.getByText('Toon de cijfers per dag als tabel').click();
    const table = chart.getByRole('table', {
      name: 'Betaalde bestellingen en omzet per dag, de laatste 30 dagen',
    });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(32);
    await expect(table.getByRole('row').last()).toContainText(/Totaal\s*\d+\s*€ [\d.]+,\d\d/);
    await expect(table.getByRole('row', { name: / 0 € 0,00$/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'beheer-dashboard-table');

    await work.getByRole('link', { name: /^Te verzenden \d+$/ }).click();
    await expect(page).toHaveURL(/\/beheer\/bestellingen\?status=to_ship$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filter de bestellingen' }).getByLabel('Status')).toHaveValue(
      'to_ship',
    );
  },
);
