// Issue 30 at 1280 px, its pages under axe at 390 px too (the staff navigation's phone fold:
// beheer-nav.spec.ts, decision 767): the shop owner finds an order — /beheer/bestellingen filtered by status and a search
// for the customer's email, a bad date named by its field with the rest kept, then the order page with its lines,
// payment and track & trace — and the audit log; axe on the states it makes at both widths (the pages as they open: beheer-a11y.spec.ts).
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { openPage, returningVisitor } from './support/shell';
import { staffNav } from './support/staff';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test('staff find the demo customer’s shipped order by status and email, and open it', async ({ page }) => {
  expect((await page.goto('/beheer/bestellingen'))?.status()).toBe(404);
  await openPage(page, '/login?next=/beheer/bestellingen');
  const login = page.getByRole('form', { name: 'Log in met je e-mailadres en wachtwoord.' });
  await login.getByLabel('E-mailadres', { exact: true }).fill('beheer@leeswijzer.nl');
  await login.getByLabel('Wachtwoord', { exact: true }).fill('Beheer-Leeswijzer-2026');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();

  const filter = page.getByRole('form', { name: 'Filter de bestellingen' });
  // 'Verzonden': the demo customer's other order may have been paid by another journey on this server.
  await filter.getByLabel('Status').selectOption({ label: 'Verzonden' });
  await filter.getByLabel('Zoeken').fill('klant@leeswijzer.nl');
  await filter.getByRole('button', { name: 'Toon bestellingen' }).click();
  await expect(page).toHaveURL(/status=shipped/);
  await expect(page.getByRole('status').filter({ hasText: /bestelling/ })).toHaveText('1 bestelling');
  const table = page.getByRole('table', { name: 'Bestellingen, de nieuwste eerst' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('klant@leeswijzer.nl');
  await reviewShot(page, 'beheer-orders');

  // A date that is no date: its message by the field, the search kept, the list filtered by the rest — also
  // once the page runs, though the browser empties a date input holding no date.
  await openPage(page, '/beheer/bestellingen?status=shipped&q=klant%40leeswijzer.nl&from=gisteren');
  const from = page.getByRole('form', { name: 'Filter de bestellingen' }).getByLabel('Vanaf');
  await expect(from).toHaveAccessibleDescription('Vul een datum in, bijvoorbeeld 29-11-2026.');
  await expect(page.getByRole('form', { name: 'Filter de bestellingen' }).getByLabel('Zoeken')).toHaveValue(
    'klant@leeswijzer.nl',
  );
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bestelling \d+$/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Gekozen betaalmethode: iDEAL');
  await expect(page.getByRole('link', { name: '3SLWZR000012345' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-order');

  // The audit log, from the staff navigation.
  await (await staffNav(page)).getByRole('link', { name: 'Logboek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
  await reviewShot(page, 'beheer-audit');
});
