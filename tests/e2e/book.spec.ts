// Spec 1 §2.6 book page in a real browser at 1280 px and 390 px.
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { dismissCookieNotice, openPage } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test('a book opens from the home page, its tabs have their own addresses, and it is recorded as recently viewed', async ({
  page,
}) => {
  await openPage(page, '/');
  const firstTip = page.locator('main article a[href^="/book/"]').first();
  await expect(firstTip).toBeVisible();
  const title = (await firstTip.innerText()).trim();
  await firstTip.click();
  await expect(page).toHaveURL(/\/book\/\d{13}\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const tabs = page.getByRole('navigation', { name: 'Over dit boek' });
  await expect(tabs.getByRole('link', { name: 'Beschrijving' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Specificaties' }).click();
  await expect(page).toHaveURL(/\/specifications$/);
  await expect(tabs.getByRole('link', { name: 'Specificaties' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('ISBN', { exact: true })).toBeVisible();
  await tabs.getByRole('link', { name: /Recensies/ }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByText('ISBN', { exact: true })).toBeHidden();

  const stored = await page.evaluate(() => localStorage.getItem('recentlyViewed'));
  expect(JSON.parse(stored ?? '{}')['0']?.[0]?.title).toBe(title);
});

test(
  'an unknown book shows the 404 page with the spec text inside the shell',
  { tag: '@both-widths' },
  async ({ page }) => {
    const response = await page.goto('/book/9789999999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dit boek is nog niet in onze database opgenomen',
    );
    await expect(page.getByRole('banner')).toBeVisible();
  },
);

test(
  'the book page has no serious accessibility violations, with a tool panel open',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/book/9789493000001');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meer zelfvertrouwen');
    const share = page.getByRole('button', { name: 'Delen' });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    // The panels are mutually exclusive: opening another closes the share panel.
    await page.getByRole('button', { name: 'Eerste hoofdstuk' }).click();
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  },
);
