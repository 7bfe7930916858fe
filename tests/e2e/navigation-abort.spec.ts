// A navigation the shopper leaves before its data arrives (back, or another click) is aborted by React Router;
// that is no error, and the page says none in the console (the fixture fails a journey on any page error).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dismissCookieNotice, openPage } from './support/shell';

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

/** Holds back the data of a page address until released; resolves `asked` once the browser asks for it. */
async function holdData(page: Page, pathname: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => url.pathname === `${pathname}.data`,
    async (route) => {
      asked();
      await held;
      await route.continue().catch(() => {}); // the browser may have cancelled it meanwhile
    },
  );
  return { requested, release };
}

test('going back twice, the second time before the first has loaded, leaves no error', async ({ page }) => {
  await openPage(page, '/category/zelfontwikkeling');
  const book = page.locator('ol[aria-label="Boeken"] > li h2 a').first();
  const bookPath = new URL((await book.getAttribute('href'))!, page.url()).pathname;
  await book.click();
  await expect(page).toHaveURL(bookPath);
  await page
    .getByRole('navigation', { name: 'Over dit boek' })
    .getByRole('link', { name: 'Specificaties' })
    .click();
  await expect(page).toHaveURL(/\/specifications$/);
  // Back to the book's first tab: its data is held, and the shopper goes back once more meanwhile.
  const held = await holdData(page, bookPath);
  await page.goBack();
  await held.requested;
  await page.goBack();
  held.release();
  await expect(page).toHaveURL(/\/category\/zelfontwikkeling$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zelfontwikkeling');
});

test('a cancelled request nobody waits for any more is not reported, another rejection is', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/');
  await page.evaluate(() => {
    const controller = new AbortController();
    void new Promise((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
    );
    controller.abort();
  });
  await page.evaluate(() => {
    void Promise.reject(new Error('een echte fout'));
  });
  await expect.poll(() => consoleErrors.length).toBe(1);
  expect(consoleErrors).toEqual([expect.stringContaining('een echte fout')]);
  consoleErrors.length = 0; // the one expected error: the fixture checks the rest
});
