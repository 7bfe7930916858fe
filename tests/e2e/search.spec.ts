// Spec 1 §2.1 /search-results from the header's plain search form, at 1280 px and 390 px.
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { dismissCookieNotice, openPage } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test(
  'the header search form leads to ranked results with the scope counts',
  { tag: '@both-widths' },
  async ({ page }) => {
    test.slow(); // axe on a list of 25 books on a busy machine
    await openPage(page, '/');
    const search = page.getByRole('search', { name: 'Zoeken in de winkel' }).first();
    await search.getByRole('combobox').fill('zelfvertrouwen');
    await search.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=zelfvertrouwen/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Zoekresultaten voor ‘zelfvertrouwen’',
    );
    await expect(page.locator('ol[aria-label="Boeken"] > li').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Zoeken in' }).getByRole('link')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  },
);

test('a fruitless search shows the spec texts and tips', async ({ page }) => {
  await openPage(page, '/search-results?q=xqzwvkj');
  await expect(page.getByText('We kunnen geen resultaten voor je zoekopdracht vinden.')).toBeVisible();
  await expect(page.getByText('Controleer de spelling van je zoekwoord(en)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
