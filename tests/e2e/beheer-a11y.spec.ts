// The staff pages' accessibility spec (issue 31 "every new /beheer page is in the accessibility spec"; issue 28
// "axe once per page type"): EVERY page route in domain/STAFF_ROUTES — the table the level tests already hold to
// app/routes.ts, so a new staff page is in here the moment it exists — opened as a beheerder and checked by axe at
// 1280 px and, inside the same look, at 390 px (expectNoSeriousA11yViolations). A route's parameters are taken
// from a link on the page that lists it, as staff reach it; a route without a way to its parameters fails here,
// and so does a route that answers anything but an HTML page unless it is a file download named below.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { STAFF_ROUTES } from '../../domain/staff-access';
import { logInAsStaff } from './support/staff';
import { expect, expectNoSeriousA11yViolations, hydrated, test } from './support/fixtures';
import { returningVisitor } from './support/shell';

/** Routes that answer a file (a CSV, a SEPA file, a customer's data ZIP, a packing slip's or credit invoice's PDF). */
const FILES = /\.(csv|xml|zip)$|\/(pakbon|creditfactuur)(\/|$)/;

/** The page that links to a route with parameters, and the links to it there; a route without is its own page. */
const LISTS: Record<string, [string, RegExp]> = {
  '/beheer/bestellingen/:number': ['/beheer/bestellingen', /^\/beheer\/bestellingen\/\d+$/],
  '/beheer/bestellingen/:number/aanpassen': ['/beheer/bestellingen', /^\/beheer\/bestellingen\/\d+$/],
  '/beheer/klanten/:id': ['/beheer/klanten', /^\/beheer\/klanten\/\d+$/],
  '/beheer/aanmeldingen/:id': ['/beheer/aanmeldingen', /^\/beheer\/aanmeldingen\/\d+$/],
  '/beheer/teksten/:key': ['/beheer/teksten?q=cart.empty', /^\/beheer\/teksten\/cart\.empty$/],
  '/beheer/auteurs/:author': ['/beheer/auteurs', /^\/beheer\/auteurs\/\d+$/],
  '/beheer/categorieen/:category': ['/beheer/categorieen', /^\/beheer\/categorieen\/[^/]+$/],
  '/beheer/catalogus/import/:id': ['/beheer/catalogus/import', /^\/beheer\/catalogus\/import\/\d+$/],
  '/beheer/catalogus/:sku': ['/beheer/catalogus', /^\/beheer\/catalogus\/\d{13}$/],
};

/** The paths of the links in the page's main content that `pattern` matches. */
async function linksTo(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return hrefs.filter((href) => pattern.test(href));
}

/** A catalogue import's report: the file with one rejected record (no book changes) is read in when none exists. */
async function importRun(page: Page): Promise<string> {
  const form = page.getByRole('form', { name: 'ONIX-bestand inlezen' });
  // While a journey's run holds the import the form says so; it is sent again until it is taken.
  await expect(async () => {
    await page.goto('/beheer/catalogus/import');
    await hydrated(page);
    await form
      .getByLabel('ONIX-bestand (.xml)')
      .setInputFiles(path.resolve('tests/fixtures/onix/a11y-rejected.xml'));
    await form.getByRole('button', { name: 'Inlezen' }).click();
    await expect(page).toHaveURL(/\/beheer\/catalogus\/import\/\d+$/, { timeout: 5_000 });
  }).toPass();
  return new URL(page.url()).pathname;
}

test.describe('every staff page has no serious accessibility violations', () => {
  for (const { path: route } of STAFF_ROUTES.filter((r) => !FILES.test(r.path))) {
    test(route, async ({ page, baseURL }) => {
      const statuses = new Map<string, number>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest())
          statuses.set(new URL(response.url()).pathname, response.status());
      });
      await returningVisitor(page.context(), baseURL!);
      const list = LISTS[route];
      if (route.includes(':'))
        expect(list, `the page that links to ${route} (add it to LISTS)`).toBeDefined();
      await logInAsStaff(page, baseURL!, list?.[0] ?? route);
      let address = route;
      if (list) {
        const [found] = await linksTo(page, list[1]);
        address = found ?? (route === '/beheer/catalogus/import/:id' ? await importRun(page) : '');
        expect(address, `a link to ${route} on ${list[0]}`).not.toBe('');
        address += route.endsWith('/aanpassen') ? '/aanpassen' : '';
        await page.goto(address);
        await hydrated(page);
      }
      expect(statuses.get(address), address).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
