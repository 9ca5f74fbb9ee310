import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser } from './browser';

const browser = useBrowser();

// An Idaho spring no other browser test reviews or saves, so its figures stay those of the import.
const SPRING = { id: 560, name: 'Battle Creek Hot Springs' };

test('a spring page shows its name, facts, maps and the data search engines read', async () => {
  const page = await browser.newPage();
  const spring = await (await page.request.get(`/api/springs/${SPRING.id}`)).json();
  await page.goto(`/springs/${SPRING.id}`);
  await page.getByRole('heading', { level: 1, name: SPRING.name }).waitFor();

  assert.equal(await page.title(), `${SPRING.name} Details - Hot Springs`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  assert.equal(description, `${spring.description.slice(0, 150).trimEnd()}...`);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  assert.equal(data['@type'], 'TouristAttraction');
  assert.equal(data.name, SPRING.name);
  assert.deepEqual(data.geo, { '@type': 'GeoCoordinates', latitude: 42.133, longitude: -111.928 });
  await page.getByText(spring.description).waitFor();

  const details = page.getByRole('region', { name: 'Spring Details' });
  for (const fact of ['183°F', '84°C', '0 reviews', 'ID', '42.1330° N, 111.9280° W']) {
    await details.getByText(fact, { exact: true }).waitFor();
  }
  await details.getByText('★ N/A').waitFor();

  const location = page.locator('section', {
    has: page.getByRole('heading', { name: 'Location', exact: true }),
  });
  await location.locator('.leaflet-container').waitFor();
  await location.getByRole('button', { name: 'Expand map' }).click();
  const modal = page.getByRole('dialog', { name: `Map of ${SPRING.name}` });
  await modal.locator('.leaflet-container').waitFor();
  await page.screenshot({ path: '/tmp/e2e-spring-modal-map.png' });
  await modal.getByRole('button', { name: 'Close map' }).click();
  await modal.waitFor({ state: 'detached' });
  await page.screenshot({ path: '/tmp/e2e-spring-detail.png', fullPage: true });
});

test("'Plan a Trip to See This Spring' (183 °F: not for soaking) carries the spring to the planner, which asks a visitor to log in", async () => {
  const page = await browser.newPage();
  await page.goto(`/springs/${SPRING.id}`);
  const plan = page.getByRole('link', { name: 'Plan a Trip to See This Spring' });
  const target = new URL((await plan.getAttribute('href'))!, 'http://host');
  assert.equal(target.pathname, '/planner');
  // The planner takes the spring as a waypoint of the trip (planner.test.ts follows it there).
  assert.equal(target.searchParams.get('springId'), String(SPRING.id));

  await plan.click();
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/login');
  await page.getByText('Please log in to use the planner.').waitFor();
});

test("an unknown spring says 'Spring not found.' and a malformed id keeps the page standing", async () => {
  const page = await browser.newPage();
  await page.goto('/springs/999999');
  await page.getByRole('alert').getByText('Spring not found.').waitFor();
  assert.equal(await page.title(), 'Spring not found - Hot Springs');

  await page.goto('/springs/abc');
  await page.getByRole('alert').getByText('HTTP error fetching details! status: 400').waitFor();
  await page.getByRole('link', { name: 'Back to the Map' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).waitFor();
});
