// Helpers for the checkout in journeys.
import { expect, type Locator, type Page } from '@playwright/test';

/** Fills the client step's personal fields the form shows empty (a guest; an account without an address). */
export async function fillClientDetails(
  form: Locator,
  name: { firstname: string; lastname: string },
): Promise<void> {
  const values: [string, string][] = [
    ['Voornaam', name.firstname],
    ['Achternaam', name.lastname],
    ['Telefoonnummer', '020 123 45 67'],
    ['Straat', 'Keizersgracht'],
    ['Huisnummer', '12'],
    ['Postcode', '1015 CJ'],
    ['Plaats', 'Amsterdam'],
  ];
  for (const [label, value] of values) {
    const field = form.getByLabel(label, { exact: true }).first();
    if ((await field.inputValue()) === '') await field.fill(value);
  }
}

/** On a hydrated payment step: iDEAL with the test gateway's first bank, 'Start betaling', the provider's page. */
export async function startIdeal(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank').selectOption({ label: 'ABN AMRO' });
  const start = page.getByRole('button', { name: 'Start betaling' });
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page).toHaveURL(/\/test-gateway\//);
}
