// Issue 15 #5 static pages in a real browser at 1280 px, and at 390 px inside that run (decisions 543, 760): each page
// with its heading, breadcrumbs and no sideways scrolling, axe clean, a screenshot for review (REVIEW_SHOTS=1); the
// partner page's way to the application; the download pages' MP3s playable (the browser decodes them); and the
// pages without JavaScript.
import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScrolling,
  hydrated,
  reviewShot,
  test,
} from './support/fixtures';
import { dismissCookieNotice, openPage } from './support/shell';

const PAGES: [path: string, heading: string][] = [
  ['/address', 'Adres en route'],
  ['/zakelijk', 'Zakelijk bestellen'],
  ['/disclaimer', 'Disclaimer'],
  ['/missie', 'Onze missie'],
  ['/privacy-policy', 'Privacybeleid'],
  ['/terms-conditions', 'Algemene voorwaarden'],
  ['/vacatures', 'Vacatures'],
  ['/own-book', 'Je eigen boek uitgeven'],
  ['/partneruitleg', 'Het partnerprogramma'],
  ['/download-placebo', 'Meditaties bij ‘Je bent de placebo’'],
  ['/link-download-doorbreek', 'Meditaties bij ‘Doorbreek de gewoonte om jezelf te zijn’'],
];

async function check(page: Page, info: TestInfo, name: string) {
  await hydrated(page);
  await expectNoSidewaysScrolling(page);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, `${info.project.name}-${name}`);
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieNotice(context, baseURL!);
});

for (const [path, heading] of PAGES) {
  test(`${path} shows '${heading}' with its breadcrumbs, axe clean`, async ({ page }, info) => {
    await openPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} – Leeswijzer`);
    const trail = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.locator('[aria-current="page"]')).toHaveText(heading);
    await check(page, info, path.slice(1));
  });
}

test('the privacy policy lists the functional cookies in a table', async ({ page }) => {
  await openPage(page, '/privacy-policy');
  const cookies = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Cookie' }) });
  for (const name of ['lw_session', 'lw_csrf', 'lw_guest', 'lw_shop', 'lw_prefs', 'lw_affiliate'])
    await expect(cookies.getByRole('cell', { name, exact: true })).toBeVisible();
});

test('the partner programme leads to the application', async ({ page }) => {
  await openPage(page, '/partners');
  await expect(page.getByRole('link', { name: 'Meld je aan als partner' }).first()).toHaveAttribute(
    'href',
    '/partner-registration',
  );
  await expect(page.getByRole('cell', { name: '20 %' })).toBeVisible();
});

test('the meditation downloads are real MP3s the browser plays', async ({ page }) => {
  await openPage(page, '/link-download-placebo');
  const links = page.getByRole('link', { name: /^Download ‘.*’ \(MP3, \d+ kB\)$/ });
  await expect(links).toHaveCount(2);
  const href = (await links.first().getAttribute('href'))!;
  expect(href).toBe('/media/downloads/mp3/placebo-1-inleiding.mp3');
  const seconds = await page.evaluate(async (url) => {
    const bytes = await (await fetch(url)).arrayBuffer();
    const audio = await new AudioContext().decodeAudioData(bytes);
    return audio.duration;
  }, href);
  expect(seconds).toBeGreaterThan(3.9);
  expect(seconds).toBeLessThan(4.2);
  const player = page.locator('audio').first();
  await expect(player).toHaveAttribute('src', href);
  // The player reads the file's length from the stream itself.
  await player.evaluate((audio: HTMLAudioElement) => {
    audio.preload = 'metadata';
    audio.load();
  });
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(3.9);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the terms and the jobs read the same', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(
      page.getByRole('heading', { level: 3, name: 'Modelformulier voor herroeping' }),
    ).toBeVisible();
    await page.goto('/vacature');
    await expect(page.getByRole('heading', { level: 2, name: /^Opmaker/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Pr-medewerker/ })).toBeVisible();
    await expect(page.getByText('20 km', { exact: true })).toBeVisible();
  });
});
