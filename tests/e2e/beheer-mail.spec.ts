// Issue 30 at 1280 px, its pages under axe at 390 px too (the staff navigation's phone fold:
// beheer-nav.spec.ts, decision 767): the mail queue /beheer/mail as the shop owner uses it. A visitor's question through
// the contact form makes the shop send a confirmation (the app's own behaviour: the outbox and its delivery loop);
// staff then find that mail by its status and recipient — sent, with its times and attempts, no retry button, no
// body — see that no mail to that address failed, and that a status that does not exist is named by its field.
// axe on the filtered list at both widths. The retry of a failed mail is in server/outbox/staff-queue-pages.test.ts: the
// journeys' server cannot be made to refuse a mail eight times.
import { logInAsStaff, staffNav } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { openPage, returningVisitor } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test('staff find the confirmation of a visitor’s question among the sent mails, by status and recipient', async ({
  page,
  baseURL,
}, info) => {
  const email = `wachtrij.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  expect((await page.goto('/beheer/mail'))?.status()).toBe(404);

  // A visitor's question: the shop queues a confirmation to the visitor and the loop sends it.
  await openPage(page, '/vragen');
  const contact = page.getByRole('form', { name: /Heb je een vraag of opmerking/ });
  await contact.getByLabel('Voornaam').fill('Iris');
  await contact.getByLabel('E-mailadres').fill(email);
  await contact.getByLabel('Je vraag of opmerking').fill('Wanneer verschijnt het volgende deel?');
  await contact.getByRole('button', { name: 'Verstuur je vraag' }).click();
  await expect(page.getByText('Bedankt voor je bericht.')).toBeVisible();
  await expect.poll(() => newestMail(email, /contactformulier ontvangen/)?.subject ?? '').not.toBe('');

  await logInAsStaff(page, baseURL!, '/beheer/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten van de winkel' })).toBeVisible();
  await expect((await staffNav(page)).getByRole('link', { name: 'Mail' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const filter = page.getByRole('form', { name: 'Filter de berichten' });
  await filter.getByLabel('Status').selectOption({ label: 'Verstuurd' });
  await filter.getByLabel('Ontvanger').fill(email);
  await filter.getByRole('button', { name: 'Toon berichten' }).click();
  await expect(page).toHaveURL(/status=sent/);
  await expect(page.getByRole('status').filter({ hasText: /bericht/ })).toHaveText('1 bericht');
  const table = page.getByRole('table', { name: 'Berichten, de nieuwste eerst' });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText(/contactformulier ontvangen/);
  await expect(row).toContainText('Verstuurd');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(table.getByRole('button')).toHaveCount(0);
  await expect(table).not.toContainText('Wanneer verschijnt het volgende deel?');
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-mail');

  // Nothing to that address failed.
  await filter.getByLabel('Status').selectOption({ label: 'Mislukt' });
  await filter.getByRole('button', { name: 'Toon berichten' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('Geen berichten met deze filters.')).toBeVisible();

  // A status that does not exist: its message by the field, the recipient kept, the list filtered by the rest.
  await page.goto(`/beheer/mail?status=weg&q=${encodeURIComponent(email)}`);
  await expect(filter.getByLabel('Status')).toHaveAccessibleDescription(
    'Kies een van de mogelijkheden uit de lijst.',
  );
  await expect(filter.getByLabel('Ontvanger')).toHaveValue(email);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-mail-refused');
});
