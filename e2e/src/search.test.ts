import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';
import { mapPins } from './support/map';

const browser = useBrowser();

test('the navigation search trims the text, opens /search?q= with results and a map, and clears the box', async () => {
  const page = await browser.newPage();
  const matches = (await (await page.request.get('/api/springs?search=hot')).json()) as unknown[];
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search hot springs or location' });
  await box.fill('  hot  ');
  await page.getByRole('button', { name: 'Find Springs' }).click();
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'hot');
  assert.equal(await box.inputValue(), '');

  await page.getByRole('heading', { name: 'Springs matching "hot"' }).waitFor();
  await page.getByText(`${matches.length} springs found`).waitFor();
  const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
  await results.first().waitFor();
  assert.equal(await results.count(), Math.min(30, matches.length));
  for (const name of await results.getByRole('link').allInnerTexts()) {
    assert.match(name, /hot/i);
  }
  await page.getByRole('heading', { name: 'Refine Search' }).waitFor();
  await mapPins(page.locator('.leaflet-container')).clusters.first().waitFor();
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
});
