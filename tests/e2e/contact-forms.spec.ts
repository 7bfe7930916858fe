// Issue 15 #1 and #3 at 1280 px and 390 px: the contact form with its remaining-characters counter, messages next
// to the fields and then the thanks with the form disabled (and the mails in the outbox); call-me-back; the press
// request without JavaScript, with the select of the own publications; the staff area /beheer for an admin (the
// messages newest first, one marked handled) and a 404 for a guest. axe on every page; a screenshot of each for review (REVIEW_SHOTS=1).
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';
import { staffNav } from './support/staff';

// A refused form answers 400 on purpose, and the browser logs that.
test.use({ allowedConsoleErrors: [/status of 400/] });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test('contact: the counter, messages by their fields, then the thanks with the form disabled and both mails', async ({
  page,
}, info) => {
  const email = `vraag.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  await openPage(page, '/vragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: /Heb je een vraag of opmerking/ });
  const question = form.getByLabel('Je vraag of opmerking');
  await expect(form.getByText('Nog 1000 tekens over')).toBeVisible();
  await question.fill('Komt er een luisterboek van deze titel?');
  await expect(form.getByText('Nog 961 tekens over')).toBeVisible();
  await form.getByLabel('E-mailadres').fill('vraag@voorbeeld');
  await form.getByRole('button', { name: 'Verstuur je vraag' }).click();

  // Refused: the summary takes the focus, each message sits under its field, the rest stays filled in.
  const summary = page.getByRole('alert').filter({ hasText: 'Controleer de gemarkeerde velden' });
  await expect(summary).toBeFocused();
  await expect(page.locator('#contact-firstname-error')).toHaveText('Vul dit veld in.');
  await expect(page.locator('#contact-email-error')).toHaveText('Vul een geldig e-mailadres in.');
  await expect(question).toHaveValue('Komt er een luisterboek van deze titel?');
  await expect(form.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'contact-refused');

  await form.getByLabel('Voornaam').fill('Sanne');
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByRole('button', { name: 'Verstuur je vraag' }).click();
  await expect(page.getByText('Bedankt voor je bericht.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Verstuurd' })).toBeDisabled();
  await expect(question).toBeDisabled();
  await expect(question).toHaveValue('Komt er een luisterboek van deze titel?');
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'contact-sent');
  await expect.poll(() => newestMail(email, /contactformulier ontvangen/)?.text ?? '').toContain('Sanne');
});

test('call-me-back: the minimum lengths, then sent without an email', async ({ page }, info) => {
  await openPage(page, '/belmeterug');
  await expect(page.getByRole('heading', { level: 1, name: 'Bel mij terug' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: /Laat je naam en telefoonnummer achter/ });
  await form.getByLabel('Voornaam').fill('B');
  await form.getByLabel('Achternaam').fill(`Terugbeller ${info.project.name}`);
  await form.getByLabel('Telefoonnummer').fill('06 12');
  await form.getByRole('button', { name: 'Bel mij terug' }).click();
  await expect(page.locator('#callback-firstname-error')).toHaveText('Gebruik minimaal 2 karakters');
  await expect(page.locator('#callback-phonenr-error')).toHaveText('Gebruik minimaal 8 karakters');
  await form.getByLabel('Voornaam').fill('Bas');
  await form.getByLabel('Telefoonnummer').fill('06 1234 5678');
  // Issue 29: a message goes as soon as its field is right, before anything is sent again.
  await expect(page.locator('#callback-firstname-error')).toHaveCount(0);
  await expect(page.locator('#callback-phonenr-error')).toHaveCount(0);
  await expect(page.getByText('Controleer de gemarkeerde velden')).toHaveCount(0);
  await form.getByRole('button', { name: 'Bel mij terug' }).click();
  await expect(page.getByText('We bellen je zo snel mogelijk terug')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Verstuurd' })).toBeDisabled();
  await reviewShot(page, 'callback-sent');
  await expect
    .poll(() => newestMail('info@leeswijzer.nl', /terugbelverzoek/)?.text ?? '')
    .toContain('Terugbeller');
});

test('press request without JavaScript: the own publications to choose from, then the thanks', async ({
  page: scripted,
  browser,
  baseURL,
}, info) => {
  // axe needs scripts: the page is checked in a browser with them first.
  await openPage(scripted, '/press');
  await expectNoSeriousA11yViolations(scripted);
  await reviewShot(scripted, 'press');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: info.project.use.viewport ?? null,
  });
  await dismissCookieNotice(context, baseURL!);
  const page = await context.newPage();
  const email = `pers.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Pers en media' })).toBeVisible();
  await expect(page.getByText('Maximaal 1000 tekens.')).toBeVisible();
  const select = page.getByLabel('Welk boek wil je ontvangen?');
  const options = await select.locator('option').allInnerTexts();
  expect(options[0]).toBe('Kies een van onze eigen uitgaven');
  expect(options.length).toBeGreaterThan(10);
  await page.getByLabel('Voornaam').fill('Petra');
  await page.getByLabel('Achternaam').fill('de Journalist');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoonnummer').fill('020 123 45 67');
  await page.getByLabel(/Medium/).fill('De Boekenkrant');
  await page.getByLabel('Straat').fill('Damrak');
  await page.getByLabel('Huisnummer').fill('12');
  await page.getByLabel('Postcode').fill('1012 LG');
  await page.getByLabel('Plaats').fill('Amsterdam');
  await select.selectOption({ label: options[2]! });
  // No remark yet: the server's message by the field, everything else kept.
  await page.getByRole('button', { name: 'Vraag het boek aan' }).click();
  await expect(page.locator('#press-remark-error')).toHaveText('Vul dit veld in.');
  await expect(page.getByLabel('Plaats')).toHaveValue('Amsterdam');
  await expect(select.locator('option:checked')).toHaveText(options[2]!);
  await page.getByLabel('Toelichting op je aanvraag').fill('Voor de recensie in de zaterdagbijlage.');
  await page.getByRole('button', { name: 'Vraag het boek aan' }).click();
  await expect(page.getByText('Bedankt voor je aanvraag.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verstuurd' })).toBeDisabled();
  await reviewShot(page, 'press-sent');
  await expect.poll(() => newestMail(email, /persaanvraag ontvangen/)?.text ?? '').toContain(options[2]!);
  await context.close();
});

test('/beheer: a 404 for a guest; an admin sees the messages newest first', async ({ page }) => {
  const response = await page.goto('/beheer/berichten');
  expect(response?.status()).toBe(404);
  await openPage(page, '/login?next=/beheer/berichten');
  const login = page.getByRole('form', { name: 'Log in met je e-mailadres en wachtwoord.' });
  await login.getByLabel('E-mailadres', { exact: true }).fill('beheer@leeswijzer.nl');
  await login.getByLabel('Wachtwoord', { exact: true }).fill('Beheer-Leeswijzer-2026');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/berichten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  await expect((await staffNav(page)).getByRole('link', { name: 'Berichten' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const times = await page
    .locator('main article time')
    .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime') ?? '')));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expectNoSeriousA11yViolations(page);
  // The newest open message marked handled: the list comes back with the date in its place.
  const open = page
    .locator('main article')
    .filter({ has: page.getByRole('button', { name: /Markeer als afgehandeld/ }) })
    .first();
  const id = await open.getAttribute('id');
  await open.getByRole('button', { name: /Markeer als afgehandeld/ }).click();
  await expect(page.locator(`#${id}`)).toContainText(/Afgehandeld op \d/);
  await reviewShot(page, 'beheer-messages');
});
