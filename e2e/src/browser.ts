import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openChromium } from './support/chromium';
import { trackRequests } from './support/network';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';

/** A screen the main journeys run on: a desktop window, or a phone held upright (touch). */
export interface Device {
  name: 'desktop' | 'phone';
  viewport: { width: number; height: number };
  touch: boolean;
}

export const DESKTOP: Device = {
  name: 'desktop',
  viewport: { width: 1280, height: 900 },
  touch: false,
};
export const PHONE: Device = { name: 'phone', viewport: { width: 390, height: 844 }, touch: true };
/** The journeys that must work on both: `for (const device of DEVICES) test(`... (${device.name})`, ...)`. */
export const DEVICES: readonly Device[] = [DESKTOP, PHONE];

/** What a page reports when the site's Content-Security-Policy blocks something. */
interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Listens, in every page before any of its scripts run, for the site's Content-Security-Policy
 * blocking something, and hands each violation to `report`. Init scripts and bindings come in
 * through the DevTools protocol, which the policy does not govern.
 */
async function reportCspViolations(
  context: BrowserContext,
  report: (where: string, violation: CspViolation) => void,
): Promise<void> {
  await context.exposeBinding('reportCspViolation', ({ page }, violation: CspViolation) =>
    report(page.url(), violation),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(v: CspViolation): void }).reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || 'inline',
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
}

/**
 * Makes `page.goto` and `page.reload` return once the app has taken over the page they opened
 * (`<html data-app-ready>`, web/src/main.tsx), not when the server's HTML has loaded:
 * server-rendered pages show their controls, styled, before the app starts, and a click or a
 * keystroke then would reach the inert copy (a form sent by the browser itself, a button that
 * does nothing). A page that is not the app's (the API docs, a file) has no #root and is not
 * waited for.
 */
function loadsWaitForApp(page: Page): void {
  const appReady = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'),
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady();
    return response;
  };
}

/**
 * The run's Chromium (one per file when run without scripts/e2e.mjs); each test gets a fresh
 * context (no cookies) from `newPage()`, closed when the test ends (one opened in a `before`
 * hook lasts the file), so the pages of earlier tests do not keep the browser busy. Map tiles are answered with an empty image, so the
 * tests never wait on the internet. The site runs with its production headers: a test fails when
 * the Content-Security-Policy blocked anything while it ran.
 */
export function useBrowser(): {
  newPage: (width?: number) => Promise<Page>;
  /** A page on `device`; `javaScriptEnabled: false` for a browser that runs no scripts. */
  newDevicePage: (device: Device, options?: { javaScriptEnabled?: boolean }) => Promise<Page>;
} {
  let launched: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];
  // The contexts the running test opened; undefined outside a test.
  let testContexts: BrowserContext[] | undefined;
  const violations: string[] = [];
  // Node 20 starts top-level `before` hooks without waiting for earlier ones, so a file's own
  // setup hook may ask for a page while Chromium is still connecting: pages wait for it.
  const browser = () => (launched ??= openChromium());
  before(() => browser().then(() => undefined));
  beforeEach(() => {
    testContexts = [];
  });
  afterEach(async () => {
    const closing = testContexts ?? [];
    testContexts = undefined;
    await Promise.all(closing.map((c) => c.close()));
    const found = violations.splice(0);
    assert.deepEqual(found, [], `the Content-Security-Policy blocked:\n${found.join('\n')}`);
  });
  after(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await (await browser()).close();
    assert.deepEqual(
      violations,
      [],
      `the Content-Security-Policy blocked:\n${violations.join('\n')}`,
    );
  });
  async function newDevicePage(
    { viewport, touch }: Device,
    { javaScriptEnabled = true } = {},
  ): Promise<Page> {
    const context = await (
      await browser()
    ).newContext({
      baseURL: baseUrl,
      viewport,
      hasTouch: touch,
      isMobile: touch,
      javaScriptEnabled,
    });
    (testContexts ?? contexts).push(context);
    // Every wait is on a condition, so this is a deadline, not a wait: a missing element fails well
    // before node's own timeout, and a page that takes 10 s to start on a loaded machine passes.
    context.setDefaultTimeout(20_000);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.fulfill({ status: 204, body: '' }),
    );
    await reportCspViolations(context, (where, { directive, blocked, source }) =>
      violations.push(`${where}: ${directive} blocked ${blocked} (${source})`),
    );
    trackRequests(context);
    const page = await context.newPage();
    if (javaScriptEnabled) loadsWaitForApp(page);
    return page;
  }
  return {
    newPage: (width = DESKTOP.viewport.width) =>
      newDevicePage({ ...DESKTOP, viewport: { ...DESKTOP.viewport, width } }),
    newDevicePage,
  };
}
