// Issue 15 #2 at 1280 px and 390 px: 'Ontmoet de auteur' with the upcoming and postponed lectures and the tips
// link; a registration with a guest — the coupon first (typed in lower case), the messages next to the fields,
// then the thanks with the event's own text and the confirmation in the mail outbox; the same without JavaScript
// under /subscription; and the sold-out text. axe on every page; a screenshot of each for review (REVIEW_SHOTS=1).
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

// A refused form answers 400 on purpose, and the browser logs that.
test.use({ allowedConsoleErrors: [/status of 400/] });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

const LECTURE = 'Lezing Meer zelfvertrouwen met Annemiek van der Berg';

test('from /events to a registration with a guest: coupon, messages, thanks and the mail', async ({
  page,
}, info) => {
  // Three pages checked by axe on a shared 2-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  const email = `lezing.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  await openPage(page, '/ontmoet-de-schrijver');
  await expect(page.getByRole('heading', { level: 1, name: 'Ontmoet de auteur' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Uitgestelde lezingen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mail ons je tip' })).toHaveAttribute(
    'href',
    /^mailto:info@leeswijzer\.nl\?subject=/,
  );
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'events');

  await page.getByRole('link', { name: `Aanmelden voor ${LECTURE}` }).click();
  await expect(page).toHaveURL(/\/inschrijving\/lezing-meer-zelfvertrouwen$/);
  await expect(page.getByRole('heading', { level: 1, name: `Aanmelden: ${LECTURE}` })).toBeVisible();
  const placesText = await page.getByText(/^Nog \d+ plaatsen vrij$/).innerText();
  const before = Number(/\d+/.exec(placesText)![0]);
  await page.getByLabel('Couponcode', { exact: true }).fill('zelfvertrouwen');
  await page.getByRole('button', { name: 'Controleer de code' }).click();
  await expect(page.locator('#coupon-coupon-error')).toHaveText(
    'Deze couponcode klopt niet. Kijk nog eens in je uitnodiging.',
  );
  await page.getByLabel('Couponcode', { exact: true }).fill('zelfvertrouwen27');
  await page.getByRole('button', { name: 'Controleer de code' }).click();

  const form = page.getByRole('form', { name: /De code klopt/ });
  await expect(form).toBeVisible();
  await form.getByLabel('Voornaam', { exact: true }).fill('Sanne');
  await form.getByLabel('E-mailadres', { exact: true }).fill(email);
  await form.getByLabel('Telefoonnummer').fill('06 1234 5678');
  await form.getByLabel('E-mailadres gast').fill('bas@voorbeeld.nl');
  await form.getByRole('button', { name: 'Meld je aan' }).click();
  // Refused: the summary takes the focus, each message sits under its field, the rest stays filled in.
  const summary = page.getByRole('alert').filter({ hasText: 'Controleer de gemarkeerde velden' });
  await expect(summary).toBeFocused();
  await expect(page.locator('#event-lastname-error')).toHaveText('Vul dit veld in.');
  await expect(page.locator('#event-guestFirstname-error')).toHaveText('Vul dit veld in.');
  await expect(form.getByLabel('E-mailadres gast')).toHaveValue('bas@voorbeeld.nl');
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'registration-refused');

  await form.getByLabel('Achternaam', { exact: true }).fill(`Lezer ${info.project.name}`);
  await form.getByLabel('Voornaam gast').fill('Bas');
  await form.getByLabel('Heb je een vraag voor de auteur of voor ons?').fill('Signeert ze ook?');
  await form.getByRole('button', { name: 'Meld je aan' }).click();
  await expect(page.getByText('Bedankt voor je aanmelding.')).toBeVisible();
  await expect(page.getByText(/de lezing begint om 19\.30 uur/)).toBeVisible();
  // Two places fewer once the page has read the event again (or more, when the other viewport's journey registered
  // at the same time).
  const placesNow = async () =>
    Number(/\d+/.exec(await page.getByText(/^Nog \d+ plaatsen? vrij$/).innerText())![0]);
  await expect.poll(placesNow).toBeLessThanOrEqual(before - 2);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'registration-done');
  const mail = () => newestMail(email, /^Je aanmelding voor Lezing Meer zelfvertrouwen/)?.text ?? '';
  await expect.poll(mail).toContain('twee plaatsen');
  expect(mail()).toContain('Bas');
  expect(mail()).not.toContain('Signeert');
});

test('without JavaScript under /subscription: the coupon in capitals, then registered', async ({
  browser,
  baseURL,
}, info) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: info.project.use.viewport ?? null,
  });
  await dismissCookieNotice(context, baseURL!);
  const page = await context.newPage();
  const email = `zonderjs.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  await page.goto('/subscription/lezing-meer-zelfvertrouwen');
  await page.getByLabel('Couponcode', { exact: true }).fill('ZELFVERTROUWEN27');
  await page.getByRole('button', { name: 'Controleer de code' }).click();
  await page.getByLabel('Voornaam', { exact: true }).fill('Joost');
  await page.getByLabel('Achternaam', { exact: true }).fill('Zonder Script');
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Telefoonnummer').fill('020 123 45 67');
  await page.getByRole('button', { name: 'Meld je aan' }).click();
  await expect(page.getByText('Bedankt voor je aanmelding.')).toBeVisible();
  await reviewShot(page, 'registration-no-js');
  await expect.poll(() => newestMail(email, /^Je aanmelding voor/)?.text ?? '').toContain('een plaats');
  await context.close();
});

test('a sold-out lecture shows the sold-out text and no form', async ({ page }) => {
  await openPage(page, '/inschrijving/workshop-mindful-leven');
  await expect(
    page.getByText('Deze lezing is uitverkocht: alle plaatsen zijn vergeven.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Couponcode', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'registration-sold-out');
});
