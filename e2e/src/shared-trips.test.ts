import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEVICES, useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';

const browser = useBrowser();

const routeAnswer = (page: Page) =>
  page.waitForResponse(
    (res) => res.url().endsWith('/api/planner/route') && res.request().method() === 'POST',
  );

async function choosePlace(page: Page, label: string, typed: string, place: RegExp) {
  await page.getByRole('combobox', { name: label }).pressSequentially(typed, { delay: 30 });
  await page
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option', { name: place })
    .first()
    .click();
}

/** The texts of a list's items, in order. */
const itemTexts = async (page: Page, list: string) =>
  (await page.getByRole('list', { name: list }).getByRole('listitem').allTextContents()).map(
    (text) => text.replace(/\s+/g, ' ').trim(),
  );

/** The route's distance as the page shows it ('539 mi'). */
const shownDistance = (page: Page) =>
  page
    .getByRole('region', { name: 'Your Route' })
    .locator('dt:text-is("Distance") + dd')
    .textContent();

/**
 * Denver → Salt Lake City through Glenwood Springs (a town from the place search) and South
 * Canyon Hot Springs (a spring along the way): the trip of the issue, whose share link lost both
 * waypoints. The planner's last route answer.
 */
async function planThroughTwoWaypoints(page: Page) {
  await page.goto('/planner');
  await choosePlace(page, 'Start', 'Denver', /^Denver, CO/);
  await choosePlace(page, 'End', 'Salt Lake', /^Salt Lake City, UT/);
  let answered = routeAnswer(page);
  await page.getByRole('button', { name: 'Generate Route' }).click();
  await answered;
  answered = routeAnswer(page);
  await choosePlace(page, 'Add a stop (any city or town)', 'Glenwood', /^Glenwood Springs, CO/);
  await answered;
  answered = routeAnswer(page);
  await page
    .getByRole('list', { name: 'Springs along the route' })
    .getByRole('listitem')
    .filter({ hasText: 'South Canyon Hot Springs' })
    .getByRole('button', { name: /^Add as Waypoint/ })
    .click();
  const answer = await (await answered).json();
  await page.getByRole('list', { name: 'Stops on the way' }).getByText('South Canyon').waitFor();
  return answer;
}

for (const device of DEVICES) {
  test(`a trip with two waypoints, published, opens signed out with the same route, stops and springs; unpublished, it is gone (${device.name})`, async () => {
    const member = await browser.newDevicePage(device);
    await registerByApi(member, newUser(`sharer${device.name}`));
    const answer = await planThroughTwoWaypoints(member);
    const waypoints = answer.route.properties.stops
      .filter((s: { kind: string }) => s.kind === 'STOP_KIND_WAYPOINT')
      .map((s: { name: string | null }) => s.name);
    assert.equal(waypoints.length, 2);
    assert.match(waypoints[0], /^Glenwood Springs, CO/);
    assert.equal(waypoints[1], 'South Canyon Hot Springs');
    const distance = await shownDistance(member);
    assert.match(distance ?? '', /^\d[\d,]* mi$/);
    const stops = await itemTexts(member, 'Stops in order');
    assert.equal(stops.length, 4);
    const springs = await itemTexts(member, 'Springs along the route');
    assert.ok(springs.length > 0, 'springs along the way');
    await member.screenshot({ path: `/tmp/e2e-planner-stops-${device.name}.png`, fullPage: true });

    await member.getByRole('button', { name: 'Share Trip' }).click();
    const link = new URL(
      await member.getByRole('textbox', { name: /^Shared trip link/ }).inputValue(),
    );
    assert.match(link.pathname, /^\/trips\/[\w-]{22}$/);

    // A friend, signed out in a browser of their own, sees the same trip.
    const friend = await browser.newDevicePage(device);
    await friend.goto(link.pathname);
    await friend
      .getByRole('heading', { level: 1, name: /^Denver, CO.* to Salt Lake City/ })
      .waitFor();
    assert.equal(await shownDistance(friend), distance);
    assert.deepEqual(await itemTexts(friend, 'Stops in order'), stops);
    const shared = await itemTexts(friend, 'Springs along the route');
    // The planner offers each spring as a waypoint; the shared page only lists them.
    const names = (list: string[]) => list.map((text) => text.replace(/Add as Waypoint.*$/, ''));
    assert.equal(shared.length, springs.length);
    assert.deepEqual(
      names(shared).map((text) => text.replace('A stop on this trip', 'On your route')),
      names(springs),
    );
    await friend.getByRole('link', { name: /^Open in Google Maps/ }).waitFor();
    await friend.getByRole('link', { name: 'Download GPX' }).waitFor();
    await waitForSettledPage(friend);
    assertNoProblems(await blockingViolations(friend, `shared trip (${device.name})`));
    await friend.screenshot({ path: `/tmp/e2e-shared-trip-${device.name}.png`, fullPage: true });

    // Its link unfurls with the trip's own title and description.
    const html = await (await friend.request.get(link.pathname)).text();
    assert.match(html, /<meta property="og:title" content="Denver, CO[^"]* to Salt Lake City/);
    assert.match(html, /<meta property="og:description" content="A road trip: [^"]+ \d[\d,]* mi,/);

    // Unpublished by its owner, the page says so and the API answers 410.
    await member.getByRole('button', { name: 'Unpublish' }).click();
    await member.getByRole('button', { name: 'Share Trip' }).waitFor();
    await friend.reload();
    await friend.getByRole('alert').getByText('This trip is no longer shared.').waitFor();
    const gone = await friend.request.get(`/api/planner${link.pathname}`);
    assert.equal(gone.status(), 410);
    assert.deepEqual(await gone.json(), { error: 'This trip is no longer shared.', code: 'gone' });
  });
}
