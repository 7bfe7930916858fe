// Spec 1 §4 "Search overlay" and "Search scope" in a real browser at 1280 px and 390 px: search-as-you-type in
// the header (and the sticky bar), keyboard use as a WAI-ARIA combobox, 'Toon alle N resultaten', the wider-scope
// offer, the scope buttons, closing (Enter, submit, Escape, a click outside) and the query saved on close.
import type { Page } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../../domain/search';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { dismissCookieNotice, openPage, PAYOFF_ALL, PAYOFF_SB } from './support/shell';

const headerSearch = (page: Page) => page.getByRole('search', { name: 'Zoeken in de winkel', exact: true });
const headerBox = (page: Page) => headerSearch(page).getByRole('combobox', { name: 'Zoeken in de winkel' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Zoeksuggesties' });

/** Types like a visitor: key by key, so the overlay's debounce and fetch aborting are exercised. */
async function type(page: Page, text: string): Promise<void> {
  const box = headerBox(page);
  await box.click();
  await box.pressSequentially(text, { delay: 40 });
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

test(
  'a typed prefix shows at most 10 books; the arrow keys and Enter open one',
  { tag: '@both-widths' },
  async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/search') asked.push(url.searchParams.get('q') ?? '');
    });
    await page.clock.install();
    await openPage(page, '/');
    const box = headerBox(page);
    // Typed 40 ms a key on Playwright's clock: a busy machine cannot stretch the pauses past the debounce.
    await page.clock.pauseAt(Date.now() + 60_000);
    await box.click();
    for (const key of 'zelfvert') {
      await page.keyboard.press(key);
      await page.clock.runFor(40);
    }
    // React schedules the debounce's timer in an effect after the last key's render; on a busy machine that effect
    // can run after the clock was moved on (CI once: the timer then waited on a paused clock, and nothing was asked).
    // So the clock moves on a debounce at a time until the search is asked.
    await expect
      .poll(async () => {
        await page.clock.runFor(SEARCH_DEBOUNCE_MS);
        return asked.at(-1);
      })
      .toBe('zelfvert');
    const options = suggestions(page).getByRole('option');
    await expect(options).toHaveCount(10);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await suggestions(page).getAttribute('id'))!);
    // Debounced: nothing asked below 3 characters, and not once per keystroke.
    expect(asked.at(-1)).toBe('zelfvert');
    expect(asked.every((q) => q.length >= 3)).toBe(true);
    expect(asked.length).toBeLessThanOrEqual(3);
    await page.clock.resume();
    // Each book with cover, title, author and price.
    const first = options.first();
    await expect(first.locator('img')).toHaveAttribute('src', /^\/media\/covers\/\d{13}$/);
    await expect(first).toContainText(/Zelfvertrouwen/);
    await expect(first).toContainText(/€ \d+,\d{2}/);

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await box.press('ArrowUp');
    await box.press('ArrowUp'); // from the first option round to the last
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown'); // and on round to the first
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');

    const title = (await first.locator('span > span').first().textContent())!;
    await box.press('Enter');
    await expect(page).toHaveURL(/\/book\/\d{13}/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(suggestions(page)).toBeHidden();
  },
);

test('says it is searching while the answer is on its way', { tag: '@both-widths' }, async ({ page }) => {
  await openPage(page, '/');
  // The answers are held until the waiting text has been seen, then let through: no wait on the clock.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/search?*', async (route) => {
    await held;
    await route.continue();
  });
  await type(page, 'covey');
  await expect(page.getByText('We zoeken een resultaat voor je ...')).toBeVisible();
  await expect(suggestions(page).getByRole('option')).toHaveCount(0);
  release();
  await expect(suggestions(page).getByRole('option')).toHaveCount(2);
  await expect(page.getByText('We zoeken een resultaat voor je ...')).toBeHidden();
  await expect(headerSearch(page).getByRole('status')).toHaveText(/^2 resultaten in Alle zelfhulpboeken\./);
});

test(
  "'Toon alle N resultaten' opens the results page with at least those N books",
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/');
    await type(page, 'zelfvertrouwen');
    const all = headerSearch(page).getByRole('link', { name: /^Toon alle \d+ resultaten$/ });
    await expect(all).toBeVisible();
    const count = Number(/\d+/.exec((await all.textContent())!)![0]);
    expect(count).toBeGreaterThan(10);
    await all.click();
    await expect(page).toHaveURL(/\/search-results\?q=zelfvertrouwen&section=zb$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Zoekresultaten voor ‘zelfvertrouwen’',
    );
    // The overlay counts the books whose heading holds the word; the page searches whole documents too and may
    // list more, never fewer (decision 505).
    const listed = Number(
      /1–\d+ van ([\d.]+)/.exec((await page.getByRole('main').textContent())!)![1]!.replace('.', ''),
    );
    expect(listed).toBeGreaterThanOrEqual(count);
    await expect(suggestions(page)).toBeHidden();
  },
);

test(
  'Escape closes and keeps the term; the arrow key opens it again',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/');
    const box = headerBox(page);
    await type(page, 'covey');
    await expect(suggestions(page)).toBeVisible();
    await box.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveValue('covey');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(suggestions(page).getByRole('option')).toHaveCount(2);
    // From the scope buttons (Tab past the search button) Escape closes as well and returns to the term.
    await box.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Zoeken in' }).getByRole('button').first()).toBeFocused();
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toBeFocused();
  },
);

test('a click outside closes it', { tag: '@both-widths' }, async ({ page }) => {
  await openPage(page, '/');
  await type(page, 'covey');
  await expect(suggestions(page)).toBeVisible();
  await page.getByRole('banner').getByText(PAYOFF_SB).click();
  await expect(suggestions(page)).toBeHidden();
  await expect(headerBox(page)).toHaveValue('covey');
});

test(
  'Enter without a chosen book submits: the results page in the overlay scope',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/');
    await type(page, 'covey');
    await expect(suggestions(page)).toBeVisible();
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=covey&section=zb$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zoekresultaten voor ‘covey’');
    await expect(suggestions(page)).toBeHidden();
  },
);

test(
  'no results in the own publications: the overlay offers the wider scope and searches it',
  { tag: '@both-widths' },
  async ({ page }) => {
    test.slow(); // axe on a busy machine
    // On the own publications the toggle is 1, so the overlay searches the own publications (spec 1 §4).
    await openPage(page, '/our-publications');
    await type(page, 'ikigai');
    await expect(
      page.getByText('Er zijn geen resultaten in Onze eigen uitgaven gevonden.', { exact: true }),
    ).toBeVisible();
    await expect(headerSearch(page).getByRole('status')).toContainText(
      'Er zijn wel resultaten in Alle zelfhulpboeken gevonden',
    );
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: 'Er zijn wel resultaten in Alle zelfhulpboeken gevonden (1)' })
      .click();
    await expect(suggestions(page).getByRole('option', { name: /Ikigai/ })).toBeVisible();
    const scopes = page.getByRole('group', { name: 'Zoeken in' });
    await expect(scopes.getByRole('button', { name: /Alle zelfhulpboeken/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(scopes.getByRole('button', { name: /Onze eigen uitgaven/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The chosen scope goes with the form: the results page of that section.
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=ikigai&section=zb$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Ikigai' }).first()).toBeVisible();
  },
);

test(
  'on the results page a scope button goes to that section, which sets the shop',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/search-results?q=covey&section=zb');
    await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
    await type(page, 'covey');
    const scopes = page.getByRole('group', { name: 'Zoeken in' });
    await expect(scopes.getByRole('button', { name: 'Alle boeken (2)' })).toBeVisible();
    await scopes.getByRole('button', { name: 'Alle boeken (2)' }).click();
    await expect(page).toHaveURL(/\/search-results\?q=covey&section=all$/);
    await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();
    await expect(suggestions(page)).toBeHidden();
  },
);

test('closing saves the query once per changed term', { tag: '@both-widths' }, async ({ page }) => {
  const saved: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/search/queries'))
      saved.push(request.postDataJSON());
  });
  await openPage(page, '/');
  const box = headerBox(page);
  await type(page, 'covey');
  await expect(suggestions(page).getByRole('option')).toHaveCount(2);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/search/queries'));
  await box.press('Escape');
  // (A keepalive request's answer body is not readable here; the API test checks what is stored.)
  expect((await answer).status()).toBe(201);
  // Opened and closed again with the same term: nothing new to save.
  await box.press('ArrowDown');
  await expect(suggestions(page)).toBeVisible();
  await box.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  // A changed term is saved on the next close (here a click outside).
  await box.pressSequentially(' stephen', { delay: 40 });
  await expect(suggestions(page).getByRole('option')).not.toHaveCount(0);
  const second = page.waitForResponse((r) => r.url().endsWith('/api/v1/search/queries'));
  await page.getByRole('banner').getByText(PAYOFF_SB).click();
  expect((await second).status()).toBe(201);
  expect(saved).toEqual([
    { term: 'covey', scope: 'sb' },
    { term: 'covey stephen', scope: 'sb' },
  ]);
});

test('the sticky bar has its own overlay with its own ids', { tag: '@both-widths' }, async ({ page }) => {
  test.slow(); // axe on a busy machine
  await openPage(page, '/');
  await page.evaluate(() => window.scrollTo({ top: 1400, behavior: 'instant' }));
  const sticky = page.getByRole('search', { name: 'Zoeken (vaste balk)' });
  const box = sticky.getByRole('combobox');
  await expect(box).toBeVisible();
  await box.click();
  await box.pressSequentially('covey', { delay: 40 });
  const list = sticky.getByRole('listbox', { name: 'Zoeksuggesties' });
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(list).toBeInViewport();
  const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(await box.getAttribute('id')).not.toBe(await headerBox(page).getAttribute('id'));
  await expectNoSeriousA11yViolations(page);
});

test('is accessible while open with a chosen book', { tag: '@both-widths' }, async ({ page }) => {
  test.slow(); // axe on a busy machine
  await openPage(page, '/');
  await type(page, 'zelfvert');
  await expect(suggestions(page).getByRole('option')).toHaveCount(10);
  await headerBox(page).press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the plain form still searches, in the scope of the active toggle item',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/our-publications');
      const box = headerSearch(page).getByRole('searchbox');
      await box.fill('covey');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search-results\?q=covey&section=sb$/);
      await expect(page.getByText('Er zijn geen resultaten in Onze eigen uitgaven gevonden.')).toBeVisible();
    },
  );
});
