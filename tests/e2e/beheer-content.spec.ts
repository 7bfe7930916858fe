// Issue 31 "Content" (decisions 700–703) at 1280 px: staff add a notification shown from today at
// /beheer/mededelingen, and a visitor of the shop meets it in the notifications panel (at once here: the staff
// change clears this process's caches; the promise for other processes is 30 s); staff then delete it, so no
// other journey meets it. The notifications, banners and quotes pages and their forms refused by the field are
// accessible, checked by axe at 1280 and 390 px in the desktop run (decision 543).
import { logInAsStaff } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { returningVisitor } from './support/shell';

// The refused form answers 400 (its messages by the field) when sent before the page runs; the browser logs it.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

/** Today as staff type it (DD-MM-JJJJ, Amsterdam). */
const today = () =>
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .replaceAll('/', '-');

test('staff add a notification shown from today, and a visitor sees it on the shop', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Winkel dicht op tweede kerstdag (${test.info().project.name})`;
  const text = 'Bestellingen van 26 december versturen wij op 27 december.';
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/mededelingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mededelingen' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nieuwe mededeling' });
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Tekst').fill(text);
  await form.getByLabel('Zichtbaar vanaf').fill(today());
  await expect(form.getByLabel('Actief')).toBeChecked();
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('De mededeling is toegevoegd.')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Mededelingen, nieuwste eerst' })
    .getByRole('row', { name: title });
  await expect(row).toContainText(`vanaf ${today()}`);
  await expect(row).toContainText('Nu te zien');

  // A visitor who has seen the demo's notifications only (other journeys' visitors have seen this one too).
  const visitorContext = await browser.newContext({ baseURL });
  await returningVisitor(visitorContext, baseURL!, { notificationsSeen: [1, 2] });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const panel = visitor.getByRole('region', { name: 'Mededelingen' });
  await expect(panel).toContainText(text);
  await visitorContext.close();

  // Deleted again, from its edit form.
  await row.getByRole('link', { name: `Bewerken ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mededeling bewerken' })).toBeVisible();
  await expect(page.getByLabel('Zichtbaar vanaf')).toHaveValue(today());
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('De mededeling is verwijderd.')).toBeVisible();
  await expect(page.getByRole('row', { name: title })).toHaveCount(0);
});

test('the notifications page and its form refused by the field are accessible', async ({ page, baseURL }) => {
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/mededelingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Mededelingen' })).toBeVisible();
  await reviewShot(page, 'beheer-notifications');
  const form = page.getByRole('form', { name: 'Nieuwe mededeling' });
  await form.getByLabel('ISBN').fill('978');
  await form.getByLabel('Zichtbaar vanaf').fill('31-02-2027');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(form.getByLabel('Titel')).toHaveAccessibleDescription(/Vul een titel in/);
  await expect(form.getByLabel('ISBN')).toHaveAccessibleDescription(/Vul een ISBN van 13 cijfers in/);
  await expect(form.getByLabel('Zichtbaar vanaf')).toHaveAccessibleDescription(/Vul een bestaande datum in/);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-notifications-refused');
});

test('the banners page and its form refused by the field are accessible', async ({ page, baseURL }) => {
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await reviewShot(page, 'beheer-banners');
  const form = page.getByRole('form', { name: 'Nieuwe banner' });
  await form.getByLabel('Afbeelding').fill('mijn banner.jpg');
  await form.getByLabel('Positie').fill('drie');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(form.getByLabel('Eerste regel')).toHaveAccessibleDescription(/Vul de eerste regel in/);
  await expect(form.getByLabel('Positie')).toHaveAccessibleDescription(/Vul een heel getal in/);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-banners-refused');
});

test('the quotes page and its form refused by the field are accessible', async ({ page, baseURL }) => {
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/citaten');
  await expect(page.getByRole('heading', { level: 1, name: 'Citaten' })).toBeVisible();
  await reviewShot(page, 'beheer-quotes');
  const form = page.getByRole('form', { name: 'Nieuw citaat' });
  await form.getByLabel('ISBN').fill('978');
  await form.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(form.getByLabel('Citaat')).toHaveAccessibleDescription(/Vul het citaat in/);
  await expect(form.getByLabel('Auteur')).toHaveAccessibleDescription(/Vul de auteur in/);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-quotes-refused');
});
