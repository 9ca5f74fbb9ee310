import type { Page } from 'playwright-core';
import { test } from 'node:test';
import { useBrowser } from './browser';
import { assertNoProblems, problemsNow } from './support/axe';
import { useWrittenSite } from './support/written-site';

// The states reached by an action are in accessibility-actions.test.ts, the smallest phone's
// width in accessibility-narrow-phone.test.ts: three files, each well inside the runner's limit for one file.
const browser = useBrowser();
const site = useWrittenSite(browser);

/** Visits each path in turn and gathers the problems of every one, so one run lists them all. */
async function problemsOnEveryRoute(page: Page): Promise<string[]> {
  // With less motion asked for, a map's clusters appear at once: axe never measures one mid-fade.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  const seen = new Set<string>();
  for (const path of site.routes()) {
    await page.goto(path);
    found.push(...(await problemsNow(page, path, seen)));
  }
  return found;
}

test('every page of the route table passes axe and reads no icon aloud, signed out', async () => {
  assertNoProblems(await problemsOnEveryRoute(await browser.newPage()));
});

test('every page of the route table passes axe and reads no icon aloud, signed in', async () => {
  assertNoProblems(await problemsOnEveryRoute(await site.signedInPage()));
});
