import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import { accessibilityTree, iconGlyphsIn } from './icon-glyphs';
import { waitForNetworkSettled } from './network';
import { eventually } from '@hotsprings/service-kit/testing';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// Moderate and minor findings are advice; these two block people from using a page.
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/**
 * Waits until the page has stopped changing: no request in flight, no 'Loading...' status, no
 * finite animation running (a colour caught mid-fade would be measured wrongly). A part that
 * mounts late, such as a map once the page has hydrated, starts its fades after a first look
 * found none, so the page is settled only when a look, two frames after the network went quiet,
 * finds nothing moving.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await eventually(async () => {
    await waitForNetworkSettled(page);
    const loading = await page
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .count();
    if (loading > 0) throw new Error(`${page.url()} is still loading`);
    const moving = await page.evaluate(async () => {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      return finite.length;
    });
    if (moving > 0) throw new Error(`${page.url()} was still animating`);
  });
}

/**
 * Runs axe-core on what the page shows now and describes every serious or critical violation as
 * one line: where, which rule, which element. An empty list means the page passes.
 */
export async function blockingViolations(page: Page, where = page.url()): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not
  // govern (it refuses a script added as a tag).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({
        resultTypes: ['violations'],
      }) as Promise<AxeResults>,
  );
  return results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
            node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help
          }`,
      ),
    );
}

/** Fails with one line per problem found, so a single run shows everything there is to fix. */
export function assertNoProblems(problems: string[]): void {
  assert.ok(
    problems.length === 0,
    `${problems.length} accessibility problems:\n${problems.join('\n')}`,
  );
}

/**
 * What axe and the accessibility tree show wrong in the page's present state. `seen` holds the
 * pages already scanned, by address and accessibility tree: a page that is one of them exactly
 * (a path sent on to one scanned before, as a guarded page to /login) is not given to axe again.
 */
export async function problemsNow(
  page: Page,
  where: string,
  seen?: Set<string>,
): Promise<string[]> {
  await waitForSettledPage(page);
  const tree = await accessibilityTree(page);
  const { pathname, search } = new URL(page.url());
  const shown = `${pathname}${search}\n${tree}`;
  if (seen?.has(shown)) return iconGlyphsIn(tree, where);
  seen?.add(shown);
  return [...(await blockingViolations(page, where)), ...iconGlyphsIn(tree, where)];
}
