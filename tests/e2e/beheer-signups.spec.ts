// Issue 30 at 1280 px, its pages under axe at 390 px too (the staff navigation's phone fold:
// beheer-nav.spec.ts, decision 767): a visitor registers for a lecture with a last name typed as a formula and signs up
// for the newsletter (confirmed through the mailed link); the shop owner finds the registration at
// /beheer/aanmeldingen, opens the lecture's list and downloads it for Excel (a UTF-8 byte-order mark, ';', the
// formula kept as text by a leading apostrophe, the date in the file name); then finds the subscriber at
// /beheer/nieuwsbrief by email, with the consent's date, and downloads that search with the consent's wording.
// Guests get the shop's 404 on the pages and the files. axe on the searched lists at both widths (the pages as they open: beheer-a11y.spec.ts); a screenshot of each
// for review (REVIEW_SHOTS=1).
import { logInAsStaff, staffNav } from './support/staff';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { newestMail } from './support/outbox';
import { openPage, returningVisitor } from './support/shell';

// After the newsletter's confirmation the page reads its link again, which is used up by then: 410, logged.
test.use({ allowedConsoleErrors: [/status of 410/] });

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

const LECTURE = 'Lezing Meer zelfvertrouwen met Annemiek van der Berg';
const BOM = '\uFEFF';

/** The file a download link gives: its suggested name and its text. */
async function download(page: Page, linkName: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: linkName }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('staff find a registration and the newsletter’s subscribers, and download both for Excel', async ({
  page,
  baseURL,
}, info) => {
  // Four pages checked by axe on a shared 2-core machine: more than the default.
  test.setTimeout(90_000);
  for (const path of ['/beheer/aanmeldingen', '/beheer/nieuwsbrief/abonnees.csv'])
    expect((await page.request.get(path)).status(), path).toBe(404);

  // A visitor registers, the last name typed as a spreadsheet formula.
  const email = `formule.${info.project.name}.${Date.now()}@voorbeeld.nl`;
  const escaped = email.replace(/\./g, '\\.');
  await openPage(page, '/inschrijving/lezing-meer-zelfvertrouwen');
  await page.getByLabel('Couponcode', { exact: true }).fill('zelfvertrouwen27');
  await page.getByRole('button', { name: 'Controleer de code' }).click();
  const form = page.getByRole('form', { name: /De code klopt/ });
  await form.getByLabel('Voornaam', { exact: true }).fill('Fenna');
  await form.getByLabel('Achternaam', { exact: true }).fill('=SOM(1;2)');
  await form.getByLabel('E-mailadres', { exact: true }).fill(email);
  await form.getByLabel('Telefoonnummer').fill('06 1234 5678');
  await form.getByRole('button', { name: 'Meld je aan' }).click();
  await expect(page.getByText('Bedankt voor je aanmelding.')).toBeVisible();

  // The same visitor signs up for the newsletter and confirms it (double opt-in).
  await openPage(page, '/newsletter');
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel(/^Voornaam/).fill('Fenna');
  await page.getByRole('button', { name: 'Meld mij aan' }).click();
  const confirmation = () => newestMail(email, /^Bevestig je aanmelding voor de nieuwsbrief/)?.text ?? '';
  await expect.poll(confirmation).toMatch(/\/newsletter\/confirm\/\S+/);
  await openPage(page, new URL(/https?:\/\/\S+\/newsletter\/confirm\/\S+/.exec(confirmation())![0]).pathname);
  await page.getByRole('button', { name: 'Bevestig mijn aanmelding' }).click();
  await expect(page.getByText(`Gelukt! ${email} ontvangt vanaf nu onze nieuwsbrief.`)).toBeVisible();

  await logInAsStaff(page, baseURL!, '/beheer/aanmeldingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
  const events = page.getByRole('table', { name: 'Lezingen met hun aanmeldingen' });
  await expect(events.getByRole('row', { name: new RegExp(LECTURE) })).toContainText(/\d+ van 60/);
  await reviewShot(page, 'beheer-signups');

  await events.getByRole('link', { name: LECTURE }).click();
  await expect(page.getByRole('heading', { level: 1, name: LECTURE })).toBeVisible();
  const registrations = page.getByRole('table', { name: 'Aanmeldingen, de eerste eerst' });
  await expect(registrations.getByRole('row', { name: new RegExp(escaped) })).toContainText(
    'Fenna =SOM(1;2)',
  );
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-signups-event');

  const registered = await download(page, 'Download de aanmeldingen voor Excel (CSV)');
  expect(registered.name).toMatch(/^aanmeldingen-lezing-meer-zelfvertrouwen-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(
    registered.text.startsWith(`${BOM}Aangemeld op;Voornaam;Tussenvoegsel;Achternaam;E-mailadres;`),
  ).toBe(true);
  expect(registered.text).toMatch(
    new RegExp(`\\r\\n\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2};Fenna;;"'=SOM\\(1;2\\)";${escaped};`),
  );

  // Back to the top, as a reader would, before the staff navigation: further down on a phone the sticky search
  // bar covers it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await (await staffNav(page)).getByRole('link', { name: 'Nieuwsbrief' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrief' })).toBeVisible();
  const search = page.getByRole('form', { name: 'Zoek abonnees' });
  await search.getByLabel('E-mailadres').fill(email.toUpperCase());
  await search.getByRole('button', { name: 'Zoek' }).click();
  await expect(page).toHaveURL(/\?q=FORMULE\./);
  await expect(page.getByRole('status').filter({ hasText: /abonnee/ })).toHaveText('1 abonnee');
  const subscribers = page.getByRole('table', { name: 'Abonnees, de nieuwste toestemming eerst' });
  await expect(subscribers.getByRole('row', { name: new RegExp(escaped) })).toContainText(
    /Fenna\s*Via aanmeldformulier: \d{2}-\d{2}-\d{4} \d{2}:\d{2}/,
  );
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-newsletter');

  const subscribed = await download(page, 'Download deze abonnees voor Excel (CSV)');
  expect(subscribed.name).toMatch(/^nieuwsbrief-abonnees-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, row, ...rest] = subscribed.text.split('\r\n');
  expect(header).toBe(
    `${BOM}E-mailadres;Voornaam;Achternaam;Via account;Toestemming account;Via aanmeldformulier;Toestemming aanmeldformulier;Toestemmingstekst`,
  );
  expect(row).toMatch(
    new RegExp(
      `^${escaped};Fenna;;nee;;ja;\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2};Ja, stuur mij de gratis nieuwsbrief`,
    ),
  );
  expect(rest).toEqual(['']);
});
