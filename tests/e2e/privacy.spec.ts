// Issue 32 journey at 1280 px: register → the account's privacy tab (axe) → download the data export (a ZIP) →
// close the account with a wrong password (its message by the field, nothing closed) → with the right one →
// logged out on the page that says it is done (axe), and the confirmation mail in the outbox.
import { expect, expectNoSeriousA11yViolations, hydrated, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

// Two axe runs and three password hashes on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

// A refused password is a 400 answer, which the browser logs as a failed resource.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test('download my data, then close my account with a wrong and the right password', async ({
  page,
}, info) => {
  const email = `privacy.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  const password = 'leeslamp-in-de-tuin';
  await openPage(page, '/register');
  const register = page.getByRole('form', { name: /Met een account bestel je sneller/ });
  await register.getByLabel('Voornaam').fill('Pien');
  await register.getByLabel('Achternaam').fill('de Vries');
  await register.getByLabel('E-mailadres', { exact: true }).fill(email);
  await register.getByLabel('Herhaal je e-mailadres').fill(email);
  await register.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await register.getByLabel('Herhaal je wachtwoord').fill(password);
  await hydrated(page);
  await register.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).not.toHaveURL(/register/);

  await openPage(page, '/account/privacy');
  await expect(page.getByRole('link', { name: 'Mijn privacy' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Je gegevens downloaden' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'privacy-tab');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mijn gegevens' }).click();
  expect((await download).suggestedFilename()).toMatch(/^leeswijzer-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);

  const field = page.getByLabel('Je wachtwoord, ter bevestiging');
  await field.fill('niet-mijn-wachtwoord');
  await page.getByRole('button', { name: 'Verwijder mijn account' }).click();
  await expect(page.getByText('Dit wachtwoord klopt niet. Je account is niet verwijderd.')).toBeVisible();
  await reviewShot(page, 'privacy-wrong-password');

  await page.getByLabel('Je wachtwoord, ter bevestiging').fill(password);
  await page.getByRole('button', { name: 'Verwijder mijn account' }).click();
  await expect(page).toHaveURL(/\/account\/privacy\?verwijderd=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect
    .poll(() => newestMail(email, /account bij Leeswijzer is verwijderd/), { timeout: 20_000 })
    .not.toBeNull();
});
