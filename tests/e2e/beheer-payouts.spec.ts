// Issue 30 at 1280 px, its pages under axe at 390 px too (the staff navigation's phone fold:
// beheer-nav.spec.ts, decision 767): the shop owner pays the partners — /beheer/uitbetalingen from the staff navigation,
// the quarter that ended last with the demo partner and why, running it again changes nothing; the demo partner's
// open 2026Q2 payout goes into the bank's SEPA file (downloaded: pain.001.001.03 with its reference and amount),
// a day that does not exist is named by its field, then it is marked paid. Axe on each page at both widths.
// A retry shares the server and its demo database with the first run, which may have marked the one open payout
// paid already: it then finds it paid, or is told nothing changed, and checks the paid state.
import { logInAsStaff, staffNav } from './support/staff';
import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { returningVisitor } from './support/shell';

// The refused day answers 400 (the form with its message), which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test('staff see a quarter’s payouts, download the bank file and mark the open payout paid', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  for (const path of ['/beheer/uitbetalingen', '/beheer/uitbetalingen/betaalbestand.xml?uitbetaling=1'])
    expect((await page.request.get(path)).status(), path).toBe(404);
  await logInAsStaff(page, baseURL!, '/beheer');
  await (await staffNav(page)).getByRole('link', { name: 'Uitbetalingen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uitbetalingen aan partners' })).toBeVisible();

  // The quarter that ended last (2026Q3 on the demo's date). What its run finds depends on what other journeys on
  // this server did first (the other width marks the open payout paid); running it a second time never changes
  // anything.
  const table = page.getByRole('table', { name: /^Partners in het / });
  await expect(table).toContainText('Sanne Jansen');
  const run = page.getByRole('button', { name: /^Uitbetaling .* uitvoeren$/ });
  await run.click();
  await expect(
    page.getByText(
      /^(Het kwartaal is uitgevoerd voor \d+ partners?\.|Er is niets veranderd: dit kwartaal was al uitgevoerd\.)$/,
    ),
  ).toBeVisible();
  await run.click();
  await expect(page.getByText('Er is niets veranderd: dit kwartaal was al uitgevoerd.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-payouts');

  const payout = page.getByRole('article', { name: 'Sanne Jansen' });
  if ((await payout.count()) > 0) {
    const started = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download het betaalbestand' }).click();
    const file = await started;
    expect(file.suggestedFilename()).toMatch(/^uitbetalingen-\d{4}-\d{2}-\d{2}\.xml$/);
    const xml = await readFile((await file.path())!, 'utf8');
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
    expect(xml).toMatch(/<NbOfTxs>1<\/NbOfTxs>/);
    expect(xml).toMatch(/<EndToEndId>LW-2026Q2-P\d+<\/EndToEndId>/);
    expect(xml).toContain('<Ustrd>Commissie Leeswijzer 2e kwartaal 2026</Ustrd>');

    const day = payout.getByLabel('Overgemaakt op');
    await day.fill('31-02-2026');
    await payout.getByRole('button', { name: /^Markeer als betaald/ }).click();
    await expect(day).toHaveAccessibleDescription(/Vul een bestaande datum in als DD-MM-JJJJ/);
    await expect(day).toHaveValue('31-02-2026');
    await expectNoSeriousA11yViolations(page);
    await reviewShot(page, 'beheer-payouts-refused');
    await day.fill('01-07-2026');
    await payout.getByRole('button', { name: /^Markeer als betaald/ }).click();
    // The other width may have marked it at the same moment: then this one changes nothing (decision 587).
    await expect(
      page.getByText(
        /^(De uitbetaling is gemarkeerd als overgemaakt en de partner krijgt een e-mail\.|Er is niets veranderd: deze uitbetaling was al overgemaakt\.)$/,
      ),
    ).toBeVisible();
  }

  // The 2nd quarter of 2026, now paid: its day in the table and nothing of it left to transfer.
  const filter = page.getByRole('form', { name: 'Kies een kwartaal' });
  await filter.getByLabel('Kwartaal').selectOption('2026Q2');
  await filter.getByRole('button', { name: 'Toon kwartaal' }).click();
  await expect(page).toHaveURL(/kwartaal=2026Q2/);
  await expect(page.getByRole('table', { name: 'Partners in het 2e kwartaal 2026' })).toContainText(
    'Overgemaakt op 01-07-2026',
  );
  await expect(page.getByRole('article', { name: 'Sanne Jansen' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-payouts-paid');
});
