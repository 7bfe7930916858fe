// Issue 15 #4 at 1280 px and 390 px: 'Tip een vriend' from the book page. With JavaScript the form opens in the
// book page's section: the weekday captcha checked while typing after more than 6 characters (the browser's day
// fixed by Playwright's clock), one more recipient, then the thanks with the form cleared and a mail per recipient in
// the outbox carrying the book link with the visitor's partner code. Without JavaScript the book page's link opens the
// form's own page: the server's messages next to the fields, the input kept, then the thanks. axe on the open form
// and on the refused one (before Playwright's clock is set: axe crawls under its fake timers).
import { amsterdamWeekday, DUTCH_WEEKDAYS } from '../../domain/weekday-captcha';
import { expect, expectNoSeriousA11yViolations, hydrated, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { dismissCookieNotice, openPage } from './support/shell';

const SKU = '9789493000032';

// A refused form answers 400 on purpose, and the browser logs that.
test.use({ allowedConsoleErrors: [/status of 400/] });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test('with JavaScript: the captcha while typing, a second recipient, the thanks with the form cleared, both mails', async ({
  page,
}, info) => {
  const now = new Date();
  const today = amsterdamWeekday(now);
  const wrongDay = DUTCH_WEEKDAYS.find((day) => day !== today && day.length > 6)!;
  const stamp = `${info.project.name}.${Date.now()}`;
  const piet = `piet.${stamp}@voorbeeld.nl`;
  const kees = `kees.${stamp}@voorbeeld.nl`;
  const partner = `E2E${info.project.name.toUpperCase()}`;

  // The visitor came in through a partner's link: the tip carries that partner's code.
  await openPage(page, `/book/${SKU}?pc=${partner}`);
  await hydrated(page);
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Tip een vriend' }) });
  const open = section.getByRole('button', { name: 'Tip dit boek aan een vriend' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const form = section.getByRole('form', { name: /Stuur een tip/ });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The browser's day fixed from here (after axe: axe crawls under Playwright's fake timers).
  await page.clock.setFixedTime(now);

  await form.getByLabel('Voornaam').first().fill('Anna');
  await form.getByLabel('E-mailadres').first().fill(`anna.${stamp}@voorbeeld.nl`);
  const recipient1 = form.getByRole('group', { name: 'Ontvanger 1' });
  await recipient1.getByLabel('Voornaam').fill('Piet');
  await recipient1.getByLabel('E-mailadres').fill(piet);
  await form.getByLabel('Je bericht').fill('Dit boek past bij je!');

  // Spec 3 §5: no message until more than 6 characters, then the wrong day is named; today's day clears it.
  const captcha = form.getByLabel('Dag van vandaag');
  const captchaError = section.locator('#book-friend-captcha-error');
  await captcha.fill(wrongDay.slice(0, 6));
  await expect(captchaError).toHaveCount(0);
  await captcha.fill(wrongDay);
  await expect(captchaError).toHaveText('De dag van vandaag klopt nog niet.');
  await expect(captcha).toHaveAttribute('aria-invalid', 'true');
  await captcha.fill(today.toUpperCase());
  await expect(captchaError).toHaveCount(0);

  await form.getByRole('button', { name: 'Nog een ontvanger' }).click();
  const recipient2 = form.getByRole('group', { name: 'Ontvanger 2' });
  await expect(recipient2).toBeVisible();
  await expect(recipient1.getByLabel('E-mailadres')).toHaveValue(piet);
  await expect(captcha).toHaveValue(today.toUpperCase());
  await recipient2.getByLabel('Voornaam').fill('Kees');
  await recipient2.getByLabel('E-mailadres').fill(kees);
  await form.getByRole('button', { name: 'Verstuur de tip' }).click();

  // The thanks take the focus, so a screen reader reads them at once.
  await expect(
    section.locator('[tabindex="-1"]', { hasText: 'Bedankt! Je tip is verstuurd.' }),
  ).toBeFocused();
  await expect(section.getByText('Bedankt! Je tip is verstuurd.')).toBeVisible();
  // Spec 3 §4: the form is cleared, with one recipient row again.
  await expect(recipient1.getByLabel('E-mailadres')).toHaveValue('');
  await expect(form.getByLabel('Je bericht')).toHaveValue('');
  await expect(captcha).toHaveValue('');
  await expect(form.getByRole('group', { name: 'Ontvanger 2' })).toHaveCount(0);
  await reviewShot(page, 'send-to-friend-sent');

  for (const to of [piet, kees]) {
    await expect
      .poll(() => newestMail(to, /^Anna tipt je een boek: /)?.text ?? '')
      .toContain('Dit boek past bij je!');
    const mail = newestMail(to, /^Anna tipt je een boek: /)!;
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/book/${SKU}[^\\s]*\\?pc=${partner}`));
  }
});

test('without JavaScript: the form page from the book page, messages next to the fields, the input kept, the thanks', async ({
  page: scripted,
  browser,
  baseURL,
}, info) => {
  const stamp = `${info.project.name}.${Date.now()}`;
  const to = `vriendin.${stamp}@voorbeeld.nl`;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL!,
    viewport: info.project.use.viewport ?? null,
  });
  await dismissCookieNotice(context, baseURL!);
  const page = await context.newPage();
  await page.goto(`/book/${SKU}`);
  await page.getByRole('link', { name: 'Tip dit boek aan een vriend' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Tip een vriend: / })).toBeVisible();
  await page.getByLabel('Voornaam').first().fill('Sanne');
  await page.getByLabel('E-mailadres').first().fill(`sanne.${stamp}@voorbeeld`);
  await page.getByRole('group', { name: 'Ontvanger 1' }).getByLabel('E-mailadres').fill(to);
  await page.getByLabel('Dag van vandaag').fill('gisteren');
  await page.getByRole('button', { name: 'Verstuur de tip' }).click();

  await expect(page.locator('#friend-email-error')).toHaveText('Vul een geldig e-mailadres in.');
  await expect(page.locator('#friend-recipient_firstname_1-error')).toHaveText('Vul dit veld in.');
  await expect(page.locator('#friend-captcha-error')).toHaveText('De dag van vandaag klopt nog niet.');
  await expect(page.getByLabel('Voornaam').first()).toHaveValue('Sanne');
  await expect(page.getByRole('group', { name: 'Ontvanger 1' }).getByLabel('E-mailadres')).toHaveValue(to);
  await reviewShot(page, 'send-to-friend-refused-nojs');
  // axe needs scripts: the form's page with its messages is checked in a browser with them.
  await openPage(scripted, new URL(page.url()).pathname);
  await hydrated(scripted);
  await scripted.getByRole('button', { name: 'Verstuur de tip' }).click();
  await expect(scripted.locator('#friend-captcha-error')).toHaveText('Vul dit veld in.');
  await expectNoSeriousA11yViolations(scripted);
  // Issue 29: a message goes as soon as its field is right.
  await expect(scripted.locator('#friend-recipient_firstname_1-error')).toHaveText('Vul dit veld in.');
  await scripted.getByRole('group', { name: 'Ontvanger 1' }).getByLabel('Voornaam').fill('Fleur');
  await expect(scripted.locator('#friend-recipient_firstname_1-error')).toHaveCount(0);

  await page.getByLabel('E-mailadres').first().fill(`sanne.${stamp}@voorbeeld.nl`);
  await page.getByRole('group', { name: 'Ontvanger 1' }).getByLabel('Voornaam').fill('Fleur');
  await page.getByLabel('Dag van vandaag').fill(amsterdamWeekday(new Date()));
  await page.getByRole('button', { name: 'Verstuur de tip' }).click();
  await expect(page.getByText('Bedankt! Je tip is verstuurd.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ontvanger 1' }).getByLabel('E-mailadres')).toHaveValue('');
  await expect.poll(() => newestMail(to, /^Sanne tipt je een boek: /)?.subject ?? '').toMatch(/Sanne/);
  await context.close();
});
