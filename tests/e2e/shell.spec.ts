// Spec 1 §2.2 page shell and §4 shop mode, in a real browser at 1280 px (desktop) and 390 px (mobile).
import { expect, expectNoSeriousA11yViolations, hydrated, test } from './support/fixtures';
import { dismissCookieNotice, openPage, PAYOFF_ALL, PAYOFF_SB, placeholderFits } from './support/shell';

test.describe('the shell before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the own shop home has header, navigation, both sidebars and the footer in the HTML',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Hoofdmenu', includeHidden: true }).first(),
      ).toContainText('Nieuwe boeken');
      await expect(page.getByRole('heading', { name: 'Categorieën' })).toBeAttached();
      await expect(page.getByRole('heading', { name: 'Top 20' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText('versie 2.30.22');
      await expect(page.getByRole('searchbox').first()).toBeAttached();
    },
  );

  test(
    'the all-books home has its own payoff, Top 10 sidebar and no own-shop-only menu items',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/all-books');
      await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();
      await expect(page.getByRole('heading', { name: /Top 60 Bestsellers/ })).toBeVisible();
      const mainNav = page.getByRole('navigation', { name: 'Hoofdmenu', includeHidden: true }).first();
      await expect(mainNav).toContainText('Nieuw deze week');
      await expect(mainNav).not.toContainText('E-books');
      await expect(page.getByRole('contentinfo')).not.toContainText('Disclaimer');
    },
  );
});

test(
  'the toggle switches to all books, the shop is remembered, and the logo returns to the own shop',
  { tag: '@both-widths' },
  async ({ page, isMobile }) => {
    test.skip(isMobile, 'the toggle sits in the mobile menu; covered by the mobile menu journey');
    await openPage(page, '/');
    await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
    const toggle = page.getByRole('navigation', { name: 'Kies een winkel' }).first();
    await toggle.getByRole('link', { name: 'Alle boeken' }).click();
    await expect(page).toHaveURL(/\/all-books$/);
    await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();
    await expect(toggle.getByRole('link', { name: 'Alle boeken' })).toHaveAttribute('aria-current', 'true');

    // Another page keeps the chosen shop, also after a reload.
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();

    await hydrated(page);
    await page
      .getByRole('link', { name: /Leeswijzer.*naar de homepage/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
  },
);

test(
  'the mobile menu opens as a dialog, keeps focus inside and closes on Escape',
  { tag: '@both-widths' },
  async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile only');
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Alle boeken' })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  },
);

test(
  'an unknown path answers 404 with the 404 page in the shell',
  { tag: '@both-widths' },
  async ({ page }) => {
    const response = await page.goto('/deze/pagina/bestaat/niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
    await expect(page).toHaveTitle(/Pagina niet gevonden/);
  },
);

test(
  'the cookie notice is dismissed by a stored flag and stays away',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/');
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Begrepen' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await hydrated(page);
    await expect(notice).toHaveCount(0);
  },
);

test(
  'issue 29: the notifications are in the page at first paint, take no focus, block nothing, and stay closed',
  { tag: '@both-widths' },
  async ({ page, context, baseURL }) => {
    // A first visit: the cookie notice alone, so two notices never compete.
    await page.goto('/');
    await hydrated(page);
    const notifications = page.getByRole('region', { name: 'Mededelingen' });
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    await expect(notifications).toHaveCount(0);

    await dismissCookieNotice(context, baseURL!);
    // In the server's HTML, before any script runs.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Sluit de mededelingen');
    await page.goto('/');
    await hydrated(page);
    await expect(notifications).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.locator('body')).toBeFocused();
    // Nothing is blocked: the header's links work with the notifications open.
    await page.getByRole('link', { name: 'Sitemap' }).first().click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(notifications).toBeVisible();

    await page.goto('/');
    await hydrated(page);
    // The skip link, then one Tab: the first thing in the content. Escape there closes it and the focus goes on
    // to the content.
    const close = notifications.getByRole('button', { name: 'Sluit de mededelingen' });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notifications).toHaveCount(0);
    await expect(page.locator('#inhoud')).toBeFocused();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lw_prefs')?.value ?? '')
      .toContain('notificationsSeen');
    await page.reload();
    await hydrated(page);
    await expect(notifications).toHaveCount(0);
  },
);

test(
  'a newer published version offers a hard reload that clears the stored order and user',
  { tag: '@both-widths' },
  async ({ page }) => {
    await openPage(page, '/'); // closes today's notifications first, so only the version dialog opens below
    await page.evaluate(() => {
      localStorage.setItem('order', '{"order_id":5}');
      localStorage.setItem('user', '{"id":1}');
      localStorage.setItem('cart', '[1]');
    });
    await page.route('**/version.json', (route) => route.fulfill({ json: { version: '2.31.0' } }));
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Er is een nieuwe versie' });
    await expect(dialog).toBeVisible();
    await page.unroute('**/version.json');
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Nu vernieuwen' }).click(),
    ]);
    const stored = await page.evaluate(() => [
      localStorage.getItem('order'),
      localStorage.getItem('user'),
      localStorage.getItem('cart'),
    ]);
    expect(stored).toEqual([null, null, '[1]']);
  },
);

test(
  'the scroll-to-top button appears after 300 px and brings the visitor back up',
  { tag: '@both-widths' },
  async ({ page, context, baseURL }) => {
    await dismissCookieNotice(context, baseURL!);
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Naar boven' });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const path of ['/', '/all-books', '/bestaat-niet']) {
    test(`on ${path}`, { tag: '@both-widths' }, async ({ page }) => {
      await openPage(page, path);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test(
  'a client navigation fetches only the new route’s CSS, never what the first page carried inline',
  { tag: '@both-widths' },
  async ({ page, isMobile }) => {
    test.skip(isMobile, 'the main menu sits in the mobile menu; the navigation code is the same');
    await openPage(page, '/');
    // The first page's stylesheets, inlined in one <style> (decisions 460 and 468).
    const inlined = (await page.locator('style[data-href]').getAttribute('data-href'))!.split(' ');
    expect(inlined.length).toBeGreaterThan(0);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) fetched.push(new URL(request.url()).pathname);
    });
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Nieuwe boeken' })
      .click();
    await expect(page).toHaveURL(/\/new-books$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched.length).toBeGreaterThan(0); // the list page's own CSS
    expect(fetched.filter((path) => inlined.some((href) => href.replace(/#$/, '') === path))).toEqual([]);
  },
);

test('the page’s JavaScript and texts are fetched only after the first paint, and the page still hydrates', async ({
  page,
}) => {
  // Decision 467: the module preloads, the module script and the texts' script arrive inert and start after the
  // first paint.
  await openPage(page, '/');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/(assets|texts)\/.*\.js$/.test(new URL(entry.name).pathname));
    return {
      paint,
      firstModule: Math.min(...scripts.map((entry) => entry.startTime)),
      modules: scripts.length,
      texts: scripts.filter((entry) => entry.name.includes('/texts/')).length,
    };
  });
  expect(timing.modules).toBeGreaterThan(1);
  expect(timing.texts).toBe(1);
  expect(timing.paint).toBeLessThan(timing.firstModule);
  // The inert copies stay in the server's HTML; the running module script is the starter's.
  await expect(page.locator('link[rel="lw-modulepreload"]')).toHaveCount(0);
  await expect(page.locator('head > script[type="module"]')).toHaveCount(1);
});

test(
  'the shell’s lists are adopted as the server drew them, and their links stay in the app (decision 498)',
  { tag: '@both-widths' },
  async ({ page }) => {
    // The first element in every static island as the parser made it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { lwIslands: Element[] }).lwIslands = [
          ...document.querySelectorAll('[data-island] > :first-child'),
        ];
      });
    });
    await openPage(page, '/');
    await hydrated(page);
    const kept = await page.evaluate(() =>
      (window as unknown as { lwIslands: Element[] }).lwIslands.map((element) => element.isConnected),
    );
    expect(kept.length).toBeGreaterThan(4); // the navigations, the sidebar's lists, the Top 20, the footer
    expect(kept.every(Boolean)).toBe(true);

    // A link in an island is a client navigation (no new document), and the new page marks it as current.
    await page.evaluate(() => ((window as unknown as { lwSameDocument: boolean }).lwSameDocument = true));
    const categories = page.getByRole('complementary', { name: 'Bladeren' });
    const link = categories.getByRole('link', { name: 'Psychologie', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/category\/psychologie$/);
    await expect(link).toHaveAttribute('aria-current', 'page');
    expect(
      await page.evaluate(() => (window as unknown as { lwSameDocument?: boolean }).lwSameDocument),
    ).toBe(true);
  },
);

test(
  'a client navigation to the other shop loads that shop’s shared shell once, and the sidebars show it (decision 499)',
  { tag: '@both-widths' },
  async ({ page, isMobile }) => {
    test.skip(isMobile, 'the toggle sits in the mobile menu; the loading is the same');
    const loaded: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/shell/')) loaded.push(pathname);
    });
    await openPage(page, '/');
    await hydrated(page);
    expect(loaded).toEqual([expect.stringMatching(/^\/shell\/SHOP_SB\/[0-9a-f]{12}\.js$/)]);
    const right = page.getByRole('complementary', { name: 'Uitgelicht' });
    await expect(right.getByRole('heading', { name: 'Top 20' })).toBeVisible();

    await page.evaluate(() => ((window as unknown as { lwSameDocument: boolean }).lwSameDocument = true));
    const toggle = page.getByRole('navigation', { name: 'Kies een winkel' }).first();
    await toggle.getByRole('link', { name: 'Alle boeken' }).click();
    await expect(page).toHaveURL(/\/all-books$/);
    await expect(right.getByRole('heading', { name: /^Top 10/ })).toBeVisible();
    await toggle.getByRole('link', { name: 'Zelfhulpboeken' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(right.getByRole('heading', { name: 'Top 20' })).toBeVisible();
    expect(loaded).toEqual([
      expect.stringMatching(/^\/shell\/SHOP_SB\/[0-9a-f]{12}\.js$/),
      expect.stringMatching(/^\/shell\/SHOP_ALL\/[0-9a-f]{12}\.json$/),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { lwSameDocument?: boolean }).lwSameDocument),
    ).toBe(true);
  },
);

test(
  "issue 29: the search box's placeholder is not cut off, at the top and in the bar that stays in view",
  { tag: '@both-widths' },
  async ({ page, context, baseURL }) => {
    await dismissCookieNotice(context, baseURL!);
    await openPage(page, '/');
    const header = page.getByRole('search', { name: 'Zoeken in de winkel' }).getByRole('combobox');
    await expect(header).toHaveAttribute('placeholder', 'Titel, auteur of ISBN');
    expect(await placeholderFits(header)).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 1400, behavior: 'instant' }));
    const sticky = page.getByRole('search', { name: 'Zoeken (vaste balk)' }).getByRole('combobox');
    await expect(sticky).toBeVisible();
    expect(await placeholderFits(sticky)).toBe(true);
  },
);

test('issue 29: the cookie notice is the second Tab, and focus stays in place after Begrepen', async ({
  page,
}) => {
  await openPage(page, '/');
  // The page's first Tab stop is the skip link; the next one is the notice's button.
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await skip.focus();
  await page.keyboard.press('Tab');
  const ok = page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Begrepen' });
  await expect(ok).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ok).toBeHidden();
  await expect(skip).toBeFocused();
});
