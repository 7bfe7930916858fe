// Issue 17 at 1280 px and 390 px, one journey: a guest reads /partners and the agreement, applies at
// /partner-registration (messages next to the fields first, then the thanks without the form), sees the pending
// state in /partner; the admin approves the application in /beheer/partners; the new partner sees the code in the
// commissions tab and, in the technical tab, a cover's link carrying it, and makes a book's link with the ISBN
// generator; a shopper follows that link and pays with the test gateway; the commission row appears in the
// partner's tab (/partner and the account page's /account/commissions). axe on every partner page; screenshots.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, hydrated, reviewShot, test } from './support/fixtures';
import { fillClientDetails, startIdeal } from './support/checkout';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

// A refused form answers 400 on purpose, and the browser logs that.
test.use({ allowedConsoleErrors: [/status of 400/] });
// One journey through the partner pages, a purchase, two logins and axe on each: longer than a single page's test.
test.setTimeout(180_000);

/** axe with the pointer parked in a corner: a short page can end under it on a footer link, whose hover colour
 * is not what a reader sees. */
async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);
}

/** A book of the demo catalogue (fixed seed) that can be ordered, as the checkout journey buys it. */
const BOOK = '9789493000001';

/** A new shopper follows `link` (a partner's book link), buys that book as a guest and pays with the test gateway. */
async function buyThroughLink(
  browser: Browser,
  baseURL: string,
  info: TestInfo,
  link: string,
): Promise<void> {
  const shopperContext = await browser.newContext({ viewport: info.project.use.viewport ?? null });
  await dismissCookieNotice(shopperContext, baseURL);
  const shopper = await shopperContext.newPage();
  await shopper.goto(link);
  await hydrated(shopper);
  const added = await shopper.request.post('/shoppingcart', {
    form: { intent: 'add', sku: BOOK, back: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  await openPage(shopper, '/shoppingcart');
  await shopper.getByRole('button', { name: 'Verder naar bestellen' }).click();
  await shopper
    .getByLabel('E-mailadres', { exact: true })
    .fill(`koper.${info.project.name}.${Date.now()}@voorbeeld.nl`);
  await shopper.getByRole('button', { name: 'Ga verder' }).click();
  await expect(shopper.getByText('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:')).toBeVisible();
  await fillClientDetails(shopper.getByRole('form', { name: 'Vul je bestelgegevens in' }), {
    firstname: 'Bram',
    lastname: 'Koper',
  });
  await shopper.getByRole('button', { name: 'Verder naar controleren' }).click();
  await expect(shopper).toHaveURL(/\/shoppingcart\/review$/);
  await shopper.getByRole('link', { name: 'Verder naar betalen' }).click();
  await expect(shopper.getByRole('heading', { name: 'Kies hoe je wilt betalen' })).toBeVisible();
  await hydrated(shopper);
  await startIdeal(shopper);
  await shopper.getByRole('button', { name: 'Betaald' }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await shopperContext.close();
}

test('a guest applies, the admin approves, the partner makes a link, a shopper buys through it, the commission shows', async ({
  browser,
  baseURL,
}, info) => {
  const applicant = await browser.newContext({ viewport: info.project.use.viewport ?? null });
  await dismissCookieNotice(applicant, baseURL!);
  const page = await applicant.newPage();
  const lastname = `Lezer ${info.project.name}`;
  const email = `partner.${info.project.name}.${Date.now()}@voorbeeld.nl`;

  await openPage(page, '/partners');
  await axe(page);
  await page.getByRole('link', { name: 'Meld je aan als partner' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmelden als partner' })).toBeVisible();
  await axe(page);

  const form = page.getByRole('form', { name: /Vul je gegevens, je website en je bankrekening in/ });
  await form.getByRole('button', { name: 'Verstuur je aanmelding' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Controleer de gemarkeerde velden' })).toBeFocused();
  await expect(page.locator('#partner-motivation-error')).toHaveText('Vul dit veld in.');
  await expect(page.locator('#partner-agreement-error')).toHaveText(
    'Vink aan dat je akkoord gaat met de partnerovereenkomst.',
  );
  await axe(page);
  await reviewShot(page, 'partner-application-refused');

  await form.getByLabel('Voornaam').fill('Iris');
  await form.getByLabel('Achternaam').fill(lastname);
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Telefoonnummer').fill('020 123 45 67');
  await form.getByLabel('Straat').fill('Keizersgracht');
  await form.getByLabel('Huisnummer').fill('12');
  await form.getByLabel('Postcode').fill('1015 CJ');
  await form.getByLabel('Plaats', { exact: true }).fill('Amsterdam');
  await form.getByLabel('Wachtwoord', { exact: true }).fill('Lezen-is-leuk-2026');
  await form.getByLabel('Herhaal je wachtwoord').fill('Lezen-is-leuk-2026');
  await form.getByLabel('Website').fill('https://irisleest.nl');
  await form.getByLabel('Rekeningnummer (IBAN)').fill('NL91 ABNA 0417 1643 00');
  await form.getByLabel('Ten name van').fill(`I. ${lastname}`);
  await form.getByLabel('Plaats van de rekeninghouder').fill('Amsterdam');
  const motivation = form.getByLabel('Waarom wil je partner worden?');
  await expect(form.getByText('Nog 750 tekens over')).toBeVisible();
  await motivation.fill('Ik raad op mijn blog elke week een boek aan.');
  await expect(form.getByText('Nog 706 tekens over')).toBeVisible();
  await form.getByLabel('Ja', { exact: true }).check();
  await form.getByLabel('Adres van die pagina').fill('irisleest.nl/boeken');
  await form.getByLabel('Ik verspreid de links niet via ongevraagde e-mail (spam).').check();
  await form.getByLabel(/Ik ga akkoord met de/).check();
  await form.getByRole('button', { name: 'Verstuur je aanmelding' }).click();
  await expect(page.getByText('Bedankt voor je aanmelding als partner!')).toBeVisible();
  await expect(page.getByLabel('Waarom wil je partner worden?')).toHaveCount(0);
  await axe(page);
  await expect.poll(() => newestMail(email, /aanmelding als partner/)?.text ?? '').toContain('10 dagen');

  // The new account is logged in: its partner area says the application is being looked at.
  await openPage(page, '/partner');
  await expect(page.getByText('Je aanmelding als partner wordt bekeken.')).toBeVisible();
  await axe(page);

  // The admin approves it.
  const staff = await browser.newContext({ viewport: info.project.use.viewport ?? null });
  await dismissCookieNotice(staff, baseURL!);
  const admin = await staff.newPage();
  await openPage(admin, '/login');
  await admin.getByLabel('E-mailadres', { exact: true }).fill('beheer@leeswijzer.nl');
  await admin.getByLabel('Wachtwoord', { exact: true }).fill('Beheer-Leeswijzer-2026');
  await admin.getByRole('button', { name: 'Inloggen' }).click();
  await expect(admin).not.toHaveURL(/login/);
  await openPage(admin, '/beheer/partners');
  await expect(admin.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await axe(admin);
  const application = admin.getByRole('article', { name: new RegExp(`Iris ${lastname}`) });
  await application.getByRole('button', { name: /Goedkeuren/ }).click();
  const done = admin.getByText(/De aanmelding is goedgekeurd, met partnercode [A-Z0-9]+\./);
  await expect(done).toBeVisible();
  const code = /partnercode ([A-Z0-9]+)\./.exec((await done.textContent()) ?? '')![1]!;
  await expect(application).toHaveCount(0);
  await axe(admin);
  await reviewShot(admin, 'beheer-partners-approved');

  // The partner sees the code, the empty texts, and in the technical tab a cover's link with the code.
  await openPage(page, '/partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Je partnerpagina' })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('Er zijn nog geen commissies verkregen')).toBeVisible();
  await expect(page.getByText('Er zijn nog geen commissies uitgekeerd.')).toBeVisible();
  await axe(page);
  await reviewShot(page, 'partner-commissions');
  await page.getByRole('link', { name: 'Links maken' }).click();
  await expect(page).toHaveURL(/\/partner\/technical$/);
  await page.locator('details summary').first().click();
  await expect(page.getByLabel('Link met jouw partnercode').first()).toHaveValue(
    new RegExp(`\\?pc=${code}$`),
  );
  await axe(page);
  await reviewShot(page, 'partner-technical');
  await expect.poll(() => newestMail(email, /Je bent partner/)?.text ?? '').toContain(code);

  // The ISBN generator makes a book's link with the code (a GET form, so it also works without JavaScript) …
  await page.getByLabel('ISBN', { exact: true }).fill(BOOK);
  await page.getByRole('button', { name: 'Maak de link' }).click();
  const link = await page.locator('#isbn-link').inputValue();
  expect(link).toMatch(new RegExp(`/book/${BOOK}\\?pc=${code}$`));
  // … a shopper follows it and pays, and the commission is in the partner's open commissions, on both pages.
  await buyThroughLink(browser, baseURL!, info, link);
  await openPage(page, '/partner');
  await expect(page.locator('#partner-open-title ~ table tbody tr')).toHaveCount(1);
  await expect(page.getByText('Er zijn nog geen commissies verkregen')).toHaveCount(0);
  await openPage(page, '/account/commissions');
  await expect(page.getByRole('link', { name: 'Mijn commissies' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#partner-open-title ~ table tbody tr')).toHaveCount(1);
  await axe(page);
  await reviewShot(page, 'account-commissions');

  await openPage(page, '/partner-agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Partnerovereenkomst' })).toBeVisible();
  await axe(page);
  await applicant.close();
  await staff.close();
});
