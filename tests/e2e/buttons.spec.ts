// Issue 13 #5 at 1280 px and 390 px: the add-to-cart and add-to-wishlist buttons on a list, the book page and the
// search results open their dialog in place and the header counters follow; 'Naar winkelwagentje' leads to the
// cart; without JavaScript the same by form post, the dialog rendered open after the redirect; a disabled button
// says why; axe with a dialog open; on a phone the book page shows title, price and the cart button in the first
// screen.
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { dismissCookieNotice, openPage, textInset } from './support/shell';

/** Demo books (fixed seed): an own edition in stock, and the one named by skuSoonAvailable (not yet orderable). */
const OWN = { sku: '9789493000001', title: 'Meer zelfvertrouwen' };

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

/** The header's cart or wishlist tool (on a phone the header keeps the icons; the names are for screen readers). */
function counter(page: Page, name: 'Winkelwagentje' | 'Verlanglijstje'): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first();
}

/** The first card of a list whose cart button is enabled. */
function orderableCard(page: Page): Locator {
  return page
    .locator('main article')
    .filter({ has: page.locator('button[aria-label$=" in je winkelwagen"]:enabled') })
    .first();
}

async function cardTitle(card: Locator): Promise<string> {
  return (await card.getByRole('heading').first().innerText()).trim();
}

/**
 * After a client navigation to the cart or the wishlist: the page with heading `h1` shows the book once. React
 * Router moves the address before React commits the new page, so until that heading shows the list the visitor
 * came from (where a title may occur more than once) can still be on screen.
 */
async function expectListPageWith(page: Page, h1: string, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toHaveCount(1);
}

test(
  'from a list: the cart button opens the dialog in place, the counter goes up, and Naar winkelwagentje leads to the cart',
  { tag: '@both-widths' },
  async ({ page }) => {
    test.slow(); // axe on a list of 25 books on a busy machine
    await openPage(page, '/category/zelfontwikkeling');
    const url = page.url();
    const card = orderableCard(page);
    const title = await cardTitle(card);
    const button = card.getByRole('button', { name: `${title} in je winkelwagen` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagentje' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`‘${title}’ ligt in je winkelwagentje.`);
    // In place: the address did not change, and the root loader's counters followed.
    expect(page.url()).toBe(url);
    await expect(counter(page, 'Winkelwagentje')).toHaveAccessibleName(/1 artikelen/);
    await expectNoSeriousA11yViolations(page);

    // Escape closes (spec 1 §2.2) and focus returns to the button that added.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // A second add of the same book: the dialog again, the amount 2.
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(counter(page, 'Winkelwagentje')).toHaveAccessibleName(/2 artikelen/);
    await dialog.getByRole('link', { name: 'Naar winkelwagentje' }).click();
    await expect(page).toHaveURL(/\/shoppingcart$/);
    await expectListPageWith(page, 'Winkelwagentje', title);
  },
);

test(
  'from the book page: the wishlist and the cart, each with its dialog and counter',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, `/book/${OWN.sku}`);
    const buy = page.getByRole('region', { name: 'Prijs' });
    await buy.getByRole('button', { name: 'Op mijn verlanglijst' }).click();
    const wish = page.getByRole('dialog', { name: 'Bewaard op je verlanglijstje' });
    await expect(wish).toContainText(`‘${OWN.title}’ staat op je verlanglijstje.`);
    await expect(counter(page, 'Verlanglijstje')).toHaveAccessibleName(/1 artikelen/);
    await wish.getByRole('link', { name: 'Sluit dit venster en winkel verder' }).click();
    await expect(wish).toBeHidden();

    await buy.getByRole('button', { name: 'In winkelwagen' }).click();
    const added = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagentje' });
    await expect(added).toContainText(`‘${OWN.title}’ ligt in je winkelwagentje.`);
    await expect(counter(page, 'Winkelwagentje')).toHaveAccessibleName(/1 artikelen/);
    // Issue 29: the label keeps room inside its button, also on two lines at 390 px.
    const close = added.getByRole('link', { name: 'Sluit dit venster en winkel verder' });
    expect(await textInset(close)).toBeGreaterThanOrEqual(6);
    await close.click();
    await expect(added).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/book/${OWN.sku}/`));

    await openPage(page, '/wishlist');
    await expect(page.getByRole('heading', { name: OWN.title, exact: true })).toBeVisible();
  },
);

test(
  'from the search results: add to the cart, and the wishlist dialog leads to the wishlist',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/search-results?q=zelfvertrouwen');
    const card = orderableCard(page);
    const title = await cardTitle(card);
    await card.getByRole('button', { name: `${title} in je winkelwagen` }).click();
    const added = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagentje' });
    await expect(added).toContainText(`‘${title}’ ligt in je winkelwagentje.`);
    await expect(counter(page, 'Winkelwagentje')).toHaveAccessibleName(/1 artikelen/);
    await page.keyboard.press('Escape');
    await expect(added).toBeHidden();

    await card.getByRole('button', { name: `${title} op je verlanglijst` }).click();
    const wish = page.getByRole('dialog', { name: 'Bewaard op je verlanglijstje' });
    await expect(wish).toBeVisible();
    await wish.getByRole('link', { name: 'Naar verlanglijstje' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expectListPageWith(page, 'Verlanglijstje', title);
  },
);

test('a disabled button says why: on a card and on the book page', async ({ page }) => {
  await openPage(page, `/book/${OWN.sku}`);
  // The demo's 'Binnenkort' book (skuSoonAvailable) is not yet published: not orderable, not wishlistable.
  const soon = page
    .getByRole('region', { name: /^Meer van / })
    .getByRole('article')
    .filter({ hasText: 'Binnenkort' })
    .first();
  const title = await cardTitle(soon);
  const cart = soon.getByRole('button', { name: `${title} in je winkelwagen` });
  await expect(cart).toBeDisabled();
  await expect(cart).toHaveAccessibleDescription('Nu niet te bestellen');
  await expect(cart).toHaveAttribute('title', 'Nu niet te bestellen');
  await expect(soon.getByRole('button', { name: `${title} op je verlanglijst` })).toHaveAccessibleDescription(
    'Kan niet op je verlanglijst',
  );

  await soon.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const buy = page.getByRole('region', { name: 'Prijs' });
  await expect(buy.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
  await expect(buy.getByRole('button', { name: 'In winkelwagen' })).toHaveAccessibleDescription(
    'Dit boek is nu niet te bestellen.',
  );
  await expect(buy.getByText('Dit boek is nu niet te bestellen.')).toBeVisible();
});

test(
  'on the book page, title, price and the cart button are in the first screen',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, `/book/${OWN.sku}`);
    const viewport = page.viewportSize()!;
    const inFirstScreen = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    };
    await inFirstScreen(page.getByRole('heading', { level: 1 }));
    await inFirstScreen(page.getByRole('region', { name: 'Prijs' }).getByText('€ 19,99'));
    await inFirstScreen(
      page.getByRole('region', { name: 'Prijs' }).getByRole('button', { name: 'In winkelwagen' }),
    );
  },
);

test(
  'the page an add without JavaScript returns to: the dialog is modal once hydrated, axe-clean, and closing drops the parameter',
  { tag: '@both-widths' },
  async ({ page }) => {
    // The top match and its place in the results show the same book twice: one dialog.
    await openPage(page, '/search-results?q=meer%20zelfvertrouwen');
    const sku = OWN.sku;
    await expect(
      page.locator(`form[action="/shoppingcart"]:has(input[name="sku"][value="${sku}"])`),
    ).toHaveCount(2);
    await openPage(page, `/search-results?q=meer%20zelfvertrouwen&toegevoegd=${sku}`);
    const dialog = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagentje' });
    await expect(dialog).toContainText(`‘${OWN.title}’ ligt in je winkelwagentje.`);
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    // The dialog's code loads after hydration (added-dialog-loader.tsx); the server's open dialog stays until then.
    await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/search-results\?q=meer(%20|\+)zelfvertrouwen$/);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the cart button posts the form; the page after the redirect has the dialog open and the counter',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/category/zelfontwikkeling?view=list');
      const card = orderableCard(page);
      const title = await cardTitle(card);
      await card.getByRole('button', { name: `${title} in je winkelwagen` }).click();
      await expect(page).toHaveURL(/\/category\/zelfontwikkeling\?view=list&toegevoegd=\d{13}$/);
      const dialog = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagentje' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`‘${title}’ ligt in je winkelwagentje.`);
      await expect(counter(page, 'Winkelwagentje')).toHaveAccessibleName(/1 artikelen/);
      // One dialog, however often the book shows on the page.
      await expect(page.locator('dialog[open]')).toHaveCount(1);

      // Closing is a link to the same page without the parameter.
      await dialog.getByRole('link', { name: 'Sluit dit venster en winkel verder' }).click();
      await expect(page).toHaveURL(/\/category\/zelfontwikkeling\?view=list$/);
      await expect(dialog).toHaveCount(0);

      await card.getByRole('button', { name: `${title} in je winkelwagen` }).click();
      await page.getByRole('link', { name: 'Naar winkelwagentje' }).click();
      await expect(page).toHaveURL(/\/shoppingcart$/);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(counter(page, 'Winkelwagentje')).toHaveAccessibleName(/2 artikelen/);
    },
  );

  test(
    'the wishlist button on the book page posts the form and comes back with its dialog open',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto(`/book/${OWN.sku}`);
      await page
        .getByRole('region', { name: 'Prijs' })
        .getByRole('button', { name: 'Op mijn verlanglijst' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/book/${OWN.sku}/[a-z-]+\\?verlanglijst=${OWN.sku}$`));
      const dialog = page.getByRole('dialog', { name: 'Bewaard op je verlanglijstje' });
      await expect(dialog).toContainText(`‘${OWN.title}’ staat op je verlanglijstje.`);
      await expect(counter(page, 'Verlanglijstje')).toHaveAccessibleName(/1 artikelen/);
      await dialog.getByRole('link', { name: 'Naar verlanglijstje' }).click();
      await expect(page).toHaveURL(/\/wishlist$/);
      await expect(page.getByRole('heading', { name: OWN.title, exact: true })).toBeVisible();
    },
  );

  test('a refused add comes back with the reason in the dialog', async ({ page }) => {
    await page.goto(`/book/${OWN.sku}`);
    const soon = page
      .getByRole('region', { name: /^Meer van / })
      .getByRole('article')
      .filter({ hasText: 'Binnenkort' })
      .first();
    const sku = /\/book\/(\d{13})/.exec((await soon.getByRole('link').first().getAttribute('href'))!)![1]!;
    // The form a card would post for it (its button is disabled, so post it as the browser would).
    const res = await page.request.post('/shoppingcart', {
      form: { intent: 'add', sku, back: `/book/${OWN.sku}` },
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
    const location = res.headers()['location']!;
    expect(location).toBe(`/book/${OWN.sku}?toegevoegd=${sku}&fout=sku`);
    await page.goto(location);
    const dialog = page.getByRole('dialog', { name: 'Niet toegevoegd' });
    await expect(dialog).toContainText('Dit boek kan nu niet in je winkelwagentje.');
    await expect(dialog.getByRole('link', { name: 'Naar winkelwagentje' })).toHaveCount(0);
  });
});
