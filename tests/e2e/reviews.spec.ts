// Issue 15 #3 at 1280 px and 390 px: a review from submit to publication. A shopper fills in the form on the book
// page's reviews tab (the send button disabled with its hint until valid, the counter, a preview that names them
// '(Naam bekend bij redactie)'), sends it and gets the confirmation mail; the admin approves it at /beheer/recensies;
// the shopper's next view of the book page shows it. Without JavaScript the same form answers with the messages
// next to the fields. axe on every page; a screenshot of each for review (REVIEW_SHOTS=1).
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

// A refused form answers 400 on purpose, and the browser logs that.
test.use({ allowedConsoleErrors: [/status of 400/] });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

/** An own publication of the demo catalogue (it has reviews already). */
const SKU = '9789493000032';
test('a review from the book page to publication after the admin approves it', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.slow(); // two visitors, two logins and axe on four pages on a busy machine
  const stamp = `${info.project.name}-${Date.now()}`;
  const email = `recensent.${stamp}@voorbeeld.nl`;
  const text = `Dit boek hielp me door een drukke winter (${stamp}).`;

  await openPage(page, `/book/${SKU}/reviews`);
  const form = page.getByRole('form', { name: 'Schrijf een recensie' });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const send = form.getByRole('button', { name: 'Verstuur je recensie' });
  await expect(send).toBeDisabled();
  await expect(
    form.getByText('Vul eerst je voornaam, achternaam, e-mailadres en je recensie in.'),
  ).toBeVisible();
  // Issue 29 #1: the line by the waiting button names what is still missing; a field left wrong says why.
  const hint = form.locator('#review-submit-hint');
  await expect(hint).toContainText(
    'Nog niet (goed) ingevuld: Voornaam, Achternaam, E-mailadres, Je recensie',
  );
  await form.getByLabel('E-mailadres', { exact: true }).fill('noor@');
  await form.getByLabel('E-mailadres', { exact: true }).press('Tab');
  await expect(form.getByLabel('E-mailadres', { exact: true })).toHaveAccessibleDescription(
    /Vul een geldig e-mailadres in/,
  );
  await form.getByLabel('E-mailadres', { exact: true }).fill('');

  await form.getByLabel('Voornaam', { exact: true }).fill('Noor');
  await form.getByLabel('Achternaam', { exact: true }).fill('Recensent');
  await form.getByLabel('E-mailadres', { exact: true }).fill(email);
  await form.getByRole('textbox', { name: /^Website/ }).fill('www.noorleest.nl');
  const profile = form.getByLabel('Iets over jezelf');
  await expect(form.getByText('Nog 1000 tekens over')).toBeVisible();
  await profile.fill('Ik lees elke avond.');
  await expect(form.getByText('Nog 981 tekens over')).toBeVisible();
  await form.getByLabel('Titel van je recensie').fill('Een steun');
  await form.getByLabel('Je recensie', { exact: true }).fill(text);
  // Neither name shown: the preview says how the page will name the reviewer.
  await form.getByLabel('Mijn voornaam').uncheck();
  await expect(send).toBeEnabled();
  await form.getByRole('button', { name: 'Bekijk voorbeeld' }).click();
  const preview = form.getByRole('status').filter({ hasText: 'Zo komt je recensie eruit te zien' });
  await expect(preview).toContainText('(Naam bekend bij redactie)');
  await expect(preview).toContainText(text);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'review-preview');

  await send.click();
  await expect(form.getByText('Bedankt voor je recensie.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Verstuurd' })).toBeDisabled();
  await expect
    .poll(() => newestMail(email, /recensie ontvangen/)?.subject ?? '')
    .toBe('We hebben je recensie ontvangen');
  // Not published before the moderation.
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);

  const staff = await browser.newContext({
    baseURL: baseURL!,
    viewport: info.project.use.viewport ?? null,
  });
  await dismissCookieNotice(staff, baseURL!);
  const admin = await staff.newPage();
  await openPage(admin, '/login?next=/beheer/recensies');
  const login = admin.getByRole('form', { name: 'Log in met je e-mailadres en wachtwoord.' });
  await login.getByLabel('E-mailadres', { exact: true }).fill('beheer@leeswijzer.nl');
  await login.getByLabel('Wachtwoord', { exact: true }).fill('Beheer-Leeswijzer-2026');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(admin).toHaveURL(/\/beheer\/recensies$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Recensies' })).toBeVisible();
  const pending = admin.locator('main article').filter({ hasText: text });
  await expect(pending).toContainText('(Naam bekend bij redactie)');
  await expect(pending).toContainText(email);
  await expectNoSeriousA11yViolations(admin);
  await reviewShot(admin, 'beheer-reviews');
  await pending.getByRole('button', { name: /Goedkeuren/ }).click();
  await expect(admin.getByText('De recensie staat nu op de boekpagina.')).toBeVisible();
  await expect(admin.locator('main article').filter({ hasText: text })).toHaveCount(0);
  await staff.close();

  // The shopper's next view of the book page (anonymous, page-cached before) shows it, the name hidden.
  await page.reload();
  const published = page.getByRole('listitem').filter({ hasText: text });
  await expect(published).toContainText('(Naam bekend bij redactie)');
  await expect(published).toContainText('Een steun');
  await expect(published.getByRole('link', { name: 'noorleest.nl' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'review-published');
});

test('without JavaScript the form answers with the messages next to the fields and the input kept', async ({
  page: scripted,
  browser,
  baseURL,
}, info) => {
  // axe needs scripts: the form's own page is checked in a browser with them first.
  await openPage(scripted, `/recensie/${SKU}`);
  await expect(scripted.getByRole('form', { name: 'Schrijf een recensie' })).toBeVisible();
  await expectNoSeriousA11yViolations(scripted);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: info.project.use.viewport ?? null,
  });
  await dismissCookieNotice(context, baseURL!);
  const page = await context.newPage();
  await page.goto(`/book/${SKU}/reviews`);
  const form = page.getByRole('form', { name: 'Schrijf een recensie' });
  await expect(form.getByText('Maximaal 1000 tekens.').first()).toBeVisible();
  await form.getByLabel('Achternaam', { exact: true }).fill('Zonder Script');
  await form.getByLabel('E-mailadres', { exact: true }).fill('zonder@script');
  await form.getByRole('button', { name: 'Verstuur je recensie' }).click();
  await expect(page).toHaveURL(new RegExp(`/recensie/${SKU}$`));
  await expect(page.locator('#review-firstname-error')).toHaveText('Vul dit veld in.');
  await expect(page.locator('#review-email-error')).toHaveText('Vul een geldig e-mailadres in.');
  await expect(page.locator('#review-review-error')).toHaveText('Vul dit veld in.');
  await expect(page.getByLabel('Achternaam', { exact: true })).toHaveValue('Zonder Script');
  await expect(page.getByRole('link', { name: 'Terug naar het boek' })).toBeVisible();
  await reviewShot(page, 'review-no-js-refused');
  await context.close();
});
