// Spec 1 §2.7 top lists in a real browser at 1280 px, with axe at 390 px too (decision 543): the Top 60 page with
// its views and remembered show-more toggle, the Top 10 overview, a top-10 list by section, and an unknown section.
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { dismissCookieNotice, openPage } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test('the Top 60 opens in covers with all 60 books under the week heading', async ({ page }) => {
  test.slow(); // axe on 60 cards takes a while on a busy machine
  await openPage(page, '/top60');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Week \d{1,2} – Top 60 Bestsellers$/);
  const entries = page.locator('#top60-list > li');
  await expect(entries).toHaveCount(60);
  await expect(entries.first()).toContainText('Nummer 1:');
  await expect(entries.last()).toContainText('Nummer 60:');
  await expect(page.getByRole('link', { name: 'Omslagen', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: /Toon/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('summaries show 10, show more shows 60, and the choice is remembered after a reload', async ({
  page,
}) => {
  await openPage(page, '/top60?view=summaries');
  const entries = page.locator('#top60-list > li');
  await expect(entries).toHaveCount(10);

  const more = page.getByRole('button', { name: 'Toon alle 60' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(entries).toHaveCount(60);
  const less = page.getByRole('button', { name: 'Toon minder' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');

  // The server renders the remembered state on the first paint.
  await page.reload();
  await expect(entries).toHaveCount(60);

  // The list view shares the toggle; collapsing there is remembered too.
  await page.getByRole('link', { name: 'Lijst', exact: true }).click();
  await expect(page).toHaveURL(/\/top60\?view=list$/);
  await expect(entries).toHaveCount(60);
  await expect(entries.first()).toContainText('Verschijningsdatum');
  await page.getByRole('button', { name: 'Toon minder' }).click();
  await expect(entries).toHaveCount(10);
  await page.reload();
  await expect(entries).toHaveCount(10);
});

test('the summaries and list views have no serious accessibility violations', async ({ page }) => {
  test.slow();
  for (const view of ['summaries', 'list']) {
    await openPage(page, `/top60?view=${view}`);
    await expect(page.locator('#top60-list > li')).toHaveCount(10);
    await expectNoSeriousA11yViolations(page);
  }
});

test('the show-more toggle works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await dismissCookieNotice(context, baseURL!);
  const page = await context.newPage();
  await page.goto(`${baseURL}/top60?view=list`);
  const entries = page.locator('#top60-list > li');
  await expect(entries).toHaveCount(10);
  await page.getByRole('button', { name: 'Toon alle 60' }).click();
  await expect(page).toHaveURL(/\/top60\?view=list$/);
  await expect(entries).toHaveCount(60);
  await page.getByRole('button', { name: 'Toon minder' }).click();
  await expect(entries).toHaveCount(10);
  await context.close();
});

test('a view switch that waits for data says so', async ({ page }) => {
  await openPage(page, '/top60');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/top60.data**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Samenvattingen', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: 'De gegevens worden opgehaald' });
  await expect(status).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/top60\?view=summaries$/);
  await expect(status).toHaveCount(0);
  await expect(page.locator('#top60-list > li')).toHaveCount(10);
});

test('the Top 10 overview lists every section with a link to its list', async ({ page }) => {
  test.slow(); // axe on eight lists of ten
  await openPage(page, '/category/top10');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top 10-lijsten');
  const sections = page.locator('main section section');
  await expect(sections).toHaveCount(8);
  const viewAll = page.getByRole('link', { name: /^Bekijk de hele lijst/ });
  await expect(viewAll).toHaveCount(7);
  await expect(page.getByText('Er is hiervan geen top 10 gevonden')).toBeVisible();
  await expect(sections.first().locator('ol > li')).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Bekijk de hele lijst: Top 10 Thrillers' }).click();
  await expect(page).toHaveURL(/\/subcategory\/top10thrillers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top 10 Thrillers');
});

test('a top-10 list shows its ten books in each view', async ({ page }) => {
  test.slow();
  await openPage(page, '/subcategory/top10romans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top 10 Romans');
  const entries = page.locator('#top10-romans-list > li');
  await expect(entries).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Samenvattingen', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Omslagen', exact: true }).click();
  await expect(page).toHaveURL(/\?view=covers$/);
  await expect(entries).toHaveCount(10);
  await expect(page.getByRole('button', { name: /Toon/ })).toHaveCount(0);
});

test('an empty section says so, and an unknown section is a 404 with the spec text', async ({ page }) => {
  await openPage(page, '/subcategory/top10poezie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top 10 Poëzie');
  await expect(page.getByText('Er is hiervan geen top 10 gevonden')).toBeVisible();

  const response = await page.goto('/subcategory/top10bestaatniet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Er is hier geen Top 10 van bekend');
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the all-books home links its Top 10 thrillers to that list', async ({ page }) => {
  await openPage(page, '/all-books');
  await expect(page.getByRole('link', { name: 'Bekijk de hele lijst', exact: true })).toHaveAttribute(
    'href',
    '/subcategory/top10thrillers',
  );
});
