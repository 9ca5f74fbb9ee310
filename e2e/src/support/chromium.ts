import { Browser, BrowserServer, chromium } from 'playwright-core';

// The flags keep Chromium from reaching out to the network, which this machine does not have.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/**
 * One Chromium for a whole run, which scripts/e2e.mjs starts before the first test file and
 * hands to every file as E2E_BROWSER_WS_ENDPOINT: each file connects instead of starting its own.
 */
export function launchSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/**
 * The run's shared Chromium when there is one, else one of the file's own. Closing what this
 * gives closes the file's contexts (and its own Chromium, not the shared one).
 */
export function openChromium(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER_WS_ENDPOINT;
  return shared ? chromium.connect(shared) : chromium.launch(launchOptions());
}
