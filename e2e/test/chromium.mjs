// Debian's Chromium (never a downloaded browser) and the flags every run of it gets, shared by the
// Playwright tests (browser.ts) and the Lighthouse runner (lighthouse-run.mjs, plain Node, hence .mjs).

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
