// Issue 30, decisions 610 and 611, as the shop's bookkeeper works: a business customer orders (making an account)
// and chooses bank transfer → staff let the order go on account with a 14-day term → the customer gets the invoice
// by mail and the orders tab says by when to pay → staff ship it before the money → the transfer comes in and
// staff record it, first with a wrong amount (the message by its field, the typing kept), then right → the order
// is paid with the same invoice and the customer is told. axe on the order page with each form (both widths).
import { type Browser, expect, type Page } from '@playwright/test';
import { logInAsStaff } from './support/staff';
import { expectNoSeriousA11yViolations, hydrated, reviewShot, test } from './support/fixtures';
import { fillClientDetails } from './support/checkout';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

// A checkout and three staff actions on 2 cores: more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

const BOOK = '9789493000001';
const PASSWORD = 'Boekenkast-2026!';

/** A business customer's order of one book by bank transfer, with an account made in the checkout. */
async function orderByTransfer(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/shoppingcart', {
    form: { intent: 'add', sku: BOOK, back: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  await openPage(page, '/shoppingcart/client');
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  const form = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
  await fillClientDetails(form, { firstname: 'Femke', lastname: 'Rekeningsma' });
  await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Herhaal je wachtwoord', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Ik bestel zakelijk').check();
  await form.getByLabel('Bedrijfsnaam').fill('Praktijk De Leeshoek');
  await form.getByLabel('KvK-nummer').fill('12345678');
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/review$/);
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  await hydrated(page);
  await page.getByRole('radio', { name: 'Overboeking' }).check();
  await page.getByRole('button', { name: 'Rond bestelling af' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/confirmation\?order=/);
  const reference = await page.getByText(/Vermeld bij je betaling het bestelnummer: \d+/).textContent();
  return /(\d+)$/.exec(reference!)![1]!;
}

async function staffPage(browser: Browser, baseURL: string, number: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await dismissCookieNotice(context, baseURL);
  const page = await context.newPage();
  await logInAsStaff(page, baseURL, `/beheer/bestellingen/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${number}` })).toBeVisible();
  return page;
}

/** 'DD-MM-YYYY' of today plus `days` in the shop's time zone. */
function dutchDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

test('a business order goes on account, ships before payment and is paid by a recorded transfer', async ({
  page,
  browser,
  baseURL,
  context,
}, info) => {
  await dismissCookieNotice(context, baseURL!);
  const email = `rekening-${info.project.name}-${Date.now()}@example.nl`;
  const number = await orderByTransfer(page, email);
  const due = dutchDate(14);

  const staff = await staffPage(browser, baseURL!, number);
  await hydrated(staff);
  await expectNoSeriousA11yViolations(staff);
  await reviewShot(staff, 'beheer-order-on-account-form');
  const onAccount = staff.getByRole('form', { name: 'Lever de bestelling op rekening' });
  await expect(onAccount.getByLabel(/Betalingstermijn in dagen/)).toHaveValue('30');
  await onAccount.getByLabel(/Betalingstermijn in dagen/).fill('0');
  await onAccount.getByRole('button', { name: 'Lever op rekening en mail de factuur' }).click();
  await expect(
    onAccount.getByText('Vul een hele termijn in van 1 tot en met 90 dagen.').first(),
  ).toBeVisible();
  await onAccount.getByLabel(/Betalingstermijn in dagen/).fill('14');
  await onAccount.getByRole('button', { name: 'Lever op rekening en mail de factuur' }).click();
  await expect(staff.getByText(/De bestelling wordt op rekening geleverd\./)).toBeVisible();
  await expect(staff.getByText(`Te betalen uiterlijk ${due}.`)).toBeVisible();
  const invoiceLink = staff.getByRole('link', { name: /^Factuur \d{4}-\d{6}/ });
  const invoiceNumber = /(\d{4}-\d{6})/.exec((await invoiceLink.textContent())!)![1]!;

  // The customer's mail with the invoice and the term; the orders tab says by when.
  await expect
    .poll(() => newestMail(email, /^Factuur /)?.subject ?? '')
    .toBe(`Factuur ${invoiceNumber} voor je bestelling ${number}`);
  expect(newestMail(email, /^Factuur /)!.text).toContain(`uiterlijk ${due}`);
  await openPage(page, '/account/orders');
  const open = page.getByRole('region', { name: 'Openstaande bestellingen' });
  await expect(open.getByText(`Op rekening, te betalen uiterlijk ${due}`)).toBeVisible();
  await expect(open.getByRole('link', { name: `Factuur van bestelling ${number} (pdf)` })).toBeVisible();

  // Shipped before the money.
  const ship = staff.getByRole('form', { name: 'Verzend de bestelling' });
  await ship.getByLabel(/Track & trace-codes/).fill('3S LWZR 0000 44444');
  await ship.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(
    staff.getByText('De bestelling is verzonden. De klant krijgt een mail met de track & trace.'),
  ).toBeVisible();

  // The transfer comes in: a wrong amount first, then the total.
  await hydrated(staff);
  const received = staff.getByRole('form', { name: 'Registreer een ontvangen betaling' });
  const total = await received.getByLabel(/Ontvangen bedrag in euro/).inputValue();
  await received.getByLabel(/Ontvangen bedrag in euro/).fill('1,00');
  await received.getByLabel(/Kenmerk van de bank/).fill('Overboeking Leeshoek');
  await received.getByRole('button', { name: 'Registreer betaling' }).click();
  await expect(received.getByText(/Dit is niet het totaal van de bestelling/).first()).toBeVisible();
  await expect(received.getByLabel(/Kenmerk van de bank/)).toHaveValue('Overboeking Leeshoek');
  await expectNoSeriousA11yViolations(staff);
  await reviewShot(staff, 'beheer-order-payment-received');
  await received.getByLabel(/Ontvangen bedrag in euro/).fill(total);
  await received.getByRole('button', { name: 'Registreer betaling' }).click();
  await expect(staff.getByText(/De betaling is geregistreerd\./)).toBeVisible();
  await expect(staff.getByRole('link', { name: new RegExp(`^Factuur ${invoiceNumber}`) })).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'Geregistreerd door de winkel' })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await expect
    .poll(() => newestMail(email, /^We hebben je betaling voor bestelling/)?.subject ?? '')
    .toBe(`We hebben je betaling voor bestelling ${number} ontvangen`);
  await staff.context().close();
});
