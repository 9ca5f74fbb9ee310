import { after, before } from 'node:test';
import { Browser, BrowserContext, Page, chromium } from 'playwright-core';

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

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';

/**
 * One Chromium per test file; each test gets a fresh context (no cookies) from `newPage()`.
 * Map tiles are answered with an empty image, so the tests never wait on the internet.
 */
export function useBrowser(): { newPage: (width?: number) => Promise<Page> } {
  let launched: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  // Node 20 starts top-level `before` hooks without waiting for earlier ones, so a file's own
  // setup hook may ask for a page while Chromium is still starting: pages wait for the launch.
  const browser = () =>
    (launched ??= chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    }));
  before(() => browser().then(() => undefined));
  after(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await (await browser()).close();
  });
  return {
    async newPage(width = 1280) {
      const context = await (
        await browser()
      ).newContext({
        baseURL: baseUrl,
        viewport: { width, height: 900 },
      });
      contexts.push(context);
      // Every wait is on a condition; a missing element should fail well before node's own timeout.
      context.setDefaultTimeout(10_000);
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
        route.fulfill({ status: 204, body: '' }),
      );
      return context.newPage();
    },
  };
}
