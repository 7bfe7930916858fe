// Issue 30 "Cancel an unpaid order" (decisions 606–609), as the shop works: a guest chooses bank transfer → staff
// find the order, try the cancel form without a reason (the message by the field), then cancel it 'Niet betaald'
// with the mail → the page says so, the status and the timeline show the cancellation, axe on the page after it →
// the cancellation mail is in the outbox → the guest's own page of the order (the mail's link) says 'Geannuleerd'.
import { logInAsStaff } from './support/staff';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, hydrated, test } from './support/fixtures';
import { fillClientDetails } from './support/checkout';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

// A checkout and the staff's pages: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 120_000 });

const BOOK = '9789493000001';

/** A guest orders one book and chooses bank transfer; the order's guid from the confirmation's address. */
async function orderByBankTransfer(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/shoppingcart', {
    form: { intent: 'add', sku: BOOK, back: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  await openPage(page, '/shoppingcart');
  await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/client$/);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page.getByText('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:')).toBeVisible();
  await fillClientDetails(page.getByRole('form', { name: 'Vul je bestelgegevens in' }), {
    firstname: 'Sem',
    lastname: 'Annuleerma',
  });
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/review$/);
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('radio', { name: 'Overboeking' }).check();
  await page.getByRole('button', { name: 'Rond bestelling af' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/confirmation\?order=/);
  return new URL(page.url()).searchParams.get('order')!;
}

test('staff cancel a guest’s unpaid bank-transfer order; the guest is mailed and sees it cancelled', async ({
  page,
  browser,
  baseURL,
  context,
}) => {
  await dismissCookieNotice(context, baseURL!);
  const email = `annuleer-${Date.now()}@example.nl`;
  const guid = await orderByBankTransfer(page, email);

  const staffContext = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 1280, height: 900 },
  });
  await dismissCookieNotice(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  await logInAsStaff(staff, baseURL!, '/beheer/bestellingen');
  const filter = staff.getByRole('form', { name: 'Filter de bestellingen' });
  await filter.getByLabel('Zoeken').fill(email);
  await filter.getByRole('button', { name: 'Toon bestellingen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /bestelling/ })).toHaveText('1 bestelling');
  await staff
    .getByRole('table', { name: 'Bestellingen, de nieuwste eerst' })
    .getByRole('link')
    .first()
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Bestelling \d+$/ })).toBeVisible();
  await expect(staff.getByText(/^Wacht op overboeking · /)).toBeVisible();

  // No reason chosen: the message by the field, the mail box as it was.
  const form = staff.getByRole('form', { name: 'Bestelling annuleren' });
  const notify = form.getByLabel('Klant een mail sturen');
  await expect(notify).toBeChecked();
  await form.getByRole('button', { name: 'Bestelling annuleren' }).click();
  await expect(form.getByText('Kies een reden.')).toBeVisible();
  await expect(form.getByLabel('Reden')).toHaveAttribute('aria-invalid', 'true');
  await expect(notify).toBeChecked();

  await form.getByLabel('Reden').selectOption({ label: 'Niet betaald' });
  await form.getByRole('button', { name: 'Bestelling annuleren' }).click();
  await expect(staff.getByText('De bestelling is geannuleerd. De klant krijgt een mail.')).toBeVisible();
  await expect(staff.getByText(/^Geannuleerd · /)).toBeVisible();
  await expect(staff.getByText('Deze bestelling is al geannuleerd.')).toBeVisible();
  // The timeline: who cancelled, and why.
  await expect(
    staff.getByRole('row').filter({ hasText: 'Bestelling geannuleerd (reden: niet betaald)' }),
  ).toContainText('Mark Visser');
  await expectNoSeriousA11yViolations(staff);
  await staffContext.close();

  // The mail, through the outbox.
  await expect
    .poll(() => newestMail(email, /^Je bestelling \d+ is geannuleerd$/)?.text ?? '')
    .toContain('Heb je het bedrag toch al overgemaakt? Dan storten we het terug op je rekening');

  // The guest's page of the order (the mail's link).
  await openPage(page, `/?guid=${encodeURIComponent(guid)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Je bestelling is geannuleerd' })).toBeVisible();
  await expect(page.getByText(/^Geannuleerd\. Er is niets afgeschreven/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kies een andere betaalmethode' })).toHaveCount(0);
});
