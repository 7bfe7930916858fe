// Issue 29 #5 at 1280 px: the buying half with the keyboard alone — Tab, Enter, Space, the arrow keys and typing,
// never a click. A guest buys a book from its page to the paid result; the demo customer pays the order that waits
// for a bank transfer from the orders tab. After every step the journey asserts where the focus is: on the new
// page's heading after a page change (app/lib/use-route-focus.ts), inside a dialog while it is open, on the
// answer to the email step, and on the first thing of the page after the payment provider's full page load.
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures';
import { returningVisitor } from './support/shell';

// The payment provider's pages and a page change per step: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 120_000 });

/** A book of the demo catalogue with stock (fixed seed). */
const SKU = '9789493000001';

/** Presses Tab until `target` has the focus; the number of Tabs it took. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<number> {
  await target.waitFor();
  for (let tabs = 0; tabs <= max; tabs += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return tabs;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached within ${max} Tabs: ${target.toString()}`);
}

/** Tab to a field and type into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** After a page change: the new page's heading has the focus. */
async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/** On the payment step: iDEAL with the arrow keys, a bank by typing its name, then 'Start betaling'. */
async function payWithIdealByKeyboard(page: Page): Promise<void> {
  const ideal = page.getByRole('radio', { name: 'iDEAL' });
  await tabTo(page, page.getByRole('radio').first());
  for (let step = 0; step < 8 && !(await ideal.isChecked()); step += 1)
    await page.keyboard.press('ArrowDown');
  await expect(ideal).toBeChecked();
  const bank = page.getByLabel('Kies je bank');
  await tabTo(page, bank);
  await page.keyboard.type('ABN');
  await expect(bank.locator('option:checked')).toHaveText('ABN AMRO');
  await tabTo(page, page.getByRole('button', { name: 'Start betaling' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/test-gateway\//);
  await tabTo(page, page.getByRole('button', { name: 'Betaald' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-result\?guid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await hydrated(page);
  // A full page load (back from the provider): the first Tab is the skip link, the first thing of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
}

test('issue 29 #5: a guest buys a book with the keyboard alone, the focus where each step begins', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!);
  await page.goto(`/book/${SKU}`);
  await hydrated(page);

  await tabTo(
    page,
    page.getByRole('region', { name: 'Prijs' }).getByRole('button', { name: 'In winkelwagen' }),
  );
  await page.keyboard.press('Enter');
  const added = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagentje' });
  await expect(added).toBeVisible();
  // The dialog holds the focus while it is open.
  expect(await added.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await tabTo(page, added.getByRole('link', { name: 'Naar winkelwagentje' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shoppingcart$/);
  await expectHeadingFocused(page, /winkelwagentje/i);

  await tabTo(page, page.getByRole('button', { name: 'Verder naar bestellen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shoppingcart\/client$/);
  await expectHeadingFocused(page, 'Vul je bestelgegevens in');

  await typeInto(
    page,
    page.getByLabel('E-mailadres', { exact: true }),
    `gast-toetsenbord-${Date.now()}@example.nl`,
  );
  await page.keyboard.press('Enter');
  // The email step's button went with the step: the focus is on the answer, where the details begin.
  await expect(page.getByText('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:')).toBeFocused();
  const form = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
  for (const [label, value] of [
    ['Voornaam', 'Toos'],
    ['Achternaam', 'Toetsenbord'],
    ['Telefoonnummer', '020 123 45 67'],
    ['Straat', 'Keizersgracht'],
    ['Huisnummer', '12'],
    ['Postcode', '1015 CJ'],
    ['Plaats', 'Amsterdam'],
  ] as const)
    await typeInto(page, form.getByLabel(label, { exact: true }).first(), value);
  await tabTo(page, page.getByRole('button', { name: 'Verder naar controleren' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shoppingcart\/review$/);
  await expectHeadingFocused(page, 'Controleer je bestelling');

  await tabTo(page, page.getByRole('link', { name: 'Verder naar betalen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shoppingcart\/payment\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await payWithIdealByKeyboard(page);
});

test('issue 29 #5: the demo customer pays the order waiting for a bank transfer with the keyboard alone', async ({
  page,
  context,
  baseURL,
}) => {
  await returningVisitor(context, baseURL!);
  await page.goto('/login?next=/account/orders');
  await hydrated(page);
  await typeInto(page, page.getByLabel('E-mailadres', { exact: true }), 'klant@leeswijzer.nl');
  await typeInto(page, page.getByLabel('Wachtwoord', { exact: true }), 'Leesplezier-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const open = page.getByRole('region', { name: 'Openstaande bestellingen' });
  await tabTo(page, open.getByRole('link', { name: 'Betaal anders' }).first());
  await page.keyboard.press('Enter');
  // The payment opens under the page's heading: its own title has the focus.
  await expect(page.getByRole('heading', { name: /^Bestelling \d+ betalen$/ })).toBeFocused();
  await payWithIdealByKeyboard(page);
});
