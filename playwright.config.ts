// Browser journeys in Debian's Chromium headless shell (no browser download) against the built server on a fresh embedded
// database in a temporary folder.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { JOURNEY_CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './tests/support/chromium';
import { readyTemplate } from './tests/support/pglite-template';

const port = Number(process.env.E2E_PORT ?? 3199);
// Made once by the main process and inherited by the workers (which load this file again), so journeys can
// read the server's mail outbox in DATA_DIR/mail-outbox.
const dataDir = process.env.E2E_DATA_DIR ?? newDataDir();
process.env.E2E_DATA_DIR = dataDir;

/**
 * The server's DATA_DIR. When Vitest has prepared the demo database for this code (in `npm test` it always has),
 * the server starts on a copy of it instead of seeding the same demo shop again (about 30 s of one core, issue
 * 28); its demo accounts are hashed at the tests' cost, so a journey's login takes milliseconds instead of a
 * second. Without it (a journey run on a fresh clone) the server seeds as a new shop does.
 */
function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-e2e-'));
  const template = readyTemplate();
  if (template) cpSync(template, path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // A journey that fails runs once more, with a trace (below); it still fails the run, even when the second run
  // passes (failOnFlakyTests): the retry is there for the trace, not to let a flaky journey through.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // Journeys check behaviour, not speed (speed lives in the benchmarks): a step that waits on several loads while
  // the other journey holds the embedded database can take longer than the default 5 s on a busy 2-core machine
  // (decision 508).
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_FLAGS,
    },
    // A failed journey's second run records a trace (a DOM snapshot of every step, network, console and the
    // screencast). Recorded for every journey and thrown away when it passed, the screencast cost about 8 % of
    // the browser's CPU (decision 547) and the DOM snapshots another 10 % (decision 548).
    trace: 'on-first-retry',
  },
  // Every journey runs at desktop width; at phone width only those tagged '@both-widths': the ones that look at
  // the width (isMobile, the viewport, a mobile-only or desktop-only step, the shell and overlays laid out per
  // width). The rest would only repeat the same server work at a second width (issue 28, decision 539). Every page
  // an untagged journey checks with axe is checked at phone width too, inside its desktop run
  // (expectNoSeriousA11yViolations narrows the page to 390 px: decision 543), so each page type keeps axe at both
  // widths.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    {
      name: 'mobile',
      grep: /@both-widths/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The Node running Playwright (the project's Node 24 under npm/npx), not whichever `node` the shell finds.
    command: `${JSON.stringify(process.execPath)} dist/server.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mails (the reset journey follows one) on the address the browser uses, so its cookies apply.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1, two at a time, and the overlay searches as it is typed: together they
      // outrun the per-address search limit meant for one visitor. The limit is tested in
      // server/search/security.test.ts.
      SEARCH_RATE_LIMIT: 'off',
      // Each journey is a visitor of its own address (tests/e2e/support/fixtures.ts journeyAddress, sent as
      // X-Forwarded-For): the per-address login and form limits then count per journey, as for real visitors.
      TRUST_PROXY: 'loopback',
      // Issue 29 #2: the address completion from its local table, no network (server/integrations/address).
      ADDRESS_LOOKUP: 'fake',
    },
  },
});
