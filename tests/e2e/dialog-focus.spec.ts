// Issue 29 #5: after a dialog closes, the focus is back on what opened it — whichever way it was closed (Escape,
// its own button or link) — and after a search the results are a few Tabs from the heading the focus lands on.
// Each case is driven from the keyboard, so the focus is where a keyboard user had it when the dialog opened.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openPage, returningVisitor } from './support/shell';

/** A book of the demo catalogue with stock (fixed seed). */
const OWN = { sku: '9789493000001', title: 'Meer zelfvertrouwen' };

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}

/** Focus `opener` and press Enter: the way a keyboard user opens the dialog. */
async function openWithKeyboard(opener: Locator): Promise<void> {
  await opener.focus();
  await opener.press('Enter');
}

test('the added dialog: its own close button gives the focus back to the cart button', async ({ page }) => {
  await openPage(page, `/book/${OWN.sku}`);
  const button = page.getByRole('region', { name: 'Prijs' }).getByRole('button', { name: 'In winkelwagen' });
  await openWithKeyboard(button);
  const dialog = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagentje' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Sluit dit venster en winkel verder' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocused(button);
});

test('the cart delete question: Annuleer gives the focus back to the amount that asked it', async ({
  page,
}) => {
  await openPage(page, `/book/${OWN.sku}`);
  await page.getByRole('region', { name: 'Prijs' }).getByRole('button', { name: 'In winkelwagen' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Naar winkelwagentje' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /winkelwagentje/i })).toBeVisible();
  const amount = page
    .getByRole('region', { name: 'Boeken in je winkelwagentje' })
    .getByRole('textbox')
    .first();
  await amount.fill('0');
  await amount.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Verwijderen uit je winkelwagentje?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('link', { name: 'Annuleer' }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(amount).toHaveValue('1');
  await expectFocused(amount);
});

test('a newsletter dialog: Escape gives the focus back to the link that opened it', async ({ page }) => {
  await openPage(page, '/overview-newsletters');
  const link = page.getByRole('link', { name: /^Lees online\W+Nieuwsbrief week 47:/ });
  await openWithKeyboard(link);
  const dialog = page.getByRole('dialog', { name: /Nieuwsbrief week 47:/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/overview-newsletters$/);
  await expectFocused(link);
});

test(
  'the mobile menu: Escape gives the focus back to the menu button',
  { tag: '@both-widths' },
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button is there on a phone only');
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    await openWithKeyboard(button);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expectFocused(button);
  },
);

/** Tab from where the focus is until `target` has it; the number of Tabs. */
async function tabsTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let tabs = 0; tabs <= max; tabs += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return tabs;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached within ${max} Tabs`);
}

test('a search from the header: the results heading has the focus, the first result a few Tabs on', async ({
  page,
}) => {
  await openPage(page, '/');
  const box = page.getByRole('banner').getByRole('combobox', { name: /zoek/i });
  await box.focus();
  await page.keyboard.type('geluk');
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: /Zoekresultaten voor ‘geluk’/ });
  await expectFocused(heading);
  // Past the scopes, the sort and the views: before issue 29 it took 74 Tabs from the box, through the header,
  // the menus and the sidebar.
  const first = page.getByRole('main').locator('article').first().getByRole('link').first();
  expect(await tabsTo(page, first)).toBeLessThanOrEqual(15);
});
