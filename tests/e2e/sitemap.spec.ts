// Spec 3 §2 /sitemap in a real browser at 1280 px, with axe and the sideways check at 390 px too (decision 760):
// sections, breadcrumbs, accessibility, tap targets on a phone, and the page without JavaScript.
import { expect, expectNoSeriousA11yViolations, expectNoSidewaysScrolling, test } from './support/fixtures';
import { dismissCookieNotice, openPage } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test('the sitemap lists the categories of both shops, other pages and our authors', async ({ page }) => {
  await openPage(page, '/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  const trail = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Sitemap');

  const main = page.getByRole('main');
  for (const name of [
    'Categorieën zelfhulpboeken',
    'Categorieën in Alle boeken',
    'Overige pagina’s',
    'Onze auteurs',
  ])
    await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  const shelves = main.getByRole('list', { name: 'Subcategorieën van Zelfontwikkeling' });
  await expect(shelves.getByRole('link', { name: 'Zelfvertrouwen' })).toHaveAttribute(
    'href',
    '/subcategory/zelfvertrouwen',
  );
  await expect(main.getByRole('link', { name: 'Romans', exact: true })).toHaveAttribute(
    'href',
    '/category/romans',
  );
  await expect(main.getByRole('link', { name: 'Privacybeleid' })).toHaveAttribute('href', '/privacy-policy');
  await expect(main.getByRole('link', { name: 'Annemiek van der Berg' })).toHaveAttribute(
    'href',
    /^\/author\/\d+$/,
  );
  await expect(main.getByRole('link', { name: 'Alle auteurs' })).toHaveAttribute('href', '/authors');
  await expect(main.getByRole('link', { name: 'Eigen uitgaven', exact: true })).toHaveCount(0);

  await expectNoSidewaysScrolling(page);
  await expectNoSeriousA11yViolations(page);
});

test(
  'links on the sitemap are comfortable tap targets on a phone',
  { tag: '@both-widths' },
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'tap targets matter on touch screens');
    await openPage(page, '/sitemap');
    const heights = await page
      .getByRole('main')
      .locator('article a')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(40);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sitemap is complete as the server renders it', async ({ page }) => {
    const response = await page.goto('/sitemap');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Psychologie', exact: true }),
    ).toBeVisible();
  });
});
