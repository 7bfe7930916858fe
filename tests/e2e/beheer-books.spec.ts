// Issue 31 "Books" (decisions #680–#687): staff find a book at /beheer/catalogus by its ISBN (typed with hyphens),
// open it, are refused a price that is no amount (the Dutch message by the field, the typing kept), change its
// price, and a visitor's book page shows the new price within the promised 30 s; the price is put back at the end
// for the journeys after this one. axe on the list, the edit page with its refusal and the add page (at 1280 and,
// inside, at 390 px).
import { logInAsStaff } from './support/staff';
import { expect, expectNoSeriousA11yViolations, hydrated, reviewShot, test } from './support/fixtures';
import { openPage, returningVisitor } from './support/shell';

// The refused form answers 400 (its messages by the fields) when sent before the page runs; the browser logs it.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

/** A demo book no other journey buys or shows by its price. */
const SKU = '9789493000018';

test('staff search a book, change its price, and the book page shows the new price', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/catalogus');
  await expect(page.getByRole('heading', { level: 1, name: 'Boeken' })).toBeVisible();
  const search = page.getByRole('form', { name: 'Boeken zoeken' });
  await search.getByLabel('ISBN, titel of auteur').fill('978-94-93000-01-8');
  await search.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\?q=978-94-93000-01-8/);
  const table = page.getByRole('table', { name: 'Boeken, nieuwste eerst' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(SKU);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-books');

  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/beheer/catalogus/${SKU}$`));
  const price = page.getByLabel('Prijs inclusief btw (euro)');
  const before = await price.inputValue();
  const cents = Math.round(Number(before.replace(',', '.')) * 100);
  const euros = (n: number) => (n / 100).toFixed(2).replace('.', ',');

  await price.fill('gratis');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(price).toHaveAccessibleDescription(/Vul een prijs in euro’s in, bijvoorbeeld 19,95/);
  await expect(price).toHaveValue('gratis');
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-book');

  const changed = cents + 125;
  await price.fill(euros(changed));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het boek is opgeslagen.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Wijzigingen van dit boek, nieuwste eerst' });
  await expect(history.getByRole('row').nth(1)).toContainText('Boek gewijzigd');

  // A visitor in their own browser: the book page says the new price within 30 s of the save.
  const visitorContext = await browser.newContext({ baseURL });
  await returningVisitor(visitorContext, baseURL!);
  const visitor = await visitorContext.newPage();
  const shown = `€ ${euros(changed)}`;
  await expect
    .poll(async () => (await (await visitor.request.get(`/book/${SKU}`)).text()).includes(shown), {
      timeout: 30_000,
      intervals: [500],
    })
    .toBe(true);
  await openPage(visitor, `/book/${SKU}`);
  await expect(visitor.getByText(shown).first()).toBeVisible();
  await visitorContext.close();

  // Put the price back for the journeys after this one.
  await page.getByLabel('Prijs inclusief btw (euro)').fill(before);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het boek is opgeslagen.')).toBeVisible();
});

test('the add page refuses a wrong ISBN by its field and is accessible', async ({ page, baseURL }) => {
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/catalogus/nieuw');
  await expect(page.getByRole('heading', { level: 1, name: 'Boek toevoegen' })).toBeVisible();
  const isbn = page.getByLabel('ISBN', { exact: true });
  await isbn.fill('9789493000010');
  await page.getByLabel('Titel', { exact: true }).fill('Een boek met een verkeerd ISBN');
  await page.getByRole('button', { name: 'Boek toevoegen' }).click();
  await expect(isbn).toHaveAccessibleDescription(/Dit is geen geldig ISBN: controleer de cijfers/);
  await expect(isbn).toHaveValue('9789493000010');
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-book-new');
});

test('a file that is no image is refused by the cover field, and the message stays once the page runs', async ({
  page,
  baseURL,
}) => {
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, `/beheer/catalogus/${SKU}`);
  const field = page.getByLabel('Nieuwe omslag (JPEG, PNG of WebP, hoogstens 10 MB)');
  await field.setInputFiles({
    name: 'omslag.png',
    mimeType: 'image/png',
    buffer: Buffer.from('geen plaatje'),
  });
  await page.getByRole('button', { name: 'Omslag uploaden' }).click();
  await expect(page).toHaveURL(/\?omslag=geen-afbeelding/);
  await hydrated(page);
  // The field is empty again after the answer; the server's reason, not 'Kies een afbeelding.', stays by it.
  await expect(field).toHaveAccessibleDescription(/Dit bestand is geen afbeelding/);
  await expectNoSeriousA11yViolations(page);
});
