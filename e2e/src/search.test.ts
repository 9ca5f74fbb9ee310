import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupNearIdentical, type SpringSearchResultJson } from '@hotsprings/contracts';
import type { Page } from 'playwright-core';
import { DESKTOP, DEVICES, useBrowser, type Device } from './browser';
import { mapPins } from './support/map';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

async function searchAnswer(page: Page, query: string): Promise<SpringSearchResultJson> {
  const res = await page.request.get(`/api/springs/search?${query}`);
  assert.equal(res.status(), 200, query);
  return (await res.json()) as SpringSearchResultJson;
}

/** The rows the page lists for an answer: near-identical springs once (the contracts' rule). */
const listedRows = (answer: SpringSearchResultJson) =>
  groupNearIdentical(answer.springs.map((h) => h.spring!));

/** Types in the header search, from the phone's menu where the header has no room for it. */
async function headerSearch(page: Page, device: Device, text: string) {
  if (device.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('searchbox', { name: 'Search hot springs or location' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Find Springs' }).click();
  return box;
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' });

test('the navigation search trims the text, opens /search?q= with results and a map, and clears the box', async () => {
  const page = await browser.newPage();
  const rows = listedRows(await searchAnswer(page, 'q=hot'));
  await page.goto('/');
  const box = await headerSearch(page, DESKTOP, '  hot  ');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'hot');
  assert.equal(await box.inputValue(), '');

  await page.getByRole('heading', { name: 'Springs matching "hot"' }).waitFor();
  await page.getByText(`${rows.length} springs found`).waitFor();
  const items = results(page).getByRole('listitem');
  await items.first().waitFor();
  assert.equal(await items.count(), Math.min(30, rows.length));
  for (const name of await items.getByRole('link').allInnerTexts()) {
    assert.match(name, /hot/i);
  }
  await page.getByRole('heading', { name: 'Refine Search' }).waitFor();
  await mapPins(page.locator('.leaflet-container')).clusters.first().waitFor();
});

for (const device of DEVICES) {
  test(`from /, "Boise" in the header search lists the springs nearest Boise with distances and drive times, nearest first (${device.name})`, async () => {
    const page = await browser.newDevicePage(device);
    const answer = await searchAnswer(page, 'q=Boise');
    const rows = listedRows(answer);
    assert.ok(rows.length > 5, `${rows.length} springs near Boise`);
    await page.goto('/');
    await headerSearch(page, device, 'Boise');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Boise');
    await page.getByRole('heading', { name: 'Springs near Boise, ID' }).waitFor();
    await page.getByText(`${rows.length} springs found within 50 mi`).waitFor();

    const items = results(page).getByRole('listitem');
    await items.first().waitFor();
    assert.equal(await items.first().getByRole('link').innerText(), rows[0]!.first.name);
    const miles = (await items.getByText(/ mi away$/).allInnerTexts()).map(parseFloat);
    assert.equal(miles.length, await items.count());
    assert.deepEqual(
      miles,
      [...miles].sort((a, b) => a - b),
    );
    assert.ok(miles.every((m) => m <= 50));
    // The drive there by the road network, asked of the planner signed out, beside the distance.
    await items
      .first()
      .getByText(/ drive$/)
      .waitFor();
    // Whatever the screen, the results are what shows first, not the map or the filters.
    assert.ok(await items.first().isVisible());
    const firstRow = (await items.first().boundingBox())!;
    assert.ok(firstRow.y < device.viewport.height, `first result at ${firstRow.y}`);

    const map = page.locator('.leaflet-container');
    if (device.name === 'phone') {
      // The phone shows the list or the map.
      assert.equal(await map.isVisible(), false);
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      await mapPins(map).clusters.first().waitFor();
      assert.equal(await items.first().isVisible(), false);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await items.first().waitFor();
    } else {
      await mapPins(map).clusters.first().waitFor();
      // A wider circle lists more springs, still nearest first.
      const wider = listedRows(await searchAnswer(page, 'q=Boise&radius_mi=100'));
      await page.getByRole('combobox', { name: 'Distance' }).selectOption('100');
      await page.getByText(`${wider.length} springs found within 100 mi`).waitFor();
      assert.ok(wider.length > rows.length);
    }
    await page.screenshot({ path: `/tmp/e2e-search-boise-${device.name}.png` });
  });
}

test('"Idaho" lists every Idaho spring, after the springs named Idaho', async () => {
  const page = await browser.newPage();
  const answer = await searchAnswer(page, 'q=Idaho');
  const inIdaho = (await (await page.request.get('/api/springs?state=ID')).json()) as unknown[];
  const rows = listedRows(answer);
  const idahoHits = answer.springs.filter((h) => h.spring!.state_code === 'ID');
  assert.equal(idahoHits.length, inIdaho.length);

  await page.goto('/');
  await headerSearch(page, DESKTOP, 'Idaho');
  await page.getByRole('heading', { name: 'Springs in Idaho' }).waitFor();
  await page.getByText(`${rows.length} springs found`).waitFor();
  const items = results(page).getByRole('listitem');
  await items.first().waitFor();
  const states = await items.locator('p > span:nth-child(3)').allInnerTexts();
  // "Idaho Springs" in Colorado is a name match and comes first; then Idaho's own springs.
  const named = answer.springs.filter((h) => h.match === 'name').length;
  assert.ok(named < 5, `${named} springs named Idaho`);
  assert.ok(
    states.slice(named).every((s) => s === 'ID'),
    states.join(' '),
  );
  assert.equal(states.length, Math.min(30, rows.length));
});

test('"near me" asks for the location, then lists the springs around it', async () => {
  const page = await browser.newPage();
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 43.615, longitude: -116.2023 });
  const answer = await searchAnswer(page, 'q=near%20me&near=43.615,-116.2023');
  await page.goto('/');
  await headerSearch(page, DESKTOP, 'hot springs near me');
  await page.getByRole('heading', { name: 'Springs near you' }).waitFor();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await page.waitForURL((url) => url.searchParams.get('near') === '43.615,-116.2023');
  await page.getByText(`${listedRows(answer).length} springs found within 50 mi`).waitFor();
  await results(page)
    .getByText(/ mi away$/)
    .first()
    .waitFor();
});

test('a blank search does nothing', async () => {
  const page = await browser.newPage();
  await page.goto('/faq');
  await page.getByRole('searchbox', { name: 'Search hot springs or location' }).fill('   ');
  await page.getByRole('button', { name: 'Find Springs' }).click();
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/faq');
});

test("a query that matches nothing says 'No results found matching'", async () => {
  const page = await browser.newPage();
  await page.goto('/search?q=zzqxjv');
  await page.getByText('No results found matching "zzqxjv"').waitFor();
  await page.getByText('0 springs found').waitFor();
  await eventually(async () => assert.equal(await results(page).getByRole('listitem').count(), 0));
});
