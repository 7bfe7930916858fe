// On a slow phone a shopper fills in fields before the page's script has run. Once it runs, the form must count
// what is shown: the client step's button follows the typed fields, and the payment step's 'Start betaling'
// follows the bank chosen (app/lib/use-form-on-hydration.ts). The page's scripts are held back until the
// shopper has typed, then let through.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/fixtures';
import { fillClientDetails } from './support/checkout';
import { returningVisitor } from './support/shell';

/** A book of the demo catalogue (fixed seed) that can be ordered. */
const BOOK = '9789493000001';

/** Opens `path` as a new document with its scripts held back; the returned function lets them through. */
async function openBeforeScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await hydrated(page);
    await page.unroute(scripts);
  };
}

test(
  'fields filled in before the page runs count once it runs: client step and payment step',
  { tag: '@both-widths' },
  async ({ page, context, baseURL }, info) => {
    test.skip(
      info.project.name !== 'mobile',
      'a slow phone; the desktop journeys take the same pages hydrated',
    );
    await returningVisitor(context, baseURL!);
    const added = await page.request.post('/shoppingcart', {
      form: { intent: 'add', sku: BOOK, back: '/' },
      headers: { 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
    // The client step as a new document: the address, then the details typed in before its script runs.
    let alive = await openBeforeScripts(page, '/shoppingcart/client');
    await page.getByLabel('E-mailadres', { exact: true }).fill(`vroeg.${Date.now()}@voorbeeld.nl`);
    await page.getByRole('button', { name: 'Ga verder' }).click();
    await expect(page.getByText('Het blijkt dat dit e-mailadres nog niet bekend is bij ons:')).toBeVisible();
    const client = page.getByRole('form', { name: 'Vul je bestelgegevens in' });
    await fillClientDetails(client, { firstname: 'Bram', lastname: 'Vroeg' });
    await alive();
    await expect(client.getByLabel('Voornaam', { exact: true })).toHaveValue('Bram');
    await expect(page.getByRole('button', { name: 'Verder naar controleren' })).toBeEnabled();
    await page.getByRole('button', { name: 'Verder naar controleren' }).click();
    await expect(page).toHaveURL(/\/shoppingcart\/review$/);

    // The payment step as a new document, a bank chosen before its script runs.
    alive = await openBeforeScripts(page, '/shoppingcart/payment');
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByLabel('Kies je bank').selectOption({ label: 'ING' });
    await alive();
    await expect(page.getByLabel('Kies je bank')).toHaveValue('ideal_INGBNL2A');
    await expect(page.getByText('Kies eerst je bank.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start betaling' })).toBeEnabled();
    await page.getByRole('button', { name: 'Start betaling' }).click();
    await expect(page).toHaveURL(/\/test-gateway\//);
  },
);
