// Issue 30 staff price overrides as the shop owner works: a guest reaches the payment step with two books (free
// shipping) → staff find the order by the guest's email and open 'Verzendkosten en kortingen aanpassen' → a bad
// amount ('4,9x') is named by its field and kept → 4,95 shows the new total before anything is saved → saved →
// the guest's checkout shows the shipping line and its payment step asks the new total. axe on the staff page (both widths: decision 543).
import { logInAsStaff } from './support/staff';
import { type Browser, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { fillClientDetails } from './support/checkout';
import { dismissCookieNotice, openPage } from './support/shell';

// A checkout and the staff's pages in between: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 120_000 });

const BOOKS = ['9789493000001', '9789014814827'];

/** "Te betalen: € 39,90" → 3990. */
function centsOf(text: string): number {
  const match = /€\s*([\d.]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

function euros(cents: number): string {
  return `€ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await dismissCookieNotice(context, baseURL);
  const page = await context.newPage();
  await logInAsStaff(page, baseURL!, '/beheer/bestellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  return page;
}

test('staff give a guest’s unpaid order custom shipping costs; the payment step asks the new total', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await dismissCookieNotice(context, baseURL!);
  const email = `aanpassen-${Date.now()}@example.nl`;
  for (const sku of BOOKS) {
    const res = await page.request.post('/shoppingcart', {
      form: { intent: 'add', sku, back: '/' },
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
  }
  await openPage(page, '/shoppingcart');
  await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/client$/);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  const form = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
  await fillClientDetails(form, { firstname: 'Ada', lastname: 'Aanpassing' });
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/review$/);
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
  const before = centsOf(await page.getByText(/^Te betalen:/).innerText());

  // Staff find the order by the guest's email and open its price page.
  const staff = await staffPage(browser, baseURL!);
  const filter = staff.getByRole('form', { name: 'Filter de bestellingen' });
  // An order not paid yet is still 'in de kassa': not in the list's default view.
  await filter.getByLabel('Status').selectOption({ label: 'Nog in de kassa' });
  await filter.getByLabel('Zoeken').fill(email);
  await filter.getByRole('button', { name: 'Toon bestellingen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /bestelling/ })).toHaveText('1 bestelling');
  await staff
    .getByRole('table', { name: 'Bestellingen, de nieuwste eerst' })
    .getByRole('link')
    .first()
    .click();
  await staff.getByRole('link', { name: 'Verzendkosten en kortingen aanpassen' }).click();
  await expect(
    staff.getByRole('heading', { level: 1, name: /^Prijzen van bestelling \d+ aanpassen$/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await reviewShot(staff, 'beheer-order-adjust');

  // A bad amount: named by its field, what was typed kept.
  const shipping = staff.getByLabel('Eigen verzendkosten in euro');
  await shipping.fill('4,9x');
  await staff.getByRole('button', { name: 'Bereken het nieuwe totaal' }).click();
  await expect(shipping).toHaveAccessibleDescription(/Vul een bedrag in euro in, bijvoorbeeld 4,95\./);
  await expect(shipping).toHaveValue('4,9x');
  await expectNoSeriousA11yViolations(staff);

  // The new total shown first, nothing saved yet.
  await shipping.fill('4,95');
  await staff.getByRole('button', { name: 'Bereken het nieuwe totaal' }).click();
  const fresh = staff.getByRole('region', { name: 'Nieuw', exact: true });
  await expect(fresh).toContainText(euros(before + 495));
  await expect(staff.getByRole('region', { name: 'Nu', exact: true })).toContainText(euros(before));
  await expectNoSeriousA11yViolations(staff);
  await reviewShot(staff, 'beheer-order-adjust-preview');

  await staff.getByRole('button', { name: 'Opslaan' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'De prijzen zijn aangepast.' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Nu', exact: true })).toContainText(euros(before + 495));
  await expect(shipping).toHaveValue('4,95');

  // The guest's payment step, opened again, says the order changed and goes back to the review (decision 525),
  // which shows the shipping line; the payment step then asks the new total.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Controleer je bestelling' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Verzendkosten naar Nederland/ })).toContainText('€ 4,95');
  await expect(page.getByRole('row', { name: /^Totaal/ })).toContainText(euros(before + 495));
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  await expect(page.getByText(/^Te betalen:/)).toHaveText(`Te betalen: ${euros(before + 495)}`);
  await staff.context().close();
});
