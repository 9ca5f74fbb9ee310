import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';
import { mapPins } from './support/map';

const browser = useBrowser();

interface Spring {
  id: number;
  name?: string;
}

test('the home page pitches the map, shows the home map and three popular springs', async () => {
  const page = await browser.newPage();
  const popular = (await (await page.request.get('/api/springs/popular')).json()) as Spring[];
  await page.goto('/');

  assert.equal(await page.title(), 'Hot Springs - Discover Natural Hot Springs');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  assert.match(description ?? '', /interactive map of natural hot springs across the USA/);
  await page.getByRole('heading', { level: 1, name: 'Discover Natural Hot Springs' }).waitFor();

  // The home map, loaded as it comes into view: clustered pins over the whole data set.
  const mapSection = page.getByRole('region', { name: 'Find Hot Springs Near You' });
  assert.equal(
    await mapSection.locator('.leaflet-container').count(),
    0,
    'no map before it is seen',
  );
  await mapSection.evaluate((section) => section.scrollIntoView());
  const mapPanel = page.locator('.leaflet-container');
  await mapPins(mapPanel).clusters.first().waitFor();
  await page.getByText('1661 springs on the map').waitFor();
  // The panel (filters beside the map) is 600 px high, border included.
  assert.equal((await mapPanel.locator('xpath=../..').boundingBox())?.height, 600);
  const idaho = (await (await page.request.get('/api/springs?state=ID')).json()) as Spring[];
  await page.getByLabel('State').selectOption({ label: 'Idaho' });
  await page.getByText(`${idaho.length} springs on the map`).waitFor();

  const section = page.getByRole('region', { name: 'Popular Hot Springs' });
  const cards = section.locator('a[href^="/springs/"]');
  await cards.nth(2).waitFor();
  assert.equal(await cards.count(), 3);
  for (const [i, spring] of popular.slice(0, 3).entries()) {
    assert.equal(await cards.nth(i).getAttribute('href'), `/springs/${spring.id}`);
    const text = await cards.nth(i).innerText();
    assert.ok(text.includes(spring.name ?? 'Unnamed Spring'), text);
    assert.match(text, /N\/A|\d\.\d \/ 5/);
  }

  await section.getByRole('link', { name: 'View all' }).click();
  await page.waitForURL('**/popular');
  await page.getByRole('heading', { name: 'Most Popular Hot Springs' }).waitFor();
});

test("signed-out visitors are invited to 'Save Your Favorites' and reach the map from the hero", async () => {
  const page = await browser.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Save Your Favorites' }).waitFor();
  assert.equal(
    await page.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href'),
    '/register',
  );
  await page.getByRole('link', { name: 'Explore Map' }).click();
  await page.waitForURL('**/explore-map');
  await page.getByRole('heading', { name: 'Filters' }).waitFor();
});
