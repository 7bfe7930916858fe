// The staff's session for journeys (issue 30): the shop counts every login, successes too, per account and per
// address (server/accounts/throttle.ts: 20 in 15 minutes), and every journey comes from 127.0.0.1. A dozen staff
// journeys at two widths logging in through the form would run into those limits, so each Playwright worker logs
// the staff member in once through the real login form post and hands the session cookie to the journeys that need
// it. beheer-orders.spec.ts still logs in through the visible form.
import { type Cookie, expect, type Locator, type Page, request, test } from '@playwright/test';
import { hydrated, journeyAddress } from './fixtures';

export const STAFF_ACCOUNT = { email: 'beheer@leeswijzer.nl', password: 'Beheer-Leeswijzer-2026' };

let session: Cookie[] | null = null;

async function logIn(baseURL: string): Promise<Cookie[]> {
  // The worker's own address (as each journey has its own): its logins count apart from the journeys'.
  const address = journeyAddress(`staff-session:${test.info().parallelIndex}:${Date.now()}`);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const form = await (await api.get('/login')).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form)?.[1] ?? '';
  const answer = await api.post('/login', {
    form: { _csrf: csrf, intent: 'login', ...STAFF_ACCOUNT, next: '/' },
    headers: { 'sec-fetch-site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(answer.status(), 'the staff login').toBeLessThan(400);
  const { cookies } = await api.storageState();
  await api.dispose();
  return cookies;
}

/** Logged in as the demo staff member, on `path`, hydrated (a session that another journey ended is made anew). */
export async function logInAsStaff(page: Page, baseURL: string, path: string): Promise<void> {
  for (const fresh of [false, true]) {
    if (fresh || !session) session = await logIn(baseURL);
    await page.context().addCookies(session);
    const answer = await page.goto(path);
    if (answer?.status() !== 404) {
      // As after a login through the form: the page is the app's before a journey types into it (a select set
      // before hydration would be set back).
      await hydrated(page);
      return;
    }
  }
  throw new Error(`the staff session does not reach ${path}`);
}

/**
 * The staff navigation with every group of links showing (decision 741): on a phone it is folded behind its
 * 'Beheermenu' summary and only the current page's group is open, so this opens the fold and every group; on a
 * desktop it is a side column with all of them shown already.
 */
export async function staffNav(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Beheer' });
  const summaries = nav.locator('summary');
  for (const summary of await summaries.all()) {
    if (!(await summary.isVisible())) continue;
    const open = await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
    if (!open) await summary.click();
  }
  return nav;
}
