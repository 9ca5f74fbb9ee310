import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { assertNoProblems, blockingViolations, waitForSettledPage } from './support/axe';
import { iconGlyphsReadOut } from './support/icon-glyphs';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();
// The first list of suggestions a test opens is scanned too.
let checkSuggestions = true;

// The gazetteer names a place 'Name, State, Country'; 'Boi' and 'Ketchum' suggest these first.
const BOISE = /^Boise, ID/;
const KETCHUM = /^Ketchum, ID/;

async function choosePlace(page: Page, label: string, typed: string, place: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  // Typed key by key, as a member would: suggestions come from the third character.
  await box.pressSequentially(typed, { delay: 30 });
  await page.getByRole('listbox', { name: `${label} suggestions` }).waitFor();
  if (checkSuggestions) {
    checkSuggestions = false;
    await assertAccessible(page, 'planner suggestions open');
  }
  await page
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option', { name: place })
    .click();
  assert.match(await box.inputValue(), place);
}

const routeAnswer = (page: Page) =>
  page.waitForResponse(
    (res) => res.url().endsWith('/api/planner/route') && res.request().method() === 'POST',
  );

/** Boise to Ketchum from the suggestions, generated; the planner's answer. */
async function planBoiseToKetchum(page: Page) {
  await page.goto('/planner');
  await choosePlace(page, 'Start', 'Boi', BOISE);
  await choosePlace(page, 'End', 'Ketchum', KETCHUM);
  const answered = routeAnswer(page);
  await page.getByRole('button', { name: 'Generate Route' }).click();
  const answer = await (await answered).json();
  await page.getByText('Total drive time').waitFor();
  return answer;
}

/** A page signed in as a new member. */
async function memberPage(prefix: string, width?: number): Promise<Page> {
  const page = await browser.newPage(width);
  await registerByApi(page, newUser(prefix));
  return page;
}

/** The page as it is now passes axe and reads no icon aloud (the route table's scan sees none of these states). */
async function assertAccessible(page: Page, where: string) {
  await waitForSettledPage(page);
  assertNoProblems([
    ...(await blockingViolations(page, where)),
    ...(await iconGlyphsReadOut(page, where)),
  ]);
}

/**
 * Premium as a member gets it: the demo referral code (which the test stack hands over as
 * E2E_REFERRAL_CODE). Billing answers once the planner has the change: plans are theirs at once.
 */
async function makePremium(page: Page) {
  const res = await page.request.post('/api/users/apply-referral', {
    data: { referralCode: process.env.E2E_REFERRAL_CODE ?? '' },
  });
  assert.equal(res.status(), 200, await res.text());
  assert.equal((await page.request.get('/api/planner/plans')).status(), 200);
}

const XML_ESCAPES: Record<string, string> = {
  '&': 'amp',
  '<': 'lt',
  '>': 'gt',
  '"': 'quot',
  "'": 'apos',
};
/** Text as a GPX file writes it. */
const xmlText = (s: string) => s.replace(/[&<>"']/g, (c) => `&${XML_ESCAPES[c]};`);

const nearbyList = (page: Page) => page.getByRole('list', { name: 'Springs along the route' });

/** Adds the first spring along the route as a waypoint: the route request that draws it again. */
async function addFirstNearby(page: Page) {
  const regenerated = routeAnswer(page);
  await nearbyList(page)
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Add as Waypoint/ })
    .click();
  return regenerated;
}

/** The trip's stops as its list names them, in order (start, waypoints, end), once it shows. */
async function stopTexts(page: Page) {
  const items = page.getByRole('list', { name: 'Stops in order' }).getByRole('listitem');
  await items.last().waitFor();
  return (await items.allTextContents()).map((text) =>
    text
      .replace(/Then .*$/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

test('a member plans Boise → Ketchum from the suggestions and adds a spring as a waypoint', async () => {
  const page = await memberPage('tripper');
  const first = await planBoiseToKetchum(page);

  // The route runs on the road network and says so; the springs come in route order with the
  // minutes each adds.
  const facts = page.getByRole('region', { name: 'Your Route' });
  await facts.getByText(first.route.properties.router_description).waitFor();
  assert.equal(first.route.properties.router, 'ROUTER_ROAD_NETWORK');
  assert.ok(first.nearbySprings.length > 0, 'springs within 20 miles of the road');
  const rows = nearbyList(page).getByRole('listitem');
  assert.equal(await rows.count(), first.nearbySprings.length);
  await rows
    .first()
    .getByText(/mi from route · (\+\d+ min|Under 1 min) detour/)
    .waitFor();
  const along = first.nearbySprings.map((n: { along_route_miles: number }) => n.along_route_miles);
  assert.deepEqual(
    along,
    [...along].sort((a, b) => a - b),
  );
  // Turn-by-turn directions in the planner's words, the leg under a heading naming its ends.
  const directions = page.getByRole('region', { name: 'Directions' });
  const [leg] = first.route.properties.legs;
  const steps = directions
    .getByRole('list', { name: /^Boise, ID.* to Ketchum, ID/ })
    .getByRole('listitem');
  await steps.first().getByText(leg.steps[0].instruction).waitFor();
  await directions
    .getByText(/^Turn (left|right) onto the major highway for \d+\.\d mi /)
    .first()
    .waitFor();
  await steps.last().getByText('You have arrived at your destination').waitFor();
  const listBox = await nearbyList(page).boundingBox();
  assert.ok(listBox && listBox.height <= 550, `the list is ${listBox?.height} px high`);
  await page.screenshot({ path: '/tmp/e2e-planner-route.png', fullPage: true });
  await assertAccessible(page, 'planner with a route');

  // The route on show downloads as GPX, named after its ends, with its springs and directions.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download GPX' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^boise-id.*-to-ketchum-id.*\.gpx$/);
  const gpx = await text(await file.createReadStream());
  assert.ok(
    gpx.includes(`<name>${xmlText(first.nearbySprings[0].spring.name)}</name>`),
    'a spring waypoint',
  );
  assert.ok(
    gpx.includes(`<name>${xmlText(leg.steps[0].instruction)}</name>`),
    'the first direction',
  );

  // Adding a spring regenerates the route through it.
  const spring = first.nearbySprings[0].spring;
  const second = await (await addFirstNearby(page)).json();
  const waypointStops = second.route.properties.stops.filter(
    (s: { kind: string }) => s.kind === 'STOP_KIND_WAYPOINT',
  );
  assert.deepEqual(
    waypointStops.map((s: { spring_id: number }) => s.spring_id),
    [spring.id],
  );
  await page.getByRole('list', { name: 'Stops on the way' }).getByText(spring.name).waitFor();
  await nearbyList(page).getByText('On your route').waitFor();
});

test('a member without premium is told premium is required when saving', async () => {
  const page = await memberPage('nopremium');
  await planBoiseToKetchum(page);
  await page.getByRole('textbox', { name: 'Plan name' }).fill('Idaho soak weekend');
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/planner/plans'));
  await page.getByRole('button', { name: 'Save Plan' }).click();
  assert.equal((await saved).status(), 403);
  await page.getByText('Premium required').waitFor();
  await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
  await assertAccessible(page, 'planner premium prompt');

  await page.goto('/my-plans');
  await page.getByText('Premium required').waitFor();
});

test('a premium member saves the plan, reopens it from My Plans and opens it in Google Maps', async () => {
  const page = await memberPage('premium');
  await makePremium(page);
  const answer = await planBoiseToKetchum(page);
  const spring = answer.nearbySprings[0].spring;
  await addFirstNearby(page);
  await page.getByRole('list', { name: 'Stops on the way' }).getByText(spring.name).waitFor();

  await page.getByRole('textbox', { name: 'Plan name' }).fill('Idaho soak weekend');
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await page.getByText('Trip plan saved!').waitFor();

  await page.goto('/my-plans');
  await page.getByRole('link', { name: 'Idaho soak weekend' }).click();
  await page.getByRole('heading', { level: 1, name: 'Idaho soak weekend' }).waitFor();
  await page.getByRole('region', { name: 'Your Route' }).getByText('Total drive time').waitFor();
  await page.getByRole('list', { name: 'Springs on this trip' }).getByText(spring.name).waitFor();

  const google = new URL(
    (await page.getByRole('link', { name: /^Open in Google Maps/ }).getAttribute('href'))!,
  );
  assert.equal(google.origin + google.pathname, 'https://www.google.com/maps/dir/');
  assert.match(google.searchParams.get('origin')!, /^43\.6\d*,-116\.\d+$/);
  assert.match(google.searchParams.get('destination')!, /^43\.6\d*,-114\.\d+$/);
  const [lat, lon] = google.searchParams.get('waypoints')!.split(',').map(Number);
  assert.ok(Math.abs(lat! - Number(spring.latitude)) < 1e-6, 'the waypoint is the spring');
  assert.ok(Math.abs(lon! - Number(spring.longitude)) < 1e-6, 'the waypoint is the spring');
  await page.screenshot({ path: '/tmp/e2e-planner-plan.png', fullPage: true });
  await assertAccessible(page, 'saved plan');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download GPX' }).click();
  // Read through Playwright: connected to the run's shared Chromium, a download has no path.
  const gpx = await text(await (await download).createReadStream());
  assert.match(gpx, /<gpx version="1\.1"/);
  assert.match(gpx, /<trkpt lat="43\.6/);
  assert.ok(gpx.includes(spring.name), 'the spring is a waypoint of the file');

  await page.goto('/my-plans');
  await page.getByRole('link', { name: 'Idaho soak weekend' }).waitFor();
  await page.screenshot({ path: '/tmp/e2e-planner-my-plans.png', fullPage: true });
  await assertAccessible(page, 'My Plans');
});

test('a shared trip opens signed out with its waypoints, and plans again with the same start, waypoints and end', async () => {
  const page = await memberPage('sharer');
  const answer = await planBoiseToKetchum(page);
  const spring = answer.nearbySprings[0].spring;
  const planned = (await addFirstNearby(page)).request().postDataJSON();
  await page.getByRole('list', { name: 'Stops on the way' }).getByText(spring.name).waitFor();
  const stops = await stopTexts(page);
  assert.equal(stops.length, 3);
  await page.getByRole('button', { name: 'Share Trip' }).click();
  const link = new URL(await page.getByRole('textbox', { name: /^Shared trip link/ }).inputValue());

  // A visitor, signed out, sees the trip with its waypoint, and is asked to log in to plan it.
  const visitor = await browser.newPage();
  await visitor.goto(link.pathname);
  assert.deepEqual(await stopTexts(visitor), stops);
  await visitor.getByRole('link', { name: 'Plan this trip' }).click();
  await visitor.getByText('Please log in to use the planner.').waitFor();
  // Registered elsewhere, the visitor logs in here, and the login page brings them back.
  const user = newUser('visitor');
  const elsewhere = await browser.newPage();
  await registerByApi(elsewhere, user);
  await visitor.getByLabel('Username', { exact: true }).fill(user.username);
  await visitor.getByLabel('Password', { exact: true }).fill(user.password);
  const replanned = routeAnswer(visitor);
  await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Back in the planner with the same start, waypoint and end, routed again at once.
  const again = (await replanned).request().postDataJSON();
  assert.deepEqual(again, planned);
  await visitor.getByText('Total drive time').waitFor();
  assert.match(await visitor.getByRole('combobox', { name: 'Start' }).inputValue(), BOISE);
  assert.match(await visitor.getByRole('combobox', { name: 'End' }).inputValue(), KETCHUM);
  assert.deepEqual(await stopTexts(visitor), stops);
});

test("'Plan a Trip' from a spring page arrives with the spring as a waypoint", async () => {
  const page = await memberPage('fromspring');
  const answer = await planBoiseToKetchum(page);
  const spring = answer.nearbySprings.at(-1).spring;

  await page.goto(`/springs/${spring.id}`);
  // 'Including This Spring', or 'to See This Spring' for one not for soaking.
  await page.getByRole('link', { name: /^Plan a Trip (Including|to See) This Spring$/ }).click();
  await page.getByRole('list', { name: 'Stops on the way' }).getByText(spring.name).waitFor();
  await choosePlace(page, 'Start', 'Boi', BOISE);
  await choosePlace(page, 'End', 'Ketchum', KETCHUM);
  const answered = routeAnswer(page);
  await page.getByRole('button', { name: 'Generate Route' }).click();
  const body = (await answered).request().postDataJSON();
  assert.deepEqual(body.waypoints, [{ springId: spring.id, lat: null, lon: null, name: null }]);
  await nearbyList(page).getByText('On your route').waitFor();
});

test('the planner pages on a phone', async () => {
  const page = await memberPage('phone', 390);
  await makePremium(page);
  await planBoiseToKetchum(page);
  await page.screenshot({ path: '/tmp/e2e-planner-phone.png', fullPage: true });
  await assertAccessible(page, 'planner with a route on a phone');
  await page.getByRole('textbox', { name: 'Plan name' }).fill('Phone trip');
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await page.getByRole('link', { name: 'Open the plan' }).click();
  await page.getByRole('heading', { level: 1, name: 'Phone trip' }).waitFor();
  await page.screenshot({ path: '/tmp/e2e-planner-plan-phone.png', fullPage: true });
  // Nothing wider than the screen.
  await eventually(async () =>
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390),
  );
});
