// Issue 30 "Staff and trust" at 1280 px, its pages under axe at 390 px too (the staff navigation's phone fold:
// beheer-nav.spec.ts, decision 767): the beheerder adds a colleague as a medewerker at
// /beheer/medewerkers, the mail with the password-set link is in the outbox, the new colleague chooses a password
// through it, logs in, sees only the pages of their level in the staff navigation, and gets the shop's 404 on the
// payouts; axe on the states it makes at both widths (the pages as they open: beheer-a11y.spec.ts).
import type { Page } from '@playwright/test';
import { logInAsStaff, staffNav } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { openPage, returningVisitor } from './support/shell';

// The refused form answers 400 (its messages by the fields), which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

async function logIn(page: Page, email: string, password: string, next: string) {
  await openPage(page, `/login?next=${next}`);
  const login = page.getByRole('form', { name: 'Log in met je e-mailadres en wachtwoord.' });
  await login.getByLabel('E-mailadres', { exact: true }).fill(email);
  await login.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Inloggen' }).click();
}

test('the beheerder adds a medewerker, who sets a password by the mailed link and sees only their pages', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `collega.${Date.now()}.${Math.floor(Math.random() * 1e6)}@voorbeeld.nl`;
  await logInAsStaff(page, baseURL!, '/beheer/medewerkers');
  await expect(page.getByRole('heading', { level: 1, name: 'Medewerkers' })).toBeVisible();

  // A missing last name is named by its field; what was typed stays.
  const add = page.getByRole('form', { name: 'Medewerker toevoegen' });
  await add.getByLabel('Voornaam').fill('Sanne');
  await add.getByLabel('E-mailadres').fill(email);
  await add.getByLabel('Toegang').selectOption({ label: 'Medewerker (5)' });
  await add.getByRole('button', { name: 'Medewerker toevoegen' }).click();
  // The page checks with the server's own rule before sending (decision 620): the summary and the field say it.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Er ging iets mis bij het toevoegen' }),
  ).toBeVisible();
  await expect(add.getByLabel('Achternaam')).toHaveAccessibleDescription('Vul dit veld in.');
  const again = page.getByRole('form', { name: 'Medewerker toevoegen' });
  await expect(again.getByLabel('E-mailadres')).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);
  await again.getByLabel('Achternaam').fill('de Boer');
  await again.getByRole('button', { name: 'Medewerker toevoegen' }).click();
  await expect(page.getByText('Het account is aangemaakt.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Accounts met een toegangsniveau' });
  await expect(table.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText(
    'Medewerker (5)',
  );
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-staff');

  // The colleague, in their own browser: the link from the mail, their own password, then the staff area.
  await expect.poll(() => newestMail(email, /medewerkersaccount/)).not.toBeNull();
  const link = /\/reset-password\/[A-Za-z0-9_-]{43}/.exec(newestMail(email, /medewerkersaccount/)!.text)![0];
  const colleague = await browser.newContext({ baseURL });
  await returningVisitor(colleague, baseURL!);
  const them = await colleague.newPage();
  await openPage(them, link);
  await them.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Sanne-leest-2026');
  await them.getByLabel('Herhaal je nieuwe wachtwoord').fill('Sanne-leest-2026');
  await them.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(them.getByText('Je wachtwoord is veranderd. Log in met je nieuwe wachtwoord.')).toBeVisible();
  await logIn(them, email, 'Sanne-leest-2026', '/beheer');
  await expect(them.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const nav = await staffNav(them);
  await expect(nav.getByRole('link', { name: 'Bestellingen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Mail' })).toBeVisible();
  for (const hidden of ['Uitbetalingen', 'Commissies', 'Partners', 'Logboek', 'Medewerkers'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
  await expectNoSeriousA11yViolations(them);
  await reviewShot(them, 'beheer-staff-medewerker');
  await nav.getByRole('link', { name: 'Bestellingen' }).click();
  await expect(them.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  expect((await them.goto('/beheer/uitbetalingen'))?.status()).toBe(404);
  expect((await them.goto('/beheer/medewerkers'))?.status()).toBe(404);
  await colleague.close();
});
