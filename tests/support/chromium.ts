// Debian's Chromium as the browser journeys (playwright.config.ts) and the Lighthouse script (bench/lighthouse.ts)
// start it: this machine downloads no browser, and a headless run must not reach out to the network on its own.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
