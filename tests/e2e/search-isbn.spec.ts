// Issue 16: a shopper who types an ISBN means that one book. From the header of either shop — Enter in the
// overlay, or the plain form without JavaScript — an ISBN of any book, with hyphens or spaces, opens its book
// page, which sets the book's shop.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { dismissCookieNotice, openPage, PAYOFF_ALL, PAYOFF_SB } from './support/shell';

/** A book outside the self-help range (the demo's first), and an own publication: Meer zelfvertrouwen. */
const ALL_BOOKS_SKU = '9789088888885';
const SELF_HELP_SKU = '9789493000001';

const headerBox = (page: Page) =>
  page
    .getByRole('search', { name: 'Zoeken in de winkel', exact: true })
    .getByRole('combobox', { name: 'Zoeken in de winkel' });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test(
  'an all-books ISBN typed with hyphens on a self-help page opens its book with Enter',
  { tag: '@both-widths' },
  async ({ page }) => {
    test.slow(); // axe on a busy machine
    await openPage(page, '/');
    await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
    const box = headerBox(page);
    await box.click();
    await box.pressSequentially('978-90-8888-888-5', { delay: 20 });
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/book/${ALL_BOOKS_SKU}(/|$)`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'a self-help ISBN typed with spaces on the all-books shop opens its book',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/search-results?q=covey&section=all');
      await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();
      // Without JavaScript the box is a plain search field, not yet a combobox.
      const box = page
        .getByRole('search', { name: 'Zoeken in de winkel', exact: true })
        .getByLabel('Zoeken in de winkel');
      await box.fill('978 94 930 0000 1');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/book/${SELF_HELP_SKU}(/|$)`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Meer zelfvertrouwen');
      await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
    },
  );
});
