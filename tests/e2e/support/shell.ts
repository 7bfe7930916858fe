// Helpers for the page shell in journeys.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { hydrated } from './fixtures';

export const PAYOFF_SB = 'Uitgeverij & de grootste website voor zelfontwikkeling';
export const PAYOFF_ALL = 'Een dag zonder boek ...';

/** Opens a page and closes the dialogs that open by themselves at start-up (notifications). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Mededelingen' });
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

/** Marks the cookie notice as dismissed, as a returning visitor has it. */
export async function dismissCookieNotice(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'lw_prefs', value: encodeURIComponent('{"cookies":1}'), url: baseURL }]);
}

/** A returning visitor: cookie notice dismissed and the demo notifications seen, so no dialog opens by itself. */
export async function returningVisitor(context: BrowserContext, baseURL: string, extra: object = {}) {
  const prefs = { cookies: 1, notificationsSeen: [1, 2], ...extra };
  await context.addCookies([
    { name: 'lw_prefs', value: encodeURIComponent(JSON.stringify(prefs)), url: baseURL },
  ]);
}
