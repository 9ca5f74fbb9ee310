import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEVICES, useBrowser } from './browser';
import { newUser, registerByApi } from './support/accounts';
import { explorePanel, mapPins } from './support/map';
import { eventually } from '@hotsprings/service-kit/testing';

const browser = useBrowser();

// An Idaho spring above 100°F that this file rates 5 stars, so the rating filter has a match.
const RATED_ID = 551;
const RATED_NAME = 'Atlanta Hot Springs';

async function springCount(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/springs?${query}`);
  return ((await res.json()) as unknown[]).length;
}

/** The figure beside 'Springs in this area', once it equals the expected number. */
async function waitForInViewCount(page: Page, expected: number) {
  const { count } = explorePanel(page);
  await eventually(async () => {
    const text = await count.innerText();
    assert.equal(Number(/(\d+)\s*$/.exec(text)?.[1]), expected, text);
  });
}

async function listedStates(page: Page): Promise<string[]> {
  return explorePanel(page).rows.locator('p > span:nth-child(3)').allInnerTexts();
}

before(async () => {
  const page = await browser.newPage();
  await registerByApi(page, newUser('maprater'));
  const res = await page.request.post(`/api/springs/${RATED_ID}/reviews`, {
    data: { rating: 5, comment: 'Hot and clear.' },
  });
  assert.equal(res.status(), 201, await res.text());
  // The springs service takes the rating from the review event.
  await eventually(async () => {
    const spring = await (await page.request.get(`/api/springs/${RATED_ID}`)).json();
    assert.equal(spring.average_rating, 5);
  }, 15_000);
  await page.context().close();
});

test('clusters render, the in-view list follows the view and the side panel toggles', async () => {
  const page = await browser.newPage();
  await page.goto('/explore-map');
  const map = page.locator('.leaflet-container');
  await mapPins(map).clusters.first().waitFor();
  assert.equal(await page.title(), 'Explore Map - Hot Springs');
  const { panel, rows, empty } = explorePanel(page);
  await rows.first().waitFor();
  assert.equal(await empty.count(), 0);
  for (const layer of ['Streets', 'Satellite', 'Topographic']) {
    assert.equal(await map.locator('.leaflet-control-layers').getByText(layer).count(), 1, layer);
  }

  await page.getByRole('button', { name: 'Hide side panel' }).click();
  await panel.getByRole('heading', { name: 'Filters' }).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Show side panel' }).click();
  await panel.getByRole('heading', { name: 'Filters' }).waitFor();
});

test('state, temperature band and minimum rating narrow the springs in view', async () => {
  const page = await browser.newPage();
  await page.goto('/explore-map');
  await explorePanel(page).rows.first().waitFor();

  await page.getByLabel('State').selectOption({ label: 'Idaho' });
  await waitForInViewCount(page, await springCount(page, 'state=ID'));
  assert.deepEqual(new Set(await listedStates(page)), new Set(['ID']));

  await page.getByRole('checkbox', { name: 'Hot 100F+' }).check();
  await waitForInViewCount(page, await springCount(page, 'state=ID&temp_range=hot'));
  for (const text of await explorePanel(page).rows.allInnerTexts()) {
    const fahrenheit = Number(/(\d+)°F/.exec(text)?.[1]);
    assert.ok(fahrenheit >= 100, text);
  }

  // The slider moves in half stars: End is 5, one step back is 4.5.
  const slider = explorePanel(page).panel.getByRole('slider');
  await slider.press('End');
  await slider.press('ArrowLeft');
  await page.getByText('Min Rating: 4.5+ Stars').waitFor();
  const rated = await springCount(page, 'state=ID&temp_range=hot&min_rating=4.5');
  assert.ok(rated >= 1);
  await waitForInViewCount(page, rated);
  await explorePanel(page).rows.getByRole('link', { name: RATED_NAME }).waitFor();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await eventually(async () => assert.ok(new Set(await listedStates(page)).size > 1));
});

test('a name search finds the spring, and its popup gives the facts and a details link', async () => {
  const page = await browser.newPage();
  await page.goto('/explore-map');
  await explorePanel(page).rows.first().waitFor();
  await page.getByPlaceholder('Search by name...').fill('alkali flats');
  await waitForInViewCount(page, 1);

  const map = page.locator('.leaflet-container');
  const marker = mapPins(map).markers;
  await eventually(async () => assert.equal(await marker.count(), 1));
  await marker.click();
  const popup = map.locator('.leaflet-popup');
  await popup.waitFor();
  const text = await popup.innerText();
  for (const part of ['Alkali Flats Warm Spring', 'N/A', '93°F', '(Warm)', 'ID']) {
    assert.ok(text.includes(part), `popup shows ${part}: ${text}`);
  }
  const details = popup.getByRole('link', { name: 'View Full Details' });
  assert.equal(await details.getAttribute('href'), '/springs/546');
  assert.equal(await details.getAttribute('target'), '_blank');
});

test('an empty view says so, and a city search flies to the city', async () => {
  const page = await browser.newPage();
  await page.goto('/explore-map');
  const { rows, empty } = explorePanel(page);
  await rows.first().waitFor();

  // The default centre is in Kansas, where no spring lies: zoom in four levels around it.
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -1000);
  await empty.waitFor();

  await page.getByRole('searchbox', { name: 'Search city or place' }).fill('Boise');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await rows.first().waitFor();
  await eventually(async () => {
    const states = await listedStates(page);
    assert.ok(states.length > 0 && states.length < 20, `${states.length} springs near Boise`);
    assert.deepEqual(new Set(states), new Set(['ID']));
  });
});

for (const device of DEVICES) {
  test(`an empty view names the nearest spring and how far, and its button frames the nearest few (${device.name})`, async () => {
    const page = await browser.newDevicePage(device);
    const wichita = (await (await page.request.get('/api/springs/search?q=Wichita')).json()) as {
      place: { latitude: number; longitude: number; label: string };
    };
    assert.equal(wichita.place.label, 'Wichita, KS');
    const { latitude, longitude } = wichita.place;
    const around = (await (
      await page.request.get(`/api/springs/search?near=${latitude},${longitude}&radius_mi=500`)
    ).json()) as { springs: { spring: { name: string }; distance_mi: number }[] };
    const nearest = around.springs[0]!;

    await page.goto('/explore-map');
    await mapPins(page.locator('.leaflet-container')).clusters.first().waitFor();
    // No spring lies within a city's view of Wichita.
    await page.getByRole('searchbox', { name: 'Search city or place' }).fill('Wichita');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    if (device.name === 'phone') {
      // The phone shows the map or the list: the list is the side panel.
      await page.getByRole('button', { name: 'List', exact: true }).click();
    }
    const { rows, empty, inView } = explorePanel(page);
    await empty.waitFor();
    const hint = inView.getByText(/^Nearest: /);
    await eventually(async () => {
      const [, name, miles] = /^Nearest: (.+), (\d+) mi$/.exec(await hint.innerText()) ?? [];
      assert.equal(name, nearest.spring.name);
      // The page measures on the sphere, PostGIS on the spheroid: within 1%.
      assert.ok(Math.abs(Number(miles) - nearest.distance_mi) <= nearest.distance_mi * 0.01 + 1);
    });
    await inView.getByRole('button', { name: 'Show the nearest springs' }).click();
    await rows.first().waitFor();
    await eventually(async () => {
      const names = await rows.getByRole('link').allInnerTexts();
      assert.ok(names.includes(nearest.spring.name), names.join(', '));
    });
    // The side list is nearest the map's centre first, each with its distance.
    const miles = (await rows.getByText(/ mi away$/).allInnerTexts()).map(parseFloat);
    assert.deepEqual(
      miles,
      [...miles].sort((a, b) => a - b),
    );
    await page.screenshot({ path: `/tmp/e2e-explore-nearest-${device.name}.png` });
  });
}

test('on a phone the side panel starts closed and opens on demand', async () => {
  const page = await browser.newPage(390);
  await page.goto('/explore-map');
  const toggle = page.getByRole('button', { name: 'Show side panel' });
  await toggle.waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await mapPins(page.locator('.leaflet-container')).clusters.first().waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Filters' }).isVisible(), false);
  await toggle.click();
  await page.getByRole('heading', { name: 'Filters' }).waitFor();
  await page.screenshot({ path: '/tmp/e2e-explore-phone.png' });
});
