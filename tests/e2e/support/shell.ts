// Helpers for the page shell in journeys.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './fixtures';

export const PAYOFF_SB = 'Uitgeverij & de grootste website voor zelfontwikkeling';
export const PAYOFF_ALL = 'Een dag zonder boek ...';

/** Opens a page and closes the notifications above its content (shown until closed, issue 29). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  const notifications = page.getByRole('region', { name: 'Mededelingen' });
  if (await notifications.isVisible()) {
    await notifications.getByRole('button', { name: 'Sluit de mededelingen' }).click();
    await expect(notifications).toBeHidden();
  }
}

/** Marks the cookie notice as dismissed, as a returning visitor has it. */
export async function dismissCookieNotice(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'lw_prefs', value: encodeURIComponent('{"cookies":1}'), url: baseURL }]);
}

/**
 * A returning visitor: cookie notice dismissed and the notifications seen — the demo's, and those a staff journey
 * adds for a moment (beheer-content.spec.ts; the cookie keeps 50 ids) — so no panel opens by itself.
 */
export async function returningVisitor(context: BrowserContext, baseURL: string, extra: object = {}) {
  const prefs = { cookies: 1, notificationsSeen: Array.from({ length: 50 }, (_, i) => i + 1), ...extra };
  await context.addCookies([
    { name: 'lw_prefs', value: encodeURIComponent(JSON.stringify(prefs)), url: baseURL },
  ]);
}

/**
 * How far an element's text stays inside its own box (px, the smallest gap on any side; negative: it sticks out).
 * Issue 29: a button label that wrapped ran into its rounded border at 390 px.
 */
export async function textInset(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    return Math.min(
      text.top - box.top,
      box.bottom - text.bottom,
      text.left - box.left,
      box.right - text.right,
    );
  });
}

/** Whether an input's placeholder fits its text area, in the input's own font (issue 29: it was cut off). */
export async function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((node) => {
    const field = node as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(field.placeholder).width <= room;
  });
}
