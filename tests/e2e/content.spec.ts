// Spec 1 §2.1, §2.3, §2.8 and §4 in a real browser at 1280 px and 390 px: the home's query parameters and
// segment selector, the tips carousel's autoplay, the newsletter overview and dialog, videos and genres.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, hydrated, test } from './support/fixtures';
import { PAYOFF_ALL, PAYOFF_SB, returningVisitor } from './support/shell';
import { BOOK_CAROUSEL } from '../../domain/carousel.ts';

const LATEST = 'Nieuwsbrief week 47: Beter slapen als de dagen korter worden';

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
});

test('?isbn on the home opens the book page', async ({ page }) => {
  await page.goto('/?isbn=9789493000001');
  await expect(page).toHaveURL(/\/book\/9789493000001\/meer-zelfvertrouwen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meer zelfvertrouwen');
});

test(
  '?mailing&view opens the newsletter in a dialog on the home; Escape closes it and clears the address',
  { tag: '@both-widths' },
  async ({ page }) => {
    await open(page, '/?mailing=mailing2647&view=web');
    const dialog = page.getByRole('dialog', { name: LATEST });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator(`iframe[title="Nieuwsbrief: ${LATEST}"]`);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(LATEST);
    await expect(dialog.getByRole('link', { name: 'Ook als pdf' })).toHaveAttribute(
      'href',
      '/media/newsletters/2026/wk2647.pdf',
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boeken die je verder helpen');
  },
);

test(
  'the segment selector on the home switches to the all-books shop',
  { tag: '@both-widths' },
  async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('banner').getByText(PAYOFF_SB)).toBeVisible();
    const segments = page.getByRole('navigation', { name: 'Kies je winkel' });
    await expect(segments.getByRole('link')).toHaveCount(3);
    await expect(segments.getByRole('link', { name: /Zelfhulpboeken/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await segments.getByRole('link', { name: /Alle boeken/ }).click();
    await expect(page).toHaveURL(/\/all-books$/);
    await expect(page.getByRole('banner').getByText(PAYOFF_ALL)).toBeVisible();
  },
);

test(
  'the tips carousel autoplays until stopped, and the stop is remembered (issue 12 #8: on a fake clock)',
  { tag: '@both-widths' },
  async ({ page }) => {
    // The page's timers (the autoplay interval, Embla's animation frames) run on Playwright's clock, so the test
    // moves time itself: two whole autoplay periods pass in an instant instead of a 3.6 s sleep.
    await page.clock.install();
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Tips uit eigen uitgeverij' });
    const toggle = carousel.getByRole('button', { name: 'Automatisch afspelen' });
    await expect(toggle).toBeEnabled(); // Embla has taken over
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const track = carousel.locator('[aria-roledescription="slide"]').first().locator('..');
    const position = () => track.evaluate((el) => (el as HTMLElement).style.transform);
    const start = await position();
    await page.clock.runFor(BOOK_CAROUSEL.delay + BOOK_CAROUSEL.speed); // one autoplay step and its slide
    await expect.poll(position).not.toBe(start);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await hydrated(page);
    await page.mouse.move(0, 0);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeEnabled();
    const stopped = await position();
    await page.clock.runFor(2 * BOOK_CAROUSEL.delay + BOOK_CAROUSEL.speed); // two steps, had it been playing
    expect(await position()).toBe(stopped);
  },
);

test(
  'Embla takes over the carousels the server drew: the slides stay the same elements (decision 493)',
  { tag: '@both-widths' },
  async ({ page }) => {
    // The first slide of every carousel as the parser made it, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { lwSlides: Element[] }).lwSlides = [
          ...document.querySelectorAll(
            '[aria-roledescription="carousel"] [aria-roledescription="slide"]:first-child',
          ),
        ];
      });
    });
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Tips uit eigen uitgeverij' });
    await expect(carousel.getByRole('button', { name: 'Automatisch afspelen' })).toBeEnabled(); // Embla is on
    const kept = await page.evaluate(() =>
      (window as unknown as { lwSlides: Element[] }).lwSlides.map((slide) => slide.isConnected),
    );
    expect(kept.length).toBeGreaterThan(1);
    expect(kept.every(Boolean)).toBe(true);
  },
);

test(
  'the newsletter overview opens a newsletter in a dialog that Escape closes',
  { tag: '@both-widths' },
  async ({ page }) => {
    await open(page, '/overview-newsletters');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle nieuwsbrieven');
    await expect(page.getByText('(Deze nieuwsbrief is momenteel niet beschikbaar)').first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: /^Lees online\W+Nieuwsbrief week 47:/ }).click();
    await expect(page).toHaveURL(/\/overview-newsletters\/2647\?view=web$/);
    const dialog = page.getByRole('dialog', { name: LATEST });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', '/media/newsletters/2026/wk2647.html');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/overview-newsletters$/);

    await page.getByRole('link', { name: /^Pdf\W+Nieuwsbrief week 47:/ }).click();
    const pdfDialog = page.getByRole('dialog', { name: LATEST });
    await expect(pdfDialog.getByText('Deze nieuwsbrief is beschikbaar als pdf.')).toBeVisible();
    await expect(pdfDialog.getByRole('link', { name: 'Open de pdf' })).toHaveAttribute(
      'href',
      '/media/newsletters/2026/wk2647.pdf',
    );
    await pdfDialog.getByRole('link', { name: 'Sluiten' }).click();
    await expect(pdfDialog).toBeHidden();
    await expect(page).toHaveURL(/\/overview-newsletters$/);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter dialog is in the page and its close button is a link back to the overview', async ({
    page,
  }) => {
    await page.goto('/overview-newsletters/2104');
    const dialog = page.getByRole('dialog', { name: /Nieuwsbrief week 4:/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open de pdf' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Sluiten' }).click();
    await expect(page).toHaveURL(/\/overview-newsletters$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the videos overview leads to a video page that says when the video is not available', async ({
  page,
}) => {
  await open(page, '/videos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Video's");
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Een korte meditatie uit Ademruimte' }).click();
  await expect(page).toHaveURL(/\/videos\/ademruimte-meditatie$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een korte meditatie uit Ademruimte');
  await expect(page.getByText('Deze video is momenteel niet beschikbaar.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Over het boek: Ademruimte' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the genres lead to a genre page with its categories', async ({ page }) => {
  await open(page, '/genres');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genres');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('heading', { level: 2, name: 'Thrillers en spanning' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/genre\/spanning$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thrillers en spanning');
  await expect(
    page.getByText('Het overzicht van dit genre wordt nog voorbereid.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Detectives' })).toHaveAttribute(
    'href',
    '/subcategory/detectives',
  );
  await expectNoSeriousA11yViolations(page);
});

test(
  'a carousel arrives with its first slides and gets the others when Embla takes over (decision 498)',
  { tag: '@both-widths' },
  async ({ page }) => {
    // The server's document: the sidebar's newest books as far as the widest screen shows them, plus one.
    const served = await (await page.request.get('/')).text();
    const section = /aria-label="Nieuw verschenen"[^]*?<\/section>/.exec(served)?.[0] ?? '';
    expect(section.match(/aria-roledescription="slide"/g)).toHaveLength(4);
    const total = Number(/aria-label="1 van (\d+)"/.exec(section)?.[1]);
    expect(total).toBeGreaterThan(4);

    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Nieuw verschenen' });
    await expect(carousel.getByRole('button', { name: 'Automatisch afspelen' })).toBeEnabled(); // Embla is on
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(total);
    await expect(carousel.getByRole('group', { name: `${total} van ${total}` })).toBeAttached();
  },
);
