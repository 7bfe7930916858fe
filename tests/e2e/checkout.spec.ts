// Issue 14 journeys at 1280 px and 390 px: a guest buys two books with iDEAL through the test gateway → paid →
// the result page → the confirmation mail in the outbox; a customer pays by bank transfer → the confirmation with
// the bank details → the orders tab shows the order open, with the open-order notice elsewhere → pays it later
// with iDEAL → it moves to the paid orders with its invoice PDF; a cancelled payment shows the void text and
// another payment method; a cart changed in another tab while the payment step is open goes back to the review
// with the reason, nothing started (issue 27). Axe on every step and result page; a screenshot of each for review
// (REVIEW_SHOTS=1).
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, hydrated, reviewShot, test } from './support/fixtures';
import { formatEuro } from '../../domain/money.ts';
import { readPdfText } from '../support/pdf-text.ts';
import { fillClientDetails, startIdeal } from './support/checkout';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

// Several steps with axe each, and the provider's page in between: more than the default 30 s on 2 cores.
test.describe.configure({ timeout: 120_000 });

/** Books of the demo catalogue (fixed seed). */
const BOOKS = ['9789493000001', '9789014814827'];

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

/** The no-JS add form of a card (cards carry no token); the browser's cookies come along. */
async function add(page: Page, sku: string) {
  const res = await page.request.post('/shoppingcart', {
    form: { intent: 'add', sku, back: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

/** Axe and a full-page screenshot of a step (for review: REVIEW_SHOTS=1). */
async function check(page: Page, info: TestInfo, name: string) {
  await hydrated(page);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, `${info.project.name}-${name}`);
}

/**
 * From the cart through the client step (a guest: the email check first) to the review. `underAxe` false for a
 * journey that passes the same steps as another one checks with axe (the guest's iDEAL journey): it waits for each
 * step to be hydrated as the check does, without analysing the same states again (decision 767).
 */
async function toReview(page: Page, info: TestInfo, email: string | null, underAxe = true) {
  const step = (name: string) => (underAxe ? check(page, info, name) : hydrated(page));
  await openPage(page, '/shoppingcart');
  await page.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/client$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vul je bestelgegevens in' })).toBeVisible();
  if (email) {
    await step('1-email');
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Ga verder' }).click();
    await expect(page.getByText('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:')).toBeVisible();
  }
  await fillClientDetails(page.getByRole('form', { name: 'Vul je bestelgegevens in' }), {
    firstname: 'Anna',
    lastname: 'de Vries',
  });
  await step('1-client');
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Controleer je bestelling' })).toBeVisible();
  // Issue 29: the postcode is stored without its space (spec 2 §5) and shown with it.
  await expect(page.getByText(/^[1-9]\d{3} [A-Z]{2} \S/).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\b\d{4}[A-Z]{2}\b/);
  await expect(page.getByRole('link', { name: 'algemene voorwaarden', exact: true })).toHaveAttribute(
    'href',
    '/terms-conditions',
  );
  await step('2-review');
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  // The way on carries the digest of the order reviewed (decision 525).
  await expect(page).toHaveURL(/\/shoppingcart\/payment\?inhoud=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
  await step('3-payment');
}

/** iDEAL with a bank, then the test gateway's outcome. */
async function payWithIdeal(page: Page, outcome: 'Betaald' | 'Geannuleerd') {
  await startIdeal(page);
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/payment-result\?guid=/);
}

test('a guest buys two books with iDEAL: paid, the result page and the confirmation mail', async ({
  page,
}, info) => {
  const email = `gast-ideal-${info.project.name}@example.nl`;
  for (const sku of BOOKS) await add(page, sku);
  const cart = (await (await page.request.get('/api/v1/cart')).json()) as {
    totals: { totalCents: number };
  };
  await toReview(page, info, email);
  await payWithIdeal(page, 'Betaald');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(page.getByText('Je bestelling wordt zo snel mogelijk verstuurd.')).toBeVisible();
  await check(page, info, '4-paid');
  await expect.poll(() => newestMail(email, /Bevestiging van je bestelling/)?.subject ?? null).not.toBeNull();
  // Issue 29 #6: the confirmation names the seller and the withdrawal right, and carries the invoice as a PDF.
  const mail = newestMail(email, /Bevestiging van je bestelling/)!;
  expect(mail.text).toContain('KvK-nummer: ');
  expect(mail.text).toContain('Modelformulier voor herroeping');
  const attached = mail.attachments?.find((a) => a.filename.endsWith('.pdf'));
  expect(attached?.contentType).toBe('application/pdf');
  const attachedTotal = readPdfText(Buffer.from(attached!.base64, 'base64')).lines.find((l) =>
    l.startsWith('Totaal incl. btw'),
  );
  expect(attachedTotal).toBe(`Totaal incl. btw | ${formatEuro(cart.totals.totalCents)}`);
  // The invoice PDF opens from the result page, and its total is what the cart showed.
  const href = await page
    .getByRole('link', { name: /factuur/i })
    .first()
    .getAttribute('href');
  const invoice = await page.request.get(href!);
  expect(invoice.headers()['content-type']).toMatch(/^application\/pdf/);
  const total = readPdfText(await invoice.body()).lines.find((l) => l.startsWith('Totaal incl. btw'));
  expect(total).toBe(`Totaal incl. btw | ${formatEuro(cart.totals.totalCents)}`);
});

test('a cancelled payment shows the void text and offers another payment method', async ({ page }, info) => {
  const email = `gast-geannuleerd-${info.project.name}@example.nl`;
  await add(page, BOOKS[0]!);
  await toReview(page, info, email, false);
  // The payment step of a one-book order has an address of its own (the order's digest in `?inhoud=`), which npm
  // test counts as a page under axe: it stays checked here.
  await check(page, info, '3-payment');
  await payWithIdeal(page, 'Geannuleerd');
  await expect(page.getByRole('heading', { level: 1, name: 'Je betaling is niet gelukt' })).toBeVisible();
  await expect(
    page.getByText('Je bestelling is niet betaald en kan daardoor niet verzonden worden.'),
  ).toBeVisible();
  await check(page, info, '4-void');
  await page.getByRole('link', { name: 'Kies een andere betaalmethode' }).click();
  await expect(page.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
});

test('a cart changed in another tab while paying goes back to the review with the reason', async ({
  page,
}, info) => {
  const email = `gast-gewijzigd-${info.project.name}@example.nl`;
  await add(page, BOOKS[0]!);
  await toReview(page, info, email, false);
  // Another tab adds a book; this tab's payment form still shows the order without it.
  await add(page, BOOKS[1]!);
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Kies je bank').selectOption({ label: 'ABN AMRO' });
  await page.getByRole('button', { name: 'Start betaling' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/review\?reden=order_changed$/);
  await expect(
    page.getByText('Je bestelling is gewijzigd, bijvoorbeeld in een ander venster.'),
  ).toBeVisible();
  await check(page, info, '2-review-changed');
  await page.getByRole('link', { name: 'Verder naar betalen' }).click();
  await expect(page.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
});

test('a customer pays by bank transfer: the bank details, then the order open in the orders tab', async ({
  page,
}, info) => {
  // The demo accounts klant@ and wederverkoper@ belong to the cart journey (running at the same time); each
  // project here has an account of its own, so their carts never meet.
  const account =
    info.project.name === 'desktop'
      ? { email: 'partner@leeswijzer.nl', password: 'Partnerlink-2026' }
      : { email: 'beheer@leeswijzer.nl', password: 'Beheer-Leeswijzer-2026' };
  await openPage(page, '/shoppingcart/login');
  await check(page, info, '1-login');
  await page.getByLabel('E-mailadres', { exact: true }).fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen en verder' }).click();
  await expect(page).not.toHaveURL(/login/);
  await add(page, BOOKS[1]!);
  await toReview(page, info, null);
  await page.getByRole('radio', { name: 'Overboeking' }).check();
  await page.getByRole('button', { name: 'Rond bestelling af' }).click();
  await expect(page).toHaveURL(/\/shoppingcart\/confirmation\?order=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaal per overboeking' })).toBeVisible();
  await expect(page.getByText(/^IBAN$/).first()).toBeVisible();
  const reference = await page.getByText(/Vermeld bij je betaling het bestelnummer: \d+/).textContent();
  const number = /(\d+)$/.exec(reference!)![1]!;
  // Issue 29: by when to pay — today (Amsterdam) and the demo setting's 7 days.
  const payBefore = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  await expect(page.getByText(`Betaal uiterlijk ${payBefore}.`)).toBeVisible();
  await check(page, info, '4-banktransfer');
  await page.getByRole('link', { name: 'Naar Mijn bestellingen' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const open = page.getByRole('region', { name: 'Openstaande bestellingen' });
  const order = open
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Bestelling ${number}` }) });
  await expect(order.getByRole('link', { name: 'Betaal anders' })).toBeVisible();
  await check(page, info, '5-orders');
  // Elsewhere the shell says an order waits for payment.
  await openPage(page, '/top60');
  await expect(page.getByText('Je hebt een bestelling die nog niet betaald is.')).toBeVisible();
  // Paid later with iDEAL from the tab: it moves to 'Betaalde bestellingen', with its invoice.
  await page.getByRole('link', { name: 'Bekijk je bestellingen' }).click();
  await open
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Bestelling ${number}` }) })
    .getByRole('link', { name: 'Betaal anders' })
    .click();
  await expect(page.getByRole('heading', { name: `Bestelling ${number} betalen` })).toBeVisible();
  await check(page, info, '5-orders-pay');
  await payWithIdeal(page, 'Betaald');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar Mijn bestellingen' }).click();
  const paid = page
    .getByRole('region', { name: 'Betaalde bestellingen' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Bestelling ${number}` }) });
  const invoice = paid.getByRole('link', { name: `Factuur van bestelling ${number} (pdf)` });
  await expect(invoice).toBeVisible();
  const pdf = await page.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/application\/pdf/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test(
  'issue 29: the client step says what is wrong by the field once left, and by the waiting button',
  { tag: '@both-widths' },
  async ({ page }, info) => {
    await add(page, BOOKS[0]!);
    await openPage(page, '/shoppingcart/client');
    await page
      .getByLabel('E-mailadres', { exact: true })
      .fill(`gast-meldingen-${info.project.name}@example.nl`);
    await page.getByRole('button', { name: 'Ga verder' }).click();
    const form = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
    await expect(form).toBeVisible();
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Verder naar controleren' });
    const phone = form.getByLabel('Telefoonnummer', { exact: true });
    const zipcode = form.getByLabel('Postcode', { exact: true }).first();
    await phone.fill('abc');
    // Not while typing a field for the first time: the message comes when the shopper leaves it.
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await phone.press('Tab');
    await expect(phone).toHaveAccessibleDescription(/Vul een geldig telefoonnummer in/);
    await fillClientDetails(form, { firstname: 'Anna', lastname: 'de Vries' });
    await zipcode.fill('12345');
    await zipcode.press('Tab');
    await expect(zipcode).toHaveAccessibleDescription(/Vul een Nederlandse postcode in/);
    await expect(button).toBeDisabled();
    // The line by the waiting button names what is still wrong, each a link to its field.
    const hint = page.locator('#client-submit-hint');
    // 'Postcode' twice in the form (the delivery address has one): the part says which.
    await expect(hint).toContainText(
      'Nog niet (goed) ingevuld: Telefoonnummer, Persoonlijke gegevens: Postcode',
    );
    await expect(button).toHaveAccessibleDescription(/Telefoonnummer, Persoonlijke gegevens: Postcode/);
    await reviewShot(page, `${info.project.name}-client-errors`);
    await expectNoSeriousA11yViolations(page);
    await hint.getByRole('link', { name: 'Persoonlijke gegevens: Postcode' }).click();
    await expect(zipcode).toBeFocused();

    // A message goes as soon as its field is right, while the shopper types.
    await zipcode.fill('1015 CJ');
    await expect(zipcode).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Vul een Nederlandse postcode in/)).toHaveCount(0);
    await expect(hint).toContainText('Nog niet (goed) ingevuld: Telefoonnummer');
    await phone.fill('020 123 45 67');
    await expect(page.getByText(/Vul een geldig telefoonnummer in/)).toHaveCount(0);
    await expect(hint).toHaveCount(0);
    await button.click();
    await expect(page).toHaveURL(/\/shoppingcart\/review$/);
  },
);

test('issue 29 #2: street and city follow from the postcode and house number, never over what was typed', async ({
  page,
}, info) => {
  await add(page, BOOKS[0]!);
  await openPage(page, '/shoppingcart/client');
  await page
    .getByLabel('E-mailadres', { exact: true })
    .fill(`gast-adres-aanvullen-${info.project.name}@example.nl`);
  await page.getByRole('button', { name: 'Ga verder' }).click();
  const form = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
  await expect(form).toBeVisible();
  await hydrated(page);
  const street = form.getByLabel('Straat', { exact: true }).first();
  const city = form.getByLabel('Plaats', { exact: true }).first();
  await form.getByLabel('Postcode', { exact: true }).first().fill('1015 CJ');
  await form.getByLabel('Huisnummer', { exact: true }).first().fill('12');
  await form.getByLabel('Huisnummer', { exact: true }).first().press('Tab');
  await expect(street).toHaveValue('Keizersgracht');
  await expect(city).toHaveValue('Amsterdam');
  await expect(form.getByRole('status')).toHaveText(
    'Straat en plaats zijn aangevuld bij postcode 1015 CJ en huisnummer 12.',
  );
  // An address the table does not know: said so, nothing filled; a street typed by hand stays.
  await street.fill('Eigen straat');
  await city.fill('');
  await form.getByLabel('Huisnummer', { exact: true }).first().fill('13');
  await form.getByLabel('Huisnummer', { exact: true }).first().press('Tab');
  await expect(form.getByRole('status')).toHaveText(
    'We vinden geen adres bij deze postcode en dit huisnummer. Vul straat en plaats zelf in.',
  );
  await expect(street).toHaveValue('Eigen straat');
  await expect(city).toHaveValue('');
});

test.describe('without JavaScript', () => {
  // The refused form answers 400, which the browser logs.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test('issue 29: a postcode and house number no parcel can reach are refused by their fields, the rest kept', async ({
    page,
  }, info) => {
    await add(page, BOOKS[0]!);
    await page.goto('/shoppingcart/client');
    await page.getByLabel('E-mailadres', { exact: true }).fill(`gast-adres-${info.project.name}@example.nl`);
    await page.getByRole('button', { name: 'Ga verder' }).click();
    const form = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
    await form.getByLabel('Huisnummer', { exact: true }).first().fill('abc');
    await form.getByLabel('Postcode', { exact: true }).first().fill('12345');
    await fillClientDetails(form, { firstname: 'Anna', lastname: 'de Vries' });
    await page.getByRole('button', { name: 'Verder naar controleren' }).click();
    await expect(page).toHaveURL(/\/shoppingcart\/client$/);
    await expect(form.getByLabel('Postcode', { exact: true }).first()).toHaveAccessibleDescription(
      /Vul een Nederlandse postcode in: vier cijfers en twee letters, bijvoorbeeld 1015 CJ\./,
    );
    await expect(form.getByLabel('Huisnummer', { exact: true }).first()).toHaveAccessibleDescription(
      /Vul het huisnummer in cijfers in, bijvoorbeeld 12\./,
    );
    await expect(form.getByLabel('Straat', { exact: true }).first()).toHaveValue('Keizersgracht');
    await expect(form.getByLabel('Postcode', { exact: true }).first()).toHaveValue('12345');

    await form.getByLabel('Huisnummer', { exact: true }).first().fill('12');
    await form.getByLabel('Postcode', { exact: true }).first().fill('1015 CJ');
    await page.getByRole('button', { name: 'Verder naar controleren' }).click();
    await expect(page).toHaveURL(/\/shoppingcart\/review$/);
    await expect(page.getByText('1015 CJ Amsterdam').first()).toBeVisible();
  });
});
