import type { BrowserContext, Page, Request } from 'playwright-core';

// Long enough for the CDP events of a request the page starts after an answer to arrive; the
// frames waited for below let the page render that answer (and start what it asks for next).
const QUIET_MS = 100;
const TIMEOUT_MS = 10_000;

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

function track(page: Page): void {
  const seen: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  traffic.set(page, seen);
  const done = (request: Request) => {
    seen.inFlight.delete(request);
    seen.lastChange = Date.now();
  };
  page.on('request', (request) => {
    // The springs' change stream stays open as long as the page: it is never done.
    if (request.resourceType() === 'eventsource') return;
    seen.inFlight.add(request);
    seen.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Counts the requests of every page of the context, for `waitForNetworkSettled`. */
export function trackRequests(context: BrowserContext): void {
  context.on('page', track);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the page has loaded and has no request in flight, none having started or ended
 * for a moment, and still none after the page has drawn two more frames. Playwright's
 * 'networkidle' asks for the same with half a second of silence after every page.
 */
export async function waitForNetworkSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const seen = traffic.get(page);
  if (!seen) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    while (seen.inFlight.size > 0 || Date.now() - seen.lastChange < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(
          `${page.url()} kept requesting: ${[...seen.inFlight].map((r) => r.url()).join(', ')}`,
        );
      await sleep(25);
    }
    const quietSince = seen.lastChange;
    // A navigation meanwhile ends the evaluation, and its requests start the wait again.
    await page
      .evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      .catch(() => undefined);
    if (seen.inFlight.size === 0 && seen.lastChange === quietSince) return;
  }
}
