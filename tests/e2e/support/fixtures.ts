// Shared fixtures: a page that fails the test on any console error (CSP violations, hydration mismatches) and
// an axe-core check that allows no serious or critical violation.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The address a journey's browser comes from, as the proxy in front of the shop names it (the journey server trusts
 * loopback as its proxy: playwright.config.ts TRUST_PROXY). Every journey comes from 127.0.0.1, and the shop's
 * per-address limits (logins: 20 in 15 minutes) are meant for one visitor, not for the whole suite; so each test
 * (and each retry) is a visitor of its own, in the benchmarking range 198.18.0.0/15.
 */
export function journeyAddress(id: string): string {
  const hash = createHash('sha256').update(id).digest();
  return `198.${18 + (hash[0]! & 1)}.${hash[1]}.${hash[2]}`;
}

export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'X-Forwarded-For': journeyAddress(`${testInfo.testId}:${testInfo.retry}`) });
  },
  // Console lines a journey expects: a refused form answers 400/401/403 on purpose, and the browser logs that.
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A rejected Response reaches 'pageerror' as just "Response": name its status, address and redirect target.
      await page.addInitScript(() => {
        window.addEventListener('unhandledrejection', (event) => {
          const reason: unknown = event.reason;
          if (reason instanceof Response) {
            const location = reason.headers.get('Location') ?? '-';
            console.error(
              `unhandled Response ${reason.status} ${reason.url} → ${location} on ${window.location.href}`,
            );
          }
        });
      });
      // A built asset that does not load (a stale or mixed build) breaks the page's look or behaviour.
      page.on('response', (response) => {
        if (response.url().includes('/assets/') && response.status() >= 400) {
          errors.push(`asset ${response.url()} answered ${response.status()}`);
        }
      });
      await use(errors);
      // A 404 page logs its own failed resource load; everything else must be clean.
      expect(
        errors.filter((e) => !e.includes('404 (Not Found)') && !allowedConsoleErrors.some((r) => r.test(e))),
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe-core's own minified build (654 KB) instead of the readable axe.js (1.48 MB) that @axe-core/playwright puts in
 * the page by default, twice per analysis: the same version and rules (the axe-core that library depends on),
 * about 6 % less CPU per analysis (decision 768). axe-check.spec.ts proves it still finds violations.
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe violations on the page, one line each. axe runs inside the page itself (legacy
 * mode) and keeps the details of violations only: the default mode opens a new page for every analysis to merge
 * the frames' results, which made the journeys' axe checks about 2.6 × slower (decision 502). The shop has no
 * cross-origin frames, the one thing only the default mode tests; axe-check.spec.ts proves violations are found.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const started = performance.now();
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  noteAxePage(page, performance.now() - started);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Writes the page axe looked at (its path and width) and how long it took to test-results/axe/, one line per
 * analysis; `npm test` counts the pages under axe at each width from it (issue 28: the count must not fall when
 * journeys change) and sums the time.
 */
function noteAxePage(page: Page, ms: number): void {
  const url = new URL(page.url());
  if (url.protocol !== 'http:') return; // axe-check.spec.ts's own test pages
  mkdirSync('test-results/axe', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const line = JSON.stringify({ path: url.pathname + url.search, width, ms: Math.round(ms) });
  appendFileSync(`test-results/axe/${process.pid}.jsonl`, `${line}\n`);
}

/**
 * No serious or critical axe violation. A finding must hold when axe looks again: on a loaded machine axe can
 * catch a page between two paints (a client navigation swapping its content; CI once saw a footer link's colour
 * measured mid-swap), and a real violation is there on every look. One analysis of a long list page (250 books)
 * took over 10 s in CI with this machine's Chromium 156.0.8078.108 and up to 27 s on a loaded 2-core machine
 * (two workers, two browsers), so the looks may take 40 s in all, within the test's 60 s.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expectClean(page);
  // A journey that runs at desktop width only (not tagged '@both-widths') still has each page it checks looked at
  // at phone width (decision 543): the page is narrowed to 390 px, where the shop's CSS lays it out as on a phone
  // (the layout depends on the width alone: no script or style asks for touch or the device), checked by axe and
  // photographed for review (reviewShot), then widened again. A tagged journey gets the same in its own
  // phone-width run.
  await alsoAtPhoneWidth(page, async () => {
    await expectClean(page);
    await reviewShot(page, `phone-${++phoneShots}`);
  });
}

/**
 * No sideways scrolling: the page is no wider than the window. Checked at phone width too, as axe is (decision
 * 543): in a tagged journey's own phone-width run, or with the page narrowed to 390 px inside the desktop run of an
 * untagged one (decision 760).
 */
export async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const check = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  await check();
  await alsoAtPhoneWidth(page, check);
}

/** In the desktop run of a journey not tagged '@both-widths': `step` again with the page narrowed to 390 px. */
async function alsoAtPhoneWidth(page: Page, step: () => Promise<void>): Promise<void> {
  const info = test.info();
  if (info.project.name !== 'desktop' || info.tags.includes('@both-widths')) return;
  const wide = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  try {
    await step();
  } finally {
    await page.setViewportSize(wide);
  }
}

const PHONE = { width: 390, height: 844 };
let phoneShots = 0;

/**
 * A full-page screenshot for a person to look at, in the test's output folder (test-results/e2e/<test>/), taken
 * only when REVIEW_SHOTS=1: `REVIEW_SHOTS=1 npx playwright test <spec>` photographs the pages a journey passes at
 * the widths it runs. Nothing compares them, so `npm test` leaves them out: they cost about 6 % of the journeys'
 * CPU (decision 548).
 */
export async function reviewShot(page: Page, name: string): Promise<void> {
  if (process.env.REVIEW_SHOTS !== '1') return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectClean(page: Page): Promise<void> {
  // The pointer out of the way: a click that led here leaves it where the button was, and over a link of the new
  // page that link's hover colour is what axe measured (the footer's 'Contact', red on the dark footer).
  await page.mouse.move(0, 0);
  await expect
    .poll(() => seriousA11yViolations(page), { intervals: [1_000, 2_000], timeout: 40_000 })
    .toEqual([]);
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
