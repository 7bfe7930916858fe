// Issue 30 at 1280 px, its pages under axe at 390 px too (the staff navigation's phone fold:
// beheer-nav.spec.ts, decision 767): a guest buys a book with iDEAL through the test gateway, then the shop owner opens the
// 'Kassa-monitor' from the staff navigation — where shoppers leave, the funnel per day, the payments per method and
// the starts per device, browser and system, today's checkout among them — and a date that is no date is named by
// its field. Other journeys share this server, so the figures are checked as at least this checkout's. Axe on the
// monitor at both widths; screenshots for review (REVIEW_SHOTS=1).
import type { Page } from '@playwright/test';
import { logInAsStaff, staffNav } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { fillClientDetails, startIdeal } from './support/checkout';
import { dismissCookieNotice, openPage } from './support/shell';

// A checkout through the provider's page and axe on the monitor: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

/** The number in a row's cell of a table, by the row's header and the cell's place after it. */
async function cellNumber(page: Page, table: string, row: string, cell = 0): Promise<number> {
  const text = await page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell')
    .nth(cell)
    .innerText();
  return Number(text.split('\n')[0]);
}

test('a guest’s paid checkout shows in the Kassa-monitor', async ({ page, baseURL }, info) => {
  const added = await page.request.post('/shoppingcart', {
    form: { intent: 'add', sku: '9789493000001', back: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await openPage(page, '/shoppingcart');
  await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await page.getByLabel('E-mailadres', { exact: true }).fill(`gast-monitor-${info.project.name}@example.nl`);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page.getByText('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:')).toBeVisible();
  await fillClientDetails(page.getByRole('form', { name: 'Vul je bestelgegevens in' }), {
    firstname: 'Mila',
    lastname: 'Monitor',
  });
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
  await startIdeal(page);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();

  expect((await page.goto('/beheer/monitor'))?.status()).toBe(404);
  await logInAsStaff(page, baseURL!, '/beheer');
  await (await staffNav(page)).getByRole('link', { name: 'Kassa-monitor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa-monitor' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Van / })).toBeVisible();

  const leave = 'Waar klanten afhaken';
  for (const step of ['Gegevens ingevuld', 'Overzicht bekeken', 'Betaalstap bekeken', 'Besteld'])
    expect(await cellNumber(page, leave, step), step).toBeGreaterThanOrEqual(1);
  // The first row of the days is today's.
  const days = page.getByRole('table', { name: 'Per dag' });
  await expect(days.getByRole('row')).toHaveCount(15);
  expect(await cellNumber(page, 'Betalingen per betaalmethode', 'iDEAL')).toBeGreaterThanOrEqual(1);
  expect(await cellNumber(page, 'Betalingen per betaalmethode', 'iDEAL', 1)).toBeGreaterThanOrEqual(1);
  for (const table of [
    'Gestarte betalingen per apparaat',
    'Gestarte betalingen per browser',
    'Gestarte betalingen per besturingssysteem',
  ])
    await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-monitor');

  // A date that is no date: its message by the field, kept as typed; the 14 days up to 'Tot en met' shown.
  await page.goto('/beheer/monitor?from=gisteren&to=2026-11-10');
  const form = page.getByRole('form', { name: 'Kies de dagen' });
  await expect(form.getByLabel('Vanaf')).toHaveAccessibleDescription(
    'Vul een datum in, bijvoorbeeld 30-11-2026.',
  );
  await expect(form.getByLabel('Tot en met')).toHaveValue('2026-11-10');
  await expect(page.getByRole('status').filter({ hasText: /^Van / })).toHaveText(
    'Van 28-10-2026 tot en met 10-11-2026',
  );
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-monitor-error');
});
