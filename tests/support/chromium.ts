// Debian's Chromium as the browser journeys (playwright.config.ts) and the Lighthouse script (bench/lighthouse.ts)
// start it: this machine downloads no browser, and a headless run must not reach out to the network on its own.
import { existsSync } from 'node:fs';

/** The full browser: Lighthouse measures what a visitor's Chromium does. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's package chromium-headless-shell: the same Blink and V8 as /usr/bin/chromium without the browser's own
// windows, toolbar and WebUI, which Playwright itself uses for headless runs. The journeys took 11.6 % less time
// in it (decision 758). Without the package they run in the full browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the journeys run in (CHROMIUM_PATH overrides it). */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// Chromium 156's headless mode starts a renderer for the address bar's WebUI popup with every window (about 200
// chrome:// files, some 0.5 s of CPU per page on this 2-core machine); no page of ours needs it. Its 'AI mode'
// variant (chrome://omnibox-popup.top-chrome/omnibox_popup_aim.html) comes with a feature of its own: with only
// the first disabled, every browser context still had a 'top-chrome-webui' renderer at 10–17 % of a core
// (decision 757).
const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

// Chromium keeps only the last --disable-features it is given, so the journeys repeat the list Playwright passes
// itself (playwright-core's chromiumSwitches) after ours; without it PaintHolding would come back, for one.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const BASE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For Chromium started directly (Lighthouse). */
export const CHROMIUM_FLAGS = [...BASE_FLAGS, `--disable-features=${OWN_DISABLED_FEATURES.join(',')}`];

// A journey's page lives a few seconds: V8's optimising compilers (Maglev, TurboFan) spent CPU on code the page
// then ran too briefly to gain from. Sparkplug's baseline code is the highest tier the journeys' pages get: 5 %
// less wall time and 7 % less CPU for five specs of 45 journeys (decision 765). Lighthouse keeps V8's defaults, as
// a visitor's browser has them.
const JOURNEY_JS_FLAGS = '--js-flags=--max-opt=1';

/** For Chromium started by Playwright (the journeys). */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...BASE_FLAGS,
  JOURNEY_JS_FLAGS,
  `--disable-features=${[...OWN_DISABLED_FEATURES, ...PLAYWRIGHT_DISABLED_FEATURES].join(',')}`,
];
