// Issue 30 at 1280 and 390 px: the shop owner filters /beheer/bestellingen (shipped, the demo customer's email) and
// downloads exactly those orders with 'Exporteer als CSV' (decisions 595–597): a UTF-8 byte-order mark, ';', the
// bookkeeping's columns, the order the list shows with its status, payment method, Amsterdam dates and euros with
// a decimal comma, and the date in the file name. Guests get the shop's 404 for the file. axe on the list with the
// link at both widths; a screenshot for review (REVIEW_SHOTS=1).
import { logInAsStaff } from './support/staff';
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { returningVisitor } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

const BOM = '\uFEFF';
const HEADER =
  'Bestelnummer;Datum;Status;Betaalmethode;Betaald op;Verzonden op;Factuurnummer;Naam;Bedrijf;E-mailadres;Postcode;Plaats;Land;Goederen incl. btw;Verzendkosten;Btw;Totaal;Partnercode';

test(
  'staff filter the orders and download exactly those for the bookkeeping',
  { tag: '@both-widths' },
  async ({ page, baseURL }) => {
    expect((await page.request.get('/beheer/bestellingen/bestellingen.csv')).status()).toBe(404);
    await logInAsStaff(page, baseURL!, '/beheer/bestellingen');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();

    const filter = page.getByRole('form', { name: 'Filter de bestellingen' });
    // 'Verzonden': the demo customer's other order may have been paid by another journey on this server.
    await filter.getByLabel('Status').selectOption({ label: 'Verzonden' });
    await filter.getByLabel('Zoeken').fill('klant@leeswijzer.nl');
    await filter.getByRole('button', { name: 'Toon bestellingen' }).click();
    await expect(page).toHaveURL(/status=shipped/);
    await expect(page.getByRole('status').filter({ hasText: /bestelling/ })).toHaveText('1 bestelling');
    const table = page.getByRole('table', { name: 'Bestellingen, de nieuwste eerst' });
    const number = (await table.getByRole('row').nth(1).getByRole('link').textContent())!.trim();
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'beheer-orders-export');

    const started = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Exporteer als CSV' }).click();
    const file = await started;
    expect(file.suggestedFilename()).toMatch(/^bestellingen-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = text.slice(1).split('\r\n');
    expect(header).toBe(HEADER);
    // One order and the line end after it: the one the list showed, shipped and paid with iDEAL.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe('');
    const cells = rows[0]!.split(';');
    expect(cells[0]).toBe(number);
    expect(cells.slice(2, 4)).toEqual(['Verzonden', 'iDEAL']);
    for (const date of [cells[1], cells[4], cells[5]])
      expect(date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(cells[9]).toBe('klant@leeswijzer.nl');
    for (const amount of cells.slice(13, 17)) expect(amount).toMatch(/^\d+,\d{2}$/);
  },
);
