// Issue 31 "Settings" (decisions 640–644): the beheerder opens /beheer/instellingen, types a wrong free-shipping
// threshold (the Dutch message by the field, the typing kept), then a right one; the change is in the page's
// history, and a visitor's cart says the new threshold (spec 3 §9, the setting shippingFree). The threshold is put
// back at the end, for the journeys after this one. Axe on the page (at 1280 and, inside, at 390 px).
import type { Page } from '@playwright/test';
import { logInAsStaff } from './support/staff';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { openPage, returningVisitor } from './support/shell';

// The refused form answers 400 (its messages by the fields), which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

async function setFreeShipping(page: Page, amount: string) {
  const shipping = page.getByRole('form', { name: 'Verzending' });
  await shipping.getByLabel('Gratis verzending vanaf', { exact: true }).fill(amount);
  await shipping.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De wijzigingen zijn opgeslagen.')).toBeVisible();
}

test('staff change the free-shipping threshold and the cart shows the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long page (about seventy fields), checked by axe three times at two widths.
  test.setTimeout(180_000);
  await logInAsStaff(page, baseURL!, '/beheer/instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A threshold that is not an amount: the field says so, what was typed stays, nothing is saved.
  const shipping = page.getByRole('form', { name: 'Verzending' });
  const threshold = shipping.getByLabel('Gratis verzending vanaf', { exact: true });
  await threshold.fill('gratis');
  await shipping.getByRole('button', { name: 'Opslaan' }).click();
  await expect(threshold).toHaveAccessibleDescription(/Vul een bedrag in euro in, bijvoorbeeld 20,00\./);
  await expect(threshold).toHaveValue('gratis');
  await expectNoSeriousA11yViolations(page);

  await setFreeShipping(page, '20,25');
  const history = page.getByRole('table', {
    name: 'De laatste wijzigingen van instellingen, landen en functies',
  });
  await expect(history.getByRole('row', { name: /instelling shippingFree/ }).first()).toContainText('2025');
  await expectNoSeriousA11yViolations(page);

  // A visitor in their own browser: one book of € 19,99 in the cart — within 50 cents of the new threshold, so the
  // note of spec 3 §9 shows and names it (with the old € 20,00 it would name that).
  const visitor = await browser.newContext({ baseURL });
  await returningVisitor(visitor, baseURL!);
  const shopper = await visitor.newPage();
  const added = await shopper.request.post('/shoppingcart', {
    form: { intent: 'add', sku: '9789493000049', back: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await openPage(shopper, '/shoppingcart');
  await expect(shopper.getByText(/gratis verzending vanaf € 20,25/)).toBeVisible();
  await visitor.close();

  await setFreeShipping(page, '20,00');
});
