// Issue 30's "Done when", as the shop owner works: a shopper buys two books (making an account in the checkout)
// → staff find the order by the shopper's email and ship it with a track & trace code → the shipping mail with the
// carrier's link is sent and the shopper's orders tab shows the link; a second order, bought through the demo
// partner's code, is refunded for one line → a credit invoice with its credit number and a negative total, the
// partner's commission of that line reversed, the refund made at the test gateway, the customer's refund mail.
// axe on the staff's order page with its ship and refund forms (both widths: decision 543).
import { logInAsStaff } from './support/staff';
import { type Browser, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, hydrated, reviewShot, test } from './support/fixtures';
import { fillClientDetails, startIdeal } from './support/checkout';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';
import { readPdfText } from '../support/pdf-text';

// Two checkouts, staff's pages and a provider page in between: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 180_000 });

const BOOKS = ['9789493000001', '9789014814827'];
const PASSWORD = 'Boekenkast-2026!';

/** The no-JS add form of a card; the browser's cookies come along. */
async function add(page: Page, sku: string) {
  const res = await page.request.post('/shoppingcart', {
    form: { intent: 'add', sku, back: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

/** Both books in the cart, through the checkout (an account made with `password`, or a guest) to paid with iDEAL. */
async function buyTwoBooks(page: Page, email: string, password: string | null) {
  for (const sku of BOOKS) await add(page, sku);
  await openPage(page, '/shoppingcart');
  await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/client$/);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  await expect(page.getByText('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:')).toBeVisible();
  const form = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
  await fillClientDetails(form, { firstname: 'Lotte', lastname: 'Verzendsma' });
  if (password) {
    await form.getByLabel('Wachtwoord', { exact: true }).fill(password);
    await form.getByLabel('Herhaal je wachtwoord', { exact: true }).fill(password);
  }
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/review$/);
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
  await hydrated(page);
  await startIdeal(page);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
}

/** A staff member's page, logged in. */
async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await dismissCookieNotice(context, baseURL);
  const page = await context.newPage();
  await logInAsStaff(page, baseURL!, '/beheer/bestellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  return page;
}

/** Staff find the shopper's one order by email and open it. */
async function openOrderOf(staff: Page, email: string) {
  const filter = staff.getByRole('form', { name: 'Filter de bestellingen' });
  await staff.goto('/beheer/bestellingen');
  await filter.getByLabel('Zoeken').fill(email);
  await filter.getByRole('button', { name: 'Toon bestellingen' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /bestelling/ })).toHaveText('1 bestelling');
  await staff
    .getByRole('table', { name: 'Bestellingen, de nieuwste eerst' })
    .getByRole('link')
    .first()
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Bestelling \d+$/ })).toBeVisible();
}

test('staff ship a shopper’s order and refund a line of a partner’s order', async ({
  page,
  browser,
  baseURL,
  context,
}, info) => {
  await dismissCookieNotice(context, baseURL!);
  const email = `verzend-${info.project.name}-${Date.now()}@example.nl`;
  await buyTwoBooks(page, email, PASSWORD);

  const staff = await staffPage(browser, baseURL!);
  await openOrderOf(staff, email);
  await expect(staff.getByText('Nog niet verzonden.')).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await reviewShot(staff, 'beheer-order-to-ship');
  const ship = staff.getByRole('form', { name: 'Verzend de bestelling' });
  await ship.getByLabel(/Track & trace-codes/).fill('3S LWZR 0000 88888');
  await ship.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(
    staff.getByText('De bestelling is verzonden. De klant krijgt een mail met de track & trace.'),
  ).toBeVisible();
  await expect(staff.getByRole('link', { name: '3SLWZR000088888' })).toHaveAttribute(
    'href',
    'https://jouw.postnl.nl/track-and-trace/3SLWZR000088888-NL-1015CJ',
  );

  // The shipping mail, with the carrier's link.
  await expect
    .poll(() => newestMail(email, /is verzonden$/)?.text ?? '')
    .toContain('https://jouw.postnl.nl/track-and-trace/3SLWZR000088888-NL-1015CJ');
  // The shopper (logged in by the checkout's account) sees the link in the orders tab.
  await openPage(page, '/account/orders');
  await expect(page.getByRole('link', { name: /3SLWZR000088888/ })).toHaveAttribute(
    'href',
    'https://jouw.postnl.nl/track-and-trace/3SLWZR000088888-NL-1015CJ',
  );

  // A second order, through the demo partner's code, as a guest.
  const guest = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 900 } });
  await dismissCookieNotice(guest, baseURL!);
  const shopper = await guest.newPage();
  await openPage(shopper, '/?pc=LEESTIP');
  const second = `retour-${info.project.name}-${Date.now()}@example.nl`;
  await buyTwoBooks(shopper, second, null);
  await guest.close();

  await openOrderOf(staff, second);
  const commission = staff.getByRole('region', { name: 'Partnercommissie' });
  await expect(commission.getByRole('row')).toHaveCount(3);
  const refund = staff.getByRole('form', { name: 'Betaal regels terug' });
  await expect(staff.getByText(/Het bedrag gaat terug via iDEAL/)).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  const firstLine = refund.getByRole('row').nth(1);
  const title = (await firstLine.getByRole('rowheader').textContent())!.trim();
  await firstLine.getByRole('spinbutton').fill('1');
  await refund.getByRole('button', { name: 'Betaal de gekozen regels terug' }).click();
  const done = staff.getByText(/^Terugbetaald\. Creditfactuur (C\d{4}-\d{6}) is gemaakt/);
  await expect(done).toBeVisible();
  const credit = /(C\d{4}-\d{6})/.exec((await done.textContent())!)![1]!;
  await reviewShot(staff, 'beheer-order-refunded');

  // Refunded at the test gateway (its refund id), the commission of that line reversed.
  const made = staff.getByRole('table', { name: 'Terugbetalingen' });
  await expect(made).toContainText('Terugbetaald');
  await expect(made).toContainText(/re_[0-9a-f]{16}/);
  await expect(commission.getByRole('row').filter({ hasText: 'Teruggedraaid' })).toContainText(title);

  // The credit invoice: its number, the invoice it corrects, a negative total.
  const pdf = await staff.request.get(
    await made
      .getByRole('link', { name: credit })
      .getAttribute('href')
      .then((h) => h!),
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = readPdfText(await pdf.body()).lines.join('\n');
  expect(text).toContain(`Creditfactuur`);
  expect(text).toContain(credit);
  expect(text).toMatch(/Totaal incl\. btw \| € -\d+,\d{2}/);
  await expect
    .poll(() => newestMail(second, /^Terugbetaling voor bestelling/)?.text ?? '')
    .toContain(`creditfactuur ${credit}`);
  await staff.context().close();
});
